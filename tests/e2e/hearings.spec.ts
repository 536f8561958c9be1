/**
 * Protest hearings (issue 30), one walk each way, on a server of its own with the demo content:
 *
 * - a visitor opens the flagship's 49er results, follows a DSQ cell's link to its decision on the
 *   hearings page (the card of that number, decided, with the decision), from the boat's page
 *   too; reads the hearings page in Chinese and English at 1280 and 375 px (nothing wider than
 *   the screen; screenshots in test-results/, looked at by hand); on a phone the results' row
 *   opens to the same link in words;
 * - a scorer assigned to the flagship goes from the console's first screen to the event's
 *   hearings, adds a protest, records its decision, and the public page shows it at once.
 *
 * Widths are set by the walk itself: it runs on the desktop project only (playwright.config.ts).
 */
import { expect, test, type Page } from '@playwright/test';
import en from '../../app/i18n/en';
import zh from '../../app/i18n/zh';
import { endpoints } from '../../shared/endpoints';
import { requestOf } from '../../shared/endpoints';
import type { HearingBoard } from '../../shared/hearings';
import { expectUsable, hydrated, setLangCookie, watchConsole } from './helpers';
import { ownServerForFile } from './own-server';
import { fillWithStaff, signInWithForm } from './staff-accounts';

const EVENT = 'SF-NG-2026-SAIL';
const LEVEL = 'SFNG26-49ER';
const SCORER = { email: 'jury.scorer@sailfish.test', name: '裁判记录员', role: 'scorer' as const, events: [EVENT] };

test.describe.configure({ mode: 'serial', timeout: 150_000 });
test.use({ actionTimeout: 15_000, navigationTimeout: 20_000 });

const server = ownServerForFile(() => 'hearings', {
  fill: fillWithStaff([SCORER]),
  env: { SEED_DEMO: '1', LOG_LEVEL: 'error' },
});

const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

/** the page is no wider than the screen (nothing to scroll sideways) */
async function fitsWidth(page: Page) {
  const [scroll, client] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(scroll, 'no sideways scrolling').toBeLessThanOrEqual(client);
}

async function board(page: Page): Promise<HearingBoard> {
  const { path } = requestOf(endpoints.eventHearings, [{ eventCd: EVENT }]);
  const res = await page.request.post(`${server.base}/api${path}`, { data: {} });
  return ((await res.json()) as { result: HearingBoard }).result;
}

const linkWords = (lang: 'zh' | 'en') =>
  new RegExp((lang === 'zh' ? zh : en).results.hearingLink.replace('#{{n}}', '#(\\d+)'));

test('a visitor follows a DSQ cell to its decision and reads the hearings in both languages at 1280 and 375 px', async ({
  page,
}) => {
  const console = watchConsole(page);
  const hearings = (await board(page)).hearings;
  const dsq = hearings.find(
    (h) => h.levelCd === LEVEL && h.status === 'decided' && h.kind === 'protest' && /DSQ/.test(h.decision ?? ''),
  )!;
  expect(dsq, 'the demo has the hearing of the 49er DSQ').toBeTruthy();

  // the results (Chinese, 1280 px): the DSQ cell's link names its hearing
  await setLangCookie(page, 'zh', server.base);
  await page.goto(`${server.base}/events/level/${EVENT}/${LEVEL}`);
  await hydrated(page);
  const cellLink = page.getByRole('link', { name: linkWords('zh') }).first();
  await expectUsable(cellLink);
  await expect(cellLink).toHaveAccessibleName(zh.results.hearingLink.replace('{{n}}', String(dsq.number)));
  await expect(cellLink).toHaveText(`#${dsq.number}${zh.results.hearingLink.replace('{{n}}', String(dsq.number))}`);
  // the cell is the DSQ in the hearing's race, on the row of the boat it names
  const row = page.locator('tr', { has: cellLink });
  await expect(row).toContainText(dsq.protestees[0]!);
  await expect(page.locator('td', { has: cellLink })).toContainText('DSQ');
  await cellLink.click();
  await expect(page).toHaveURL(`${server.base}/events/hearings/${EVENT}#h-${dsq.number}`);
  const card = page.locator(`#h-${dsq.number}`);
  await expect(card).toBeInViewport();
  await expect(card.getByRole('heading', { level: 3 })).toContainText(
    zh.hearings.number.replace('{{n}}', String(dsq.number)),
  );
  await expect(card).toContainText(zh.hearings.statuses.decided);
  await expect(card).toContainText(dsq.decision!.split('\n')[0]!);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(zh.hearings.title);
  // the time limits of each racing day, and every status the demo has
  const limits = page.getByRole('table');
  await expect(limits.getByRole('row')).toHaveCount((await board(page)).timeLimits.length + 1);
  for (const s of ['decided', 'withdrawn'] as const)
    await expect(page.getByText(zh.hearings.statuses[s]).first()).toBeVisible();
  await fitsWidth(page);
  await shot(page, 'hearings-zh-1280');

  // the boat's page links the same decision
  await page.goto(`${server.base}/events/level/${EVENT}/${LEVEL}`);
  await page
    .locator('tr', { has: page.getByRole('link', { name: linkWords('zh') }) })
    .first()
    .getByRole('link')
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/events/level/${EVENT}/${LEVEL}/boat/`));
  const boatLink = page.getByRole('link', { name: linkWords('zh') });
  await expectUsable(boatLink);
  await boatLink.click();
  await expect(page).toHaveURL(`${server.base}/events/hearings/${EVENT}#h-${dsq.number}`);

  // English at 1280 px: the same card in English
  await setLangCookie(page, 'en', server.base);
  await page.goto(`${server.base}/events/hearings/${EVENT}`);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(en.hearings.title);
  await expect(page.locator(`#h-${dsq.number}`)).toContainText(dsq.decisionEn!.split('\n')[0]!);
  await expect(page.locator(`#h-${dsq.number}`)).toContainText(en.hearings.statuses.decided);
  await expect(page.getByRole('heading', { level: 2, name: en.hearings.limitsHeading })).toBeVisible();
  await fitsWidth(page);
  await shot(page, 'hearings-en-1280');

  // a phone (375 px): the results' row opens to the link in words
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(`${server.base}/events/level/${EVENT}/${LEVEL}`);
  await hydrated(page);
  const phoneRow = page.locator('details', { has: page.locator(`a[href$="#h-${dsq.number}"]`) }).first();
  await phoneRow.locator('summary').click();
  const words = phoneRow.getByRole('link', { name: linkWords('en') });
  await expectUsable(words);
  await words.click();
  await expect(page).toHaveURL(`${server.base}/events/hearings/${EVENT}#h-${dsq.number}`);
  await expect(page.locator(`#h-${dsq.number}`)).toBeInViewport();
  await fitsWidth(page);
  await shot(page, 'hearings-en-375');
  await setLangCookie(page, 'zh', server.base);
  await page.goto(`${server.base}/events/hearings/${EVENT}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(zh.hearings.title);
  await fitsWidth(page);
  await shot(page, 'hearings-zh-375');

  // the event's page links the hearings from its tabs
  await page.goto(`${server.base}/events/detail/${EVENT}`);
  await page.getByRole('link', { name: zh.events.detail.hearingsTab, exact: true }).click();
  await expect(page).toHaveURL(`${server.base}/events/hearings/${EVENT}`);
  console.assertNone();
});

test('a scorer records a decision in the console from the first screen, and it shows publicly', async ({ page }) => {
  const console = watchConsole(page);
  await setLangCookie(page, 'zh', server.base);
  await signInWithForm(page, server.base, SCORER, { at: '/admin' });
  await expect(page).toHaveURL(`${server.base}/admin`);
  await hydrated(page);
  // dashboard → all events → the event → its hearings
  await page
    .getByRole('region', { name: zh.adminDay.myEvents })
    .getByRole('link', { name: zh.admin.dashboard.allEvents })
    .click();
  await page.getByRole('table').locator('tbody tr').first().getByRole('link').first().click();
  await expect(page).toHaveURL(`${server.base}/admin/events/${EVENT}`);
  await page.getByRole('link', { name: zh.adminHearings.link, exact: true }).click();
  await expect(page).toHaveURL(`${server.base}/admin/events/${EVENT}/hearings`);
  await hydrated(page);
  const before = (await board(page)).hearings.length;

  // a new protest
  await page.locator('summary', { hasText: zh.adminHearings.add }).click();
  const add = page.getByRole('form', { name: zh.adminHearings.add });
  await add.getByLabel(zh.adminHearings.fields.protestor).fill('CHN 1111');
  await add.getByLabel(zh.adminHearings.fields.protestees).fill('CHN 2222');
  await add.getByLabel(zh.adminHearings.fields.races).fill('R9');
  await add.getByLabel(zh.adminHearings.fields.rules).fill('RRS 31');
  await add.getByRole('button', { name: zh.adminHearings.addButton }).click();
  await expect(page.getByRole('status').filter({ hasText: zh.adminHearings.done.created })).toBeVisible();
  const number = before + 1;

  // its decision
  const item = page.locator('li', { hasText: `#${number}` }).last();
  await item.locator('summary', { hasText: zh.adminHearings.edit.replace('{{n}}', String(number)) }).click();
  const edit = page.getByRole('form', { name: zh.adminHearings.edit.replace('{{n}}', String(number)) });
  await edit.getByLabel(zh.adminHearings.fields.status).selectOption('decided');
  await edit
    .getByLabel(zh.adminHearings.fields.decision, { exact: true })
    .fill('CHN 2222 触碰标志，违反规则 31，未作处罚转圈。');
  await edit
    .getByLabel(zh.adminHearings.fields.decisionEn)
    .fill('CHN 2222 touched a mark (rule 31) and took no penalty.');
  const save = edit.getByRole('button', { name: zh.adminHearings.save.replace('{{n}}', String(number)) });
  await expectUsable(save);
  await save.click();
  await expect(page.getByRole('status').filter({ hasText: zh.adminHearings.done.saved })).toBeVisible();
  await shot(page, 'console-hearings-zh');
  // the console's page on a phone: nothing wider than the screen, the kinds and statuses in words
  await page.setViewportSize({ width: 375, height: 740 });
  await page.reload();
  await hydrated(page);
  await expect(page.locator('main')).toContainText(zh.adminHearings.kinds.protest);
  await expect(page.locator('main')).toContainText(zh.adminHearings.statuses.decided);
  await fitsWidth(page);
  await shot(page, 'console-hearings-zh-375');

  // public at once
  await page.goto(`${server.base}/events/hearings/${EVENT}#h-${number}`);
  const card = page.locator(`#h-${number}`);
  await expect(card).toContainText(zh.hearings.statuses.decided);
  await expect(card).toContainText('CHN 2222 触碰标志');
  await expect(card).toContainText('RRS 31');
  console.assertNone();
});
