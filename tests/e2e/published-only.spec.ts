/**
 * Published-only audit, the page half (spec §6: only published content is requested and shown).
 * The spec runs its own production server (the build in BUILD_DIR) on its own scratch SQLite
 * database, made with the project's migrations and filled with the audit's content
 * (tests/fixtures/published-only.ts): published content marked ZQXPUB, and unpublished events,
 * levels, races, results, photos, videos, news, site videos and banners marked ZQXUNPUB in every
 * text and URL field, dated or sorted to come first in every list if they leaked.
 *
 * Then no answer may hold the marker or an unpublished code: every page of app/lib/pages.ts in
 * Chinese and English (each twin in its language, the other pages with either lang cookie),
 * with the loader data (`.data`) of the pages with codes; the detail, level and post pages
 * addressed at unpublished codes (the status of an unknown code, 404, and no marker); the events
 * search page; /sitemap.xml. The published counterparts are checked to be there, so each check
 * can fail. The API half (every list call, filter and page, the calls at unpublished codes, the
 * search) is server/api/published-only.test.ts, on SQLite and PostgreSQL.
 *
 * Desktop project only: the server's answers do not depend on the viewport.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { PAGES, twinPath } from '../../app/lib/pages';
import { pathLang, type Lang } from '../../shared/lang';
import {
  fillPublishedOnly,
  hidden,
  HIDDEN_EVENTS,
  HIDDEN_LEVELS,
  HIDDEN_NEWS,
  leakIn,
  MARK,
  pool,
  PUBLISHED_EVENTS,
  PUBLISHED_NEWS,
  shown,
} from '../fixtures/published-only';
import { ownServerForFile } from './own-server';
import { fillWith } from './scratch-db';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const server = ownServerForFile(() => 'published-only', {
  fill: fillWith(fillPublishedOnly),
  env: { LOG_LEVEL: 'error' },
});

// ------------------------------------------------------------------ helpers

interface Answer {
  status: number;
  text: string;
}

/** the spec's server through the test's request context: page loads in a language */
function client(request: APIRequestContext) {
  return {
    async get(url: string, lang: 'zh' | 'en'): Promise<Answer> {
      const res = await request.get(server.base + url, {
        headers: { cookie: `lang=${lang}`, 'accept-language': lang === 'en' ? 'en-US' : 'zh-CN' },
        maxRedirects: 0,
        failOnStatusCode: false,
      });
      return { status: res.status(), text: await res.text() };
    },
  };
}

const SKIP_MOBILE = 'desktop only: the server answers the same at every width';

/** `what`'s answer holds no unpublished marker or code */
function expectNoLeak(what: string, text: string) {
  const leak = leakIn(text);
  expect(leak, `${what} leaks unpublished content: ${leak}`).toBeNull();
}

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

test('the events search page finds no unpublished event', async ({ request }, info) => {
  test.skip(info.project.name !== 'desktop', SKIP_MOBILE);
  const { get } = client(request);
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
    // (the API call behind it: server/api/published-only.test.ts)
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
