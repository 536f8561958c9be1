/**
 * The list paging of docs/product.md §4 and §8 (load-more lists), for every paged list: one
 * reducer and one load-more hook. A fresh load replaces the list (emptied when the call
 * failed); load-more appends and advances only while the page is below the total pages, stops
 * at the last page, and keeps the list when the call failed.
 */
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { Page } from '../../shared/api';

/** a list as loaded so far: pages 1..pageNo of `pages` */
export interface PagedList<T> {
  records: T[];
  pageNo: number;
  pages: number;
  total: number;
}

export interface PagingState<T> extends PagedList<T> {
  loading: boolean;
}

export type PagingAction<T> =
  | { type: 'loading' }
  /** a fresh load that already holds pages 1..pageNo (what the server rendered) */
  | { type: 'reset'; list: PagedList<T> }
  /** `keyOf`: an item whose key is listed already is not appended again */
  | { type: 'loaded'; mode: 'replace' | 'append'; page: Page<T> | null; keyOf?: (item: T) => string };

/** the list of pages 1..loadedPages (`page` holds their records and the first page's counts); null: empty */
export function pagedList<T>(page: Page<T> | null, loadedPages = 1): PagedList<T> {
  return {
    records: page?.records ?? [],
    pageNo: page ? Math.min(loadedPages, Math.max(page.pages, 1)) : 1,
    pages: page?.pages ?? 0,
    total: page?.total ?? 0,
  };
}

export function initialPaging<T>(page: Page<T> | null, loadedPages = 1): PagingState<T> {
  return startPaging(pagedList(page, loadedPages));
}

function startPaging<T>(list: PagedList<T>): PagingState<T> {
  const { records, pageNo, pages, total } = list;
  return { records, pageNo, pages, total, loading: false };
}

/** appends items, leaving out any already listed (content published between two loads shifts pages) */
export function appendUnique<T>(list: readonly T[], more: readonly T[], keyOf: (item: T) => string): T[] {
  const seen = new Set(list.map(keyOf));
  return [...list, ...more.filter((n) => !seen.has(keyOf(n)) && seen.add(keyOf(n)))];
}

export function pagingReducer<T>(state: PagingState<T>, action: PagingAction<T>): PagingState<T> {
  if (action.type === 'loading') return { ...state, loading: true };
  if (action.type === 'reset') return startPaging(action.list);
  const { page, mode, keyOf } = action;
  if (mode === 'replace') return initialPaging(page);
  if (!page) return { ...state, loading: false };
  // only the next page is appended (a late or repeated answer is dropped)
  if (!hasMore(state) || page.pageNo !== state.pageNo + 1) return { ...state, loading: false };
  return {
    records: keyOf ? appendUnique(state.records, page.records, keyOf) : [...state.records, ...page.records],
    pageNo: state.pageNo + 1,
    pages: page.pages,
    total: page.total,
    loading: false,
  };
}

/** more can be loaded while the current page is below the total pages */
export function hasMore(state: Pick<PagedList<unknown>, 'pageNo' | 'pages'>): boolean {
  return state.pageNo < state.pages;
}

export interface LoadMoreOptions<T> {
  /** items already listed (by this key) are not appended twice */
  keyOf?: (item: T) => string;
  /** after a page was appended, while the address is still the one the load started on (e.g. record it in the URL) */
  onAppended?: (pageNo: number) => void;
}

/**
 * A load-more list in the browser. It starts from `initial` (what the server rendered) and
 * starts again whenever `initial` changes (new loader data: keep it stable between renders);
 * `loadMore()` fetches the next page with `fetchPage` (null: the call failed) and appends it.
 * An answer that comes after the list started again, or after it left the page, is dropped.
 * `appendedFrom` is the index of the first item of the last page appended (for focus).
 */
export function useLoadMore<T>(
  initial: PagedList<T>,
  fetchPage: (pageNo: number) => Promise<Page<T> | null>,
  options: LoadMoreOptions<T> = {},
) {
  const [state, dispatch] = useReducer(pagingReducer<T>, initial, startPaging);
  const [source, setSource] = useState(initial);
  const [appendedFrom, setAppendedFrom] = useState<number | null>(null);
  if (source !== initial) {
    setSource(initial);
    setAppendedFrom(null);
    dispatch({ type: 'reset', list: initial });
  }
  // the latest state and callbacks, for loads started by a handler created on an earlier render
  const latest = useRef({ state, fetchPage, options });
  useEffect(() => {
    latest.current = { state, fetchPage, options };
  });
  const busy = useRef(false);
  const generation = useRef(0);
  useEffect(
    () => () => {
      // the list starts again (or leaves the page): answers still on their way are dropped
      generation.current++;
      busy.current = false;
    },
    [initial],
  );

  const loadMore = useCallback(async () => {
    const { state: now, fetchPage: fetchNext } = latest.current;
    if (busy.current || now.loading || !hasMore(now)) return;
    busy.current = true;
    const mine = generation.current;
    const pageNo = now.pageNo + 1;
    const before = now.records.length;
    const started = window.location.pathname + window.location.search;
    dispatch({ type: 'loading' });
    let page: Page<T> | null = null;
    try {
      page = await fetchNext(pageNo);
    } catch {
      page = null; // e.g. a chunk that could not be fetched: as a failed call
    }
    if (mine !== generation.current) return;
    busy.current = false;
    const { keyOf, onAppended } = latest.current.options;
    dispatch({ type: 'loaded', mode: 'append', page, keyOf });
    if (!page) return;
    setAppendedFrom(before);
    // never write over an address the visitor moved on to meanwhile
    if (window.location.pathname + window.location.search === started) onAppended?.(pageNo);
  }, []);

  return { state, more: hasMore(state), loadMore, appendedFrom };
}
