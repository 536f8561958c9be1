import { describe, expect, it } from 'vitest';
import { PAGES, pagePath, queryOf, twinPath } from './pages.js';

describe('pages', () => {
  it('every English twin ends in -en on its first segment', () => {
    for (const p of PAGES) if (p.en) expect(p.en.split('/')[1]).toMatch(/-en$/);
  });
  it('finds twins both ways, keeping the rest of the path', () => {
    expect(twinPath('/events')).toEqual({ zh: '/events', en: '/events-en' });
    expect(twinPath('/events-en')).toEqual({ zh: '/events', en: '/events-en' });
    expect(twinPath('/blog-details/N123')).toEqual({ zh: '/blog-details/N123', en: '/blog-details-en/N123' });
    expect(twinPath('/product-tracking3D-en')).toEqual({ zh: '/product-tracking3D', en: '/product-tracking3D-en' });
    expect(twinPath('/index-en')).toEqual({ zh: '/', en: '/index-en' });
  });
  it('pages without a twin have none', () => {
    expect(twinPath('/')).toBeNull();
    expect(twinPath('/news')).toBeNull();
    expect(twinPath('/events/detail/E1')).toBeNull();
  });
  it('pagePath falls back to Chinese', () => {
    expect(pagePath('contact', 'en')).toBe('/contact-en');
    expect(pagePath('news', 'en')).toBe('/news');
  });
  it('lists the query parameters each page reads, for the page cache (issue 17, finding 7)', () => {
    expect(queryOf('/events')).toEqual(['q', 'tab', 'pages']);
    expect(queryOf('/events-en')).toEqual(['q', 'tab', 'pages']);
    expect(queryOf('/events/level/E1/L1')).toEqual([
      'eventCd',
      'levelCd',
      'tab',
      'pub',
      'group',
      'nat',
      'club',
      'race',
      'sailor',
    ]);
    expect(queryOf('/events/level_wf/E1/L1')).toContain('pub');
    expect(queryOf('/events/detail/E1')).toEqual(['eventCd', 'tab', 'page', 'sailor']);
    expect(queryOf('/blog-details-en/N1')).toEqual(['newsCd', 'type']);
    expect(queryOf('/contact')).toEqual(['email']);
    expect(queryOf('/about')).toEqual([]);
    expect(queryOf('/no-such-page')).toEqual([]);
    expect(queryOf('/events/level/E1/L1/boat/CHN123')).toEqual(['pub']);
    expect(queryOf('/events/level/E1/L1/results/csv')).toEqual(['pub']);
    expect(queryOf('/sitemap.xml')).toEqual([]);
  });
});
