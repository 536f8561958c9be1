/**
 * The `total` of a list without a search: read from list_counts (migration 0008), which triggers
 * keep exact, instead of counting the table (bench/scale.ts: PostgreSQL took 10-60 ms to count
 * 100,000 events, SQLite 3-4 ms; this is one indexed read of a row or a few).
 */
import type { Kysely } from 'kysely';
import type { Database, ListCountTable } from '../db/schema.js';

/** the published rows of `list`, or of its group `group` only (an event status, a news type) */
export async function publishedCount(
  db: Kysely<Database>,
  list: ListCountTable['list'],
  group?: string | number,
): Promise<number> {
  let q = db
    .selectFrom('listCounts')
    .select((eb) => eb.fn.sum<string | number | null>('n').as('n'))
    .where('list', '=', list);
  if (group !== undefined) q = q.where('grp', '=', String(group));
  const row = await q.executeTakeFirst();
  return Number(row?.n ?? 0);
}
