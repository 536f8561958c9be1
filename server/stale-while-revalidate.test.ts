/**
 * Issue 29 item 1, decision 0022: after a results publication (a change scoped to its event),
 * the pages of other events are served as they were (X-Page-Cache: stale) while one request
 * renders them anew; the publishing event's own pages, and pages that name no event, show the
 * change at once (a miss that renders it). An unscoped change keeps nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createLevel } from './db/factories.js';
import { eventOfPath } from './pages.js';
import { dialects } from '../tests/helpers/test-db.js';
import { pageApiCall, useCachedSite } from '../tests/helpers/cached-site.js';
import { staffToken } from '../tests/helpers/suite.js';

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const publication = (title: string) => ({
  theTitle: title,
  header: [
    { columnKey: 'rank', columnName: 'Rank' },
    { columnKey: 'sailNo', columnName: 'Sail No' },
    { columnKey: 'net', columnName: 'Net' },
  ],
  data: [{ rank: '1', sailNo: 'CHN 1', net: '1.0' }],
});

describe('eventOfPath', () => {
  it('names the event of an event page in either language, and none for other pages', () => {
    expect(eventOfPath('/events/level/SF-1/SF-1-470')).toBe('SF-1');
    expect(eventOfPath('/events/level/SF-1/SF-1-470/boat/CHN1')).toBe('SF-1');
    expect(eventOfPath('/events-en/detail/SF-2')).toBe('SF-2');
    expect(eventOfPath('/events/notices/SF-3/feed.xml')).toBe('SF-3');
    expect(eventOfPath('/events/detail/A%20B')).toBe('A B');
    expect(eventOfPath('/events/detail/%E0%A4%A')).toBeNull();
    for (const p of [
      '/',
      '/events',
      '/events-en',
      '/events/calendar.ics',
      '/news',
      '/sitemap.xml',
      '/eventsx/level/A',
    ]) {
      expect(eventOfPath(p)).toBeNull();
    }
  });
});

describe.each(dialects())('stale-while-revalidate after a results publication on %s (decision 0022)', (dialect) => {
  let token: string;
  const renders = new Map<string, number>();
  /** renders wait for this before answering */
  let gate: Promise<void> = Promise.resolve();
  const levels: Record<string, string> = {};

  const site = useCachedSite(dialect, {
    // a stand-in for the level page: the titles of its class's publications, read through the public API
    render: async (request, context) => {
      const { pathname } = new URL(request.url);
      renders.set(pathname, (renders.get(pathname) ?? 0) + 1);
      const levelCd = pathname.split('/')[4] ?? '';
      const res = await pageApiCall(context, `/level/score/${levelCd}`, '{}');
      const titles = res.ok
        ? ((await res.json()) as { result: { theTitle?: string; scores?: string }[] }).result.map(
            (p) => (JSON.parse(p.scores ?? '{}') as { theTitle?: string }).theTitle ?? p.theTitle,
          )
        : [];
      await gate;
      return new Response(`<h1>${pathname}</h1><p>${titles.join(', ') || 'none'}</p>`, {
        headers: { 'content-type': 'text/html; charset=utf-8' },
      });
    },
  });
  beforeAll(async () => {
    for (const eventCd of ['SWR-A', 'SWR-B']) {
      await createEvent(site.db.db, { eventCd, isPublish: 1, status: '2' });
      levels[eventCd] = (await createLevel(site.db.db, { eventCd })).levelCd;
    }
    token = await staffToken(site.db.db, { role: 'scorer', events: ['SWR-A', 'SWR-B'] }, 'sf-tass');
  });

  const publish = async (eventCd: string, title: string) => {
    const res = await site.app.request(`/api/admin/levels/${levels[eventCd]}/scores`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ publication: publication(title), status: 'provisional' }),
    });
    expect(res.status).toBe(200);
  };
  const page = (eventCd: string, rest = '') => `/events/level/${eventCd}/${levels[eventCd]}${rest}`;
  const get = async (p: string) => {
    const res = await site.app.request(p);
    return { status: res.status, cache: res.headers.get('x-page-cache'), body: await res.text() };
  };

  it("the publishing event's pages show it at once; another event's page is served as it was, once re-rendered", async () => {
    await publish('SWR-A', 'A first');
    await publish('SWR-B', 'B first');
    const a = page('SWR-A');
    const b = page('SWR-B');
    const boatA = page('SWR-A', '/boat/CHN1');
    for (const p of [a, b, boatA, '/events']) {
      expect((await get(p)).cache).toBe('miss');
      expect((await get(p)).cache).toBe('hit');
    }

    // a renders wait: the change must not wait for them
    let open!: () => void;
    gate = new Promise<void>((resolve) => (open = resolve));
    await publish('SWR-A', 'A second');
    const bBefore = renders.get(b) ?? 0;
    // 20 spectators of the other event: all answered at once with the page as it was, one render begins
    const others = await Promise.all(Array.from({ length: 20 }, () => get(b)));
    for (const o of others) {
      expect(o.status).toBe(200);
      expect(o.cache).toBe('stale');
      expect(o.body).toContain('B first');
    }
    // the publishing event's page and its boat page, and a page naming no event: rendered anew, with the change
    const own = Promise.all([get(a), get(boatA), get('/events')]);
    await tick(50);
    open();
    const [ownA, ownBoat, list] = await own;
    expect(ownA.cache).toBe('miss');
    expect(ownA.body).toContain('A second, A first');
    expect(ownBoat.cache).toBe('miss');
    expect(ownBoat.body).toContain('A second');
    expect(list.cache).toBe('miss');
    await tick(50);
    expect(renders.get(b)).toBe(bBefore + 1);
    // the other event's page, rendered anew once, is a hit from then on
    const after = await get(b);
    expect(after.cache).toBe('hit');
    expect(after.body).toContain('B first');
  });

  it('the other event publishing next: its page shows its own change at once, never the stale copy', async () => {
    gate = Promise.resolve();
    await publish('SWR-A', 'A third');
    expect((await get(page('SWR-B'))).cache).toBe('stale');
    // B publishes before its stale page was asked again: that copy is dropped, B's page shows the change
    await publish('SWR-A', 'A fourth');
    await publish('SWR-B', 'B second');
    const b = await get(page('SWR-B'));
    expect(b.cache).toBe('miss');
    expect(b.body).toContain('B second');
  });

  it('a change not scoped to one event keeps nothing stale', async () => {
    gate = Promise.resolve();
    const b = page('SWR-B');
    await get(b);
    expect((await get(b)).cache).toBe('hit');
    site.changes.changed();
    expect((await get(b)).cache).toBe('miss');
    // and a scoped change, then an unscoped one before the page is asked: no stale copy either
    site.changes.changed({ eventCd: 'SWR-A' });
    site.changes.changed();
    expect((await get(b)).cache).toBe('miss');
  });

  it('a refused publication (no session, another origin, a huge body, a bad one) changes nothing: pages stay hits', async () => {
    gate = Promise.resolve();
    const a = page('SWR-A');
    await get(a);
    expect((await get(a)).cache).toBe('hit');
    const url = `/api/admin/levels/${levels['SWR-A']}/scores`;
    const json = { 'content-type': 'application/json' };
    const body = JSON.stringify({ publication: publication('nobody'), status: 'final' });
    const refused = [
      await site.app.request(url, { method: 'POST', headers: json, body }),
      await site.app.request(url, {
        method: 'POST',
        headers: { ...json, cookie: 'sf_staff=forged', origin: 'https://evil.example' },
        body,
      }),
      await site.app.request(url, {
        method: 'POST',
        headers: { ...json, authorization: `Bearer ${token}` },
        body: JSON.stringify({ publication: 'x'.repeat(6_000_000), status: 'final' }),
      }),
      await site.app.request(url, {
        method: 'POST',
        headers: { ...json, authorization: `Bearer ${token}` },
        body: '{"publication":',
      }),
    ];
    for (const res of refused) expect(res.status).toBeGreaterThanOrEqual(400);
    const after = await get(a);
    expect(after.cache).toBe('hit');
    expect(after.body).not.toContain('nobody');
  });
});
