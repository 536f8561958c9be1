/**
 * Published-only audit (spec §6: only published content is requested and shown). The spec runs
 * its own production server (the build in BUILD_DIR) on its own scratch SQLite database, made
 * with the project's migrations and filled with the factories: published events (with a level,
 * races, results, photos and videos), news, site videos and banners, each carrying the marker
 * ZQXPUB; and unpublished ones — events with isPublish 0, 2 and -1 (the column is NOT NULL, so no
 * null) with levels, races, score tables, photos and videos under them; photos and videos with
 * those flags on a published event; news, site videos and banners with those flags — carrying
 * the marker ZQXUNPUB in every text and URL field, dated or sorted so that they would come first
 * in every list if they leaked. Partners have no publish flag and are not part of the audit.
 *
 * Then no answer may hold the marker or an unpublished code: every API list call with every
 * filter (type, status, name, sort, order, the ignored isPublish in all its forms) and every
 * page of it; the info, level, race, score, photo and video calls addressed at unpublished codes
 * answer exactly as for a code that never existed; every page of app/lib/pages.ts in Chinese
 * and English (each twin in its language, the other pages with either lang cookie), with the
 * loader data (`.data`) of the pages with codes; the detail, level and post pages addressed at
 * unpublished codes (the status of an unknown code, 404, and no marker); the events search in
 * the page and the API; /sitemap.xml. The published counterparts are checked to be there, so
 * each check can fail.
 *
 * Desktop project only: the server's answers do not depend on the viewport.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { migrate, openDb } from '../../server/db/client';
import {
  createBanner,
  createEvent,
  createEventImage,
  createEventVideo,
  createLevel,
  createNews,
  createRace,
  createScorePublication,
  createVideo,
  setStatistics,
} from '../../server/db/factories';
import { PAGES, twinPath } from '../../app/lib/pages';
import { pathLang, type Lang } from '../../shared/lang';
import { startOwnServer, type OwnServer } from './own-server';

/** in every text and URL field of unpublished content */
const MARK = 'ZQXUNPUB';
/** in the published counterparts */
const SHOWN = 'ZQXPUB';
const HIDDEN_FLAGS = [0, 2, -1] as const;
const HIDDEN_EVENTS = HIDDEN_FLAGS.map((_, i) => `HIDEV${i}`);
const HIDDEN_LEVELS = HIDDEN_FLAGS.map((_, i) => `HIDLV${i}`);
const HIDDEN_NEWS = [0, 1, 2, 3, 4, 5].map((i) => `HIDNW${i}`);
/** an unpublished marker or code, anywhere in an answer */
const LEAK = new RegExp(`${MARK}|HIDEV\\d|HIDLV\\d|HIDNW\\d`, 'i');
const PUBLISHED_EVENTS = ['PUBEV1', 'PUBEV2', 'PUBEV3'];
const PUBLISHED_NEWS = ['PUBNW1', 'PUBNW2', 'PUBNW3', 'PUBNW4'];
const BANNER_TYPES = [0, 1, 20, 21, 22, 23, 31, 32, 33, 34, 35, 36, 37, 38];
/** isPublish as a client may send it: the API ignores it and serves published content only */
const IS_PUBLISH_SENT = [undefined, 1, 0, 2, -1, null, '0', '', false, true];

let server: OwnServer | undefined;
let base = '';

test.describe.configure({ mode: 'serial', timeout: 60_000 });

const hidden = (field: string, i: number | string) => `${MARK}-${field}-${i}`;
const shown = (field: string, i: number | string) => `${SHOWN}-${field}-${i}`;

/** a score table whose every text is `mark(…)` */
function scores(mark: (field: string, i: number | string) => string, i: number): string {
  return JSON.stringify({
    theTitle: mark('scoreTitle', i),
    scoringSystem: mark('scoring', i),
    discardRule: 1,
    groupScoreFlag: false,
    groupingField: null,
    groupingFieldName: null,
    header: [
      { columnKey: 'rank', columnName: mark('colRank', i) },
      { columnKey: 'sailNo', columnName: mark('colSail', i) },
      { columnKey: 'boat', columnName: mark('colBoat', i) },
      { columnKey: 'club', columnName: mark('colClub', i) },
      { columnKey: 'net', columnName: mark('colNet', i) },
    ],
    data: [{ rank: 1, sailNo: mark('sail', i), boat: mark('boat', i), club: mark('club', i), net: 1 }],
    rules: [{ rulesKey: 'DNF', notes: mark('note', i) }],
  });
}

async function fill(file: string) {
  const handle = await openDb(`sqlite:${file}`);
  await migrate(handle);
  const db = handle.db;
  await setStatistics(db);

  // ---- published: three events (running, coming, finished), the first with all that hangs off it
  const statuses = ['2', '1', '3'];
  for (const [i, eventCd] of PUBLISHED_EVENTS.entries()) {
    await createEvent(db, {
      eventCd,
      matchCd: `PUBM${i}`,
      name: `公开赛事${i} ${shown('name', i)}`,
      nameCode: `Open Regatta ${i} ${shown('nameCode', i)}`,
      address: shown('address', i),
      addressCode: shown('addressCode', i),
      sponsor: shown('sponsor', i),
      beginDate: `2025-0${i + 1}-01`,
      endDate: `2025-0${i + 1}-03`,
      status: statuses[i]!,
      isPublish: 1,
    });
  }
  await createLevel(db, {
    eventCd: 'PUBEV1',
    levelCd: 'PUBLV1',
    levelName: shown('level', 1),
    levelNameCode: shown('levelCode', 1),
  });
  for (let k = 0; k < 2; k++) {
    await createRace(db, { levelCd: 'PUBLV1', roundName: shown('round', k), status: String(k + 1) });
  }
  await createScorePublication(db, { levelCd: 'PUBLV1', scores: scores(shown, 1) });
  for (let k = 0; k < 2; k++) {
    await createEventImage(db, {
      eventCd: 'PUBEV1',
      imgUrl: `/uploads/photos/${shown('photo', k)}.svg`,
      title: shown('photoTitle', k),
      sortOrder: 10 + k,
    });
    await createEventVideo(db, {
      eventCd: 'PUBEV1',
      videoUrl: `/uploads/videos/${shown('clip', k)}.mp4`,
      thumbUrl: `/uploads/videos/${shown('clipThumb', k)}.svg`,
      title: shown('clipTitle', k),
      sortOrder: 10 + k,
    });
  }
  // unpublished photos and videos of the published event, first in its order
  for (const [k, isPublish] of HIDDEN_FLAGS.entries()) {
    await createEventImage(db, {
      eventCd: 'PUBEV1',
      imgUrl: `/uploads/photos/${hidden('photo', k)}.svg`,
      title: hidden('photoTitle', k),
      sortOrder: k,
      isPublish,
    });
    await createEventVideo(db, {
      eventCd: 'PUBEV1',
      videoUrl: `/uploads/videos/${hidden('clip', k)}.mp4`,
      thumbUrl: `/uploads/videos/${hidden('clipThumb', k)}.svg`,
      title: hidden('clipTitle', k),
      sortOrder: k,
      isPublish,
    });
  }

  // ---- unpublished events, newer than the published ones, with levels, races, results, media
  for (const [i, isPublish] of HIDDEN_FLAGS.entries()) {
    const eventCd = HIDDEN_EVENTS[i]!;
    const levelCd = HIDDEN_LEVELS[i]!;
    await createEvent(db, {
      eventCd,
      matchCd: hidden('match', i),
      name: `秘密赛事${i} ${hidden('name', i)}`,
      nameCode: `Secret Regatta ${i} ${hidden('nameCode', i)}`,
      logo: `/uploads/events/${hidden('logo', i)}.svg`,
      thumb: `/uploads/events/${hidden('thumb', i)}.svg`,
      address: hidden('address', i),
      addressCode: hidden('addressCode', i),
      // search aliases are searched too (issue 14): never for an unpublished event
      keywords: [hidden('keywords', i), '秘密别名'],
      officialWebsite: `https://example.org/${hidden('site', i)}`,
      sponsor: hidden('sponsor', i),
      albumWebsite: `https://example.org/${hidden('album', i)}`,
      beginDate: `2026-0${i + 1}-01`,
      endDate: `2026-0${i + 1}-03`,
      status: statuses[i]!,
      isPublish,
    });
    await createLevel(db, {
      eventCd,
      levelCd,
      levelName: hidden('level', i),
      levelNameCode: hidden('levelCode', i),
      logo: `/uploads/events/${hidden('levelLogo', i)}.svg`,
      status: '2',
      roundTotal: 7,
    });
    await createRace(db, {
      levelCd,
      roundName: hidden('round', i),
      bureauName: hidden('bureau', i),
      raceMark: hidden('course', i),
      traceUrl: `https://example.org/${hidden('trace', i)}`,
      startTime: '2026-01-01 10:00:00',
      status: '2',
    });
    await createScorePublication(db, { levelCd, scores: scores(hidden, i) });
    // published photos and videos of an unpublished event: hidden with it
    await createEventImage(db, {
      eventCd,
      imgUrl: `/uploads/photos/${hidden('eventPhoto', i)}.svg`,
      title: hidden('eventPhotoTitle', i),
      isPublish: 1,
    });
    await createEventVideo(db, {
      eventCd,
      videoUrl: `/uploads/videos/${hidden('eventClip', i)}.mp4`,
      thumbUrl: `/uploads/videos/${hidden('eventClipThumb', i)}.svg`,
      title: hidden('eventClipTitle', i),
      isPublish: 1,
    });
  }

  // ---- news: one published item per type; unpublished ones of every type, newer
  for (const [t, newsCd] of PUBLISHED_NEWS.entries()) {
    await createNews(db, {
      newsCd,
      title: shown('newsTitle', t + 1),
      content: `<p>${shown('newsBody', t + 1)}</p>`,
      thumbUrl: `/uploads/news/${shown('newsThumb', t + 1)}.svg`,
      type: t + 1,
      publishTime: `2025-01-0${t + 1} 10:00:00`,
    });
  }
  for (const [i, newsCd] of HIDDEN_NEWS.entries()) {
    await createNews(db, {
      newsCd,
      title: hidden('newsTitle', i),
      content: `<p>${hidden('newsBody', i)}</p>`,
      thumbUrl: `/uploads/news/${hidden('newsThumb', i)}.svg`,
      type: (i % 4) + 1,
      publishTime: `2026-01-0${i + 1} 10:00:00`,
      isPublish: HIDDEN_FLAGS[i % HIDDEN_FLAGS.length]!,
    });
  }

  // ---- site videos (race reports and highlights) and banners of every type the pages use
  for (const type of [1, 2]) {
    await createVideo(db, {
      type,
      title: shown('videoTitle', type),
      titleEn: shown('videoTitleEn', type),
      videoUrl: `/uploads/videos/${shown('video', type)}.mp4`,
      thumbUrl: `/uploads/videos/${shown('videoThumb', type)}.svg`,
      publishTime: '2025-01-01 10:00:00',
    });
    for (const [k, isPublish] of HIDDEN_FLAGS.entries()) {
      await createVideo(db, {
        type,
        title: hidden('videoTitle', `${type}${k}`),
        titleEn: hidden('videoTitleEn', `${type}${k}`),
        videoUrl: `/uploads/videos/${hidden('video', `${type}${k}`)}.mp4`,
        thumbUrl: `/uploads/videos/${hidden('videoThumb', `${type}${k}`)}.svg`,
        publishTime: `2026-01-0${k + 1} 10:00:00`,
        isPublish,
      });
    }
  }
  for (const type of BANNER_TYPES) {
    for (const [k, isPublish] of HIDDEN_FLAGS.entries()) {
      await createBanner(db, {
        type,
        bannerUrl: `/uploads/banners/${hidden('banner', `${type}-${k}`)}.svg`,
        title: hidden('bannerTitle', `${type}-${k}`),
        titleEn: hidden('bannerTitleEn', `${type}-${k}`),
        sortOrder: k,
        isPublish,
      });
    }
    await createBanner(db, {
      type,
      bannerUrl: `/uploads/banners/${shown('banner', type)}.svg`,
      title: shown('bannerTitle', type),
      titleEn: shown('bannerTitleEn', type),
      sortOrder: 10,
    });
  }
  await handle.close();
}

test.beforeAll(async ({ browserName: _browser }, info) => {
  if (info.project.name !== 'desktop') return; // the tests skip there
  server = await startOwnServer('published-only', { fill, env: { LOG_LEVEL: 'error' } });
  base = server.base;
});

test.afterAll(async () => {
  await server?.stop();
});

// ------------------------------------------------------------------ helpers

interface Answer {
  status: number;
  text: string;
}

/** the spec's server through the test's request context: API calls and page loads in a language */
function client(request: APIRequestContext) {
  return {
    async post(apiPath: string, body: unknown = {}): Promise<Answer> {
      const res = await request.post(`${base}/api${apiPath}`, { data: body, failOnStatusCode: false });
      return { status: res.status(), text: await res.text() };
    },
    async get(url: string, lang: 'zh' | 'en'): Promise<Answer> {
      const res = await request.get(base + url, {
        headers: { cookie: `lang=${lang}`, 'accept-language': lang === 'en' ? 'en-US' : 'zh-CN' },
        maxRedirects: 0,
        failOnStatusCode: false,
      });
      return { status: res.status(), text: await res.text() };
    },
  };
}

const SKIP_MOBILE = 'desktop only: the server answers the same at every width';

/** runs `fn` over `items`, `width` at a time, in order of the results */
async function pool<T, R>(items: T[], width: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i]!);
      }
    }),
  );
  return out;
}

/** `what`'s answer holds no unpublished marker or code */
function expectNoLeak(what: string, text: string) {
  const hit = LEAK.exec(text);
  expect(
    hit,
    `${what} leaks unpublished content: …${hit ? text.slice(Math.max(0, hit.index - 120), hit.index + 120) : ''}…`,
  ).toBeNull();
}

interface ListPage<T> {
  records: T[];
  total: number;
  pages: number;
}

/** every page of a list call (and one past the end); all records, every answer checked */
async function everyPage<T>(
  post: ReturnType<typeof client>['post'],
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

// ------------------------------------------------------------------ the API

test('API lists: every filter and every page answers published content only', async ({ request }, info) => {
  test.skip(info.project.name !== 'desktop', SKIP_MOBILE);
  const { post } = client(request);
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
    type ? [shown('videoTitle', Number(type))] : [1, 2].map((t) => shown('videoTitle', t));
  for (const type of [undefined, 0, 1, 2, '2']) {
    lists.push({ call: '/videoList', body: { type, isPublish: 0 }, key: 'title', want: videosOf(type) });
  }
  for (const isPublish of IS_PUBLISH_SENT) {
    lists.push({ call: '/news/list', body: { isPublish }, key: 'newsCd', want: PUBLISHED_NEWS, size: BIG });
    lists.push({ call: '/videoList', body: { isPublish }, key: 'title', want: videosOf(0), size: BIG });
  }
  for (const type of [undefined, ...BANNER_TYPES]) {
    const want =
      type === undefined ? BANNER_TYPES.map((t) => shown('bannerTitle', t)).sort() : [shown('bannerTitle', type)];
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
    const records = await everyPage<Record<string, string>>(post, what, call, body, size);
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

test('API calls addressed at unpublished codes answer as for codes that never existed', async ({ request }, info) => {
  test.skip(info.project.name !== 'desktop', SKIP_MOBILE);
  const { post } = client(request);
  const calls: [string, (code: string) => string, string[], Record<string, unknown>][] = [
    ['event', (c) => `/event/info/${c}`, HIDDEN_EVENTS, {}],
    ['event', (c) => `/event/level/${c}`, HIDDEN_EVENTS, {}],
    ['event', (c) => `/event/img/${c}`, HIDDEN_EVENTS, {}],
    ['event', (c) => `/event/img/${c}`, HIDDEN_EVENTS, { isPublish: 0, pageNo: 1, pageSize: 10 }],
    ['event', (c) => `/event/video/${c}`, HIDDEN_EVENTS, {}],
    ['event', (c) => `/event/video/${c}`, HIDDEN_EVENTS, { isPublish: 1, pageNo: 1, pageSize: 9 }],
    ['level', (c) => `/level/race/${c}`, HIDDEN_LEVELS, {}],
    ['level', (c) => `/level/score/${c}`, HIDDEN_LEVELS, {}],
    ['news', (c) => `/news/info/${c}`, HIDDEN_NEWS, {}],
  ];
  for (const [, call, codes, body] of calls) {
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
  expect(event).toMatchObject({ success: true, result: { eventCd: 'PUBEV1', name: `公开赛事0 ${shown('name', 0)}` } });
  const races = JSON.parse((await post('/level/race/PUBLV1')).text);
  expect(races.result.map((r: { roundName: string }) => r.roundName)).toEqual([shown('round', 0), shown('round', 1)]);
  const post1 = JSON.parse((await post('/news/info/PUBNW1')).text);
  expect(post1).toMatchObject({ success: true, result: { title: shown('newsTitle', 1) } });
});

// ------------------------------------------------------------------ the pages

/** a URL, what it must show (when its data is published) and whether it is addressed at unpublished codes */
interface Visit {
  url: string;
  /** texts that must be in the page in a language: the published counterparts */
  expect?: Partial<Record<'zh' | 'en', string[]>>;
  /** the same URL with never-existing codes: the status this one must answer */
  unknown?: string;
}

function pageVisits(): Visit[] {
  const visits: Visit[] = [];
  // every page without parameters, both paths and the aliases
  for (const page of PAGES) {
    if (page.dynamic) continue;
    for (const url of new Set([page.zh, ...(page.en ? [page.en] : []), ...(page.aliases ?? [])])) visits.push({ url });
  }
  const named = (zh: string[], en: string[] = zh) => ({ zh, en });
  const add = (url: string, e?: Visit['expect']) => {
    const v = visits.find((x) => x.url === url);
    if (v) v.expect = e;
    else visits.push({ url, expect: e });
  };
  // the published counterparts, where the pages show them
  add(
    '/',
    named(
      ['PUBEV1', shown('name', 0), shown('newsTitle', 1), shown('banner', 0), shown('videoTitle', 2)],
      ['PUBEV1', shown('nameCode', 0), shown('newsTitle', 1), shown('banner', 0), shown('videoTitleEn', 2)],
    ),
  );
  add('/events', named(PUBLISHED_EVENTS.concat(shown('name', 0)), PUBLISHED_EVENTS.concat(shown('nameCode', 0))));
  add('/events-en', { en: PUBLISHED_EVENTS.concat(shown('nameCode', 0)) });
  add('/events?tab=running', named(['PUBEV1']));
  add('/events?tab=coming', named(['PUBEV2']));
  add('/events?pages=3', named(PUBLISHED_EVENTS));
  add('/blog-list', named([shown('newsTitle', 1)]));
  add('/blog-list-en', { en: [shown('newsTitle', 1)] });
  for (const tab of [1, 2, 3]) add(`/blog-list?tab=${tab}&page=2`, named([shown('newsTitle', tab + 1)]));
  add('/news', named(PUBLISHED_NEWS.map((_, t) => shown('newsTitle', t + 1))));
  add('/news?page=2', named([shown('newsTitle', 1)]));
  add(
    '/videos',
    named([shown('videoTitle', 1), shown('videoTitle', 2)], [shown('videoTitleEn', 1), shown('videoTitleEn', 2)]),
  );
  add('/videos-en', { en: [shown('videoTitleEn', 1), shown('videoTitleEn', 2)] });
  add('/service-live', named([31, 32, 33, 34, 35, 36, 37, 38].map((t) => shown('banner', t))));
  add('/service-tracking', named([20, 21, 22, 23].map((t) => shown('banner', t))));
  add(
    '/service-video',
    named([shown('banner', 33), shown('videoTitle', 1)], [shown('banner', 33), shown('videoTitleEn', 1)]),
  );
  add('/service-media', named([shown('banner', 31)]));
  add('/sitemap.xml', named(['PUBEV1', 'PUBEV3', 'PUBLV1', 'PUBNW4']));

  // the event pages: published, and addressed at unpublished codes (and a mix of both)
  for (const suffix of ['', '_nb', '_wf']) {
    add(
      `/events/detail${suffix}/PUBEV1`,
      named([shown('level', 1), shown('address', 0)], [shown('levelCode', 1), shown('addressCode', 0)]),
    );
  }
  add('/events/detail?eventCd=PUBEV1', named([shown('level', 1)], [shown('levelCode', 1)]));
  add('/events/detail/PUBEV1?tab=photos', named([shown('photo', 0), shown('photo', 1)]));
  add('/events/detail/PUBEV1?tab=videos', named([shown('clipTitle', 0), shown('clipTitle', 1)]));
  add('/events/detail/PUBEV1?tab=announcements', named(['PUBEV1.html']));
  for (const suffix of ['', '_nb', '_wf']) {
    add(
      `/events/level${suffix}/PUBEV1/PUBLV1`,
      named([shown('round', 0), shown('level', 1)], [shown('round', 0), shown('levelCode', 1)]),
    );
  }
  add('/events/level/PUBEV1/PUBLV1?tab=races', named([shown('round', 0), shown('round', 1)]));
  add('/events/level/PUBEV1/PUBLV1?tab=results', named([shown('scoreTitle', 1), shown('boat', 1)]));
  add('/events/level?eventCd=PUBEV1&levelCd=PUBLV1', named([shown('scoreTitle', 1)]));
  for (const [i, eventCd] of HIDDEN_EVENTS.entries()) {
    const levelCd = HIDDEN_LEVELS[i]!;
    for (const suffix of ['', '_nb', '_wf']) {
      visits.push({ url: `/events/detail${suffix}/${eventCd}`, unknown: `/events/detail${suffix}/NOPE0` });
      visits.push({
        url: `/events/level${suffix}/${eventCd}/${levelCd}`,
        unknown: `/events/level${suffix}/NOPE0/NOPE1`,
      });
    }
    for (const tab of ['photos', 'videos', 'announcements']) {
      visits.push({ url: `/events/detail/${eventCd}?tab=${tab}`, unknown: `/events/detail/NOPE0?tab=${tab}` });
    }
    visits.push({ url: `/events/detail?eventCd=${eventCd}`, unknown: '/events/detail?eventCd=NOPE0' });
    visits.push({
      url: `/events/level?eventCd=${eventCd}&levelCd=${levelCd}&tab=races`,
      unknown: '/events/level?eventCd=NOPE0&levelCd=NOPE1&tab=races',
    });
    // a published event with an unpublished event's level
    visits.push({ url: `/events/level/PUBEV1/${levelCd}`, unknown: '/events/level/PUBEV1/NOPE1' });
  }

  // the post pages
  add('/blog-details/PUBNW1', named([shown('newsBody', 1)]));
  add('/blog-details-en/PUBNW2?type=2', { en: [shown('newsBody', 2)] });
  add('/blog-details?newsCd=PUBNW3&type=3', named([shown('newsBody', 3)]));
  add('/news/details/PUBNW4', named([shown('newsBody', 4)]));
  for (const newsCd of HIDDEN_NEWS) {
    visits.push({ url: `/blog-details/${newsCd}`, unknown: '/blog-details/NOPE0' });
    visits.push({ url: `/blog-details-en/${newsCd}`, unknown: '/blog-details-en/NOPE0' });
    visits.push({ url: `/blog-details?newsCd=${newsCd}&type=1`, unknown: '/blog-details?newsCd=NOPE0&type=1' });
    visits.push({ url: `/news/details/${newsCd}`, unknown: '/news/details/NOPE0' });
  }
  return visits;
}

/**
 * The languages a URL is read in: an English twin in English, its Chinese twin in Chinese (the
 * twins are one page), any other path in both (the lang cookie decides).
 */
function langsOf(url: string): Lang[] {
  const { pathname } = new URL(url, 'http://x');
  if (pathLang(pathname) === 'en') return ['en'];
  return twinPath(pathname) ? ['zh'] : ['zh', 'en'];
}

/**
 * The loader data of a page with codes in its URL, as the client fetches it on navigation (the
 * HTML of every page carries its loader data already)
 */
function dataUrl(url: string): string | null {
  const u = new URL(url, 'http://x');
  if (!/^\/(events\/(detail|level)|blog-details|news\/details)/.test(u.pathname)) return null;
  return `${u.pathname}.data${u.search}`;
}

/** addressed at unpublished codes: the codes are in the URL (and so may be in the page), the markers may not */
const MARKER = new RegExp(MARK, 'i');

test('every page, in both languages, and its loader data show published content only', async ({ request }, info) => {
  test.skip(info.project.name !== 'desktop', SKIP_MOBILE);
  const { get } = client(request);
  const visits = pageVisits();
  const jobs = visits.flatMap((v) => langsOf(v.url).map((lang) => ({ ...v, lang })));
  // the answer to the same URL with never-existing codes, once per URL and language
  const unknowns = new Map<string, Promise<Answer>>();
  const unknownOf = (url: string, lang: 'zh' | 'en') => {
    const key = `${lang} ${url}`;
    if (!unknowns.has(key)) unknowns.set(key, get(url, lang));
    return unknowns.get(key)!;
  };
  const results = await pool(jobs, 8, async (job) => {
    const data = dataUrl(job.url);
    const [page, loader, unknown] = await Promise.all([
      get(job.url, job.lang),
      data ? get(data, job.lang) : null,
      job.unknown ? unknownOf(job.unknown, job.lang) : null,
    ]);
    return { job, page, loader, unknown };
  });
  const missing: string[] = [];
  for (const { job, page, loader, unknown } of results) {
    const what = `${job.url} (${job.lang})`;
    if (unknown) {
      // the codes are in the URL: only the markers must stay out; the status is that of an unknown code
      expect(page.status, `${what} answers as ${job.unknown}`).toBe(unknown.status);
      expect(page.status, what).toBe(404);
      expect(MARKER.exec(page.text), `${what} leaks unpublished content`).toBeNull();
      if (loader) expect(MARKER.exec(loader.text), `${what} loader data leaks unpublished content`).toBeNull();
      continue;
    }
    expect(page.status, what).toBe(200);
    expectNoLeak(what, page.text);
    if (loader) expectNoLeak(`${what} loader data`, loader.text);
    for (const text of job.expect?.[job.lang] ?? []) if (!page.text.includes(text)) missing.push(`${what}: ${text}`);
  }
  expect(missing, 'published content missing from the pages').toEqual([]);
  expect(results.length).toBeGreaterThan(150);
});

test('the events search finds no unpublished event, in the page or the API', async ({ request }, info) => {
  test.skip(info.project.name !== 'desktop', SKIP_MOBILE);
  const { post, get } = client(request);
  for (const q of ['秘密赛事', '秘密赛事0', 'Secret Regatta', 'secret', MARK, MARK.toLowerCase(), hidden('name', 1)]) {
    for (const [url, lang] of [
      [`/events?q=${encodeURIComponent(q)}`, 'zh'],
      [`/events?q=${encodeURIComponent(q)}&tab=running`, 'zh'],
      [`/events?q=${encodeURIComponent(q)}`, 'en'],
      [`/events-en?q=${encodeURIComponent(q)}&tab=coming`, 'en'],
    ] as const) {
      const { status, text } = await get(url, lang);
      expect(status, url).toBe(200);
      // the query itself is echoed (search box, links): take it out before looking for markers
      const rest = text.split(q).join('').split(encodeURIComponent(q)).join('');
      expectNoLeak(url, rest);
      expect(text, `${url} shows the no-data state`).toContain(lang === 'en' ? 'No data' : '暂无数据');
    }
    const { text } = await post('/event/list', {
      name: q,
      isPublish: 1,
      order: 'desc',
      sort: 'begin_date',
      pageNo: 1,
      pageSize: 25,
    });
    expect(JSON.parse(text).result, `/event/list name=${q}`).toMatchObject({ records: [], total: 0, pages: 0 });
  }
  // the search works: a published event's words find it
  for (const [url, lang, expected] of [
    ['/events?q=公开赛事0', 'zh', shown('name', 0)],
    ['/events-en?q=Open%20Regatta%202', 'en', shown('nameCode', 2)],
  ] as const) {
    const { status, text } = await get(url, lang);
    expect(status).toBe(200);
    expect(text, url).toContain(expected);
    expectNoLeak(url, text);
  }
});

test('the sitemap lists the published events, levels and news only', async ({ request }, info) => {
  test.skip(info.project.name !== 'desktop', SKIP_MOBILE);
  const { get } = client(request);
  const { status, text } = await get('/sitemap.xml', 'zh');
  expect(status).toBe(200);
  expectNoLeak('/sitemap.xml', text);
  for (const code of [...PUBLISHED_EVENTS, 'PUBLV1', ...PUBLISHED_NEWS]) expect(text, code).toContain(code);
  expect(text).toContain('/events/level/PUBEV1/PUBLV1');
  expect(text).toContain('/blog-details-en/PUBNW2');
});
