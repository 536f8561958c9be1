/**
 * The attributes of an <img> of a picture that has WebP variants (shared/media-variants.ts):
 * `srcSet` and `sizes` for the browser to pick a width, and a middle width as `src`. Other
 * pictures (logos, icons, staff uploads) keep their own URL.
 */
import { variantSrcSet, variantWidths, webpVariant } from '../../shared/media-variants';

export function pictureAttrs(
  url: string,
  /** how wide the picture is shown, as the `sizes` attribute says it (e.g. "100vw") */
  sizes: string,
): { src: string; srcSet?: string; sizes?: string } {
  const widths = variantWidths(url);
  if (widths.length === 0) return { src: url };
  const middle = widths[Math.floor((widths.length - 1) / 2)]!;
  return { src: webpVariant(url, middle), srcSet: variantSrcSet(url), sizes };
}
