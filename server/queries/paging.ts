import type { SelectQueryBuilder, Simplify } from 'kysely';
import type { Page } from '../../shared/contract.js';

/** which page of a list: 1-based, and its length */
export interface PageQuery {
  pageNo: number;
  pageSize: number;
}

export function toPage<T>(records: T[], total: number, pageNo: number, pageSize: number): Page<T> {
  return { records, total, pages: Math.ceil(total / pageSize), pageNo, pageSize };
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
 * cut to the page, and the number of all the rows `base` matches, the two queries at once.
 */
export async function paginate<DB, TB extends keyof DB, O>(
  base: SelectQueryBuilder<DB, TB, object>,
  q: PageQuery,
  rows: (base: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, O>,
): Promise<Page<Simplify<O>>> {
  const [records, total] = await Promise.all([
    rows(base).limit(q.pageSize).offset(offsetOf(q.pageNo, q.pageSize)).execute(),
    countRows(base),
  ]);
  return toPage(records, total, q.pageNo, q.pageSize);
}

/** escape % _ and \ so a search string matches literally inside LIKE … ESCAPE '\' */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
