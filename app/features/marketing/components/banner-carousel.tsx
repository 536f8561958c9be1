/**
 * Banners of one type in the carousel: each banner's height is `ratio` of its width, reserved
 * by CSS before the images arrive (no layout shift); the first image loads at once (it is the
 * page's largest picture), the others lazily. A banner with a link (`linkUrl`, set in the staff
 * console) is a link around its picture, named by its title (or its place in the carousel): a
 * path of this site navigates in the app, a web address opens as a page.
 *
 * With `titles` (the home page: issue 27 item 7), each banner's title typed in the console is
 * shown as text over its picture, in the visitor's language (the English title on English pages;
 * else the Chinese one, marked lang="zh"), over a gradient scrim with a text shadow so it reads on
 * any picture. The picture is then decorative (alt ""): the title is said once, by the text (and
 * names the link around it). The text sits inside the figure's reserved box: no layout shift.
 */
import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router';
import type { Banner } from '../../../../shared/api';
import { useTranslation } from '../../../i18n';
import { Carousel } from '../../../components/carousel';
import { pictureAttrs } from '../../../lib/picture';
import styles from './banner-carousel.module.css';

export function bannerTitle(banner: Banner, lang: string): string {
  return (lang === 'en' ? banner.titleEn || banner.title : banner.title || banner.titleEn) ?? '';
}

/** the title shown on a page in `lang`, with the language it is written in */
export function shownTitle(banner: Banner, lang: string): { text: string; lang: 'zh' | 'en' } | null {
  const en = banner.titleEn?.trim() ?? '';
  const zh = banner.title?.trim() ?? '';
  if (lang === 'en') return en ? { text: en, lang: 'en' } : zh ? { text: zh, lang: 'zh' } : null;
  return zh ? { text: zh, lang: 'zh' } : en ? { text: en, lang: 'en' } : null;
}

/** a banner's link: a path of this site in the app, an http(s) address as a plain link */
function BannerLink({ url, name, children }: { url: string; name: string | undefined; children: ReactNode }) {
  return url.startsWith('/') ? (
    <Link to={url} className={styles.link} aria-label={name}>
      {children}
    </Link>
  ) : (
    <a href={url} className={styles.link} aria-label={name} rel="noopener">
      {children}
    </a>
  );
}

export function BannerCarousel({
  banners,
  ratio,
  label,
  autoplayMs = 4000,
  className,
  sizes = '100vw',
  titles = false,
}: {
  banners: Banner[];
  /** height / width, e.g. 500 / 1920 */
  ratio: number;
  label: string;
  autoplayMs?: number;
  className?: string;
  /** how wide the banners are shown (the `sizes` of their WebP variants) */
  sizes?: string;
  /** show each banner's title as text over its picture (the home page) */
  titles?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const style = { '--ratio': `${1 / ratio}` } as CSSProperties;
  if (banners.length === 0) {
    // keep the band's height so the page does not jump, with the brand's sea instead of pictures
    return <div className={`${styles.empty} ${className ?? ''}`} style={style} aria-hidden="true" />;
  }
  const width = 1920;
  const height = Math.round(width * ratio);
  return (
    <Carousel label={label} autoplayMs={autoplayMs} className={`${styles.banners} ${className ?? ''}`}>
      {banners.map((banner, i) => {
        const title = bannerTitle(banner, i18n.language);
        const shown = titles ? shownTitle(banner, i18n.language) : null;
        const caption = shown ? (
          <span className={styles.caption}>
            <span className={styles.title} lang={shown.lang === i18n.language ? undefined : shown.lang}>
              {shown.text}
            </span>
          </span>
        ) : null;
        const picture = (
          <img
            {...pictureAttrs(banner.bannerUrl, sizes)}
            alt={banner.linkUrl || shown ? '' : title}
            width={width}
            height={height}
            loading={i === 0 ? 'eager' : 'lazy'}
            fetchPriority={i === 0 ? 'high' : 'auto'}
            decoding={i === 0 ? 'sync' : 'async'}
          />
        );
        return (
          <figure key={`${banner.bannerUrl}-${i}`} className={styles.figure} style={style}>
            {banner.linkUrl ? (
              <BannerLink
                url={banner.linkUrl}
                name={
                  // (a shown title names the link by itself)
                  shown
                    ? undefined
                    : title ||
                      `${label}${i18n.language === 'zh' ? '：' : ': '}${t('carousel.position', { n: i + 1, total: banners.length })}`
                }
              >
                {picture}
                {caption}
              </BannerLink>
            ) : (
              <>
                {picture}
                {caption}
              </>
            )}
          </figure>
        );
      })}
    </Carousel>
  );
}
