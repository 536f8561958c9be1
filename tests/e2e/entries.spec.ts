/**
 * Entry lists (issue 31), one walk at the project's width (1280 and 375 px): a scorer of a coming
 * event goes from the console's first screen to a class's entries, imports a CSV (the preview
 * shows the duplicate and the unknown nation), saves it, and within a second the boat is on the
 * public entry list and found by find a sailor on the event page, marked entered; a visitor reads
 * the coming event's entries (flags, counts, filters) and the class page's entries in Chinese and
 * English; the CSV download is formula-safe. Screenshots go to test-results/ (looked at by hand).
 *
 * A server of its own (demo content, the account), so the shared server's data stay as they are.
 */
import { expect, test, type Page } from '@playwright/test';
import en from '../../app/i18n/en';
import zh from '../../app/i18n/zh';
import { expectUsable, hydrated, layoutShift, setLangCookie, walkOnDesktop, watchConsole, watchLayoutShift } from './helpers';
import { ownServerForFile } from './own-server';
import { fillWithStaff, signInWithForm } from './staff-accounts';

const EVENT = 'SF2026XM14';
const SCORER = { email: 'entries.scorer@sailfish.test', name: '林报名', role: 'scorer' as const, events: [EVENT] };
const CSV = [
  'Sail No,Nat,Helm,Crew,Club,Fleet',
  'CHN 8801,CHN,Zed Entrant,,厦门帆船队,Open',
  'CHN-8801,CHN,Zed Again,,厦门帆船队,Open',
  'QQQ 5,QQQ,Nobody Nation,,Far Club,Open',
  '=HYPERLINK("x"),CHN,Formula Sailor,,=1+1,Open',
].join('\r\n');

test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.use({ actionTimeout: 15_000, navigationTimeout: 20_000 });

const server = ownServerForFile(() => `entries-${test.info().project.name}`, {
  fill: fillWithStaff([SCORER]),
  env: { SEED_DEMO: '1', LOG_LEVEL: 'error' },
});

const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

/** the page scrolls no wider than the window (375 px: nothing sticks out) */
async function noSideScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
}

test('a scorer imports an entry list from the first screen: public within a second, found by find a sailor', async ({
  page,
}) => {
  walkOnDesktop();
  const console = watchConsole(page);
  await signInWithForm(page, server.base, SCORER, { at: '/admin' });
  await expect(page).toHaveURL(`${server.base}/admin`);
  await hydrated(page);
  const link = page
    .getByRole('link', { name: new RegExp(`^${zh.adminEntries.linkBoth.replace(/[/]/g, '\\/')}:`) })
    .first();
  await expectUsable(link);
  await link.click();
  await expect(page).toHaveURL(/\/admin\/levels\/[^/]+\/entries$/);
  const levelCd = decodeURIComponent(new URL(page.url()).pathname.split('/')[3]!);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('报名名单');
  await page.getByLabel(zh.adminEntries.file).setInputFiles({
    name: 'entries.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(CSV, 'utf8'),
  });
  await page.getByRole('button', { name: zh.adminEntries.read }).click();
  const preview = page.getByRole('region', { name: zh.adminEntries.previewHeading });
  await expect(preview).toBeVisible();
  await expect(preview).toContainText(zh.adminEntries.status.duplicate);
  await expect(preview).toContainText(zh.adminEntries.unknownNation);
  await shot(page, 'console-preview');
  await page.getByRole('button', { name: zh.adminEntries.confirm }).click();
  await expect(page.getByRole('status')).toContainText(zh.adminEntries.done.saved);
  // public within a second: the public API answers it (its answer cache was cleared at once)
  const saved = Date.now();
  const api = await page.request.post(`${server.base}/api/event/entries/${EVENT}`, { data: { levelCd } });
  expect(JSON.stringify(await api.json())).toContain('Zed Entrant');
  expect(Date.now() - saved).toBeLessThan(1_000);
  await page.goto(`${server.base}/events/entries/${EVENT}?level=${encodeURIComponent(levelCd)}`);
  await expect(page.getByRole('rowheader', { name: 'CHN 8801' })).toBeVisible();
  await page.goto(`${server.base}/events/detail/${EVENT}?sailor=${encodeURIComponent('Zed Entrant')}`);
  const hits = page.getByRole('status').filter({ hasText: 'Zed Entrant' });
  await expect(hits).toContainText(zh.results.find.entered);
  await shot(page, 'find-sailor-entered');
  // the download: the formula cell is text
  const csv = await (
    await page.request.get(`${server.base}/events/entries/${EVENT}/csv?level=${encodeURIComponent(levelCd)}`)
  ).text();
  expect(csv).toContain('CHN 8801');
  // formula cells are text (an apostrophe in front), never run by a spreadsheet
  expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
  expect(csv).toContain(`"'=1+1"`);
  expect(csv).not.toMatch(/(^|,)=/m);
  console.assertNone();
});

test('a visitor reads a coming event’s entries in Chinese and English', async ({ page }) => {
  const console = watchConsole(page);
  await page.goto(`${server.base}/events/detail/${EVENT}`);
  await hydrated(page);
  const tab = page.getByRole('link', { name: zh.entries.tab, exact: true });
  await expectUsable(tab);
  await tab.click();
  await expect(page).toHaveURL(new RegExp(`/events/entries/${EVENT}$`));
  await expect(page.getByRole('heading', { level: 1, name: zh.entries.heading })).toBeVisible();
  await expect(page.getByText(zh.entries.byNation, { exact: true })).toBeVisible();
  await expect(page.locator('table img[src^="/flags/"]').first()).toBeVisible();
  await expect(page.getByRole('columnheader', { name: zh.entries.columns.helm }).first()).toBeAttached();
  await noSideScroll(page);
  await shot(page, 'entries-zh');
  // a filter by nation: only that nation's boats
  const nat = page.getByRole('combobox', { name: zh.entries.filter.nat, exact: true });
  await expect(nat).toHaveCount(1);
  await expectUsable(nat);
  await nat.selectOption({ index: 1 });
  await expect(page.getByRole('status')).toContainText(/显示 \d+ 条船中的 \d+ 条/);
  await expect(page).toHaveURL(/nat=/);
  // English
  await setLangCookie(page, 'en', server.base);
  await page.goto(`${server.base}/events/entries/${EVENT}`);
  await expect(page.getByRole('heading', { level: 1, name: en.entries.heading })).toBeVisible();
  await expect(page.getByText(en.entries.byClub, { exact: true })).toBeVisible();
  await noSideScroll(page);
  await shot(page, 'entries-en');
  // the class page: its entries instead of an empty results table
  await page.goto(`${server.base}/events/detail/${EVENT}`);
  await page
    .getByRole('link', { name: new RegExp(en.events.detail.toLevel) })
    .first()
    .click();
  await expect(page.getByText(en.entries.beforeResults)).toBeVisible();
  await expect(page.getByRole('rowheader').first()).toBeVisible();
  await noSideScroll(page);
  await shot(page, 'level-entries-en');
  await setLangCookie(page, 'zh', server.base);
  // the class page's entry list is a lazy part (decision 0028): loaded afresh, the page keeps the
  // layout the server drew through hydration (routes.spec checks the pages with results)
  await watchLayoutShift(page);
  await page.reload();
  await expect(page.getByText(zh.entries.beforeResults)).toBeVisible();
  await hydrated(page);
  await page.waitForLoadState('load');
  const shift = await layoutShift(page);
  expect(shift.total, `the class page without results: layout shift while loading and hydrating\n${shift.moved}`).toBeLessThan(0.05);
  await shot(page, 'level-entries-zh');
  console.assertNone();
});
