/**
 * The Node HTTP server in front of the app: its timeouts (a request's by its route: uploads get
 * longer than the rest, server/body-rules.ts), and an answer with the security headers and a body
 * even for a request @hono/node-server cannot turn into a web Request (a malformed Host, an
 * invalid target) or a failure outside the app's own error handler.
 */
import http from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { Hono } from 'hono';
import type { Logger } from 'pino';
import type { ViteDevServer } from 'vite';
import { plainAnswer } from './site-origin.js';
import { SECURITY_HEADERS } from './http-headers.js';
import { REQUEST_TIMEOUT_MS, UPLOAD_REQUEST_TIMEOUT_MS, requestTimeoutFor, type UploadsAt } from './body-rules.js';

export { REQUEST_TIMEOUT_MS, UPLOAD_REQUEST_TIMEOUT_MS } from './body-rules.js';
/** the headers of a request must arrive within this */
export const HEADERS_TIMEOUT_MS = 20_000;
/**
 * Idle connections are kept longer than the clients and proxies in front do (a load balancer's
 * usual 60 s): a client that reuses a socket the server has just closed gets ECONNRESET. (Node
 * times headers from a request's first byte, so an idle kept-alive socket is not cut by them.)
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

export interface HttpServerOptions {
  vite?: ViteDevServer;
  logger?: Logger;
  /** the API's prefix (config.API_PREFIX): its upload calls get the upload timeout */
  apiPrefix?: string;
  /** whether a page path's forms post files (server/pages.ts Pages.uploadsAt): they get the upload timeout */
  uploadsAt?: UploadsAt;
  /** how long a request may take to arrive whole, by its method and path (default: requestTimeoutFor) */
  timeoutFor?: (method: string, pathname: string) => number;
}

/**
 * Cuts a request whose body has not arrived whole within `ms` (Node's own requestTimeout is the
 * longest of all, the uploads'; this is each route's): 408 when nothing was answered yet, then the
 * connection is closed.
 */
function limitRequestTime(req: http.IncomingMessage, res: http.ServerResponse, ms: number): void {
  if (req.complete) return;
  const timer = setTimeout(() => {
    if (req.complete) return;
    if (!res.headersSent) {
      res.writeHead(408, {
        ...SECURITY_HEADERS,
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-store',
        Connection: 'close',
      });
      res.end('The request took too long to arrive.', () => req.socket.destroy());
    } else {
      req.socket.destroy();
    }
  }, ms);
  timer.unref();
  const clear = () => clearTimeout(timer);
  req.once('end', clear);
  req.once('close', clear);
  res.once('close', clear);
}

export function createHttpServer(app: Hono, opts: HttpServerOptions = {}): http.Server {
  const listener = getRequestListener(app.fetch, {
    errorHandler: (err) => {
      if (err instanceof Error && err.name === 'RequestError') return plainAnswer(400, 'Bad request.');
      opts.logger?.error({ err }, 'request failed outside the app');
      return plainAnswer(500, 'Internal server error.');
    },
  });
  const { vite } = opts;
  const prefix = opts.apiPrefix ?? '/api';
  const uploadsAt = opts.uploadsAt ?? (() => false);
  const timeoutFor = opts.timeoutFor ?? ((method, pathname) => requestTimeoutFor(method, pathname, prefix, uploadsAt));
  const server = http.createServer((req, res) => {
    const ms = timeoutFor(req.method ?? 'GET', (req.url ?? '/').replace(/[?#].*$/, ''));
    if (ms < server.requestTimeout || server.requestTimeout === 0) limitRequestTime(req, res, ms);
    if (vite) vite.middlewares(req, res, () => listener(req, res));
    else void listener(req, res);
  });
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = HEADERS_TIMEOUT_MS;
  // Node's own limit: the longest a request may take (an upload's); each route's is set above
  server.requestTimeout = Math.max(REQUEST_TIMEOUT_MS, UPLOAD_REQUEST_TIMEOUT_MS);
  return server;
}

/**
 * Stops `server` gracefully: no new connection, the requests in flight finish, then `done`; after
 * `timeoutMs` the connections still open are cut. Kept-alive connections are closed as soon as
 * they are idle, checked every 50 ms until the server has closed: `server.close()` closes the
 * idle ones once, and a connection whose answer was still going out at that moment (a client's
 * last request, a health check) was not idle yet and held the stop for the whole timeout.
 */
export function stopGracefully(
  server: http.Server,
  { timeoutMs, onForced, done }: { timeoutMs: number; onForced?: () => void; done: () => void },
): void {
  const force = setTimeout(() => {
    onForced?.();
    server.closeAllConnections();
  }, timeoutMs);
  force.unref();
  const idle = setInterval(() => server.closeIdleConnections(), 50);
  idle.unref();
  server.close(() => {
    clearTimeout(force);
    clearInterval(idle);
    done();
  });
  server.closeIdleConnections();
}
