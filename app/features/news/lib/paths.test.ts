import { describe, expect, it } from 'vitest';
import {
  absoluteUrl,
  blogListHref,
  blogListPageSize,
  blogPostHref,
  contactHref,
  isAppendNavigation,
  MAX_URL_PAGE,
  newsDetailHref,
  newsListHref,
  PAGE_SIZE,
  parsePage,
  parseTab,
  parseType,
  tabType,
  typeTab,
} from './paths';

describe('news URLs and list rules', () => {
  it('has the page sizes of docs/product.md §9', () => {
    expect(PAGE_SIZE).toEqual({ blogList: 35, blogListEn: 30, news: 20 });
    expect(blogListPageSize('zh')).toBe(35);
    expect(blogListPageSize('en')).toBe(30);
  });

  it('maps tab 0-3 to type 1-4 and back', () => {
    expect([0, 1, 2, 3].map(tabType)).toEqual([1, 2, 3, 4]);
    expect([1, 2, 3, 4].map(typeTab)).toEqual([0, 1, 2, 3]);
    expect(typeTab(9)).toBe(0);
  });

  it('reads the tab, the type and the page from the query, falling back on bad values', () => {
    expect(['0', '1', '3'].map(parseTab)).toEqual([0, 1, 3]);
    expect([null, '', '4', '-1', '1.5', 'x', ' 1'].map(parseTab)).toEqual([0, 0, 0, 0, 0, 0, 0]);
    expect(['1', '4'].map(parseType)).toEqual([1, 4]);
    expect([null, '0', '5', 'a'].map(parseType)).toEqual([null, null, null, null]);
    expect(['1', '2', '7'].map(parsePage)).toEqual([1, 2, 7]);
    expect([null, '0', '-2', 'x', '1e3'].map(parsePage)).toEqual([1, 1, 1, 1, 1]);
    expect(parsePage('999999')).toBe(MAX_URL_PAGE);
  });

  it('builds the list and post URLs, leaving out defaults', () => {
    expect(blogListHref('zh')).toBe('/blog-list');
    expect(blogListHref('zh', 1)).toBe('/blog-list?tab=1');
    expect(blogListHref('en', 2, 3)).toBe('/blog-list-en?tab=2&page=3');
    expect(blogListHref('en', 0, 2)).toBe('/blog-list-en?page=2');
    expect(newsListHref()).toBe('/news');
    expect(newsListHref(2)).toBe('/news?page=2');
    expect(blogPostHref('zh', 'N1', 2)).toBe('/blog-details/N1?type=2');
    expect(blogPostHref('en', 'N1')).toBe('/blog-details-en/N1');
    expect(newsDetailHref('N2024_01')).toBe('/news/details/N2024_01');
  });

  it('sends the newsletter address to the contact page of the language', () => {
    expect(contactHref('zh', 'a@b.cn')).toBe('/contact?email=a%40b.cn');
    expect(contactHref('en', 'x+y@b.com')).toBe('/contact-en?email=x%2By%40b.com');
    expect(contactHref('en', '')).toBe('/contact-en?email=');
  });

  it('knows the URL change of "load more" (same list, one page more)', () => {
    const u = (s: string) => new URL(s, 'http://x');
    expect(isAppendNavigation(u('/blog-list?tab=1'), u('/blog-list?tab=1&page=2'))).toBe(true);
    expect(isAppendNavigation(u('/blog-list?page=2&tab=1'), u('/blog-list?tab=1&page=3'))).toBe(true);
    expect(isAppendNavigation(u('/news'), u('/news?page=2'))).toBe(true);
    // another tab, another page than the next, another path: load
    expect(isAppendNavigation(u('/blog-list?tab=1'), u('/blog-list?tab=2&page=2'))).toBe(false);
    expect(isAppendNavigation(u('/blog-list?tab=1&page=2'), u('/blog-list?tab=1'))).toBe(false);
    expect(isAppendNavigation(u('/blog-list'), u('/blog-list?page=3'))).toBe(false);
    expect(isAppendNavigation(u('/blog-list'), u('/blog-list-en?page=2'))).toBe(false);
  });

  it('makes media paths absolute', () => {
    expect(absoluteUrl('https://s.cn', '/uploads/a.svg')).toBe('https://s.cn/uploads/a.svg');
    expect(absoluteUrl('https://s.cn', 'https://cdn.cn/a.png')).toBe('https://cdn.cn/a.png');
    expect(absoluteUrl('https://s.cn', null)).toBeUndefined();
  });
});
