/** migration 0005_event_keywords (both engines; see ./index.ts) */
import type { Migration } from 'kysely';
import { type AnyDb, rewriteEventSearchText } from './helpers.js';

export default function migration(_dialect?: unknown): Migration {
  return {
    async up(db: AnyDb) {
      // search aliases per event (全运会 finds 第十五届全国运动会帆船项目), and a search text
      // that holds the English name, the venue in both languages and the aliases besides the
      // name (eventSearchText). Both trigram indexes follow search_text: PostgreSQL's GIN index
      // is on the column, SQLite's FTS5 table is kept in step by the triggers of 0004, so
      // rewriting the column re-indexes every event.
      await db.schema.alterTable('events').addColumn('keywords', 'text').execute();
      await rewriteEventSearchText(db);
    },
  };
}
