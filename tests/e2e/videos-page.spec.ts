/** The videos page (issue 28 item 13): no grid leaves a lone video in its last row, in both languages. */
import { expect, test } from './worker-page';
import { expectUsable } from './helpers';

for (const path of ['/videos', '/videos-en']) {
  test(`${path}: every row of videos has company`, async ({ page }) => {
    await page.goto(path);
    const grids = page.locator('main ul[data-columns]');
    await expect(grids).toHaveCount(2);
    for (const grid of await grids.all()) {
      const rows = await grid.locator(':scope > li').evaluateAll((items) => {
        const byTop = new Map<number, number>();
        for (const li of items) {
          const top = Math.round(li.getBoundingClientRect().top);
          byTop.set(top, (byTop.get(top) ?? 0) + 1);
        }
        return [...byTop.values()];
      });
      expect(rows.length).toBeGreaterThan(0);
      // one video a row on a phone is the layout; wider, the last row is never one alone
      if (rows[0]! > 1) expect(rows.at(-1)!, `rows ${rows.join(' + ')}`).toBeGreaterThan(1);
      await expectUsable(grid.locator(':scope > li').last().getByRole('button').first());
    }
  });
}
