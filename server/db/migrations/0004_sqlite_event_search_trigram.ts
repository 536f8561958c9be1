/** migration 0004_sqlite_event_search_trigram (both engines; see ./index.ts) */
import { sql, type Migration } from 'kysely';
import type { Dialect } from '../dialect.js';
import type { AnyDb } from './helpers.js';

export default function migration(dialect: Dialect): Migration {
  return {
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
  };
}
