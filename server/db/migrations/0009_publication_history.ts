/**
 * migration 0009_publication_history (both engines; see ./index.ts): results publishing (issue
 * 19 item 5). Every score publication keeps how it came (`source`: 'seed', 'cli', 'sf-tass',
 * 'upload:…', 'paste'), who published it (`published_by`, a staff id; null for the seed), its
 * status as published (`status`: 'provisional' | 'final'; null when it did not say), and when it
 * was withdrawn and by whom (`withdrawn_at`, `withdrawn_by`): a withdrawn publication is kept
 * but no longer served. Publications are never edited, only added and withdrawn.
 *
 * `score_imports`: a file read by the console and waiting to be published or discarded (its
 * publications as read and the check's findings, JSON), for one level, by one staff member.
 */
import type { Migration } from 'kysely';
import { withId, type AnyDb } from './helpers.js';
import type { Dialect } from '../dialect.js';

export default function migration(dialect: Dialect): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('score_publications').addColumn('status', 'varchar(16)').execute();
      await db.schema.alterTable('score_publications').addColumn('source', 'varchar(300)').execute();
      await db.schema.alterTable('score_publications').addColumn('published_by', 'integer').execute();
      await db.schema.alterTable('score_publications').addColumn('withdrawn_at', 'varchar(24)').execute();
      await db.schema.alterTable('score_publications').addColumn('withdrawn_by', 'integer').execute();
      await withId(dialect, db.schema.createTable('score_imports'))
        .addColumn('level_cd', 'varchar(64)', (c) => c.notNull())
        .addColumn('staff_id', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'varchar(24)', (c) => c.notNull())
        .addColumn('source', 'varchar(300)', (c) => c.notNull())
        .addColumn('format', 'varchar(32)', (c) => c.notNull())
        .addColumn('publications', 'text', (c) => c.notNull())
        .addColumn('findings', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('score_imports_level')
        .on('score_imports')
        .columns(['level_cd', 'created_at'])
        .execute();
    },
  };
}
