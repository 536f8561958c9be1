/**
 * A news list in the browser (the load-more hook of app/lib/paging.ts): starts from what the
 * server rendered (pages 1..n of the URL), "load more" fetches the next page straight from the
 * API (docs/product.md §7 /news/list), appends it and records the page in the URL (`?page=n+1`,
 * replacing the entry), so a reload or a shared link shows the same list. The route's
 * `shouldRevalidate` (see `isAppendNavigation` in paths.ts) keeps that URL change from loading
 * the pages again.
 */
import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { endpoints } from '../../../../shared/endpoints';
import { browserTransport, createApiClient } from '../../../lib/api';
import { useLoadMore, type PagedList } from '../../../lib/paging';
import { useRootData } from '../../../lib/root-data';
import { useTranslation } from '../../../i18n';
import { newsKey, toSummary, type NewsSummary } from './summary';

export function useNewsList(
  initial: PagedList<NewsSummary>,
  query: { type?: number; pageSize: number },
  hrefOf: (page: number) => string,
) {
  const apiBase = useRootData()?.apiBase ?? '/api';
  const lang = useTranslation().i18n.language;
  const navigate = useNavigate();
  const { type, pageSize } = query;
  const fetchPage = useCallback(
    async (pageNo: number) => {
      const page = await createApiClient(browserTransport(apiBase)).call(endpoints.newsList, {
        type,
        pageNo,
        pageSize,
      });
      return page && { ...page, records: page.records.map((n) => toSummary(n, lang)) };
    },
    [apiBase, type, pageSize, lang],
  );
  return useLoadMore(initial, fetchPage, {
    keyOf: newsKey,
    onAppended: (pageNo) => void navigate(hrefOf(pageNo), { replace: true, preventScrollReset: true }),
  });
}

/** moves focus to the first article of a page just appended, for keyboard and screen-reader users */
export function useFocusAppended(appendedFrom: number | null, container: React.RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (appendedFrom === null) return;
    const items = container.current?.querySelectorAll<HTMLElement>('[data-news-item]');
    items?.[appendedFrom]?.querySelector<HTMLElement>('h3 a')?.focus();
  }, [appendedFrom, container]);
}
