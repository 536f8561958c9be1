/**
 * migration 0021_events_version (both engines; see ./index.ts): a number that changes with every
 * change of the events table (decision 0043). `events_version` holds one row; triggers add 1 to
 * it on every insert, update, delete (and, PostgreSQL, truncate) of events, in the writer's own
 * transaction. The in-process event list index (server/queries/event-index.ts) is built from one
 * version and reads that number in the same statement as a page's rows: a different number means
 * the events changed since, whoever changed them (the console, a script, another process), and the
 * index is not used until rebuilt.
 */
import { sql, type Migration } from 'kysely';
import type { Dialect } from '../dialect.js';
import type { AnyDb } from './helpers.js';

export default function migration(dialect: Dialect): Migration {
  return {
    async up(db: AnyDb) {
      // (one row, never another: the triggers update it)
      await sql`CREATE TABLE events_version (n bigint NOT NULL)`.execute(db);
      await sql`INSERT INTO events_version (n) VALUES (1)`.execute(db);
      if (dialect === 'postgres') {
        // statement triggers: one counter update per statement, not one per row (see 0008)
        await sql`CREATE FUNCTION events_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
          BEGIN
            UPDATE events_version SET n = n + 1;
            RETURN NULL;
          END $$`.execute(db);
        await sql`CREATE TRIGGER events_version_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON events
          FOR EACH STATEMENT EXECUTE FUNCTION events_version_bump()`.execute(db);
      } else {
        for (const what of ['INSERT', 'UPDATE', 'DELETE'] as const) {
          await sql`CREATE TRIGGER ${sql.raw(`events_version_${what.toLowerCase()}`)} AFTER ${sql.raw(what)} ON events
            BEGIN UPDATE events_version SET n = n + 1; END`.execute(db);
        }
      }
    },
  };
}
