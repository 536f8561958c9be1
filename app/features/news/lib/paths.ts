/**
 * The news section's URLs and list rules (docs/product.md §2, §4, §9): tab 0-3 is news type 1-4, the tab
 * and the number of loaded pages live in the query (`?tab=1&page=2`) so a reload or a shared
 * link shows the same list; the post page carries the list's type (`?type=2`) so Previous /
 * Next survive a reload.
 */
import type { Lang } from '../../../../shared/lang';

export const NEWS_TYPES = [1, 2, 3, 4] as const;
export type NewsType = (typeof NEWS_TYPES)[number];
export const NEWS_TAB_COUNT = NEWS_TYPES.length;

/** page sizes (docs/product.md §9): the Chinese blog list 35, the English one 30, /news 20 */
export const PAGE_SIZE = { blogList: 35, blogListEn: 30, news: 20 } as const;

/** a shared link asks for at most this many pages at once */
export const MAX_URL_PAGE = 20;

export function blogListPageSize(lang: Lang): number {
  return lang === 'en' ? PAGE_SIZE.blogListEn : PAGE_SIZE.blogList;
}

/** the tab of a query value: 0-3, anything else the first tab */
export function parseTab(value: string | null | undefined): number {
  return value && /^[0-3]$/.test(value) ? Number(value) : 0;
}

/** tab 0-3 lists type 1-4 */
export function tabType(tab: number): NewsType {
  return NEWS_TYPES[tab] ?? 1;
}

/** one of the four news types (other values in the data get no label) */
export function isNewsType(type: number): type is NewsType {
  return (NEWS_TYPES as readonly number[]).includes(type);
}

export function typeTab(type: number): number {
  const i = NEWS_TYPES.indexOf(type as NewsType);
  return i < 0 ? 0 : i;
}

/** a news type of a query value, or null */
export function parseType(value: string | null | undefined): NewsType | null {
  return value && /^[1-4]$/.test(value) ? (Number(value) as NewsType) : null;
}

/** the number of pages a URL asks for: 1 to MAX_URL_PAGE */
export function parsePage(value: string | null | undefined): number {
  const n = value && /^\d{1,6}$/.test(value) ? Number(value) : 1;
  return Math.min(Math.max(n, 1), MAX_URL_PAGE);
}

function query(params: Record<string, string | number | undefined>): string {
  const entries = Object.entries(params).filter((e): e is [string, string | number] => e[1] !== undefined);
  return entries.length ? `?${new URLSearchParams(entries.map(([k, v]) => [k, String(v)])).toString()}` : '';
}

/** `/blog-list?tab=1&page=2` (the first tab and the first page are left out) */
export function blogListHref(lang: Lang, tab = 0, page = 1): string {
  const path = lang === 'en' ? '/blog-list-en' : '/blog-list';
  return path + query({ tab: tab > 0 ? tab : undefined, page: page > 1 ? page : undefined });
}

/** `/news?page=2` */
export function newsListHref(page = 1): string {
  return '/news' + query({ page: page > 1 ? page : undefined });
}

/** `/blog-details/{newsCd}?type=2` (the list context in the URL) */
export function blogPostHref(lang: Lang, newsCd: string, type?: number | null): string {
  const path = `${lang === 'en' ? '/blog-details-en' : '/blog-details'}/${encodeURIComponent(newsCd)}`;
  return path + query({ type: type ?? undefined });
}

/** `/news/details/{newsCd}` */
export function newsDetailHref(newsCd: string): string {
  return `/news/details/${encodeURIComponent(newsCd)}`;
}

/** the contact page with the newsletter e-mail (docs/product.md §2 (News)) */
export function contactHref(lang: Lang, email: string): string {
  return `${lang === 'en' ? '/contact-en' : '/contact'}?${new URLSearchParams({ email }).toString()}`;
}

/**
 * True for the URL change "load more" makes (same list, the page one higher): the items are
 * already on screen, so the route's loader need not run again.
 */
export function isAppendNavigation(currentUrl: URL, nextUrl: URL): boolean {
  if (currentUrl.pathname !== nextUrl.pathname) return false;
  const a = new URLSearchParams(currentUrl.search);
  const b = new URLSearchParams(nextUrl.search);
  const pageA = Number(a.get('page') ?? '1');
  const pageB = Number(b.get('page') ?? '1');
  a.delete('page');
  b.delete('page');
  a.sort();
  b.sort();
  return a.toString() === b.toString() && pageB === pageA + 1;
}

/** a media path as an absolute URL (for Open Graph and JSON-LD) */
export function absoluteUrl(origin: string, url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url, origin).href;
  } catch {
    return undefined;
  }
}
