/**
 * The site shell (issue: web app foundation): unknown paths answer a 404 page, the language
 * switch round-trips, the menus work by keyboard and on a phone, security headers, robots and
 * sitemap. (Every route's status, title, shell and console are checked in routes.spec.ts,
 * on the same visit as its accessibility audit.)
 */
import { expect, test } from './worker-page';
import en from '../../app/i18n/en';
import zh from '../../app/i18n/zh';
import { runAxe } from './axe';
import { expectUsable, holdRequests, hydrated, setLangCookie, watchConsole } from './helpers';

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

test('links name themselves with the words they show first (label in name), in both languages', async ({ page }) => {
  for (const [path, m] of [
    ['/about', zh],
    ['/about-en', en],
  ] as const) {
    await page.goto(path);
    // the logo link reads its wordmark, then where it goes
    await expect(
      page.getByRole('banner').getByRole('link', { name: `SailFish 帆鱼 ${m.nav.home}`, exact: true }),
    ).toBeVisible();
    // axe's label-content-name-mismatch (experimental, so outside the route audit's tag set) over the whole page
    const results = await runAxe(page, { runOnly: { type: 'rule', values: ['label-content-name-mismatch'] } });
    expect(
      results.violations.flatMap((v) => v.nodes.map((n) => n.html)),
      path,
    ).toEqual([]);
    expect(results.passes.length + results.incomplete.length, 'the rule looked at the links').toBeGreaterThan(0);
  }
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
  // the header's menu (the home page's product cards link to the same pages)
  const nav = page.getByRole('navigation', { name: zh.nav.label });
  await nav.getByRole('button', { name: zh.nav.products }).click();
  await nav.getByRole('link', { name: zh.pages.productTracer.title }).click();
  await expect(page).toHaveURL(/\/product-tracer$/);
  await expect(page).toHaveTitle(`${zh.pages.productTracer.title} | ${zh.site.name}`);
});

for (const [lang, m, start] of [
  ['zh', zh, '/'],
  ['en', en, '/about-en'],
] as const) {
  test(`${lang}: the mobile menu opens, every item can be tapped, navigates and closes at 375 px`, async ({ page }, info) => {
    test.skip(info.project.name !== 'mobile', 'mobile menu');
    await page.goto(start);
    await hydrated(page);
    const nav = page.getByRole('navigation', { name: m.nav.label });
    await expect(nav).toBeHidden();
    const toggle = page.getByRole('button', { name: m.nav.openMenu });
    await toggle.click();
    await expect(nav).toBeVisible();
    await expect(page.getByRole('button', { name: m.nav.closeMenu })).toHaveAttribute('aria-expanded', 'true');
    // every item is on screen and nothing covers it (the panel once opened 32 px tall inside the header)
    for (const name of [m.nav.home, m.nav.events, m.nav.news, m.nav.about, m.nav.contact])
      await expectUsable(nav.getByRole('link', { name, exact: true }));
    for (const name of [m.nav.services, m.nav.products]) await expectUsable(nav.getByRole('button', { name }));
    await nav.getByRole('button', { name: m.nav.products }).click();
    const winds = nav.getByRole('link', { name: m.pages.productWinds.title });
    await expectUsable(winds);
    await winds.click();
    await expect(page).toHaveURL(lang === 'zh' ? /\/product-winds$/ : /\/product-winds-en$/);
    await expect(nav).toBeHidden();
    // no horizontal scrolling at this width
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

test('before the page hydrates (its pictures still loading), the first tap opens the phone menu and a link in it works', async ({
  page,
}, info) => {
  test.skip(info.project.name !== 'mobile', 'mobile menu');
  const console = watchConsole(page);
  // the pictures are held: the page has not loaded, so it waits to hydrate (decision 0026)
  const pictures = await holdRequests(page, /\.(webp|svg|png|jpe?g)(\?|$)/);
  // and the page's clock stands still: its 3 s bound on waiting for the load event does not run out
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  // the scripts run after the first paint and the banner, or 1.5 s after the paint while the banner
  // is held (decision 0039): the stopped clock is moved on until they have run and wait to hydrate
  await expect
    .poll(
      async () => {
        await page.clock.runFor(250);
        return page.evaluate(() => window.sfHydration);
      },
      { timeout: 15_000 },
    )
    .toBe('waiting');
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
  const nav = page.getByRole('navigation', { name: zh.nav.label });
  await expect(nav).toBeHidden();
  await page.getByRole('button', { name: zh.nav.openMenu }).tap();
  await expect(nav).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await nav.getByRole('link', { name: zh.nav.events, exact: true }).tap();
  await expect(page).toHaveURL(/\/events$/);
  await expect(nav).toBeHidden();
  await pictures.release();
  console.assertNone();
});

test('a tap on the phone menu before the page has its scripts opens the menu once they have come', async ({
  page,
}, info) => {
  test.skip(info.project.name !== 'mobile', 'mobile menu');
  const console = watchConsole(page);
  // the page's scripts are held (a slow phone's connection): the tap comes before React has the page
  const scripts = await holdRequests(page, /\/assets\/.*\.js(\?|$)/);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const nav = page.getByRole('navigation', { name: zh.nav.label });
  const toggle = page.getByRole('button', { name: zh.nav.openMenu });
  await expect(nav).toBeHidden();
  await toggle.tap();
  // the scripts have started (at the banner's paint or at the tap: decision 0039) but not arrived:
  // React does not have the page, so nothing handled the tap
  expect(await page.evaluate(() => window.sfRoot)).toBeUndefined();
  await expect(nav).toBeHidden();
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
  await scripts.release();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  // the lost tap is pressed again: the menu is open, once
  await expect(nav).toBeVisible();
  await expect(page.getByRole('button', { name: zh.nav.closeMenu })).toHaveAttribute('aria-expanded', 'true');
  await nav.getByRole('link', { name: zh.nav.events, exact: true }).tap();
  await expect(page).toHaveURL(/\/events$/);
  console.assertNone();
});

test('the header is opaque: page text does not show through it while scrolling', async ({ page }) => {
  await page.goto(`/events/level/SF-NG-2026-SAIL/SFNG26-470X`);
  const header = page.getByRole('banner');
  const bg = await header.evaluate((el) => {
    const cs = getComputedStyle(el);
    return { color: cs.backgroundColor, filter: cs.backdropFilter };
  });
  // an rgba(…, a < 1) background lets the table show through; a backdrop-filter shuts the phone menu in
  expect(bg.color).toMatch(/^rgb\(/);
  expect(bg.filter).toBe('none');
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
