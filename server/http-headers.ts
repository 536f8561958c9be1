/**
 * Security headers and response compression for every response.
 *
 * Both are written so that a plain answer (an API call, a static file) stays on
 * @hono/node-server's fast path: headers are prepared before the handler runs, and a response
 * is only touched afterwards when the client accepts a compressed encoding.
 */
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { Context, MiddlewareHandler } from 'hono';

export const SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'X-Frame-Options': 'SAMEORIGIN',
};

/** the CSP of anything that is not a page (pages send their own, with a nonce) */
export const DEFAULT_CSP = "default-src 'none'; frame-ancestors 'self'; base-uri 'none'";

/**
 * Prepares the security headers, a default CSP and `Vary: Accept-Encoding`. A handler that
 * returns its own Response object (the page renderer) sets these itself: see server/pages.ts.
 */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.header(name, value);
    c.header('Content-Security-Policy', DEFAULT_CSP);
    c.header('Vary', 'Accept-Encoding');
    await next();
  };
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
