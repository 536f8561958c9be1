/**
 * Paging of the news lists (docs/product.md §4, §8): the server renders pages 1..n of the URL; "load more"
 * appends the next page and advances only while the current page is below the total pages; a
 * failed load keeps the list and stops the spinner.
 */
import type { Page } from '../../../../shared/api';
import { appendUnique, type NewsSummary } from './summary';

/** a list as the server rendered it: pages 1..pageNo */
export interface NewsListData {
  items: NewsSummary[];
  /** pages shown (1..pages) */
  pageNo: number;
  pages: number;
  total: number;
  /** the first page could not be loaded (the list shows its empty state) */
  failed: boolean;
}

/** the list in the browser: `pageNo` pages loaded so far */
export interface NewsListState extends NewsListData {
  loading: boolean;
}

export type NewsListAction =
  { type: 'reset'; state: NewsListData } | { type: 'loading' } | { type: 'loaded'; page: Page<NewsSummary> | null };

export function newsListReducer(state: NewsListState, action: NewsListAction): NewsListState {
  switch (action.type) {
    case 'reset':
      return { ...action.state, loading: false };
    case 'loading':
      return { ...state, loading: true };
    case 'loaded': {
      const { page } = action;
      if (!page || !hasMore(state)) return { ...state, loading: false };
      return {
        items: appendUnique(state.items, page.records),
        pageNo: state.pageNo + 1,
        pages: page.pages,
        total: page.total,
        failed: false,
        loading: false,
      };
    }
  }
}

export function hasMore(state: Pick<NewsListState, 'pageNo' | 'pages'>): boolean {
  return state.pageNo < state.pages;
}
