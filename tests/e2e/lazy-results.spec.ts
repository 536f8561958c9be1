/**
 * The level page's results tables are a lazy part (decision 0035, issue 29 item 4): the server
 * renders them whole with their style sheets in the head; their script is not in the first load
 * and comes after hydration. The server's table is kept as it is (not redrawn) until the script
 * comes and hydrates it; no style sheet is fetched for it; a client-side navigation made before
 * the script has come waits for it instead of showing an empty box; no console error (hydration
 * mismatches included). Width-independent: desktop only (playwright.config.ts).
 */
import type { Page, Route } from '@playwright/test';
import { expect, test } from './worker-page';
import en from '../../app/i18n/en';
import zh from '../../app/i18n/zh';
import { hydrated, layoutShift, setLangCookie, watchConsole, watchLayoutShift } from './helpers';

const LEVEL_PATH = '/events/level/SF-NG-2026-SAIL/SFNG26-ILCA7';
const TABLES_CHUNK = /\/assets\/results-tables-[\w-]+\.js$/;

/** a demo class with entries and no publication: its lazy part is the entry list (decision 0035) */
const ENTRIES_LEVEL_PATH = '/events/level/SF2026XM14/SF2026XM14-OPT';
const ENTRY_LIST_CHUNK = /\/assets\/entry-list-[\w-]+\.js$/;

/** holds a part's chunk (by default the tables') until release() is called (routing also keeps it out of the HTTP cache) */
async function holdTablesChunk(page: Page, chunkFile: RegExp = TABLES_CHUNK) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route(chunkFile, async (route: Route) => {
    asked = true;
    await released;
    await route.continue();
  });
  return { release, asked: () => asked };
}

/** the shown publication's section (the results part of the page) */
const publication = (page: Page) => page.locator('main section[aria-labelledby$="-title"]').first();

for (const [lang, m] of [
  ['zh', zh],
  ['en', en],
] as const) {
  test(`${lang}: the results tables hydrate from a chunk after the first load, the server's table kept`, async ({
    page,
    request,
    baseURL,
  }) => {
    // the HTML: the tables' style sheets inline (marked), their script not among the first load
    const html = await (await request.get(LEVEL_PATH, { headers: lang === 'en' ? { cookie: 'lang=en' } : {} })).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<style data-href="\/assets\/results-common-[\w-]+\.css" data-lazy-part=""/);
    expect(head).toMatch(/<style data-href="\/assets\/results-tables-[\w-]+\.css" data-lazy-part=""/);
    expect(head, 'no style sheet to fetch').not.toMatch(/<link rel="stylesheet"(?![^>]*disabled)[^>]*>/);
    // (the modules preloaded after the first paint: server/scripts-after-paint.ts)
    expect(/ data-modulepreload="([^"]+)"/.exec(head)?.[1]).not.toMatch(/results-tables-/);
    expect(html).toContain('<table');

    if (lang === 'en') await setLangCookie(page, 'en', baseURL!);
    const console = watchConsole(page);
    const styleRequests: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'stylesheet') styleRequests.push(req.url());
    });
    const chunk = await holdTablesChunk(page);
    await page.goto(LEVEL_PATH);
    await hydrated(page);
    // hydration asked for the chunk at once (not on an interaction); the server's table is on screen
    await expect.poll(chunk.asked).toBe(true);
    const section = publication(page);
    await expect(section).toBeVisible();
    // a link in the table is a link before its script comes
    await expect(section.locator(`a[href^="${LEVEL_PATH}/boat/"]`).first()).toHaveAttribute('href', /\/boat\/\w+/);
    // the filters keep their button until the tables are live
    const apply = page.getByRole('button', { name: m.results.filter.apply });
    await expect(apply).toHaveCount(1);
    await section.evaluate((el) => ((el as HTMLElement & { serverMark?: true }).serverMark = true));
    const before = await section.boundingBox();

    chunk.release();
    // live: a choice applies at once (the button goes), on the same element the server drew
    await expect(apply).toHaveCount(0);
    expect(await section.evaluate((el) => (el as HTMLElement & { serverMark?: true }).serverMark)).toBe(true);
    expect(await section.boundingBox()).toEqual(before);

    // a client-side navigation after the chunk: a filter (the document stays)
    await page.evaluate(() => ((window as Window & { sameDocument?: true }).sameDocument = true));
    const select = page.getByRole('combobox', { name: m.results.filter.nat });
    await select.scrollIntoViewIfNeeded();
    await select.selectOption('CHN');
    await expect(page).toHaveURL(/nat=CHN/);
    await expect(page.getByRole('link', { name: m.results.filter.clear })).toBeVisible();
    expect(await page.evaluate(() => (window as Window & { sameDocument?: true }).sameDocument)).toBe(true);

    // none of the tables' style sheets was fetched: the chunk's loader found the page's (disabled) links
    const lazySheets = await page
      .locator('head > style[data-lazy-part]')
      .evaluateAll((els) => els.map((el) => new URL(el.getAttribute('data-href')!, location.href).href));
    expect(lazySheets.length).toBeGreaterThan(0);
    expect(styleRequests.filter((url) => lazySheets.includes(url))).toEqual([]);
    for (const href of lazySheets) {
      expect(
        await page.locator(`link[rel="stylesheet"][href="${new URL(href).pathname}"]:not([disabled])`).count(),
      ).toBe(0);
    }
    console.assertNone();
  });

  test(`${lang}: a client-side navigation before the tables' chunk waits for it, never an empty box`, async ({
    page,
    baseURL,
  }) => {
    if (lang === 'en') await setLangCookie(page, 'en', baseURL!);
    const console = watchConsole(page);
    const chunk = await holdTablesChunk(page);
    await page.goto(LEVEL_PATH);
    await hydrated(page);
    await expect.poll(chunk.asked).toBe(true);
    // the races tab, then the results tab again, while the chunk is held
    await page.getByRole('link', { name: m.level.page.tabs.races }).click();
    // (the page waits: still the results, not an empty section)
    await page.waitForTimeout(300);
    await expect(page).not.toHaveURL(/tab=races/);
    await expect(publication(page)).toBeVisible();
    chunk.release();
    await expect(page).toHaveURL(/tab=races/);
    await expect(page.getByRole('link', { name: m.level.page.tabs.races })).toHaveAttribute('aria-current', 'page');
    await page.getByRole('link', { name: m.level.page.tabs.results }).click();
    await expect(page).not.toHaveURL(/tab=races/);
    await expect(publication(page)).toBeVisible();
    await expect(page.getByRole('button', { name: m.results.filter.apply })).toHaveCount(0);
    console.assertNone();
  });
}

test(`a class without results: its entry list is drawn with its styles before its chunk, and works after it`, async ({
  page,
}) => {
  const console = watchConsole(page);
  await watchLayoutShift(page);
  const chunk = await holdTablesChunk(page, ENTRY_LIST_CHUNK);
  await page.goto(ENTRIES_LEVEL_PATH);
  await expect(page.getByText(zh.entries.beforeResults)).toBeVisible();
  await hydrated(page);
  await expect.poll(chunk.asked).toBe(true);
  // before the chunk: the server's list, styled by the page's inline sheet (the chips of the counts
  // are a flex row without bullets only with entry-list.module.css), the filters' button still there
  await expect(page.locator('head > style[data-lazy-part][data-href*="/entry-list-"]')).toHaveCount(1);
  const chips = page.locator('main ul:has(> li > strong)').first();
  await expect(chips).toHaveCSS('display', 'flex');
  await expect(chips).toHaveCSS('list-style-type', 'none');
  const table = page.locator('main table').first();
  await expect(table.getByRole('rowheader').first()).toBeVisible();
  const apply = page.getByRole('button', { name: zh.entries.filter.apply });
  await expect(apply).toHaveCount(1);
  await table.evaluate((el) => ((el as HTMLElement & { serverMark?: true }).serverMark = true));

  chunk.release();
  // live: the button goes, on the table the server drew; no layout shift from the first paint on
  await expect(apply).toHaveCount(0);
  expect(await table.evaluate((el) => (el as HTMLElement & { serverMark?: true }).serverMark)).toBe(true);
  await page.waitForLoadState('load');
  const shift = await layoutShift(page);
  expect(shift.total, `the entry list while loading and hydrating\n${shift.moved}`).toBeLessThan(0.05);
  // a choice applies at once, in the same document
  await page.evaluate(() => ((window as Window & { sameDocument?: true }).sameDocument = true));
  await page.getByRole('combobox', { name: zh.entries.filter.nat, exact: true }).selectOption({ index: 1 });
  await expect(page).toHaveURL(/nat=/);
  await expect(page.getByRole('status').filter({ hasText: /显示 \d+ 条船中的 \d+ 条/ })).toBeVisible();
  expect(await page.evaluate(() => (window as Window & { sameDocument?: true }).sameDocument)).toBe(true);
  console.assertNone();
});
