/**
 * Published-only audit, the API half (docs/product.md §6: only published content is requested and shown),
 * on SQLite and PostgreSQL. The database holds published content marked ZQXPUB and unpublished
 * content (isPublish 0, 2, -1: events with levels, races, results, photos and videos; photos and
 * videos of a published event; news, site videos, banners) marked ZQXUNPUB in every text and URL
 * field, dated or sorted to come first in every list if it leaked (tests/fixtures/published-only.ts).
 *
 * No answer may hold the marker or an unpublished code: every list call with every filter (type,
 * status, name, sort, order, the ignored isPublish in all its forms) and every page of it; the
 * info, level, race, score, photo and video calls addressed at unpublished codes answer exactly as
 * for a code that never existed; the event search by any word of an unpublished event. The
 * published counterparts are checked to be there, so each check can fail.
 *
 * The page half (every page and its loader data, the search page, the sitemap) is
 * tests/e2e/published-only.spec.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  BANNER_TYPES,
  fillPublishedOnly,
  hidden,
  HIDDEN_EVENTS,
  HIDDEN_LEVELS,
  HIDDEN_NEWS,
  IS_PUBLISH_SENT,
  leakIn,
  MARK,
  pool,
  PUBLISHED_EVENTS,
  PUBLISHED_NEWS,
  shown,
} from '../../tests/fixtures/published-only.js';
import { dialects } from '../../tests/helpers/test-db.js';
import { useTestApp } from '../../tests/helpers/suite.js';

interface Answer {
  status: number;
  text: string;
}

interface ListPage<T> {
  records: T[];
  total: number;
  pages: number;
}

/** `what`'s answer holds no unpublished marker or code */
function expectNoLeak(what: string, text: string) {
  const leak = leakIn(text);
  expect(leak, `${what} leaks unpublished content: ${leak}`).toBeNull();
}

describe.each(dialects())('published content only, API on %s', (dialect) => {
  const { db: t, t: api } = useTestApp(dialect);

  beforeAll(async () => {
    await fillPublishedOnly(t.db);
  });
  async function post(apiPath: string, body: object = {}): Promise<Answer> {
    const res = await api.post(apiPath, body);
    return { status: res.status, text: res.text };
  }

  /** every page of a list call (and one past the end); all records, every answer checked */
  async function everyPage<T>(
    what: string,
    apiPath: string,
    body: Record<string, unknown>,
    pageSize = 1,
  ): Promise<T[]> {
    const records: T[] = [];
    let pages = 1;
    for (let pageNo = 1; pageNo <= pages + 1; pageNo++) {
      const { status, text } = await post(apiPath, { ...body, pageNo, pageSize });
      expect(status, `${what} page ${pageNo}: ${text}`).toBe(200);
      expectNoLeak(`${what} page ${pageNo}`, text);
      const page = (JSON.parse(text) as { result: ListPage<T> }).result;
      pages = page.pages;
      if (pageNo < pages) expect(page.records.length, `${what} page ${pageNo}`).toBe(pageSize);
      if (pageNo > pages) expect(page.records, `${what} page ${pageNo}`).toEqual([]);
      records.push(...page.records);
    }
    return records;
  }

  it('lists: every filter and every page answers published content only', async () => {
    /** a list call, paged through (at `size`): the key of each record, and the keys it must answer (sorted) */
    const lists: { call: string; body: Record<string, unknown>; key: string; want: string[]; size?: number }[] = [];
    const BIG = 100;

    // events: every status, sort and order (isPublish 0 asked for: ignored); the published ones are all there
    const eventsOf: Record<string, string[]> = { '': PUBLISHED_EVENTS, 1: ['PUBEV2'], 2: ['PUBEV1'], 3: ['PUBEV3'] };
    for (const status of [undefined, '', null, 1, 2, 3, '1']) {
      lists.push({
        call: '/event/list',
        body: { status, isPublish: 0 },
        key: 'eventCd',
        want: eventsOf[String(status ?? '')]!,
      });
    }
    for (const sort of ['begin_date', 'end_date', 'current']) {
      for (const order of ['desc', 'asc']) {
        for (const status of [undefined, 2]) {
          const body = { status, sort, order, isPublish: 0 };
          lists.push({ call: '/event/list', body, key: 'eventCd', want: eventsOf[String(status ?? '')]!, size: BIG });
        }
      }
    }
    for (const isPublish of IS_PUBLISH_SENT) {
      lists.push({ call: '/event/list', body: { isPublish }, key: 'eventCd', want: PUBLISHED_EVENTS, size: BIG });
    }
    // the name search finds no unpublished event by any of its words, and finds the published ones
    for (const name of [
      '秘密赛事',
      'Secret Regatta',
      'secret',
      MARK,
      MARK.toLowerCase(),
      hidden('name', 0),
      '秘密赛事1',
      hidden('keywords', 0),
      hidden('address', 1),
      '秘密别名',
    ]) {
      for (const status of [undefined, 2]) {
        lists.push({ call: '/event/list', body: { name, status, isPublish: 0 }, key: 'eventCd', want: [] });
      }
    }
    lists.push({ call: '/event/list', body: { name: '公开赛事' }, key: 'eventCd', want: PUBLISHED_EVENTS });
    lists.push({ call: '/event/list', body: { name: 'open regatta 1' }, key: 'eventCd', want: ['PUBEV2'] });

    // news, site videos and banners: every type; isPublish in its forms
    const newsOf = (type: unknown) => (type ? [`PUBNW${String(type)}`] : PUBLISHED_NEWS);
    for (const type of [undefined, 0, 1, 2, 3, 4, '1']) {
      lists.push({ call: '/news/list', body: { type, isPublish: 0 }, key: 'newsCd', want: newsOf(type) });
    }
    const videosOf = (type: unknown) =>
      // type 0 is the spec's highlights call (issue 28 item 10)
      type === 0
        ? [shown('videoTitle', 2)]
        : type
          ? [shown('videoTitle', Number(type))]
          : [1, 2].map((v) => shown('videoTitle', v));
    for (const type of [undefined, 0, 1, 2, '2']) {
      lists.push({ call: '/videoList', body: { type, isPublish: 0 }, key: 'title', want: videosOf(type) });
    }
    for (const isPublish of IS_PUBLISH_SENT) {
      lists.push({ call: '/news/list', body: { isPublish }, key: 'newsCd', want: PUBLISHED_NEWS, size: BIG });
      lists.push({ call: '/videoList', body: { isPublish }, key: 'title', want: videosOf(undefined), size: BIG });
    }
    for (const type of [undefined, ...BANNER_TYPES]) {
      const want =
        type === undefined ? BANNER_TYPES.map((b) => shown('bannerTitle', b)).sort() : [shown('bannerTitle', type)];
      lists.push({ call: '/banner/list', body: { type }, key: 'title', want, size: type === undefined ? 1 : BIG });
    }
    for (const type of [0, 31]) {
      lists.push({ call: '/banner/list', body: { type }, key: 'title', want: [shown('bannerTitle', type)] });
    }
    // photos and videos of the published event: only its published ones, whatever isPublish asks
    const photos = [0, 1].map((k) => shown('photoTitle', k));
    const clips = [0, 1].map((k) => shown('clipTitle', k));
    for (const isPublish of IS_PUBLISH_SENT) {
      const size = isPublish === undefined || isPublish === 0 ? 1 : BIG;
      lists.push({ call: '/event/img/PUBEV1', body: { isPublish }, key: 'title', want: photos, size });
      lists.push({ call: '/event/video/PUBEV1', body: { isPublish }, key: 'title', want: clips, size });
    }

    const answers = await pool(lists, 6, async ({ call, body, key, size }) => {
      const what = `${call} ${JSON.stringify(body)} pageSize=${size ?? 1}`;
      const records = await everyPage<Record<string, string>>(what, call, body, size);
      return { what, keys: records.map((r) => r[key]!).sort() };
    });
    for (const [i, { what, keys }] of answers.entries()) expect(keys, what).toEqual(lists[i]!.want);

    // the rest of the read calls
    for (const [call, body] of [
      ['/partnerList', {}],
      ['/partnerList', { type: 1 }],
      ['/statistics', {}],
      ['/dataConfigInfo', {}],
      ['/event/level/PUBEV1', {}],
      ['/level/race/PUBLV1', {}],
      ['/level/score/PUBLV1', {}],
      ['/event/info/PUBEV1', {}],
    ] as const) {
      const { status, text } = await post(call, body);
      expect(status, call).toBe(200);
      expectNoLeak(call, text);
    }
    const levels = JSON.parse((await post('/event/level/PUBEV1')).text);
    expect(levels.result.map((l: { levelCd: string }) => l.levelCd)).toEqual(['PUBLV1']);
  });

  it('calls addressed at unpublished codes answer as for codes that never existed', async () => {
    const calls: [(code: string) => string, string[], Record<string, unknown>][] = [
      [(c) => `/event/info/${c}`, HIDDEN_EVENTS, {}],
      [(c) => `/event/level/${c}`, HIDDEN_EVENTS, {}],
      [(c) => `/event/img/${c}`, HIDDEN_EVENTS, {}],
      [(c) => `/event/img/${c}`, HIDDEN_EVENTS, { isPublish: 0, pageNo: 1, pageSize: 10 }],
      [(c) => `/event/video/${c}`, HIDDEN_EVENTS, {}],
      [(c) => `/event/video/${c}`, HIDDEN_EVENTS, { isPublish: 1, pageNo: 1, pageSize: 9 }],
      [(c) => `/level/race/${c}`, HIDDEN_LEVELS, {}],
      [(c) => `/level/score/${c}`, HIDDEN_LEVELS, {}],
      [(c) => `/news/info/${c}`, HIDDEN_NEWS, {}],
    ];
    for (const [call, codes, body] of calls) {
      const unknown = await post(call('NOPE0'), body);
      expect(unknown.status, `${call('NOPE0')}: ${unknown.text}`).toBe(404);
      expect(JSON.parse(unknown.text)).toMatchObject({ success: false, result: null });
      for (const code of codes) {
        const answer = await post(call(code), body);
        expectNoLeak(call(code), answer.text);
        expect(answer, `${call(code)} answers as an unknown code`).toEqual(unknown);
      }
    }
    // the published counterparts answer
    const event = JSON.parse((await post('/event/info/PUBEV1')).text);
    expect(event).toMatchObject({
      success: true,
      result: { eventCd: 'PUBEV1', name: `公开赛事0 ${shown('name', 0)}` },
    });
    const races = JSON.parse((await post('/level/race/PUBLV1')).text);
    expect(races.result.map((r: { roundName: string }) => r.roundName)).toEqual([shown('round', 0), shown('round', 1)]);
    const post1 = JSON.parse((await post('/news/info/PUBNW1')).text);
    expect(post1).toMatchObject({ success: true, result: { title: shown('newsTitle', 1) } });
  });

  it('the event search (as the events page sends it) finds no unpublished event', async () => {
    for (const q of [
      '秘密赛事',
      '秘密赛事0',
      'Secret Regatta',
      'secret',
      MARK,
      MARK.toLowerCase(),
      hidden('name', 1),
    ]) {
      const { status, text } = await post('/event/list', {
        name: q,
        isPublish: 1,
        order: 'desc',
        sort: 'begin_date',
        pageNo: 1,
        pageSize: 25,
      });
      expect(status, text).toBe(200);
      expect(JSON.parse(text).result, `/event/list name=${q}`).toMatchObject({ records: [], total: 0, pages: 0 });
    }
    // the search works: a published event's words find it
    const { text } = await post('/event/list', { name: '公开赛事0', pageNo: 1, pageSize: 25 });
    expect(JSON.parse(text).result.records.map((e: { eventCd: string }) => e.eventCd)).toEqual(['PUBEV1']);
  });
});
