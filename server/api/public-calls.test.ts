/**
 * The loaders' direct calls (issue 29 item 2, docs/decisions/0025) answer exactly what the HTTP
 * API answers: every public endpoint of shared/endpoints.ts is called both ways, through the web
 * app's own client (app/lib/api.ts), on the demo content, SQLite and PostgreSQL, with good,
 * missing, invalid and hostile arguments, and the outcomes (status, reason, code, message and
 * result) compared deeply. A direct call must not fall back to the HTTP route for a valid code.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type AnyEndpoint, type EndpointName } from '../../shared/endpoints.js';
import { createApiClient, type ApiClient } from '../../app/lib/api.js';
import { createApp, createSiteCalls } from '../app.js';
import { createLogger } from '../logger.js';
import { seedDemo } from '../db/seed/index.js';
import { testConfig } from '../../tests/helpers/test-app.js';
import { dialects, openTestDb, type TestDb } from '../../tests/helpers/test-db.js';
import { publicCalls, type DirectCall } from './public-calls.js';

/** one call's arguments as a loader passes them (hostile ones included: typed loosely on purpose) */
type Args = unknown[];

const HOSTILE_CODES = [
  '',
  'a/b',
  '..',
  '.',
  '%',
  '%2F',
  'x'.repeat(65),
  '<script>',
  'é',
  ' A',
  'A?b=1',
  'A#x',
  '\u0000',
];

/** bodies a visitor's query string could make of a list call (what loaders build from ?page=, ?q= …) */
const HOSTILE_BODIES: unknown[] = [
  { pageNo: 0 },
  { pageNo: -1, pageSize: 1000 },
  { pageNo: 'abc' },
  { pageNo: Number.NaN },
  { pageSize: Number.POSITIVE_INFINITY },
  { pageNo: 2, pageSize: 1 },
  { pageNo: 1e9 },
  { type: 99 },
  { type: 'x'.repeat(100) },
  { name: 'x'.repeat(600) },
  { name: 'a\u0000b' },
  { name: '%_\\\'"; drop table events; --' },
  { name: { $gt: '' } },
  { name: ['a'] },
  { name: 'x'.repeat(80 * 1024) },
  { sort: 'nope', order: 'sideways' },
  { status: '' },
  { status: null },
  { isPublish: 0 },
  { levelCd: 'a/b' },
  { levelCd: 'NOPE' },
  { when: new Date(0), nothing: undefined },
  JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}}}') as unknown,
];

describe.each(dialects())('direct calls answer as the HTTP API, on %s', (dialect) => {
  let t: TestDb;
  let uploadDir: string;
  let http: ApiClient;
  let direct: ApiClient;
  let cachedHttp: ApiClient;
  let cachedDirect: ApiClient;
  /** calls that reached the transport from the direct client (fallbacks) */
  let fallbacks: string[] = [];
  /** what each client logged (failed and rejected calls): the same both ways */
  const logged = { http: [] as string[], direct: [] as string[] };
  const codes = { eventCd: '', levelCd: '', newsCd: '' };

  /** the two clients of one site: HTTP in process (what loaders used before) and direct */
  function clients(env: Record<string, string>, address: string): { http: ApiClient; direct: ApiClient } {
    const config = testConfig({ contactRateLimit: 2, env: { UPLOAD_DIR: uploadDir, ...env } });
    const logger = createLogger('silent');
    const site = createSiteCalls({ config, handle: t, logger });
    createApp({ config, handle: t, logger, api: site.api });
    const transport = async (p: string, init: RequestInit) =>
      site.api.request(`${config.API_PREFIX}${p}`, init, { visitorAddress: address });
    const call: DirectCall = site.direct;
    return {
      http: createApiClient(transport, { log: (f) => logged.http.push(JSON.stringify(f)) }),
      direct: createApiClient(
        (p, init) => {
          fallbacks.push(p);
          return transport(p, init);
        },
        {
          log: (f) => logged.direct.push(JSON.stringify(f)),
          direct: (route, params, body) => call(route, params, body, { address, userAgent: 'test agent' }),
        },
      ),
    };
  }

  beforeAll(async () => {
    t = await openTestDb(dialect);
    uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-direct-'));
    await seedDemo(t, { uploadDir });
    // the demo's flagship: classes with results, entries, hearings and notices
    codes.eventCd = 'SF-NG-2026-SAIL';
    codes.levelCd = 'SFNG26-470X';
    codes.newsCd = (
      await t.db
        .selectFrom('news')
        .select('newsCd')
        .where('isPublish', '=', 1)
        .orderBy('newsCd')
        .executeTakeFirstOrThrow()
    ).newsCd;
    ({ http, direct } = clients({}, '203.0.113.7'));
    ({ http: cachedHttp, direct: cachedDirect } = clients({ API_CACHE_TTL_MS: '60000' }, '203.0.113.8'));
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    fs.rmSync(uploadDir, { recursive: true, force: true });
  });

  /** each endpoint's calls: good, missing, hostile (every name of the endpoint table must be here) */
  function casesOf(name: EndpointName): Args[] {
    const { eventCd, levelCd, newsCd } = codes;
    const withCodes = (key: string, good: string): Args[] => [
      [{ [key]: good }],
      [{ [key]: 'NOPE-404' }],
      ...HOSTILE_CODES.map((code) => [{ [key]: code }]),
      [{ [key]: good }, { extra: 'ignored', nested: { a: [1, 2] } }],
      [{ [key]: good }, { junk: 'x'.repeat(80 * 1024) }],
      [{ [key]: good }, { text: 'a\u0000b' }],
    ];
    const lists: Args[] = [[], [{}], ...HOSTILE_BODIES.map((b) => [b])];
    const byEvent = (good: string): Args[] => [
      ...withCodes('eventCd', good),
      ...HOSTILE_BODIES.map((b) => [{ eventCd: good }, b]),
    ];
    const table: Record<EndpointName, Args[]> = {
      bannerList: [...lists, [{ type: 1 }]],
      eventList: [
        ...lists,
        [{ name: 'Sail' }],
        [{ name: 'a' }],
        [{ sort: 'current', order: 'asc' }],
        [{ sort: 'end_date', status: '2' }],
      ],
      eventInfo: withCodes('eventCd', eventCd),
      eventLevels: withCodes('eventCd', eventCd),
      eventImages: byEvent(eventCd),
      eventVideos: byEvent(eventCd),
      levelRaces: withCodes('levelCd', levelCd),
      levelScores: withCodes('levelCd', levelCd),
      eventRaces: withCodes('eventCd', eventCd),
      partnerList: lists,
      videoList: [...lists, [{ type: 2 }]],
      newsList: [...lists, [{ type: 1 }], [{ type: 4, pageSize: 2 }]],
      newsInfo: withCodes('newsCd', newsCd),
      dataConfigInfo: [[], [{ anything: true }]],
      statistics: [[], [{ pageNo: 'x' }]],
      contactInsert: [],
      eventHearings: withCodes('eventCd', eventCd),
      eventEntries: [...byEvent(eventCd), [{ eventCd }, { levelCd }], [{ eventCd }, { levelCd: 'NOPE' }]],
      eventNotices: withCodes('eventCd', eventCd),
      noticeBoards: [[], [{ x: 1 }]],
    };
    return table[name];
  }

  /** the outcome of a call by a client (its arguments spread as a loader's) */
  function send(client: ApiClient, endpoint: AnyEndpoint, args: Args) {
    return (client.send as (e: AnyEndpoint, ...a: unknown[]) => ReturnType<ApiClient['send']>)(endpoint, ...args);
  }

  it('one direct handler per endpoint of the table, for that endpoint', () => {
    expect(Object.keys(publicCalls).sort()).toEqual(Object.keys(endpoints).sort());
    for (const [name, call] of Object.entries(publicCalls)) {
      expect(call.endpoint, name).toBe(endpoints[name as EndpointName]);
    }
  });

  it.each(Object.keys(endpoints) as EndpointName[])('%s: the same outcome both ways, every case', async (name) => {
    const endpoint = endpoints[name];
    const cases = casesOf(name);
    if (name !== 'contactInsert') expect(cases.length).toBeGreaterThan(1);
    let ok = 0;
    logged.http = [];
    logged.direct = [];
    for (const args of cases) {
      fallbacks = [];
      const byHttp = await send(http, endpoint, args);
      const byDirect = await send(direct, endpoint, args);
      expect(byDirect, `${name} ${JSON.stringify(args)?.slice(0, 200)}`).toEqual(byHttp);
      if (byHttp.ok) ok++;
      // a valid code never goes through the router
      const codesValid =
        args.length === 0 || typeof args[0] !== 'object' || args[0] === null
          ? true
          : Object.values(args[0] as Record<string, unknown>).every(
              (v) => typeof v === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(v),
            );
      if (codesValid || endpoint.route.indexOf(':') < 0) expect(fallbacks, `${name} fell back`).toEqual([]);
    }
    expect(logged.direct).toEqual(logged.http);
    if (name !== 'contactInsert' && name !== 'dataConfigInfo' && name !== 'statistics' && name !== 'noticeBoards') {
      expect(logged.http.length, `${name}: no refusal logged`).toBeGreaterThan(0);
    }
    // (each endpoint's good case succeeds, so the comparison is of real answers)
    if (name !== 'contactInsert') expect(ok, `${name}: no call succeeded`).toBeGreaterThan(0);
  });

  it('contactInsert: the same outcomes, rate limit per visitor address, the row with the visitor', async () => {
    const good = {
      name: 'Direct Test',
      email: 'a@example.com',
      subject: 'Hello',
      message: 'Line 1\nLine 2',
      page: '/contact',
    };
    const sequence: unknown[] = [
      { name: '' },
      'x',
      { ...good, page: 'https://evil.example/' },
      { ...good, name: 'a\u0000b' },
      { ...good, message: 'x'.repeat(80 * 1024) },
      good,
      { ...good, website: 'bot' },
    ];
    const a = clients({}, '198.51.100.1');
    const b = clients({}, '198.51.100.2');
    fallbacks = [];
    for (const body of sequence) {
      const byHttp = await send(a.http, endpoints.contactInsert, [body]);
      const byDirect = await send(b.direct, endpoints.contactInsert, [body]);
      expect(byDirect, JSON.stringify(body).slice(0, 100)).toEqual(byHttp);
    }
    expect(fallbacks).toEqual([]);
    // (a limit of 2 a window: the first two counted, the rest refused, both ways)
    const last = await send(b.direct, endpoints.contactInsert, [good]);
    expect(last).toMatchObject({ ok: false, status: 429, reason: 'rejected' });
    const rows = await t.db
      .selectFrom('contactMessages')
      .select(['name', 'clientIp', 'userAgent'])
      .where('clientIp', '=', '198.51.100.2')
      .execute();
    expect(rows).toEqual([]);
    const first = clients({}, '198.51.100.3');
    expect(await send(first.direct, endpoints.contactInsert, [good])).toMatchObject({ ok: true, status: 200 });
    const row = await t.db
      .selectFrom('contactMessages')
      .select(['name', 'clientIp', 'userAgent'])
      .where('clientIp', '=', '198.51.100.3')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ name: 'Direct Test', clientIp: '198.51.100.3', userAgent: 'test agent' });
  });

  it('with the answer cache on: the same answers, from one shared entry either way', async () => {
    const calls: [AnyEndpoint, Args][] = [
      [endpoints.eventList, [{ pageSize: 5 }]],
      [endpoints.eventInfo, [{ eventCd: codes.eventCd }]],
      [endpoints.levelScores, [{ levelCd: codes.levelCd }]],
      [endpoints.eventEntries, [{ eventCd: codes.eventCd }, { levelCd: codes.levelCd }]],
      [endpoints.newsList, [{}]],
      [endpoints.eventInfo, [{ eventCd: 'NOPE' }]],
    ];
    for (const [endpoint, args] of calls) {
      const first = await send(cachedDirect, endpoint, args);
      expect(await send(cachedHttp, endpoint, args)).toEqual(first);
      expect(await send(cachedDirect, endpoint, args)).toEqual(first);
      expect(await send(direct, endpoint, args)).toEqual(first);
    }
    // a change in the database is not seen while the entry lives: the entry is one for both ways
    const [endpoint, args] = calls[1]!;
    const before = await send(cachedHttp, endpoint, args);
    await t.db
      .updateTable('events')
      .set({ name: 'Renamed while cached' })
      .where('eventCd', '=', codes.eventCd)
      .execute();
    expect(await send(cachedDirect, endpoint, args)).toEqual(before);
    expect(await send(direct, endpoint, args)).toMatchObject({ ok: true, result: { name: 'Renamed while cached' } });
  });
});
