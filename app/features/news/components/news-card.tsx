/**
 * One item of the blog list (docs/product.md §2 (News)): thumbnail, publish date YYYY-MM-DD, the fixed
 * author label 'By SailFish', title, a 100-character excerpt and a Continue reading link.
 */
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import type { NewsSummary } from '../lib/summary';
import { NewsThumb } from './news-thumb';
import { PostLanguage } from './post-language';
import styles from './news-card.module.css';
import '../messages/register';

export function NewsCard({ item, href, eager = false }: { item: NewsSummary; href: string; eager?: boolean }) {
  const { t } = useTranslation();
  return (
    <article className={styles.card}>
      <Link className={styles.thumbLink} to={href} tabIndex={-1} aria-hidden="true">
        <NewsThumb src={item.thumbUrl} className={styles.thumb} eager={eager} />
      </Link>
      <div className={styles.body}>
        <p className={styles.meta}>
          <time dateTime={item.date}>{item.date}</time>
          <span className={styles.dot} aria-hidden="true" />
          <span>{t('news.byline')}</span>
          {item.otherLang ? <PostLanguage lang={item.otherLang} /> : null}
        </p>
        <h3 className={styles.title}>
          <Link to={href} lang={item.otherLang ?? undefined}>
            {item.title}
          </Link>
        </h3>
        {item.excerpt ? (
          <p className={styles.excerpt} lang={item.otherLang ?? undefined}>
            {item.excerpt}
          </p>
        ) : null}
        <Link className={styles.more} to={href} aria-label={t('news.readMoreAbout', { title: item.title })}>
          {t('common.readMore')}
          <span aria-hidden="true" className={styles.arrow}>
            →
          </span>
        </Link>
      </div>
    </article>
  );
}
