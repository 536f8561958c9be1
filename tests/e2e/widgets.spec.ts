/**
 * The shared media widgets (issue: home, about and videos), tested where they live:
 * the carousel (buttons, dots, arrow keys, autoplay, reduced motion), the count-up counters,
 * the video dialog (Video.js plays the local mp4 with its playback rates, other links are
 * embedded in a sandboxed frame, closing pauses, a broken source shows both error messages)
 * and layout stability of the home page.
 */
import { expect, test, type Page } from '@playwright/test';
import en from '../../app/i18n/en';
import zh from '../../app/i18n/zh';
import { HOME } from '../../app/features/marketing/content/home';
import { ABOUT } from '../../app/features/marketing/content/about';
import { VIDEOS } from '../../app/features/marketing/content/videos';
import { apiPost, hydrated, setLangCookie, watchConsole, oneWidth, oneWidthHere, watchLayoutShift, layoutShift } from './helpers';
import { endpoints } from '../../shared/endpoints';

// the motion itself is tested here: motion on (the project holds it still: playwright.config.ts)
test.use({ reducedMotion: 'no-preference' });

const grouped = (n: number) => n.toLocaleString('en-US');
/** the home banners' autoplay interval (app/routes/home.tsx) */
const AUTOPLAY_MS = 4000;

function carousel(page: Page, label: string) {
  return page.locator(`section[aria-label="${label}"]`).first();
}

test.describe('carousel', () => {
  test('buttons, dots and arrow keys move the home banners', async ({ page }) => {
    const console = watchConsole(page);
    await page.goto('/');
    await hydrated(page);
    const banners = carousel(page, HOME.zh.heading);
    const dots = banners.getByRole('button', { name: /转到第 \d+ 项/ });
    await expect(dots).toHaveCount(5);
    await expect(dots.first()).toHaveAttribute('aria-current', 'true');
    // stop the autoplay first, so only the visitor moves it
    await banners.getByRole('button', { name: zh.carousel.pause }).click();
    await expect(banners.getByRole('button', { name: zh.carousel.play })).toHaveAttribute('aria-pressed', 'true');

    await banners.getByRole('button', { name: zh.carousel.next }).click();
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
    const track = banners.getByRole('group', { name: zh.carousel.slides });
    await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);

    await track.focus();
    await page.keyboard.press('ArrowRight');
    await expect(dots.nth(2)).toHaveAttribute('aria-current', 'true');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(dots.first()).toHaveAttribute('aria-current', 'true');
    // previous from the first goes round to the last
    await page.keyboard.press('ArrowLeft');
    await expect(dots.nth(4)).toHaveAttribute('aria-current', 'true');

    await dots.nth(3).click();
    await expect(dots.nth(3)).toHaveAttribute('aria-current', 'true');
    // each slide says where it is, and the first banner is not lazy (it is the page's largest picture)
    await expect(banners.getByRole('group', { name: '第 1 项，共 5 项' })).toHaveCount(1);
    await expect(banners.locator('img').first()).toHaveAttribute('loading', 'eager');
    await expect(banners.locator('img').nth(1)).toHaveAttribute('loading', 'lazy');
    console.assertNone();
  });

  // the page's clock is Playwright's (page.clock): the 4 s autoplay interval is run through, not waited for
  test('banners turn by themselves, and stop under reduced motion', async ({ page, browser }) => {
    oneWidthHere();
    await page.clock.install();
    await page.goto('/');
    await hydrated(page);
    await page.mouse.move(0, 700);
    const dots = carousel(page, HOME.zh.heading).getByRole('button', { name: /转到第 \d+ 项/ });
    await expect(dots.first()).toHaveAttribute('aria-current', 'true');
    await page.clock.runFor(AUTOPLAY_MS + 100);
    await expect(dots.first()).not.toHaveAttribute('aria-current', 'true');
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');

    const calm = await browser.newContext({ reducedMotion: 'reduce', locale: 'zh-CN', baseURL: test.info().project.use.baseURL });
    const still = await calm.newPage();
    await still.clock.install();
    await still.goto('/');
    await hydrated(still);
    const banners = carousel(still, HOME.zh.heading);
    await expect(banners.getByRole('button', { name: zh.carousel.next })).toBeVisible();
    await expect(banners.getByRole('button', { name: zh.carousel.pause })).toHaveCount(0);
    // three intervals go by: a turn under reduced motion jumps (no smooth scroll), so the track would have moved at once
    await still.mouse.move(0, 700);
    await still.clock.runFor(3 * AUTOPLAY_MS + 100);
    expect(await banners.getByRole('group', { name: zh.carousel.slides }).evaluate((el) => el.scrollLeft)).toBe(0);
    await expect(banners.getByRole('button', { name: /转到第 \d+ 项/ }).first()).toHaveAttribute('aria-current', 'true');
    await calm.close();
  });

  test('partners: 6 logos in view on a wide screen, 1 on a phone', async ({ page }) => {
    await page.goto('/about');
    await hydrated(page);
    const strip = carousel(page, ABOUT.zh.partnersTitle);
    const inView = await strip.locator('img').evaluateAll((imgs) => {
      const track = imgs[0]!.closest('[role="group"][tabindex]')!.getBoundingClientRect();
      return imgs.filter((img) => {
        const r = img.getBoundingClientRect();
        return r.left >= track.left - 1 && r.right <= track.right + 1;
      }).length;
    });
    const wide = (page.viewportSize()?.width ?? 0) >= 1100;
    expect(inView).toBe(wide ? 6 : 1);
  });
});

test.describe('count-up counters', () => {
  oneWidth();
  test('the final numbers are in the server HTML and the counters reach them', async ({ page, request }) => {
    const stats = await apiPost(request, endpoints.statistics);
    const html = await (await request.get('/about')).text();
    for (const n of [stats.matchCount, stats.mileage, stats.liveTime, stats.image]) expect(html).toContain(`${grouped(n)}+`);

    await page.clock.install();
    await page.goto('/about');
    await hydrated(page);
    const band = page.locator('section[aria-labelledby="about-counters"]');
    await band.scrollIntoViewIfNeeded();
    const shown = band.locator('dd [aria-hidden="true"]');
    const final = [stats.matchCount, stats.mileage, stats.liveTime, stats.image].map((n) => `${grouped(n)}+`);
    // counting (4000 ms from when the band comes into view), then the final figures with their
    // + suffix: the page's clock is run on a second at a time until they are there
    await expect
      .poll(async () => {
        await page.clock.runFor(1000);
        return shown.allTextContents();
      })
      .toEqual(final);
  });
});

test.describe('video dialog', () => {
  oneWidth();
  async function videosOf(request: Parameters<typeof apiPost>[0]) {
    return (await apiPost(request, endpoints.videoList, { pageNo: 1, pageSize: 100 })).records;
  }

  test('an mp4 plays in Video.js with its rates; closing pauses it', async ({ page, request }) => {
    const console = watchConsole(page);
    const videos = await videosOf(request);
    const mp4 = videos.find((v) => v.type === 2 && v.videoUrl.endsWith('.mp4'))!;
    await page.goto('/videos');
    await hydrated(page);
    await page.getByRole('button', { name: `播放视频：${mp4.title}` }).first().click();
    const dialog = page.getByRole('dialog', { name: mp4.title });
    await expect(dialog).toBeVisible();
    const video = dialog.locator('.video-js video');
    await expect(video).toHaveAttribute('src', /demo-race\.mp4$/);
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 }).toBeGreaterThan(0.2);
    // 16:9, the playback rates of the spec, controls hide after 2 s of inactivity
    const box = await dialog.locator('.video-js').boundingBox();
    expect(Math.abs(box!.width / box!.height - 16 / 9)).toBeLessThan(0.02);
    const rates = await dialog
      .locator('.vjs-playback-rate .vjs-menu-item-text')
      .evaluateAll((items) => items.map((i) => i.textContent?.trim()));
    expect(rates.sort()).toEqual(['0.7x', '1.5x', '1x', '2x']);
    await expect(dialog.locator('.video-js')).toHaveClass(/vjs-user-inactive/, { timeout: 6_000 });

    // the element itself, kept after the dialog lets it go
    const element = await video.elementHandle();
    // the demo clip is 4 s long: on a busy machine it may have played to its end by now
    await element!.evaluate((v: HTMLVideoElement) => (v.ended ? v.play() : undefined));
    expect(await element!.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
    await dialog.getByRole('button', { name: zh.common.close }).click();
    await expect(dialog).toBeHidden();
    expect(await element!.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    const stoppedAt = await element!.evaluate((v: HTMLVideoElement) => v.currentTime);
    await page.waitForTimeout(500);
    expect(await element!.evaluate((v: HTMLVideoElement) => v.currentTime)).toBe(stoppedAt);
    console.assertNone();
  });

  test('a link that is not an mp4 is embedded in a sandboxed frame', async ({ page, request }) => {
    const videos = await videosOf(request);
    const embed = videos.find((v) => v.type === 1 && !v.videoUrl.endsWith('.mp4'))!;
    await page.goto('/videos-en');
    await hydrated(page);
    await page.getByRole('button', { name: `Play the video: ${embed.titleEn ?? embed.title}` }).first().click();
    const dialog = page.getByRole('dialog');
    const frame = dialog.locator('iframe');
    await expect(frame).toHaveAttribute('src', embed.videoUrl);
    await expect(frame).toHaveAttribute('sandbox', /allow-scripts/);
    await expect(dialog.getByRole('heading', { name: embed.titleEn ?? embed.title })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.locator('iframe')).toHaveCount(0);
  });

  for (const lang of ['zh', 'en'] as const) {
    test(`a broken source shows Video.js's error and the site's message (${lang})`, async ({ page, request, baseURL }) => {
      const videos = await videosOf(request);
      const mp4 = videos.find((v) => v.type === 2 && v.videoUrl.endsWith('.mp4'))!;
      await page.route('**/*.mp4', (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'gone' }));
      if (lang === 'en') await setLangCookie(page, 'en', baseURL!);
      await page.goto(lang === 'en' ? '/videos-en' : '/videos');
      await hydrated(page);
      const title = lang === 'en' ? (mp4.titleEn ?? mp4.title) : mp4.title;
      await page.getByRole('button', { name: lang === 'en' ? `Play the video: ${title}` : `播放视频：${title}` }).first().click();
      const dialog = page.getByRole('dialog');
      const m = lang === 'en' ? en : zh;
      await expect(dialog.getByRole('alert')).toHaveText(m.video.unsupported, { timeout: 10_000 });
      const vjsError = dialog.locator('.vjs-error-display .vjs-modal-dialog-content');
      await expect(vjsError).toBeVisible();
      await expect(vjsError).not.toBeEmpty();
    });
  }
});

test.describe('layout stability', () => {
  test('the home page does not shift while it loads and while scrolling (CLS < 0.05)', async ({ page }) => {
    await watchLayoutShift(page);
    await page.goto('/');
    await hydrated(page);
    const height = await page.evaluate(() => document.body.scrollHeight);
    for (let y = 0; y < height; y += 500) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(60);
    }
    await page.waitForTimeout(500);
    const shift = await layoutShift(page);
    expect(shift.total, shift.moved).toBeLessThan(0.05);
  });
});

test('the videos page lists every published site video under its type', async ({ page, request }) => {
  oneWidthHere();
  const videos = (await apiPost(request, endpoints.videoList, { pageNo: 1, pageSize: 100 })).records;
  await page.goto('/videos');
  const reports = page.locator('section[aria-labelledby="videos-reports"]');
  const highlights = page.locator('section[aria-labelledby="videos-highlights"]');
  await expect(reports.getByRole('heading', { level: 2 })).toHaveText(VIDEOS.zh.reports);
  await expect(reports.locator('li')).toHaveCount(videos.filter((v) => v.type === 1).length);
  await expect(highlights.locator('li')).toHaveCount(videos.filter((v) => v.type === 2).length);
  await expect(reports.locator('time').first()).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
});
