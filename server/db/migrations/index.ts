/**
 * The one set of migrations for both engines. Kysely's schema builder writes portable DDL;
 * the only engine difference is the auto-increment primary key, handled by `idColumn`.
 */
import { sql, type Kysely, type Migration, type CreateTableBuilder } from 'kysely';
import type { Dialect } from '../client.js';
import { eventSearchText } from '../search-text.js';

type AnyDb = Kysely<unknown>;

function withId<T extends string>(dialect: Dialect, t: CreateTableBuilder<T, never>) {
  return dialect === 'postgres'
    ? t.addColumn('id', 'serial', (c) => c.primaryKey())
    : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

interface SearchRow {
  id: number;
  name: string;
  name_code: string | null;
  address: string | null;
  address_code: string | null;
  keywords: string | null;
}

/** every event's search_text computed anew (in JavaScript: Unicode lower case), 500 rows a statement */
async function rewriteEventSearchText(db: AnyDb): Promise<void> {
  const raw = db.withoutPlugins();
  for (let after = 0; ;) {
    const { rows } = await sql<SearchRow>`SELECT id, name, name_code, address, address_code, keywords
      FROM events WHERE id > ${after} ORDER BY id LIMIT 500`.execute(raw);
    if (rows.length === 0) return;
    const texts = rows.map((r) => {
      const text = eventSearchText({
        name: r.name,
        nameCode: r.name_code,
        address: r.address,
        addressCode: r.address_code,
        keywords: r.keywords,
      });
      return sql`(CAST(${r.id} AS integer), CAST(${text} AS text))`;
    });
    // (VALUES names its columns column1, column2 on both engines)
    await sql`UPDATE events SET search_text = v.column2 FROM (VALUES ${sql.join(texts)}) AS v
      WHERE events.id = v.column1`.execute(raw);
    after = rows[rows.length - 1]!.id;
  }
}

export function migrations(dialect: Dialect): Record<string, Migration> {
  return {
    '0001_initial': {
      async up(db: AnyDb) {
        await withId(dialect, db.schema.createTable('events'))
          .addColumn('event_cd', 'varchar(64)', (c) => c.notNull().unique())
          .addColumn('match_cd', 'varchar(64)', (c) => c.notNull())
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('name_code', 'text')
          .addColumn('search_text', 'text', (c) => c.notNull())
          .addColumn('logo', 'text')
          .addColumn('thumb', 'text')
          .addColumn('status', 'varchar(8)', (c) => c.notNull())
          .addColumn('begin_date', 'varchar(10)', (c) => c.notNull())
          .addColumn('end_date', 'varchar(10)', (c) => c.notNull())
          .addColumn('address', 'text')
          .addColumn('address_code', 'text')
          .addColumn('official_website', 'text')
          .addColumn('sponsor', 'text')
          .addColumn('album_website', 'text')
          .addColumn('is_publish', 'integer', (c) => c.notNull().defaultTo(0))
          // 'YYYY-MM-DD HH:MM:SS' UTC on both engines (PostgreSQL's CURRENT_TIMESTAMP text is longer than 19)
          .addColumn('created_at', 'varchar(19)', (c) =>
            c
              .notNull()
              .defaultTo(
                dialect === 'postgres'
                  ? sql`to_char(now() at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS')`
                  : sql`CURRENT_TIMESTAMP`,
              ),
          )
          .execute();
        // list: published, newest first (sort by begin or end date), optionally by status
        await db.schema
          .createIndex('events_publish_begin')
          .on('events')
          .columns(['is_publish', 'begin_date', 'id'])
          .execute();
        await db.schema
          .createIndex('events_publish_end')
          .on('events')
          .columns(['is_publish', 'end_date', 'id'])
          .execute();
        await db.schema
          .createIndex('events_publish_status_begin')
          .on('events')
          .columns(['is_publish', 'status', 'begin_date', 'id'])
          .execute();
        await db.schema
          .createIndex('events_publish_status_end')
          .on('events')
          .columns(['is_publish', 'status', 'end_date', 'id'])
          .execute();

        await withId(dialect, db.schema.createTable('levels'))
          .addColumn('level_cd', 'varchar(64)', (c) => c.notNull().unique())
          .addColumn('event_cd', 'varchar(64)', (c) => c.notNull())
          .addColumn('level_name', 'text', (c) => c.notNull())
          .addColumn('level_name_code', 'text')
          .addColumn('logo', 'text')
          .addColumn('status', 'varchar(8)', (c) => c.notNull())
          .addColumn('round_total', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
          .execute();
        await db.schema.createIndex('levels_event').on('levels').columns(['event_cd', 'sort_order', 'id']).execute();

        await withId(dialect, db.schema.createTable('races'))
          .addColumn('race_cd', 'varchar(64)', (c) => c.notNull().unique())
          .addColumn('level_cd', 'varchar(64)', (c) => c.notNull())
          .addColumn('round_name', 'text', (c) => c.notNull())
          .addColumn('bureau_name', 'text')
          .addColumn('start_time', 'varchar(19)')
          .addColumn('end_time', 'varchar(19)')
          .addColumn('status', 'varchar(8)', (c) => c.notNull())
          .addColumn('race_mark', 'text')
          .addColumn('trace_url', 'text')
          .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
          .execute();
        await db.schema.createIndex('races_level').on('races').columns(['level_cd', 'sort_order', 'id']).execute();

        await withId(dialect, db.schema.createTable('score_publications'))
          .addColumn('level_cd', 'varchar(64)', (c) => c.notNull())
          .addColumn('scores', 'text', (c) => c.notNull())
          .addColumn('publish_time', 'varchar(19)', (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('score_publications_level')
          .on('score_publications')
          .columns(['level_cd', 'publish_time', 'id'])
          .execute();

        await withId(dialect, db.schema.createTable('banners'))
          .addColumn('banner_url', 'text', (c) => c.notNull())
          .addColumn('title', 'text')
          .addColumn('title_en', 'text')
          .addColumn('type', 'integer', (c) => c.notNull())
          .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('is_publish', 'integer', (c) => c.notNull().defaultTo(1))
          .execute();
        await db.schema
          .createIndex('banners_type')
          .on('banners')
          .columns(['type', 'is_publish', 'sort_order', 'id'])
          .execute();

        await withId(dialect, db.schema.createTable('event_images'))
          .addColumn('event_cd', 'varchar(64)', (c) => c.notNull())
          .addColumn('img_url', 'text', (c) => c.notNull())
          .addColumn('title', 'text')
          .addColumn('is_publish', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
          .execute();
        await db.schema
          .createIndex('event_images_event')
          .on('event_images')
          .columns(['event_cd', 'is_publish', 'sort_order', 'id'])
          .execute();

        await withId(dialect, db.schema.createTable('event_videos'))
          .addColumn('event_cd', 'varchar(64)', (c) => c.notNull())
          .addColumn('video_url', 'text', (c) => c.notNull())
          .addColumn('thumb_url', 'text')
          .addColumn('title', 'text', (c) => c.notNull())
          .addColumn('is_publish', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
          .execute();
        await db.schema
          .createIndex('event_videos_event')
          .on('event_videos')
          .columns(['event_cd', 'is_publish', 'sort_order', 'id'])
          .execute();

        await withId(dialect, db.schema.createTable('videos'))
          .addColumn('video_url', 'text', (c) => c.notNull())
          .addColumn('thumb_url', 'text')
          .addColumn('title', 'text', (c) => c.notNull())
          .addColumn('title_en', 'text')
          .addColumn('publish_time', 'varchar(19)', (c) => c.notNull())
          .addColumn('type', 'integer', (c) => c.notNull())
          .addColumn('is_publish', 'integer', (c) => c.notNull().defaultTo(0))
          .execute();
        await db.schema
          .createIndex('videos_publish_type_time')
          .on('videos')
          .columns(['is_publish', 'type', 'publish_time', 'id'])
          .execute();
        await db.schema
          .createIndex('videos_publish_time')
          .on('videos')
          .columns(['is_publish', 'publish_time', 'id'])
          .execute();

        await withId(dialect, db.schema.createTable('partners'))
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('name_en', 'text')
          .addColumn('logo', 'text', (c) => c.notNull())
          .addColumn('website', 'text')
          .addColumn('type', 'varchar(8)', (c) => c.notNull())
          .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
          .execute();
        await db.schema.createIndex('partners_type').on('partners').columns(['type', 'sort_order', 'id']).execute();

        await withId(dialect, db.schema.createTable('news'))
          .addColumn('news_cd', 'varchar(64)', (c) => c.notNull().unique())
          .addColumn('title', 'text', (c) => c.notNull())
          .addColumn('content', 'text', (c) => c.notNull())
          .addColumn('thumb_url', 'text')
          .addColumn('publish_time', 'varchar(19)', (c) => c.notNull())
          .addColumn('type', 'integer', (c) => c.notNull())
          .addColumn('is_publish', 'integer', (c) => c.notNull().defaultTo(0))
          .execute();
        await db.schema
          .createIndex('news_publish_type_time')
          .on('news')
          .columns(['is_publish', 'type', 'publish_time', 'id'])
          .execute();
        await db.schema
          .createIndex('news_publish_time')
          .on('news')
          .columns(['is_publish', 'publish_time', 'id'])
          .execute();

        await db.schema
          .createTable('site_statistics')
          .addColumn('id', 'integer', (c) => c.primaryKey())
          .addColumn('match_count', 'integer', (c) => c.notNull())
          .addColumn('mileage', 'integer', (c) => c.notNull())
          .addColumn('live_time', 'integer', (c) => c.notNull())
          .addColumn('image', 'integer', (c) => c.notNull())
          .execute();

        await withId(dialect, db.schema.createTable('contact_messages'))
          .addColumn('name', 'varchar(100)', (c) => c.notNull())
          .addColumn('email', 'varchar(254)', (c) => c.notNull())
          .addColumn('subject', 'varchar(200)', (c) => c.notNull())
          .addColumn('message', 'text', (c) => c.notNull())
          .addColumn('lang', 'varchar(8)')
          .addColumn('page', 'text')
          .addColumn('client_ip', 'varchar(64)')
          .addColumn('user_agent', 'text')
          .addColumn('created_at', 'varchar(24)', (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('contact_messages_created')
          .on('contact_messages')
          .columns(['created_at', 'id'])
          .execute();

        await db.schema
          .createTable('data_config')
          .addColumn('config_key', 'varchar(64)', (c) => c.primaryKey())
          .addColumn('config_value', 'text', (c) => c.notNull())
          .execute();
      },
    },
    '0002_event_search_index': {
      async up(db: AnyDb) {
        // a name search scans every published event's search text: on SQLite from this covering
        // index (no table reads), which also gives the sort columns and the id of each match.
        // PostgreSQL scans the heap in parallel instead, and a b-tree entry there is limited to
        // about 2.7 KB, which a long name could exceed: no such index there.
        if (dialect !== 'sqlite') return;
        await db.schema
          .createIndex('events_publish_search')
          .on('events')
          .columns(['is_publish', 'search_text', 'begin_date', 'end_date', 'id'])
          .execute();
      },
    },
    '0003_postgres_event_search_trigram': {
      async up(db: AnyDb) {
        if (dialect !== 'postgres') return;
        // PostgreSQL: a trigram GIN index answers the name search (search_text LIKE '%…%') from
        // the index instead of reading the whole table (bench/scale.ts: 100,000 events).
        // pg_trgm ships with PostgreSQL (contrib) and is a trusted extension, so the database
        // owner may create it; where it is missing or not allowed the search still works, by
        // scanning, so neither step may fail the migration (each runs in a sub-transaction).
        await sql`DO $$ BEGIN
          CREATE EXTENSION IF NOT EXISTS pg_trgm;
        EXCEPTION WHEN OTHERS THEN
          RAISE NOTICE 'pg_trgm is not available: the event name search scans the table';
        END $$`.execute(db);
        await sql`DO $$ BEGIN
          IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
            CREATE INDEX IF NOT EXISTS events_search_trgm ON events USING gin (search_text gin_trgm_ops);
          END IF;
        EXCEPTION WHEN OTHERS THEN
          RAISE NOTICE 'no trigram index (%): the event name search scans the table', SQLERRM;
        END $$`.execute(db);
      },
    },
    '0004_sqlite_event_search_trigram': {
      async up(db: AnyDb) {
        if (dialect !== 'sqlite') return;
        // SQLite: an FTS5 trigram index over the search text (the same idea as PostgreSQL's
        // events_search_trgm), kept in step with the events table by triggers. A search of three
        // or more characters finds its candidate rows there instead of reading the whole covering
        // index; the LIKE on the table stays the judge of what matches. search_text is already
        // lower-cased, so the index compares exactly (case_sensitive 1).
        await sql`CREATE VIRTUAL TABLE events_search USING fts5(
          search_text, content='events', content_rowid='id', tokenize='trigram case_sensitive 1'
        )`.execute(db);
        await sql`INSERT INTO events_search(events_search) VALUES ('rebuild')`.execute(db);
        await sql`CREATE TRIGGER events_search_insert AFTER INSERT ON events BEGIN
          INSERT INTO events_search(rowid, search_text) VALUES (new.id, new.search_text);
        END`.execute(db);
        await sql`CREATE TRIGGER events_search_delete AFTER DELETE ON events BEGIN
          INSERT INTO events_search(events_search, rowid, search_text) VALUES ('delete', old.id, old.search_text);
        END`.execute(db);
        await sql`CREATE TRIGGER events_search_update AFTER UPDATE OF id, search_text ON events BEGIN
          INSERT INTO events_search(events_search, rowid, search_text) VALUES ('delete', old.id, old.search_text);
          INSERT INTO events_search(rowid, search_text) VALUES (new.id, new.search_text);
        END`.execute(db);
      },
    },
    '0005_event_keywords': {
      async up(db: AnyDb) {
        // search aliases per event (全运会 finds 第十五届全国运动会帆船项目), and a search text
        // that holds the English name, the venue in both languages and the aliases besides the
        // name (eventSearchText). Both trigram indexes follow search_text: PostgreSQL's GIN index
        // is on the column, SQLite's FTS5 table is kept in step by the triggers of 0004, so
        // rewriting the column re-indexes every event.
        await db.schema.alterTable('events').addColumn('keywords', 'text').execute();
        await rewriteEventSearchText(db);
      },
    },
  };
}
