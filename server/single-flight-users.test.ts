/**
 * Issue 29 item 1: concurrent misses coalesce. 100 concurrent requests for a page nobody asked
 * for yet cause one render; an error in that render answers every waiter with the error page and
 * the next request renders anew; a change still shows at once (also one made during a render);
 * staff requests never wait for another's render. The API answer cache likewise.
 */
import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from './db/factories.js';
import { TtlCache } from './ttl-cache.js';
import { cachedOk, flightsOf } from './api/http.js';
import type { ApiEnv } from './api/env.js';
import { endpoints } from '../shared/endpoints.js';
import { adminRequest, listedEventNames, useCachedSite } from '../tests/helpers/cached-site.js';
import { staffToken } from '../tests/helpers/suite.js';

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('concurrent page misses wait for one render (issue 29)', () => {
  let token: string;
  let renders = 0;
  /** the next render fails */
  let failNext = false;
  /** renders wait for this before answering */
  let gate: Promise<void> = Promise.resolve();
  const site = useCachedSite('sqlite', {
    routeOf: () => ({ kind: 'page', query: [], uploads: false, canonical: true }),
    // a stand-in for the events page: the names the public API lists
    render: async (_request, context) => {
      renders += 1;
      const failing = failNext;
      failNext = false;
      const names = await listedEventNames(context);
      await gate;
      if (failing) throw new Error('render failed');
      return new Response(`<ul>${names.map((n) => `<li>${n}</li>`).join('')}</ul>`, {
        headers: { 'content-type': 'text/html; charset=utf-8' },
      });
    },
  });
  beforeAll(async () => {
    token = await staffToken(site.db.db, { role: 'editor' });
    await createEvent(site.db.db, { eventCd: 'SF-1', name: '第一版', isPublish: 1 });
  });

  const admin = (method: string, p: string, body: unknown) => adminRequest(site.app, token, method, p, body);
  /** renders wait until the returned function is called */
  const hold = () => {
    let open!: () => void;
    gate = new Promise<void>((resolve) => (open = resolve));
    return open;
  };

  it('100 concurrent requests for an uncached page: one render, the same page for all', async () => {
    const before = renders;
    const open = hold();
    const all = Array.from({ length: 100 }, () => site.app.request('/zh/events'));
    await tick(200);
    open();
    const answers = await Promise.all(all);
    expect(renders - before).toBe(1);
    const bodies = await Promise.all(answers.map((r) => r.text()));
    expect(answers.every((r) => r.status === 200)).toBe(true);
    expect(new Set(bodies).size).toBe(1);
    expect(bodies[0]).toContain('第一版');
    expect(answers.filter((r) => r.headers.get('x-page-cache') === 'miss')).toHaveLength(1);
    // (each with the page's own policy and headers)
    expect(answers.every((r) => r.headers.get('content-security-policy'))).toBe(true);
    expect((await site.app.request('/zh/events')).headers.get('x-page-cache')).toBe('hit');
    expect(renders - before).toBe(1);
  });

  it('an error in the one render answers every waiter with the error page, and the next request renders anew', async () => {
    const before = renders;
    failNext = true;
    const open = hold();
    const all = Array.from({ length: 20 }, () => site.app.request('/zh/failing'));
    await tick(100);
    open();
    const answers = await Promise.all(all);
    expect(renders - before).toBe(1);
    expect(answers.every((r) => r.status === 500)).toBe(true);
    const next = await site.app.request('/zh/failing');
    expect(next.status).toBe(200);
    expect(renders - before).toBe(2);
  });

  it('staff requests never wait for another render (they bypass the cache)', async () => {
    const before = renders;
    const open = hold();
    const all = Array.from({ length: 5 }, () =>
      site.app.request('/zh/staff-view', { headers: { authorization: `Bearer ${token}` } }),
    );
    await tick(100);
    open();
    await Promise.all(all);
    expect(renders - before).toBe(5);
  });

  it('a change shows at once, also one made while a page renders', async () => {
    await site.app.request('/zh/live');
    expect((await site.app.request('/zh/live')).headers.get('x-page-cache')).toBe('hit');
    expect((await admin('PUT', '/admin/events/SF-1', { name: '第二版' })).status).toBe(200);
    expect(await (await site.app.request('/zh/live')).text()).toContain('第二版');

    // a render begun before a change is neither joined nor kept after it
    const open = hold();
    const early = site.app.request('/zh/during');
    await tick(100);
    expect((await admin('PUT', '/admin/events/SF-1', { name: '第三版' })).status).toBe(200);
    const late = site.app.request('/zh/during');
    await tick(100);
    open();
    expect(await (await early).text()).toContain('第二版');
    const after = await late;
    expect(after.headers.get('x-page-cache')).toBe('miss');
    expect(await after.text()).toContain('第三版');
    expect(await (await site.app.request('/zh/during')).text()).toContain('第三版');
  });
});

describe('concurrent API misses wait for one answer (issue 29)', () => {
  it('computes a read call once for concurrent callers, never for a staff request', async () => {
    const cache = new TtlCache({ ttlMs: 600_000, maxEntries: 100, maxBytes: 1e6 });
    let computed = 0;
    const api = new Hono<ApiEnv>();
    api.use(async (c, next) => {
      c.set('deps', { responseCache: cache } as ApiEnv['Variables']['deps']);
      await next();
    });
    api.post('/statistics', (c) =>
      cachedOk(c, endpoints.statistics, null, async () => {
        computed++;
        await tick(100);
        return { computed } as never;
      }),
    );
    const answers = await Promise.all(Array.from({ length: 50 }, () => api.request('/statistics', { method: 'POST' })));
    expect(computed).toBe(1);
    expect(new Set(await Promise.all(answers.map((r) => r.text()))).size).toBe(1);
    expect(flightsOf(cache).joined).toBe(49);

    cache.clear();
    await Promise.all(
      Array.from({ length: 3 }, () =>
        api.request('/statistics', { method: 'POST', headers: { authorization: 'Bearer x' } }),
      ),
    );
    expect(computed).toBe(4);
  });
});
