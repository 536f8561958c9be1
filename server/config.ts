/**
 * The one configuration module: every setting, checked with zod at start. The site runs
 * offline with no variable set. `.env.example` documents each variable.
 */
import { z } from 'zod';
import { DEFAULT_VIDEO_EMBED_HOSTS } from '../shared/admin-site.js';
import { DEFAULT_SITE_TIME_ZONE, isTimeZone } from '../shared/site-time.js';

const bool = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

/** a host as a Host header names it: a name or IPv4 address, or an [IPv6] address, with an optional port */
const HOST_PATTERN =
  /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/;

/** the origin the site's absolute links use: scheme, host and port only */
const siteOrigin = z
  .url({ protocol: /^https?$/, error: 'SITE_ORIGIN must be an http(s) URL such as https://www.example.com' })
  .refine(
    (v) => {
      if (!URL.canParse(v)) return true; // (z.url has said so)
      const u = new URL(v);
      return u.pathname === '/' && !u.search && !u.hash && !u.username && !u.password;
    },
    { error: 'SITE_ORIGIN is an origin only (scheme, host and port), e.g. https://www.example.com' },
  )
  .transform((v) => new URL(v).origin);

const hostList = z
  .string()
  .transform((v) =>
    v
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
  )
  .refine((hosts) => hosts.every((h) => HOST_PATTERN.test(h)), {
    error: 'ALLOWED_HOSTS is a comma-separated list of hosts, e.g. www.example.com,example.com:8443',
  });

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /**
   * the public origin of the site (https://www.example.com): every absolute link (canonical,
   * hreflang, og:url, og:image, JSON-LD, robots.txt, sitemap.xml) is built on it, and only
   * requests for its host (or ALLOWED_HOSTS) are answered. Unset: a local run, answered on
   * localhost, 127.0.0.1 and [::1] at PORT with links to that address (docs/decisions/0010)
   */
  SITE_ORIGIN: siteOrigin.optional(),
  /** other Host values answered (comma-separated, e.g. example.com,www.example.com:8443); links still go to SITE_ORIGIN */
  ALLOWED_HOSTS: hostList.default([]),
  /** postgres://user:pass@host/db, or a SQLite file (sqlite:path, file:path or a bare path) */
  DATABASE_URL: z.string().min(1).default('sqlite:data/sailfish.db'),
  /** base URL of the API the web app calls; empty = this server, in-process */
  API_BASE_URL: z.union([z.literal(''), z.url()]).default(''),
  /** path prefix of the API; the original deployment used /sf-front-api */
  API_PREFIX: z
    .string()
    .regex(/^\/[A-Za-z0-9/_-]*[A-Za-z0-9_-]$/, 'API_PREFIX must look like /api')
    .default('/api'),
  /** where media files live; served at /uploads */
  UPLOAD_DIR: z.string().min(1).default('data/uploads'),
  /** largest file the staff console uploads (POST /admin/uploads), in bytes: 413 beyond (default 20 MB) */
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(20 * 1024 * 1024),
  /**
   * largest mp4 video the staff console uploads (POST /admin/uploads), in bytes: 413 beyond
   * (default 200 MB); written to disk as it arrives, never held in memory
   */
  UPLOAD_VIDEO_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(200 * 1024 * 1024),
  /**
   * the hosts a site video may be embedded from (an https page of one of them, in a sandboxed
   * frame), comma-separated; unset: the common video sites (shared/admin-site.ts DEFAULT_VIDEO_EMBED_HOSTS)
   */
  VIDEO_EMBED_HOSTS: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
    )
    .refine((hosts) => hosts.every((h) => HOST_PATTERN.test(h) && !h.includes(':')), {
      error: 'VIDEO_EMBED_HOSTS is a comma-separated list of host names, e.g. player.bilibili.com,v.qq.com',
    })
    .default([...DEFAULT_VIDEO_EMBED_HOSTS]),
  /** Leaflet tile template for the contact map */
  MAP_TILE_URL: z.string().min(1).default('/tiles/{z}/{x}/{y}.png'),
  /** the map's credit (as text); with the default tiles "Natural Earth" is shown beside it (server/tiles.ts) */
  MAP_ATTRIBUTION: z.string().default('SailFish'),
  /** base URL of the event announcements pages: {base}{eventCd}.html */
  ANNOUNCEMENT_BASE_URL: z.string().min(1).default('/uploads/announcements/'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** fill an empty database with the demo content on start */
  SEED_DEMO: bool.default(true),
  /** contact messages allowed per client address per window; 0 turns the limit off */
  CONTACT_RATE_LIMIT: z.coerce.number().int().min(0).default(5),
  CONTACT_RATE_WINDOW_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(10 * 60 * 1000),
  /** trust X-Forwarded-For for the client address (behind a proxy) */
  TRUST_PROXY: bool.default(false),
  /** largest request body the API reads, in bytes */
  BODY_LIMIT: z.coerce
    .number()
    .int()
    .min(1024)
    .default(64 * 1024),
  /**
   * PostgreSQL: the most connections this process opens (its pool; decision 0045). A level page's
   * render sends 15 queries at once; every process behind a load balancer has its own pool, all
   * within the server's max_connections
   */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  /** how long an API answer is reused for the same call (ms); 0 turns the cache off */
  API_CACHE_TTL_MS: z.coerce.number().int().min(0).default(5000),
  /** how long a rendered page is reused for the same path, query and language (ms); 0 turns it off */
  PAGE_CACHE_TTL_MS: z.coerce.number().int().min(0).default(60_000),
  /**
   * the site's time zone (IANA name): news publish times are this zone's local time, and a post
   * scheduled for a time appears when this zone's clocks show it (shared/site-time.ts)
   */
  SITE_TIME_ZONE: z
    .string()
    .refine(isTimeZone, { error: 'SITE_TIME_ZONE must be an IANA time zone such as Asia/Shanghai or Europe/London' })
    .default(DEFAULT_SITE_TIME_ZONE),
  /**
   * the key of the staff device cookies' signature (docs/decisions/0015-device-cookies.md), at
   * least 32 characters; unset: a random one the server makes once and keeps in the database
   */
  STAFF_DEVICE_SECRET: z.string().min(32, { error: 'STAFF_DEVICE_SECRET must be at least 32 characters' }).optional(),
  /** ms to wait for in-flight requests on shutdown */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
});

export type Config = z.infer<typeof schema>;

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // treat empty strings as unset, so `FOO=` in a .env file means the default
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
