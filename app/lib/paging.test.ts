import { describe, expect, it } from 'vitest';
import type { Page } from '../../shared/api';
import { appendUnique, hasMore, initialPaging, pagedList, pagingReducer, type PagingState } from './paging';

const page = <T>(records: T[], pageNo: number, pages: number, total = pages * records.length): Page<T> => ({
  records,
  pageNo,
  pages,
  total,
  pageSize: 25,
});

describe('paging reducer (docs/product.md §4, §8)', () => {
  it('a fresh load replaces the list, and an emptied one on failure', () => {
    let s = initialPaging(page(['a', 'b'], 1, 3));
    s = pagingReducer(s, { type: 'loaded', mode: 'replace', page: page(['x'], 1, 1) });
    expect(s.records).toEqual(['x']);
    s = pagingReducer(s, { type: 'loaded', mode: 'replace', page: null });
    expect(s.records).toEqual([]);
    expect(hasMore(s)).toBe(false);
  });
  it('load-more appends and advances only below the last page, and keeps the list on failure', () => {
    let s = initialPaging(page(['a'], 1, 2));
    expect(hasMore(s)).toBe(true);
    s = pagingReducer(s, { type: 'loading' });
    expect(s.loading).toBe(true);
    s = pagingReducer(s, { type: 'loaded', mode: 'append', page: null });
    expect(s).toMatchObject({ records: ['a'], pageNo: 1, loading: false });
    s = pagingReducer(s, { type: 'loaded', mode: 'append', page: page(['b'], 2, 2) });
    expect(s).toMatchObject({ records: ['a', 'b'], pageNo: 2 });
    expect(hasMore(s)).toBe(false);
    // at the last page nothing more is appended
    s = pagingReducer(s, { type: 'loaded', mode: 'append', page: page(['c'], 3, 2) });
    expect(s.records).toEqual(['a', 'b']);
  });
  it('drops an answer that is not the next page (a repeated or late load)', () => {
    let s = initialPaging(page(['a'], 1, 3));
    s = pagingReducer(s, { type: 'loaded', mode: 'append', page: page(['b'], 2, 3) });
    s = pagingReducer(s, { type: 'loaded', mode: 'append', page: page(['b'], 2, 3) });
    expect(s.records).toEqual(['a', 'b']);
    expect(s.pageNo).toBe(2);
  });
  it('restores several loaded pages at once', () => {
    expect(initialPaging(page(['a', 'b', 'c'], 1, 3), 3)).toMatchObject({ pageNo: 3, pages: 3 });
    expect(initialPaging(page(['a'], 1, 2), 9).pageNo).toBe(2);
  });
});

describe('paging a capped count (Page.totalCapped: a broad event search)', () => {
  const capped = (pageNo: number, total: number): Page<string> => ({
    records: [`p${pageNo}`],
    pageNo,
    pageSize: 25,
    total,
    pages: Math.ceil((total + 1) / 25),
    totalCapped: true,
  });

  it('loads on past the page the cap fills, while each answer promises one more, and stops at the exact end', () => {
    let s = initialPaging(capped(1, 1000), 1);
    // 1000 fill 40 pages; a capped count promises the 41st
    expect(s.pages).toBe(41);
    for (let n = 2; n <= 41; n++) {
      expect(hasMore(s)).toBe(true);
      const answer = n <= 40 ? capped(n, 1000) : capped(n, n * 25);
      s = pagingReducer(s, { type: 'loaded', mode: 'append', page: answer });
    }
    expect(s.pageNo).toBe(41);
    expect(hasMore(s)).toBe(true);
    // page 42: the count reached the end of the matches (1030), exact again
    s = pagingReducer(s, { type: 'loaded', mode: 'append', page: { ...page(['last'], 42, 42, 1030) } });
    expect(s.pageNo).toBe(42);
    expect(s.total).toBe(1030);
    expect(hasMore(s)).toBe(false);
  });
});

describe('paging with keys (a list whose pages may shift)', () => {
  const keyOf = (n: { id: string }) => n.id;
  const item = (id: string) => ({ id });
  const start: PagingState<{ id: string }> = { ...pagedList(page(['1', '2', '3'].map(item), 1, 3, 7)), loading: false };

  it('an item seen already (published between two loads) is not listed twice', () => {
    const s = pagingReducer(start, {
      type: 'loaded',
      mode: 'append',
      page: page(['3', '4', '5'].map(item), 2, 3, 7),
      keyOf,
    });
    expect(s.records.map(keyOf)).toEqual(['1', '2', '3', '4', '5']);
    expect([s.pageNo, hasMore(s)]).toEqual([2, true]);
    expect(appendUnique([item('a'), item('b')], ['b', 'c', 'c'].map(item), keyOf)).toEqual(['a', 'b', 'c'].map(item));
  });

  it('a fresh load of several pages (what the server rendered) replaces the list', () => {
    const s = pagingReducer(
      { ...start, loading: true },
      { type: 'reset', list: { records: [item('9')], pageNo: 1, pages: 1, total: 1 } },
    );
    expect(s).toEqual({ records: [item('9')], pageNo: 1, pages: 1, total: 1, loading: false });
    expect(hasMore(s)).toBe(false);
  });
});
