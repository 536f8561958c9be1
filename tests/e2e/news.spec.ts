/**
 * The news pages (issue 5, spec screens 12 and 13): blog list tabs in the URL, /news paging
 * with load more, Continue reading, Previous / Next cycling with wrap-around, the newsletter box
 * to the contact page, the news detail, 404s, and stored XSS that must not run in the browser.
 * Runs at 1280 and 375 px (the desktop and mobile projects) in both languages.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { expect, test } from './worker-page';
import en from '../../app/i18n/en';
import zh from '../../app/i18n/zh';
import type { News } from '../../shared/contract';
import { apiPost, hydrated, setLangCookie, watchConsole } from './helpers';
import { endpoints } from '../../shared/endpoints';

interface List {
  records: News[];
  total: number;
  pages: number;
}

/** a published item full of script payloads; type 5 is none of the four tabs and it is old, so it only shows at the end of /news */
const XSS = {
  newsCd: 'NXSSE2E01',
  type: 5,
  title: 'XSS probe <img src=x onerror="window.__xss=1;alert(1)">',
  content: [
    '<p>Probe paragraph</p>',
    '<script>window.__xss=1;alert(1)</script>',
    '<img src="x" onerror="window.__xss=1;alert(1)">',
    '<a href="javascript:window.__xss=1;alert(1)">js link</a>',
    '<a href="jav&#x09;ascript:alert(1)">tab link</a>',
    '<svg onload="window.__xss=1;alert(1)"><circle r="4"></circle></svg>',
    '<iframe src="javascript:alert(1)"></iframe>',
    '<iframe srcdoc="<script>parent.__xss=1;alert(1)</script>"></iframe>',
    '<p style="position:fixed;inset:0;background:red" onclick="alert(1)">overlay</p>',
    '<details open ontoggle="window.__xss=1;alert(1)"><summary>x</summary></details>',
    '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=1;alert(1)">',
    '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
    '<form action="javascript:alert(1)"><button>go</button></form>',
    '<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">',
  ].join('\n'),
};

const dbFile = process.env.E2E_DIR ? path.join(process.env.E2E_DIR, 'e2e.db') : '';

const lists: Record<number, List> = {};
let all: List;
let draftCd: string | undefined;

test.beforeAll(async ({ request }) => {
  // the browser tests run on a scratch copy of the demo database: add the XSS probe (once, whichever worker comes first)
  if (dbFile && fs.existsSync(dbFile)) {
    const db = new Database(dbFile);
    db.pragma('busy_timeout = 5000');
    db.prepare(
      // the payload is its English text too: English pages show a post's English text (issue 28 item 5)
      `INSERT OR IGNORE INTO news (news_cd, title, content, content_en, thumb_url, publish_time, type, is_publish)
       VALUES (?, ?, ?, ?, NULL, '2001-01-01 08:00:00', ?, 1)`,
    ).run(XSS.newsCd, XSS.title, XSS.content, XSS.content, XSS.type);
    draftCd = (
      db.prepare('SELECT news_cd AS c FROM news WHERE is_publish = 0 LIMIT 1').get() as { c: string } | undefined
    )?.c;
    db.close();
  }
  for (const type of [1, 2, 4]) lists[type] = await apiPost(request, endpoints.newsList, { type, pageSize: 100 });
  all = await apiPost(request, endpoints.newsList, { pageSize: 100 });
});

const items = (page: Page) => page.locator('main [data-news-item]');

test('blog list: four tabs in the URL, newest first, each item with date, author, excerpt and Continue reading', async ({
  page,
}) => {
  const console = watchConsole(page);
  await page.goto('/blog-list');
  const tabs = page.getByRole('navigation', { name: zh.news.tabsLabel });
  await expect(tabs.getByRole('link')).toHaveText([1, 2, 3, 4].map((n) => zh.news.types[`${n}` as '1']));
  await expect(tabs.getByRole('link', { name: zh.news.types['1'] })).toHaveAttribute('aria-current', 'page');

  const general = lists[1]!;
  await expect(items(page)).toHaveCount(Math.min(general.total, 35));
  const first = items(page).first();
  await expect(first.getByRole('heading', { level: 3 })).toHaveText(general.records[0]!.title);
  await expect(first.locator('time')).toHaveText(general.records[0]!.publishTime.slice(0, 10));
  await expect(first).toContainText('By SailFish');
  const excerpt = (await first.locator('p').nth(1).textContent()) ?? '';
  expect(Array.from(excerpt).length).toBeLessThanOrEqual(101);
  expect(excerpt.length).toBeGreaterThan(20);
  const dates = await items(page).locator('time').allTextContents();
  expect(dates.every((d) => /^\d{4}-\d{2}-\d{2}$/.test(d))).toBe(true);
  expect(dates).toEqual([...dates].sort().reverse());
  // an excerpt is the post's opening, before its first section: not the same "产品与服务。…" section
  // text under every post of the kind (issue 28 item 6)
  const excerpts = await items(page).evaluateAll((els) =>
    els.map((e) => e.querySelectorAll('p')[1]?.textContent ?? ''),
  );
  const listed = (await items(page).allTextContents()).join('\n');
  expect(listed).not.toContain('产品与服务');
  expect(new Set(excerpts).size).toBe(excerpts.length);
  await expect(
    first.getByRole('link', { name: zh.news.readMoreAbout.replace('{{title}}', general.records[0]!.title) }),
  ).toHaveText(new RegExp(zh.common.readMore));

  // switching tab loads page 1 of that type, and the tab is in the URL
  await hydrated(page);
  await tabs.getByRole('link', { name: zh.news.types['2'] }).click();
  await expect(page).toHaveURL(/\/blog-list\?tab=1$/);
  await expect(tabs.getByRole('link', { name: zh.news.types['2'] })).toHaveAttribute('aria-current', 'page');
  await expect(items(page).first().getByRole('heading')).toHaveText(lists[2]!.records[0]!.title);
  await page.reload();
  await expect(tabs.getByRole('link', { name: zh.news.types['2'] })).toHaveAttribute('aria-current', 'page');
  await expect(items(page)).toHaveCount(Math.min(lists[2]!.total, 35));
  console.assertNone();
});

test('English blog list: a shared tab link, the end of the list and English post links', async ({ page }) => {
  const console = watchConsole(page);
  await page.goto('/blog-list-en?tab=3');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle(`${en.pages.blogList.title} | ${en.site.name}`);
  const tabs = page.getByRole('navigation', { name: en.news.tabsLabel });
  await expect(tabs.getByRole('link', { name: en.news.types['4'] })).toHaveAttribute('aria-current', 'page');
  const community = lists[4]!;
  await expect(items(page)).toHaveCount(Math.min(community.total, 30));
  await expect(page.getByText(en.common.noMoreArticles)).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    `Showing ${community.total} of ${community.total} articles`,
  );
  await expect(
    items(page)
      .first()
      .getByRole('link', { name: /^Continue reading: / }),
  ).toHaveAttribute('href', `/blog-details-en/${community.records[0]!.newsCd}?type=4`);
  await hydrated(page);
  console.assertNone();
});

test('/news lists 20 at a time; load more appends, shows a spinner, keeps the pages in the URL and stops at the end', async ({
  page,
}) => {
  const console = watchConsole(page);
  await page.goto('/news');
  await expect(items(page)).toHaveCount(20);
  const tile = items(page).first();
  await expect(tile.getByRole('link')).toHaveAttribute('href', `/news/details/${all.records[0]!.newsCd}`);
  await expect(tile.locator('time')).toHaveText(all.records[0]!.publishTime.slice(0, 10));
  await expect(tile).toContainText(zh.news.types[`${all.records[0]!.type}` as '1']);
  await hydrated(page);

  // the next page comes from the API in the browser; hold it a moment to see the spinner
  let release: () => void = () => {};
  const held = new Promise<void>((r) => (release = r));
  await page.route('**/api/news/list', async (route) => {
    await held;
    await route.continue();
  });
  const more = page.getByRole('link', { name: zh.news.loadMore });
  await more.click();
  await expect(page.getByRole('link', { name: zh.common.loading })).toHaveAttribute('aria-disabled', 'true');
  release();
  await expect(items(page)).toHaveCount(40);
  await expect(page).toHaveURL(/\/news\?page=2$/);
  // focus goes to the first new article
  await expect(items(page).nth(20).getByRole('link')).toBeFocused();
  await page.unroute('**/api/news/list');

  // a reload (or a shared link) shows the same two pages
  await page.reload();
  await expect(items(page)).toHaveCount(40);
  await hydrated(page);
  for (let i = 0; i < 5 && (await more.isVisible()); i++) {
    const before = await items(page).count();
    await more.click();
    await expect(items(page)).not.toHaveCount(before);
  }
  const total = await items(page).count();
  expect(total).toBeGreaterThan(40);
  await expect(page.getByText(zh.common.noMoreArticles)).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(`已显示 ${total} 篇，共 ${total} 篇`);
  const ids = await items(page)
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(new Set(ids).size).toBe(total);
  console.assertNone();
});

test('Continue reading opens the post, with its own title, description, canonical URL, image and NewsArticle data', async ({
  page,
  baseURL,
}) => {
  const console = watchConsole(page);
  const post = lists[2]!.records[0]!;
  await page.goto('/blog-list?tab=1');
  await hydrated(page);
  const excerpt = (await items(page).first().locator('p').nth(1).textContent()) ?? '';
  await items(page)
    .first()
    .getByRole('link', { name: new RegExp(`^${zh.common.readMore}`) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/blog-details/${post.newsCd}\\?type=2$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
  await expect(page).toHaveTitle(`${post.title} | ${zh.site.name}`);
  await expect(page.getByRole('article')).toContainText('By SailFish');
  await expect(page.getByRole('article').locator('time')).toHaveText(post.publishTime.slice(0, 10));
  await expect(page.getByRole('heading', { name: zh.news.author, level: 2 })).toBeVisible();

  // the head, as a crawler gets it
  await page.reload();
  await expect(page.locator('meta[name=description]')).toHaveAttribute('content', excerpt);
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', `${baseURL}/blog-details/${post.newsCd}`);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', `${baseURL}${post.thumbUrl}`);
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(ld).toMatchObject({
    '@type': 'NewsArticle',
    headline: post.title,
    description: excerpt,
    datePublished: `${post.publishTime.replace(' ', 'T')}+08:00`,
  });
  console.assertNone();
});

async function expectPost(page: Page, post: News) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
}

test('Previous / Next cycle through the list with wrap-around, and survive a reload', async ({ page }) => {
  const console = watchConsole(page);
  const list = lists[2]!.records;
  const n = list.length;
  expect(n).toBeGreaterThan(2);
  await page.goto(`/blog-details/${list[0]!.newsCd}?type=2`);
  await hydrated(page);
  const nav = page.getByRole('navigation', { name: zh.news.post.navLabel });
  await expect(nav.getByRole('link', { name: zh.news.post.backToList })).toHaveAttribute('href', '/blog-list?tab=1');

  // before the first post comes the last
  await nav.getByRole('link', { name: new RegExp(zh.news.post.prev) }).click();
  await expectPost(page, list[n - 1]!);
  await expect(page).toHaveURL(new RegExp(`/blog-details/${list[n - 1]!.newsCd}\\?type=2$`));
  // after the last comes the first
  await nav.getByRole('link', { name: new RegExp(zh.news.post.next) }).click();
  await expectPost(page, list[0]!);
  await nav.getByRole('link', { name: new RegExp(zh.news.post.next) }).click();
  await expectPost(page, list[1]!);
  // the list context is in the URL: a reload keeps it
  await page.reload();
  await hydrated(page);
  await nav.getByRole('link', { name: new RegExp(zh.news.post.next) }).click();
  await expectPost(page, list[2]!);
  await nav.getByRole('link', { name: new RegExp(zh.news.post.prev) }).click();
  await expectPost(page, list[1]!);
  console.assertNone();
});

test('English post page: Next from the last post wraps to the first; the link back goes to the English list', async ({
  page,
}) => {
  const console = watchConsole(page);
  const list = lists[4]!.records;
  await page.goto(`/blog-details-en/${list[list.length - 1]!.newsCd}?type=4`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await hydrated(page);
  const nav = page.getByRole('navigation', { name: en.news.post.navLabel });
  await expect(nav.getByRole('link', { name: en.news.post.backToList })).toHaveAttribute('href', '/blog-list-en?tab=3');
  await nav.getByRole('link', { name: /Next Post/ }).click();
  await expectPost(page, list[0]!);
  await expect(page).toHaveURL(new RegExp(`/blog-details-en/${list[0]!.newsCd}\\?type=4$`));
  await expect(page.getByRole('heading', { name: en.news.author, level: 2 })).toBeVisible();
  console.assertNone();
});

test('the newsletter box sends the e-mail to the contact page of the language', async ({ page }) => {
  await page.goto('/blog-list');
  await hydrated(page);
  const zhBox = page.getByRole('region', { name: zh.news.newsletter.heading });
  await expect(zhBox.getByLabel(zh.news.newsletter.label)).toHaveAttribute('type', 'email');
  await zhBox.getByLabel(zh.news.newsletter.label).fill('sailor@example.com');
  await zhBox.getByRole('button', { name: zh.news.newsletter.submit }).click();
  await expect(page).toHaveURL(/\/contact\?email=sailor%40example\.com$/);

  await page.goto(`/blog-details-en/${lists[1]!.records[0]!.newsCd}`);
  await hydrated(page);
  const enBox = page.getByRole('region', { name: en.news.newsletter.heading });
  await enBox.getByLabel(en.news.newsletter.label).fill('crew@example.org');
  await enBox.getByLabel(en.news.newsletter.label).press('Enter');
  await expect(page).toHaveURL(/\/contact-en\?email=crew%40example\.org$/);
});

test('news detail: breadcrumb Home > News > title, the publish time to the second, the content', async ({
  page,
  baseURL,
}) => {
  const console = watchConsole(page);
  const item = all.records[0]!;
  await page.goto('/news');
  await hydrated(page);
  await items(page).first().getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/news/details/${item.newsCd}$`));
  const crumbs = page.getByRole('navigation', { name: zh.news.detail.breadcrumb });
  await expect(crumbs.getByRole('listitem')).toHaveText([zh.common.home, zh.nav.news, item.title]);
  await expect(crumbs.getByRole('link', { name: zh.common.home })).toHaveAttribute('href', '/');
  await expect(crumbs.getByRole('link', { name: zh.nav.news })).toHaveAttribute('href', '/news');
  await expect(crumbs.locator('[aria-current=page]')).toHaveText(item.title);
  const time = page.getByRole('article').locator('time');
  await expect(time).toHaveText(item.publishTime);
  expect(await time.textContent()).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  await expect(page.getByRole('article').getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(page).toHaveTitle(`${item.title} | ${zh.site.name}`);
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', `${baseURL}/news/details/${item.newsCd}`);

  // English through the lang cookie (the page has no -en twin)
  await setLangCookie(page, 'en', baseURL!);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('navigation', { name: en.news.detail.breadcrumb }).getByRole('listitem')).toHaveText([
    en.common.home,
    en.nav.news,
    item.title,
  ]);
  await expect(page.getByRole('article')).toContainText(`${en.news.detail.publishedAt} ${item.publishTime}`);
  console.assertNone();
});

test('an unknown or unpublished newsCd is a 404 page in the visitor language', async ({ page }) => {
  let response = await page.goto('/news/details/NO_SUCH_NEWS');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(zh.notFound.heading);
  response = await page.goto('/blog-details-en/NO_SUCH_NEWS?type=2');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.notFound.heading);
  // (only the status of these: the answer's head is enough, the page need not load)
  response = await page.goto('/blog-details', { waitUntil: 'commit' });
  expect(response?.status()).toBe(404);
  response = await page.goto('/news/details/bad.code', { waitUntil: 'commit' });
  expect(response?.status()).toBe(404);
  if (draftCd) {
    response = await page.goto(`/blog-details/${draftCd}`, { waitUntil: 'commit' });
    expect(response?.status()).toBe(404);
    response = await page.goto(`/news/details/${draftCd}`, { waitUntil: 'commit' });
    expect(response?.status()).toBe(404);
  }
  // the query form of the post page works too
  response = await page.goto(`/blog-details?newsCd=${lists[1]!.records[0]!.newsCd}`);
  expect(response?.status()).toBe(200);
  await expectPost(page, lists[1]!.records[0]!);
});

test('stored script payloads do not run on any news page; a post alone in its list has no more articles', async ({
  page,
}) => {
  test.skip(!dbFile, 'needs the scratch demo database');
  const console = watchConsole(page);
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  for (const url of [`/news/details/${XSS.newsCd}`, `/blog-details/${XSS.newsCd}`, `/blog-details-en/${XSS.newsCd}`]) {
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(200);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(XSS.title);
    const content = page.locator('[data-news-content]');
    await expect(content).toContainText('Probe paragraph');
    await expect(
      content.locator('script, iframe, svg, math, object, embed, form, details, [style], [onerror], [onclick]'),
    ).toHaveCount(0);
    expect(
      await content.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? '')),
    ).not.toContainEqual(expect.stringMatching(/script:/i));
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  }
  // alone in its list (its type has no other post)
  await expect(page.getByText(en.common.noMoreArticles)).toBeVisible();
  // the probe in a list (its excerpt and title are text)
  await page.goto(`/news?page=3`);
  await hydrated(page);
  await expect(page.getByRole('heading', { name: XSS.title })).toBeVisible();
  await page.waitForTimeout(300);
  expect(dialogs).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  console.assertNone();
});
