/**
 * migration 0008_list_counts (both engines; see ./index.ts): lists at scale (issue 17, decision
 * 0012; bench/scale.ts, 100,000 events and 50,000 news items).
 *
 * 1. `list_counts`: how many published events there are of each status and published news items
 *    of each type, kept exact by triggers on every insert, delete and change of is_publish,
 *    status or type (SQLite: row triggers; PostgreSQL: statement triggers, and a TRUNCATE). A list without a search reads its `total`
 *    from here instead of counting the table (PostgreSQL took 10-60 ms to count 100,000 events).
 *    Written only by the triggers; the rows that exist are counted once here.
 * 2. SQLite: a search of many matches walks the list's own order and stops at the end of the
 *    page (and the count at its cap): the walk reads the search text from the list indexes, in
 *    the order of begin_date or end_date, with or without a status first (a tab), never the
 *    table. They replace events_publish_search of 0002, whose scan of every event in
 *    search-text order they also serve. (PostgreSQL keeps walking events_publish_begin/_end and
 *    _status_* and reading the table: a b-tree entry there is limited to about 2.7 KB, which a
 *    long search text could exceed.)
 */
import { sql, type Migration, type RawBuilder } from 'kysely';
import type { Dialect } from '../dialect.js';
import type { AnyDb } from './helpers.js';

/** the counted lists: the table, the column a list may be filtered by (its group) */
const COUNTED = [
  { list: 'events', table: 'events', group: 'status' },
  { list: 'news', table: 'news', group: 'type' },
] as const;

export default function migration(dialect: Dialect): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('list_counts')
        .addColumn('list', 'varchar(16)', (c) => c.notNull())
        .addColumn('grp', 'varchar(16)', (c) => c.notNull())
        .addColumn('n', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('list_counts_pk', ['list', 'grp'])
        .execute();
      for (const { list, table, group } of COUNTED) {
        await sql`INSERT INTO list_counts (list, grp, n)
          SELECT ${sql.lit(list)}, CAST(${sql.ref(group)} AS varchar(16)), count(*) FROM ${sql.table(table)}
          WHERE is_publish = 1 GROUP BY ${sql.ref(group)}`.execute(db);
        if (dialect === 'postgres') await postgresTriggers(db, list, table, group);
        else await sqliteTriggers(db, list, table, group);
      }

      if (dialect === 'sqlite') {
        // the search text in the list indexes, after the columns of each list's order: without a
        // status, and (the tabs) with one, replacing 0001's events_publish_status_* of the same
        // columns without the search text (they still serve those lists, index-only)
        for (const [name, columns] of [
          ['events_publish_begin_search', ['is_publish', 'begin_date', 'id', 'search_text']],
          ['events_publish_end_search', ['is_publish', 'end_date', 'id', 'search_text']],
          ['events_publish_status_begin', ['is_publish', 'status', 'begin_date', 'id', 'search_text']],
          ['events_publish_status_end', ['is_publish', 'status', 'end_date', 'id', 'search_text']],
        ] as const) {
          await db.schema.dropIndex(name).ifExists().execute();
          await db.schema
            .createIndex(name)
            .on('events')
            .columns([...columns])
            .execute();
        }
        await db.schema.dropIndex('events_publish_search').ifExists().execute();
      }
    },
  };
}

async function sqliteTriggers(db: AnyDb, list: string, table: string, group: string) {
  const t = sql.table(table);
  const add = (row: 'new') =>
    sql`INSERT INTO list_counts (list, grp, n) SELECT ${sql.lit(list)}, CAST(${sql.raw(`${row}.${group}`)} AS TEXT), 1
      WHERE ${sql.raw(row)}.is_publish = 1
      ON CONFLICT (list, grp) DO UPDATE SET n = n + 1`;
  const remove = (row: 'old') =>
    sql`UPDATE list_counts SET n = n - 1
      WHERE ${sql.raw(row)}.is_publish = 1 AND list = ${sql.lit(list)} AND grp = CAST(${sql.raw(`${row}.${group}`)} AS TEXT)`;
  await sql`CREATE TRIGGER ${sql.raw(`${table}_count_insert`)} AFTER INSERT ON ${t} BEGIN
    ${add('new')};
  END`.execute(db);
  await sql`CREATE TRIGGER ${sql.raw(`${table}_count_delete`)} AFTER DELETE ON ${t} BEGIN
    ${remove('old')};
  END`.execute(db);
  await sql`CREATE TRIGGER ${sql.raw(`${table}_count_update`)} AFTER UPDATE OF is_publish, ${sql.ref(group)} ON ${t} BEGIN
    ${remove('old')};
    ${add('new')};
  END`.execute(db);
}

/**
 * PostgreSQL: statement-level triggers with transition tables, one change of each group's row per
 * statement (a row-level trigger would update the same counter row once per inserted row, and
 * PostgreSQL keeps every one of those row versions until the transaction ends: a bulk insert of
 * 100,000 events took 70 s instead of 19). Each statement adds the net change per group, in the
 * groups' order (two statements lock the counter rows in the same order).
 */
async function postgresTriggers(db: AnyDb, list: string, table: string, group: string) {
  const fn = sql.raw(`${table}_count`);
  const l = sql.lit(list);
  const g = sql.raw(`${group}::varchar(16)`);
  const add = (changes: RawBuilder<unknown>) => sql`INSERT INTO list_counts (list, grp, n)
        SELECT ${l}, grp, sum(k) FROM (${changes}) AS c GROUP BY grp HAVING sum(k) <> 0 ORDER BY grp
        ON CONFLICT (list, grp) DO UPDATE SET n = list_counts.n + EXCLUDED.n`;
  const added = sql`SELECT ${g} AS grp, 1 AS k FROM new_rows WHERE is_publish = 1`;
  const removed = sql`SELECT ${g} AS grp, -1 AS k FROM old_rows WHERE is_publish = 1`;
  await sql`CREATE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'TRUNCATE' THEN
        DELETE FROM list_counts WHERE list = ${l};
      ELSIF TG_OP = 'INSERT' THEN
        ${add(added)};
      ELSIF TG_OP = 'DELETE' THEN
        ${add(removed)};
      ELSE
        ${add(sql`${added} UNION ALL ${removed}`)};
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  const t = sql.table(table);
  const name = (what: string) => sql.raw(`${table}_count_${what}`);
  // (a trigger with transition tables fires on one event, and not on UPDATE OF columns: every
  // UPDATE statement runs it, and changes no count unless is_publish or the group changed)
  await sql`CREATE TRIGGER ${name('insert')} AFTER INSERT ON ${t}
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`.execute(db);
  await sql`CREATE TRIGGER ${name('update')} AFTER UPDATE ON ${t}
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`.execute(db);
  await sql`CREATE TRIGGER ${name('delete')} AFTER DELETE ON ${t}
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`.execute(db);
  await sql`CREATE TRIGGER ${name('truncate')} AFTER TRUNCATE ON ${t}
    FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`.execute(db);
}
