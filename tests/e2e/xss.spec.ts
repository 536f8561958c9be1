/**
 * XSS across the site (issue 9, item 4). The spec runs its own production server (the build in
 * BUILD_DIR) on its own scratch SQLite database, created with the project's migrations and
 * filled with the factories: every text field that reaches a page carries payloads from the
 * corpus (fixtures/xss-payloads.ts) — event name/nameCode, address/addressCode, sponsor and
 * website links, level names, race names and marks, result cells (score JSON header names, data
 * cells, group names, rule notes, titles), news titles and content, photo and video titles
 * (event and site videos), banner titles and partner names — and every URL parameter of every
 * route plus the events search carry them too. Chromium visits each page in Chinese and English;
 * a payload that runs calls `__xss(n)` (a binding that records it) or opens a dialog: the test
 * asserts there is none, and that the text fields really reached the pages (as text).
 *
 * Desktop project only: the mobile layout renders the same data through the same components.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import * as factories from '../../server/db/factories';
import { SEARCH_MAX_LENGTH } from '../../shared/api';
import { XSS_PAYLOADS } from './fixtures/xss-payloads';
import { ownServerForFile } from './own-server';
import { fillWith } from './scratch-db';

const P = XSS_PAYLOADS;
const N = P.length;
const p = (i: number) => P[((i % N) + N) % N]!.text;
/** the payloads split into `of` chunks; chunk k joined into one string */
const bundle = (k: number, of: number) =>
  P.filter((_, i) => i % of === ((k % of) + of) % of)
    .map((x) => x.text)
    .join(' ');

const XEV = (k: number) => `XSSEV${k}`;
const XLV = 'XSSLV1';
const XNEWS_ALL = 'NXSSALL';
const BUNDLES = 5;

const SKIP_MOBILE = 'desktop only: same data, same components';

// each worker that runs a test here fills its own database and starts its own server (see the groups at the end)
test.describe.configure({ timeout: 240_000 });

const fill = fillWith(async (db) => {
  // one event per payload for the events list: each field gets a different payload
  for (let i = 0; i < N; i++) {
    await factories.createEvent(db, {
      eventCd: `XSSL${String(i).padStart(4, '0')}`,
      name: p(i),
      nameCode: p(i + 1),
      address: p(i + 2),
      addressCode: p(i + 3),
      sponsor: p(i + 4),
      sponsorEn: p(i + 7),
      officialWebsite: p(i + 5),
      albumWebsite: p(i + 6),
      beginDate: factories.dayAfter(i, '2024-01-01'),
      status: String(i % 3),
    });
  }
  // a few events whose detail pages carry every payload in every field (as bundles)
  for (let k = 0; k < BUNDLES; k++) {
    await factories.createEvent(db, {
      eventCd: XEV(k),
      name: bundle(k, BUNDLES),
      nameCode: bundle(k + 1, BUNDLES),
      address: bundle(k + 2, BUNDLES),
      addressCode: bundle(k + 3, BUNDLES),
      sponsor: bundle(k + 4, BUNDLES),
      sponsorEn: bundle(k + 5, BUNDLES),
      officialWebsite: p(k),
      albumWebsite: p(k + 1),
      beginDate: factories.dayAfter(k, '2023-01-01'),
      status: '1',
    });
  }
  // the first of them: levels, races, results, photos and videos full of payloads
  const levels = 11;
  for (let j = 0; j < levels; j++) {
    await factories.createLevel(db, {
      eventCd: XEV(0),
      levelCd: j === 0 ? XLV : `XSSLV${j + 1}`,
      levelName: bundle(j, levels),
      levelNameCode: bundle(j + 1, levels),
      sortOrder: j,
      status: String(j % 3),
      roundTotal: j,
    });
  }
  const races = 11;
  for (let j = 0; j < races; j++) {
    await factories.createRace(db, {
      levelCd: XLV,
      roundName: bundle(j, races),
      bureauName: bundle(j + 3, races),
      raceMark: bundle(j + 5, races),
      traceUrl: p(j + 50),
      status: String(j % 3),
      sortOrder: j,
    });
  }
  const header = [
    { columnKey: 'rank', columnName: p(0) },
    { columnKey: 'sailNo', columnName: p(1) },
    { columnKey: 'nationality', columnName: p(2) },
    { columnKey: 'boat', columnName: p(3) },
    { columnKey: 'fleet', columnName: p(4) },
    ...P.map((x) => ({ columnKey: `R${x.n}`, columnName: x.text })),
    { columnKey: 'total', columnName: p(5) },
    { columnKey: 'net', columnName: p(6) },
  ];
  const rows = Array.from({ length: 4 }, (_, r) => ({
    rank: r + 1,
    sailNo: p(r * 7),
    nationality: p(r * 7 + 1),
    boat: p(r * 7 + 2),
    fleet: bundle(r % 2, 2),
    ...Object.fromEntries(P.map((x, i) => [`R${x.n}`, p(i + r)])),
    total: p(r * 7 + 3),
    net: p(r * 7 + 4),
  }));
  for (let k = 0; k < 3; k++) {
    await factories.createScorePublication(db, {
      levelCd: XLV,
      publishTime: `2024-05-0${k + 1} 10:00:00`,
      scores: JSON.stringify({
        theTitle: bundle(k, 3),
        scoringSystem: p(k + 10),
        discardRule: 1,
        groupScoreFlag: k === 0,
        groupingField: 'fleet',
        groupingFieldName: p(k + 20),
        header,
        data: rows,
        rules: P.map((x, i) => ({ rulesKey: p(i + 30), notes: x.text })),
      }),
    });
  }
  for (let j = 0; j < 10; j++) {
    await factories.createEventImage(db, { eventCd: XEV(0), title: bundle(j, 10), sortOrder: j });
  }
  for (let j = 0; j < 9; j++) {
    await factories.createEventVideo(db, { eventCd: XEV(0), title: bundle(j, 9), sortOrder: j });
  }
  // news: one title and body per payload, and one item whose body holds them all
  for (let i = 0; i < N; i++) {
    await factories.createNews(db, {
      newsCd: `NXSS${String(i).padStart(4, '0')}`,
      title: p(i),
      content: `<p>${i}</p>${p(i + 1)}`,
      type: (i % 4) + 1,
      publishTime: `2025-01-01 ${String(Math.floor(i / 60) % 24).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}:00`,
    });
  }
  await factories.createNews(db, {
    newsCd: XNEWS_ALL,
    title: bundle(0, 2),
    content: P.map((x) => `<p>${x.text}</p>`).join('\n'),
    type: 1,
    publishTime: '2026-01-01 00:00:00',
  });
  // site videos, banners and partners (the home and videos pages)
  for (let i = 0; i < N; i++) {
    await factories.createVideo(db, { title: p(i), titleEn: p(i + 1), type: (i % 2) + 1 });
    await factories.createBanner(db, { title: p(i), titleEn: p(i + 1), type: i % 2, sortOrder: i + 10 });
    await factories.createPartner(db, { name: p(i), nameEn: p(i + 1), type: String(i % 2), sortOrder: i });
  }
  await factories.createBanner(db, { title: bundle(0, 2), titleEn: bundle(1, 2), type: 1, sortOrder: 0 });
  await factories.createBanner(db, { title: bundle(1, 2), titleEn: bundle(0, 2), type: 0, sortOrder: 0 });
});

const server = ownServerForFile(() => 'XSS', { fill, env: { LOG_LEVEL: 'error' } });

interface Probe {
  page: Page;
  /** `__xss(n)` calls and dialogs, with the URL they happened on */
  hits: string[];
  close(): Promise<void>;
}

async function probe(browser: Browser, lang: 'zh' | 'en'): Promise<Probe> {
  // carousels hold still (less work for a busy machine); every slide is in the markup all the same
  const context = await browser.newContext({ locale: lang === 'en' ? 'en-US' : 'zh-CN', reducedMotion: 'reduce' });
  await context.addCookies([{ name: 'lang', value: lang, url: server.base }]);
  const hits: string[] = [];
  // every frame gets the binding: a payload inside an iframe (srcdoc) reports too
  await context.exposeBinding('__xss', ({ frame }, n: unknown) => {
    hits.push(`__xss(${String(n)}) ran on ${frame.url()}`);
  });
  const page = await context.newPage();
  page.on('dialog', (dialog) => {
    hits.push(`${dialog.type()}(${dialog.message()}) opened on ${page.url()}`);
    void dialog.dismiss().catch(() => undefined);
  });
  return { page, hits, close: () => context.close() };
}

/**
 * runs `fn` in the page; a page may navigate on its own after it loads (the contact page's
 * language redirect, the language switch): then the check runs again on the page it went to
 */
async function settled<T>(page: Page, fn: () => T): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await page.evaluate(fn);
    } catch (e) {
      if (attempt >= 3 || !/Execution context was destroyed|navigat/i.test(String(e))) throw e;
      await page.waitForLoadState('load');
      await hydration(page);
    }
  }
}

/** React has attached to the whole document (or the page has no client app) */
async function hydration(page: Page) {
  await page
    .locator('html[data-hydrated="true"]')
    .waitFor({ state: 'attached', timeout: 5000 })
    .catch(() => undefined);
}

/** visits a page, lets scripts, images, autofocus and the client's effects run, and checks the markup */
async function visit(page: Page, url: string): Promise<{ status: number; text: string }> {
  const res = await page.goto(server.base + url, { waitUntil: 'load' });
  const status = res?.status() ?? 0;
  expect(status, `${url} must not fail on hostile data`).toBeLessThan(500);
  await hydration(page);
  await page.waitForTimeout(150);
  // no live javascript: link (React's own blocked-URL replacement is inert), and the page's text
  const { liveJs, text } = await settled(page, () => ({
    liveJs: [...document.querySelectorAll('[href],[src],[action],[formaction],[data]')]
      .flatMap((el) => ['href', 'src', 'action', 'formaction', 'data'].map((a) => el.getAttribute(a) ?? ''))
      .filter((v) => /^[\s\p{Cc}]*j\s*a\s*v\s*a\s*s\s*c\s*r\s*i\s*p\s*t\s*:/iu.test(v) && !/React has blocked/.test(v)),
    text: document.body.textContent ?? '',
  }));
  expect(liveJs, `${url}: javascript: URLs in the markup`).toEqual([]);
  return { status, text };
}

/** the payloads whose text appears verbatim on the page (they reached it, as text) */
function shown(text: string, candidates: string[]): number {
  const missing = candidates.filter((c) => !text.includes(c));
  if (missing.length && process.env.XSS_DEBUG) console.log('missing', missing);
  return candidates.length - missing.length;
}

const RECORD_PAGES = (lang: 'zh' | 'en'): string[] => {
  const en = lang === 'en';
  return [
    en ? '/events-en?pages=8' : '/events?pages=8',
    ...[0, 1, 2, 3, 4].map((k) => `/events/detail/${XEV(k)}`),
    `/events/detail/${XEV(0)}?tab=photos`,
    `/events/detail/${XEV(0)}?tab=videos`,
    `/events/detail_nb/${XEV(0)}`,
    `/events/detail_wf/${XEV(0)}`,
    `/events/detail/XSSL0000`,
    `/events/level/${XEV(0)}/${XLV}`,
    `/events/level/${XEV(0)}/${XLV}?tab=races`,
    `/events/level_wf/${XEV(0)}/${XLV}`,
    `/events/level_nb/${XEV(0)}/${XLV}`,
    // tab t lists news type t+1: the four tabs hold every title
    ...[0, 1, 2, 3].map((t) => `${en ? '/blog-list-en' : '/blog-list'}?tab=${t}&page=2`),
    ...(en ? [] : ['/news?page=8', `/news/details/${XNEWS_ALL}`, '/news/details/NXSS0003']),
    en ? `/blog-details-en/${XNEWS_ALL}` : `/blog-details/${XNEWS_ALL}`,
    en ? '/blog-details-en/NXSS0001' : '/blog-details/NXSS0002',
    en ? '/index-en' : '/',
    en ? '/videos-en' : '/videos',
    en ? '/about-en' : '/about',
    en ? '/contact-en' : '/contact',
  ];
};

function storedWalk(lang: 'zh' | 'en') {
  test(`stored payloads in every text field run nowhere (${lang})`, async ({ browser }, info) => {
    test.skip(info.project.name !== 'desktop', SKIP_MOBILE);
    const { page, hits, close } = await probe(browser, lang);
    const texts = new Map<string, string>();
    for (const url of RECORD_PAGES(lang)) texts.set(url, (await visit(page, url)).text);
    await close();
    expect(hits, hits.join('\n')).toEqual([]);

    // the payloads reached the pages as text: event names (zh) or English names (en) in the
    // list, news titles, level and race names, result column names, photo titles
    // (whitespace other than single spaces is collapsed or trimmed on the way: those are left out here)
    const all = P.map((x) => x.text).filter((t) => !/[^\S ]| {2}|^ | $|\p{Cc}/u.test(t));
    const list = texts.get(lang === 'en' ? '/events-en?pages=8' : '/events?pages=8')!;
    expect(shown(list, all), 'event names shown as text in the list').toBe(all.length);
    const blog = [0, 1, 2, 3]
      .map((t) => texts.get(`${lang === 'en' ? '/blog-list-en' : '/blog-list'}?tab=${t}&page=2`))
      .join('\n');
    expect(shown(blog, all), 'news titles shown as text').toBe(all.length);
    const detail = texts.get(`/events/detail/${XEV(0)}`)!;
    expect(detail).toContain(P[0]!.text);
    const level = texts.get(`/events/level/${XEV(0)}/${XLV}`)!;
    expect(shown(level, all), 'result column names and cells shown as text').toBe(all.length);
    const races = texts.get(`/events/level/${XEV(0)}/${XLV}?tab=races`)!;
    expect(shown(races, all), 'race names shown as text').toBe(all.length);
  });
}

/** every route with its URL parameters (path and query), `{p}` standing for the payloads */
const URL_SLOTS = [
  '/events?q={p}&tab={p}&pages={p}',
  '/events-en?q={p}',
  '/events?q={p}',
  '/events/detail/{p}',
  '/events/detail?eventCd={p}&tab={p}&page={p}',
  `/events/detail/${XEV(0)}?tab={p}&page={p}`,
  '/events/detail_nb/{p}',
  '/events/detail_wf/{p}?tab=videos&page={p}',
  '/events/level/{p}/{p}',
  `/events/level?eventCd=${XEV(0)}&levelCd=${XLV}&levelName={p}&levelNameCode={p}&tab={p}`,
  '/events/level?eventCd={p}&levelCd={p}&levelName={p}&levelNameCode={p}',
  `/events/level_wf/${XEV(0)}/{p}?levelName={p}`,
  `/events/level_nb/${XEV(0)}/${XLV}?tab={p}`,
  '/blog-list?tab={p}&page={p}',
  '/blog-list-en?tab={p}&page={p}',
  '/news?page={p}',
  '/blog-details/{p}',
  '/blog-details?newsCd={p}&type={p}',
  '/blog-details-en/{p}?type={p}',
  '/news/details/{p}',
  '/contact?email={p}',
  '/contact-en?email={p}&x={p}',
  '/about?x={p}',
  '/product-tracking?x={p}#{p}',
  '/{p}',
  '/lang?to=en&next={p}',
  '/lang?to={p}&next=/events',
];

/**
 * The payloads that act only at the start of a value: a URL's scheme (`javascript:`, `data:`,
 * `vbscript:` and their disguises). Every other payload breaks out of, or runs in, the context
 * it is put in wherever it stands in the value: markup, an attribute, a script or a template.
 */
const LEADS = P.filter((x) => /^[\s\p{Cc}]*(?:j\s*a\s*v\s*a|&#106;|data:|vbscript:)/iu.test(x.text));
const OTHERS = P.filter((x) => !LEADS.includes(x));
/** how many of the other payloads follow the lead in each parameter's bundle */
const PER_PARAMETER = 8;

/**
 * The visits: each route once, every parameter of it carrying a bundle of payloads (issue 27: a
 * browser visit costs ~0.5 s of Chromium's CPU; this walk took ~55 visits of one payload a
 * parameter). The g-th parameter of the walk carries the g-th lead (a URL scheme, first in the
 * value, where it acts) and then the next PER_PARAMETER other payloads in turn, joined by spaces.
 * Why that is still every payload in every parameter's context: the site never splits a value it
 * reflects; it escapes it for its context (React's text and attribute escaping, URL encoding, the
 * loader data's JSON) as a whole, so a payload in a bundle meets the same escaping as alone, and an
 * unescaped context would run the bundle's payloads of its family (each bundle holds markup,
 * handler, attribute-breakout and script-breakout payloads). The walk deals every payload to
 * several parameters (the `urlVisits` test below: every payload, each in ≥ 3 parameters of
 * ≥ 3 routes; every lead leading a bundle), so a payload sits at different places of different
 * bundles.
 */
function urlVisits(): { url: string; payloads: number[] }[] {
  let g = 0;
  return URL_SLOTS.map((slot) => {
    const used: number[] = [];
    const url = slot.replaceAll('{p}', () => {
      const lead = LEADS[g % LEADS.length]!;
      const rest = Array.from({ length: PER_PARAMETER }, (_, j) => OTHERS[(g * PER_PARAMETER + j) % OTHERS.length]!);
      g++;
      used.push(lead.n, ...rest.map((x) => x.n));
      return encodeURIComponent([lead, ...rest].map((x) => x.text).join(' '));
    });
    return { url, payloads: used };
  });
}

function urlVisitsCarryEveryPayload() {
  test('the URL visits carry every payload, each in several parameters of several routes', () => {
    const visits = urlVisits();
    const routes = new Map<number, Set<number>>();
    const parameters = new Map<number, number>();
    for (const [slot, { payloads }] of visits.entries()) {
      for (const n of payloads) {
        routes.set(n, (routes.get(n) ?? new Set()).add(slot));
        parameters.set(n, (parameters.get(n) ?? 0) + 1);
      }
    }
    expect(visits).toHaveLength(URL_SLOTS.length);
    expect(LEADS.length, 'the URL-scheme payloads').toBeGreaterThanOrEqual(10);
    for (const x of P) expect(parameters.get(x.n) ?? 0, `payload ${x.n} in ≥ 3 parameters`).toBeGreaterThanOrEqual(3);
    for (const x of P) expect(routes.get(x.n)?.size ?? 0, `payload ${x.n} on ≥ 3 routes`).toBeGreaterThanOrEqual(3);
    // a visit stays well within the server's 16 KB of request head
    for (const { url } of visits) expect(url.length, url.slice(0, 40)).toBeLessThan(8000);
  });
}

/** the routes split over this many tests (they run side by side on the workers) */
const URL_CHUNKS = 2;

function urlWalk(chunk: number) {
  test(`payloads in every URL parameter run nowhere (${chunk + 1} of ${URL_CHUNKS})`, async ({ browser }, info) => {
    test.skip(info.project.name !== 'desktop', SKIP_MOBILE);
    const zh = await probe(browser, 'zh');
    const en = await probe(browser, 'en');
    const statuses = new Map<number, number>();
    // the visits of this chunk, in Chinese and English by turns
    for (const [i, { url }] of urlVisits().entries()) {
      if (i % URL_CHUNKS !== chunk) continue;
      const { status } = await visit(Math.floor(i / URL_CHUNKS) % 2 ? en.page : zh.page, url);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    await zh.close();
    await en.close();
    const hits = [...zh.hits, ...en.hits];
    expect(hits, hits.join('\n')).toEqual([]);
    // the pages answered (mostly 200 with an empty state, some 404 for an unknown code)
    expect(
      [...statuses.keys()].every((s) => s >= 200 && s < 500),
      JSON.stringify([...statuses]),
    ).toBe(true);
  });
}

/** every payload, packed in order into queries the search looks up (at most SEARCH_MAX_LENGTH characters, joined by spaces) */
function searchQueries(): string[] {
  const out: string[] = [];
  for (const x of P) {
    const last = out.at(-1);
    if (last !== undefined && last.length + 1 + x.text.length <= SEARCH_MAX_LENGTH)
      out[out.length - 1] = `${last} ${x.text}`;
    else out.push(x.text);
  }
  return out;
}

function searchWalk() {
  test('payloads typed into the events search run nowhere', async ({ browser }, info) => {
    test.skip(info.project.name !== 'desktop', SKIP_MOBILE);
    const zh = await probe(browser, 'zh');
    // the search box itself, typed like a visitor would: every payload, a few to a search (the
    // query is shown in the box and the count as one value, like a URL parameter's bundle above)
    await visit(zh.page, '/events');
    const queries = searchQueries();
    expect(queries.join(' ')).toBe(P.map((x) => x.text).join(' '));
    for (const q of queries) {
      const box = zh.page.getByRole('searchbox');
      await box.fill(q);
      // (the box drops line breaks): the search is done when the page's address holds what was typed
      const typed = await box.inputValue();
      await box.press('Enter');
      await zh.page.waitForURL((u) => u.searchParams.get('q') === typed);
    }
    await zh.page.waitForTimeout(300);
    await zh.close();
    expect(zh.hits, zh.hits.join('\n')).toEqual([]);
  });
}

/*
 * Two groups, each run by one worker test after test: each worker that runs tests here fills its
 * own database and starts its own server (~2 CPU-s and its fill), so two servers rather than one
 * per test's worker (issue 27), while the two halves still run side by side.
 */
test.describe('Chinese stored, URL half 1', () => {
  test.describe.configure({ mode: 'default' });
  storedWalk('zh');
  urlWalk(0);
});

test.describe('English stored, URL half 2, search', () => {
  test.describe.configure({ mode: 'default' });
  storedWalk('en');
  urlWalk(1);
  searchWalk();
  urlVisitsCarryEveryPayload();
});
