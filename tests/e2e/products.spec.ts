/**
 * Product pages, the replay viewer changelog and the FAQ (spec §2 screens 6-8), in Chinese and
 * English at desktop and mobile width; and the promise of spec §1: every fact and figure is on
 * the site, in both languages, with its exact figures (driven by app/features/marketing/content/facts.ts, read
 * from the server's HTML, so a crawler or a visitor without scripts reads them too).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './worker-page';
import en from '../../app/i18n/en';
import zh from '../../app/i18n/zh';
import { FACTS } from '../../app/features/marketing/content/facts';
import { faq } from '../../app/features/marketing/content/pages/faq';
import { productTracking } from '../../app/features/marketing/content/pages/product-tracking';
import { productTrackingChangelog } from '../../app/features/marketing/content/pages/product-tracking-changelog';
import { PRODUCT_PAGES, type ProductPageId } from '../../app/features/marketing/content/pages/products';
import { pagePath, type PageId } from '../../app/lib/pages';
import { apiPost, diagonal, oneWidthHere, openWatched } from './helpers';
import { endpoints } from '../../shared/endpoints';
import { serverPage, slides } from './page-text';

const LANGS = ['zh', 'en'] as const;
const messages = { zh, en };

async function expectTitle(page: Page, lang: 'zh' | 'en', id: PageId) {
  await expect(page).toHaveTitle(`${messages[lang].pages[id].title} | ${messages[lang].site.name}`);
}

async function expectNoOverflow(page: Page) {
  const over = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(over).toBeLessThanOrEqual(0);
}

test('every fact and figure of spec §1 is on its page(s) in both languages', async ({ request }, info) => {
  test.skip(info.project.name !== 'desktop', 'request-level: the same at every width');
  const texts = new Map<string, string>();
  const missing: string[] = [];
  for (const fact of FACTS) {
    expect(fact.pages.length, fact.id).toBeGreaterThan(0);
    for (const lang of LANGS) {
      expect(fact[lang].length, `${fact.id} ${lang}`).toBeGreaterThan(0);
      for (const id of fact.pages) {
        const path = pagePath(id, lang);
        if (!texts.has(path)) texts.set(path, (await serverPage(request, path)).text);
        for (const needle of fact[lang])
          if (!texts.get(path)!.includes(needle)) missing.push(`${fact.id} ${path}: ${needle}`);
      }
    }
  }
  expect(missing).toEqual([]);
});

const PRODUCT_IDS = Object.keys(PRODUCT_PAGES) as ProductPageId[];

for (const id of PRODUCT_IDS) {
  test(`product page ${id}: title, picture, specification tables, contact link (zh, en)`, async ({ page }) => {
    oneWidthHere();
    for (const lang of LANGS) {
      const c = PRODUCT_PAGES[id][lang];
      const console = await openWatched(page, pagePath(id, lang));
      await expectTitle(page, lang, id);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.hero.title);
      const picture = page.getByRole('img', { name: c.hero.image.alt });
      await expect(picture).toBeVisible();
      expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      // each table row reads "label | value" with the exact figures
      for (const table of [...(c.specs ? [c.specs] : []), ...(c.tables ?? [])]) {
        const t = page.getByRole('table', { name: table.caption });
        await expect(t.getByRole('row')).toHaveCount(table.rows.length + 1);
        for (const row of table.rows) {
          const r = t.getByRole('row', { name: `${row.label} ${row.value}`, exact: true });
          await expect(r).toHaveCount(1);
          await expect(r.getByRole('rowheader')).toHaveText(row.label);
          await expect(r.getByRole('cell')).toHaveText(row.value);
        }
      }
      for (const list of c.lists ?? []) {
        const items = page.getByRole('region', { name: list.heading }).getByRole('listitem');
        await expect(items).toHaveText(list.items);
      }
      await expectNoOverflow(page);
      console.assertNone();
    }
    // the call to action (SF-TASS: the apply link) leads to the contact page
    const c = PRODUCT_PAGES[id].en;
    await page.getByRole('region', { name: c.cta.heading }).getByRole('link', { name: c.cta.label }).click();
    await expect(page).toHaveURL(/\/contact-en$/);
  });
}

for (const lang of LANGS) {
  test.describe(`${lang}`, () => {
    diagonal(lang);
    test(`tracking product (${lang}): links, partner carousel, counters 5257 and 3200, wind and mini program`, async ({
      page,
      request,
    }) => {
      const c = productTracking[lang];
      const partners = await apiPost(request, endpoints.partnerList, {
        type: 0,
        pageNo: 1,
        pageSize: 100,
      });
      const console = await openWatched(page, pagePath('productTracking', lang));
      await expectTitle(page, lang, 'productTracking');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.hero.title);
      await expect(slides(page.getByRole('region', { name: c.partners.label, exact: true }))).toHaveCount(
        partners.records.length,
      );
      const accounts = page.getByRole('region', { name: c.counters.heading });
      await accounts.scrollIntoViewIfNeeded();
      // the counters end on the exact figures (counting takes 4 s from when they are seen)
      await expect(accounts.getByRole('listitem').nth(0)).toContainText(`5257${c.counters.newAccounts}`, {
        timeout: 8000,
      });
      await expect(accounts.getByRole('listitem').nth(1)).toContainText(`3200${c.counters.renewals}`, {
        timeout: 8000,
      });
      await expect(page.getByRole('heading', { level: 2, name: c.wind.heading })).toBeVisible();
      await expect(page.getByRole('img', { name: c.wind.image.alt })).toBeAttached();
      await expect(page.getByRole('heading', { level: 2, name: c.miniProgram.heading })).toBeVisible();
      await expect(page.getByRole('img', { name: c.miniProgram.image.alt })).toBeAttached();
      await expectNoOverflow(page);
      // the links of the hero: tracking service, changelog, contact
      const hero = page.locator('main h1').locator('xpath=..');
      await hero.getByRole('link', { name: c.links.service }).click();
      await expect(page).toHaveURL(new RegExp(`${pagePath('serviceTracking', lang)}$`));
      await page.goBack();
      await hero.getByRole('link', { name: c.links.changelog }).click();
      await expect(page).toHaveURL(new RegExp(`${pagePath('productTrackingChangelog', lang)}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(productTrackingChangelog[lang].hero.title);
      await page.goBack();
      await hero.getByRole('link', { name: c.links.contact }).click();
      await expect(page).toHaveURL(new RegExp(`${pagePath('contact', lang)}$`));
      console.assertNone();
    });

    test(`changelog (${lang}): timeline from late 2014 to 2022, newest first`, async ({ page }) => {
      const c = productTrackingChangelog[lang];
      const console = await openWatched(page, pagePath('productTrackingChangelog', lang));
      await expectTitle(page, lang, 'productTrackingChangelog');
      const releases = page.getByRole('region', { name: c.timelineHeading }).locator('ol > li');
      await expect(releases).toHaveCount(c.releases.length);
      const dates = await releases.locator('time').evaluateAll((els) => els.map((e) => e.getAttribute('datetime')));
      expect(dates[0]).toMatch(/^2022-/);
      expect(dates.at(-1)).toBe('2014-12');
      expect([...dates].sort().reverse()).toEqual(dates);
      await expect(releases.last()).toContainText(lang === 'zh' ? '2014 年底' : 'Late 2014');
      await expect(page.getByRole('img', { name: c.intro.image.alt })).toBeVisible();
      await expectNoOverflow(page);
      await page.getByRole('link', { name: c.links.product }).first().click();
      await expect(page).toHaveURL(new RegExp(`${pagePath('productTracking', lang)}$`));
      console.assertNone();
    });

    test(`FAQ (${lang}): six questions, one open at a time, by keyboard; contact box`, async ({ page }) => {
      const c = faq[lang];
      const console = await openWatched(page, pagePath('faq', lang));
      await expectTitle(page, lang, 'faq');
      const buttons = page.getByRole('region', { name: c.heading }).getByRole('button');
      await expect(buttons).toHaveCount(6);
      await expect(buttons).toHaveText(c.items.map((i) => i.question));
      const expanded = () => buttons.evaluateAll((els) => els.map((e) => e.getAttribute('aria-expanded')));
      // the first answer is open; each button controls its answer
      expect(await expanded()).toEqual(['true', 'false', 'false', 'false', 'false', 'false']);
      for (let i = 0; i < 6; i++) {
        const panel = page.locator(`[id="${await buttons.nth(i).getAttribute('aria-controls')}"]`);
        await expect(panel).toHaveCount(1);
        if (i === 0) await expect(panel).toContainText(c.items[0]!.answer[0]!);
        else await expect(panel).toBeHidden();
      }
      // keyboard: Down moves to the next question, Enter opens it and closes the other
      await buttons.first().focus();
      await page.keyboard.press('ArrowDown');
      await expect(buttons.nth(1)).toBeFocused();
      await page.keyboard.press('Enter');
      expect(await expanded()).toEqual(['false', 'true', 'false', 'false', 'false', 'false']);
      const second = page.locator(`[id="${await buttons.nth(1).getAttribute('aria-controls')}"]`);
      await expect(second).toBeVisible();
      await expect(second).toContainText(c.items[1]!.answer[0]!);
      // End goes to the last, Space opens it; Space again closes it
      await page.keyboard.press('End');
      await expect(buttons.nth(5)).toBeFocused();
      await page.keyboard.press(' ');
      expect(await expanded()).toEqual(['false', 'false', 'false', 'false', 'false', 'true']);
      await page.keyboard.press(' ');
      expect(await expanded()).toEqual(['false', 'false', 'false', 'false', 'false', 'false']);
      // Home and Up wrap round
      await page.keyboard.press('Home');
      await expect(buttons.first()).toBeFocused();
      await page.keyboard.press('ArrowUp');
      await expect(buttons.nth(5)).toBeFocused();
      // the contact box: phone and mail links, and the contact page
      const box = page.getByRole('complementary', { name: c.side.heading });
      await expect(box.locator('a[href^="tel:"]')).toHaveCount(1);
      await expect(box.locator('a[href^="mailto:"]')).toHaveCount(1);
      await expectNoOverflow(page);
      await box.getByRole('link', { name: c.side.link }).click();
      await expect(page).toHaveURL(new RegExp(`${pagePath('contact', lang)}$`));
      console.assertNone();
    });
  });
}
