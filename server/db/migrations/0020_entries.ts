/**
 * migration 0020_entries (both engines; see ./index.ts): a class's entry list (issue 31). One row
 * per boat entered in a level: its sail number as written (`sail_no`) and the key it is unique by
 * within the level (`sail_key`: upper case, letters and digits only, so 'GBR 123', 'gbr-123' and
 * 'GBR123' are one boat), the nation's IOC code as the results write it, helm, crew, club and
 * group (fleet, division, age group …), the order of the list, and the times of the last change.
 * `entry_imports`: a file read by the console and awaiting confirmation (its rows with what the
 * preview found), as `score_imports` holds a results file.
 */
import type { Migration } from 'kysely';
import { withId, type AnyDb } from './helpers.js';
import type { Dialect } from '../dialect.js';

export default function migration(dialect: Dialect): Migration {
  return {
    async up(db: AnyDb) {
      await withId(dialect, db.schema.createTable('entries'))
        .addColumn('level_cd', 'varchar(64)', (c) => c.notNull())
        .addColumn('sail_no', 'varchar(40)', (c) => c.notNull())
        .addColumn('sail_key', 'varchar(40)', (c) => c.notNull())
        .addColumn('nationality', 'varchar(8)', (c) => c.notNull().defaultTo(''))
        .addColumn('helm', 'varchar(200)', (c) => c.notNull().defaultTo(''))
        .addColumn('crew', 'varchar(300)', (c) => c.notNull().defaultTo(''))
        .addColumn('club', 'varchar(200)', (c) => c.notNull().defaultTo(''))
        .addColumn('group_name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
        .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'varchar(24)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(24)', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('entries_level_sail')
        .on('entries')
        .columns(['level_cd', 'sail_key'])
        .unique()
        .execute();
      await db.schema
        .createIndex('entries_level_order')
        .on('entries')
        .columns(['level_cd', 'sort_order', 'id'])
        .execute();
      await withId(dialect, db.schema.createTable('entry_imports'))
        .addColumn('level_cd', 'varchar(64)', (c) => c.notNull())
        .addColumn('staff_id', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'varchar(24)', (c) => c.notNull())
        .addColumn('source', 'varchar(300)', (c) => c.notNull())
        .addColumn('format', 'varchar(32)', (c) => c.notNull())
        .addColumn('rows', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('entry_imports_level')
        .on('entry_imports')
        .columns(['level_cd', 'created_at'])
        .execute();
    },
  };
}
