/**
 * The web app inside the server: React Router SSR behind the rendered-page cache, with a CSP
 * nonce per response and the language switch endpoint. In development Vite serves the app
 * with hot reload; in production the built server bundle is loaded from build/.
 */
import crypto from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Handler } from 'hono';
import type { Logger } from 'pino';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { ViteDevServer } from 'vite';
import type { Config } from './config.js';
import { NONCE_SLOT, PageCache } from './page-cache.js';
import { SECURITY_HEADERS } from './http-headers.js';
import { pathLang, resolveRequestLang, LANG_COOKIE } from '../shared/lang.js';

export type ApiRequest = (path: string, init: RequestInit) => Promise<Response>;

export interface PagesOptions {
  config: Config;
  logger: Logger;
  /** calls the API in process (used when API_BASE_URL is empty) */
  apiRequest: ApiRequest;
  mode: 'production' | 'development';
  /** production: the directory the web app was built into */
  buildDir?: string;
  /** development: Vite, in middleware mode */
  vite?: ViteDevServer;
  /** 0 turns the page cache off */
  cacheTtlMs?: number;
}

export interface Pages {
  handler: Handler;
  cache: PageCache;
}

function originOf(url: string): string {
  try {
    return url && /^https?:/.test(url) ? new URL(url).origin : '';
  } catch {
    return '';
  }
}

/** the Content-Security-Policy of a page: scripts only from this origin or with the nonce */
export function pageCsp(config: Config, nonce: string, dev: boolean): string {
  const api = originOf(config.API_BASE_URL);
  const tiles = originOf(config.MAP_TILE_URL.replace(/\{s\}/g, 'a'));
  const announcements = originOf(config.ANNOUNCEMENT_BASE_URL);
  const scripts = dev ? `'self' 'unsafe-inline' 'unsafe-eval'` : `'self' 'nonce-${nonce}'`;
  return [
    `default-src 'self'`,
    `script-src ${scripts}`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: blob: ${tiles}`.trim(),
    `media-src 'self' blob:`,
    `font-src 'self' data:`,
    `connect-src 'self' ${api} ${dev ? 'ws: wss:' : ''}`.trim(),
    `frame-src 'self' ${announcements}`.trim(),
    `frame-ancestors 'self'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `object-src 'none'`,
  ].join('; ');
}

const CACHEABLE_TYPES = /^(text\/html|text\/x-script|text\/plain|application\/xml)/;

export async function createPages(opts: PagesOptions): Promise<Pages> {
  const { config, logger } = opts;
  const dev = opts.mode === 'development';
  const cache = new PageCache({ ttlMs: opts.cacheTtlMs ?? 60_000, maxEntries: 1000, maxBytes: 64 * 1024 * 1024 });
  const cacheOn = (opts.cacheTtlMs ?? 60_000) > 0 && !dev;

  let build: ServerBuild | (() => Promise<ServerBuild>);
  if (dev) {
    const vite = opts.vite!;
    build = () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
  } else {
    const file = path.resolve(opts.buildDir ?? 'build', 'server/index.js');
    build = (await import(pathToFileURL(file).href)) as ServerBuild;
  }
  const render = createRequestHandler(build, dev ? 'development' : 'production');

  const apiBase = `${config.API_BASE_URL}${config.API_PREFIX}`;
  const api: ApiRequest = config.API_BASE_URL ? (p, init) => fetch(`${apiBase}${p}`, init) : opts.apiRequest;
  const logApiError = (p: string, code: string, message: string) =>
    logger.warn({ api: p, code, message }, 'api call from a page failed');

  const pageHeaders = (headers: Headers, nonce: string, pathname: string) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) headers.set(name, value);
    headers.set('Content-Security-Policy', pageCsp(config, nonce, dev));
    // pages in the default language depend on the lang cookie and Accept-Language
    headers.set('Vary', pathLang(pathname) ? 'Accept-Encoding' : 'Cookie, Accept-Language, Accept-Encoding');
    return headers;
  };

  const handler: Handler = async (c) => {
    const url = new URL(c.req.url);
    const nonce = crypto.randomBytes(16).toString('base64');
    const head = c.req.method === 'HEAD';

    // the language switch without JavaScript: remember the choice, go to the page
    if (url.pathname === '/lang' && c.req.method === 'GET') {
      const to = url.searchParams.get('to') === 'en' ? 'en' : 'zh';
      const next = url.searchParams.get('next') ?? '/';
      const safe = next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : '/';
      return new Response(null, {
        status: 303,
        headers: {
          ...SECURITY_HEADERS,
          Location: safe,
          'Set-Cookie': `${LANG_COOKIE}=${to}; Path=/; Max-Age=31536000; SameSite=Lax`,
          'Cache-Control': 'no-store',
        },
      });
    }

    const cacheable = cacheOn && (c.req.method === 'GET' || head);
    const key = `${resolveRequestLang(c.req.raw)}|${url.pathname}${url.search}`;
    if (cacheable) {
      const hit = cache.get(key);
      if (hit) {
        const headers = pageHeaders(new Headers(hit.headers), nonce, url.pathname);
        headers.set('X-Page-Cache', 'hit');
        return new Response(head ? null : hit.body.replaceAll(NONCE_SLOT, nonce), { status: hit.status, headers });
      }
    }

    const response = await render(c.req.raw, { api, apiBase, nonce, logApiError });
    const headers = pageHeaders(new Headers(response.headers), nonce, url.pathname);
    if (!headers.has('cache-control')) {
      headers.set(
        'Cache-Control',
        response.status === 200 && !headers.has('set-cookie')
          ? 'public, max-age=0, s-maxage=60, stale-while-revalidate=600'
          : 'no-store',
      );
    }
    const type = headers.get('content-type') ?? '';
    if (cacheable && response.status === 200 && !headers.has('set-cookie') && CACHEABLE_TYPES.test(type)) {
      const body = await response.text();
      const stored: [string, string][] = [];
      response.headers.forEach((value, name) => stored.push([name, value]));
      if (!response.headers.has('cache-control')) stored.push(['cache-control', headers.get('cache-control')!]);
      cache.set(key, { status: 200, headers: stored, body: body.replaceAll(nonce, NONCE_SLOT) });
      headers.set('X-Page-Cache', 'miss');
      return new Response(head ? null : body, { status: 200, headers });
    }
    return new Response(response.body, { status: response.status, headers });
  };

  return { handler, cache };
}
