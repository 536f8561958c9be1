/**
 * migration 0017_english_content (both engines; see ./index.ts): English pages stop showing
 * Chinese text as if it were English (issue 28, item 5; docs/decisions/0017-language-of-content.md).
 * `news.content_en` is a post's English body (empty: the post has none, and its English page says
 * so and offers the Chinese); `events.sponsor_en` is the organiser's English name (null: none, and
 * the English page shows the Chinese marked as Chinese).
 */
import type { Migration } from 'kysely';
import type { AnyDb } from './helpers.js';
import type { Dialect } from '../dialect.js';

export default function migration(_dialect: Dialect): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .alterTable('news')
        .addColumn('content_en', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema.alterTable('events').addColumn('sponsor_en', 'text').execute();
    },
  };
}
