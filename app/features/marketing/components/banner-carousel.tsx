/**
 * Banners of one type in the carousel: each banner's height is `ratio` of its width, reserved
 * by CSS before the images arrive (no layout shift); the first image loads at once (it is the
 * page's largest picture), the others lazily.
 */
import type { CSSProperties } from 'react';
import type { Banner } from '../../../../shared/api';
import { useTranslation } from '../../../i18n';
import { Carousel } from '../../../components/carousel';
import { pictureAttrs } from '../../../lib/picture';
import styles from './banner-carousel.module.css';

export function bannerTitle(banner: Banner, lang: string): string {
  return (lang === 'en' ? banner.titleEn || banner.title : banner.title || banner.titleEn) ?? '';
}

export function BannerCarousel({
  banners,
  ratio,
  label,
  autoplayMs = 4000,
  className,
  sizes = '100vw',
}: {
  banners: Banner[];
  /** height / width, e.g. 500 / 1920 */
  ratio: number;
  label: string;
  autoplayMs?: number;
  className?: string;
  /** how wide the banners are shown (the `sizes` of their WebP variants) */
  sizes?: string;
}) {
  const { i18n } = useTranslation();
  const style = { '--ratio': `${1 / ratio}` } as CSSProperties;
  if (banners.length === 0) {
    // keep the band's height so the page does not jump, with the brand's sea instead of pictures
    return <div className={`${styles.empty} ${className ?? ''}`} style={style} aria-hidden="true" />;
  }
  const width = 1920;
  const height = Math.round(width * ratio);
  return (
    <Carousel label={label} autoplayMs={autoplayMs} className={`${styles.banners} ${className ?? ''}`}>
      {banners.map((banner, i) => (
        <figure key={`${banner.bannerUrl}-${i}`} className={styles.figure} style={style}>
          <img
            {...pictureAttrs(banner.bannerUrl, sizes)}
            alt={bannerTitle(banner, i18n.language)}
            width={width}
            height={height}
            loading={i === 0 ? 'eager' : 'lazy'}
            fetchPriority={i === 0 ? 'high' : 'auto'}
            decoding={i === 0 ? 'sync' : 'async'}
          />
        </figure>
      ))}
    </Carousel>
  );
}
