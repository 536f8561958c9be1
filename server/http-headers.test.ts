import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import type { ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import http from 'node:http';
import { buildPageCsp, chooseEncoding, compression, HSTS, securityHeaders } from './http-headers.js';
import { loadConfig } from './config.js';

describe('chooseEncoding', () => {
  it('prefers brotli, then gzip, honouring q=0', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
    expect(chooseEncoding('*')).toBe('br');
  });
});

describe('securityHeaders and compression', () => {
  const big = JSON.stringify({ success: true, result: 'x'.repeat(5000) });
  const app = new Hono();
  app.use(securityHeaders());
  app.use(compression());
  app.get('/big', (c) => c.body(big, 200, { 'content-type': 'application/json' }));
  app.get('/small', (c) => c.json({ ok: 1 }));
  app.get('/png', (c) => c.body('x'.repeat(5000), 200, { 'content-type': 'image/png' }));

  it('every answer carries the security headers', async () => {
    const res = await app.request('/small');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(res.headers.get('vary')).toContain('Accept-Encoding');
  });

  it('compresses text of 1 KB and more with the accepted encoding', async () => {
    let res = await app.request('/big', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(big);
    res = await app.request('/big', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(big);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('leaves alone what the client cannot decode and binary types', async () => {
    expect((await app.request('/big')).headers.get('content-encoding')).toBeNull();
    expect(
      (await app.request('/png', { headers: { 'accept-encoding': 'gzip' } })).headers.get('content-encoding'),
    ).toBeNull();
  });
});

describe('HSTS when the site is https (issue 25, finding 11)', () => {
  const appFor = (SITE_ORIGIN?: string) => {
    const app = new Hono();
    app.use(securityHeaders({ SITE_ORIGIN }));
    app.get('/json', (c) => c.json({ ok: 1 }));
    // a handler that makes its own Response, as the page renderer does
    app.get('/own', () => new Response('<p>page</p>', { headers: { 'content-type': 'text/html' } }));
    // one that writes straight to Node's response, as a cached page is sent
    app.get('/raw', (c) => {
      const outgoing = (c.env as { outgoing: ServerResponse }).outgoing;
      outgoing.writeHead(200, { 'content-type': 'text/html' });
      outgoing.end('<p>cached</p>');
      return RESPONSE_ALREADY_SENT;
    });
    return app;
  };

  it('every answer carries Strict-Transport-Security when SITE_ORIGIN is https', async () => {
    const app = appFor('https://www.example.com');
    for (const p of ['/json', '/own', '/nothing']) expect((await app.request(p)).headers.get('strict-transport-security'), p).toBe(HSTS);
    expect(HSTS).toBe('max-age=31536000; includeSubDomains');
  });

  it('and on an answer written straight to the socket', async () => {
    const server = http.createServer(getRequestListener(appFor('https://www.example.com').fetch));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const { port } = server.address() as AddressInfo;
      const res = await fetch(`http://127.0.0.1:${port}/raw`);
      expect(await res.text()).toBe('<p>cached</p>');
      expect(res.headers.get('strict-transport-security')).toBe(HSTS);
    } finally {
      await new Promise((r) => server.close(r));
    }
  });

  it('never on http or without a fixed origin', async () => {
    for (const origin of ['http://www.example.com', undefined]) {
      const app = appFor(origin);
      for (const p of ['/json', '/own']) expect((await app.request(p)).headers.get('strict-transport-security'), p).toBeNull();
    }
  });
});

describe('the page CSP (issue 25, findings 8 and 11)', () => {
  const config = loadConfig({ VIDEO_EMBED_HOSTS: 'player.bilibili.com,www.youtube-nocookie.com' });

  it('frames the allowed video players, and no other host', () => {
    const csp = buildPageCsp(config, 'N0nce', false);
    const frames = csp.split('; ').find((d) => d.startsWith('frame-src '))!;
    expect(frames.split(' ').sort()).toEqual(
      ["'self'", 'frame-src', 'https://player.bilibili.com', 'https://www.youtube-nocookie.com'].sort(),
    );
    const defaults = buildPageCsp(loadConfig({}), 'N0nce', false);
    expect(defaults).toContain('https://player.vimeo.com');
  });

  it("allows style elements with the nonce only, style attributes (React's) inline", () => {
    const directives = buildPageCsp(config, 'N0nce', false).split('; ');
    expect(directives).toContain("style-src-elem 'self' 'nonce-N0nce'");
    expect(directives).toContain("style-src-attr 'unsafe-inline'");
    expect(directives).toContain("script-src 'self' 'nonce-N0nce'");
    expect(directives.find((d) => d.startsWith('style-src-elem'))).not.toContain('unsafe-inline');
    // development: Vite's injected styles
    expect(buildPageCsp(config, 'N0nce', true)).not.toContain('style-src-elem');
  });
});
