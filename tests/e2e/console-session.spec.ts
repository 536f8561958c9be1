/**
 * Issue 27 item 3: typed work kept across an ended session. An editor types a post (the rich-text
 * editor's content too) or an event, the session ends (signed out from elsewhere: the session is
 * deleted on the server), they save: the sign-in page says the session has ended and what was
 * typed is kept; after signing in they are back on the same form with what they typed and a
 * notice, which lets them discard it.
 */
import { expect, test, type Page } from '@playwright/test';
import en from '../../app/i18n/en';
import { hydrated } from './helpers';
import { startOwnServer, type OwnServer } from './own-server';
import { fillWithStaff, signInTo, STAFF_PASSWORD } from './staff-accounts';

const EDITOR = { email: 'kept-editor@example.com', name: 'Kim Kept', role: 'editor' as const };

test.describe.configure({ mode: 'serial', timeout: 90_000 });

let server: OwnServer;
test.beforeAll(async () => {
  server = await startOwnServer('console-session', { fill: fillWithStaff([EDITOR]), env: { LOG_LEVEL: 'error' } });
});
test.afterAll(async () => {
  await server?.stop();
});

async function signIn(page: Page, next: string) {
  await signInTo(page, server.base, EDITOR, next, 'en');
}

/** the session ends on the server (signed out from elsewhere), the browser still on the form */
async function endSession(page: Page) {
  const me = await page.request.get(`${server.base}/api/admin/me`);
  const csrf = ((await me.json()) as { result: { csrfToken: string } }).result.csrfToken;
  const out = await page.request.delete(`${server.base}/api/admin/session`, {
    headers: { 'x-csrf-token': csrf, origin: server.base },
  });
  expect(out.status()).toBe(200);
}

/** saves, meets the sign-in page with its word on kept work, signs in, and is back on `path` */
async function saveSignInAndReturn(page: Page, path: string, save: string) {
  await page.getByRole('button', { name: save, exact: true }).click();
  await page.waitForURL((u) => u.pathname === '/admin/login');
  await hydrated(page);
  await expect(page.getByTestId('kept-sign-in')).toHaveText(en.admin.kept.signIn);
  await page.locator('#login-email').fill(EDITOR.email);
  await page.locator('#login-password').fill(STAFF_PASSWORD);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL((u) => u.pathname === path);
  await hydrated(page);
  await expect(page.getByTestId('kept-work')).toContainText(en.admin.kept.restored);
}

test('a post typed before the session ended is back after signing in again', async ({ page }) => {
  const N = en.adminNews;
  await signIn(page, '/admin/news/new');
  await expect(page.getByRole('toolbar', { name: N.editor.toolbar }).first()).toBeVisible();
  const text = page.getByRole('textbox', { name: N.fields.content }).first();
  await expect(text).toBeVisible();
  await page.getByLabel(N.fields.title).fill('保留的标题');
  await page.getByLabel(N.fields.titleEn).fill('A title kept across the session');
  await text.click();
  await page.keyboard.type('Every word of this paragraph survives the sign-in.');
  await endSession(page);
  await saveSignInAndReturn(page, '/admin/news/new', N.create);
  await expect(page.getByLabel(N.fields.title)).toHaveValue('保留的标题');
  await expect(page.getByLabel(N.fields.titleEn)).toHaveValue('A title kept across the session');
  await expect(page.getByRole('toolbar', { name: N.editor.toolbar }).first()).toBeVisible();
  await expect(page.getByRole('textbox', { name: N.fields.content }).first()).toContainText(
    'Every word of this paragraph survives the sign-in.',
  );
  await page.screenshot({ path: test.info().outputPath('news-restored.png'), fullPage: true });
  // discarded: gone, and not offered again
  await page.getByRole('button', { name: en.admin.kept.discard }).click();
  await page.waitForLoadState('load');
  await hydrated(page);
  await expect(page.getByTestId('kept-work')).toHaveCount(0);
  await expect(page.getByLabel(N.fields.title)).toHaveValue('');
});

test('an event typed before the session ended is back after signing in again', async ({ page }) => {
  await signIn(page, '/admin/events/new');
  await page.locator('main form [name="eventCd"]').fill('KEPT-1');
  await page.locator('main form [name="name"]').fill('保留的赛事');
  await page.locator('main form [name="nameCode"]').fill('The kept regatta');
  await page.locator('main form [name="beginDate"]').fill('2027-06-01');
  await page.locator('main form [name="endDate"]').fill('2027-06-03');
  await endSession(page);
  await saveSignInAndReturn(page, '/admin/events/new', en.admin.event.create);
  await expect(page.locator('main form [name="eventCd"]')).toHaveValue('KEPT-1');
  await expect(page.locator('main form [name="name"]')).toHaveValue('保留的赛事');
  await expect(page.locator('main form [name="nameCode"]')).toHaveValue('The kept regatta');
  await page.screenshot({ path: test.info().outputPath('event-restored.png'), fullPage: true });
});
