/**
 * Staff accounts for the console's browser tests: a database with the project's migrations and
 * the accounts the tests sign in with (created as `npm run staff:add` creates them), for
 * startOwnServer's `fill`. The demo content is seeded too when `seed` is set.
 */
import { expect, type Page } from '@playwright/test';
import zh from '../../app/i18n/zh';
import { hydrated, setLangCookie } from './helpers';
import { fillWith } from './scratch-db';
import { hashPassword } from '../../server/api/admin/secrets';
import { createStaff } from '../../server/queries/staff';
import type { StaffRole } from '../../shared/admin-api';

export const STAFF_PASSWORD = 'Harbour-Wind-2026';

export interface TestAccount {
  email: string;
  name: string;
  role: StaffRole;
  events?: string[];
}

export function fillWithStaff(accounts: TestAccount[]) {
  return fillWith(async (db) => {
    const passwordHash = await hashPassword(STAFF_PASSWORD);
    for (const a of accounts) await createStaff(db, { ...a, passwordHash }, { id: null, via: 'cli' });
  });
}

/**
 * signs `who` in with the console's sign-in form on the server at `base`, in Chinese: opens `at`
 * (the sign-in page, or a console page that sends there), fills in their password (or the one
 * given) and submits
 */
export async function signInWithForm(
  page: Page,
  base: string,
  who: Pick<TestAccount, 'email'>,
  { password = STAFF_PASSWORD, at = '/admin/login' }: { password?: string; at?: string } = {},
) {
  await page.goto(`${base}${at}`);
  await page.locator('#login-email').fill(who.email);
  await page.locator('#login-password').fill(password);
  await page.getByRole('button', { name: zh.admin.login.submit }).click();
}

/**
 * posts the console's sign-in form as the browser posts it (a document POST:
 * app/console/routes/login.tsx, `reloadDocument`), with `page`'s cookies, and answers the text
 * of the alert the answer's HTML holds ('' for none): for a run of wrong passwords, each of
 * which would otherwise cost two page loads (issue 27). The answer must be the sign-in page (200).
 */
export async function signInByPost(
  page: Page,
  base: string,
  who: Pick<TestAccount, 'email'>,
  password: string,
): Promise<string> {
  const answer = await page.request.post(`${base}/admin/login`, {
    form: { next: '', email: who.email, password },
    headers: { origin: base, 'sec-fetch-site': 'same-origin' },
    maxRedirects: 0,
  });
  expect(answer.status(), 'the sign-in page answers').toBe(200);
  const alerts = [...(await answer.text()).matchAll(/<p\b[^>]*\brole="alert"[^>]*>([^<]*)<\/p>/g)].map((m) => m[1]!);
  expect(alerts.length, 'at most one alert').toBeLessThanOrEqual(1);
  const entities: Record<string, string> = {
    '&amp;': '&',
    '&lt;': '<',
    '&gt;': '>',
    '&quot;': '"',
    '&#x27;': "'",
    '&#39;': "'",
  };
  return (alerts[0] ?? '').replace(/&(?:amp|lt|gt|quot|#x27|#39);/g, (e) => entities[e]!);
}

/** the sign-in page's message for a locked sign-in, with its minutes (14 or 15: the lock's 15 minutes, begun) */
export const LOCKED_MESSAGE = new RegExp(`^${zh.admin.login.locked.replace('{{minutes}}', '(1[45])')}$`);

/**
 * after `failures` wrong passwords already sent, posts more (signInByPost, `${prefix}-N`) until
 * the answer says the sign-in is locked, twelve at the most: every one before the lock must say
 * the one message; answers the number of the failure that locked it
 */
export async function wrongPasswordsUntilLocked(
  page: Page,
  base: string,
  who: Pick<TestAccount, 'email'>,
  failures: number,
  prefix: string,
): Promise<number> {
  while (failures < 12) {
    failures++;
    const said = await signInByPost(page, base, who, `${prefix}-${failures}`);
    if (LOCKED_MESSAGE.test(said)) break;
    expect(said, `failure ${failures}`).toBe(zh.admin.login.failed);
  }
  return failures;
}

/** a page in a browser context of its own (no cookies shared with `page`), Chinese, at `page`'s size: another person's browser */
export async function anotherBrowsersPage(page: Page): Promise<Page> {
  const ctx = await page.context().browser()!.newContext({ locale: 'zh-CN', viewport: page.viewportSize()! });
  return ctx.newPage();
}

/**
 * with scripts: signs `who` in on the sign-in page in `lang` (the language cookie set first) and
 * waits until it has sent them on to the console page `next`, hydrated
 */
export async function signInTo(
  page: Page,
  base: string,
  who: Pick<TestAccount, 'email'>,
  next: string,
  lang: 'zh' | 'en',
) {
  await setLangCookie(page, lang, base);
  await page.goto(`${base}/admin/login?next=${encodeURIComponent(next)}`);
  await hydrated(page);
  await page.locator('#login-email').fill(who.email);
  await page.locator('#login-password').fill(STAFF_PASSWORD);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL((u) => u.pathname === next.split('?')[0]);
  await hydrated(page);
}
