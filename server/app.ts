/**
 * The HTTP application: request logging, /healthz, the API under its prefix, static files
 * (/assets immutable, /uploads media) and, last, the page renderer (React Router SSR).
 */
import fs from 'node:fs';
import path from 'node:path';
import { Hono, type Context, type Handler, type MiddlewareHandler } from 'hono';
import { compression, securityHeaders, sendableHeaders } from './http-headers.js';
import { serveStatic } from '@hono/node-server/serve-static';
import { sql } from 'kysely';
import type { Logger } from 'pino';
import type { Config } from './config.js';
import type { Db } from './db/client.js';
import { createApi, methodGuard, type ApiDeps, type ApiEnv } from './api/index.js';
import { directApi, type DirectCall } from './api/public-calls.js';
import { rateLimiterFor } from './api/rate-limit.js';
import { TtlCache } from './ttl-cache.js';
import { mapAttribution, tileHandler } from './tiles.js';
import { hostGuard, plainAnswer, requestOrigin, sameSiteWrites } from './site-origin.js';
import { mediaGate, staffByAdminApi } from './media-access.js';
import { ContentChanges } from './content-changes.js';
import { EventListIndex } from './queries/event-index.js';
import { startNewsSchedule } from './news-schedule.js';
import { SESSION_COOKIE } from './api/admin/auth.js';

/** static files are read, never written: 405 to any other method */
function readOnly(): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      return plainAnswer(405, 'Static files are read with GET or HEAD.', { Allow: 'GET, HEAD' });
    }
    await next();
  };
}

/** the headers of every /uploads answer, whatever its status (200, 206, 304, 404) */
const UPLOAD_CSP =
  "default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'; sandbox";

export interface AppDeps {
  config: Config;
  handle: Db;
  logger: Logger;
  /** the API (createSiteApi), when the caller made it to call it in process too; made here otherwise */
  api?: Hono<ApiEnv>;
  /** renders every path that is not API, health or a static file: the web app's SSR handler (server/pages.ts) */
  pages?: Handler;
  /** directory of built client assets (React Router build/client) */
  clientDir?: string;
  /**
   * the staff console's "content changed" signal (server/content-changes.ts): the API answer
   * cache and the /uploads answers clear on it (server/main.ts adds the page cache); made here when absent
   */
  changes?: ContentChanges;
}

/**
 * What the page renderer (server/pages.ts) hands the API, as Hono's env, with each call it
 * makes in process on behalf of a visitor (`api.request(path, init, env)`). Only code in this
 * process can set it: a request from the network gets @hono/node-server's env
 * ({ incoming, outgoing }), whatever headers it sends, so a client cannot forge its address.
 */
export interface InProcessCallEnv {
  /** the visitor's address, as clientAddressOf found it for the page request */
  visitorAddress?: string;
}

/**
 * The client's address: for an in-process call from a page, the visitor's (InProcessCallEnv);
 * otherwise the socket's, or, when TRUST_PROXY is set, the last X-Forwarded-For hop (the one
 * our own proxy added; earlier hops are whatever the client sent).
 */
export function clientAddressOf(trustProxy: boolean) {
  return (c: Context): string => {
    const visitor = (c.env as InProcessCallEnv | undefined)?.visitorAddress;
    if (typeof visitor === 'string' && visitor !== '') return visitor.slice(0, 64);
    if (trustProxy) {
      const forwarded = c.req.header('x-forwarded-for')?.split(',').pop()?.trim();
      if (forwarded) return forwarded.slice(0, 64);
    }
    const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
    return incoming?.socket?.remoteAddress ?? 'unknown';
  };
}

/**
 * The JSON API under config.API_PREFIX, on the given database: what createApp mounts, and what
 * the pages call in process (server/main.ts), bypassing the app's own middleware.
 */
export function createSiteApi(deps: Pick<AppDeps, 'config' | 'handle' | 'logger' | 'changes'>): Hono<ApiEnv> {
  return createApi(siteApiDeps(deps), deps.config.API_PREFIX);
}

/**
 * The API on the given database and its direct calls for the page loaders (issue 29 item 2,
 * server/api/public-calls.ts): one set of dependencies, so both share the answer cache and the
 * rate limits (server/main.ts).
 */
export function createSiteCalls(deps: Pick<AppDeps, 'config' | 'handle' | 'logger' | 'changes'>): {
  api: Hono<ApiEnv>;
  direct: DirectCall;
} {
  const apiDeps = siteApiDeps(deps);
  return { api: createApi(apiDeps, deps.config.API_PREFIX), direct: directApi(apiDeps, deps.config.API_PREFIX) };
}

/** what the API's calls get: the database, the answer cache (cleared on content changes), the limits, the site's settings */
function siteApiDeps({
  config,
  handle,
  logger,
  changes = new ContentChanges(),
}: Pick<AppDeps, 'config' | 'handle' | 'logger' | 'changes'>): ApiDeps {
  // read calls answer the same for everyone: reuse an answer for a few seconds (until content changes)
  const responseCache =
    config.API_CACHE_TTL_MS > 0
      ? new TtlCache({ ttlMs: config.API_CACHE_TTL_MS, maxEntries: 5000, maxBytes: 32 * 1024 * 1024 })
      : null;
  if (responseCache) changes.on(() => responseCache.clear());
  // the site-wide calls' answers (the site's configuration, read by every page; banners, partners,
  // videos, figures): the same until the next content change, whatever the TTL above (issue 29)
  const contentCache = new TtlCache({ ttlMs: Number.MAX_SAFE_INTEGER, maxEntries: 200, maxBytes: 4 * 1024 * 1024 });
  changes.on(() => contentCache.clear());
  // the event list's index (decision 0043): its version is checked by every call that uses it;
  // a content change (here or, through the relay, in another process) starts its rebuild at once
  const eventIndex = new EventListIndex(handle.db);
  changes.on(() => void eventIndex.changed().catch(() => undefined));
  // a scheduled news post appears by itself: the caches are cleared when it is due (server/news-schedule.ts)
  startNewsSchedule({ db: handle.db, changes, timeZone: config.SITE_TIME_ZONE, logger });
  return {
    db: handle.db,
    logger,
    bodyLimit: config.BODY_LIMIT,
    rateLimiter: rateLimiterFor(handle, 'contact', config.CONTACT_RATE_LIMIT, config.CONTACT_RATE_WINDOW_MS),
    siteConfig: {
      mapTileUrl: config.MAP_TILE_URL,
      mapAttribution: mapAttribution(config.MAP_TILE_URL, config.MAP_ATTRIBUTION),
      announcementBaseUrl: config.ANNOUNCEMENT_BASE_URL,
    },
    clientAddress: clientAddressOf(config.TRUST_PROXY),
    responseCache,
    contentCache,
    eventIndex,
    // the staff console API: its cookie writes must come from this origin; Secure cookies on https
    admin: {
      siteOrigin: (c) => requestOrigin(config, c),
      secureCookie: config.SITE_ORIGIN?.startsWith('https:') ?? false,
      deviceSecret: config.STAFF_DEVICE_SECRET,
    },
    // the staff console's changes, once committed, clear what keeps public answers (server/content-changes.ts)
    // (scoped when a change touched one event's records only: docs/decisions/0022-stale-while-revalidate.md)
    contentChanged: (scope) => changes.changed(scope),
    uploads: {
      dir: config.UPLOAD_DIR,
      maxBytes: config.UPLOAD_MAX_BYTES,
      videoMaxBytes: config.UPLOAD_VIDEO_MAX_BYTES,
    },
    videoEmbedHosts: config.VIDEO_EMBED_HOSTS,
    siteTimeZone: config.SITE_TIME_ZONE,
  };
}

export function createApp(deps: AppDeps): Hono {
  const { config, handle, logger } = deps;
  const changes = deps.changes ?? new ContentChanges();
  const app = new Hono();

  // every answer goes out whole, with the security headers (issue 17, finding 3)
  app.use(
    sendableHeaders(
      () => plainAnswer(500, 'Internal server error.'),
      (c, name) =>
        logger.error(
          { method: c.req.method, path: c.req.path, header: name },
          'an answer had a header that cannot be sent',
        ),
    ),
  );
  app.use(securityHeaders(config));
  app.use(compression());

  app.use(async (c, next) => {
    const start = performance.now();
    await next();
    logger.info(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - start) * 10) / 10,
      },
      'request',
    );
  });

  // only requests for this site (Host, request target): server/site-origin.ts
  app.use(hostGuard(config));
  // no writes from other sites' pages: the API in its envelope, the pages' forms in plain text
  app.use(
    sameSiteWrites(config, (c) =>
      c.req.path.startsWith(`${config.API_PREFIX}/`)
        ? // (with the admin API's refusal code, shared/admin/refusals.ts: the console reads codes)
          c.json(
            { success: false, result: null, message: 'Requests from other sites are not accepted.', code: 'forbidden' },
            403,
          )
        : plainAnswer(403, 'Forms are accepted from this site only.'),
    ),
  );

  app.get('/healthz', async (c) => {
    try {
      await sql`select 1`.execute(handle.db);
      return c.json({ status: 'ok', database: handle.dialect });
    } catch (err) {
      logger.error({ err }, 'health check: database unreachable');
      return c.json({ status: 'error', database: handle.dialect }, 503);
    }
  });

  app.use(`${config.API_PREFIX}/*`, methodGuard(config.API_PREFIX));
  // (the API carries its prefix as its base path)
  const api = deps.api ?? createSiteApi({ ...deps, changes });
  app.route('/', api);
  /** the signed-in staff member of a request: the admin API's own check (GET /admin/me), for their cookie or token only */
  const staffOf = staffByAdminApi((p, init) => api.request(p, init), config.API_PREFIX, SESSION_COOKIE);

  // the contact map's tiles (a drawn nautical grid: docs/decisions/0005-contact-map-tiles.md)
  app.use('/tiles/*', readOnly());
  app.get('/tiles/:z/:x/:file', tileHandler());

  // media: generated demo files and uploads; never executed as pages of this origin
  fs.mkdirSync(config.UPLOAD_DIR, { recursive: true });
  const uploadRoot = path.relative(process.cwd(), path.resolve(config.UPLOAD_DIR)) || '.';
  app.use(
    '/uploads/*',
    readOnly(),
    async (c, next) => {
      await next();
      c.header('X-Content-Type-Options', 'nosniff');
      c.header('Content-Security-Policy', UPLOAD_CSP);
      // a notice's document is read in the browser, never saved as something else (issue 30)
      if (c.res.status === 200 && /\.pdf$/i.test(c.req.path)) {
        c.header('Content-Type', 'application/pdf');
        c.header('Content-Disposition', 'inline');
      }
      const kept = c.res.status === 200 || c.res.status === 206 || c.res.status === 304;
      // (a file only staff may see yet: private, set by mediaGate)
      if (c.res.headers.get('Cache-Control') !== 'private, no-store') {
        c.header('Cache-Control', kept ? 'public, max-age=86400' : 'no-store');
      } else {
        c.header('Vary', 'Cookie, Authorization');
      }
    },
    // media of unpublished records is not served (docs/decisions/0009-media-of-unpublished-records.md)
    mediaGate({ db: handle.db, uploadDir: config.UPLOAD_DIR, config, changes, staffOf }),
    serveStatic({ root: uploadRoot, rewriteRequestPath: (p) => p.replace(/^\/uploads/, '') }),
  );

  if (deps.clientDir) {
    const clientRoot = path.relative(process.cwd(), path.resolve(deps.clientDir)) || '.';
    app.use(
      '/assets/*',
      readOnly(),
      async (c, next) => {
        await next();
        if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
      serveStatic({ root: clientRoot }),
    );
  }

  // The page renderer: React Router SSR (server/pages.ts)
  if (deps.pages) {
    if (deps.clientDir) {
      // files of public/ (favicon, images) copied into the client build: only paths that look like files
      const clientRoot = path.relative(process.cwd(), path.resolve(deps.clientDir)) || '.';
      const publicFiles = serveStatic({ root: clientRoot });
      app.use('*', async (c, next) => {
        if (!/\/[^/]+\.[A-Za-z0-9]{2,5}$/.test(c.req.path) || c.req.path.endsWith('.data')) return next();
        if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next(); // (the page renderer answers)
        const res = await publicFiles(c, next);
        if (c.res.status === 200 && !c.res.headers.has('Cache-Control'))
          c.header('Cache-Control', 'public, max-age=86400');
        return res;
      });
    }
    app.all('*', deps.pages);
  } else {
    app.all('*', (c) => c.text('Not found', 404));
  }

  // a fresh answer: whatever failed (a Response that could not be built, a header the
  // handler set) is not part of it, and it has the security headers and a body
  app.onError((err, c) => {
    logger.error({ err, method: c.req.method, path: c.req.path }, 'request failed');
    return plainAnswer(500, 'Internal server error.');
  });
  return app;
}
