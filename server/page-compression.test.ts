/**
 * Decision 0040 (issue 29 item 3): a kept page is compressed once per render and encoding, and
 * the request that rendered it, those that waited for its render and every later hit are sent
 * those bytes, through the real HTTP server (the page cache writes to Node's response there).
 * Each answer must decompress to the page as rendered, in the encoding the request accepts.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpServer } from './http-server.js';
import { encodedBody, type SendablePage } from './pages.js';
import { useCachedSite } from '../tests/helpers/cached-site.js';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  bytes: Buffer;
}

function get(port: number, target: string, acceptEncoding?: string, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { host: `127.0.0.1:${port}` };
    if (acceptEncoding) headers['accept-encoding'] = acceptEncoding;
    const req = http.request({ host: '127.0.0.1', port, method, path: target, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (b: Buffer) => chunks.push(b));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** the page an answer carries, decompressed as its Content-Encoding says */
function text(answer: Answer): string {
  const encoding = answer.headers['content-encoding'];
  const bytes =
    encoding === 'br'
      ? zlib.brotliDecompressSync(answer.bytes)
      : encoding === 'gzip'
        ? zlib.gunzipSync(answer.bytes)
        : answer.bytes;
  return bytes.toString('utf8');
}

describe('kept pages are compressed once and sent to all (decision 0040)', () => {
  let server: http.Server;
  let port: number;
  let renders = 0;
  let gate: Promise<void> = Promise.resolve();
  const site = useCachedSite('sqlite', {
    routeOf: () => ({ kind: 'page', query: [], uploads: false, canonical: true }),
    // a page of some 20 KB of Chinese and Latin text, different on every render
    render: async (request) => {
      renders += 1;
      const n = renders;
      await gate;
      const rows = Array.from({ length: 400 }, (_, i) => `<tr><td>${i}</td><td>第${n}版 CHN ${i * 7}</td></tr>`);
      return new Response(
        `<!doctype html><title>${new URL(request.url).pathname}</title><table>${rows.join('')}</table>`,
        { headers: { 'Content-Type': 'text/html; charset=utf-8' } },
      );
    },
  });

  // the site behind the real HTTP server (where the page cache writes to Node's response)
  beforeAll(async () => {
    server = createHttpServer(site.app);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as AddressInfo).port;
    await get(port, '/warm-up');
  });
  afterAll(async () => {
    await new Promise((r) => server?.close(r));
  });

  it('the render, its waiters and the hits all get the same page, compressed as each accepts', async () => {
    let open!: () => void;
    gate = new Promise<void>((resolve) => (open = resolve));
    const before = renders;
    const burst = Array.from({ length: 30 }, (_, i) =>
      get(port, '/results', ['br', 'gzip, deflate', 'br;q=0, gzip'][i % 3]),
    );
    // (the render begun and every request's connection open: then it may finish)
    const connections = () => new Promise<number>((r) => server.getConnections((_, n) => r(n)));
    while (renders === before || (await connections()) < 30) await new Promise((r) => setTimeout(r, 10));
    await new Promise((r) => setTimeout(r, 300));
    open();
    const answers = await Promise.all(burst);
    expect(renders - before).toBe(1);
    const page = text(answers[0]!);
    expect(page).toContain(`第${before + 1}版`);
    expect(page.length).toBeGreaterThan(15_000);
    const markers = answers.map((a) => a.headers['x-page-cache']);
    expect(markers.filter((m) => m === 'miss')).toHaveLength(1);
    // (the others waited for the render, or on a very busy machine came after it: hits)
    expect(markers.filter((m) => m === 'wait').length).toBeGreaterThan(0);
    expect(markers.filter((m) => m === 'wait' || m === 'hit')).toHaveLength(29);
    for (const [i, a] of answers.entries()) {
      expect(a.status).toBe(200);
      expect(a.headers['content-encoding']).toBe(i % 3 === 0 ? 'br' : 'gzip');
      expect(Number(a.headers['content-length'])).toBe(a.bytes.length);
      expect(a.bytes.length).toBeLessThan(page.length / 4);
      expect(a.headers['content-security-policy']).toBeDefined();
      expect(text(a)).toBe(page);
    }
    // later requests: hits, in each encoding and none, of the same page
    for (const accept of ['br', 'gzip', undefined]) {
      const hit = await get(port, '/results', accept);
      expect(hit.headers['x-page-cache']).toBe('hit');
      expect(hit.headers['content-encoding']).toBe(accept);
      expect(text(hit)).toBe(page);
    }
    const headOnly = await get(port, '/results', 'br', 'HEAD');
    expect(headOnly.bytes.length).toBe(0);
    expect(renders - before).toBe(1);
  });

  it('after a change the next render is compressed anew: never the bytes of the page before', async () => {
    const first = text(await get(port, '/results', 'br'));
    site.changes.changed();
    const after = await get(port, '/results', 'br');
    expect(after.headers['x-page-cache']).toBe('miss');
    expect(text(after)).not.toBe(first);
    expect(text(after)).toContain(`第${renders}版`);
    expect(text(await get(port, '/results', 'br'))).toBe(text(after));
  });
});

describe('a compression that fails is not kept (encodedBody)', () => {
  it('the requests that waited get its error; the next request compresses anew and is sent the bytes', async () => {
    const page: SendablePage = {
      status: 200,
      headers: [],
      body: Buffer.from('<!doctype html><p>第1版</p>'.repeat(100)),
    };
    let calls = 0;
    const failOnce = async (body: Buffer): Promise<Buffer> => {
      calls += 1;
      if (calls === 1) throw new Error('out of memory');
      return zlib.gzipSync(body);
    };
    const waiting = [encodedBody(page, 'gzip', failOnce), encodedBody(page, 'gzip', failOnce)];
    // (the two requests shared one compression, and both got its failure)
    for (const result of await Promise.allSettled(waiting)) expect(result.status).toBe('rejected');
    expect(calls).toBe(1);
    expect(page.compressing?.gzip).toBeUndefined();
    const retried = await encodedBody(page, 'gzip', failOnce);
    expect(calls).toBe(2);
    expect(zlib.gunzipSync(retried).equals(page.body)).toBe(true);
    // kept now: later requests get the same bytes without compressing again
    expect(encodedBody(page, 'gzip', failOnce)).toBe(retried);
    expect(calls).toBe(2);
  });
});
