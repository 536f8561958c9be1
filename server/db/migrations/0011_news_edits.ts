/**
 * migration 0011_news_edits (both engines; see ./index.ts): the staff console edits news posts
 * (issue 20 item 1). A post may carry an English title beside its title (`title_en`, null when
 * the post is in one language only), and `updated_at` (ISO 8601 UTC with milliseconds, the
 * version a console form sends back: 409 when it changed since; rows written by the seed or
 * before this migration have NEVER_EDITED until their first edit).
 */
import type { Migration } from 'kysely';
import type { AnyDb } from './helpers.js';
import type { Dialect } from '../dialect.js';
import { NEVER_EDITED } from './0007_admin_edits.js';

export default function migration(_dialect: Dialect): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('news').addColumn('title_en', 'text').execute();
      await db.schema
        .alterTable('news')
        .addColumn('updated_at', 'varchar(24)', (c) => c.notNull().defaultTo(NEVER_EDITED))
        .execute();
    },
  };
}
