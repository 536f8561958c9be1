/** migration 0001_initial (both engines; see ./index.ts) */
import { sql, type Migration } from 'kysely';
import type { Dialect } from '../dialect.js';
import { type AnyDb, withId } from './helpers.js';

export default function migration(dialect: Dialect): Migration {
  return {
    async up(db: AnyDb) {
      await withId(dialect, db.schema.createTable('events'))
        .addColumn('event_cd', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('match_cd', 'varchar(64)', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('name_code', 'text')
        .addColumn('search_text', 'text', (c) => c.notNull())
        .addColumn('logo', 'text')
        .addColumn('thumb', 'text')
        .addColumn('status', 'varchar(8)', (c) => c.notNull())
        .addColumn('begin_date', 'varchar(10)', (c) => c.notNull())
        .addColumn('end_date', 'varchar(10)', (c) => c.notNull())
        .addColumn('address', 'text')
        .addColumn('address_code', 'text')
        .addColumn('official_website', 'text')
        .addColumn('sponsor', 'text')
        .addColumn('album_website', 'text')
        .addColumn('is_publish', 'integer', (c) => c.notNull().defaultTo(0))
        // 'YYYY-MM-DD HH:MM:SS' UTC on both engines (PostgreSQL's CURRENT_TIMESTAMP text is longer than 19)
        .addColumn('created_at', 'varchar(19)', (c) =>
          c
            .notNull()
            .defaultTo(
              dialect === 'postgres'
                ? sql`to_char(now() at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS')`
                : sql`CURRENT_TIMESTAMP`,
            ),
        )
        .execute();
      // list: published, newest first (sort by begin or end date), optionally by status
      await db.schema
        .createIndex('events_publish_begin')
        .on('events')
        .columns(['is_publish', 'begin_date', 'id'])
        .execute();
      await db.schema
        .createIndex('events_publish_end')
        .on('events')
        .columns(['is_publish', 'end_date', 'id'])
        .execute();
      await db.schema
        .createIndex('events_publish_status_begin')
        .on('events')
        .columns(['is_publish', 'status', 'begin_date', 'id'])
        .execute();
      await db.schema
        .createIndex('events_publish_status_end')
        .on('events')
        .columns(['is_publish', 'status', 'end_date', 'id'])
        .execute();

      await withId(dialect, db.schema.createTable('levels'))
        .addColumn('level_cd', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('event_cd', 'varchar(64)', (c) => c.notNull())
        .addColumn('level_name', 'text', (c) => c.notNull())
        .addColumn('level_name_code', 'text')
        .addColumn('logo', 'text')
        .addColumn('status', 'varchar(8)', (c) => c.notNull())
        .addColumn('round_total', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('levels_event').on('levels').columns(['event_cd', 'sort_order', 'id']).execute();

      await withId(dialect, db.schema.createTable('races'))
        .addColumn('race_cd', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('level_cd', 'varchar(64)', (c) => c.notNull())
        .addColumn('round_name', 'text', (c) => c.notNull())
        .addColumn('bureau_name', 'text')
        .addColumn('start_time', 'varchar(19)')
        .addColumn('end_time', 'varchar(19)')
        .addColumn('status', 'varchar(8)', (c) => c.notNull())
        .addColumn('race_mark', 'text')
        .addColumn('trace_url', 'text')
        .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('races_level').on('races').columns(['level_cd', 'sort_order', 'id']).execute();

      await withId(dialect, db.schema.createTable('score_publications'))
        .addColumn('level_cd', 'varchar(64)', (c) => c.notNull())
        .addColumn('scores', 'text', (c) => c.notNull())
        .addColumn('publish_time', 'varchar(19)', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('score_publications_level')
        .on('score_publications')
        .columns(['level_cd', 'publish_time', 'id'])
        .execute();

      await withId(dialect, db.schema.createTable('banners'))
        .addColumn('banner_url', 'text', (c) => c.notNull())
        .addColumn('title', 'text')
        .addColumn('title_en', 'text')
        .addColumn('type', 'integer', (c) => c.notNull())
        .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_publish', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema
        .createIndex('banners_type')
        .on('banners')
        .columns(['type', 'is_publish', 'sort_order', 'id'])
        .execute();

      await withId(dialect, db.schema.createTable('event_images'))
        .addColumn('event_cd', 'varchar(64)', (c) => c.notNull())
        .addColumn('img_url', 'text', (c) => c.notNull())
        .addColumn('title', 'text')
        .addColumn('is_publish', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createIndex('event_images_event')
        .on('event_images')
        .columns(['event_cd', 'is_publish', 'sort_order', 'id'])
        .execute();

      await withId(dialect, db.schema.createTable('event_videos'))
        .addColumn('event_cd', 'varchar(64)', (c) => c.notNull())
        .addColumn('video_url', 'text', (c) => c.notNull())
        .addColumn('thumb_url', 'text')
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('is_publish', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createIndex('event_videos_event')
        .on('event_videos')
        .columns(['event_cd', 'is_publish', 'sort_order', 'id'])
        .execute();

      await withId(dialect, db.schema.createTable('videos'))
        .addColumn('video_url', 'text', (c) => c.notNull())
        .addColumn('thumb_url', 'text')
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('title_en', 'text')
        .addColumn('publish_time', 'varchar(19)', (c) => c.notNull())
        .addColumn('type', 'integer', (c) => c.notNull())
        .addColumn('is_publish', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createIndex('videos_publish_type_time')
        .on('videos')
        .columns(['is_publish', 'type', 'publish_time', 'id'])
        .execute();
      await db.schema
        .createIndex('videos_publish_time')
        .on('videos')
        .columns(['is_publish', 'publish_time', 'id'])
        .execute();

      await withId(dialect, db.schema.createTable('partners'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('name_en', 'text')
        .addColumn('logo', 'text', (c) => c.notNull())
        .addColumn('website', 'text')
        .addColumn('type', 'varchar(8)', (c) => c.notNull())
        .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('partners_type').on('partners').columns(['type', 'sort_order', 'id']).execute();

      await withId(dialect, db.schema.createTable('news'))
        .addColumn('news_cd', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('thumb_url', 'text')
        .addColumn('publish_time', 'varchar(19)', (c) => c.notNull())
        .addColumn('type', 'integer', (c) => c.notNull())
        .addColumn('is_publish', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createIndex('news_publish_type_time')
        .on('news')
        .columns(['is_publish', 'type', 'publish_time', 'id'])
        .execute();
      await db.schema
        .createIndex('news_publish_time')
        .on('news')
        .columns(['is_publish', 'publish_time', 'id'])
        .execute();

      await db.schema
        .createTable('site_statistics')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('match_count', 'integer', (c) => c.notNull())
        .addColumn('mileage', 'integer', (c) => c.notNull())
        .addColumn('live_time', 'integer', (c) => c.notNull())
        .addColumn('image', 'integer', (c) => c.notNull())
        .execute();

      await withId(dialect, db.schema.createTable('contact_messages'))
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        .addColumn('email', 'varchar(254)', (c) => c.notNull())
        .addColumn('subject', 'varchar(200)', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('lang', 'varchar(8)')
        .addColumn('page', 'text')
        .addColumn('client_ip', 'varchar(64)')
        .addColumn('user_agent', 'text')
        .addColumn('created_at', 'varchar(24)', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('contact_messages_created')
        .on('contact_messages')
        .columns(['created_at', 'id'])
        .execute();

      await db.schema
        .createTable('data_config')
        .addColumn('config_key', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('config_value', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
