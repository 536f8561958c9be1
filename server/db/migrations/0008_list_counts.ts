/**
 * migration 0008_list_counts (both engines; see ./index.ts): lists at scale (issue 17, decision
 * 0012; bench/scale.ts, 100,000 events and 50,000 news items).
 *
 * 1. `list_counts`: how many published events there are of each status and published news items
 *    of each type, kept exact by triggers on every insert, delete and change of is_publish,
 *    status or type (and, on PostgreSQL, a TRUNCATE). A list without a search reads its `total`
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
import { sql, type Migration } from 'kysely';
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

async function postgresTriggers(db: AnyDb, list: string, table: string, group: string) {
  const fn = sql.raw(`${table}_count`);
  await sql`CREATE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'TRUNCATE' THEN
        DELETE FROM list_counts WHERE list = ${sql.lit(list)};
        RETURN NULL;
      END IF;
      IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.is_publish = 1 THEN
        UPDATE list_counts SET n = n - 1 WHERE list = ${sql.lit(list)} AND grp = OLD.${sql.raw(group)}::varchar(16);
      END IF;
      IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.is_publish = 1 THEN
        INSERT INTO list_counts (list, grp, n) VALUES (${sql.lit(list)}, NEW.${sql.raw(group)}::varchar(16), 1)
        ON CONFLICT (list, grp) DO UPDATE SET n = list_counts.n + 1;
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER ${sql.raw(`${table}_count`)}
    AFTER INSERT OR DELETE OR UPDATE OF is_publish, ${sql.ref(group)} ON ${sql.table(table)}
    FOR EACH ROW EXECUTE FUNCTION ${fn}()`.execute(db);
  await sql`CREATE TRIGGER ${sql.raw(`${table}_count_truncate`)} AFTER TRUNCATE ON ${sql.table(table)}
    FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`.execute(db);
}
