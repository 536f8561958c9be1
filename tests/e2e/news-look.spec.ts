/**
 * Issue 28, item 11: a published post looks like the editor. The same post (a list, a picture on
 * its own, a figure with its caption, a table) is opened in the console's editor and on the public
 * post page, and the spacing a reader sees is measured in both: the gap between list items, the
 * space under a picture and a figure, a cell's padding, where its text starts and how tall its
 * row is, the text's size. Its own server (the build in BUILD_DIR) with an editor account.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { openDb } from '../../server/db/client';
import { createNews } from '../../server/db/factories';
import { hydrated, setLangCookie } from './helpers';
import { startOwnServer, type OwnServer } from './own-server';
import { fillWithStaff, STAFF_PASSWORD } from './staff-accounts';

const EDITOR = { email: 'look-editor@example.com', name: 'Lou Look', role: 'editor' as const };
const PICTURE = '/images/cases/case-1.svg';
const BODY =
  '<p>Before the list</p><ul><li><p>First start at ten</p></li><li><p>Second start at noon</p></li></ul>' +
  `<p>Before the picture</p><img src="${PICTURE}" alt="Loose picture" width="320" height="180"><p>After the picture</p>` +
  `<figure><img src="${PICTURE}" alt="Framed picture" width="320" height="180"><figcaption>The fleet</figcaption></figure>` +
  '<p>After the figure</p>' +
  '<table><tbody><tr><th><p>Race</p></th><th><p>Wind</p></th></tr><tr><td><p>R1</p></td><td><p>12 kn</p></td></tr></tbody></table>' +
  '<p>After the table</p>';

let server: OwnServer;

test.beforeAll(async () => {
  // (a server of its own starts slowly on a busy machine)
  test.setTimeout(120_000);
  server = await startOwnServer(`news-look-${test.info().project.name}`, {
    fill: async (file) => {
      await fillWithStaff([EDITOR])(file);
      const handle = await openDb(`sqlite:${file}`);
      await createNews(handle.db, {
        newsCd: 'NLOOK01',
        title: '版式',
        titleEn: 'The look',
        content: BODY,
        // the same text in English: the English post page shows a post's English text (issue 28 item 5)
        contentEn: BODY,
        publishTime: '2026-01-10 09:00:00',
      });
      await handle.close();
    },
    env: { LOG_LEVEL: 'error' },
  });
});
test.afterAll(async () => {
  await server?.stop();
});

/** the spacing of the post's text inside `root` (rounded to the pixel) */
async function spacing(root: Locator) {
  await expect(root.getByRole('img', { name: 'Framed picture' })).toBeVisible();
  return root.evaluate((el) => {
    const q = (s: string) => {
      const found = el.querySelector(s);
      if (!found) throw new Error(`no ${s}`);
      return found as HTMLElement;
    };
    const box = (e: Element) => e.getBoundingClientRect();
    const px = (n: number) => Math.round(n);
    const para = (text: string) => [...el.querySelectorAll('p')].find((p) => p.textContent === text)!;
    const items = el.querySelectorAll('li');
    const loose = q('img[alt="Loose picture"]');
    const figure = q('figure');
    const cell = q('td');
    const cellText = cell.querySelector('p') ?? cell;
    const style = getComputedStyle(cell);
    return {
      textSize: getComputedStyle(para('Before the list')).fontSize,
      lineHeight: getComputedStyle(para('Before the list')).lineHeight,
      betweenItems: px(box(items[1]!).top - box(items[0]!).bottom),
      listToNext: px(box(para('Before the picture')).top - box(q('ul')).bottom),
      underPicture: px(box(para('After the picture')).top - box(loose).bottom),
      underFigure: px(box(para('After the figure')).top - box(figure).bottom),
      captionGap: px(box(q('figcaption')).top - box(figure.querySelector('img')!).bottom),
      cellPadding: [style.paddingTop, style.paddingRight, style.paddingBottom, style.paddingLeft].join(' '),
      cellTextFromTop: px(box(cellText).top - box(cell).top),
      cellTextToBottom: px(box(cell).bottom - box(cellText).bottom),
      rowHeight: px(box(cell.parentElement!).height),
      cellMinWidth: style.minWidth,
      underTable: px(box(para('After the table')).top - box(q('table')).bottom),
    };
  });
}

test('a post with a list, pictures and a table has the same spacing in the editor and on the post page', async ({
  page,
}) => {
  await setLangCookie(page, 'en', server.base);
  await page.goto(`${server.base}/admin/login?next=${encodeURIComponent('/admin/news/NLOOK01')}`);
  await hydrated(page);
  await page.locator('#login-email').fill(EDITOR.email);
  await page.locator('#login-password').fill(STAFF_PASSWORD);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL((u) => u.pathname === '/admin/news/NLOOK01');
  await hydrated(page);
  const editor = page.getByRole('textbox').filter({ hasText: 'Before the list' }).first();
  await expect(editor.locator('li')).toHaveCount(2);
  const inEditor = await spacing(editor);

  const visitor: Page = await page.context().newPage();
  await visitor.goto(`${server.base}/blog-details-en/NLOOK01`);
  const onPage = await spacing(visitor.locator('[data-news-content]'));

  expect(onPage).toEqual(inEditor);
  // and what that spacing is: list items close together, a picture apart from the next line, a
  // table's cells roomy with their text in the padding (not pushed up by a paragraph's margin)
  expect(onPage.betweenItems).toBeLessThan(8);
  expect(onPage.underPicture).toBeGreaterThanOrEqual(16);
  expect(onPage.underFigure).toBeGreaterThanOrEqual(16);
  expect(onPage.cellTextToBottom).toBe(onPage.cellTextFromTop);
  expect(onPage.cellMinWidth).not.toBe('0px');
  await visitor.close();
});
