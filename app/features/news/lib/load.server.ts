/** What the news loaders ask the API for (docs/product.md §7: /news/list and /news/info/{newsCd}), on the server. */
import { PAGE_SIZE_MAX, type News } from '../../../../shared/api';
import type { Lang } from '../../../../shared/lang';
import { endpoints } from '../../../../shared/endpoints';
import type { ApiClient } from '../../../lib/api';
import { lookup } from '../../../lib/server-api';
import { appendUnique, type PagedList } from '../../../lib/paging';
import { newsKey, newsTitle, toSummary, type NewsSummary } from './summary';

/** a list as the server rendered it: pages 1..pageNo */
export interface NewsListData extends PagedList<NewsSummary> {
  /** the first page could not be loaded (the list shows its empty state) */
  failed: boolean;
}

/** pages 1..upTo of a list (type absent: every type), as summaries with the titles of a page in `q.lang` */
export async function loadNewsPages(
  api: ApiClient,
  q: { type?: number; upTo: number; pageSize: number; lang: Lang },
): Promise<NewsListData> {
  const numbers = Array.from({ length: Math.max(1, q.upTo) }, (_, i) => i + 1);
  const pages = await Promise.all(
    numbers.map((pageNo) => api.call(endpoints.newsList, { type: q.type, pageNo, pageSize: q.pageSize })),
  );
  const first = pages[0];
  if (!first) return { records: [], pageNo: 1, pages: 0, total: 0, failed: true };
  const shown = Math.min(numbers.length, Math.max(first.pages, 1));
  let records: NewsSummary[] = [];
  for (const page of pages.slice(0, shown)) {
    if (!page) break; // a later page failed: show what came before it
    records = appendUnique(
      records,
      page.records.map((n) => toSummary(n, q.lang)),
      newsKey,
    );
  }
  const loaded = pages.slice(0, shown).findIndex((p) => !p);
  return {
    records,
    pageNo: loaded < 0 ? shown : loaded,
    pages: first.pages,
    total: first.total,
    failed: false,
  };
}

export type PostLookup = { status: 'ok'; post: News } | { status: 'missing' } | { status: 'failed' };

/** one post: missing (unknown, unpublished or an invalid code: a 404) or failed (the API could not answer) */
export async function loadPost(api: ApiClient, newsCd: string): Promise<PostLookup> {
  const found = await lookup(api, endpoints.newsInfo, { newsCd });
  return found.status === 'ok' ? { status: 'ok', post: found.result } : found;
}

export interface PostLink {
  newsCd: string;
  title: string;
}

/** at most this many posts are paged through to find a post's neighbours */
export const CONTEXT_MAX_PAGES = 10;

/**
 * The list a post sits in (one type, or every type), in list order, as links (titles of a page in
 * `lang`): paged through /news/list at the largest page size. null when the list could not be loaded.
 */
export async function loadListContext(
  api: ApiClient,
  type: number | undefined,
  lang: Lang,
): Promise<PostLink[] | null> {
  const links: PostLink[] = [];
  for (let pageNo = 1; pageNo <= CONTEXT_MAX_PAGES; pageNo++) {
    const page = await api.call(endpoints.newsList, { type, pageNo, pageSize: PAGE_SIZE_MAX });
    if (!page) return pageNo === 1 ? null : links;
    links.push(...page.records.map((n) => ({ newsCd: n.newsCd, title: newsTitle(n, lang) })));
    if (pageNo >= page.pages) break;
  }
  return links;
}
