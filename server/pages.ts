/**
 * The web app inside the server: React Router SSR behind the rendered-page cache, with a CSP
 * nonce per response and the language switch endpoint. In development Vite serves the app
 * with hot reload; in production the built server bundle is loaded from build/.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import type { ServerResponse } from 'node:http';
import zlib from 'node:zlib';
import type { Context, Handler } from 'hono';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import type { Logger } from 'pino';
import { createRequestHandler, type AppLoadContext, type ServerBuild } from 'react-router';
import type { ViteDevServer } from 'vite';
import { LRUCache } from 'lru-cache';
import type { Config } from './config.js';
import { TtlCache, type CachedResponse } from './ttl-cache.js';
import { SingleFlight } from './single-flight.js';
import type { ContentChanges } from './content-changes.js';
import { buildPageCsp, chooseEncoding, SECURITY_HEADERS } from './http-headers.js';
import { pathLang, resolveRequestLang, LANG_COOKIE } from '../shared/lang.js';
import { clientAddressOf, type InProcessCallEnv } from './app.js';
import { plainAnswer, requestOrigin } from './site-origin.js';
import { readStaffCookie, staffCookieHeader } from './api/admin/auth.js';
import { bodyErrorAnswer, BodyError, bodySourceOf } from './body.js';
import { bodyKindOf, formLimitsOf, isConsolePath, type UploadsAt } from './body-rules.js';
import { readForm, type ReceivedForm } from './multipart.js';
import type { DirectAnswer, DirectCall } from './api/public-calls.js';
import { headEndOf, holdScripts } from './scripts-after-paint.js';

export { isConsolePath } from './body-rules.js';

/** calls the API in process; `env` carries the visitor's address (see InProcessCallEnv in server/app.ts) */
export type ApiRequest = (path: string, init: RequestInit, env?: InProcessCallEnv) => Promise<Response>;

export interface PagesOptions {
  config: Config;
  logger: Logger;
  /** calls the API in process (used when API_BASE_URL is empty) */
  apiRequest: ApiRequest;
  /**
   * calls a public call's handler directly (when API_BASE_URL is empty): what the loaders' client
   * uses for the public calls (server/api/public-calls.ts, docs/decisions/0025)
   */
  direct?: DirectCall;
  mode: 'production' | 'development';
  /** production: the directory the web app was built into */
  buildDir?: string;
  /** development: Vite, in middleware mode */
  vite?: ViteDevServer;
  /** 0 turns the page cache off */
  cacheTtlMs?: number;
  /** renders a request instead of the built app (tests: a stand-in renderer needs no build) */
  render?: (request: Request, context: AppLoadContext) => Promise<Response>;
  /** with `render`: the query parameters the page at a path reads (the build's entry exports it) */
  queryOf?: QueryOf;
  /** with `render`: the route a path reaches (the build's entry exports it; absent: every path a page, in its own spelling) */
  routeOf?: RouteOfPath;
  /** the staff console's "content changed" signal: the page cache is cleared on it (server/content-changes.ts) */
  changes?: ContentChanges;
}

/** the query parameters the page at `pathname` reads: app/lib/pages.ts, exported by the build's server entry */
export type QueryOf = (pathname: string) => readonly string[];

/** the route a path reaches, matched as React Router matches (app/lib/pages.ts routeOf, exported by the build's server entry) */
export interface PageRoute {
  /** a public page, a file route, the staff console; null: none */
  kind: 'page' | 'file' | 'console' | null;
  query: readonly string[];
  /** its forms post files */
  uploads: boolean;
  /** the path is the route's own spelling (only such a path is a page cache entry) */
  canonical: boolean;
}
export type RouteOfPath = (pathname: string) => PageRoute;

export interface Pages {
  handler: Handler;
  cache: TtlCache<Buffer>;
  /** whether a page path's forms post files (the HTTP server's longer timeout: server/body-rules.ts) */
  uploadsAt: UploadsAt;
}

/** the Content-Security-Policy of a page: built in server/http-headers.ts (buildPageCsp) */
export function pageCsp(config: Config, nonce: string, dev: boolean): string {
  return buildPageCsp(config, nonce, dev);
}

/**
 * The brotli quality of a kept page, compressed once per render and sent to every request until
 * the next change (decision 0040): 7 makes the level page's and a boat page's bytes within 0.4% of
 * quality 9 at a quarter to an eighth of its CPU (9 cost 41 CPU-ms for a 141 KB level page and 31
 * for a 61 KB boat page, 7 costs 12 and 4), which every results publication paid for each of its
 * event's pages.
 */
const PAGE_BROTLI_QUALITY = 7;

const brotliAsync = promisify(zlib.brotliCompress);
const gzipAsync = promisify(zlib.gzip);

/** a kept page's bytes compressed in `encoding`, off the event loop (zlib on libuv's thread pool) */
function compressPage(body: Buffer, encoding: 'br' | 'gzip'): Promise<Buffer> {
  return encoding === 'br'
    ? brotliAsync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY } })
    : gzipAsync(body, { level: 9 });
}

/**
 * A kept page's body in `encoding`: made once per page and encoding, off the event loop, and
 * shared by every request that sends it, the ones that wait for it included (the bytes are kept;
 * while they are being made, the promise is). A compression that fails is not kept: the requests
 * that waited for it get its error, the next one compresses anew.
 */
export function encodedBody(
  page: SendablePage,
  encoding: 'br' | 'gzip',
  compress: (body: Buffer, encoding: 'br' | 'gzip') => Promise<Buffer> = compressPage,
): Buffer | Promise<Buffer> {
  const done = page.encoded?.[encoding];
  if (done) return done;
  page.compressing ??= {};
  const making = (page.compressing[encoding] ??= compress(page.body, encoding).then(
    (bytes) => {
      (page.encoded ??= {})[encoding] = bytes;
      if (page.compressing?.[encoding] === making) delete page.compressing[encoding];
      return bytes;
    },
    (err: unknown) => {
      if (page.compressing?.[encoding] === making) delete page.compressing[encoding];
      throw err;
    },
  ));
  return making;
}

/** a page as sendCached sends it: a kept page, or a render shared with those who waited for it */
export type SendablePage = Omit<CachedResponse<Buffer>, 'bytes' | 'storedAt'>;

/**
 * Sends a cached page. Under @hono/node-server it writes the stored bytes (compressed once
 * per encoding and kept) straight to Node's response: a cache hit costs about what a static
 * file server does. Elsewhere (tests through app.request) it answers through Hono.
 */
async function sendCached(
  c: Context,
  page: SendablePage,
  head: boolean,
  /**
   * X-Page-Cache: hit from the cache, miss for the request that rendered it, wait for another
   * request's render, stale from before a change that cannot matter to the page while it renders
   * anew (issue 29, decision 0022)
   */
  marker: 'hit' | 'miss' | 'wait' | 'stale' = 'hit',
): Promise<Response> {
  const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
  const encoding = chooseEncoding(c.req.header('accept-encoding'));
  if (!outgoing) {
    const headers = Object.fromEntries(page.headers);
    headers['x-page-cache'] = marker;
    return head ? c.body(null, 200, headers) : c.body(page.body as Uint8Array<ArrayBuffer>, 200, headers);
  }
  const headers: Record<string, string | number> = Object.fromEntries(page.headers);
  headers['x-page-cache'] = marker;
  let body: Buffer;
  if (encoding && page.body.length >= 1024) {
    const encoded = encodedBody(page, encoding);
    body = encoded instanceof Buffer ? encoded : await encoded;
    headers['content-encoding'] = encoding;
  } else {
    body = page.body;
  }
  headers['content-length'] = body.byteLength;
  outgoing.writeHead(page.status, headers);
  outgoing.end(head ? undefined : body);
  return RESPONSE_ALREADY_SENT;
}

const CACHEABLE_TYPES = /^(text\/html|text\/x-script|text\/plain|application\/xml)/;

/** C0 and C1 control characters, DEL and the backslash: never part of a redirect target */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const UNSAFE_IN_TARGET = /[\u0000-\u001f\u007f-\u009f\\]/;

/**
 * Where /lang sends the visitor: `next` resolved against the site's origin, kept only when it
 * stays on that origin and holds no control character or backslash; its path and query only
 * (percent-encoded by the URL parser, so always a valid header). Anything else: '/'.
 */
export function safeNext(next: string | null, origin: string): string {
  if (!next || UNSAFE_IN_TARGET.test(next) || !URL.canParse(next, origin)) return '/';
  const url = new URL(next, origin);
  if (url.origin !== origin) return '/';
  const target = url.pathname + url.search;
  return target.startsWith('/') && !target.startsWith('//') ? target : '/';
}

/** where React Router's lazy route discovery asks for routes (its default routeDiscovery.manifestPath) */
const MANIFEST_PATH = '/__manifest';

/**
 * The query of a page request as the page sees it: only the parameters its route reads
 * (app/lib/pages.ts `query`; `_routes` too on a client navigation's data request), sorted by
 * name, so that every URL that renders the same page has one cache key.
 */
export function readQuery(url: URL, read: readonly string[]): string {
  // React Router's route discovery (`?p=…&version=…`): JSON, never cached, read whole
  if (url.pathname === MANIFEST_PATH) return url.search;
  const keep = url.pathname.endsWith('.data') ? [...read, '_routes'] : read;
  if (keep.length === 0 || !url.search) return '';
  const kept = new URLSearchParams();
  for (const [name, value] of url.searchParams) if (keep.includes(name)) kept.append(name, value);
  kept.sort();
  const text = kept.toString();
  return text ? `?${text}` : '';
}

/**
 * React Router's request handler over the built app (production) or Vite's (development), and
 * the page table's queryOf, which the app's server entry exports
 */
async function loadRenderer(
  opts: PagesOptions,
  dev: boolean,
): Promise<{
  render: NonNullable<PagesOptions['render']>;
  queryOf: (pathname: string) => Promise<readonly string[]>;
  routeOf: (pathname: string) => Promise<PageRoute>;
  /** the route table when the server started (a development build may change later) */
  routeOfNow: RouteOfPath;
}> {
  const exported = <T>(b: ServerBuild, name: 'queryOf' | 'routeOf'): T => {
    const fn = (b.entry.module as unknown as Record<string, unknown>)[name];
    if (typeof fn !== 'function') throw new Error('The web app build is older than the server: run `npm run build`.');
    return fn as T;
  };
  if (dev) {
    const vite = opts.vite!;
    const build = () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
    return {
      render: createRequestHandler(build, 'development'),
      queryOf: async (pathname) => exported<QueryOf>(await build(), 'queryOf')(pathname),
      routeOf: async (pathname) => exported<RouteOfPath>(await build(), 'routeOf')(pathname),
      routeOfNow: exported<RouteOfPath>(await build(), 'routeOf'),
    };
  }
  const file = path.resolve(opts.buildDir ?? 'build', 'server/index.js');
  const build = (await import(pathToFileURL(file).href)) as ServerBuild;
  const queryOf = exported<QueryOf>(build, 'queryOf');
  const routeOf = exported<RouteOfPath>(build, 'routeOf');
  return {
    render: createRequestHandler(build, 'production'),
    queryOf: async (pathname) => queryOf(pathname),
    routeOf: async (pathname) => routeOf(pathname),
    routeOfNow: routeOf,
  };
}

/**
 * The text of the built CSS files by their href (/assets/x.css, or x.css# as React Router lists
 * the root's), read once: pages inline them (app/components/document-links.tsx)
 */
export function cssReader(clientDir: string): (href: string) => string | undefined {
  const root = path.resolve(clientDir);
  const texts = new Map<string, string | undefined>();
  return (href) => {
    if (!texts.has(href)) {
      const file = path.resolve(root, `.${href.replace(/[#?].*$/, '')}`);
      let text: string | undefined;
      if (file.startsWith(root + path.sep) && file.endsWith('.css')) {
        try {
          text = fs.readFileSync(file, 'utf8');
        } catch {
          text = undefined;
        }
      }
      // (a text that could close the element stays a link)
      texts.set(href, text !== undefined && !/<\/style/i.test(text) ? text : undefined);
    }
    return texts.get(href);
  };
}

/**
 * The hydration scripts after the first frame and the page's main picture: React Router's
 * <link rel="modulepreload"> in the head at low priority (issue 17, speed). The page is
 * server-rendered whole, so its scripts only make it interactive; at high priority, on a
 * phone's connection they took the bandwidth of the largest picture and counted as render
 * blocking. They still load at once, in parallel, and are evaluated after the largest paint
 * (server/scripts-after-paint.ts, decision 0039).
 */
export function lowPriorityScripts(html: Buffer): Buffer {
  const end = headEndOf(html);
  if (end < 0) return html;
  // one pass: the head alone is decoded; the body is copied as bytes (decision 0044)
  const head = html.toString('utf8', 0, end);
  return (
    holdScripts(html, end, head) ??
    Buffer.concat([
      Buffer.from(head.replaceAll('<link rel="modulepreload" ', '<link rel="modulepreload" fetchPriority="low" ')),
      html.subarray(end),
    ])
  );
}

/** `request` at another URL: same method, headers, body and signal */
function rebase(request: Request, url: string): Request {
  const init: RequestInit & { duplex?: 'half' } = {
    method: request.method,
    headers: request.headers,
    signal: request.signal,
  };
  if (request.body && request.method !== 'GET' && request.method !== 'HEAD') {
    init.body = request.body;
    init.duplex = 'half';
  }
  return new Request(url, init);
}

/**
 * Whether a request may be signed-in staff's: it carries a staff session cookie (by either of its
 * names: `sf_staff`, or `__Host-sf_staff` on https) or an Authorization header. Such a request
 * neither reads nor writes the page cache, and its answer is `private, no-store` (issue 25,
 * finding 1): what staff see is theirs, on any page.
 */
export function isStaffRequest(cookie: string | undefined, authorization: string | undefined): boolean {
  if (authorization !== undefined) return true;
  // (either name, whatever the site's scheme: only the admin API decides whether it is a session)
  return (
    readStaffCookie(cookie, 'session', false) !== undefined || readStaffCookie(cookie, 'session', true) !== undefined
  );
}

/**
 * A page as rendered once: a text answer every request that waited for its render may be sent
 * (`share`), or an answer only the request that rendered it may send (a stream, its own cookies)
 */
type Rendered =
  | {
      kind: 'text';
      status: number;
      headers: [string, string][];
      /** the page's UTF-8 bytes as sent */
      body: Buffer;
      /** kept in the page cache (X-Page-Cache: miss) */
      kept: boolean;
      share: boolean;
      /** the answer as sendCached sends it to those who waited, its compressed bytes made once */
      page?: SendablePage;
    }
  | { kind: 'raw'; response: Response };

/**
 * The event a page's path names (`/events/level/E/L`, `/events-en/detail/E`, `/events/notices/E/feed.xml` …),
 * null for a page that names none: after a change scoped to one event (a results publication),
 * only pages naming another event may be served stale while they render anew
 * (docs/decisions/0022-stale-while-revalidate.md)
 */
export function eventOfPath(pathname: string): string | null {
  const m = /^\/events(?:-en)?\/[a-z_]+\/([^/]+)/.exec(pathname);
  if (!m) return null;
  try {
    return decodeURIComponent(m[1]!);
  } catch {
    return null;
  }
}

/** a page kept from before a change scoped to another event, served while it renders anew */
interface StalePage {
  page: CachedResponse<Buffer>;
  eventCd: string;
}

/** methods whose body a page's action reads */
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The request React Router is handed for a form posted to a page (an action): its body read
 * first by the one bounded reader within the route's limits (server/body-rules.ts: a small one
 * for text forms, the upload limits for the console's upload forms), its files on disk; the
 * Request carries the form again (files as Blobs backed by their files on disk), and the
 * load context carries it as read (`context.form`: app/lib/context.ts).
 */
async function boundedWrite(
  c: Context,
  target: string,
  limits: Parameters<typeof readForm>[2],
): Promise<{ request: Request; form: ReceivedForm; data: FormData }> {
  const raw = c.req.raw;
  const form = await readForm(bodySourceOf(c), raw.headers.get('content-type'), limits, raw.headers);
  try {
    const multipart = /^\s*multipart\//i.test(raw.headers.get('content-type') ?? '');
    const data = await form.toFormData();
    const headers = new Headers(raw.headers);
    headers.delete('content-type');
    headers.delete('content-length');
    headers.delete('transfer-encoding');
    const body = multipart ? data : new URLSearchParams(form.fields);
    return { request: new Request(target, { method: raw.method, headers, body, signal: raw.signal }), form, data };
  } catch (err) {
    await form.dispose();
    throw err;
  }
}

export async function createPages(opts: PagesOptions): Promise<Pages> {
  const { config, logger } = opts;
  const dev = opts.mode === 'development';
  const cache = new TtlCache<Buffer>({
    ttlMs: opts.cacheTtlMs ?? 60_000,
    maxEntries: 1000,
    maxBytes: 64 * 1024 * 1024,
  });
  const cacheOn = (opts.cacheTtlMs ?? 60_000) > 0 && !dev;
  const ttlMs = opts.cacheTtlMs ?? 60_000;
  // the event each kept page's path names (decision 0022), and the pages of other events kept
  // through a change scoped to one event: served (X-Page-Cache: stale) while one request renders
  // them anew, and only while they are younger than the cache's TTL (what a hit would have served)
  const eventOfKey = new Map<string, string>();
  const stale = new Map<string, StalePage>();
  // a page shows published content: a change in the console drops every rendered page, but for
  // a change scoped to one event, other events' pages, which it cannot change, stay as stale
  opts.changes?.on((scope) => {
    if (!scope) stale.clear();
    else {
      for (const [key, s] of stale) if (s.eventCd === scope.eventCd) stale.delete(key);
      for (const [key, eventCd] of eventOfKey) {
        if (eventCd === scope.eventCd || stale.size >= 1000) continue;
        const page = cache.get(key);
        if (page) stale.set(key, { page, eventCd });
      }
    }
    eventOfKey.clear();
    cache.clear();
  });
  // concurrent misses of one page wait for one render (issue 29, server/single-flight.ts)
  const rendering = new SingleFlight<Rendered>();

  // a stand-in renderer without a route table (tests): every path a page in its own spelling
  const noRoute: RouteOfPath = () => ({ kind: 'page', query: [], uploads: false, canonical: true });
  const { render, queryOf, routeOf, routeOfNow } = opts.render
    ? {
        render: opts.render,
        queryOf: async (pathname: string) => (opts.queryOf ?? (() => []))(pathname),
        routeOf: async (pathname: string) => (opts.routeOf ?? noRoute)(pathname),
        routeOfNow: opts.routeOf ?? noRoute,
      }
    : await loadRenderer(opts, dev);
  const uploadsAt: UploadsAt = (pathname) => routeOfNow(pathname).uploads;

  const apiBase = `${config.API_BASE_URL}${config.API_PREFIX}`;
  // production: the pages' CSS goes into the HTML (Vite serves it in development)
  const readCss = dev || opts.render ? undefined : cssReader(path.join(opts.buildDir ?? 'build', 'client'));
  const visitorAddress = clientAddressOf(config.TRUST_PROXY);
  /**
   * The API transport of one page request. Calls made for the visitor (the contact form's
   * action) carry who they are: the user agent as a header, the address in process as the
   * call's env (never a header the network could send), or, to another API server, as the
   * X-Forwarded-For hop a server with TRUST_PROXY reads.
   */
  const apiFor = (c: Context): ApiRequest => {
    const address = visitorAddress(c);
    const userAgent = c.req.header('user-agent');
    // the staff console's calls act for the signed-in staff member: their session cookie, and
    // where their page's form came from (the admin API checks both: docs/admin-api.md)
    // (the session cookie, and the device cookie the sign-in reads: `__Host-` named on https)
    const secureCookies = config.SITE_ORIGIN?.startsWith('https:') ?? false;
    const staffCookie = staffCookieHeader(c.req.header('cookie'), secureCookies);
    const origin = c.req.header('origin');
    const fetchSite = c.req.header('sec-fetch-site');
    const site = requestOrigin(config, c);
    const siteHost = site ? new URL(site).host : null;
    const withVisitor = (p: string, init: RequestInit, forwarded: boolean): RequestInit => {
      const headers = new Headers(init.headers);
      if (userAgent) headers.set('user-agent', userAgent);
      if (forwarded && address !== 'unknown') headers.set('x-forwarded-for', address);
      if (p.startsWith('/admin/') || p === '/admin') {
        // the admin API compares the form's Origin with the site's origin, which in process it
        // reads from the Host: the page request's own, already checked (server/site-origin.ts)
        if (siteHost) headers.set('host', siteHost);
        if (staffCookie) headers.set('cookie', staffCookie);
        if (origin) headers.set('origin', origin);
        if (fetchSite) headers.set('sec-fetch-site', fetchSite);
      }
      return { ...init, headers };
    };
    return config.API_BASE_URL
      ? (p, init) => fetch(`${apiBase}${p}`, withVisitor(p, init, true))
      : (p, init) => opts.apiRequest(p, withVisitor(p, init, false), { visitorAddress: address });
  };
  /** the direct calls of one page request, made for its visitor (as apiFor's in-process calls) */
  const directFor = (
    c: Context,
  ):
    | ((route: string, params: Readonly<Record<string, string>>, body: unknown) => Promise<DirectAnswer | null>)
    | undefined => {
    const direct = opts.direct;
    if (config.API_BASE_URL || !direct) return undefined;
    const visitor = { address: visitorAddress(c), userAgent: c.req.header('user-agent') };
    return (route, params, body) => direct(route, params, body, visitor);
  };
  const logApiError = (p: string, code: string, message: string) =>
    logger.warn({ api: p, code, message }, 'api call from a page failed');

  // the policy is the same for every response but for its nonce: build it once
  // (the nonce is in it more than once: scripts and style elements)
  const cspParts = pageCsp(config, '\u0000', dev).split('\u0000');
  const csp = (nonce: string) => cspParts.join(nonce);
  const varyOf = (pathname: string) =>
    // pages in the default language depend on the lang cookie and Accept-Language
    pathLang(pathname) ? 'Accept-Encoding' : 'Cookie, Accept-Language, Accept-Encoding';

  // the parameters each path reads, remembered in production (matching the page table costs more than a cache hit)
  const readByPath = new LRUCache<string, readonly string[]>({ max: 10_000 });
  const readOf = async (pathname: string): Promise<readonly string[]> => {
    if (dev) return queryOf(pathname); // (the page table may change under Vite)
    let read = readByPath.get(pathname);
    if (!read) {
      read = await queryOf(pathname);
      readByPath.set(pathname, read);
    }
    return read;
  };

  // the route each path reaches, remembered in production as the parameters are
  const routeByPath = new LRUCache<string, PageRoute>({ max: 10_000 });
  const routeFor = async (pathname: string): Promise<PageRoute> => {
    if (dev) return routeOf(pathname);
    let route = routeByPath.get(pathname);
    if (!route) {
      route = await routeOf(pathname);
      routeByPath.set(pathname, route);
    }
    return route;
  };

  const handler: Handler = async (c) => {
    // the origin of every absolute link, never an unchecked Host (server/site-origin.ts)
    const origin = requestOrigin(config, c);
    if (origin === null) return plainAnswer(400, 'Bad request: this server does not answer for that host.');
    const url = new URL(c.req.url);
    const head = c.req.method === 'HEAD';

    // the language switch without JavaScript: remember the choice, go to the page
    if (url.pathname === '/lang' && c.req.method === 'GET') {
      const to = url.searchParams.get('to') === 'en' ? 'en' : 'zh';
      return new Response(null, {
        status: 303,
        headers: {
          ...SECURITY_HEADERS,
          Location: safeNext(url.searchParams.get('next'), origin),
          'Set-Cookie': `${LANG_COOKIE}=${to}; Path=/; Max-Age=31536000; SameSite=Lax`,
          'Cache-Control': 'no-store',
        },
      });
    }

    // the staff console is never cached, never indexed (it is the signed-in staff member's own):
    // its paths in every spelling React Router renders them (any case, percent-encoded, .data)
    const console = isConsolePath(url.pathname);
    // staff's requests are theirs on any page: neither read from nor kept in the cache
    const staff = isStaffRequest(c.req.header('cookie'), c.req.header('authorization'));
    // only a public page or file route asked in its own spelling is a cache entry: its key is
    // then the path the router matches (app/lib/pages.ts routeOf), never another spelling of it
    const route = await routeFor(url.pathname);
    const cacheable =
      cacheOn &&
      !console &&
      !staff &&
      (c.req.method === 'GET' || head) &&
      (route.kind === 'page' || route.kind === 'file') &&
      route.canonical;
    // what the page sees: this site's origin and, on a read, only the parameters its route
    // reads, so a query nobody reads neither renders nor takes a cache entry (a write keeps its
    // query: React Router reads `?index` on form posts)
    const search = c.req.method === 'GET' || head ? readQuery(url, await readOf(url.pathname)) : url.search;
    const target = `${origin}${url.pathname}${search}`;
    const key = `${resolveRequestLang(c.req.raw)}|${target}`;
    if (cacheable) {
      const hit = cache.get(key);
      if (hit) return sendCached(c, hit, head);
    }
    // a form posted to a page: read within its route's limits before React Router sees it
    // (413 over them, 415 for a body that is not a form, 400 for a broken one: never a 500)
    let request: Request;
    let form: ReceivedForm | null = null;
    let formData: FormData | undefined;
    if (WRITES.has(c.req.method)) {
      try {
        const limits = formLimitsOf(
          bodyKindOf(url.pathname, config.API_PREFIX, () => route.uploads),
          config,
        );
        ({ request, form, data: formData } = await boundedWrite(c, target, limits));
      } catch (err) {
        if (err instanceof BodyError) {
          return bodyErrorAnswer(err, {
            ...SECURITY_HEADERS,
            ...(console ? { 'X-Robots-Tag': 'noindex, nofollow' } : {}),
          });
        }
        throw err;
      }
    } else {
      request = target === c.req.url ? c.req.raw : rebase(c.req.raw, target);
    }

    // (a page begun before a content change is not kept: TtlCache.generation)
    const generation = cache.generation;
    const make = async (rendered: Request = request): Promise<Rendered> => {
      const nonce = crypto.randomBytes(16).toString('base64');
      // a page built while an API call failed shows empty states (docs/product.md §8): no cache keeps it
      let apiFailed = false;
      const logFailure = (p: string, code: string, message: string) => {
        apiFailed = true;
        logApiError(p, code, message);
      };
      let response: Response;
      // the page's HTML as the entry rendered it (app/entry.server.tsx): no body to read back
      let taken: { response: Response; html: Buffer } | undefined;
      try {
        response = await render(rendered, {
          api: apiFor(c),
          apiDirect: directFor(c),
          apiBase,
          nonce,
          logApiError: logFailure,
          readCss,
          form: formData,
          takeHtml: (r, html) => {
            taken = { response: r, html };
          },
        });
      } finally {
        // the action is done with the form's files by now (an upload streamed them to the API)
        await form?.dispose();
      }
      const headers = new Headers(response.headers);
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) headers.set(name, value);
      headers.set('Content-Security-Policy', csp(nonce));
      headers.set('Vary', varyOf(url.pathname));
      if (apiFailed || console) headers.set('Cache-Control', 'no-store');
      if (console) headers.set('X-Robots-Tag', 'noindex, nofollow');
      if (staff) headers.set('Cache-Control', 'private, no-store');
      if (!headers.has('cache-control')) {
        headers.set(
          'Cache-Control',
          response.status === 200 && !headers.has('set-cookie')
            ? 'public, max-age=0, s-maxage=60, stale-while-revalidate=600'
            : 'no-store',
        );
      }
      const type = headers.get('content-type') ?? '';
      // (its UTF-8 bytes as React wrote them, never decoded: kept and sent as they are)
      const bytes = async () => (taken?.response === response ? taken.html : Buffer.from(await response.text()));
      const entries = () => {
        const list: [string, string][] = [];
        headers.forEach((value, name) => list.push([name, value]));
        return list;
      };
      if (
        cacheable &&
        !apiFailed &&
        response.status === 200 &&
        !headers.has('set-cookie') &&
        CACHEABLE_TYPES.test(type)
      ) {
        // kept whole, nonce included: see docs/decisions/0003-page-cache-and-csp-nonce.md
        const html = await bytes();
        const sent = type.startsWith('text/html') ? lowPriorityScripts(html) : html;
        const stored = entries();
        // (what those who wait for this render are sent is the kept entry itself: one compression
        // per encoding for them and every later hit; docs/decisions/0040)
        const page = cache.set(key, { status: 200, headers: stored, body: sent }, generation);
        const eventCd = eventOfPath(url.pathname);
        if (eventCd !== null && generation === cache.generation) {
          if (eventOfKey.size >= 10_000) eventOfKey.clear();
          eventOfKey.set(key, eventCd);
        }
        return { kind: 'text', status: 200, headers: stored, body: sent, kept: true, share: true, page };
      }
      if (type.startsWith('text/html') && response.body) {
        const body = lowPriorityScripts(await bytes());
        // (an error or not-found page too: those who waited for it get it; never one that sets cookies)
        return {
          kind: 'text',
          status: response.status,
          headers: entries(),
          body,
          kept: false,
          share: cacheable && !headers.has('set-cookie'),
        };
      }
      return { kind: 'raw', response: new Response(response.body, { status: response.status, headers }) };
    };
    const answerOf = (done: Rendered): Response => {
      if (done.kind === 'raw') return done.response;
      const headers = new Headers(done.headers);
      if (done.kept) headers.set('X-Page-Cache', 'miss');
      // (the bytes as they are: Node writes them with their length, nothing encoded again)
      return new Response(head ? null : (done.body as Uint8Array<ArrayBuffer>), { status: done.status, headers });
    };
    if (!cacheable) return answerOf(await make());
    // a page of another event than a scoped change's, still young: served as it was while one
    // render makes it anew (decision 0022); that render is the request's own, without its signal
    const old = stale.get(key);
    if (old) {
      if (Date.now() - old.page.storedAt <= ttlMs) {
        rendering
          .run(`stale|${generation}|${key}`, async () => {
            try {
              return await make(new Request(target, { method: 'GET', headers: c.req.raw.headers }));
            } finally {
              if (stale.get(key) === old) stale.delete(key);
            }
          })
          .catch((err: unknown) => logger.warn({ err, page: key }, 'rendering a stale page anew failed'));
        return sendCached(c, old.page, head, 'stale');
      }
      stale.delete(key);
    }
    // concurrent misses of one page wait for the first one's render and get its answer (or its
    // error); staff never come here (not cacheable). Keyed by method too: a HEAD's render is not a GET's
    let lead = false;
    const done = await rendering.run(`${generation}|${c.req.method}|${key}`, () => {
      lead = true;
      return make();
    });
    if (done.kind === 'text' && done.share && (done.kept || !lead)) {
      done.page ??= { status: done.status, headers: done.headers, body: done.body };
      // the render's own request too, when it was kept: compressed once for all (decision 0040)
      return sendCached(c, done.page, head, lead ? 'miss' : 'wait');
    }
    if (lead) return answerOf(done);
    // an answer only its own request may have: render this one's
    return answerOf(await make());
  };

  return { handler, cache, uploadsAt };
}
