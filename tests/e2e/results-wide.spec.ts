/**
 * Long series as visitors meet them (issue 28): series of 1, 7, 15, 36 and 60 races, built with
 * the test DB factories in a server of the spec's own (fixtures/long-series.ts).
 *
 * Item 1: a table wider than its box shows that it scrolls: a scrollbar that is drawn, a shadow
 * on the side where more columns are, and a control naming the races out of view that brings
 * them in; a table that fits shows none of them.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './worker-page';
import en from '../../app/i18n/en';
import zh from '../../app/i18n/zh';
import { expectUsable, partsLive, setLangCookie } from './helpers';
import { startOwnServer, type OwnServer } from './own-server';
import { CHROMIUM_ARGS, chromiumPath } from './browser';
import { LONG_EVENT, SERIES, fillLongSeries, levelOf } from './fixtures/long-series';

// one server for the file: its tests run in order in one worker
test.describe.configure({ mode: 'default' });
// scrollbars drawn as a visitor's browser draws them (headless Chromium hides them by default)
test.use({
  launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS, ignoreDefaultArgs: ['--hide-scrollbars'] },
});

let server: OwnServer;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startOwnServer('long-series', { fill: fillLongSeries() });
});
test.afterAll(async () => {
  await server?.stop();
});

/** what the wide table shows of its scrolling: scrollbar height, shadows, the races in view */
async function scrollState(scroller: Locator) {
  return scroller.evaluate((node) => {
    const el = node as HTMLElement;
    const wide = el.closest('[data-more-left], [data-more-right]') ?? el.parentElement!;
    const shadow = (sel: string, pseudo: string) => {
      const cell = el.querySelector(sel);
      return cell ? Number(getComputedStyle(cell, pseudo).opacity) : 0;
    };
    return {
      scrollbar: el.offsetHeight - el.clientHeight,
      overflow: el.scrollWidth - el.clientWidth,
      moreLeft: wide.hasAttribute('data-more-left'),
      moreRight: wide.hasAttribute('data-more-right'),
      leftShadow: shadow('thead th[data-edge="start"]', '::after'),
      rightShadow: shadow('thead th[data-edge="end"]', '::before'),
    };
  });
}

async function openLevel(page: Page, races: number, lang: 'zh' | 'en' = 'zh') {
  if (lang === 'en') await setLangCookie(page, 'en', server.base);
  await page.goto(`${server.base}/events/level/${LONG_EVENT}/${levelOf(races)}`);
  await partsLive(page, 'results-tables');
  // the lines of text in an element: the distinct line boxes of its text (not of its boxes)
  await page.evaluate(() => {
    (window as unknown as LineCount).lineCount = (el: Element) => {
      const tops: number[] = [];
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const r of range.getClientRects())
          if (!tops.some((t) => Math.abs(t - r.top) < r.height / 2)) tops.push(r.top);
      }
      return tops.length;
    };
  });
}

interface LineCount {
  lineCount: (el: Element) => number;
}

test.describe('a wide results table shows that it scrolls (issue 28 item 1)', () => {
  test.skip(({ isMobile }) => isMobile, 'phones show one line per boat, not the wide table');

  for (const races of SERIES) {
    test(`${races} race${races === 1 ? '' : 's'} at 1280 px`, async ({ page }) => {
      await openLevel(page, races);
      const scroller = page.locator('[role="region"][tabindex="0"]:visible').first();
      await expect(scroller).toBeVisible();
      const state = await scrollState(scroller);
      const control = page.getByRole('button', { name: /第 \d+(–\d+)? 轮/ });
      if (races <= 7) {
        // it fits: nothing says it scrolls
        expect(state.overflow).toBeLessThanOrEqual(0);
        await expect(control).toHaveCount(0);
        expect(state.rightShadow).toBe(0);
        return;
      }
      expect(state.overflow).toBeGreaterThan(0);
      // a scrollbar that takes room (drawn, not an overlay that shows only while scrolling)
      expect(state.scrollbar).toBeGreaterThanOrEqual(8);
      // a shadow at the pinned Total while columns are hidden on the right, none on the left
      expect(state.moreRight).toBe(true);
      await expect.poll(async () => (await scrollState(scroller)).rightShadow).toBe(1);
      expect(state.leftShadow).toBe(0);
      // the control names the races out of view, up to the last one
      const next = page.getByRole('button', { name: new RegExp(`^第 \\d+–${races} 轮`) });
      await expectUsable(next);
      const first = Number(/第 (\d+)–/.exec((await next.textContent()) ?? '')![1]);
      expect(first).toBeGreaterThan(1);
      // the race before the first one named is in view, beside the pinned columns, uncovered
      await expectUsable(scroller.locator(`thead th[data-race="${first - 1}"]`), { scroll: false });
      await next.click();
      // the first race named now shows beside the pinned columns, and the way back is named
      await expectUsable(scroller.locator(`thead th[data-race="${first}"]`), { scroll: false });
      // in a long series the first races are now out of view on the left: the way back is named
      // (the arrow is aria-hidden: the name is the range)
      if (races >= 36) await expect(page.getByRole('button', { name: /^第 1(–\d+)? 轮$/ })).toBeVisible();
      expect((await scrollState(scroller)).moreLeft).toBe(true);
      await expect.poll(async () => (await scrollState(scroller)).leftShadow).toBe(1);
      // at the end: the last race in view, no shadow on the right, no control to the right
      await scroller.evaluate((el) => (el.scrollLeft = el.scrollWidth));
      await expect(page.getByRole('button', { name: new RegExp(`–${races} 轮`) })).toHaveCount(0);
      await expect.poll(async () => (await scrollState(scroller)).rightShadow).toBe(0);
      await expectUsable(scroller.locator(`thead th[data-race="${races}"]`), { scroll: false });
    });
  }

  test('English: "Races 15–36 →"', async ({ page }) => {
    await openLevel(page, 36, 'en');
    const next = page.getByRole('button', { name: /^Races \d+–36/ });
    await expectUsable(next);
    await expect(next).toContainText('→');
    expect(en.results.scroll.races).toContain('{{from}}');
    expect(zh.results.scroll.races).toContain('{{from}}');
  });
});

test.describe('club and team names (issue 28 item 3)', () => {
  test('English: clubs in English, the Chinese in a title; no raw pinyin', async ({ page, isMobile }) => {
    test.skip(isMobile, 'the club is in the opened line on phones');
    await openLevel(page, 15, 'en');
    const table = page.locator('[role="region"][tabindex="0"]:visible').first();
    const club = table.locator('tbody [title="青岛帆船俱乐部"]').first();
    await expect(club).toHaveText('Qingdao Sailing Club');
    await expect(table.locator('tbody [title="山东省帆船帆板队"]').first()).toHaveText(
      'Shandong Province Sailing and Windsurfing Team',
    );
    await expect(table).not.toContainText('Fanchuan');
    await expect(table).not.toContainText('Julebu');
    // every translated club carries its Chinese name in its title
    const titles = await table
      .locator('tbody td span[lang="en"][title]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('title') ?? ''));
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) expect(title).toMatch(/\p{Script=Han}/u);
  });
});

/**
 * each row of the table's body: the lines of its club, helm and crew, its height, and the height
 * of one line of the table's text and of the helm's box (on English pages a Chinese helm is two
 * lines by design: the romanisation over the name as entered)
 */
async function rowLines(table: Locator, lang: 'zh' | 'en') {
  const words = (lang === 'zh' ? zh : en).results.columns;
  return table.evaluate((el, words) => {
    const count = (window as unknown as LineCount).lineCount;
    const head = [...el.querySelectorAll('thead th')].map((th) => th.textContent?.trim().toLowerCase());
    const club = head.indexOf(words.club.toLowerCase());
    const names = [head.indexOf(words.helm.toLowerCase()), head.indexOf(words.crew.toLowerCase())];
    const line = parseFloat(getComputedStyle(el.querySelector('tbody td')!).lineHeight);
    return [...el.querySelectorAll('tbody tr')].map((tr) => {
      const cells = [...tr.children];
      const clubCell = cells[club]!;
      const pad =
        parseFloat(getComputedStyle(clubCell).paddingTop) + parseFloat(getComputedStyle(clubCell).paddingBottom);
      return {
        club: clubCell.textContent ?? '',
        clubLines: count(clubCell),
        nameLines: names.map((i) => count(cells[i]!)),
        height: tr.getBoundingClientRect().height,
        // the romanisation and the name as entered, one over the other
        helmHeight:
          cells[names[0]!]!.querySelector('span[lang="en"]')?.parentElement?.getBoundingClientRect().height ?? 0,
        line,
        pad,
      };
    });
  }, words);
}

test.describe('clubs on one line (issue 28 item 3)', () => {
  test.skip(({ isMobile }) => isMobile, 'phones show the club in the opened line');

  for (const lang of ['zh', 'en'] as const) {
    test(`${lang}: a long club keeps its row one line tall at 1280 px; in print within two lines`, async ({ page }) => {
      // the 36-race series is wider than its card: the layout squeezes every column it can
      await openLevel(page, 36, lang);
      const table = page.locator('[role="region"][tabindex="0"]:visible table').first();
      const rows = await rowLines(table, lang);
      expect(rows.length).toBe(18);
      const longest =
        lang === 'zh' ? '海南省帆船帆板运动管理中心' : 'Hainan Province Sailing and Windsurfing Administration Centre';
      expect(rows.map((r) => r.club)).toContain(longest);
      for (const r of rows) {
        // an English club may take the two lines its helm takes anyway (more races in view)
        expect(r.clubLines, r.club).toBeLessThanOrEqual(lang === 'zh' ? 1 : 2);
        // Chinese helms and crews never wrap either
        for (const n of r.nameLines) expect(n, r.club).toBe(lang === 'zh' ? 1 : 2);
        // the row is as tall as one line (zh), or two lines: the helm's two-line box or the club's (en)
        const content = lang === 'zh' ? r.line : Math.max(r.helmHeight, 2 * r.line);
        expect(r.height, r.club).toBeLessThanOrEqual(content + r.pad + 2);
      }
      // and the names leave room for races: at least five race columns wholly in view
      const inView = await table.evaluate((t) => {
        const box = t.closest('[role="region"]')!.getBoundingClientRect();
        const pinned = [...t.querySelectorAll('thead th')].filter((th) => getComputedStyle(th).position === 'sticky');
        const right = Math.min(
          box.right,
          ...pinned.map((th) => th.getBoundingClientRect().left).filter((x) => x > box.left + 200),
        );
        return [...t.querySelectorAll('thead th')].filter((th) => {
          const r = th.getBoundingClientRect();
          return /^R\d+$/.test(th.textContent?.trim() ?? '') && r.left >= box.left && r.right <= right + 1;
        }).length;
      });
      expect(inView, 'race columns in view at 1280 px').toBeGreaterThanOrEqual(lang === 'zh' ? 5 : 4);
      // the Chinese name of an English club is in its title
      if (lang === 'en')
        await expect(table.locator(`[title="海南省帆船帆板运动管理中心"]`).first()).toHaveText(longest);

      // print (A4 landscape, 297 mm less Chrome's margins): the 15-race series prints whole with
      // its clubs, each in at most two lines
      await openLevel(page, 15, lang);
      await page.setViewportSize({ width: 1047, height: 740 });
      await page.emulateMedia({ media: 'print' });
      const printed = page.locator('table:visible').first();
      const printRows = await rowLines(printed, lang);
      expect(printRows.length).toBe(18);
      expect(printRows.map((r) => r.club)).toContain(longest);
      for (const r of printRows) {
        expect(r.clubLines, r.club).toBeLessThanOrEqual(2);
        expect(r.height, r.club).toBeLessThanOrEqual(Math.max(2 * r.line, r.helmHeight) + r.pad + 2);
      }
      // and the table fits the sheet
      const fits = await printed.evaluate((t) => ({
        right: t.getBoundingClientRect().right,
        sheet: document.documentElement.clientWidth,
        cols: [...t.querySelectorAll('thead th')]
          .map((th) => `${th.textContent}:${Math.round(th.getBoundingClientRect().width)}`)
          .join(' '),
      }));
      expect(fits.right, fits.cols).toBeLessThanOrEqual(fits.sheet + 1);
      // the worker's page goes on to the next test as a screen at 1280 px
      await page.emulateMedia({ media: null });
      await page.setViewportSize({ width: 1280, height: 800 });
    });
  }
});

test.describe('the boat page chart (issue 28 item 4)', () => {
  test('rank labels on their gridlines, evenly spaced, the line using the box', async ({ page }) => {
    await openLevel(page, 15);
    // a boat from the middle of the fleet
    const boat = page.locator('main a[href*="/boat/"]').nth(8);
    await page.goto(`${server.base}${await boat.getAttribute('href')}`);
    const chart = page.locator('main svg[role="img"]');
    await expect(chart).toBeVisible();
    const geometry = await chart.evaluate((svg) => {
      const lines = [...svg.querySelectorAll('line')].map((l) => Number(l.getAttribute('y1')));
      const labels = [...svg.querySelectorAll('text[data-tick]')].map((t) => ({
        tick: Number(t.getAttribute('data-tick')),
        y: Number(t.getAttribute('y')),
        baseline: t.getAttribute('dominant-baseline'),
      }));
      const line = svg.querySelector('polyline')!;
      const ys = line
        .getAttribute('points')!
        .trim()
        .split(/\s+/)
        .map((p) => Number(p.split(',')[1]));
      return { lines, labels, ys };
    });
    // each label on a gridline, centred on it
    expect(geometry.labels.length).toBeGreaterThanOrEqual(3);
    for (const label of geometry.labels) {
      expect(geometry.lines.some((y) => Math.abs(y - label.y) < 0.5)).toBe(true);
      expect(label.baseline).toBe('central');
    }
    // even: the same number of places and the same distance between two gridlines
    const ticks = geometry.labels.map((l) => l.tick);
    const steps = new Set(ticks.slice(1).map((v, i) => v - ticks[i]!));
    expect(steps.size).toBe(1);
    const gaps = geometry.lines.slice(1).map((y, i) => y - geometry.lines[i]!);
    expect(Math.max(...gaps) - Math.min(...gaps)).toBeLessThan(0.5);
    // the line uses at least half the height between the top and bottom gridlines
    const span = Math.max(...geometry.lines) - Math.min(...geometry.lines);
    expect((Math.max(...geometry.ys) - Math.min(...geometry.ys)) / span).toBeGreaterThanOrEqual(0.5);
  });
});

test.describe('phone rows (issue 28 item 13)', () => {
  test('no empty gutter for a flag when the class has no nations', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the one-line-per-boat view is the phone view');
    await openLevel(page, 7);
    const summary = page.locator('main details > summary').first();
    await expect(summary).toBeVisible();
    const gap = await summary.evaluate((s) => {
      const [, boat, names] = [...s.children] as HTMLElement[];
      const sail = boat!.lastElementChild as HTMLElement;
      const range = document.createRange();
      range.selectNodeContents(sail);
      return names!.getBoundingClientRect().left - range.getBoundingClientRect().right;
    });
    expect(gap).toBeLessThan(20);
  });
});

/** the text of each sheet of a PDF (pdftotext from poppler-utils), null when it is not installed */
function sheets(pdf: Buffer): string[] | null {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-print-'));
  try {
    fs.writeFileSync(path.join(dir, 'p.pdf'), pdf);
    execFileSync('pdftotext', ['-layout', path.join(dir, 'p.pdf'), path.join(dir, 'p.txt')]);
    return fs
      .readFileSync(path.join(dir, 'p.txt'), 'utf8')
      .split('\f')
      .filter((s) => s.trim() !== '');
  } catch {
    return null;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

test.describe('print on A4 landscape (issue 28 item 2)', () => {
  test.skip(({ isMobile }) => isMobile, 'one print layout: the desktop project prints it');

  /** the printed level page: its sheets' text and what the print layout measures */
  async function print(page: Page, races: number, lang: 'zh' | 'en') {
    await openLevel(page, races, lang);
    await page.emulateMedia({ media: 'print' });
    // the printable width of an A4 landscape sheet with 10 mm margins, at 96 px an inch
    await page.setViewportSize({ width: 1047, height: 720 });
    const layout = await page.evaluate(() => {
      const tables = [...document.querySelectorAll('main table')].filter((t) => t.getClientRects().length > 0);
      const fonts = tables.flatMap((t) =>
        [...t.querySelectorAll('td, th')].slice(0, 40).map((c) => parseFloat(getComputedStyle(c).fontSize)),
      );
      return {
        widest: Math.max(...tables.map((t) => t.getBoundingClientRect().width)),
        page: document.documentElement.scrollWidth,
        smallest: Math.min(...fonts),
      };
    });
    const pdf = await page.pdf({ format: 'A4', landscape: true, preferCSSPageSize: true, printBackground: true });
    await page.emulateMedia({ media: null });
    await page.setViewportSize({ width: 1280, height: 800 });
    return { layout, text: sheets(pdf) };
  }

  for (const races of [36, 60]) {
    test(`${races} races: the key columns on every sheet, every race somewhere, nothing below 7.5 pt`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      for (const [lang, m] of [
        ['zh', zh],
        ['en', en],
      ] as const) {
        const { layout, text } = await print(page, races, lang);
        // nothing wider than the sheet (Chrome would shrink the whole print below 7.5 pt)
        expect(layout.widest).toBeLessThanOrEqual(1047);
        expect(layout.page).toBeLessThanOrEqual(1048);
        expect(layout.smallest).toBeGreaterThanOrEqual(10); // 7.5 pt
        test.skip(text === null, 'pdftotext (poppler-utils) is not installed');
        const withTable = text!.filter((s) => /CHN 1\d\d/.test(s));
        expect(withTable.length).toBeGreaterThanOrEqual(2);
        for (const sheet of withTable)
          for (const key of ['rank', 'sailNo', 'helm', 'total', 'net'] as const)
            expect(sheet.toLowerCase(), `${lang} sheet has ${key}`).toContain(m.results.columns[key].toLowerCase());
        const all = withTable.join('\n');
        for (let r = 1; r <= races; r++) expect(all).toMatch(new RegExp(`\\bR${r}\\b`));
      }
    });
  }

  test('a fleet of 18 in 15 races: the table on one sheet, the heading in one line', async ({ page }) => {
    const { layout, text } = await print(page, 15, 'zh');
    expect(layout.widest).toBeLessThanOrEqual(1047);
    expect(layout.smallest).toBeGreaterThanOrEqual(10);
    const h1 = page.locator('main h1').first();
    await page.emulateMedia({ media: 'print' });
    await page.setViewportSize({ width: 1047, height: 720 });
    const lines = await h1.evaluate((el) => (window as unknown as LineCount).lineCount(el));
    expect(lines).toBe(1);
    test.skip(text === null, 'pdftotext (poppler-utils) is not installed');
    const boats = (sheet: string) => new Set(sheet.match(/CHN 1\d\d/g) ?? []).size;
    expect(Math.max(...text!.map(boats))).toBe(18);
  });
});

test.describe('short pages (issue 28 item 13)', () => {
  for (const lang of ['zh', 'en'] as const) {
    test(`${lang}: no empty band above the footer`, async ({ page }) => {
      if (lang === 'en') await setLangCookie(page, 'en', server.base);
      // an event without videos: a short page
      await page.goto(`${server.base}/events/detail/${LONG_EVENT}?tab=videos`);
      const empty = page.getByText(lang === 'en' ? en.common.noData : zh.common.noData);
      await expect(empty).toBeVisible();
      const band = await page.evaluate(() => {
        const footer = document.querySelector('body > footer')!.getBoundingClientRect().top;
        const main = document.querySelector('main')!;
        const last = [...main.querySelectorAll('*')]
          .filter((el) => el.getClientRects().length > 0 && el.children.length === 0)
          .map((el) => el.getBoundingClientRect().bottom);
        return footer - Math.max(...last);
      });
      expect(band).toBeLessThanOrEqual(120);
    });
  }
});
