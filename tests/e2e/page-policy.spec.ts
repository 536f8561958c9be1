/**
 * The page's Content-Security-Policy as a browser applies it (issue 25, findings 8 and 11). The
 * spec runs its own production server (the build in BUILD_DIR) on a scratch database with one
 * published event whose videos are an allowed player's page and an mp4 of the site:
 *
 * - the allowed player is framed: the page's CSP names its host in frame-src, the dialog's iframe
 *   loads it (the player's page is answered by the test, so nothing leaves the machine) and the
 *   browser reports no violation (`frame-src 'self'` refused every player before);
 * - style elements need the response's nonce: pages with the Video.js player and the inlined CSS
 *   render with no CSP violation (Video.js adds no <style> of its own; the contact map is
 *   watched by contact.spec.ts).
 *
 * Desktop project only: the policy is the same at every width.
 */
import { expect, test, type Page } from '@playwright/test';
import { createEvent, createEventVideo } from '../../server/db/factories';
import { hydrated } from './helpers';
import { startOwnServer, type OwnServer } from './own-server';
import { fillWith } from './scratch-db';

const PLAYER = 'https://player.bilibili.com/player.html?bvid=BV1e2e';
let server: OwnServer | undefined;

test.beforeAll(async () => {
  if (test.info().project.name !== 'desktop') return;
  server = await startOwnServer('page-policy', {
    env: { VIDEO_EMBED_HOSTS: 'player.bilibili.com,www.youtube-nocookie.com' },
    fill: fillWith(async (db) => {
      await createEvent(db, { eventCd: 'CSPEV1', isPublish: 1 });
      await createEventVideo(db, { eventCd: 'CSPEV1', videoUrl: PLAYER, title: '嵌入的播放器', thumbUrl: null });
      await createEventVideo(db, {
        eventCd: 'CSPEV1',
        videoUrl: '/uploads/videos/none.mp4',
        title: '本站视频',
        thumbUrl: null,
      });
    }),
  });
});
test.afterAll(async () => {
  await server?.stop();
});

/** records every CSP violation the page reports (from the first script on) */
async function violations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as Window & { __csp?: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.effectiveDirective} ${e.blockedURI} ${e.sample}`),
    );
  });
  const texts: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) texts.push(m.text());
  });
  return async () => [
    ...texts,
    ...((await page.evaluate(() => (window as Window & { __csp?: string[] }).__csp ?? [])) as string[]),
  ];
}

test.describe('the page policy', () => {
  test.beforeEach(() => {
    test.skip(test.info().project.name !== 'desktop', 'desktop only: one policy at every width');
  });

  test("frames an allowed player's page: frame-src names its host, the dialog's iframe loads it", async ({ page }) => {
    const reported = await violations(page);
    await page.route('https://player.bilibili.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><p>player answered</p>' }),
    );
    const answer = await page.goto(`${server!.base}/events/detail/CSPEV1?tab=videos`);
    const csp = answer!.headers()['content-security-policy']!;
    expect(csp.split('; ').find((d) => d.startsWith('frame-src'))).toContain('https://player.bilibili.com');
    await hydrated(page);
    await page.getByRole('button', { name: /嵌入的播放器/ }).click();
    const frame = page.getByRole('dialog').locator('iframe');
    await expect(frame).toHaveAttribute('src', PLAYER);
    await expect(page.frameLocator('dialog iframe').getByText('player answered')).toBeVisible();
    expect(await reported()).toEqual([]);
  });

  test('style elements carry the nonce: the inlined CSS and the Video.js player report no violation', async ({
    page,
  }) => {
    const reported = await violations(page);
    const answer = await page.goto(`${server!.base}/events/detail/CSPEV1?tab=videos`);
    expect(answer!.headers()['content-security-policy']).toMatch(/style-src-elem 'self' 'nonce-[^']+'(;|$)/);
    await hydrated(page);
    await page.getByRole('button', { name: /本站视频/ }).click();
    await expect(page.getByRole('dialog').locator('.video-js')).toBeVisible();
    const box = await page.getByRole('dialog').locator('.video-js').boundingBox();
    // 16:9 from video-js.css (no style element of Video.js's own)
    expect(Math.abs(box!.height / box!.width - 9 / 16)).toBeLessThan(0.02);
    await page.goto(`${server!.base}/`);
    await hydrated(page);
    expect(await reported()).toEqual([]);
  });
});
