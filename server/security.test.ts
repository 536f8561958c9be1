/**
 * Findings 1, 2, 3, 5 (the form route), 7 and 8 of issue 17's penetration test, against the real
 * application (createApp with the page layer of createPages) served by the real HTTP server
 * (createHttpServer) on a loopback port. The page renderer is a stand-in that answers with the
 * URL it was handed (as the app's routes build every absolute link from `request.url`), so these
 * tests need no production build.
 */
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app.js';
import { createHttpServer } from './http-server.js';
import { createLogger } from './logger.js';
import { createPages } from './pages.js';
import { openTestDb } from '../tests/helpers/test-db.js';
import { testConfig } from '../tests/helpers/test-app.js';
import type { Db } from './db/client.js';
import type { Config } from './config.js';
import { queryOf } from '../app/lib/pages.js';

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** one request as written, over a socket of its own (absolute-form targets, odd Host headers) */
function raw(
  port: number,
  target: string,
  headers: Record<string, string> = {},
  method = 'GET',
  body?: string,
): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path: target, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (b: Buffer) => chunks.push(b));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** bytes as written, for a request line or header Node's client would not send */
function rawBytes(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(text));
    const chunks: Buffer[] = [];
    socket.on('data', (b) => chunks.push(b));
    socket.on('end', () => resolve(Buffer.concat(chunks).toString()));
    socket.on('error', reject);
  });
}

interface Site {
  port: number;
  origin: string;
  config: Config;
  /** the URLs the stand-in renderer was handed, in order */
  renders: string[];
  close(): Promise<void>;
}

async function startSite(handle: Db, env: Record<string, string> = {}): Promise<Site> {
  const config = testConfig({ env: { PAGE_CACHE_TTL_MS: '60000', ...env } });
  const logger = createLogger('silent');
  const renders: string[] = [];
  const pages = await createPages({
    config,
    logger,
    apiRequest: async () => new Response('{}'),
    mode: 'production',
    cacheTtlMs: config.PAGE_CACHE_TTL_MS,
    queryOf,
    // every absolute link of the app is built from request.url: answer with it
    render: async (request) => {
      renders.push(request.url);
      const url = new URL(request.url);
      if (url.pathname === '/robots.txt')
        return new Response(`User-agent: *\nSitemap: ${url.origin}/sitemap.xml\n`, {
          headers: { 'Content-Type': 'text/plain; charset=utf-8' },
        });
      if (url.pathname === '/contact' && request.method === 'POST') return new Response('sent', { status: 200 });
      if (url.pathname === '/boom') throw new Error('the renderer failed');
      // a header Node cannot write (as /lang's Location was, built from ?next=/%E3%80%82)
      if (url.pathname === '/bad-header') return new Response(null, { status: 303, headers: { Location: '/\u3002' } });
      return new Response(`<!doctype html><link rel="canonical" href="${url.href}"><p>${url.search}</p>`, {
        headers: { 'Content-Type': 'text/html; charset=utf-8' },
      });
    },
  });
  const app = createApp({ config, handle, logger, pages: pages.handler, clientDir: 'public' });
  const server = createHttpServer(app, { logger });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    config,
    renders,
    close: () => new Promise((r) => server.close(() => r())),
  };
}

describe('issue 17: Host header, request target and the page cache (finding 1)', () => {
  let handle: Db;
  let local: Site;
  let live: Site;
  beforeAll(async () => {
    handle = await openTestDb('sqlite');
    local = await startSite(handle);
    live = await startSite(handle, { SITE_ORIGIN: 'https://sailfish.example', ALLOWED_HOSTS: 'www.sailfish.example' });
  });
  afterAll(async () => {
    await local?.close();
    await live?.close();
    await handle?.close();
  });

  it('refuses a foreign Host with 400, and the next visitor gets the loopback links', async () => {
    const poisoned = await raw(local.port, '/product-tracking-changelog', { host: 'attacker.example' });
    expect(poisoned.status).toBe(400);
    expect(poisoned.headers['x-content-type-options']).toBe('nosniff');
    const page = await raw(local.port, '/product-tracking-changelog', { host: `127.0.0.1:${local.port}` });
    expect(page.status).toBe(200);
    expect(page.body).toContain(`href="http://127.0.0.1:${local.port}/product-tracking-changelog"`);
    expect(page.body).not.toContain('attacker');
  });

  it('refuses an absolute-form request target with 400', async () => {
    const res = await raw(local.port, 'http://attacker.example/events', { host: `127.0.0.1:${local.port}` });
    expect(res.status).toBe(400);
    const same = await raw(local.port, `http://127.0.0.1:${local.port}/events`, { host: `127.0.0.1:${local.port}` });
    expect(same.status).toBe(400);
    const page = await raw(local.port, '/events', { host: `127.0.0.1:${local.port}` });
    expect(page.body).not.toContain('attacker');
  });

  it('without SITE_ORIGIN serves localhost, 127.0.0.1 and [::1] on its own port only, each with its own links', async () => {
    for (const host of [`localhost:${local.port}`, `127.0.0.1:${local.port}`, `[::1]:${local.port}`]) {
      const res = await raw(local.port, '/robots.txt', { host });
      expect(res.status, host).toBe(200);
      expect(res.body).toContain(`Sitemap: http://${host}/sitemap.xml`);
    }
    expect((await raw(local.port, '/robots.txt', { host: 'localhost:1' })).status).toBe(400);
    expect((await raw(local.port, '/robots.txt', { host: 'localhost' })).status).toBe(400);
    expect((await raw(local.port, '/robots.txt', { host: `10.0.0.1:${local.port}` })).status).toBe(400);
  });

  it('with SITE_ORIGIN links go to it, its host and ALLOWED_HOSTS are served, any other Host is 400', async () => {
    const res = await raw(live.port, '/robots.txt', { host: 'sailfish.example' });
    expect(res.status).toBe(200);
    expect(res.body).toContain('Sitemap: https://sailfish.example/sitemap.xml');
    const alias = await raw(live.port, '/events', { host: 'www.sailfish.example' });
    expect(alias.status).toBe(200);
    expect(alias.body).toContain('href="https://sailfish.example/events"');
    expect((await raw(live.port, '/events', { host: `127.0.0.1:${live.port}` })).status).toBe(400);
    expect((await raw(live.port, '/events', { host: 'attacker.example' })).status).toBe(400);
    // a load balancer's health check by address
    expect((await raw(live.port, '/healthz', { host: `10.1.2.3:${live.port}` })).status).toBe(200);
  });

  it('a request Node cannot parse into a URL still gets a body and the security headers', async () => {
    const text = await rawBytes(local.port, 'GET /events HTTP/1.1\r\nHost: a b\r\nConnection: close\r\n\r\n');
    expect(text).toMatch(/^HTTP\/1\.1 400/);
    expect(text.toLowerCase()).toContain('x-content-type-options: nosniff');
    expect(text.toLowerCase()).toContain('content-security-policy:');
  });
});

describe('issue 17: /lang redirect and error answers (findings 2 and 3)', () => {
  let handle: Db;
  let site: Site;
  beforeAll(async () => {
    handle = await openTestDb('sqlite');
    site = await startSite(handle);
  });
  afterAll(async () => {
    await site?.close();
    await handle?.close();
  });

  const lang = (next: string) => raw(site.port, `/lang?to=en&next=${next}`, { host: `127.0.0.1:${site.port}` });

  it('sends back only a path and query of this site', async () => {
    const cases: [string, string][] = [
      ['/%09/evil.example', '/'],
      ['//evil.example', '/'],
      ['/%5C/evil.example', '/'],
      ['%5C%5Cevil.example', '/'],
      ['https://evil.example/x', '/'],
      ['javascript:alert(1)', '/'],
      ['/%0d%0aX:1', '/'],
      ['/x%00y', '/'],
      ['/%C2%85', '/'],
      [encodeURIComponent(`http://127.0.0.1:${site.port}/events?q=1#top`), '/events?q=1'],
      [encodeURIComponent('/events-en?tab=2'), '/events-en?tab=2'],
      ['/%E3%80%82', '/%E3%80%82'],
    ];
    for (const [next, location] of cases) {
      const res = await lang(next);
      expect(res.status, next).toBe(303);
      expect(res.headers.location, next).toBe(location);
      expect(String(res.headers['set-cookie'])).toContain('lang=en');
    }
  });

  it('answers a failure with a body and the security headers, whatever failed', async () => {
    for (const target of ['/boom', '/bad-header']) {
      const res = await raw(site.port, target, { host: `127.0.0.1:${site.port}` });
      expect(res.status, target).toBe(500);
      expect(res.body, target).toBe('Internal server error.');
      expect(res.headers['x-content-type-options'], target).toBe('nosniff');
      expect(res.headers['x-frame-options'], target).toBe('SAMEORIGIN');
      expect(res.headers['content-security-policy'], target).toBeDefined();
    }
  });
});

describe('issue 17: query strings and the page cache (finding 7)', () => {
  let handle: Db;
  let site: Site;
  beforeAll(async () => {
    handle = await openTestDb('sqlite');
    site = await startSite(handle);
  });
  afterAll(async () => {
    await site?.close();
    await handle?.close();
  });
  const get = (target: string) => raw(site.port, target, { host: `127.0.0.1:${site.port}` });

  it('parameters no route reads neither render nor make entries; those it reads do', async () => {
    const before = site.renders.length;
    for (let i = 0; i < 20; i++) expect((await get(`/events?utm=${i}&x${i}=1`)).status).toBe(200);
    expect(site.renders.length - before).toBe(1);
    expect(site.renders.at(-1)).toBe(`${site.origin}/events`);
    const first = await get('/events?q=optimist&nobody=1');
    expect(first.headers['x-page-cache']).toBe('miss');
    expect(site.renders.at(-1)).toBe(`${site.origin}/events?q=optimist`);
    expect(first.body).toContain(`href="${site.origin}/events?q=optimist"`);
    expect((await get('/events?nobody=2&q=optimist')).headers['x-page-cache']).toBe('hit');
    // the results pages' parameters (level, event detail)
    await get('/events/level/E1/L1?tab=races&pub=2&group=a&nat=CHN&club=c&race=3&sailor=s&levelName=x&zzz=1');
    expect(site.renders.at(-1)).toBe(
      `${site.origin}/events/level/E1/L1?club=c&group=a&nat=CHN&pub=2&race=3&sailor=s&tab=races`,
    );
    await get('/events/detail/E1?page=2&tab=photos&sailor=s&pub=1');
    expect(site.renders.at(-1)).toBe(`${site.origin}/events/detail/E1?page=2&sailor=s&tab=photos`);
  });

  it('client navigations keep what React Router reads: _routes of a data request, the route discovery query', async () => {
    await get('/events.data?q=a&_routes=routes%2Fevents&junk=1');
    expect(site.renders.at(-1)).toBe(`${site.origin}/events.data?_routes=routes%2Fevents&q=a`);
    await get('/__manifest?p=%2Fblog-details%2FN1&version=abc123');
    expect(site.renders.at(-1)).toBe(`${site.origin}/__manifest?p=%2Fblog-details%2FN1&version=abc123`);
  });
});

describe('issue 17: forms from other sites, static files and slow clients (findings 5 and 8)', () => {
  let handle: Db;
  let site: Site;
  beforeAll(async () => {
    handle = await openTestDb('sqlite');
    site = await startSite(handle);
  });
  afterAll(async () => {
    await site?.close();
    await handle?.close();
  });
  const form = { 'content-type': 'application/x-www-form-urlencoded' };

  it('the no-JavaScript contact form refuses cross-site posts and takes same-origin ones', async () => {
    const host = { host: `127.0.0.1:${site.port}` };
    const post = (headers: Record<string, string>) =>
      raw(site.port, '/contact', { ...host, ...form, ...headers }, 'POST', 'name=a');
    expect((await post({ 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await post({ 'sec-fetch-site': 'same-site' })).status).toBe(403);
    expect((await post({ origin: 'https://evil.example' })).status).toBe(403);
    expect((await post({ origin: 'null' })).status).toBe(403);
    expect((await post({ origin: site.origin, 'sec-fetch-site': 'same-origin' })).status).toBe(200);
    expect((await post({ origin: site.origin })).status).toBe(200);
    // curl and other clients without a browser's headers
    expect((await post({})).status).toBe(200);
  });

  it('static files answer 405 with Allow to POST, PUT and DELETE', async () => {
    for (const method of ['POST', 'PUT', 'DELETE']) {
      for (const target of ['/uploads/x.svg', '/assets/x.js', '/tiles/1/0/0.png']) {
        const res = await raw(site.port, target, { host: `127.0.0.1:${site.port}` }, method, '');
        expect(res.status, `${method} ${target}`).toBe(405);
        expect(res.headers.allow).toBe('GET, HEAD');
      }
    }
  });

  it('the server times out slow requests', () => {
    const server = createHttpServer(createApp({ config: site.config, handle, logger: createLogger('silent') }));
    expect(server.requestTimeout).toBe(30_000);
    expect(server.headersTimeout).toBeGreaterThan(0);
    expect(server.headersTimeout).toBeLessThanOrEqual(server.requestTimeout);
  });
});
