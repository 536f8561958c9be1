import type { SelectQueryBuilder, Simplify } from 'kysely';
import type { Page } from '../../shared/contract.js';

/** which page of a list: 1-based, and its length */
export interface PageQuery {
  pageNo: number;
  pageSize: number;
}

/** `capped`: the count stopped at `total`, more records match (Page.totalCapped) */
export function toPage<T>(records: T[], total: number, pageNo: number, pageSize: number, capped = false): Page<T> {
  if (!capped) return { records, total, pages: Math.ceil(total / pageSize), pageNo, pageSize };
  return { records, total, pages: Math.ceil((total + 1) / pageSize), pageNo, pageSize, totalCapped: true };
}

export function offsetOf(pageNo: number, pageSize: number): number {
  return (pageNo - 1) * pageSize;
}

/** how many rows `base` (a FROM and WHERE, nothing selected yet) matches */
export async function countRows<DB, TB extends keyof DB>(base: SelectQueryBuilder<DB, TB, object>): Promise<number> {
  // (the row's type is lost to the generic tables: it is { n }, a string on PostgreSQL)
  const row = (await base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow()) as {
    n: string | number;
  };
  return Number(row.n);
}

/**
 * One page of a list: the rows of `base` (a FROM and WHERE) as `rows` selects and orders them,
 * cut to the page, and the number of all the rows `base` matches, the two queries at once
 * (`count`: where that number is kept, e.g. publishedCount, instead of counting the rows).
 */
export async function paginate<DB, TB extends keyof DB, O>(
  base: SelectQueryBuilder<DB, TB, object>,
  q: PageQuery,
  rows: (base: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, O>,
  count: () => Promise<number> = () => countRows(base),
): Promise<Page<Simplify<O>>> {
  const [records, total] = await Promise.all([
    rows(base).limit(q.pageSize).offset(offsetOf(q.pageNo, q.pageSize)).execute(),
    count(),
  ]);
  return toPage(records, total, q.pageNo, q.pageSize);
}

/**
 * The ids of one page of a list of `total` rows, read by `read` (`limit` rows after skipping
 * `offset`, in the list's order or, `reverse`, in the opposite one). A page past the middle is
 * read from the far end, where fewer rows are skipped (an offset costs a row read each: the
 * 3000th page of 100,000 events skips 23,000 rows from the end instead of 75,000), and turned
 * back. The order must be total (end in a unique column), so that both ends see the same list.
 */
export async function idsOfPage(
  total: number,
  q: PageQuery,
  read: (reverse: boolean, limit: number, offset: number) => Promise<{ id: number }[]>,
): Promise<number[]> {
  const offset = offsetOf(q.pageNo, q.pageSize);
  const end = Math.min(total, offset + q.pageSize);
  const fromEnd = total - end;
  if (offset < total && fromEnd < offset) {
    const rows = await read(true, end - offset, fromEnd);
    return rows.map((r) => r.id).reverse();
  }
  return (await read(false, q.pageSize, offset)).map((r) => r.id);
}

/** escape % _ and \ so a search string matches literally inside LIKE … ESCAPE '\' */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
