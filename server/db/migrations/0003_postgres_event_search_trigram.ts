/** migration 0003_postgres_event_search_trigram (both engines; see ./index.ts) */
import { sql, type Migration } from 'kysely';
import type { Dialect } from '../dialect.js';
import type { AnyDb } from './helpers.js';

export default function migration(dialect: Dialect): Migration {
  return {
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
  };
}
