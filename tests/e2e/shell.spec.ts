/**
 * The site shell (issue: web app foundation): every route answers 200 with its title in both
 * languages, unknown paths answer a 404 page, the language switch round-trips, the mobile
 * menu works, and no route logs a console error.
 */
import { expect, test } from '@playwright/test';
import en from '../../app/i18n/en';
import zh from '../../app/i18n/zh';
import { PAGES, type PageId } from '../../app/lib/pages';
import { apiPost, hydrated, setLangCookie, watchConsole } from './helpers';

interface Target {
  id: PageId;
  path: string;
  lang: 'zh' | 'en';
  /** English without an -en twin: the lang cookie decides */
  viaCookie?: boolean;
}

let codes: { eventCd: string; levelCd: string; newsCd: string; newsTitle: string } | undefined;

test.beforeAll(async ({ request }) => {
  const events = await apiPost<{ records: { eventCd: string }[] }>(request, '/event/list', { pageSize: 1 });
  const eventCd = 'SF-NG-2026-SAIL';
  expect(events.records.length).toBeGreaterThan(0);
  const levels = await apiPost<{ levelCd: string }[]>(request, `/event/level/${eventCd}`);
  const news = await apiPost<{ records: { newsCd: string; title: string }[] }>(request, '/news/list', { pageSize: 1 });
  codes = { eventCd, levelCd: levels[0]!.levelCd, newsCd: news.records[0]!.newsCd, newsTitle: news.records[0]!.title };
});

function fill(pattern: string): string {
  const c = codes!;
  return pattern
    .replace(':eventCd?', c.eventCd)
    .replace(':eventCd', c.eventCd)
    .replace(':levelCd?', c.levelCd)
    .replace(':levelCd', c.levelCd)
    .replace(':newsCd?', c.newsCd)
    .replace(':newsCd', c.newsCd);
}

function targets(): Target[] {
  const out: Target[] = [];
  for (const page of PAGES) {
    if (page.id !== 'indexEn') {
      out.push({ id: page.id, path: page.zh, lang: 'zh' });
      for (const alias of page.aliases ?? []) out.push({ id: page.id, path: alias, lang: 'zh' });
    }
    if (page.en) out.push({ id: page.id, path: page.en, lang: 'en' });
    else out.push({ id: page.id, path: page.zh, lang: 'en', viaCookie: true });
  }
  return out;
}

test.describe('every route', () => {
  for (const target of targets()) {
    test(`${target.lang} ${target.path}${target.viaCookie ? ' (lang cookie)' : ''}`, async ({ page, baseURL }) => {
      const console = watchConsole(page);
      if (target.viaCookie) await setLangCookie(page, 'en', baseURL!);
      const response = await page.goto(fill(target.path));
      expect(response?.status()).toBe(200);
      const m = target.lang === 'en' ? en : zh;
      // a post has its own title; every other page the title of its kind
      const title = ['blogDetails', 'newsDetail'].includes(target.id) ? codes!.newsTitle : m.pages[target.id].title;
      await expect(page).toHaveTitle(`${title} | ${m.site.name}`);
      await expect(page.locator('html')).toHaveAttribute('lang', target.lang === 'en' ? 'en' : 'zh-CN');
      await expect(page.getByRole('navigation', { name: m.nav.label, includeHidden: true })).toBeAttached();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', /^http/);
      await hydrated(page);
      console.assertNone();
    });
  }
});

test('an unknown path answers a 404 page in the visitor language, with ways on', async ({ page, baseURL }) => {
  const console = watchConsole(page);
  let response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(zh.notFound.heading);
  await expect(page.getByRole('link', { name: zh.notFound.home })).toHaveAttribute('href', '/');
  await expect(page.getByRole('link', { name: zh.notFound.events })).toHaveAttribute('href', '/events');

  await setLangCookie(page, 'en', baseURL!);
  response = await page.goto('/events/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.notFound.heading);
  await expect(page).toHaveTitle(`${en.notFound.title} | ${en.site.name}`);
  await expect(page.getByRole('link', { name: en.notFound.events })).toHaveAttribute('href', '/events-en');
  // a 404 is logged by the browser as a failed resource; nothing else may be
  expect(console.errors.filter((e) => !/404/.test(e))).toEqual([]);
});

test('the language switch goes to the twin and back', async ({ page }) => {
  await page.goto('/events');
  await hydrated(page);
  await page.getByRole('link', { name: zh.nav.switchToLabel }).click();
  // (the list may already have loaded a second page and said so in the URL)
  await expect(page).toHaveURL(/\/events-en(\?pages=\d+)?$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle(`${en.pages.events.title} | ${en.site.name}`);
  await hydrated(page);
  await page.getByRole('link', { name: en.nav.switchToLabel }).click();
  await expect(page).toHaveURL(/\/events(\?pages=\d+)?$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
});

test('on a page without a twin the switch re-renders it in the other language', async ({ page }) => {
  await page.goto('/news');
  await hydrated(page);
  await page.getByRole('link', { name: zh.nav.switchToLabel }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveURL(/\/news$/);
  await expect(page).toHaveTitle(`${en.pages.news.title} | ${en.site.name}`);
  // the choice is remembered on other pages without a twin
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('link', { name: en.nav.switchToLabel }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
});

test('without JavaScript the switch still works', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/about');
  await page.getByRole('link', { name: zh.nav.switchToLabel }).click();
  await expect(page).toHaveURL(/\/about-en$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await context.close();
});

test('the services and products menus open by keyboard and close with Escape', async ({ page }, info) => {
  test.skip(info.project.name === 'mobile', 'desktop menus');
  await page.goto('/');
  await hydrated(page);
  const services = page.getByRole('button', { name: zh.nav.services });
  await services.focus();
  await page.keyboard.press('Enter');
  await expect(services).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('link', { name: zh.pages.serviceLive.title })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(services).toHaveAttribute('aria-expanded', 'false');
  await page.getByRole('button', { name: zh.nav.products }).click();
  await page.getByRole('link', { name: zh.pages.productTracer.title }).click();
  await expect(page).toHaveURL(/\/product-tracer$/);
  await expect(page).toHaveTitle(`${zh.pages.productTracer.title} | ${zh.site.name}`);
});

test('the mobile menu opens, navigates and closes at 375 px', async ({ page }, info) => {
  test.skip(info.project.name !== 'mobile', 'mobile menu');
  await page.goto('/');
  await hydrated(page);
  const nav = page.getByRole('navigation', { name: zh.nav.label });
  await expect(nav).toBeHidden();
  const toggle = page.getByRole('button', { name: zh.nav.openMenu });
  await toggle.click();
  await expect(nav).toBeVisible();
  await expect(page.getByRole('button', { name: zh.nav.closeMenu })).toHaveAttribute('aria-expanded', 'true');
  await nav.getByRole('button', { name: zh.nav.products }).click();
  await nav.getByRole('link', { name: zh.pages.productWinds.title }).click();
  await expect(page).toHaveURL(/\/product-winds$/);
  await expect(nav).toBeHidden();
  // no horizontal scrolling at this width
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('pages send the security headers and a nonce-based CSP', async ({ request }) => {
  const res = await request.get('/events');
  const headers = res.headers();
  expect(headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
  expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBeTruthy();
  expect(headers['permissions-policy']).toBeTruthy();
  expect(headers['cache-control']).toContain('stale-while-revalidate');
  const nonce = /'nonce-([^']+)'/.exec(headers['content-security-policy']!)![1];
  expect(await res.text()).toContain(`nonce="${nonce}"`);
});

test('robots.txt and sitemap.xml list the public pages', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(await robots.text()).toContain('Sitemap:');
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const p of ['/events', '/events-en', '/contact-en', '/events/detail/SF-NG-2026-SAIL'])
    expect(sitemap).toContain(`${p}<`);
  expect(sitemap).toMatch(/\/events\/level\/SF-NG-2026-SAIL\/[^<]+</);
  expect(sitemap).toMatch(/\/news\/details\/[^<]+</);
});
