/**
 * migration 0012_site_content_edits (both engines; see ./index.ts): the staff console edits the
 * home page and site content (issue 20 item 2). Banners get an optional link (`link_url`, where
 * a click on the banner goes); partners get a published flag (`is_publish`, existing partners
 * stay published) as banners and videos have; banners, partners, site videos, the statistics
 * row and each site configuration entry get `updated_at` (ISO 8601 UTC with milliseconds, the
 * version a console form sends back: 409 when it changed since; NEVER_EDITED until the first
 * edit).
 */
import type { Migration } from 'kysely';
import type { AnyDb } from './helpers.js';
import type { Dialect } from '../dialect.js';
import { NEVER_EDITED } from './0007_admin_edits.js';

const VERSIONED = ['banners', 'partners', 'videos', 'site_statistics', 'data_config'] as const;

export default function migration(_dialect: Dialect): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('banners').addColumn('link_url', 'text').execute();
      await db.schema
        .alterTable('partners')
        .addColumn('is_publish', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      for (const table of VERSIONED)
        await db.schema
          .alterTable(table)
          .addColumn('updated_at', 'varchar(24)', (c) => c.notNull().defaultTo(NEVER_EDITED))
          .execute();
    },
  };
}
