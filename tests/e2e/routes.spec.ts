/**
 * Every route, once per width (1280 px desktop project, 375 px mobile project), in each
 * language it exists in: the page list (app/lib/pages.ts) gives each page's Chinese path, its
 * aliases and its English twin; a page without a twin is visited in English with the `lang`
 * cookie, as the language switch leaves it. Pages with parameters get the flagship event, one
 * of its levels and a news item from the API; the 404 page is visited too.
 *
 * On each: the status (200, 404 for the unknown path), the page's title in its language,
 * <html lang>, the main navigation, the footer, a canonical link, no console error, and then
 * axe-core (issue 9, item 2; run by ./axe.ts): no serious or critical violation of WCAG 2.0/2.1
 * A and AA or of axe's best practices; a failure lists each violation with its rule, impact,
 * help and the elements (CSS targets) concerned. Each page is audited once, by turns down the
 * list: in Chinese at 1280 px or in English at 375 px (`audited`: the two languages render the
 * same components; an audit costs ~70% of a visit, and CI must stay within 12 minutes, issue
 * 27), so both languages and both widths are audited across the site.
 *
 * The route variants (detail_nb, detail_wf, level_wf, level_nb) are the same pages as their
 * main route with another layout of the same components: they are audited at 1280 px only.
 *
 * (One visit per route does both, since the visits are what a browser run pays for.)
 *
 * The visits of a worker go one after another in one page of one browser context (its cookies
 * cleared before each, ./worker-page.ts): the site's scripts and axe-core come from that
 * context's cache, compiled once, where a new context per route fetched and compiled them again
 * (0.5-0.8 s a route here).
 */
import type { APIResponse } from '@playwright/test';
import en from '../../app/i18n/en';
import zh from '../../app/i18n/zh';
import { PAGES, type PageId } from '../../app/lib/pages';
import { eventName, eventPageTitle } from '../../app/features/events/lib/events';
import type { Event, Level } from '../../shared/api';
import { expectNoSeriousViolations } from './axe';
import { apiPost, hydrated, layoutShift, setLangCookie, watchConsole, watchLayoutShift } from './helpers';
import { endpoints } from '../../shared/endpoints';
import { orderPublications } from '../../shared/score-publication';
import { expect, test } from './worker-page';

const FLAGSHIP = 'SF-NG-2026-SAIL';
const LEVEL = 'SFNG26-470X';

interface Target {
  id: PageId | 'notFound';
  path: string;
  lang: 'zh' | 'en';
  /** English without an -en twin: the lang cookie decides */
  viaCookie?: boolean;
  /** a route variant (an alias of a page with parameters): audited at one width */
  variant?: boolean;
  /** axe audits this visit (Chinese at 1280 px, English at 375 px): each page once, see `audited` */
  audit?: boolean;
}

function targets(): Target[] {
  const out: Target[] = [];
  for (const page of PAGES) {
    if (page.id !== 'indexEn') {
      out.push({ id: page.id, path: page.zh, lang: 'zh' });
      // the route variants (detail_nb, level_wf, …) render differently: each gets its own audit;
      // /home and /index are the home page itself (checked by HTTP below)
      for (const alias of page.aliases ?? [])
        if (page.id !== 'home') out.push({ id: page.id, path: alias, lang: 'zh', variant: true });
    }
    if (page.en) out.push({ id: page.id, path: page.en, lang: 'en' });
    else out.push({ id: page.id, path: page.zh, lang: 'en', viaCookie: true });
  }
  out.push({ id: 'notFound', path: '/no-such-page', lang: 'zh' });
  // the results' own views (issue 16): one race, a filter, a sailor search
  const level = PAGES.find((p) => p.id === 'level')!.zh;
  const detail = PAGES.find((p) => p.id === 'eventDetail')!.zh;
  out.push(
    { id: 'level', path: `${level}?race=r3`, lang: 'zh' },
    { id: 'level', path: `${level}?race=r3`, lang: 'en', viaCookie: true },
    { id: 'level', path: `${level}?nat=CHN`, lang: 'zh' },
    // the races tab (its table is a lazy chunk: its CSS must come with the server's HTML)
    { id: 'level', path: `${level}?tab=races`, lang: 'zh' },
    { id: 'level', path: `${level}?tab=races`, lang: 'en', viaCookie: true },
    { id: 'eventDetail', path: `${detail}?sailor=zhang`, lang: 'zh' },
    { id: 'eventDetail', path: `${detail}?sailor=zhang`, lang: 'en', viaCookie: true },
  );
  return audited(out);
}

/**
 * Each page's audit once, by turns down the list: the Chinese page at 1280 px, the next page's
 * English at 375 px, and so on (issue 27: an audit is ~70% of a visit, and CI must stay within
 * 12 minutes). Both languages and both widths are audited across the site, and every visit of
 * every page still checks its shell, console and layout shift in both languages at both widths.
 */
function audited(list: Target[]): Target[] {
  const keyOf = (t: Target) => `${t.id} ${t.path.split('?')[1] ?? ''}`;
  const langs = new Map<string, Set<string>>();
  for (const t of list) langs.set(keyOf(t), (langs.get(keyOf(t)) ?? new Set()).add(t.lang));
  let turn = 0;
  /** page → the language it is audited in */
  const auditIn = new Map<string, string>();
  return list.map((t) => {
    if (t.variant) return { ...t, audit: true };
    const key = keyOf(t);
    if (!auditIn.has(key)) {
      const both = langs.get(key)!.size === 2;
      auditIn.set(key, both ? (turn++ % 2 === 0 ? 'zh' : 'en') : t.lang);
    }
    return { ...t, audit: auditIn.get(key) === t.lang };
  });
}

let news: { newsCd: string; title: string } | undefined;
/** a boat of the sample level (its competitor view): its key and its sail number */
let boat: { key: string; sailNo: string } | undefined;
/** the sample event and level: their pages are titled with their names (docs/decisions/0008-event-page-titles.md) */
let sample: { event: Pick<Event, 'name' | 'nameCode'>; level: Pick<Level, 'levelName' | 'levelNameCode'> } | undefined;

test.beforeAll(async ({ request }) => {
  const list = await apiPost(request, endpoints.newsList, { pageNo: 1, pageSize: 1 });
  expect(list.records.length, 'the demo data has news').toBeGreaterThan(0);
  news = { newsCd: list.records[0]!.newsCd, title: list.records[0]!.title };
  const levels = await apiPost(request, endpoints.eventLevels, { eventCd: FLAGSHIP });
  expect(
    levels.map((l) => l.levelCd),
    'the flagship event has the sample level',
  ).toContain(LEVEL);
  const scores = orderPublications(await apiPost(request, endpoints.levelScores, { levelCd: LEVEL }));
  const first = (JSON.parse(scores[0]!.scores) as { data: { sailNo: string }[] }).data[0]!;
  boat = { key: first.sailNo.replace(/\s+/g, '').toUpperCase(), sailNo: first.sailNo };
  sample = {
    event: await apiPost(request, endpoints.eventInfo, { eventCd: FLAGSHIP }),
    level: levels.find((l) => l.levelCd === LEVEL)!,
  };
});

/** a route pattern with the sample codes in place of its parameters */
function fill(pattern: string): string {
  return pattern
    .replace(':eventCd?', FLAGSHIP)
    .replace(':eventCd', FLAGSHIP)
    .replace(':levelCd?', LEVEL)
    .replace(':levelCd', LEVEL)
    .replace(':sailNo', boat!.key)
    .replace(':newsCd?', encodeURIComponent(news!.newsCd))
    .replace(':newsCd', encodeURIComponent(news!.newsCd));
}

// the level page's result tables are large: axe needs more than the default 30 s on a busy machine
test.describe.configure({ timeout: 90_000 });

test('/home and /index answer the home page itself', async ({ request }) => {
  const titleOf = async (res: APIResponse) => /<title>([^<]*)<\/title>/.exec(await res.text())?.[1];
  const title = await titleOf(await request.get('/'));
  expect(title).toBe(`${zh.pages.home.title} | ${zh.site.name}`);
  for (const alias of PAGES.find((p) => p.id === 'home')!.aliases!) {
    const res = await request.get(alias);
    expect(res.status(), alias).toBe(200);
    expect(await titleOf(res), alias).toBe(title);
  }
});

function audit(target: Target) {
  const name = `${target.lang} ${target.path}${target.viaCookie ? ' (lang cookie)' : ''}`;
  const axeAt = target.variant || target.lang === 'zh' ? 1280 : 375;
  test(`${name}: answers with its shell, no console error${target.audit ? ` (axe at ${axeAt} px)` : ''}`, async ({
    page,
    baseURL,
    isMobile,
  }) => {
    const console = watchConsole(page);
    if (target.viaCookie) await setLangCookie(page, 'en', baseURL!);
    await watchLayoutShift(page);
    const url = fill(target.path);
    const response = await page.goto(url);
    const m = target.lang === 'en' ? en : zh;
    if (target.id === 'notFound') {
      expect(response?.status(), `${url} answers`).toBe(404);
      await expect(page).toHaveTitle(`${m.notFound.title} | ${m.site.name}`);
    } else {
      expect(response?.status(), `${url} answers`).toBe(200);
      // a post has its own title, an event's pages the event's (and level's) name; every other page the title of its kind
      const title = ['blogDetails', 'newsDetail'].includes(target.id)
        ? news!.title
        : target.id === 'eventDetail'
          ? eventPageTitle(sample!.event, target.lang)
          : target.id === 'level'
            ? eventPageTitle(sample!.event, target.lang, sample!.level)
            : target.id === 'competitor'
              ? ''
              : m.pages[target.id].title;
      const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      if (target.id === 'competitor') await expect(page).toHaveTitle(new RegExp(`^${boat!.sailNo} · `));
      // the event office's pages (issues 30, 31): their kind and the event's name
      else if (['hearings', 'entries', 'eventNotices'].includes(target.id))
        await expect(page).toHaveTitle(
          new RegExp(`${esc(eventName(sample!.event, target.lang))}.* \\| ${esc(m.site.name)}$`),
        );
      else await expect(page).toHaveTitle(`${title} | ${m.site.name}`);
      await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', /^http/);
    }
    await expect(page.locator('html')).toHaveAttribute('lang', target.lang === 'en' ? 'en' : 'zh-CN');
    await expect(page.getByRole('navigation', { name: m.nav.label, includeHidden: true })).toBeAttached();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await hydrated(page);
    // let images, maps and the first client effects settle before the audit
    await page.waitForLoadState('load');
    // the page keeps its layout from its first paint through hydration: no part painted half-parsed
    // or without its styles, no Suspense fallback swapped for its content (decision 0028)
    const shift = await layoutShift(page);
    expect(shift.total, `${url}: layout shift while loading and hydrating\n${shift.moved}`).toBeLessThan(0.05);

    // axe once a page (see `audited`): in Chinese at 1280 px or in English at 375 px; the two
    // languages render the same components (the shell checks above run in both at both widths)
    if (target.audit && (target.variant || isMobile === (target.lang === 'en'))) await expectNoSeriousViolations(page, url);
    // the 404 document itself is logged by the browser as a failed resource; nothing else may be
    if (target.id === 'notFound') expect(console.errors.filter((e) => !/404/.test(e))).toEqual([]);
    else console.assertNone();
  });
}

for (const target of targets()) if (!target.variant) audit(target);

test.describe('route variants', () => {
  test.skip(({ isMobile }) => isMobile, 'the variants lay out the same components as their main route: one width');
  for (const target of targets()) if (target.variant) audit(target);
});
