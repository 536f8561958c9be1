/**
 * Defects a person saw and the DOM checks did not (issue 14): a strip of page ground between a
 * page's closing band and the footer, a search placeholder cut off on a phone, Chinese drawn
 * into the English events page's banner.
 */
import { expect, test } from './worker-page';
import en from '../../app/i18n/en';
import zh from '../../app/i18n/zh';

test('a page that closes with a band (call to action, figures) meets the footer', async ({ page }) => {
  for (const path of ['/', '/about', '/about-en', '/product-tracer', '/product-tracking-en', '/service-live', '/index-en']) {
    await page.goto(path);
    const gap = await page.evaluate(() => {
      const band = [...document.querySelectorAll('main [data-band]')].at(-1);
      const footer = document.querySelector('body > footer, footer');
      if (!band || !footer) return 'no band or footer';
      return Math.round(footer.getBoundingClientRect().top - band.getBoundingClientRect().bottom);
    });
    expect(gap, `${path}: space between the closing band and the footer`).toBe(0);
  }
});

for (const [lang, m, path] of [
  ['zh', zh, '/events'],
  ['en', en, '/events-en'],
] as const) {
  test(`${lang}: the event search placeholder is read whole`, async ({ page }) => {
    await page.goto(path);
    const box = page.getByRole('searchbox', { name: m.events.list.searchLabel });
    await expect(box).toHaveAttribute('placeholder', m.events.list.searchPlaceholder);
    const room = await box.evaluate((el: HTMLInputElement) => {
      const cs = getComputedStyle(el);
      const ctx = document.createElement('canvas').getContext('2d')!;
      ctx.font = `${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
      const inner = el.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight);
      return inner - ctx.measureText(el.placeholder).width;
    });
    expect(room, 'room left beside the placeholder, px').toBeGreaterThan(0);
  });
}

test('the English events page draws no Chinese into its banner', async ({ page, request }) => {
  await page.goto('/events-en');
  const src = await page.locator('main img').first().getAttribute('src');
  expect(src).toBeTruthy();
  const svg = await (await request.get(src!)).text();
  const drawn = [...svg.matchAll(/<text\b[^>]*>(.*?)<\/text>/g)].map((x) => x[1]).join(' ');
  expect(drawn).not.toMatch(/[\u4e00-\u9fff]/);
});
