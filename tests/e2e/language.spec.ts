/**
 * Issue 28, item 5: English pages against Chinese content (docs/decisions/0017-language-of-content.md).
 * News: a post with an English body shows it on its English page and its Chinese body on the
 * Chinese one; a post without one says on its English page that it is in Chinese only and links to
 * the Chinese page, with no Chinese text in place of the English. Its own server (the build in
 * BUILD_DIR), at both widths.
 */
import { expect, test } from '@playwright/test';
import en from '../../app/i18n/en';
import zh from '../../app/i18n/zh';
import { migrate, openDb } from '../../server/db/client';
import { createNews } from '../../server/db/factories';
import { expectUsable, setLangCookie } from './helpers';
import { startOwnServer, type OwnServer } from './own-server';

let server: OwnServer;

test.beforeAll(async () => {
  // (a server of its own starts slowly on a busy machine)
  test.setTimeout(120_000);
  server = await startOwnServer(`language-${test.info().project.name}`, {
    fill: async (file) => {
      const handle = await openDb(`sqlite:${file}`);
      await migrate(handle);
      await createNews(handle.db, {
        newsCd: 'NLANG01',
        title: '帆船赛开幕',
        titleEn: 'The regatta opens',
        content: '<p>今天帆船赛开幕，风力十二节。</p>',
        contentEn: '<p>The regatta opened today in twelve knots.</p>',
        publishTime: '2026-01-10 09:00:00',
      });
      await createNews(handle.db, {
        newsCd: 'NLANG02',
        title: '只有中文的文章',
        titleEn: 'A post in Chinese',
        content: '<p>这篇文章只有中文正文。</p>',
        publishTime: '2026-01-11 09:00:00',
      });
      await handle.close();
    },
    env: { LOG_LEVEL: 'error' },
  });
});
test.afterAll(async () => {
  await server?.stop();
});

test.describe('news bodies', () => {
  test('en: a post with an English body shows it, and no Chinese text', async ({ page }) => {
    await setLangCookie(page, 'en', server.base);
    await page.goto(`${server.base}/blog-details-en/NLANG01`);
    const body = page.locator('[data-news-content]');
    await expect(body).toHaveText('The regatta opened today in twelve knots.');
    await expect(page.getByRole('article')).not.toContainText('帆船');
    await expect(page.getByRole('note')).toHaveCount(0);
  });

  test('zh: the same post shows its Chinese body', async ({ page }) => {
    await setLangCookie(page, 'zh', server.base);
    await page.goto(`${server.base}/blog-details/NLANG01`);
    await expect(page.locator('[data-news-content]')).toHaveText('今天帆船赛开幕，风力十二节。');
    await expect(page.getByRole('article')).not.toContainText('twelve knots');
  });

  test('en: a post without an English body says it is in Chinese and links to it, showing no Chinese text', async ({
    page,
  }) => {
    await setLangCookie(page, 'en', server.base);
    await page.goto(`${server.base}/blog-details-en/NLANG02`);
    const note = page.getByRole('note');
    await expectUsable(note);
    await expect(note).toContainText(en.news.detail.chineseOnly);
    await expect(page.locator('[data-news-content]')).toHaveCount(0);
    await expect(page.getByRole('article')).not.toContainText('这篇文章');
    const link = note.getByRole('link', { name: new RegExp(en.news.detail.readChinese) });
    await expectUsable(link);
    await link.click();
    await page.waitForURL(/\/blog-details\/NLANG02/);
    await expect(page.locator('[data-news-content]')).toHaveText('这篇文章只有中文正文。');
    await expect(page.getByText(zh.news.detail.chineseOnly)).toHaveCount(0);
  });
});
