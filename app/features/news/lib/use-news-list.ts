/**
 * A news list in the browser: starts from what the server rendered (pages 1..n of the URL),
 * "load more" fetches the next page straight from the API (docs/product.md §7 /news/list), appends it and
 * records the page in the URL (`?page=n+1`, replacing the entry), so a reload or a shared link
 * shows the same list. The route's `shouldRevalidate` (see `isAppendNavigation` in paths.ts) keeps that
 * URL change from loading the pages again.
 */
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { endpoints } from '../../../../shared/endpoints';
import { browserTransport, createApiClient } from '../../../lib/api';
import { useRootData } from '../../../lib/root-data';
import { hasMore, newsListReducer, type NewsListData, type NewsListState } from './paging';
import { toSummary } from './summary';

export function useNewsList(
  initial: NewsListData,
  query: { type?: number; pageSize: number },
  hrefOf: (page: number) => string,
) {
  const apiBase = useRootData()?.apiBase ?? '/api';
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(newsListReducer, initial, (d): NewsListState => ({ ...d, loading: false }));
  // new loader data (another tab, a new visit): start again from it
  const [source, setSource] = useState(initial);
  /** the index of the first item of the last page loaded here (for focus) */
  const [appendedFrom, setAppendedFrom] = useState<number | null>(null);
  if (source !== initial) {
    setSource(initial);
    setAppendedFrom(null);
    dispatch({ type: 'reset', state: initial });
  }
  const generation = useRef(0);
  useEffect(() => {
    generation.current++;
  }, [initial]);

  const loadMore = useCallback(async () => {
    if (state.loading || !hasMore(state)) return;
    const mine = generation.current;
    const pageNo = state.pageNo + 1;
    const before = state.items.length;
    dispatch({ type: 'loading' });
    const api = createApiClient(browserTransport(apiBase));
    const page = await api.call(endpoints.newsList, { type: query.type, pageNo, pageSize: query.pageSize });
    if (mine !== generation.current) return; // the list changed meanwhile
    dispatch({ type: 'loaded', page: page && { ...page, records: page.records.map(toSummary) } });
    if (page) {
      setAppendedFrom(before);
      void navigate(hrefOf(pageNo), { replace: true, preventScrollReset: true });
    }
  }, [state, apiBase, query.type, query.pageSize, hrefOf, navigate]);

  return { state, more: hasMore(state), loadMore, appendedFrom };
}

/** moves focus to the first article of a page just appended, for keyboard and screen-reader users */
export function useFocusAppended(appendedFrom: number | null, container: React.RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (appendedFrom === null) return;
    const items = container.current?.querySelectorAll<HTMLElement>('[data-news-item]');
    items?.[appendedFrom]?.querySelector<HTMLElement>('h3 a')?.focus();
  }, [appendedFrom, container]);
}
