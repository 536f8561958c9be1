/**
 * Events section (spec screens 9-11): list with search, tabs, infinite scroll, back to top
 * and scroll restoration; event detail tabs; level page with races, results and the trace
 * button. Desktop (1280) and mobile (375) projects, Chinese and English.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './worker-page';
import en from '../../app/i18n/en';
import zh from '../../app/i18n/zh';
import { apiPost, expectUsable, hydrated, setLangCookie, watchConsole, oneWidthHere } from './helpers';
import { endpoints } from '../../shared/endpoints';

const FLAGSHIP = 'SF-NG-2026-SAIL';

async function cards(page: Page) {
  return page.locator('main ul li a[href^="/events/detail/"]');
}

/** scrolls to the bottom (wheel events do not scroll a touch viewport) */
async function scrollToEnd(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
}

/** waits until the number of cards stops changing */
async function settledCount(page: Page): Promise<number> {
  let last = -1;
  for (;;) {
    const n = await (await cards(page)).count();
    if (n === last) return n;
    last = n;
    await page.waitForTimeout(600);
  }
}

test.describe('events list', () => {
  test('first page is server-rendered with 25 events, both languages', async ({ page, request }) => {
    oneWidthHere();
    const all = await apiPost(request, endpoints.eventList, { sort: 'current', pageSize: 25 });
    const response = await page.request.get('/events', { headers: { 'accept-language': 'zh-CN' } });
    const html = await response.text();
    // a crawler sees the events without running scripts
    expect(html).toContain(all.records[0]!.name);
    expect(html.match(/href="\/events\/detail\//g)).toHaveLength(25);
    await page.goto('/events');
    // the browser goes on loading while the end of the list is within 1500 px
    await expect.poll(async () => (await cards(page)).count()).toBeGreaterThanOrEqual(25);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(zh.pages.events.title);
    await page.goto('/events-en');
    const first = all.records[0]!;
    await expect((await cards(page)).first()).toContainText(first.nameCode || first.name);
    await expect(page.getByRole('link', { name: en.events.list.tabs.running, exact: true })).toBeVisible();
  });

  test('"全部" lists the events in the home page\'s order: running first, then coming soonest first (issue 28 item 8)', async ({
    page,
    request,
  }) => {
    oneWidthHere();
    const current = await apiPost(request, endpoints.eventList, { sort: 'current', pageSize: 25 });
    const hrefs = (p: Page, scope: string) =>
      p.locator(scope).evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    await page.goto('/events');
    const listed = (await hrefs(page, 'main ul li a[href^="/events/detail/"]')).slice(0, 25);
    expect(listed).toEqual(current.records.map((e) => `/events/detail/${e.eventCd}`));
    // the running National Games first, as on the home page, not after the events still to come
    expect(listed[0]).toBe(`/events/detail/${FLAGSHIP}`);
    const statuses = current.records.map((e) => e.status);
    expect(statuses.indexOf('1')).toBeGreaterThan(statuses.lastIndexOf('2'));
    await expect((await cards(page)).first()).toContainText('第十五届全国运动会帆船项目');
    await page.goto('/');
    // the home page's "全部" tab (the first panel, shown on arrival)
    const home = await page
      .locator('section[aria-labelledby="home-events"] [role="tabpanel"]')
      .first()
      .locator('a[href^="/events/detail/"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(home.length).toBeGreaterThan(0);
    expect(listed.slice(0, home.length)).toEqual(home);
  });

  test('search by Chinese or English name, Enter or the button, shareable URL', async ({ page }) => {
    oneWidthHere();
    const console = watchConsole(page);
    await page.goto('/events');
    await hydrated(page);
    const box = page.getByRole('searchbox', { name: zh.events.list.searchLabel });
    await box.fill('全国运动会');
    await box.press('Enter');
    await expect(page).toHaveURL(/\?q=%E5%85%A8/);
    await expect(page.getByRole('link', { name: /第十五届全国运动会帆船项目/ })).toBeVisible();
    await page.goto('/events-en');
    await hydrated(page);
    await page.getByRole('searchbox', { name: en.events.list.searchLabel }).fill('national games');
    await page.getByRole('button', { name: en.common.search }).click();
    await expect(page.getByRole('link', { name: /15th National Games Sailing/ })).toBeVisible();
    // reloading the shared URL shows the same result
    await page.reload();
    await expect(page.getByRole('link', { name: /15th National Games Sailing/ })).toBeVisible();
    console.assertNone();
  });

  test('search by an alias or a venue: 全运会, 全运, 大鹏, National Games find the flagship (issue 14)', async ({
    page,
  }) => {
    oneWidthHere();
    await page.goto('/events');
    await hydrated(page);
    const box = page.getByRole('searchbox', { name: zh.events.list.searchLabel });
    const flagship = page.getByRole('link', { name: /第十五届全国运动会帆船项目/ });
    // its aliases, its English name, a word of its venue (shared with other events there)
    for (const q of ['全运会', '全运', 'National Games', '大鹏']) {
      await box.fill(q);
      await box.press('Enter');
      await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(q).replaceAll('%20', '(?:\\+|%20)')}`));
      await expect(flagship, q).toBeVisible();
    }
    // an alias of the flagship alone: no other event is called so
    await page.goto(`/events?q=${encodeURIComponent('全运会')}`);
    await expect(await cards(page)).toHaveCount(1);
    await expect((await cards(page)).first()).toHaveAttribute('href', `/events/detail/${FLAGSHIP}`);
    await expect(page.getByText(zh.events.list.countForOne.replace('{{q}}', '全运会'))).toBeVisible();
    // one event, not "1 events"
    await page.goto(`/events-en?q=${encodeURIComponent('全运会')}`);
    await expect(page.getByText(en.events.list.countForOne.replace('{{q}}', '全运会'))).toBeVisible();
  });

  test('event names: the whole name in a title attribute, three lines before any cut, whole in English (issue 14)', async ({
    page,
  }) => {
    for (const path of ['/events-en', '/events']) {
      await page.goto(path);
      const names = (await cards(page)).locator('h2, h3');
      // the first page (the next may already be coming in: the end of the list is near)
      await expect(names.nth(24)).toBeAttached();
      const shown = await names.evaluateAll((els) =>
        els.map((el) => ({
          text: el.textContent,
          title: el.getAttribute('title'),
          lines: getComputedStyle(el).getPropertyValue('-webkit-line-clamp'),
          cut: el.scrollHeight > el.clientHeight + 1,
        })),
      );
      for (const name of shown) {
        expect(name.title).toBe(name.text);
        expect(name.lines).toBe('3');
      }
      // the names of the demo events, long English ones included, are never cut
      expect(shown.filter((n) => n.cut).map((n) => n.text)).toEqual([]);
    }
  });

  test('a search that finds nothing shows no data; % and _ are literal', async ({ page }) => {
    oneWidthHere();
    await page.goto('/events?q=%25%25');
    await expect(page.getByText(zh.common.noData)).toBeVisible();
    await page.goto(`/events-en?q=${'x'.repeat(800)}`);
    await expect(page.getByText(en.common.noData)).toBeVisible();
  });

  test('tabs: running sends status 2, coming status 1; the tab is in the URL', async ({ page, request }) => {
    oneWidthHere();
    const running = await apiPost(request, endpoints.eventList, { status: 2, pageSize: 100 });
    await page.goto('/events');
    await hydrated(page);
    await page.getByRole('link', { name: zh.events.list.tabs.running, exact: true }).click();
    await expect(page).toHaveURL(/tab=running/);
    await expect(await cards(page)).toHaveCount(running.total);
    await expect(page.getByRole('link', { name: zh.events.list.tabs.running, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    for (const card of await (await cards(page)).all()) await expect(card).toContainText(zh.events.status['2']);
    await page.getByRole('link', { name: zh.events.list.tabs.coming, exact: true }).click();
    await expect(page).toHaveURL(/tab=coming/);
    for (const card of await (await cards(page)).all()) await expect(card).toContainText(zh.events.status['1']);
  });

  test('a page still loading when the visitor changes tab does not write its URL over the new one', async ({
    page,
  }) => {
    oneWidthHere();
    // hold the list's page 2 until the visitor has gone to another tab
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = false;
    await page.route('**/api/event/list', async (route) => {
      const body = route.request().postDataJSON() as { pageNo?: number; status?: number };
      if (body.pageNo === 2 && body.status === undefined) {
        asked = true;
        await held;
      }
      await route.continue();
    });
    await page.goto('/events');
    await hydrated(page);
    await scrollToEnd(page);
    await expect.poll(() => asked).toBe(true);
    await page.getByRole('link', { name: zh.events.list.tabs.running, exact: true }).click();
    await expect(page).toHaveURL(/\?tab=running$/);
    const answered = page.waitForResponse(
      (r) => r.url().endsWith('/api/event/list') && r.request().postDataJSON()?.pageNo === 2,
    );
    release();
    await answered;
    await page.waitForTimeout(300);
    expect(page.url()).toMatch(/\?tab=running$/);
  });

  test('a next page that fails to load stops the loading, says so with a retry button and backs off (issue 28 item 9)', async ({
    page,
  }) => {
    oneWidthHere();
    test.setTimeout(120_000);
    // the API fails for every next page until the test lets it through
    let failing = true;
    let asked = 0;
    await page.route('**/api/event/list', async (route) => {
      const body = route.request().postDataJSON() as { pageNo?: number };
      if ((body.pageNo ?? 1) > 1) {
        asked++;
        if (failing)
          return route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: '{"success":false,"result":null,"message":"down"}',
          });
      }
      await route.continue();
    });
    await page.goto('/events');
    await hydrated(page);
    await scrollToEnd(page);
    const retry = page.getByRole('button', { name: zh.events.list.retry });
    await expect(page.getByText(zh.events.list.loadFailed)).toBeVisible();
    await expectUsable(retry);
    // ten seconds with the list at its end: at most the first try and two later ones (5 s, then 10 s)
    for (let i = 0; i < 10; i++) {
      await scrollToEnd(page);
      await page.waitForTimeout(1000);
    }
    expect(asked).toBeGreaterThanOrEqual(1);
    expect(asked).toBeLessThanOrEqual(3);
    await expect(await cards(page)).toHaveCount(25);
    // the API is back: the button loads the next page
    failing = false;
    await retry.click();
    await expect.poll(async () => (await cards(page)).count()).toBeGreaterThan(25);
    await expect(page.getByText(zh.events.list.loadFailed)).toBeHidden();
  });

  test('English: the failed load and its button in English', async ({ page }) => {
    oneWidthHere();
    await page.route('**/api/event/list', async (route) => {
      const body = route.request().postDataJSON() as { pageNo?: number };
      if ((body.pageNo ?? 1) > 1) return route.abort('failed');
      await route.continue();
    });
    await page.goto('/events-en');
    await hydrated(page);
    await scrollToEnd(page);
    await expect(page.getByText(en.events.list.loadFailed)).toBeVisible();
    await expectUsable(page.getByRole('button', { name: en.events.list.retry }));
  });

  test('infinite scroll loads 25 at a time to the end, then "No more events"', async ({ page, request }) => {
    const all = await apiPost(request, endpoints.eventList, { sort: 'current', pageSize: 25 });
    expect(all.pages).toBeGreaterThanOrEqual(3);
    await page.goto('/events-en');
    await hydrated(page);
    await expect(page.getByText(en.common.noMore)).toBeHidden();
    // scroll down until the end: each page adds 25 more
    for (let i = 0; i < all.pages + 2 && !(await page.getByText(en.common.noMore).isVisible()); i++) {
      await scrollToEnd(page);
      await page.waitForTimeout(300);
    }
    await expect(await cards(page)).toHaveCount(all.total);
    await expect(page.getByText(en.common.noMore)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`pages=${all.pages}`));
  });

  test('back to top appears after 500 px and scrolls up', async ({ page }) => {
    await page.goto('/events');
    await hydrated(page);
    const button = page.getByRole('button', { name: zh.common.backToTop });
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 3000 }).toBe(0);
  });

  test('coming back from a detail page restores the loaded pages and the scroll position', async ({ page }) => {
    await page.goto('/events');
    await hydrated(page);
    await scrollToEnd(page);
    await expect.poll(async () => (await cards(page)).count()).toBeGreaterThanOrEqual(50);
    const loaded = await settledCount(page);
    const target = (await cards(page)).nth(40);
    await target.scrollIntoViewIfNeeded();
    const y = await page.evaluate(() => window.scrollY);
    await target.click();
    await expect(page).toHaveURL(/\/events\/detail\//);
    await page.goBack();
    // the pages shown before are rendered again (more may follow: the end is within 1500 px)
    await expect.poll(async () => (await cards(page)).count()).toBeGreaterThanOrEqual(loaded);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(y - 200);
  });
});

test.describe('event detail', () => {
  test('head, classes with their status, and links to level pages', async ({ page }) => {
    const console = watchConsole(page);
    await page.goto(`/events/detail/${FLAGSHIP}`);
    // titled with the event (issue 14; docs/decisions/0008-event-page-titles.md), og:title too
    await expect(page).toHaveTitle(`第十五届全国运动会帆船项目 | ${zh.site.name}`);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      `第十五届全国运动会帆船项目 | ${zh.site.name}`,
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('第十五届全国运动会帆船项目');
    await expect(page.getByText(zh.events.status['2']).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /官方网站/ })).toHaveAttribute('target', '_blank');
    const level = page.getByRole('link', { name: /470/ }).first();
    await expect(level).toContainText(/共 \d+ 轮/);
    await level.click();
    await expect(page).toHaveURL(/\/events\/level\/SF-NG-2026-SAIL\/[^?]+\?levelName=/);
    console.assertNone();
  });

  test('English names and the eventCd query form', async ({ page }) => {
    oneWidthHere();
    await page.goto(`/events/detail?eventCd=${FLAGSHIP}`, {});
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('第十五届全国运动会帆船项目');
    await page.context().addCookies([{ name: 'lang', value: 'en', url: page.url() }]);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/15th National Games Sailing/);
    await expect(page.getByRole('link', { name: /ILCA 7/ })).toBeVisible();
    await expect(page).toHaveTitle(`15th National Games Sailing Competition | ${en.site.name}`);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      `15th National Games Sailing Competition | ${en.site.name}`,
    );
  });

  test('photos page by 10 and open in a viewer with arrow keys', async ({ page }) => {
    await page.goto(`/events/detail/${FLAGSHIP}`);
    await hydrated(page);
    await page.getByRole('link', { name: zh.events.detail.tabs.photos }).click();
    await expect(page.getByRole('button', { name: /查看第 \d+ 张图片/ })).toHaveCount(10);
    await page.getByRole('button', { name: '查看第 2 张图片' }).click();
    const viewer = page.getByRole('dialog');
    await expect(viewer).toContainText('第 2 / 10 张');
    await page.keyboard.press('ArrowRight');
    await expect(viewer).toContainText('第 3 / 10 张');
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await page.getByRole('link', { name: zh.events.detail.nextPage }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByRole('button', { name: /查看第 \d+ 张图片/ }).first()).toBeVisible();
  });

  test('videos open in a dialog and stop on close', async ({ page }) => {
    await page.goto(`/events/detail/${FLAGSHIP}?tab=videos`);
    await hydrated(page);
    const plays = page.getByRole('button', { name: /播放：/ });
    await expect(plays).toHaveCount(9);
    await plays.first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('video, iframe')).toHaveCount(1);
    await dialog.getByRole('button', { name: zh.common.close }).click();
    await expect(dialog).toBeHidden();
  });

  test('announcements in a sandboxed frame, 57vh high, with a cache-busting query', async ({ page }) => {
    oneWidthHere();
    await page.goto(`/events/detail/${FLAGSHIP}?tab=announcements`);
    const frame = page.locator('iframe');
    await expect(frame).toHaveAttribute('sandbox', /.*/);
    await expect(frame).toHaveAttribute('src', new RegExp(`/uploads/announcements/${FLAGSHIP}\\.html\\?r=\\w+`));
    const ratio = await frame.evaluate((el) => el.getBoundingClientRect().height / window.innerHeight);
    expect(ratio).toBeGreaterThan(0.55);
    expect(ratio).toBeLessThan(0.59);
  });

  // one walk over the demo's events (issue 14): each page's title, then the pages of events without classes
  test('every event is titled with its own name in the language of the page; a finished one without classes says its results are not on this site and links its official website (issue 14)', async ({
    page,
    request,
    baseURL,
  }) => {
    oneWidthHere();
    const list = await apiPost(request, endpoints.eventList, { pageSize: 100 });
    const other = list.records.find((e) => e.eventCd !== FLAGSHIP && e.nameCode)!;
    const untranslated = list.records.find((e) => !e.nameCode)!;
    await page.goto(`/events/detail/${other.eventCd}`);
    await expect(page).toHaveTitle(`${other.name} | ${zh.site.name}`);
    await page.goto(`/events/detail_nb/${other.eventCd}`);
    await expect(page).toHaveTitle(`${other.name} | ${zh.site.name}`);
    await setLangCookie(page, 'en', baseURL!);
    await page.goto(`/events/detail/${other.eventCd}`);
    await expect(page).toHaveTitle(`${other.nameCode} | ${en.site.name}`);
    // no English name: the Chinese one
    await page.goto(`/events/detail/${untranslated.eventCd}`);
    await expect(page).toHaveTitle(`${untranslated.name} | ${en.site.name}`);

    // a finished event without classes, in Chinese first
    await setLangCookie(page, 'zh', baseURL!);
    type Info = { eventCd: string; officialWebsite: string | null };
    const finished: Info[] = [];
    for (const e of list.records.filter((r) => r.status === '3')) {
      if ((await apiPost(request, endpoints.eventLevels, { eventCd: e.eventCd })).length === 0)
        finished.push(await apiPost(request, endpoints.eventInfo, { eventCd: e.eventCd }));
      if (finished.some((f) => f.officialWebsite) && finished.some((f) => !f.officialWebsite)) break;
    }
    const withSite = finished.find((f) => f.officialWebsite)!;
    const withoutSite = finished.find((f) => !f.officialWebsite)!;
    expect(withSite, 'the demo data has a finished event without classes, with a website').toBeTruthy();
    expect(withoutSite, 'and one without a website').toBeTruthy();

    await page.goto(`/events/detail/${withSite.eventCd}`);
    const section = page.getByRole('region', { name: zh.events.detail.tabs.levels });
    await expect(section).toContainText(zh.events.detail.notPublished);
    await expect(section).not.toContainText(zh.common.noData);
    const link = section.getByRole('link', {
      name: `${zh.events.detail.visitOfficialSite} ${zh.events.detail.newWindow}`,
    });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', withSite.officialWebsite!);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);

    await setLangCookie(page, 'en', baseURL!);
    await page.reload();
    const sectionEn = page.getByRole('region', { name: en.events.detail.tabs.levels });
    await expect(sectionEn).toContainText(en.events.detail.notPublished);
    await expect(
      sectionEn.getByRole('link', { name: `${en.events.detail.visitOfficialSite} ${en.events.detail.newWindow}` }),
    ).toHaveAttribute('href', withSite.officialWebsite!);

    // no website: the message alone
    await page.goto(`/events/detail/${withoutSite.eventCd}`);
    await expect(sectionEn).toContainText(en.events.detail.notPublished);
    await expect(sectionEn.getByRole('link')).toHaveCount(0);

    // a coming event without classes: they are not published yet
    const coming = list.records.filter((r) => r.status === '1');
    let empty: string | undefined;
    for (const e of coming)
      if ((await apiPost(request, endpoints.eventLevels, { eventCd: e.eventCd })).length === 0) {
        empty = e.eventCd;
        break;
      }
    expect(empty, 'the demo data has a coming event without classes').toBeTruthy();
    await page.goto(`/events/detail/${empty}`);
    await expect(sectionEn).toContainText(en.events.detail.classesNotYet);
    await expect(sectionEn).not.toContainText(en.common.noData);
    await setLangCookie(page, 'zh', baseURL!);
    await page.reload();
    await expect(section).toContainText(zh.events.detail.classesNotYet);
  });

  test('an unknown event answers 404', async ({ page }) => {
    oneWidthHere();
    const response = await page.goto('/events/detail/NO-SUCH-EVENT');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(zh.notFound.heading);
  });
});

test.describe('level page', () => {
  async function levels(request: APIRequestContext) {
    return apiPost(request, endpoints.eventLevels, { eventCd: FLAGSHIP });
  }

  test('results are the default tab; races on the other; breadcrumb back to the event', async ({ page, request }) => {
    const console = watchConsole(page);
    const level = (await levels(request)).find((l) => l.levelCd.endsWith('OPT'))!;
    await page.goto(`/events/level/${FLAGSHIP}/${level.levelCd}?levelName=${encodeURIComponent(level.levelName)}`);
    await expect(page).toHaveTitle(`${level.levelName} · 第十五届全国运动会帆船项目 | ${zh.site.name}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(level.levelName);
    const crumbs = page.getByRole('navigation', { name: zh.events.detail.breadcrumb });
    await expect(crumbs.getByRole('link', { name: '第十五届全国运动会帆船项目' })).toHaveAttribute(
      'href',
      `/events/detail/${FLAGSHIP}`,
    );
    await expect(page.getByRole('link', { name: zh.level.page.tabs.results, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // one table per group (the Optimist results are grouped), with flags, affiliation and discards;
    // on a phone one list of boats per group instead, each line opening to its races
    if (test.info().project.name === 'mobile') {
      const groups = page.getByRole('list', { name: /已赛轮次/ });
      await expect(groups).toHaveCount(2);
      await expect(page.locator('main details summary img[src="/flags/cn.svg"][alt=""]').first()).toBeVisible();
      await page.locator('main details summary').first().click();
      await expect(page.locator('main details[open]').getByText(zh.results.columns.club)).toBeVisible();
    } else {
      await expect(page.getByRole('table')).toHaveCount(2);
      await expect(page.getByRole('columnheader', { name: zh.results.columns.club }).first()).toBeVisible();
      await expect(page.locator('table img[src="/flags/cn.svg"][alt=""]').first()).toBeVisible();
      await expect(page.getByRole('cell', { name: /^\(\d+\.\d/ }).first()).toBeVisible();
    }
    await hydrated(page);
    await page.getByRole('link', { name: zh.level.page.tabs.races, exact: true }).click();
    await expect(page).toHaveURL(/tab=races/);
    await expect(page.getByRole('table')).toHaveCount(1);
    console.assertNone();
  });

  test('races on a phone: a compact list, not a 170 px card a race (issue 28 item 13)', async ({ page, request }) => {
    test.skip(test.info().project.name !== 'mobile', 'the phone layout');
    const levels = await apiPost(request, endpoints.eventLevels, { eventCd: FLAGSHIP });
    let shown = 0;
    for (const level of levels) {
      const races = await apiPost(request, endpoints.levelRaces, { levelCd: level.levelCd });
      if (races.length < 5) continue;
      await page.goto(`/events/level/${FLAGSHIP}/${level.levelCd}?tab=races`);
      const rows = page.locator('main table tbody tr');
      await expect(rows).toHaveCount(races.length);
      const heights = await rows.evaluateAll((trs) => trs.map((tr) => tr.getBoundingClientRect().height));
      // two short lines a race: ten races well under 1,000 px
      expect(Math.max(...heights)).toBeLessThanOrEqual(84);
      await expectUsable(rows.first().getByRole('rowheader'));
      shown++;
      break;
    }
    expect(shown, 'a level of the flagship with five races or more').toBe(1);
  });

  test('races: sorted, trace buttons only for status 1, 2 and 4, opening a new window', async ({ page, request }) => {
    oneWidthHere();
    const level = (await levels(request))[0]!;
    const races = await apiPost(request, endpoints.levelRaces, { levelCd: level.levelCd });
    await page.goto(`/events/level/${FLAGSHIP}/${level.levelCd}?tab=races`);
    const traced = races.filter((r) => ['1', '2', '4'].includes(r.status));
    const buttons = page.getByRole('link', { name: /观看 .* 的航迹/ });
    await expect(buttons).toHaveCount(traced.length);
    const first = buttons.first();
    await expect(first).toHaveAttribute('target', '_blank');
    await expect(first).toHaveAttribute('rel', /noopener/);
    await expect(first).toHaveAttribute('href', /^https:\/\//);
    // the race in progress comes first, marked as the current row (issue 14)
    const rows = page.locator('tbody tr');
    if (races.some((r) => r.status === '2')) {
      await expect(rows.first()).toContainText(zh.race.status['2']);
      await expect(rows.first()).toHaveAttribute('aria-current', 'true');
      await expect(page.locator('tbody tr[aria-current]')).toHaveCount(races.filter((r) => r.status === '2').length);
    }
  });

  test('English level names, and the results dialog of the _wf variant', async ({ page, request, baseURL }) => {
    const level = (await levels(request)).find((l) => l.levelNameCode)!;
    await page.context().addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);
    await page.goto(`/events/level_wf/${FLAGSHIP}/${level.levelCd}?levelName=${encodeURIComponent(level.levelName)}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(level.levelNameCode!);
    await expect(
      page
        .getByRole('navigation', { name: en.events.detail.breadcrumb })
        .getByRole('link', { name: /15th National Games/ }),
    ).toHaveAttribute('href', `/events/detail_wf/${FLAGSHIP}`);
    await hydrated(page);
    await page.getByRole('button', { name: en.level.page.resultsButton, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    // the tables on a wide screen, one line per boat on a phone
    if (test.info().project.name === 'mobile') await expect(dialog.locator('details summary').first()).toBeVisible();
    else await expect(dialog.getByRole('table').first()).toBeVisible();
    await dialog.getByRole('button', { name: en.common.confirm }).click();
    await expect(dialog).toBeHidden();
  });

  test('English races table: "Race N" and "Area X" for the Chinese 第N轮 and X场区 (issue 14)', async ({
    page,
    request,
    baseURL,
  }) => {
    oneWidthHere();
    const level = (await levels(request)).find((l) => l.levelCd === 'SFNG26-470X')!;
    const races = await apiPost(request, endpoints.levelRaces, { levelCd: level.levelCd });
    expect(races.find((r) => r.roundName === '第1轮')?.bureauName).toBe('A场区');
    await setLangCookie(page, 'en', baseURL!);
    await page.goto(`/events/level/${FLAGSHIP}/${level.levelCd}?tab=races`);
    const table = page.getByRole('table', { name: `Races of ${level.levelNameCode}` });
    const first = table.getByRole('row', { name: /^Race 1 / });
    await expect(first.getByRole('rowheader')).toHaveText('Race 1');
    await expect(first.getByRole('cell').first()).toHaveText('Area A');
    await expect(table.getByRole('rowheader')).toHaveText(races.map(() => /^Race \d+$/));
    await expect(table).not.toContainText(/第\s*\d+\s*轮|场区/);
    // two-language courses ('梯形航线 O2 (Trapezoid Outer 2)') read in English only
    await expect(table).not.toContainText(/[\u4e00-\u9fff]/);
    await expect(
      first.getByRole('link', { name: 'Watch the track of Race 1 (opens in a new window)' }),
    ).toHaveAttribute('target', '_blank');
    // the class list of the event names the race in progress the same way
    await page.goto(`/events/detail/${FLAGSHIP}`);
    const racing = (await apiPost(request, endpoints.eventLevels, { eventCd: FLAGSHIP })).find(
      (l) => l.race?.status === '2',
    );
    if (racing)
      await expect(page.getByRole('link', { name: racing.levelNameCode || racing.levelName })).toContainText(
        `Race ${racing.race!.roundName.replace(/\D/g, '')} · ${en.race.status['2']}`,
      );
    await expect(page.getByRole('main')).not.toContainText(/第\s*\d+\s*轮/);
    // Chinese pages keep the stored names
    await setLangCookie(page, 'zh', baseURL!);
    await page.goto(`/events/level/${FLAGSHIP}/${level.levelCd}?tab=races`);
    const firstZh = page.getByRole('row', { name: /^第1轮 / });
    await expect(firstZh.getByRole('cell').first()).toHaveText('A场区');
  });

  test('a level of another event, or an unknown one, answers 404', async ({ page }) => {
    oneWidthHere();
    // (only the status: the answer's head is enough, the page need not load)
    expect((await page.goto(`/events/level/${FLAGSHIP}/NOPE`, { waitUntil: 'commit' }))?.status()).toBe(404);
    expect((await page.goto(`/events/level/NOPE/SFNG26-OPT`, { waitUntil: 'commit' }))?.status()).toBe(404);
  });
});
