import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { chooseEncoding, compression, securityHeaders } from './http-headers.js';

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
