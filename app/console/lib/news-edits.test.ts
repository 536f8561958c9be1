import { describe, expect, it } from 'vitest';
import type { AdminNews } from '../../../shared/admin-news';
import {
  isLinkAddress,
  newsBody,
  newsListHref,
  newsListQuery,
  newsTitle,
  newsValues,
  publishInput,
} from './news-edits';

const post: AdminNews = {
  newsCd: 'N2026112401',
  title: '帆船赛',
  titleEn: 'Regatta',
  content: '<p>x</p>',
  contentEn: '<p>English x</p>',
  thumbUrl: null,
  publishTime: '2026-11-24 09:30:15',
  type: 2,
  isPublish: 1,
  state: 'published',
  updatedAt: '2026-11-24T01:30:15.000Z',
};

describe('the news form', () => {
  it('shows the publish time to the second in a datetime-local input and sends it back as typed', () => {
    expect(publishInput('2026-11-24 09:30:15')).toBe('2026-11-24T09:30:15');
    expect(publishInput('2026-11-24 09:30')).toBe('2026-11-24T09:30:00');
    expect(publishInput(null)).toBe('');
    const values = newsValues(post);
    expect(values).toMatchObject({ publishTime: '2026-11-24T09:30:15', type: '2', isPublish: '1', titleEn: 'Regatta' });
    expect(newsBody(values)).toEqual({
      title: '帆船赛',
      titleEn: 'Regatta',
      type: 2,
      thumbUrl: null,
      publishTime: '2026-11-24T09:30:15',
      isPublish: 1,
      content: '<p>x</p>',
      contentEn: '<p>English x</p>',
    });
  });
  it('sends an unticked box as a draft and empty optional fields as none', () => {
    expect(newsBody({ title: ' T ', titleEn: '  ', type: '4', publishTime: '2026-01-01T00:00', content: '' })).toEqual({
      title: 'T',
      titleEn: null,
      type: 4,
      thumbUrl: null,
      publishTime: '2026-01-01T00:00',
      isPublish: 0,
      content: '',
      contentEn: '',
    });
  });
  it('reads the list filters it knows from the address and drops the others', () => {
    const q = newsListQuery(new URL('http://x/admin/news?q=%20wind%20&type=3&state=scheduled&page=2'));
    expect(q).toEqual({ q: 'wind', type: 3, state: 'scheduled', page: 2 });
    expect(newsListQuery(new URL('http://x/admin/news?type=9&state=gone&page=-4'))).toEqual({
      q: '',
      type: null,
      state: null,
      page: 1,
    });
    expect(newsListHref('/admin/news', { ...q, page: 3 })).toBe('/admin/news?q=wind&type=3&state=scheduled&page=3');
    expect(newsListHref('/admin/news', { page: 1 })).toBe('/admin/news');
  });
  it('titles a post in the page language', () => {
    expect(newsTitle(post, 'en')).toBe('Regatta');
    expect(newsTitle(post, 'zh')).toBe('帆船赛');
    expect(newsTitle({ ...post, titleEn: null }, 'en')).toBe('帆船赛');
  });
});

describe('link addresses in the editor', () => {
  it('takes http(s) addresses and paths of the site', () => {
    for (const ok of ['https://example.com', 'http://example.com/a?b=c#d', '/events', '/blog-details/N1', '/'])
      expect(isLinkAddress(ok), ok).toBe(true);
  });
  it('refuses scripts, other schemes, other hosts in disguise and spaces', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      'mailto:a@b.c',
      '//evil.example',
      '/\\evil.example',
      'https://',
      'https:///x',
      'https://exa mple.com',
      'events',
      '',
    ])
      expect(isLinkAddress(bad), bad).toBe(false);
  });
});
