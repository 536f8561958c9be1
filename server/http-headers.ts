/**
 * Security headers and response compression for every response.
 *
 * Both are written so that a plain answer (an API call, a static file) stays on
 * @hono/node-server's fast path: headers are prepared before the handler runs, and a response
 * is only touched afterwards when the client accepts a compressed encoding.
 */
import type { ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { Context, MiddlewareHandler } from 'hono';
import type { Config } from './config.js';
import { embedFrameSources } from '../shared/video-url.js';

export const SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'X-Frame-Options': 'SAMEORIGIN',
};

/** the CSP of anything that is not a page (pages send their own, with a nonce) */
export const DEFAULT_CSP = "default-src 'none'; frame-ancestors 'self'; base-uri 'none'";

/** HSTS: a year, subdomains included (no `preload`: that is a decision for the domain's owner) */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The Strict-Transport-Security value when the site is served over https (SITE_ORIGIN starts with
 * https://), null otherwise: a site on http, or on no fixed origin (development, tests), never sends
 * it. Behind a TLS-terminating proxy the app sees plain http but SITE_ORIGIN says https: it sends
 * the header, and the proxy passes it on (README, "HTTPS").
 */
export function strictTransportSecurity(config: Partial<Pick<Config, 'SITE_ORIGIN'>>): string | null {
  return config.SITE_ORIGIN?.startsWith('https://') ? HSTS : null;
}

/**
 * Prepares the security headers, a default CSP and `Vary: Accept-Encoding`. A handler that
 * returns its own Response object (the page renderer) sets these itself: see server/pages.ts.
 * With `config` and an https SITE_ORIGIN, every answer carries HSTS: set on Node's response too
 * (so an answer written straight to the socket, a cached page, has it) and on the Response after
 * the handler (one the handler made itself).
 */
export function securityHeaders(config?: Partial<Pick<Config, 'SITE_ORIGIN'>>): MiddlewareHandler {
  const hsts = config ? strictTransportSecurity(config) : null;
  return async (c, next) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.header(name, value);
    c.header('Content-Security-Policy', DEFAULT_CSP);
    c.header('Vary', 'Accept-Encoding');
    if (!hsts) return next();
    c.header('Strict-Transport-Security', hsts);
    const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
    if (outgoing && !outgoing.headersSent) outgoing.setHeader('Strict-Transport-Security', hsts);
    await next();
    if (!c.res.headers.has('strict-transport-security')) {
      try {
        c.res.headers.set('Strict-Transport-Security', hsts);
      } catch {
        // (an answer with immutable headers, from fetch(): Node's response has it already)
      }
    }
  };
}

/** the origin of an absolute http(s) URL, '' for a path or anything else */
function originOf(url: string): string {
  try {
    return url && /^https?:/.test(url) ? new URL(url).origin : '';
  } catch {
    return '';
  }
}

/**
 * The Content-Security-Policy of a page (server/pages.ts sends it): scripts only from this origin
 * or with the response's nonce; `<style>` elements likewise (the first page's CSS is inlined with
 * the nonce: app/components/document-links.tsx), style attributes allowed (React writes them:
 * positions, widths, progress; decision 0014); frames from this site, the announcements' origin
 * and the allowed video players (VIDEO_EMBED_HOSTS, the one video rule: shared/video-url.ts).
 * In development Vite injects scripts and styles: inline allowed there.
 */
export function buildPageCsp(
  config: Pick<Config, 'API_BASE_URL' | 'MAP_TILE_URL' | 'ANNOUNCEMENT_BASE_URL' | 'VIDEO_EMBED_HOSTS'>,
  nonce: string,
  dev: boolean,
): string {
  const api = originOf(config.API_BASE_URL);
  const tiles = originOf(config.MAP_TILE_URL.replace(/\{s\}/g, 'a'));
  const announcements = originOf(config.ANNOUNCEMENT_BASE_URL);
  const players = embedFrameSources(config.VIDEO_EMBED_HOSTS).join(' ');
  const scripts = dev ? `'self' 'unsafe-inline' 'unsafe-eval'` : `'self' 'nonce-${nonce}'`;
  const styles = dev
    ? [`style-src 'self' 'unsafe-inline'`]
    : [
        // (a browser without the CSP 3 directives below keeps this one: today's policy)
        `style-src 'self' 'unsafe-inline'`,
        `style-src-elem 'self' 'nonce-${nonce}'`,
        `style-src-attr 'unsafe-inline'`,
      ];
  return [
    `default-src 'self'`,
    `script-src ${scripts}`,
    ...styles,
    `img-src 'self' data: blob: ${tiles}`.trim(),
    `media-src 'self' blob:`,
    `font-src 'self' data:`,
    `connect-src 'self' ${api} ${dev ? 'ws: wss:' : ''}`.trim(),
    `frame-src 'self' ${announcements} ${players}`.replace(/\s+/g, ' ').trim(),
    `frame-ancestors 'self'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `object-src 'none'`,
  ].join('; ');
}

/** what Node's HTTP layer refuses in a header value (it would fail the answer half-written) */
const UNSENDABLE = /[^\t\x20-\x7e\x80-\xff]/;

/**
 * Outermost: an answer with a header value Node cannot write (a control or non-Latin-1
 * character: a Location built from the query) would fail while being written, leaving a 500
 * with no headers and no body. It is replaced here by `failure()`, a complete answer.
 */
export function sendableHeaders(
  failure: () => Response,
  onBad?: (c: Context, name: string) => void,
): MiddlewareHandler {
  return async (c, next) => {
    await next();
    for (const [name, value] of c.res.headers) {
      if (UNSENDABLE.test(value)) {
        onBad?.(c, name);
        c.res = undefined;
        c.res = failure();
        return;
      }
    }
  };
}

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/i;
const THRESHOLD = 1024;

/** the encoding to use: brotli, else gzip, when the client accepts it (q > 0) */
export function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return null;
}

/** gzip or brotli for text responses of 1 KB and more, streamed */
export function compression(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const encoding = chooseEncoding(c.req.header('Accept-Encoding'));
    if (!encoding || c.req.method === 'HEAD') return;
    const res = c.res;
    const type = res.headers.get('Content-Type') ?? '';
    const length = res.headers.get('Content-Length');
    if (
      res.status === 204 ||
      res.status === 206 ||
      res.status === 304 ||
      !COMPRESSIBLE.test(type) ||
      res.headers.has('Content-Encoding') ||
      (length !== null && Number(length) < THRESHOLD) ||
      /no-transform/i.test(res.headers.get('Cache-Control') ?? '') ||
      !res.body
    ) {
      return;
    }
    const compressor =
      encoding === 'br'
        ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
        : zlib.createGzip({ level: 6 });
    const body = Readable.fromWeb(res.body as WebReadableStream).pipe(compressor);
    const headers = new Headers(res.headers);
    headers.delete('Content-Length');
    headers.set('Content-Encoding', encoding);
    c.res = undefined;
    c.res = new Response(Readable.toWeb(body) as ReadableStream, { status: res.status, headers });
  };
}
