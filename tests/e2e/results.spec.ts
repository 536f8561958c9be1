/**
 * The results experience (issue 16) as a sailor, a parent or a coach uses it, at 1280 and 375 px
 * (the two projects), in Chinese and English, on the flagship's ILCA 7 class (28 boats, codes,
 * discards, two publications): the phone rows (Net in view, opened in place), the header row kept
 * in view on wide screens, find a sailor (sail number without its nation, pinyin without tones),
 * the boat's page and its chart, filters with the rank within the filter, one race, names in both
 * scripts, the downloads, print, and the live check while the event runs.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './worker-page';
import en from '../../app/i18n/en';
import zh from '../../app/i18n/zh';
import { apiPost, expectEachUsable, expectUsable, hydrated, partsLive, setLangCookie, watchConsole, diagonal, oneWidthHere } from './helpers';
import { endpoints } from '../../shared/endpoints';
import { orderPublications } from '../../shared/score-publication';
import { romanName } from '../../shared/romanise';

const EVENT = 'SF-NG-2026-SAIL';
const LEVEL = 'SFNG26-ILCA7';
const LEVEL_PATH = `/events/level/${EVENT}/${LEVEL}`;
const LANGS = [
  ['zh', zh],
  ['en', en],
] as const;

type Row = Record<string, string>;

/** the newest ILCA 7 publication's rows, as published */
async function ilcaRows(page: Page): Promise<Row[]> {
  const pubs = await apiPost(page.request, endpoints.levelScores, { levelCd: LEVEL });
  const newest = orderPublications(pubs)[0]!;
  return (JSON.parse(newest.scores) as { data: Row[] }).data;
}

const isPhone = () => test.info().project.name === 'mobile';
const key = (sailNo: string) => sailNo.replace(/\s+/g, '').toUpperCase();

for (const [lang, m] of LANGS) {
  test.describe(`${lang}`, () => {
    diagonal(lang);
    test.beforeEach(async ({ page, baseURL }) => {
      await setLangCookie(page, lang, baseURL!);
    });

    test(`${lang}: the results start within the first screen; each boat's Net is in view`, async ({ page }) => {
      const console = watchConsole(page);
      await page.goto(LEVEL_PATH);
      await hydrated(page);
      const rows = await ilcaRows(page);
      if (isPhone()) {
        // one line per boat, Net always visible, the first lines on the first screen
        const summaries = page.locator('main details > summary');
        await expect(summaries).toHaveCount(rows.length);
        const first = (await summaries.first().boundingBox())!;
        expect(first.y + first.height, 'the first boat is on the first screen').toBeLessThanOrEqual(740);
        await expect(page.locator('main [role="region"] table').first()).toBeHidden();
        // every row: Net inside the screen's width
        const outside = await summaries.evaluateAll(
          (els) =>
            els
              .map((s) => s.lastElementChild!.getBoundingClientRect())
              .filter((r) => r.width === 0 || r.right > window.innerWidth || r.left < 0).length,
        );
        expect(outside, 'Net cells out of view').toBe(0);
        await expect(summaries.first()).toContainText(rows[0]!.net!);
      } else {
        const table = page.locator('main [role="region"] table').first();
        await expect(table).toBeVisible();
        const top = (await table.boundingBox())!.y;
        expect(top, 'the table starts on the first screen').toBeLessThan(800);
        await expect(page.locator('main details').first()).toBeHidden();
      }
      console.assertNone();
    });

    test(`${lang}: a boat's row opens in place to its races, codes in words, discards marked`, async ({ page }) => {
      test.skip(!isPhone(), 'the phone rows');
      await page.goto(LEVEL_PATH);
      await hydrated(page);
      const rows = await ilcaRows(page);
      // a boat with a code and a discard
      const index = rows.findIndex((r) =>
        Object.entries(r).some(([k, v]) => /^r\d+$/.test(k) && /DNF|DNC|UFD|BFD/.test(v)),
      );
      expect(index).toBeGreaterThanOrEqual(0);
      const row = rows[index]!;
      const item = page.locator('main details').nth(index);
      const summary = item.locator('summary');
      await expectUsable(summary);
      await summary.click();
      await expect(item).toHaveAttribute('open', '');
      const races = item.getByRole('list', { name: m.results.races });
      await expectUsable(races);
      const code = /(DNF|DNC|UFD|BFD)/.exec(Object.values(row).join(' '))![1] as keyof typeof m.results.codes;
      await expect(races).toContainText(m.results.codes[code]);
      await expect(races).toContainText(m.results.discarded);
      await expectUsable(item.getByRole('link', { name: new RegExp(m.results.boatPage) }));
      // and closes again
      await summary.click();
      await expect(item).not.toHaveAttribute('open', '');
    });

    test(`${lang}: the header row stays under the site header while the table scrolls by`, async ({ page }) => {
      test.skip(isPhone(), 'the wide table');
      await page.goto(LEVEL_PATH);
      await partsLive(page, 'results-tables');
      const table = page.locator('main [role="region"] table').first();
      const box = (await table.boundingBox())!;
      // scroll the page until the middle of the table is at the top
      await page.evaluate((y) => window.scrollTo(0, y), box.y + box.height / 2);
      // the copy of the header row shows once the real one is under the site header
      await page.locator('main div[aria-hidden="true"][data-ready]').first().waitFor({ state: 'attached' });
      const header = await page.evaluate(() => document.querySelector('body > header')!.getBoundingClientRect().bottom);
      // what is drawn just under the site header, above each real column, is that column's header
      // (polled: the tables hydrate from their own chunk, and the copy is measured when it shows)
      const misplaced = () =>
        table.evaluate((t, y) => {
          const out: string[] = [];
          for (const th of t.querySelectorAll('thead th')) {
            const r = th.getBoundingClientRect();
            const hit = document.elementFromPoint(r.left + r.width / 2, y + 8);
            const shown = hit?.closest('th')?.textContent?.trim() ?? hit?.tagName;
            if (shown !== th.textContent?.trim()) out.push(`the header above ${th.textContent?.trim()}: ${shown}`);
          }
          return out;
        }, header);
      await expect.poll(misplaced, { timeout: 5000 }).toEqual([]);
    });

    test(`${lang}: find a sailor by sail number without the nation, by pinyin, and open the boat`, async ({ page }) => {
      const rows = await ilcaRows(page);
      const chinese = rows.find((r) => /[\u4e00-\u9fff]/.test(r.helm ?? '') && (r.sailNo ?? '').startsWith('CHN'))!;
      expect(chinese).toBeTruthy();
      await page.goto(`/events/detail/${EVENT}`);
      await hydrated(page);
      const box = page.getByRole('searchbox', { name: m.results.find.label });
      await expectUsable(box);
      // the sail number's digits alone
      const digits = chinese.sailNo!.replace(/\D/g, '');
      await box.fill(digits);
      await box.press('Enter');
      await expect(page).toHaveURL(new RegExp(`sailor=${digits}`));
      const status = page.getByRole('status').filter({ hasText: digits });
      await expect(status).toContainText(chinese.sailNo!);
      // pinyin typed without tones, lower case, surname first
      const pinyin = romanName(chinese.helm!)!.toLowerCase();
      await box.fill(pinyin);
      await box.press('Enter');
      const hit = page.getByRole('link').filter({ hasText: chinese.sailNo! }).first();
      await expectUsable(hit);
      await expect(hit).toContainText(m.results.find.net);
      await expect(hit).toContainText(chinese.net!);
      await hit.click();
      await expect(page).toHaveURL(new RegExp(`/boat/${key(chinese.sailNo!)}$`));
      await expect(page.getByRole('heading', { level: 1 })).toContainText(chinese.sailNo!);
    });

    test(`${lang}: the boat's page: every race with place, points, code in words, the rank chart, replays`, async ({
      page,
    }) => {
      const console = watchConsole(page);
      const rows = await ilcaRows(page);
      const row = rows.find(
        (r) =>
          Object.values(r).some((v) => /\(.*\)/.test(v)) && Object.values(r).some((v) => /DNF|RDG|DNC|UFD/.test(v)),
      )!;
      await page.goto(`${LEVEL_PATH}/boat/${key(row.sailNo!)}`);
      await hydrated(page);
      await expect(page).toHaveTitle(new RegExp(row.sailNo!));
      await expect(page.getByRole('heading', { level: 1 })).toContainText(row.sailNo!);
      const races = Object.keys(row).filter((k) => /^r\d+$/.test(k));
      const table = page.getByRole('table');
      await expect(table.locator('tbody tr')).toHaveCount(races.length);
      await expect(table).toContainText(m.results.discarded);
      // the chart: one point per sailed race, said in words
      const chart = page.getByRole('img', { name: new RegExp(m.competitor.chart) });
      await expectUsable(chart);
      await expect(chart.locator('circle')).toHaveCount(races.length);
      // the series rank after the last race is the published rank
      await expect(table.locator('tbody tr').last().locator('td').nth(3)).toHaveText(row.rank!);
      // a replay link for a race that has one
      await expectUsable(table.getByRole('link', { name: new RegExp(m.competitor.watch) }).first());
      // the class's results are one link away, and the boat is found from there
      await page.getByRole('link', { name: m.competitor.allResults }).click();
      await expect(page).toHaveURL(new RegExp(`${LEVEL_PATH}$`));
      console.assertNone();
    });

    test(`${lang}: filter by nation: the rank within the filter first, the overall rank beside it`, async ({
      page,
    }) => {
      const rows = await ilcaRows(page);
      const chn = rows.filter((r) => r.nationality === 'CHN');
      await page.goto(LEVEL_PATH);
      await hydrated(page);
      const select = page.getByRole('combobox', { name: m.results.filter.nat });
      // with JavaScript a choice applies at once: no button to press (issue 28 item 12)
      await expect(page.getByRole('button', { name: m.results.filter.apply })).toHaveCount(0);
      // (the select in view first: Playwright scrolls to what it acts on, and that scroll is not the page's)
      await select.scrollIntoViewIfNeeded();
      const scrolled = await page.evaluate(() => window.scrollY);
      await select.selectOption('CHN');
      await expect(page).toHaveURL(/nat=CHN/);
      // the page stays where it was
      expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(50);
      const lines = isPhone() ? page.locator('main details > summary') : page.locator('main table tbody tr');
      await expect(lines).toHaveCount(chn.length);
      await expect(page.getByRole('status').filter({ hasText: String(chn.length) })).toBeVisible();
      // the first Chinese boat is 1st within the filter, its overall rank beside it
      const first = lines.first();
      await expect(first).toContainText(`1(${chn[0]!.rank})`);
      await expect(first).toContainText(chn[0]!.sailNo!);
      // and back to every boat
      await page.getByRole('link', { name: m.results.filter.clear }).click();
      await expect(lines).toHaveCount(rows.length);
    });

    test(`${lang}: without JavaScript the filters keep their button (issue 28 item 12)`, async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
      const page = await context.newPage();
      if (lang === 'en') await setLangCookie(page, 'en', baseURL!);
      await page.goto(LEVEL_PATH);
      await page.getByRole('combobox', { name: m.results.filter.nat }).selectOption('CHN');
      await expect(page).not.toHaveURL(/nat=CHN/);
      const show = page.getByRole('button', { name: m.results.filter.apply });
      await expectUsable(show);
      await show.click();
      await expect(page).toHaveURL(/nat=CHN/);
      await context.close();
    });

    test(`${lang}: a race header opens that race, in order of points, with its replay`, async ({ page }) => {
      test.skip(isPhone(), 'race headers are in the wide table (the boat page links races on phones)');
      await page.goto(LEVEL_PATH);
      await hydrated(page);
      const r3 = page.getByRole('link', { name: m.results.race.open.replace('{{name}}', 'R3') });
      await expectUsable(r3);
      await r3.click();
      await expect(page).toHaveURL(/race=r3/);
      const heading = page.getByRole('heading', { name: m.results.race.heading.replace('{{name}}', 'R3') });
      await expect(heading).toBeVisible();
      const points = await page
        .locator('main table tbody tr td:last-child')
        .evaluateAll((tds) => tds.map((td) => Number(/[\d.]+/.exec(td.textContent ?? '')?.[0] ?? NaN)));
      const sorted = [...points].sort((a, b) => a - b);
      expect(points).toEqual(sorted);
      await expectUsable(page.getByRole('link', { name: new RegExp(m.results.race.replay) }));
      await page.getByRole('link', { name: new RegExp(m.results.race.back) }).click();
      await expect(page).not.toHaveURL(/race=/);
    });

    test(`${lang}: Chinese names ${lang === 'en' ? 'romanised beside the Chinese' : 'as published'}`, async ({
      page,
    }) => {
      const rows = await ilcaRows(page);
      const chinese = rows.find((r) => /[\u4e00-\u9fff]/.test(r.helm ?? ''))!;
      await page.goto(LEVEL_PATH);
      const where = isPhone()
        ? page.locator('main details').first().locator('..').locator('..')
        : page.locator('main [role="region"] table').first();
      const roman = romanName(chinese.helm!)!;
      if (lang === 'en') {
        await expect(where).toContainText(roman);
        await expect(where).toContainText(chinese.helm!);
      } else {
        await expect(where).toContainText(chinese.helm!);
        await expect(where).not.toContainText(roman);
      }
    });

    test(`${lang}: print: no site chrome, every column of the 28-boat table on A4 landscape`, async ({ page }) => {
      test.skip(isPhone(), 'printing is the same page');
      // A4 landscape less 10 mm margins, at 96 dpi
      await page.setViewportSize({ width: 1047, height: 740 });
      await page.goto(LEVEL_PATH);
      await page.emulateMedia({ media: 'print' });
      await expect(page.locator('body > header')).toBeHidden();
      await expect(page.locator('body > footer')).toBeHidden();
      const table = page.locator('main [role="region"] table').first();
      await expect(table).toBeVisible();
      const width = await table.evaluate((t) => t.getBoundingClientRect().right);
      expect(width, 'the table fits the printed width').toBeLessThanOrEqual(1047);
      await expectEachUsable(table.locator('thead th'));
      await expect(page.locator('main')).toContainText(LEVEL_PATH);
      await page.emulateMedia({ media: null });
      await page.setViewportSize({ width: 1280, height: 800 });
    });
  });
}

test('downloads: CSV with a BOM that Excel reads, JSON as published; unknown levels 404', async ({ page }) => {
  oneWidthHere();
  const csv = await page.request.get(`${LEVEL_PATH}/results/csv`);
  expect(csv.status()).toBe(200);
  expect(csv.headers()['content-type']).toContain('text/csv');
  expect(csv.headers()['content-disposition']).toMatch(/attachment; filename=".+\.csv"/);
  const body = await csv.body();
  expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const rows = await ilcaRows(page);
  expect(body.toString('utf8')).toContain(rows[0]!.sailNo!);
  const json = await page.request.get(`${LEVEL_PATH}/results/json`);
  expect(json.status()).toBe(200);
  const pub = (await json.json()) as { scores: { data: Row[] } };
  expect(pub.scores.data).toHaveLength(rows.length);
  expect((await page.request.get(`/events/level/${EVENT}/NOPE/results/csv`)).status()).toBe(404);
  expect((await page.request.get(`${LEVEL_PATH}/results/xml`)).status()).toBe(404);
});

test('live: an unchanged list of publications costs a 304; a new one shows a notice', async ({ page }) => {
  oneWidthHere();
  const first = await page.request.get(`${LEVEL_PATH}/results/live`);
  expect(first.status()).toBe(200);
  const etag = first.headers()['etag']!;
  expect(etag).toBeTruthy();
  const again = await page.request.get(`${LEVEL_PATH}/results/live`, { headers: { 'if-none-match': etag } });
  expect(again.status()).toBe(304);

  // the page of a running event checks every 60 s while visible
  await page.clock.install();
  let checks = 0;
  await page.route('**/results/live', async (route) => {
    checks++;
    await route.fulfill({ json: { publications: [{ id: '999999', publishTime: '2026-11-24 18:00:00' }] } });
  });
  await page.goto(LEVEL_PATH);
  await hydrated(page);
  const m = (await page.locator('html').getAttribute('lang'))?.startsWith('en') ? en : zh;
  await expect(page.getByText(m.results.live.justNow)).toBeVisible();
  // (the live check is hydrated once its module has loaded)
  await page.locator('[data-checking]').waitFor({ state: 'attached' });
  await page.clock.fastForward(61_000);
  await page.clock.fastForward(15_000);
  await expect.poll(() => checks).toBeGreaterThan(0);
  const notice = page.getByRole('status').filter({ hasText: m.results.live.arrived });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('link', { name: m.results.live.show })).toHaveAttribute('href', /pub=999999/);
});

test('every boat of a level has its page in the sitemap', async ({ page }) => {
  oneWidthHere();
  const rows = await ilcaRows(page);
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  for (const r of rows.slice(0, 5)) expect(sitemap).toContain(`${LEVEL_PATH}/boat/${key(r.sailNo!)}</loc>`);
  // an unknown boat is a 404, a sail number without its nation finds the boat's own page
  expect((await page.request.get(`${LEVEL_PATH}/boat/NOPE999`)).status()).toBe(404);
  const digits = rows[0]!.sailNo!.replace(/\D/g, '');
  const moved = await page.request.get(`${LEVEL_PATH}/boat/${digits}`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers()['location']).toBe(`${LEVEL_PATH}/boat/${key(rows[0]!.sailNo!)}`);
});
