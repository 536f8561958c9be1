/**
 * The one set of migrations for both engines, one file each (applied in the order of their
 * names). Kysely's schema builder writes portable DDL; the engine differences (the
 * auto-increment primary key, the search indexes) are handled inside each migration.
 */
import type { Migration } from 'kysely';
import type { Dialect } from '../dialect.js';
import m0001 from './0001_initial.js';
import m0002 from './0002_event_search_index.js';
import m0003 from './0003_postgres_event_search_trigram.js';
import m0004 from './0004_sqlite_event_search_trigram.js';
import m0005 from './0005_event_keywords.js';
import m0006 from './0006_staff.js';
import m0007 from './0007_admin_edits.js';
import m0008 from './0008_list_counts.js';
import m0009 from './0009_publication_history.js';
import m0010 from './0010_contact_inbox.js';
import m0011 from './0011_news_edits.js';
import m0012 from './0012_site_content_edits.js';
import m0013 from './0013_rate_limits.js';
import m0014 from './0014_site_video_order.js';
import m0015 from './0015_sign_in_throttle.js';
import m0016 from './0016_must_change_password.js';
import m0017 from './0017_english_content.js';
import m0019 from './0019_hearings.js';
import m0020 from './0020_entries.js';
import m0018 from './0018_notices.js';
import m0021 from './0021_events_version.js';

export function migrations(dialect: Dialect): Record<string, Migration> {
  return {
    '0001_initial': m0001(dialect),
    '0002_event_search_index': m0002(dialect),
    '0003_postgres_event_search_trigram': m0003(dialect),
    '0004_sqlite_event_search_trigram': m0004(dialect),
    '0005_event_keywords': m0005(dialect),
    '0006_staff': m0006(dialect),
    '0007_admin_edits': m0007(dialect),
    '0008_list_counts': m0008(dialect),
    '0009_publication_history': m0009(dialect),
    '0010_contact_inbox': m0010(dialect),
    '0011_news_edits': m0011(dialect),
    '0012_site_content_edits': m0012(dialect),
    '0013_rate_limits': m0013(dialect),
    '0014_site_video_order': m0014(dialect),
    '0015_sign_in_throttle': m0015(dialect),
    '0016_must_change_password': m0016(dialect),
    '0017_english_content': m0017(dialect),
    '0019_hearings': m0019(dialect),
    '0020_entries': m0020(dialect),
    '0018_notices': m0018(dialect),
    '0021_events_version': m0021(dialect),
  };
}
