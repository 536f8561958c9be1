import { describe, expect, it } from 'vitest';
import type { Notice } from '../../../../shared/notices';
import { boardTime, documentKind, groupNotices, newSince, noticeContent, noticeTitle, noticesPath } from './board';

const n = (over: Partial<Notice>): Notice => ({
  id: 1,
  kind: 'notice',
  number: 1,
  title: '须知',
  titleEn: null,
  content: '',
  contentEn: '',
  fileUrl: null,
  postedAt: '2026-11-20T02:00:00.000Z',
  amendedAt: null,
  withdrawnAt: null,
  versions: [],
  ...over,
});

describe('the notice board as pages show it', () => {
  it('groups by kind in the board order, newest first', () => {
    const groups = groupNotices([
      n({ id: 1, kind: 'notice', postedAt: '2026-11-20T01:00:00.000Z' }),
      n({ id: 2, kind: 'nor', postedAt: '2026-10-01T01:00:00.000Z' }),
      n({ id: 3, kind: 'notice', postedAt: '2026-11-21T01:00:00.000Z' }),
    ]);
    expect(groups.map((g) => [g.kind, g.notices.map((x) => x.id)])).toEqual([
      ['nor', [2]],
      ['notice', [3, 1]],
    ]);
  });
  it('shows the page language, else the other one marked', () => {
    expect(noticeTitle(n({ titleEn: 'Notice' }), 'en')).toEqual({ text: 'Notice', lang: 'en' });
    expect(noticeTitle(n({}), 'en')).toEqual({ text: '须知', lang: 'zh' });
    expect(noticeContent(n({ content: '<p>中</p>' }), 'en')).toEqual({ text: '<p>中</p>', lang: 'zh' });
    expect(noticeContent(n({ contentEn: '<p>E</p>' }), 'zh')).toEqual({ text: '<p>E</p>', lang: 'en' });
    expect(noticeContent(n({ content: '<p>中</p>', contentEn: '<p>E</p>' }), 'zh').lang).toBe('zh');
  });
  it('tells times on the site clock, documents by address, and what is new', () => {
    expect(boardTime('2026-11-20T02:05:00.000Z', 'Asia/Shanghai')).toBe('2026-11-20 10:05');
    expect(documentKind('/uploads/media/abc.pdf')).toBe('pdf');
    expect(documentKind('/uploads/media/abc-800x600.jpg')).toBe('picture');
    expect(documentKind('https://example.com/x')).toBe('link');
    const list = [n({ id: 1 }), n({ id: 2, amendedAt: '2026-11-22T00:00:00.000Z' })];
    expect([...newSince(list, '2026-11-21T00:00:00.000Z')]).toEqual([2]);
    expect(newSince(list, null).size).toBe(0);
    expect(noticesPath('SF-1', 'en')).toBe('/events-en/notices/SF-1');
  });
});
