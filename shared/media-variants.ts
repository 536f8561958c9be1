/**
 * Raster variants of the large pictures (issue 17, speed): the demo's banners, event banners and
 * news pictures, and the site's product pictures and hero slides, are drawn as SVG, often with text, which a phone lays out as a
 * document of its own on the main thread before the first frame. Next to each such SVG the seed
 * stores WebP renderings at a few widths (`home-1.svg` → `home-1-w480.webp`, …), which pages
 * offer through `srcset` and `sizes`. Logos and icons stay SVG.
 *
 * Used by the seed (which files to render), the media gate (a variant is public with its
 * original) and the pages (the srcset).
 */

/** the pictures that get variants, and the widths of each kind (none wider than the drawing) */
const KINDS: { pattern: RegExp; widths: readonly number[] }[] = [
  // home (1920×500), page and service banners (1920×300)
  { pattern: /^\/uploads\/img\/banner\/[\w-]+\.svg$/, widths: [480, 960, 1600] },
  // an event's banner (1920×300)
  { pattern: /^\/uploads\/img\/events\/[\w-]+\/banner\.svg$/, widths: [480, 960, 1600] },
  // news pictures (800×450)
  { pattern: /^\/uploads\/img\/news\/[\w-]+\.svg$/, widths: [400, 800] },
  // the site's own pictures (public/, rendered by the build: vite.config.ts): product pictures
  // (720×480 at most) and the English home page's hero slides (1920×760)
  { pattern: /^\/images\/products\/[\w-]+\.svg$/, widths: [360, 720] },
  { pattern: /^\/images\/hero\/[\w-]+\.svg$/, widths: [480, 960, 1600] },
];

/** the widths of the WebP variants of the picture at `url`, or [] when it has none */
export function variantWidths(url: string | null | undefined): readonly number[] {
  if (!url) return [];
  return KINDS.find((k) => k.pattern.test(url))?.widths ?? [];
}

/** the URL of the `width` px wide WebP variant of the picture at `url` */
export function webpVariant(url: string, width: number): string {
  return url.replace(/\.svg$/, `-w${width}.webp`);
}

/** `srcset` of the picture at `url`, or undefined when it has no variants */
export function variantSrcSet(url: string | null | undefined): string | undefined {
  const widths = variantWidths(url);
  return url && widths.length ? widths.map((w) => `${webpVariant(url, w)} ${w}w`).join(', ') : undefined;
}

const VARIANT = /^(\/uploads\/img\/.+)-w(\d{2,4})\.webp$/;


/** the original of a variant URL (a variant is public with it), or null when `url` is no variant */
export function variantOriginal(url: string): string | null {
  const m = VARIANT.exec(url);
  if (!m) return null;
  const original = `${m[1]}.svg`;
  return variantWidths(original).includes(Number(m[2])) ? original : null;
}
