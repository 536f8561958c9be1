/**
 * migration 0018_notices (both engines; see ./index.ts): an event's official notice board (issue
 * 30; shared/admin-notices.ts). `notices` holds each notice as it stands: its kind, the number the
 * site gave it at its first publication (amendments and notices to competitors; unique per event
 * and kind), both languages' title and text, an attached document, and the times that count:
 * `posted_at` (first published, never changed), `amended_at`, `withdrawn_at`; `updated_at` is the
 * console's version. `notice_versions` keeps what a published notice said before each change.
 * Times are ISO 8601 UTC.
 */
import type { Migration } from 'kysely';
import { withId, type AnyDb } from './helpers.js';
import type { Dialect } from '../dialect.js';

export default function migration(dialect: Dialect): Migration {
  return {
    async up(db: AnyDb) {
      await withId(dialect, db.schema.createTable('notices'))
        .addColumn('event_cd', 'varchar(64)', (c) => c.notNull())
        .addColumn('kind', 'varchar(16)', (c) => c.notNull())
        .addColumn('number', 'integer')
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('title_en', 'text')
        .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('content_en', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('file_url', 'text')
        .addColumn('is_publish', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('posted_at', 'varchar(24)')
        .addColumn('amended_at', 'varchar(24)')
        .addColumn('withdrawn_at', 'varchar(24)')
        .addColumn('created_by', 'integer')
        .addColumn('created_at', 'varchar(24)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(24)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('notices_event').on('notices').columns(['event_cd', 'posted_at']).execute();
      // (several nulls are allowed by both engines: only numbered notices hold a number)
      await db.schema
        .createIndex('notices_number')
        .on('notices')
        .columns(['event_cd', 'kind', 'number'])
        .unique()
        .execute();
      await withId(dialect, db.schema.createTable('notice_versions'))
        .addColumn('notice_id', 'integer', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('title_en', 'text')
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('content_en', 'text', (c) => c.notNull())
        .addColumn('file_url', 'text')
        .addColumn('shown_from', 'varchar(24)', (c) => c.notNull())
        .addColumn('replaced_at', 'varchar(24)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('notice_versions_notice').on('notice_versions').column('notice_id').execute();
    },
  };
}
