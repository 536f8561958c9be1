/**
 * Issue 30, the official notice board, at both widths (the two projects): an editor goes from the
 * console's first screen to the flagship's notice board without typing an address, posts a
 * notice with its text and a PDF from the short form, and it is on the public board (with its
 * posted time, marked new since the visitor's last visit) within a second, and in the board's
 * Atom feed (parsed as XML); a visitor reads the flagship's board in Chinese and in English
 * (groups, numbers, an amended notice's earlier version, a withdrawn one without its text, the
 * decisions' PDF, the language marks), with screenshots. A server of its own with the accounts.
 */
import { expect, test, type Page } from '@playwright/test';
import { parseDocument } from 'htmlparser2';
import { DomUtils } from 'htmlparser2';
import en from '../../app/i18n/en';
import zh from '../../app/i18n/zh';
import { expectUsable, hydrated, setLangCookie, walkOnDesktop, watchConsole } from './helpers';
import { startOwnServer, type OwnServer } from './own-server';
import { fillWithStaff, STAFF_PASSWORD } from './staff-accounts';
import { makePdf } from '../../server/db/seed/notices';

const EDITOR = { email: 'notice-editor@example.com', name: 'Nora Notices', role: 'editor' as const };
const FLAGSHIP = 'SF-NG-2026-SAIL';
const PDF = makePdf('Notice 1', ['Posted from the short form']);

test.describe.configure({ mode: 'serial', timeout: 90_000 });

let server: OwnServer;

test.beforeAll(async () => {
  server = await startOwnServer('notices', {
    fill: fillWithStaff([EDITOR]),
    env: { LOG_LEVEL: 'error', SEED_DEMO: '1' },
  });
});
test.afterAll(async () => {
  await server?.stop();
});

async function signIn(page: Page, lang: 'en' | 'zh') {
  await setLangCookie(page, lang, server.base);
  await page.goto(`${server.base}/admin/login`);
  await hydrated(page);
  await page.locator('#login-email').fill(EDITOR.email);
  await page.locator('#login-password').fill(STAFF_PASSWORD);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL((u) => u.pathname === '/admin');
  await hydrated(page);
}

test('an editor posts a notice from the first screen: public within a second and in the feed', async ({
  page,
  browser,
}, info) => {
  walkOnDesktop();
  const errors = watchConsole(page);
  const width = info.project.name;
  const title = `竞赛者须知：${width} 测试 ${Date.now()}`;
  const M = zh.adminNotices;

  // a visitor has seen the board before (the browser keeps the time of the visit)
  const visitor = await browser.newPage({ viewport: page.viewportSize() ?? undefined, locale: 'zh-CN' });
  await visitor.goto(`${server.base}/events/notices/${FLAGSHIP}`);
  await hydrated(visitor);
  await expect
    .poll(() => visitor.evaluate((k) => localStorage.getItem(k), `sf-notices-seen:${FLAGSHIP}`))
    .toMatch(/Z$/);

  await signIn(page, 'zh');
  // from the dashboard to the flagship's board, without typing an address
  const start = Date.now();
  const running = page.locator('li', { has: page.getByRole('link', { name: /全国运动会/ }) }).first();
  await running.getByRole('link', { name: M.nav }).click();
  await page.waitForURL(new RegExp(`/admin/events/${FLAGSHIP}/notices$`));
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: M.heading })).toBeVisible();

  // the short form: kind, title, text, a PDF, post now
  await page.getByLabel(M.fields.kind).selectOption('notice');
  await page.getByLabel(startsWith(M.fields.title)).fill(title);
  await page.getByLabel(M.fields.content).fill('第 4 比赛日首轮预告信号提前至 10:00。\n\n请各队注意。');
  const file = page.getByLabel(M.fields.file);
  await expect(file).toHaveAttribute('accept', /image\/\*/);
  await file.setInputFiles({ name: 'notice.pdf', mimeType: 'application/pdf', buffer: Buffer.from(PDF) });
  // the short form fits a phone: nothing wider than the screen
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  const post = page.getByRole('button', { name: M.post });
  await expectUsable(post);
  await post.click();
  await expect(page.getByRole('status')).toHaveText(M.done.created);
  const took = Date.now() - start;
  const posted = Date.now();
  const item = page.locator('li[id^="notice-"]', { hasText: title });
  await expect(item).toContainText(M.states.posted);

  // on the public board at once, with its posted time, marked new for the visitor who saw it before
  await visitor.goto(`${server.base}/events/notices/${FLAGSHIP}`);
  await hydrated(visitor);
  const pub = visitor.locator('li[data-notice-id]', { hasText: title });
  await expect(pub).toBeVisible({ timeout: 1000 });
  expect(Date.now() - posted).toBeLessThan(5000);
  await expect(pub.getByText(/^张贴于 \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)).toBeVisible();
  await expect(pub.locator('[data-new]')).toHaveText(zh.notices.newSince);
  await expect(pub.getByRole('heading', { name: title })).toBeVisible();
  const doc = pub.getByRole('link', { name: zh.notices.document });
  await expectUsable(doc);
  const pdfUrl = await doc.getAttribute('href');
  const pdf = await visitor.request.get(`${server.base}${pdfUrl}`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect(pdf.headers()['content-disposition']).toBe('inline');
  // the page names its feed, and the feed is Atom with the notice's entry
  const feedHref = await visitor.locator('link[rel="alternate"][type="application/atom+xml"]').getAttribute('href');
  expect(feedHref).toMatch(new RegExp(`/events/notices/${FLAGSHIP}/feed\\.xml$`));
  const feed = await visitor.request.get(feedHref!);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toMatch(/^application\/atom\+xml/);
  const xml = parseDocument(await feed.text(), { xmlMode: true });
  const root = DomUtils.findOne((e) => e.name === 'feed', xml.children)!;
  expect(root.attribs.xmlns).toBe('http://www.w3.org/2005/Atom');
  const entries = DomUtils.getElementsByTagName('entry', root.children, false);
  expect(entries.length).toBeGreaterThan(10);
  const mine = entries.find((e) => DomUtils.textContent(DomUtils.getElementsByTagName('title', e)[0]!).includes(title));
  expect(mine).toBeDefined();
  const ids = entries.map((e) => DomUtils.textContent(DomUtils.getElementsByTagName('id', e)[0]!));
  expect(new Set(ids).size).toBe(ids.length);
  expect(DomUtils.textContent(DomUtils.getElementsByTagName('updated', mine!)[0]!)).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  errors.assertNone();
  test.info().annotations.push({ type: 'figure', description: `dashboard → posted in ${took} ms (${width})` });
  await page.screenshot({ path: test.info().outputPath(`console-notices-${width}.png`), fullPage: true });
  await visitor.close();
});

const startsWith = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

for (const lang of ['zh', 'en'] as const) {
  test(`a visitor reads the flagship's board in ${lang}`, async ({ page }, info) => {
    const errors = watchConsole(page);
    const N = (lang === 'en' ? en : zh).notices;
    await page.goto(`${server.base}${lang === 'en' ? '/events-en' : '/events'}/notices/${FLAGSHIP}`);
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('lang', lang === 'en' ? 'en' : 'zh-CN');
    await expect(page.getByRole('heading', { level: 1, name: N.title })).toBeVisible();
    for (const kind of ['nor', 'si', 'amendment', 'notice', 'schedule', 'decision'] as const)
      await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^${N.kinds[kind]}`) })).toBeVisible();
    // numbers given by the site
    await expect(
      page.locator('li[data-notice-id]').getByText(N.kind.amendment.replace('{{n}}', '2'), { exact: true }),
    ).toBeVisible();
    // the amended amendment: its earlier version readable
    const amended = page.locator('li[data-notice-id]', { hasText: N.amended.split(' ')[0]! }).first();
    await expect(amended).toBeVisible();
    const earlier = amended.locator('summary');
    await earlier.click();
    await expect(amended.locator('details')).toHaveAttribute('open', '');
    await expect(amended.locator('details')).toContainText(lang === 'en' ? 'trapezoid' : '梯形');
    // the withdrawn notice: listed, without its text
    const withdrawn = page.locator('li[data-notice-id]', { hasText: N.withdrawnNote });
    await expect(withdrawn).toHaveCount(1);
    await expect(withdrawn).not.toContainText(lang === 'en' ? '15:00 on the last day' : '颁奖仪式改至');
    // the decisions' PDF
    await expectUsable(page.getByRole('link', { name: N.document }).first());
    // the English page marks the notice that has only Chinese
    if (lang === 'en') {
      const marked = page.locator('[lang="zh"]', { hasText: '当日无抗议' });
      await expect(marked).toBeVisible();
      await expect(page.getByText(N.inZh).first()).toBeVisible();
    }
    // the event page's Notices tab shows the same board
    if (lang === 'zh') {
      await page.goto(`${server.base}/events/detail/${FLAGSHIP}`);
      await hydrated(page);
      await page.getByRole('link', { name: zh.events.detail.tabs.notices, exact: true }).click();
      await page.waitForURL(/\?tab=notices$/);
      await expect(page.locator(`[data-notice-board="${FLAGSHIP}"]`)).toBeVisible();
      await expect(page.locator('li[data-notice-id]', { hasText: N.withdrawnNote })).toHaveCount(1);
    }
    // nothing wider than the screen
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    errors.assertNone();
    await page.screenshot({ path: info.outputPath(`board-${lang}-${info.project.name}.png`), fullPage: true });
  });
}
