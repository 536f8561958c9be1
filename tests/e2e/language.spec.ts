/**
 * Issue 28, item 5: the language of content (docs/decisions/0017-language-of-content.md).
 *
 * Every page kind, once per language, on the demo server: an English page has no Chinese text
 * (text or alt/title/aria-label/placeholder) outside an element marked lang="zh…", and no picture
 * with Chinese words drawn into it (the SVGs it shows, partners' logos aside); a Chinese page has no
 * English sentence (five Latin words or more with no Chinese) outside an element marked lang="en";
 * result headings read "组别：…" on Chinese pages; the event's name wraps at 375 px, never cut.
 * The brand's wordmark ("SailFish 帆鱼", the same on every page) is marked lang="zh-CN" in the logo.
 *
 * News, on a server of its own (the build in BUILD_DIR): a post with an English body shows it on its
 * English page and its Chinese body on the Chinese one; a post without one says on its English page
 * that it is in Chinese only and links to the Chinese page; a post in the other language is listed
 * with a marker ("英文" / "Chinese") and its title marked with its lang. Desktop only.
 */
import { expect, test } from '@playwright/test';
import en from '../../app/i18n/en';
import zh from '../../app/i18n/zh';
import { fillWith } from './scratch-db';
import { createNews } from '../../server/db/factories';
import { PAGES } from '../../app/lib/pages';
import { endpoints } from '../../shared/endpoints';
import { orderPublications } from '../../shared/score-publication';
import { apiPost, expectUsable, setLangCookie } from './helpers';
import type { APIRequestContext } from '@playwright/test';
import { parseDocument } from 'htmlparser2';
import { Element, isTag, isText, type ParentNode } from 'domhandler';
import { startOwnServer, type OwnServer } from './own-server';

let server: OwnServer;

test.beforeAll(async () => {
  // (a server of its own starts slowly on a busy machine)
  test.setTimeout(120_000);
  server = await startOwnServer(`language-${test.info().project.name}`, {
    fill: fillWith(async (db) => {
      await createNews(db, {
        newsCd: 'NLANG01',
        title: '帆船赛开幕',
        titleEn: 'The regatta opens',
        content: '<p>今天帆船赛开幕，风力十二节。</p>',
        contentEn: '<p>The regatta opened today in twelve knots.</p>',
        publishTime: '2026-01-10 09:00:00',
      });
      await createNews(db, {
        newsCd: 'NLANG02',
        title: '只有中文的文章',
        titleEn: 'A post in Chinese',
        content: '<p>这篇文章只有中文正文。</p>',
        publishTime: '2026-01-11 09:00:00',
      });
      // a post written in English only (the main fields), and one in Chinese only (no English title)
      await createNews(db, {
        newsCd: 'NLANG03',
        title: 'Harbour notes from the race office',
        content: '<p>Boats are launched from the north ramp this week.</p>',
        publishTime: '2026-01-12 09:00:00',
      });
      await createNews(db, {
        newsCd: 'NLANG04',
        title: '码头通知',
        content: '<p>本周从北坡道下水。</p>',
        publishTime: '2026-01-13 09:00:00',
      });
    }),
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

test.describe('posts in the other language', () => {
  test('zh: an English-only post is listed with "英文" and its title marked lang="en"; en: a Chinese-only one with "Chinese"', async ({
    page,
  }) => {
    await setLangCookie(page, 'zh', server.base);
    await page.goto(`${server.base}/blog-list`);
    const enPost = page.getByRole('article').filter({ hasText: 'Harbour notes from the race office' });
    await expect(enPost.getByText(zh.news.postIn.en, { exact: true })).toBeVisible();
    await expect(enPost.getByRole('link', { name: 'Harbour notes from the race office', exact: true })).toHaveAttribute(
      'lang',
      'en',
    );
    // a Chinese post on the Chinese list: no marker
    const zhPost = page.getByRole('article').filter({ hasText: '码头通知' });
    await expect(zhPost.getByText(zh.news.postIn.en, { exact: true })).toHaveCount(0);

    await page.goto(`${server.base}/blog-details/NLANG03`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en');
    await expect(page.locator('[data-news-content]')).toHaveText('Boats are launched from the north ramp this week.');

    await setLangCookie(page, 'en', server.base);
    await page.goto(`${server.base}/blog-list-en`);
    const zhOnly = page.getByRole('article').filter({ hasText: '码头通知' });
    await expect(zhOnly.getByText(en.news.postIn['zh-CN'], { exact: true })).toBeVisible();
    await expect(zhOnly.getByRole('link', { name: '码头通知', exact: true })).toHaveAttribute('lang', 'zh-CN');
    // an English post written in the main fields is English on English pages: no marker, its body shown
    const enOnly = page.getByRole('article').filter({ hasText: 'Harbour notes from the race office' });
    await expect(enOnly.getByText(en.news.postIn['zh-CN'], { exact: true })).toHaveCount(0);
    await page.goto(`${server.base}/blog-details-en/NLANG03`);
    await expect(page.locator('[data-news-content]')).toHaveText('Boats are launched from the north ramp this week.');
    await expect(page.getByRole('note')).toHaveCount(0);
  });
});

// ---------------------------------------------------------------- every page kind, on the demo server

const FLAGSHIP = 'SF-NG-2026-SAIL';
const LEVEL = 'SFNG26-470X';

/** the elements under `node`, in document order */
function* elements(node: ParentNode): Generator<Element> {
  for (const child of node.children) {
    if (!isTag(child)) continue;
    yield child;
    yield* elements(child);
  }
}

/** the element's own text nodes and those of its descendants, with the element holding each */
function* textNodes(node: ParentNode): Generator<{ el: Element; text: string }> {
  for (const child of node.children) {
    if (isText(child) && node instanceof Element) yield { el: node, text: child.data };
    else if (isTag(child) && !['script', 'style', 'noscript', 'template'].includes(child.name)) yield* textNodes(child);
  }
}

/** the `lang` of the nearest element marked with one, as Element.closest('[lang]') finds it */
function markedLang(el: Element | null): string {
  for (let e = el; e; e = e.parent instanceof Element ? e.parent : null) {
    const lang = e.attribs.lang;
    if (lang !== undefined) return lang.toLowerCase();
  }
  return '';
}

/**
 * what a page's HTML shows in the wrong language: its body's text nodes and the attributes that
 * stand in for text (parsed as the browser parses it: the rule is about what the server renders)
 */
function foreignText(html: string, lang: 'zh' | 'en'): string[] {
  const han = /\p{Script=Han}/u;
  const wrong = (text: string, el: Element): boolean => {
    const marked = markedLang(el);
    if (lang === 'en') return han.test(text) && !marked.startsWith('zh');
    // an English sentence on a Chinese page: five Latin words or more and no Chinese
    return !han.test(text) && (text.match(/[A-Za-z]{2,}/g)?.length ?? 0) >= 5 && !marked.startsWith('en');
  };
  const body = [...elements(parseDocument(html))].find((e) => e.name === 'body');
  expect(body, 'the page has a body').toBeDefined();
  const out: string[] = [];
  for (const { el, text: raw } of textNodes(body!)) {
    const text = raw.trim();
    // (an address printed for the paper copy is no sentence)
    if (!text || /^https?:\/\/\S+$/.test(text)) continue;
    if (wrong(text, el)) out.push(`${el.name}: ${text.slice(0, 80)}`);
  }
  // what stands in for text (a picture's alt, a field's placeholder); an aria-label or a title
  // repeats a visible text checked above, or holds the Chinese beside its translation (a club)
  for (const el of elements(body!)) {
    for (const name of ['alt', 'placeholder']) {
      const v = el.attribs[name]?.trim();
      if (v && wrong(v, el)) out.push(`${el.name}[${name}]: ${v.slice(0, 80)}`);
    }
  }
  return out;
}

/**
 * the SVG pictures of the page's HTML with Chinese words drawn into them (partners' own logos
 * aside): every picture it may show, its src and each candidate of a srcset
 */
async function picturesWithChinese(html: string, request: APIRequestContext, seen: Set<string>): Promise<string[]> {
  const srcs = [...elements(parseDocument(html))]
    .filter((e) => e.name === 'img' || e.name === 'source')
    .flatMap((e) => [e.attribs.src ?? '', ...(e.attribs.srcset ?? '').split(',').map((c) => c.trim().split(/\s+/)[0]!)])
    .filter((s) => /\.svg(\?|$)/.test(s));
  const out: string[] = [];
  for (const src of srcs) {
    if (seen.has(src) || src.includes('/logo/partners/')) continue;
    seen.add(src);
    const svg = await (await request.get(src)).text();
    const words = [...svg.matchAll(/<text\b[^>]*>([\s\S]*?)<\/text>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, ''));
    if (words.some((w) => /\p{Script=Han}/u.test(w))) out.push(`${src}: ${words.join(' ').slice(0, 60)}`);
  }
  return out;
}

test.describe('every page kind', () => {
  test.describe.configure({ timeout: 240_000 });
  const kinds = PAGES.filter((p) => p.id !== 'indexEn');

  for (const lang of ['zh', 'en'] as const) {
    test(`${lang}: no text in the other language outside elements marked with it`, async ({
      page,
      baseURL,
      request,
    }) => {
      const news = await apiPost(request, endpoints.newsList, { pageNo: 1, pageSize: 1 });
      const scores = orderPublications(await apiPost(request, endpoints.levelScores, { levelCd: LEVEL }));
      const sailNo = (JSON.parse(scores[0]!.scores) as { data: { sailNo: string }[] }).data[0]!.sailNo;
      const fill = (pattern: string) =>
        pattern
          .replace(/:eventCd\??/, FLAGSHIP)
          .replace(/:levelCd\??/, LEVEL)
          .replace(':sailNo', sailNo.replace(/\s+/g, '').toUpperCase())
          .replace(/:newsCd\??/, encodeURIComponent(news.records[0]!.newsCd));
      const paths = kinds.map((p) => fill((lang === 'en' && p.en) || p.zh));
      // the event page's other tabs, and a grouped level (its headings name the division)
      const detail = fill(PAGES.find((p) => p.id === 'eventDetail')!.zh);
      paths.push(...['photos', 'videos', 'announcements', 'notices'].map((tab) => `${detail}?tab=${tab}`));
      paths.push(`/events/level/${FLAGSHIP}/SFNG26-OPT`);

      const problems: string[] = [];
      const pictures = new Set<string>();
      // the rule is about the text the server renders: its HTML, read without a browser (issue 27:
      // a page load costs ~0.5 s of Chromium's CPU, a request ~1/50 of it); the lang cookie and
      // the browser's Accept-Language as a visitor's browser sends them
      const headers = { cookie: `lang=${lang}`, 'accept-language': 'zh-CN' };
      for (const path of paths) {
        const res = await request.get(path, { headers });
        expect(res.status(), path).toBe(200);
        const html = await res.text();
        for (const t of foreignText(html, lang)) problems.push(`${path} ${t}`);
        if (lang === 'en')
          for (const p of await picturesWithChinese(html, request, pictures)) problems.push(`${path} picture ${p}`);
      }
      // in a browser, where the layout matters: a grouped class's groups are headed in the page's
      // language, and the event's name is a heading that at 375 px wraps, never cut or ellipsised (item 5)
      await setLangCookie(page, lang, baseURL!);
      for (const path of paths.filter(
        (p) => (p.startsWith('/events/detail/') && !p.includes('?')) || p.startsWith('/events/level/'),
      )) {
        await page.goto(path, { waitUntil: 'domcontentloaded' });
        if (path.startsWith(`/events/level/${FLAGSHIP}/SFNG26-OPT`)) {
          const group = page.getByRole('heading', { name: lang === 'zh' ? /^组别：男子组/ : /^Division: Boys/ });
          await expect(group.first()).toBeVisible();
        }
        await page.setViewportSize({ width: 375, height: 740 });
        const heading = page.getByRole('heading', { name: /全国运动会|National Games/ }).first();
        const box = await heading.evaluate((h) => {
          const cs = getComputedStyle(h);
          return {
            cut: h.scrollWidth > h.clientWidth + 1 || cs.textOverflow === 'ellipsis' || cs.whiteSpace === 'nowrap',
            right: h.getBoundingClientRect().right,
          };
        });
        expect(box.cut, `${path}: the event's name is cut at 375 px`).toBe(false);
        expect(box.right).toBeLessThanOrEqual(375);
        await page.setViewportSize({ width: 1280, height: 800 });
      }
      expect(problems, 'text or pictures in the other language (decision 0017)').toEqual([]);
    });
  }
});
