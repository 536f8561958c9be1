/**
 * The names of staff uploads (POST /admin/uploads, server/uploads.ts), read by the server and
 * the pages alike: `/uploads/media/<hash>-<width>x<height>.<ext>`, the hash the SHA-256 (32 hex)
 * of the stored bytes, the size in pixels; a picture's WebP variants beside it,
 * `<hash>-<width>x<height>-w480.webp`, one for each width of UPLOAD_VARIANT_WIDTHS no wider than
 * the picture. So a page builds a picture's `srcset` from its URL alone (uploadSrcSet), and the
 * media gate finds a variant's original (uploadOriginals). SVG has no variants.
 */

/** the widths of the WebP variants of an uploaded picture (each only when the picture is at least that wide) */
export const UPLOAD_VARIANT_WIDTHS = [480, 960, 1600] as const;

/** the raster extensions an upload is stored with */
export const UPLOAD_RASTER_EXTENSIONS = ['jpg', 'png', 'webp', 'avif'] as const;

const UPLOAD = /^\/uploads\/media\/([0-9a-f]{32})-(\d{1,5})x(\d{1,5})\.(jpg|png|webp|avif|svg)$/;
const VARIANT = /^\/uploads\/media\/([0-9a-f]{32})-(\d{1,5})x(\d{1,5})-w(\d{1,5})\.webp$/;

/** the URL of an upload stored as `hash`, `width` × `height`, with `ext` */
export function uploadUrl(hash: string, width: number, height: number, ext: string): string {
  return `/uploads/media/${hash}-${width}x${height}.${ext}`;
}

/** the widths of the variants of the upload at `url` ([] for an SVG or a URL that is no upload) */
export function uploadVariantWidths(url: string | null | undefined): number[] {
  const m = url ? UPLOAD.exec(url) : null;
  if (!m || m[4] === 'svg') return [];
  const width = Number(m[2]);
  return UPLOAD_VARIANT_WIDTHS.filter((w) => w <= width);
}

/** the URL of the `width` px WebP variant of the upload at `url` */
export function uploadVariantUrl(url: string, width: number): string {
  return url.replace(/\.[a-z]+$/, `-w${width}.webp`);
}

/** `srcset` of the upload at `url` (its variants), or undefined when it has none */
export function uploadSrcSet(url: string | null | undefined): string | undefined {
  const widths = uploadVariantWidths(url);
  return url && widths.length > 0 ? widths.map((w) => `${uploadVariantUrl(url, w)} ${w}w`).join(', ') : undefined;
}

/** the URLs the original of a variant may have (a variant is public with its original); [] for a URL that is no variant */
export function uploadOriginals(url: string): string[] {
  const m = VARIANT.exec(url);
  if (!m || !UPLOAD_VARIANT_WIDTHS.some((w) => w === Number(m[4])) || Number(m[4]) > Number(m[2])) return [];
  return UPLOAD_RASTER_EXTENSIONS.map((ext) => uploadUrl(m[1]!, Number(m[2]), Number(m[3]), ext));
}
