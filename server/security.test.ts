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
import { createHttpServer, REQUEST_TIMEOUT_MS, UPLOAD_REQUEST_TIMEOUT_MS } from './http-server.js';
import { createLogger } from './logger.js';
import { createPages } from './pages.js';
import { openTestDb } from '../tests/helpers/test-db.js';
import { testConfig } from '../tests/helpers/test-app.js';
import { standIn } from '../tests/helpers/suite.js';
import type { Db } from './db/client.js';
import type { Config } from './config.js';
import { CONSOLE_ROUTES, queryOf, routeOf } from '../app/lib/pages.js';
import { requestTimeoutFor } from './body-rules.js';

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
  /** empties the page cache */
  cacheClear(): void;
  close(): Promise<void>;
}

async function startSite(
  handle: Db,
  env: Record<string, string> = {},
  serverOptions: Parameters<typeof createHttpServer>[1] = {},
): Promise<Site> {
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
    routeOf,
    // every absolute link of the app is built from request.url: answer with it
    render: async (request) => {
      renders.push(request.url);
      const url = new URL(request.url);
      if (url.pathname === '/robots.txt')
        return new Response(`User-agent: *\nSitemap: ${url.origin}/sitemap.xml\n`, {
          headers: { 'Content-Type': 'text/plain; charset=utf-8' },
        });
      if (url.pathname === '/contact' && request.method === 'POST') return new Response('sent', { status: 200 });
      // an action reads the form (as every console action does)
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        const form = await request.formData();
        return new Response(`form read: ${[...form.keys()].join(',')}`, { status: 200 });
      }
      // what the console shows signed-in staff (their data, the form's CSRF token), to anyone the
      // session cookie comes with (the real console asks the admin API)
      if (/(^|;\s*)sf_staff=/.test(request.headers.get('cookie') ?? '')) {
        return new Response(`<!doctype html><p>STAFF-ONLY messages</p><input name="_csrf" value="SECRET-CSRF">`, {
          headers: { 'Content-Type': 'text/html; charset=utf-8' },
        });
      }
      if (url.pathname === '/boom') throw new Error('the renderer failed');
      // a header Node cannot write (as /lang's Location was, built from ?next=/%E3%80%82)
      if (url.pathname === '/bad-header') return new Response(null, { status: 303, headers: { Location: '/\u3002' } });
      return new Response(`<!doctype html><link rel="canonical" href="${url.href}"><p>${url.search}</p>`, {
        headers: { 'Content-Type': 'text/html; charset=utf-8' },
      });
    },
  });
  const app = createApp({ config, handle, logger, pages: pages.handler, clientDir: 'public' });
  const server = createHttpServer(app, { logger, ...serverOptions });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    config,
    renders,
    cacheClear: () => pages.cache.clear(),
    close: () => new Promise((r) => server.close(() => r())),
  };
}

/** a site (startSite) on a new SQLite database for the describe block, opened in beforeAll and closed in afterAll */
function useSite(env: Record<string, string> = {}): { site: Site & { handle: Db } } {
  let opened: (Site & { handle: Db }) | undefined;
  beforeAll(async () => {
    const handle = await openTestDb('sqlite');
    opened = Object.assign(await startSite(handle, env), { handle });
  });
  afterAll(async () => {
    await opened?.close();
    await opened?.handle.close();
  });
  return { site: standIn('the site', () => opened) };
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
  const { site } = useSite();

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
  const { site } = useSite();
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
  const { site } = useSite();
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
    const server = createHttpServer(
      createApp({ config: site.config, handle: site.handle, logger: createLogger('silent') }),
    );
    // Node's own limit is the longest a request may take (an upload's); each route's is its own (issue 25)
    expect(server.requestTimeout).toBe(UPLOAD_REQUEST_TIMEOUT_MS);
    expect(server.headersTimeout).toBeGreaterThan(0);
    expect(server.headersTimeout).toBeLessThanOrEqual(REQUEST_TIMEOUT_MS);
  });
});

/** every console route (app/lib/pages.ts CONSOLE_ROUTES), its parameters filled: a new route is covered by itself */
const CONSOLE_PATHS = CONSOLE_ROUTES.map((r) => r.path.replace(/:(\w+)/g, 'T-$1'));
/** the spellings React Router renders a console path by: any case, percent-encoded, a data request, a trailing slash */
const spellingsOf = (p: string) => [
  p,
  p.replace('/admin', '/ADMIN'),
  p.replace('/admin', '/Admin'),
  p.replace('/admin', '/%61dmin'),
  p.replace('/admin', '/%41DM%49N'),
  `${p}.data`,
  `${p.replace('/admin', '/ADMIN')}.data`,
  `${p}/`,
];
const STAFF_COOKIE_HEADER = `sf_staff=${'s'.repeat(43)}`;

describe('issue 25: the console never reaches visitors through the page cache (finding 1)', () => {
  const { site } = useSite();
  const get = (target: string, headers: Record<string, string> = {}) =>
    raw(site.port, target, { host: `127.0.0.1:${site.port}`, ...headers });

  it('every console route, in every spelling, after a staff visit: nothing of it for a visitor', async () => {
    const failures: string[] = [];
    for (const path of CONSOLE_PATHS) {
      for (const target of spellingsOf(path)) {
        const staff = await get(target, { cookie: `lang=zh; ${STAFF_COOKIE_HEADER}` });
        if (staff.headers['cache-control'] !== 'private, no-store')
          failures.push(`staff ${target}: ${staff.headers['cache-control']}`);
        const visitor = await get(target);
        const said = `visitor ${target}: ${visitor.status} ${visitor.headers['cache-control']} ${visitor.headers['x-page-cache'] ?? ''}`;
        if (/STAFF-ONLY|SECRET-CSRF/.test(visitor.body)) failures.push(`${said} (staff data)`);
        if (/public|s-maxage/.test(visitor.headers['cache-control'] ?? ''))
          failures.push(`${said} (public cache headers)`);
        if (visitor.headers['x-page-cache'] === 'hit') failures.push(`${said} (from the cache)`);
        if (!/noindex/.test(String(visitor.headers['x-robots-tag']))) failures.push(`${said} (no noindex)`);
        if (!/no-store/.test(visitor.headers['cache-control'] ?? '')) failures.push(`${said} (not no-store)`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('staff (a session cookie or an Authorization header) neither read nor write the cache, on any page', async () => {
    const staffHeaders: Record<string, string>[] = [
      { cookie: STAFF_COOKIE_HEADER },
      { cookie: `__Host-${STAFF_COOKIE_HEADER}` },
      { authorization: 'Bearer sf_x' },
    ];
    for (const headers of staffHeaders) {
      site.renders.length = 0;
      const staff = await get('/about', headers);
      expect(staff.headers['cache-control'], JSON.stringify(headers)).toBe('private, no-store');
      expect(staff.headers['x-page-cache']).toBeUndefined();
      // not kept: the next visitor's page is rendered for them
      const visitor = await get('/about');
      expect(visitor.body).not.toContain('STAFF-ONLY');
      // and a page kept for visitors is not what staff get
      expect((await get('/about')).headers['x-page-cache']).toBe('hit');
      const again = await get('/about', headers);
      expect(again.headers['x-page-cache']).toBeUndefined();
      site.cacheClear();
    }
  });

  it('only a page asked in its own spelling is kept: /EVENTS, /%65vents and /events/ are rendered each time', async () => {
    for (const target of ['/EVENTS', '/%65vents', '/events/', '/Events.data']) {
      await get(target);
      expect((await get(target)).headers['x-page-cache'], target).not.toBe('hit');
    }
    await get('/events');
    expect((await get('/events')).headers['x-page-cache']).toBe('hit');
  });
});

/** malformed bodies a console form may be sent: [what, content-type (none when undefined), body] */
const MALFORMED_FORMS: [string, string | undefined, string | undefined, number][] = [
  ['bad JSON', 'application/json', '{"a":', 415],
  ['no body, no type', undefined, undefined, 415],
  ['text', 'text/plain', 'a=1', 415],
  ['multipart without a boundary', 'multipart/form-data', '--x\r\n', 400],
  ['broken multipart', 'multipart/form-data; boundary=zz', '--zz\r\nContent-Disposition: form-data; name="a"\r\n', 400],
  ['multipart that is not', 'multipart/form-data; boundary=zz', 'nothing of a form', 400],
];

describe('issue 25: form bodies to pages are read within their limits (findings 2 and 10)', () => {
  const { site } = useSite({
    UPLOAD_MAX_BYTES: String(1024 * 1024),
    UPLOAD_VIDEO_MAX_BYTES: String(4 * 1024 * 1024),
  });
  const host = () => ({ host: `127.0.0.1:${site.port}`, origin: site.origin });

  it('every console form route answers a malformed body with 400 or 415 and its code, never 500', async () => {
    const failures: string[] = [];
    for (const path of CONSOLE_PATHS) {
      for (const [what, type, body, status] of MALFORMED_FORMS) {
        for (const target of [path, `${path}.data`]) {
          const res = await raw(
            site.port,
            target,
            { ...host(), ...(type ? { 'content-type': type } : {}) },
            'POST',
            body,
          );
          if (res.status !== status || !res.headers['x-error-code'])
            failures.push(
              `${target} (${what}): ${res.status} ${res.headers['x-error-code'] ?? ''} ${res.body.slice(0, 80)}`,
            );
        }
      }
    }
    expect(failures).toEqual([]);
    // a well-formed form reaches the action
    const ok = await raw(
      site.port,
      '/admin/login',
      { ...host(), 'content-type': 'application/x-www-form-urlencoded' },
      'POST',
      'email=a&password=b',
    );
    expect([ok.status, ok.body]).toEqual([200, 'form read: email,password']);
  });

  it("refuses a Content-Length over the route kind's limit before reading (413): a text form, an upload form", async () => {
    for (const [target, length] of [
      ['/admin/login', 300 * 1024],
      ['/ADMIN/staff.data', 300 * 1024],
      ['/contact', 300 * 1024],
      ['/admin/site/videos', 6 * 1024 * 1024],
    ] as const) {
      const started = Date.now();
      const text = await rawBytes(
        site.port,
        `POST ${target} HTTP/1.1\r\nHost: 127.0.0.1:${site.port}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${length}\r\nConnection: close\r\n\r\nemail=a`,
      );
      expect(text, target).toMatch(/^HTTP\/1\.1 413/);
      expect(text.toLowerCase()).toContain('x-error-code: too-large');
      expect(Date.now() - started).toBeLessThan(5000);
    }
    // an upload form takes what a text form does not
    const big = `file=${'x'.repeat(400 * 1024)}`;
    const text = await raw(
      site.port,
      '/admin/login',
      { ...host(), 'content-type': 'application/x-www-form-urlencoded' },
      'POST',
      big,
    );
    expect(text.status).toBe(413);
  });

  it("stops a 200 MB chunked body to a console form at its limit (413), the server's memory growing < 64 MB", async () => {
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    const frame = Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]);
    const answer = await new Promise<{ head: string; sent: number }>((resolve) => {
      const socket = net.connect(site.port, '127.0.0.1');
      let received = '';
      let sent = 0;
      let over = false;
      const finish = () => {
        if (over) return;
        over = true;
        socket.destroy();
        resolve({ head: received, sent });
      };
      socket.on('data', (b) => {
        received += b.toString('latin1');
        if (received.includes('\r\n\r\n')) finish();
      });
      socket.on('error', finish);
      socket.on('close', finish);
      socket.write(
        `POST /admin/login HTTP/1.1\r\nHost: 127.0.0.1:${site.port}\r\nContent-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n\r\n`,
      );
      const pump = () => {
        while (!over && sent < 200 * 1024 * 1024) {
          sent += chunk.length;
          if (!socket.write(frame)) return void socket.once('drain', pump);
        }
        if (!over) socket.write('0\r\n\r\n');
      };
      pump();
    });
    clearInterval(sampler);
    expect(answer.head).toMatch(/^HTTP\/1\.1 413/);
    expect(answer.head.toLowerCase()).toContain('x-error-code: too-large');
    expect(peak - before).toBeLessThan(64 * 1024 * 1024);
  });
});

describe('issue 25: uploads get a longer request timeout than the general 30 s (finding 11)', () => {
  const uploadsAt = (pathname: string) => routeOf(pathname).uploads;
  it('chooses the timeout by route: upload forms and upload calls long, everything else 30 s', () => {
    const upload: [string, string][] = [
      ['POST', '/api/admin/uploads'],
      ['POST', '/api/admin/levels/L1/imports'],
      ['POST', '/admin/site/videos'],
      ['POST', '/ADMIN/site/videos.data'],
      ['POST', '/admin/events/E1/media'],
      ['POST', '/admin/news/new'],
      ['POST', '/admin/levels/L1/results'],
    ];
    for (const [method, path] of upload)
      expect(requestTimeoutFor(method, path, '/api', uploadsAt), path).toBe(UPLOAD_REQUEST_TIMEOUT_MS);
    const general: [string, string][] = [
      ['POST', '/admin/login'],
      ['POST', '/admin/staff'],
      ['POST', '/contact'],
      ['POST', '/api/admin/events'],
      ['POST', '/api/event/list'],
      ['GET', '/admin/site/videos'],
      ['GET', '/api/admin/uploads'],
    ];
    for (const [method, path] of general)
      expect(requestTimeoutFor(method, path, '/api', uploadsAt), path).toBe(REQUEST_TIMEOUT_MS);
    expect(UPLOAD_REQUEST_TIMEOUT_MS).toBeGreaterThanOrEqual(30 * 60_000);
  });

  it('cuts a slow body to an ordinary route at its timeout (408), not one to an upload route', async () => {
    const handle = await openTestDb('sqlite');
    const site = await startSite(
      handle,
      {},
      {
        timeoutFor: (method, path) =>
          requestTimeoutFor(method, path, '/api', uploadsAt) === UPLOAD_REQUEST_TIMEOUT_MS ? 5000 : 300,
      },
    );
    const port = site.port;
    const slow = (target: string) =>
      new Promise<string>((resolve) => {
        const socket = net.connect(port, '127.0.0.1');
        let text = '';
        socket.on('data', (b) => (text += b.toString()));
        socket.on('close', () => resolve(text));
        socket.on('error', () => resolve(text));
        socket.write(
          `POST ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 100\r\n\r\nemail=`,
        );
        setTimeout(() => socket.destroy(), 1500);
      });
    try {
      const [general, upload] = await Promise.all([slow('/admin/login'), slow('/admin/site/videos')]);
      expect(general).toMatch(/^HTTP\/1\.1 408/);
      // still receiving when the client gave up
      expect(upload).toBe('');
    } finally {
      await site.close();
      await handle.close();
    }
  });
});
