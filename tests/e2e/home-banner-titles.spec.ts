/**
 * Issue 27 item 7: the banner titles typed in the console show on the home page as text over the
 * picture, in the visitor's language (the English title with the English cookie, the Chinese one
 * otherwise), legible (white on a scrim, with a shadow), said once (the picture is then
 * decorative) and inside the banner's reserved box (no layout shift).
 */
import { expect, test } from './worker-page';
import { HOME } from '../../app/features/marketing/content/home';
import { endpoints } from '../../shared/endpoints';
import { apiPost, expectUsable, hydrated, setLangCookie } from './helpers';
import { slides } from './page-text';

for (const lang of ['zh', 'en'] as const) {
  test(`home banners show their ${lang} titles as text over the picture`, async ({ page, baseURL, request }, info) => {
    const banners = await apiPost(request, endpoints.bannerList, { type: 0, pageNo: 1, pageSize: 100 });
    const first = banners.records[0]!;
    const expected = lang === 'en' ? first.titleEn || first.title : first.title || first.titleEn;
    expect(expected).toBeTruthy();
    if (lang === 'en') await setLangCookie(page, 'en', baseURL!);
    await page.goto('/');
    await hydrated(page);
    const c = HOME[lang];
    const carousel = page.locator(`section[aria-label="${c.heading}"]`);
    const slide = slides(carousel).first();
    const title = slide.getByText(expected!, { exact: true });
    await expectUsable(title);
    // white text with a shadow, inside the figure's box
    const style = await title.evaluate((el) => {
      const s = getComputedStyle(el);
      return { color: s.color, shadow: s.textShadow, lang: el.closest('[lang]')?.getAttribute('lang') };
    });
    expect(style.color).toBe('rgb(255, 255, 255)');
    expect(style.shadow).not.toBe('none');
    expect(style.lang).toMatch(new RegExp(`^${lang}`));
    const fig = await slide.locator('figure').boundingBox();
    const box = await title.boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(fig!.y + fig!.height + 1);
    expect(box!.x).toBeGreaterThanOrEqual(fig!.x);
    // said once: the picture under a shown title has no text of its own
    await expect(slide.locator('img')).toHaveAttribute('alt', '');
    await page.screenshot({ path: info.outputPath(`home-${lang}.png`) });
  });
}

