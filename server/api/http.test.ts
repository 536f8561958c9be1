/**
 * What every API call does with bad input (issue 2, item 6): malformed or non-object JSON,
 * wrong types, out-of-range paging, an over-long search, the wrong Content-Type, an oversized
 * body, invalid UTF-8, another method, an unknown path. Each gets a 4xx with
 * `{ success:false, result:null, message }` in plain words, never a 500 or a stack trace.
 * Also /healthz and the configurable API prefix.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../shared/endpoints.js';
import { createEvent, createLevel, createNews } from '../db/factories.js';
import { expectFail, expectOk } from '../../tests/helpers/expect.js';
import { createTestApp, type Json } from '../../tests/helpers/test-app.js';
import { dialects, openTestDb } from '../../tests/helpers/test-db.js';
import { useTestApp } from '../../tests/helpers/suite.js';

const EVENT = 'EV_OK';
const LEVEL = 'LV_OK';
const NEWS = 'NW_OK';

interface Call {
  path: string;
  /** a body the call accepts */
  body: Json;
  /** takes pageNo and pageSize */
  paged?: boolean;
}

/** every call of the contract (docs/product.md §7 and the two calls whose path it does not show) */
const CALLS: Call[] = [
  { path: endpoints.bannerList.path(), body: { type: 0, pageNo: 1, pageSize: 5 }, paged: true },
  {
    path: endpoints.eventList.path(),
    body: { order: 'desc', sort: 'begin_date', isPublish: 1, name: '', pageNo: 1, pageSize: 25 },
    paged: true,
  },
  { path: endpoints.eventInfo.path({ eventCd: EVENT }), body: {} },
  { path: endpoints.eventLevels.path({ eventCd: EVENT }), body: {} },
  { path: endpoints.levelRaces.path({ levelCd: LEVEL }), body: {} },
  {
    path: endpoints.eventImages.path({ eventCd: EVENT }),
    body: { isPublish: 1, pageNo: 1, pageSize: 10 },
    paged: true,
  },
  { path: endpoints.eventVideos.path({ eventCd: EVENT }), body: { isPublish: 1, pageNo: 1, pageSize: 9 }, paged: true },
  { path: endpoints.levelScores.path({ levelCd: LEVEL }), body: {} },
  { path: endpoints.partnerList.path(), body: { type: '1', pageNo: 1, pageSize: 100 }, paged: true },
  { path: endpoints.videoList.path(), body: { type: 0, pageNo: 1, pageSize: 3 }, paged: true },
  { path: endpoints.newsList.path(), body: { type: 1, pageNo: 1, pageSize: 20 }, paged: true },
  { path: endpoints.newsInfo.path({ newsCd: NEWS }), body: {} },
  { path: endpoints.dataConfigInfo.path(), body: {} },
  { path: endpoints.statistics.path(), body: {} },
  { path: endpoints.contactInsert.path(), body: { name: 'Li', email: 'li@example.com', subject: 's', message: 'm' } },
];
const PAGED = CALLS.filter((c) => c.paged);

describe.each(dialects())('bad input on %s', (dialect) => {
  const { db: t, t: api } = useTestApp(dialect);

  beforeAll(async () => {
    await createEvent(t.db, { eventCd: EVENT });
    await createLevel(t.db, { eventCd: EVENT, levelCd: LEVEL });
    await createNews(t.db, { newsCd: NEWS });
  });

  it('GET /healthz answers 200 {status:"ok"}', async () => {
    const res = await api.request('/healthz');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: 'ok' });
  });

  describe.each(CALLS)('$path', ({ path, body }) => {
    it('answers its usual body with success', async () => {
      expectOk(await api.post(path, body));
    });

    it.each(['{bad', '{"pageNo":1,}', "{'pageNo':1}", '{"pageNo":', '\u0000'])(
      'malformed JSON %j → 400',
      async (raw) => {
        expectFail(await api.post(path, raw), 400);
      },
    );

    it.each(['[]', '[{"pageNo":1}]', '"text"', 'null', '42', 'true'])(
      'a JSON body that is not an object (%s) → 400',
      async (raw) => {
        expectFail(await api.post(path, raw), 400);
      },
    );

    it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml'])(
      'a body sent as %s → 415',
      async (type) => {
        expectFail(await api.post(path, JSON.stringify(body), { headers: { 'content-type': type } }), 415);
      },
    );

    it('JSON with a charset or an +json type is fine', async () => {
      expectOk(
        await api.post(path, JSON.stringify(body), { headers: { 'content-type': 'application/json; charset=utf-8' } }),
      );
      expectOk(await api.post(path, JSON.stringify(body), { headers: { 'content-type': 'application/vnd.api+json' } }));
    });

    it('a body over the size limit → 413', async () => {
      const big = JSON.stringify({ ...body, padding: 'x'.repeat(api.config.BODY_LIMIT) });
      expectFail(await api.post(path, big), 413);
    });

    it('invalid UTF-8 bytes → 400', async () => {
      const bytes = new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d]); // {"a":"\xff\xfe\xc3(" }
      expectFail(await api.post(path, bytes), 400);
    });

    it.each(['GET', 'PUT', 'DELETE', 'PATCH'])('%s → 405 with Allow: POST', async (method) => {
      const res = await api.request(`${api.config.API_PREFIX}${path}`, { method });
      expectFail(res, 405);
      expect(res.headers.get('allow')).toBe('POST');
    });
  });

  describe.each(PAGED)('paging of $path', ({ path, body }) => {
    it.each([
      ['pageSize', true],
      ['pageNo', '1.5'],
      ['pageSize', 'ten'],
      ['pageNo', '0'],
      ['pageNo', [1]],
      ['pageNo', 0],
      ['pageNo', -1],
      ['pageNo', 1.5],
      ['pageNo', 1e12],
      ['pageSize', 0],
      ['pageSize', -10],
      ['pageSize', 101],
      ['pageSize', 1e9],
      ['pageSize', 2.5],
    ])('%s = %j → 400', async (field, value) => {
      const message = expectFail(await api.post(path, { ...body, [field]: value }), 400);
      expect(message).toContain(field);
    });

    it('a number JSON cannot hold (1e400) → 400', async () => {
      const raw = JSON.stringify(body).replace(/"pageNo":1/, '"pageNo":1e400');
      expect(raw).toContain('1e400');
      expectFail(await api.post(path, raw), 400);
    });

    it('pageSize 1 and 100 are fine; a page past the end is empty', async () => {
      expect(expectOk(await api.post(path, { ...body, pageSize: 1 })).pageSize).toBe(1);
      expect(expectOk(await api.post(path, { ...body, pageSize: 100 })).pageSize).toBe(100);
      const far = expectOk(await api.post(path, { ...body, pageNo: 1_000_000, pageSize: 100 }));
      expect(far).toMatchObject({ records: [], pageNo: 1_000_000, pageSize: 100 });
    });
  });

  it('an over-long event search (more than 500 characters) → 400', async () => {
    expectFail(await api.post(endpoints.eventList.path(), { name: '帆'.repeat(501) }), 400);
    expectFail(await api.post(endpoints.eventList.path(), { name: 12 }), 400);
  });

  it.each([
    '/nope',
    '/event',
    '/event/info',
    '/event/info/EV_OK/extra',
    '/level',
    '/news',
    '/contact',
    '/Event/list',
    '/eventList',
  ])('an unknown API path (%s) → 404', async (path) => {
    expectFail(await api.post(path, {}), 404);
  });

  it('a type that is not a small code → 400', async () => {
    for (const path of [
      endpoints.bannerList.path(),
      endpoints.partnerList.path(),
      endpoints.videoList.path(),
      endpoints.newsList.path(),
    ]) {
      for (const type of ['x', -1, 1.5, 1000, true, { t: 1 }]) expectFail(await api.post(path, { type }), 400);
    }
  });
});

describe('configuration', () => {
  it('serves the API under API_PREFIX (the original deployment used /sf-front-api)', async () => {
    const t = await openTestDb('sqlite');
    const api = createTestApp(t, { env: { API_PREFIX: '/sf-front-api' } });
    try {
      expect(api.config.API_PREFIX).toBe('/sf-front-api');
      expectOk(await api.request('/sf-front-api/event/list', { method: 'POST', body: {} }));
      expectFail(await api.request('/sf-front-api/nope', { method: 'POST', body: {} }), 404);
      expect((await api.request('/api/event/list', { method: 'POST', body: {} })).status).toBe(404);
    } finally {
      api.dispose();
      await t.close();
    }
  });

  it('a database failure answers 500 in the envelope without details, and /healthz 503', async () => {
    const t = await openTestDb('sqlite');
    const api = createTestApp(t);
    await t.close();
    try {
      const res = await api.post(endpoints.eventList.path(), {});
      expectFail(res, 500);
      expect((await api.request('/healthz')).status).toBe(503);
    } finally {
      api.dispose();
    }
  });
});
