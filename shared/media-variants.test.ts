import { describe, expect, it } from 'vitest';
import { variantOriginal, variantSrcSet, variantWidths, webpVariant } from './media-variants';

describe('media variants', () => {
  it('gives the large demo pictures WebP variants no wider than their drawing', () => {
    expect(variantWidths('/uploads/img/banner/home-1.svg')).toEqual([480, 960, 1600]);
    expect(variantWidths('/uploads/img/events/SF-NG-2026-SAIL/banner.svg')).toEqual([480, 960, 1600]);
    expect(variantWidths('/uploads/img/news/N2026110401.svg')).toEqual([400, 800]);
    expect(variantSrcSet('/uploads/img/news/N1.svg')).toBe('/uploads/img/news/N1-w400.webp 400w, /uploads/img/news/N1-w800.webp 800w');
  });

  it('leaves logos, icons, photos, staff uploads and other sites alone', () => {
    for (const url of [
      '/uploads/logo/events/SF-NG-2026-SAIL.svg',
      '/uploads/img/events/SF-NG-2026-SAIL/photo-01.svg',
      '/uploads/media/0123456789abcdef0123456789abcdef.jpg',
      '/images/icons/track.svg',
      'https://example.com/uploads/img/banner/a.svg',
      null,
    ]) {
      expect(variantWidths(url), String(url)).toEqual([]);
      expect(variantSrcSet(url)).toBeUndefined();
    }
  });

  it('finds the original of a variant (a variant is public with it), and nothing for any other name', () => {
    expect(variantOriginal(webpVariant('/uploads/img/banner/home-1.svg', 960))).toBe('/uploads/img/banner/home-1.svg');
    expect(variantOriginal('/uploads/img/news/N1-w800.webp')).toBe('/uploads/img/news/N1.svg');
    expect(variantOriginal('/uploads/img/news/N1-w1600.webp')).toBeNull(); // no such width for news
    expect(variantOriginal('/uploads/img/banner/home-1.svg')).toBeNull();
    expect(variantOriginal('/uploads/logo/events/X-w480.webp')).toBeNull();
    expect(variantOriginal('/uploads/img/banner/../../etc/x-w480.webp')).toBeNull();
  });
});
