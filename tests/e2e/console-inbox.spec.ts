/**
 * Issue 20 item 3, the contact inbox in the staff console, at both widths (the two projects) and
 * in both languages: a visitor's message (sent through the public contact API, with an escape
 * character in its text and a formula as its subject) reaches the dashboard's badge and the
 * inbox, where its text shows the control character escaped; the editor searches, marks it
 * handled with a note, exports the filtered list as CSV (byte order mark, the formula
 * neutralised) and has no delete (the API answers 403); an admin deletes after the confirmation.
 * A server of its own with the accounts (tests/e2e/own-server.ts).
 */
import { expect, test, type Page } from '@playwright/test';
import { migrate, openDb } from '../../server/db/client';
import { hashPassword } from '../../server/api/admin/secrets';
import { createStaff } from '../../server/queries/staff';
import { expectUsable, hydrated, setLangCookie, watchConsole } from './helpers';
import { startOwnServer, type OwnServer } from './own-server';

const PASSWORD = 'Harbour-Wind-2026';
const ACCOUNTS = [
  { email: 'editor@example.com', name: 'Eddie Editor', role: 'editor' as const },
  { email: 'admin@example.com', name: 'Ada Admin', role: 'admin' as const },
];

test.describe.configure({ mode: 'serial' });

let server: OwnServer;

test.beforeAll(async () => {
  server = await startOwnServer('console-inbox', {
    env: { CONTACT_RATE_LIMIT: '1000' },
    fill: async (dbFile) => {
      const handle = await openDb(`sqlite:${dbFile}`);
      await migrate(handle);
      const passwordHash = await hashPassword(PASSWORD);
      for (const a of ACCOUNTS) await createStaff(handle.db, { ...a, passwordHash }, { id: null, via: 'cli' });
      await handle.close();
    },
  });
});
test.afterAll(async () => {
  await server?.stop();
});

const TEXT = {
  en: {
    heading: 'Contact messages',
    badge: /^\d+ new messages$/,
    search: 'Search',
    note: 'Note',
    markHandled: 'Mark handled',
    handledDone: 'The message is marked handled.',
    handled: 'Handled',
    reply: 'Reply by e-mail',
    exportCsv: 'Export as CSV',
    delete: 'Delete',
    confirm: 'Yes, delete it',
    deleted: 'The message is deleted.',
    signIn: 'Sign in',
    email: 'E-mail',
    password: 'Password',
  },
  zh: {
    heading: '联系留言',
    badge: /^\d+ 条新留言$/,
    search: '搜索',
    note: '备注',
    markHandled: '标记为已处理',
    handledDone: '留言已标记为已处理。',
    handled: '已处理',
    reply: '回复邮件',
    exportCsv: '导出 CSV',
    delete: '删除',
    confirm: '确认删除',
    deleted: '留言已删除。',
    signIn: '登录',
    email: '邮箱',
    password: '密码',
  },
} as const;

async function signIn(page: Page, email: string, lang: 'en' | 'zh', next = '/admin') {
  await setLangCookie(page, lang, server.base);
  await page.goto(`${server.base}/admin/login?next=${encodeURIComponent(next)}`);
  await hydrated(page);
  await page.locator('#login-email').fill(email);
  await page.locator('#login-password').fill(PASSWORD);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL((u) => u.pathname === next.split('?')[0]);
  await hydrated(page);
}

/** a visitor's message through the public contact API (as the contact form sends it) */
async function sendMessage(page: Page, fields: { name: string; email: string; subject: string; message: string }) {
  const res = await page.request.post(`${server.base}/api/contact/insert`, {
    data: { ...fields, lang: 'en', page: '/en/contact' },
    headers: { origin: server.base, 'sec-fetch-site': 'same-origin' },
  });
  expect(res.status(), await res.text()).toBe(200);
}

for (const lang of ['en', 'zh'] as const) {
  test(`the editor handles and exports a visitor's message, an admin deletes it (${lang})`, async ({
    page,
    browser,
  }, info) => {
    const L = TEXT[lang];
    const watch = watchConsole(page);
    const tag = `${info.project.name}${lang}${Date.now().toString(36)}`;
    await sendMessage(page, {
      name: `Visitor ${tag}`,
      email: `${tag}@example.com`,
      subject: `=cmd|' /C calc'!A0 ${tag}`,
      message: `Hello\u001b[2J there ${tag}\nsecond line`,
    });
    await sendMessage(page, { name: 'Other person', email: 'other@example.com', subject: 'Unrelated', message: 'x' });

    // the editor: the badge on the dashboard
    await signIn(page, 'editor@example.com', lang);
    const badge = page.getByTestId('dashboard-inbox-badge');
    await expect(badge).toHaveText(L.badge);
    await expectUsable(badge);

    // the inbox, from the navigation
    await page
      .getByRole('navigation')
      .getByRole('link', { name: lang === 'en' ? 'Messages' : '留言', exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(L.heading);
    await hydrated(page);

    // search
    await page.locator('#inbox-q').fill(tag);
    await page.getByRole('search').getByRole('button', { name: L.search }).click();
    await expect(page).toHaveURL(new RegExp(`q=${tag}`));
    const card = page.locator('article', { hasText: tag });
    await expect(card).toHaveCount(1);
    await expect(page.locator('article')).toHaveCount(1);
    // the text as text, the escape character shown escaped
    await expect(card.getByTestId('message-text')).toHaveText(`Hello\\x1b[2J there ${tag}\nsecond line`);
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(`=cmd|' /C calc'!A0 ${tag}`);
    // reply: the visitor's address and "Re: subject" in the staff's mail program
    const reply = card.getByRole('link', { name: L.reply });
    await expectUsable(reply);
    const href = (await reply.getAttribute('href')) ?? '';
    expect(href.startsWith(`mailto:${tag}@example.com?subject=`)).toBe(true);
    expect(decodeURIComponent(href.split('subject=')[1]!)).toBe(`Re: =cmd|' /C calc'!A0 ${tag}`);
    // an editor has no delete
    await expect(card.getByRole('link', { name: L.delete })).toHaveCount(0);

    // mark handled with a note
    const note = card.getByLabel(L.note);
    await expectUsable(note);
    await note.fill(`Answered by phone ${tag}`);
    const handle = card.getByRole('button', { name: L.markHandled });
    await expectUsable(handle);
    await handle.click();
    await expect(page.getByRole('status')).toHaveText(L.handledDone);
    const handledCard = page.locator('article', { hasText: tag });
    await expect(handledCard.getByText(L.handled, { exact: true })).toBeVisible();
    await expect(handledCard.getByLabel(L.note)).toHaveValue(`Answered by phone ${tag}`);
    await expect(handledCard).toContainText('Eddie Editor');

    // export the filtered list as CSV
    const exportLink = page.getByRole('link', { name: L.exportCsv });
    await expectUsable(exportLink);
    const exportHref = (await exportLink.getAttribute('href')) ?? '';
    expect(exportHref).toBe(`/admin/messages/export?q=${tag}`);
    const csv = await page.request.get(`${server.base}${exportHref}`);
    expect(csv.status()).toBe(200);
    expect(csv.headers()['content-type']).toMatch(/^text\/csv/);
    const bytes = await csv.body();
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe('id,createdAt,name,email,subject,message,lang,page,status,handledAt,handledBy,note');
    expect(lines).toHaveLength(3); // the header, the one message (its line break is inside quotes), the end
    expect(lines[1]).toContain(`,"'=cmd|' /C calc'!A0 ${tag}",`); // the formula neutralised (shared/csv.ts quotes it)
    expect(lines[1]).toContain(`,"Hello\u001b[2J there ${tag}\nsecond line",`); // the text as sent
    expect(lines[1]).toContain(`,handled,`);
    expect(lines[2]).toBe('');

    // the API refuses an editor's delete
    const id = (await handledCard.getAttribute('id'))!.replace('message-', '');
    const me = await page.request.get(`${server.base}/api/admin/me`);
    const csrf = ((await me.json()) as { result: { csrfToken: string } }).result.csrfToken;
    const refused = await page.request.delete(`${server.base}/api/admin/contacts/${id}`, {
      headers: { origin: server.base, 'sec-fetch-site': 'same-origin', 'x-csrf-token': csrf },
    });
    expect(refused.status()).toBe(403);
    watch.assertNone();

    // an admin deletes it after the confirmation step
    const adminContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    const adminPage = await adminContext.newPage();
    const adminWatch = watchConsole(adminPage);
    await signIn(adminPage, 'admin@example.com', lang, `/admin/messages?q=${tag}`);
    const adminCard = adminPage.locator('article', { hasText: tag });
    const del = adminCard.getByRole('link', { name: L.delete });
    await expectUsable(del);
    await del.click();
    const confirm = adminCard.getByRole('button', { name: L.confirm });
    await expectUsable(confirm);
    await confirm.click();
    await expect(adminPage.getByRole('status')).toHaveText(L.deleted);
    await expect(adminPage.locator('article', { hasText: tag })).toHaveCount(0);
    if (process.env.INBOX_SHOTS)
      await adminPage.screenshot({
        path: `${process.env.INBOX_SHOTS}/deleted-${info.project.name}-${lang}.png`,
        fullPage: true,
      });
    adminWatch.assertNone();
    await adminContext.close();
  });
}

test('without a session the export is the sign-in page, and the API answers 401', async ({ page }) => {
  const res = await page.request.get(`${server.base}/admin/messages/export?status=new`, { maxRedirects: 0 });
  expect(res.status()).toBe(302);
  expect(res.headers().location).toBe('/admin/login?next=%2Fadmin%2Fmessages%3Fstatus%3Dnew');
  expect((await page.request.get(`${server.base}/api/admin/contacts.csv`)).status()).toBe(401);
});

test('without JavaScript: search, mark handled with a note, and an admin deletes after the confirmation', async ({
  browser,
  page,
}, info) => {
  const tag = `nojs${info.project.name}${Date.now().toString(36)}`;
  await sendMessage(page, {
    name: `No Script ${tag}`,
    email: `${tag}@example.com`,
    subject: `Plain ${tag}`,
    message: 'Hi',
  });
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize() ?? undefined });
  const p = await context.newPage();
  await setLangCookie(p, 'en', server.base);
  await p.goto(`${server.base}/admin/login?next=%2Fadmin%2Fmessages`);
  await p.locator('#login-email').fill('admin@example.com');
  await p.locator('#login-password').fill(PASSWORD);
  await p.locator('form button[type="submit"]').click();
  await p.waitForURL((u) => u.pathname === '/admin/messages');
  await p.locator('#inbox-q').fill(tag);
  await p.locator('#inbox-status').selectOption('new');
  await p.getByRole('search').getByRole('button', { name: 'Search' }).click();
  await expect(p).toHaveURL(new RegExp(`q=${tag}&status=new`));
  const card = p.locator('article', { hasText: tag });
  await card.getByLabel('Note').fill('Handled without scripts');
  await card.getByRole('button', { name: 'Mark handled' }).click();
  await expect(p.getByRole('status')).toHaveText('The message is marked handled.');
  // (the filter is still "new": the handled message left the list)
  await expect(p.locator('article', { hasText: tag })).toHaveCount(0);
  await p.goto(`${server.base}/admin/messages?q=${tag}&status=handled`);
  await expect(card.getByLabel('Note')).toHaveValue('Handled without scripts');
  await card.getByRole('link', { name: 'Delete' }).click();
  await card.getByRole('button', { name: 'Yes, delete it' }).click();
  await expect(p.getByRole('status')).toHaveText('The message is deleted.');
  await expect(p.locator('article', { hasText: tag })).toHaveCount(0);
  await context.close();
});
