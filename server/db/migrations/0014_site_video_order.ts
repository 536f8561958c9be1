/**
 * migration 0014_site_video_order (both engines; see ./index.ts): the staff console orders the
 * site videos of each type by drag and by keyboard (issue 20 item 2), as it orders banners and
 * partners. Videos get `sort_order` (0 for every existing video, and for a new one): the public
 * lists show them by sort_order, then newest first (publish_time, id descending), so until the
 * staff reorder a type its videos stay newest first, and a new video comes first.
 */
import type { Migration } from 'kysely';
import type { AnyDb } from './helpers.js';
import type { Dialect } from '../dialect.js';

export default function migration(_dialect: Dialect): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .alterTable('videos')
        .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createIndex('videos_publish_type_order')
        .on('videos')
        .columns(['is_publish', 'type', 'sort_order', 'publish_time', 'id'])
        .execute();
    },
  };
}
