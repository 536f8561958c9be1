/** What every API route gets from the app: its dependencies (kept apart from index.ts, which imports the routes). */
import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../db/schema.js';
import type { ConfigOverrides } from '../queries/site.js';
import type { HitLimiter } from './rate-limit.js';
import type { TtlCache } from '../ttl-cache.js';
import type { ChangeScope } from '../content-changes.js';
import type { EventListIndex } from '../queries/event-index.js';

export interface ApiDeps {
  db: Kysely<Database>;
  logger: Logger;
  bodyLimit: number;
  /** the contact form's limit per client address (shared through the database on PostgreSQL) */
  rateLimiter: HitLimiter;
  siteConfig: ConfigOverrides;
  clientAddress: (c: Context) => string;
  /** reused answers of read calls (null: off) */
  responseCache: TtlCache | null;
  /**
   * the answers of site-wide calls (./call.ts siteWide), kept until the next content change;
   * absent: they go to responseCache like the others
   */
  contentCache?: TtlCache;
  /**
   * the event list's index in process (server/queries/event-index.ts, decision 0043): POST
   * /event/list finds its page there; absent: its SQL alone
   */
  eventIndex?: EventListIndex;
  /** the staff console API's view of the site (server/api/admin/auth.ts); from the request's URL when absent */
  admin?: AdminOptions;
  /**
   * called after every committed change of published content (the staff console): the app clears
   * the API answer cache, the page cache and the /uploads answers (server/content-changes.ts)
   */
  contentChanged?: (scope?: ChangeScope) => void;
  /**
   * the site's time zone (SITE_TIME_ZONE; default Asia/Shanghai): news publish times are its local
   * time, and "now" for a scheduled post is its clock (shared/site-time.ts)
   */
  siteTimeZone?: string;
  /** where POST /admin/uploads stores files (UPLOAD_DIR) and the largest it takes (UPLOAD_MAX_BYTES); absent: 503 */
  uploads?: {
    dir: string;
    maxBytes: number;
    /** the largest mp4 it takes (UPLOAD_VIDEO_MAX_BYTES); absent: maxBytes */
    videoMaxBytes?: number;
  };
  /** the hosts a site video may be embedded from (VIDEO_EMBED_HOSTS); absent: shared/admin-site.ts's defaults */
  videoEmbedHosts?: readonly string[];
}

export interface AdminOptions {
  /** the site's origin for this request (SITE_ORIGIN, or the local address it was sent to), null when not ours */
  siteOrigin: (c: Context) => string | null;
  /** the staff cookies are Secure and named `__Host-…`: the site's origin is https */
  secureCookie: boolean;
  /** the key of the device cookies' signature (STAFF_DEVICE_SECRET); absent: the one kept in the database */
  deviceSecret?: string;
}

export type ApiEnv = { Variables: { deps: ApiDeps } };
