/** migration 0002_event_search_index (both engines; see ./index.ts) */
import type { Migration } from 'kysely';
import type { Dialect } from '../dialect.js';
import type { AnyDb } from './helpers.js';

export default function migration(dialect: Dialect): Migration {
  return {
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
  };
}
