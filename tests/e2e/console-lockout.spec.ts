/**
 * Issue 25 finding 5 as a person meets it (docs/decisions/0015-device-cookies.md; the rules
 * themselves: server/api/admin/sign-in-limits.test.ts): an admin signed in with this browser
 * before; someone else, from the same address, sends wrong passwords until the sign-in is locked
 * for browsers the account does not know, and is told so; the admin, from their own browser, still
 * signs in, and finds the lock in the audit log. Its own server and database.
 */
import { expect, test, type Page } from '@playwright/test';
import zh from '../../app/i18n/zh';
import { hydrated } from './helpers';
import { startOwnServer, type OwnServer } from './own-server';
import {
  anotherBrowsersPage,
  fillWithStaff,
  LOCKED_MESSAGE,
  signInWithForm,
  wrongPasswordsUntilLocked,
  type TestAccount,
} from './staff-accounts';

let server: OwnServer | undefined;
const ADMIN: TestAccount = { email: 'ada.lock@example.com', name: 'Ada Lock', role: 'admin' };

test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.use({ actionTimeout: 15_000, navigationTimeout: 20_000 });

test.beforeAll(async () => {
  server = await startOwnServer('console-lockout', { fill: fillWithStaff([ADMIN]), env: { LOG_LEVEL: 'error' } });
});

test.afterAll(async () => {
  await server?.stop();
});

const signIn = (page: Page, who: TestAccount, password?: string) =>
  signInWithForm(page, server!.base, who, { password });

test('wrong passwords from another browser never lock the admin out of their own browser; the lock is in the audit log', async ({
  page,
}) => {
  const base = server!.base;
  // the admin's browser: signed in once, it holds the account's device cookie
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(`${base}/admin`);
  const device = (await page.context().cookies()).find((c) => c.name === 'sf_device');
  expect(device, 'the device cookie').toBeDefined();
  expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
  expect(device!.expires * 1000 - Date.now()).toBeGreaterThan(90 * 24 * 3600_000);
  await hydrated(page);
  await page.getByRole('button', { name: zh.admin.nav.signOut }).click();
  await expect(page).toHaveURL(/signedOut=1/);

  // someone else's browser, from the same address: ten wrong passwords lock it out
  const other = await anotherBrowsersPage(page);
  // (the first in the browser, the others posted as its form posts them: ./staff-accounts.ts signInByPost)
  await signIn(other, ADMIN, 'not-the-password-1');
  await expect(other.getByRole('alert')).toHaveText(zh.admin.login.failed);
  const failures = await wrongPasswordsUntilLocked(other, base, ADMIN, 1, 'not-the-password');
  expect(failures, 'locked at the tenth failure').toBe(10);
  await signIn(other, ADMIN);
  await expect(other.getByRole('alert')).toHaveText(LOCKED_MESSAGE);
  await expect(other).toHaveURL(/\/admin\/login/);
  await other.context().close();

  // the admin's own browser signs in all the same
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(`${base}/admin`);
  // and the audit log shows the lock
  await page.goto(`${base}/admin/audit?entity=staff`);
  await expect(page.getByRole('heading', { level: 1, name: zh.admin.auditLog.heading })).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: zh.admin.audit.actions.lock });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(zh.admin.auditLog.via['sign-in']);
});
