/**
 * Service pages (spec §2 screens 3-5, 7): tracking, live, video and media, in Chinese and
 * English at desktop and mobile width. Titles, key facts with their exact figures, the
 * carousels of each banner type with one slide per published banner, the team carousels with
 * phone and mail links, the video dialog (closing it reloads the page) and the links to
 * contact and the videos.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './worker-page';
import en from '../../app/i18n/en';
import zh from '../../app/i18n/zh';
import { serviceLive } from '../../app/features/marketing/content/pages/service-live';
import { serviceMedia } from '../../app/features/marketing/content/pages/service-media';
import { serviceTracking } from '../../app/features/marketing/content/pages/service-tracking';
import { serviceVideo } from '../../app/features/marketing/content/pages/service-video';
import { teamMembers } from '../../app/features/marketing/content/team';
import { testimonials } from '../../app/features/marketing/content/testimonials';
import { pagePath } from '../../app/lib/pages';
import { apiPost, diagonal, hydrated, openWatched } from './helpers';
import { endpoints } from '../../shared/endpoints';
import { bannerCount, serverPage, slides } from './page-text';

const LANGS = ['zh', 'en'] as const;
const messages = { zh, en };

async function expectTitle(
  page: Page,
  lang: 'zh' | 'en',
  id: 'serviceTracking' | 'serviceLive' | 'serviceVideo' | 'serviceMedia',
) {
  await expect(page).toHaveTitle(`${messages[lang].pages[id].title} | ${messages[lang].site.name}`);
}

/** the team carousel: every member with a tel: and a mailto: link */
async function expectTeam(page: Page, lang: 'zh' | 'en', label: string) {
  const team = page.getByRole('region', { name: label, exact: true });
  const members = teamMembers(lang);
  await expect(slides(team)).toHaveCount(members.length);
  for (const m of members) {
    await expect(team.getByRole('heading', { name: m.name })).toBeAttached();
    await expect(team.locator(`a[href="tel:${m.phone!.replace(/[^+\d]/g, '')}"]`)).toHaveCount(1);
    await expect(team.locator(`a[href="mailto:${m.email}"]`)).toHaveCount(1);
    await expect(team.getByText(m.role, { exact: true })).toBeAttached();
  }
}

/** the page has no horizontal scroll at this width */
async function expectNoOverflow(page: Page) {
  const over = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(over).toBeLessThanOrEqual(0);
}

for (const lang of LANGS) {
  test.describe(`services (${lang})`, () => {
    diagonal(lang);
    test('tracking: steps with banner types 20-23, features, team, QR code, apply link', async ({ page, request }) => {
      const c = serviceTracking[lang];
      const path = pagePath('serviceTracking', lang);
      const console = await openWatched(page, path);
      await expectTitle(page, lang, 'serviceTracking');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.hero.title);
      // four steps in order, each with the carousel of its banner type
      const steps = page.locator('ol > li[data-banner-type]');
      await expect(steps).toHaveCount(4);
      for (const [i, step] of c.process.steps.entries()) {
        const item = steps.nth(i);
        await expect(item).toHaveAttribute('data-banner-type', String(step.bannerType));
        await expect(item.getByRole('heading', { level: 3 })).toHaveText(step.title);
        const carousel = item.getByRole('region', { name: step.carouselLabel });
        const n = await bannerCount(request, step.bannerType);
        expect(n).toBeGreaterThan(0);
        await expect(slides(carousel)).toHaveCount(n);
      }
      // six feature boxes
      const features = page.getByRole('region', { name: c.features.heading }).getByRole('listitem');
      await expect(features).toHaveCount(6);
      for (const f of c.features.items) await expect(features.getByRole('heading', { name: f.title })).toBeVisible();
      await expectTeam(page, lang, c.team.label);
      // the QR code is a real image with its text alternative
      const qr = page.getByRole('img', { name: c.qr.image.alt });
      await qr.scrollIntoViewIfNeeded();
      await expect(qr).toHaveJSProperty('complete', true);
      expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      await expectNoOverflow(page);
      // the apply link leads to the contact page of the language
      await page.getByRole('region', { name: c.apply.heading }).getByRole('link', { name: c.apply.label }).click();
      await expect(page).toHaveURL(new RegExp(`${pagePath('contact', lang)}$`));
      console.assertNone();
    });

    test('live: eight sections with banner types 31-38, team with phone and mail, contact', async ({
      page,
      request,
    }) => {
      const c = serviceLive[lang];
      const console = await openWatched(page, pagePath('serviceLive', lang));
      await expectTitle(page, lang, 'serviceLive');
      await expect(page.getByText(c.intro.paragraphs[1]!)).toBeVisible();
      const parts = page.locator('article[data-banner-type]');
      await expect(parts).toHaveCount(8);
      expect(await parts.evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-banner-type'))))).toEqual([
        31, 32, 33, 34, 35, 36, 37, 38,
      ]);
      for (const [i, s] of c.sections.entries()) {
        const part = parts.nth(i);
        await expect(part.getByRole('heading', { level: 3 })).toHaveText(s.title);
        const n = await bannerCount(request, s.bannerType);
        expect(n).toBeGreaterThan(0);
        await expect(slides(part.getByRole('region', { name: s.carouselLabel }))).toHaveCount(n);
      }
      await expectTeam(page, lang, c.team.label);
      await expectNoOverflow(page);
      await page.getByRole('region', { name: c.cta.heading }).getByRole('link', { name: c.cta.label }).click();
      await expect(page).toHaveURL(new RegExp(`${pagePath('contact', lang)}$`));
      console.assertNone();
    });

    test('video: banners, highlights and reports six a row, dialog, reload on close, videos link', async ({
      page,
      request,
    }) => {
      const c = serviceVideo[lang];
      const highlights = await apiPost(request, endpoints.videoList, { type: 2, pageNo: 1, pageSize: 6 });
      const reports = await apiPost(request, endpoints.videoList, {
        type: 1,
        pageNo: 1,
        pageSize: 6,
      });
      const title = (v: { title: string; titleEn: string | null }) => (lang === 'en' ? v.titleEn || v.title : v.title);
      const console = await openWatched(page, pagePath('serviceVideo', lang));
      await expectTitle(page, lang, 'serviceVideo');
      const banners = page.getByRole('region', { name: c.bannerLabel });
      await expect(slides(banners)).toHaveCount(await bannerCount(request, c.bannerType));
      const hl = page.getByRole('region', { name: c.highlights.heading });
      const rp = page.getByRole('region', { name: c.reports.heading });
      await expect(hl.getByRole('listitem')).toHaveCount(highlights.records.length);
      await expect(rp.getByRole('listitem')).toHaveCount(reports.records.length);
      for (const v of reports.records) await expect(rp.getByRole('heading', { name: title(v) })).toBeVisible();
      // six a row on a wide screen
      if (page.viewportSize()!.width >= 1100) {
        const tops = await hl.getByRole('listitem').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().top));
        expect(new Set(tops.map(Math.round)).size).toBe(1);
      }
      // play opens the dialog with the title; closing it reloads the page (spec screen 5)
      const first = highlights.records[0]!;
      await page.evaluate(() => ((window as unknown as { beforeReload: boolean }).beforeReload = true));
      await hl
        .getByRole('button', { name: messages[lang].widgets.playVideo.replace('{{title}}', title(first)) })
        .click();
      const dialog = page.getByRole('dialog', { name: title(first) });
      await expect(dialog).toBeVisible();
      const reloaded = page.waitForEvent('load');
      await dialog.getByRole('button', { name: messages[lang].common.close }).click();
      await reloaded;
      expect(await page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload)).toBeUndefined();
      await hydrated(page);
      // testimonials and the links to the videos page
      const quotes = page.getByRole('region', { name: c.testimonials.label, exact: true });
      await expect(slides(quotes)).toHaveCount(testimonials(lang).length);
      await expectNoOverflow(page);
      const more = page.getByRole('link', { name: c.allVideos });
      await expect(more).toHaveCount(3);
      await more.last().click();
      await expect(page).toHaveURL(new RegExp(`${pagePath('videos', lang)}$`));
      console.assertNone();
    });

    test('media: banner carousel, partner strip, team', async ({ page, request }) => {
      const c = serviceMedia[lang];
      const partners = await apiPost(request, endpoints.partnerList, {
        type: '1',
        pageNo: 1,
        pageSize: 100,
      });
      const console = await openWatched(page, pagePath('serviceMedia', lang));
      await expectTitle(page, lang, 'serviceMedia');
      await expect(slides(page.getByRole('region', { name: c.bannerLabel }))).toHaveCount(
        await bannerCount(request, c.bannerType),
      );
      await expect(slides(page.getByRole('region', { name: c.partners.label, exact: true }))).toHaveCount(
        partners.records.length,
      );
      await expectTeam(page, lang, c.team.label);
      await expectNoOverflow(page);
      console.assertNone();
    });
  });
}

test('service pages are whole in the server HTML of both languages (no script needed)', async ({ request }, info) => {
  test.skip(info.project.name !== 'desktop', 'request-level: the same at every width');
  for (const lang of LANGS) {
    const tracking = await serverPage(request, pagePath('serviceTracking', lang));
    for (const s of serviceTracking[lang].process.steps) expect(tracking.text).toContain(s.text);
    expect(tracking.html).toContain('src="/images/services/qr-tracking.svg"');
    const live = await serverPage(request, pagePath('serviceLive', lang));
    for (const s of serviceLive[lang].sections) expect(live.html).toContain(`data-banner-type="${s.bannerType}"`);
    expect(live.text).toContain(lang === 'zh' ? '1,500+ 小时' : '1,500+ hours of live broadcast');
  }
});
