import { describe, expect, it } from 'vitest';
import type { Page } from '../../../../shared/api';
import { hasMore, newsListReducer, type NewsListState } from './paging';
import type { NewsSummary } from './summary';

const item = (n: number): NewsSummary => ({
  newsCd: `N${n}`,
  title: `t${n}`,
  thumbUrl: null,
  date: '2026-01-01',
  type: 1,
  excerpt: '',
});
const page = (pageNo: number, ids: number[], pages = 3, total = 7): Page<NewsSummary> => ({
  records: ids.map(item),
  pageNo,
  pageSize: 3,
  pages,
  total,
});
const start: NewsListState = {
  items: [1, 2, 3].map(item),
  pageNo: 1,
  pages: 3,
  total: 7,
  failed: false,
  loading: false,
};

describe('news list paging (docs/product.md §4, §8)', () => {
  it('load more appends the next page and advances while below the total pages', () => {
    let s = newsListReducer(start, { type: 'loading' });
    expect(s.loading).toBe(true);
    s = newsListReducer(s, { type: 'loaded', page: page(2, [4, 5, 6]) });
    expect(s.items.map((n) => n.newsCd)).toEqual(['N1', 'N2', 'N3', 'N4', 'N5', 'N6']);
    expect([s.pageNo, s.loading, hasMore(s)]).toEqual([2, false, true]);
    s = newsListReducer(s, { type: 'loaded', page: page(3, [7]) });
    expect([s.items.length, s.pageNo, hasMore(s)]).toEqual([7, 3, false]);
    // loading stops at the last page
    const after = newsListReducer(s, { type: 'loaded', page: page(4, [8]) });
    expect(after.items).toHaveLength(7);
    expect(after.pageNo).toBe(3);
  });

  it('a failed load keeps the list and stops the spinner', () => {
    const s = newsListReducer({ ...start, loading: true }, { type: 'loaded', page: null });
    expect(s).toEqual(start);
  });

  it('an item seen already (a post published between two loads) is not listed twice', () => {
    const s = newsListReducer(start, { type: 'loaded', page: page(2, [3, 4, 5]) });
    expect(s.items.map((n) => n.newsCd)).toEqual(['N1', 'N2', 'N3', 'N4', 'N5']);
  });

  it('a fresh load replaces the list', () => {
    const s = newsListReducer(
      { ...start, loading: true },
      { type: 'reset', state: { items: [item(9)], pageNo: 1, pages: 1, total: 1, failed: false } },
    );
    expect(s).toEqual({ items: [item(9)], pageNo: 1, pages: 1, total: 1, failed: false, loading: false });
    expect(hasMore(s)).toBe(false);
  });
});
