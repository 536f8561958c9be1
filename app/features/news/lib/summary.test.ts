import { describe, expect, it } from 'vitest';
import { newsCard } from './card';
import { inLang, newsTitle, toSummary } from './summary';

describe('news summaries', () => {
  it('keep what a list shows: no content, the excerpt and the date', () => {
    const s = toSummary(
      {
        newsCd: 'N1',
        title: 'T',
        titleEn: null,
        content: `<p>${'x'.repeat(120)}</p>`,
        contentEn: '',
        thumbUrl: '/uploads/n1.svg',
        publishTime: '2026-11-21 11:58:54',
        type: 2,
      },
      'zh',
    );
    expect(s).toEqual({
      newsCd: 'N1',
      title: 'T',
      thumbUrl: '/uploads/n1.svg',
      date: '2026-11-21',
      type: 2,
      excerpt: `${'x'.repeat(100)}…`,
      // (a Latin title on a Chinese page: the post is marked as English)
      otherLang: 'en',
    });
  });

  it('make an English list’s excerpt of the English text, none without it (issue 28, item 5)', () => {
    const post = {
      newsCd: 'N2',
      title: '帆船赛',
      titleEn: 'Regatta',
      content: '<p>中文正文</p>',
      contentEn: '<p>English text</p>',
      thumbUrl: null,
      publishTime: '2026-11-21 11:58:54',
      type: 1,
    };
    expect(toSummary(post, 'en').excerpt).toBe('English text');
    expect(toSummary(post, 'zh').excerpt).toBe('中文正文');
    expect(toSummary({ ...post, contentEn: '' }, 'en').excerpt).toBe('');
  });

  it('take the English title on an English page where the post has one', () => {
    const both = { title: '帆船赛', titleEn: 'Regatta' };
    expect(newsTitle(both, 'en')).toBe('Regatta');
    expect(newsTitle(both, 'zh')).toBe('帆船赛');
    expect(newsTitle({ title: '帆船赛', titleEn: null }, 'en')).toBe('帆船赛');
    expect(newsTitle({ title: '帆船赛', titleEn: '' }, 'en')).toBe('帆船赛');
    expect(inLang(both, 'en')).toEqual({ title: 'Regatta', titleEn: 'Regatta' });
    expect(inLang(both, 'zh')).toBe(both);
  });
});

describe('the language of a post in a list (decision 0017)', () => {
  const post = (title: string, titleEn: string | null, content: string, contentEn: string | null = null) =>
    ({
      newsCd: 'N1',
      title,
      titleEn,
      content,
      contentEn,
      thumbUrl: null,
      publishTime: '2026-01-01 09:00:00',
      type: 1,
    }) as never;

  it('marks an English-only post on a Chinese page, with its English excerpt', () => {
    const s = toSummary(post('The regatta opens', null, '<p>It opened today.</p>'), 'zh');
    expect(s.otherLang).toBe('en');
    expect(s.excerpt).toContain('It opened today.');
  });

  it('marks a Chinese-only post on an English page, with no Chinese excerpt', () => {
    const s = toSummary(post('帆船赛开幕', null, '<p>今天开幕。</p>'), 'en');
    expect(s.otherLang).toBe('zh-CN');
    expect(s.excerpt).toBe('');
  });

  it('shows an English-only post in full on an English page, and marks nothing in its own language', () => {
    const en = toSummary(post('The regatta opens', null, '<p>It opened today.</p>'), 'en');
    expect(en.otherLang).toBeNull();
    expect(en.excerpt).toContain('It opened today.');
    expect(
      toSummary(post('帆船赛开幕', 'The regatta opens', '<p>今天开幕。</p>', '<p>Opened.</p>'), 'en').otherLang,
    ).toBeNull();
    expect(toSummary(post('帆船赛开幕', 'The regatta opens', '<p>今天开幕。</p>'), 'zh').otherLang).toBeNull();
  });
});

describe('news cards', () => {
  const post = {
    newsCd: 'N2',
    title: '帆船赛开幕',
    titleEn: 'The regatta opens',
    content: `<p>${'今天开幕'.repeat(30)}</p>`,
    contentEn: `<p>${'It opened today. '.repeat(10)}</p>`,
    thumbUrl: null,
    publishTime: '2026-11-21 11:58:54',
    type: 1,
  };

  it("show an excerpt of the card's length of the body in the page's language (decision 0017)", () => {
    const en = newsCard(post, 'en', 60);
    expect(en.title).toBe('The regatta opens');
    expect(en.excerpt).toBe(`${'It opened today. '.repeat(3)}It opened…`);
    expect(en.href).toMatch(/^\/blog-details-en\/N2/);
    const zh = newsCard(post, 'zh', 60);
    expect(zh.excerpt).toBe('今天开幕'.repeat(15) + '…');
    // a post with no English body: no Chinese excerpt under an English title
    expect(newsCard({ ...post, contentEn: '' }, 'en', 60).excerpt).toBe('');
  });
});
