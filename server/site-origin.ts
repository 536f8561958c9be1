/**
 * Which origin a request is for, and which requests are answered at all (issue 17, findings 1
 * and 5; docs/decisions/0010-host-and-origin.md).
 *
 * - With SITE_ORIGIN set, every absolute link is built on it, and only requests whose Host is
 *   SITE_ORIGIN's host or one of ALLOWED_HOSTS are answered.
 * - Without it (a local run), requests to localhost, 127.0.0.1 or [::1] on the server's own port
 *   (and to ALLOWED_HOSTS) are answered with links to that address, over http.
 * - An absolute-form request target (`GET http://host/path HTTP/1.1`) is never answered.
 * - A write (any method but GET, HEAD and OPTIONS) a browser sends from another site is refused.
 */
import type { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import type { Config } from './config.js';
import { DEFAULT_CSP, SECURITY_HEADERS } from './http-headers.js';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);
const HOST_SYNTAX =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/** `host` as the URL parser writes it for `scheme` (lower case, no default port), or null */
function normalHost(host: string, scheme: string): string | null {
  if (!HOST_SYNTAX.test(host)) return null;
  try {
    return new URL(`${scheme}//${host}`).host;
  } catch {
    return null;
  }
}

function incomingOf(c: Context): IncomingMessage | undefined {
  return (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
}

/**
 * The origin this request's page is built for, or null when the request is not for this site
 * (a Host that is not ours, an absolute-form target). In process (app.request, no socket) the
 * request URL's host stands for the Host header.
 */
export function requestOrigin(config: Config, c: Context): string | null {
  const incoming = incomingOf(c);
  if (incoming && typeof incoming.url === 'string' && !incoming.url.startsWith('/')) return null;
  // (@hono/node-server builds the URL on the Host header, and refuses a request without one)
  const hostHeader = c.req.header('host') ?? new URL(c.req.url).host;
  if (!hostHeader) return null;
  if (config.SITE_ORIGIN) {
    const site = new URL(config.SITE_ORIGIN);
    const host = normalHost(hostHeader, site.protocol);
    if (host === null) return null;
    if (host === site.host) return config.SITE_ORIGIN;
    return config.ALLOWED_HOSTS.some((h) => normalHost(h, site.protocol) === host) ? config.SITE_ORIGIN : null;
  }
  const host = normalHost(hostHeader, 'http:');
  if (host === null) return null;
  if (config.ALLOWED_HOSTS.some((h) => normalHost(h, 'http:') === host)) return `http://${host}`;
  const url = new URL(`http://${host}`);
  if (!LOOPBACK.has(url.hostname)) return null;
  const localPort = incoming?.socket?.localPort;
  if (localPort !== undefined && String(localPort) !== (url.port || '80')) return null;
  return url.origin;
}

/** a plain-text answer with the security headers, never cached: for refusals and failures */
export function plainAnswer(status: number, text: string, headers: Record<string, string> = {}): Response {
  return new Response(text, {
    status,
    headers: {
      ...SECURITY_HEADERS,
      'Content-Security-Policy': DEFAULT_CSP,
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      ...headers,
    },
  });
}

/**
 * 400 for a request that is not for this site (its Host, or an absolute-form target). /healthz
 * is exempt: it holds no link, and load balancers ask for it by address.
 */
export function hostGuard(config: Config): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.path !== '/healthz' && requestOrigin(config, c) === null) {
      return plainAnswer(400, 'Bad request: this server does not answer for that host or request target.');
    }
    await next();
  };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a write comes from a page of another site, by the headers browsers set and pages
 * cannot: Sec-Fetch-Site other than same-origin (or none: typed by the person), or an Origin
 * that is not this site's (the site's origin, or the very host the request was sent to). A
 * request with neither header (curl, scripts, old browsers) is not a cross-site one.
 */
export function isCrossSite(config: Config, c: Context): boolean {
  const fetchSite = c.req.header('sec-fetch-site');
  if (fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none') return true;
  const origin = c.req.header('origin');
  if (origin === undefined) return false;
  const ours = requestOrigin(config, c);
  if (ours !== null && origin === ours) return false;
  if (!URL.canParse(origin)) return true;
  const from = new URL(origin);
  if (from.origin !== origin.replace(/\/$/, '')) return true; // 'null' and other opaque origins
  const host = c.req.header('host') ?? new URL(c.req.url).host;
  return ours === null || normalHost(host, from.protocol) !== from.host;
}

/** refuses cross-site writes (see isCrossSite) with 403: `refuse` answers in the caller's format */
export function sameSiteWrites(
  config: Config,
  refuse: (c: Context) => Response | Promise<Response>,
): MiddlewareHandler {
  return async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method) && isCrossSite(config, c)) return refuse(c);
    await next();
  };
}
