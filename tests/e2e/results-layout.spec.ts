/**
 * Result tables as a person sees them (issue 14), at 1280 and 375 px, in Chinese and English,
 * on every level of the flagship event and in the Results dialog of the _wf / _nb variants:
 * no two column headers overlap, every column header (each race, Total, Net) can be brought
 * into view and is then not covered by a pinned column, the pinned columns stay inside the
 * table's box, flags keep their 24×16 size, and nothing of the table paints over the dialog's
 * head or foot.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './worker-page';
import en from '../../app/i18n/en';
import zh from '../../app/i18n/zh';
import { apiPost, expectEachUsable, expectUsable, hydrated, setLangCookie } from './helpers';
import { endpoints } from '../../shared/endpoints';

const FLAGSHIP = 'SF-NG-2026-SAIL';
const LANGS = [
  ['zh', zh],
  ['en', en],
] as const;

/** the checks of one table (its scrolling region) */
async function checkTable(scroller: Locator) {
  await scroller.evaluate((el) => (el.scrollLeft = 0));
  await scroller.scrollIntoViewIfNeeded();
  // no two header cells overlap where the table starts
  const overlaps = await scroller.evaluate((el) => {
    const ths = [...el.querySelectorAll('thead th')];
    const rects = ths.map((t) => t.getBoundingClientRect());
    const out: string[] = [];
    for (let i = 0; i < rects.length; i++)
      for (let j = i + 1; j < rects.length; j++)
        if (rects[i]!.right > rects[j]!.left + 1 && rects[j]!.right > rects[i]!.left + 1)
          out.push(`${ths[i]!.textContent} / ${ths[j]!.textContent}`);
    return out;
  });
  expect(overlaps, 'overlapping column headers').toEqual([]);

  // pinned cells stay inside the table's box, at both ends of its sideways scroll
  for (const end of ['start', 'end'] as const) {
    const outside = await scroller.evaluate((el, end) => {
      el.scrollLeft = end === 'start' ? 0 : el.scrollWidth;
      const box = el.getBoundingClientRect();
      return [...el.querySelectorAll('th, td')]
        .filter((c) => getComputedStyle(c).position === 'sticky')
        .filter((c) => {
          const r = c.getBoundingClientRect();
          return r.left < box.left - 1 || r.right > box.right + 1;
        })
        .map((c) => c.textContent)
        .slice(0, 5);
    }, end);
    expect(outside, `pinned cells outside the table at the ${end}`).toEqual([]);
  }

  // every column header can be brought into view and is then the element at its own centre
  await expectEachUsable(scroller.locator('thead th'));

  // flags are drawn at their size, not stretched
  const flags = await scroller
    .locator('tbody img')
    .evaluateAll((imgs) =>
      imgs
        .slice(0, 3)
        .map((i) => `${Math.round(i.getBoundingClientRect().width)}×${Math.round(i.getBoundingClientRect().height)}`),
    );
  for (const f of flags) expect(f).toBe('24×16');
}

/**
 * the results as shown at this width: on wide screens every table (its scrolling region); at
 * 780 px and narrower the tables are hidden and each boat is one line that can be tapped
 */
async function checkShown(within: Locator) {
  const scrollers = within.locator('[role="region"][tabindex="0"]:visible');
  const n = await scrollers.count();
  if (test.info().project.name === 'mobile') {
    expect(n, 'no wide table on a phone').toBe(0);
    await expectEachUsable(within.locator('details > summary'));
    return;
  }
  expect(n).toBeGreaterThan(0);
  for (let i = 0; i < n; i++) await checkTable(scrollers.nth(i));
}

async function levelsWithResults(page: Page): Promise<string[]> {
  const levels = await apiPost(page.request, endpoints.eventLevels, { eventCd: FLAGSHIP });
  const out: string[] = [];
  for (const l of levels) {
    const scores = await apiPost(page.request, endpoints.levelScores, { levelCd: l.levelCd });
    if (scores.length > 0) out.push(l.levelCd);
  }
  return out;
}

for (const [lang, m] of LANGS) {
  test(`${lang}: every result table of the flagship fits its box, every column can be reached`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await setLangCookie(page, lang, baseURL!);
    const levels = await levelsWithResults(page);
    expect(levels.length).toBeGreaterThan(3);
    for (const levelCd of levels) {
      await page.goto(`/events/level/${FLAGSHIP}/${levelCd}`);
      await hydrated(page);
      // the tabs can be tapped
      const tabs = page.getByRole('navigation', { name: m.level.page.tabsLabel });
      await expectUsable(tabs.getByRole('link', { name: m.level.page.tabs.results }));
      await expectUsable(tabs.getByRole('link', { name: m.level.page.tabs.races }));
      await checkShown(page.locator('main'));
    }
  });

  for (const variant of ['_wf', '_nb']) {
    test(`${lang}: the Results dialog of level${variant} holds its tables and its buttons`, async ({
      page,
      baseURL,
    }) => {
      await setLangCookie(page, lang, baseURL!);
      const [levelCd] = await levelsWithResults(page);
      await page.goto(`/events/level${variant}/${FLAGSHIP}/${levelCd}`);
      await hydrated(page);
      const open = page.getByRole('button', { name: m.level.page.resultsButton, exact: true });
      await expectUsable(open);
      await open.click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      const confirm = dialog.getByRole('button', { name: m.common.confirm });
      await expectUsable(confirm, { scroll: false });
      // the dialog lies inside the viewport
      const box = (await dialog.boundingBox())!;
      const vp = page.viewportSize()!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(vp.width);
      expect(box.y + box.height).toBeLessThanOrEqual(vp.height);
      // nothing of the tables paints over the head or the foot, wherever the body is scrolled
      for (const at of [0, 400, 100_000]) {
        const intruders = await dialog.evaluate((d, at) => {
          const head = d.querySelector('h2')!.parentElement!;
          const foot = [...d.querySelectorAll('button')].at(-1)!.parentElement!;
          const scrollBody = head.nextElementSibling!;
          scrollBody.scrollTop = at;
          const out: string[] = [];
          for (const part of [head, foot]) {
            const r = part.getBoundingClientRect();
            for (let x = r.left + 4; x < r.right; x += 24) {
              const hit = document.elementFromPoint(x, r.top + r.height / 2);
              if (hit && !part.contains(hit)) out.push(`${hit.tagName} ${hit.textContent?.slice(0, 20)}`);
            }
          }
          return out.slice(0, 5);
        }, at);
        expect(intruders, `table cells over the dialog's head or foot (body scrolled to ${at})`).toEqual([]);
      }
      await checkShown(dialog);
      await expectUsable(confirm, { scroll: false });
      await confirm.click();
      await expect(dialog).toBeHidden();
    });
  }
}
