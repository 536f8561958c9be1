/**
 * migration 0007_admin_edits (both engines; see ./index.ts): the staff console edits events,
 * levels, races and an event's photos and videos, and refuses a change made on a stale copy
 * (409): each of those rows gets `updated_at`, ISO 8601 UTC with milliseconds (as the staff
 * tables of 0006), written by the application on every change. Rows that exist get the time of
 * the migration. (Levels, races, photos and videos already have `sort_order`.)
 */
import { sql, type Migration } from 'kysely';
import type { AnyDb } from './helpers.js';

/** the tables the console edits */
export const EDITED_TABLES = ['events', 'levels', 'races', 'event_images', 'event_videos'] as const;

/** what a row written without the console (the seed, a factory, an import) has until its first edit */
export const NEVER_EDITED = '1970-01-01T00:00:00.000Z';

export default function migration(_dialect?: unknown): Migration {
  return {
    async up(db: AnyDb) {
      const now = new Date().toISOString();
      for (const table of EDITED_TABLES) {
        // (a constant default: SQLite adds a NOT NULL column only with one)
        await db.schema
          .alterTable(table)
          .addColumn('updated_at', 'varchar(24)', (c) => c.notNull().defaultTo(NEVER_EDITED))
          .execute();
        await sql`UPDATE ${sql.table(table)} SET updated_at = ${now}`.execute(db);
      }
    },
  };
}
