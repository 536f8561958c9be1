/** The latest news as cards in a carousel turning every 4 s (home pages). */
import { Link } from 'react-router';
import type { NewsCardData } from '../lib/card';
import { Carousel } from '../../../components/carousel';
import styles from './news-carousel.module.css';

export const NEWS_AUTOPLAY_MS = 4000;

export function NewsCarousel({ news, label }: { news: NewsCardData[]; label: string }) {
  if (news.length === 0) return null;
  return (
    <Carousel label={label} perView={{ wide: 4, medium: 2, small: 1 }} gap={20} autoplayMs={NEWS_AUTOPLAY_MS}>
      {news.map((n) => (
        <article key={n.newsCd} className={styles.news}>
          {n.thumbUrl ? (
            <img src={n.thumbUrl} alt="" width={400} height={225} loading="lazy" decoding="async" />
          ) : (
            <span className={styles.newsThumb} aria-hidden="true" />
          )}
          <div className={styles.newsBody}>
            <time dateTime={n.date}>{n.date}</time>
            <h3>
              <Link to={n.href} lang={n.otherLang ?? undefined}>
                {n.title}
              </Link>
            </h3>
            <p lang={n.otherLang ?? undefined}>{n.excerpt}</p>
          </div>
        </article>
      ))}
    </Carousel>
  );
}
