/** The list paging of docs/product.md §4 and §8 (load-more lists). */
import type { Page } from '../../shared/api';

export interface PagingState<T> {
  records: T[];
  pageNo: number;
  pages: number;
  total: number;
  loading: boolean;
}

export type PagingAction<T> =
  { type: 'loading' } | { type: 'loaded'; mode: 'replace' | 'append'; page: Page<T> | null };

export function initialPaging<T>(page: Page<T> | null, loadedPages = 1): PagingState<T> {
  return {
    records: page?.records ?? [],
    pageNo: page ? Math.min(loadedPages, Math.max(page.pages, 1)) : 1,
    pages: page?.pages ?? 0,
    total: page?.total ?? 0,
    loading: false,
  };
}

/**
 * A fresh load replaces the list (emptied when the call failed); load-more appends and
 * advances the page only while the current page is below the total pages, and keeps the
 * list when the call failed.
 */
export function pagingReducer<T>(state: PagingState<T>, action: PagingAction<T>): PagingState<T> {
  if (action.type === 'loading') return { ...state, loading: true };
  const { page, mode } = action;
  if (mode === 'replace') return initialPaging(page);
  if (!page) return { ...state, loading: false };
  // only the next page is appended (a late or repeated answer is dropped)
  if (state.pageNo >= state.pages || page.pageNo !== state.pageNo + 1) return { ...state, loading: false };
  return {
    records: [...state.records, ...page.records],
    pageNo: state.pageNo + 1,
    pages: page.pages,
    total: page.total,
    loading: false,
  };
}

/** more can be loaded while the current page is below the total pages */
export function hasMore(state: Pick<PagingState<unknown>, 'pageNo' | 'pages'>): boolean {
  return state.pageNo < state.pages;
}
