/**
 * The Node HTTP server in front of the app: its timeouts, and an answer with the security
 * headers and a body even for a request @hono/node-server cannot turn into a web Request (a
 * malformed Host, an invalid target) or a failure outside the app's own error handler.
 */
import http from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { Hono } from 'hono';
import type { Logger } from 'pino';
import type { ViteDevServer } from 'vite';
import { plainAnswer } from './site-origin.js';

/** a whole request (headers and body) must arrive within this (Node's default is 300 s) */
export const REQUEST_TIMEOUT_MS = 30_000;
/** the headers of a request must arrive within this */
export const HEADERS_TIMEOUT_MS = 20_000;
/**
 * Idle connections are kept longer than the clients and proxies in front do (a load balancer's
 * usual 60 s): a client that reuses a socket the server has just closed gets ECONNRESET. (Node
 * times headers from a request's first byte, so an idle kept-alive socket is not cut by them.)
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

export function createHttpServer(app: Hono, opts: { vite?: ViteDevServer; logger?: Logger } = {}): http.Server {
  const listener = getRequestListener(app.fetch, {
    errorHandler: (err) => {
      if (err instanceof Error && err.name === 'RequestError') return plainAnswer(400, 'Bad request.');
      opts.logger?.error({ err }, 'request failed outside the app');
      return plainAnswer(500, 'Internal server error.');
    },
  });
  const { vite } = opts;
  const server = http.createServer((req, res) => {
    if (vite) vite.middlewares(req, res, () => listener(req, res));
    else void listener(req, res);
  });
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = HEADERS_TIMEOUT_MS;
  server.requestTimeout = REQUEST_TIMEOUT_MS;
  return server;
}
