import { describe, expect, it } from 'vitest';
import { chinaIso, newsArticleJsonLd } from './seo';

describe('news head data', () => {
  it('gives API times (China local time) their offset', () => {
    expect(chinaIso('2026-11-21 11:58:54')).toBe('2026-11-21T11:58:54+08:00');
    expect(chinaIso('2026-11-21 11:58')).toBe('2026-11-21T11:58:00+08:00');
    expect(chinaIso('2026-11-21')).toBe('2026-11-21T00:00:00+08:00');
    expect(chinaIso('soon')).toBeUndefined();
  });

  it('describes a post as a NewsArticle', () => {
    const tag = newsArticleJsonLd({
      post: { title: 'Title', thumbUrl: '/uploads/a.svg', publishTime: '2026-11-21 11:58:54' },
      description: 'Excerpt…',
      canonical: 'https://s.cn/blog-details/N1',
      origin: 'https://s.cn',
      lang: 'en',
      siteName: 'SailFish',
      section: 'Events',
    });
    expect(tag['script:ld+json']).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: 'Title',
      description: 'Excerpt…',
      image: ['https://s.cn/uploads/a.svg'],
      datePublished: '2026-11-21T11:58:54+08:00',
      inLanguage: 'en',
      mainEntityOfPage: { '@id': 'https://s.cn/blog-details/N1' },
      author: { '@type': 'Organization', name: 'SailFish' },
      publisher: { '@type': 'Organization', name: 'SailFish' },
    });
  });

  it('keeps the headline within 110 characters', () => {
    const tag = newsArticleJsonLd({
      post: { title: '帆'.repeat(200), thumbUrl: null, publishTime: '' },
      description: '',
      canonical: 'https://s.cn/x',
      origin: 'https://s.cn',
      lang: 'zh',
      siteName: '帆鱼体育',
      section: '',
    });
    const ld = tag['script:ld+json'] as { headline: string; image?: unknown; datePublished?: unknown };
    expect(Array.from(ld.headline)).toHaveLength(110);
    expect(ld.image).toBeUndefined();
    expect(ld.datePublished).toBeUndefined();
  });
});
