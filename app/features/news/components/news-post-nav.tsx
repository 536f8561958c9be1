/**
 * Previous Post / Next Post (docs/product.md §2 (News)), wrapping around the list the visitor came from;
 * 'No more articles' when the post is alone in it; and the way back to that list.
 */
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import styles from './news-post-nav.module.css';
import '../messages/register';

export interface PostNavLink {
  href: string;
  title: string;
  /** the title's language when it is not the page's (decision 0017) */
  lang?: string;
}

export function NewsPostNav({
  prev,
  next,
  alone,
  backHref,
}: {
  prev: PostNavLink | null;
  next: PostNavLink | null;
  /** the list holds only this post */
  alone: boolean;
  backHref: string;
}) {
  const { t } = useTranslation();
  return (
    <nav className={styles.nav} aria-label={t('news.post.navLabel')}>
      {prev && next ? (
        <ul className={styles.pair}>
          <li>
            <Link className={styles.link} to={prev.href} rel="prev">
              <span className={styles.label}>
                <span aria-hidden="true">← </span>
                {t('news.post.prev')}
              </span>
              <span className={styles.title} lang={prev.lang}>
                {prev.title}
              </span>
            </Link>
          </li>
          <li>
            <Link className={`${styles.link} ${styles.next}`} to={next.href} rel="next">
              <span className={styles.label}>
                {t('news.post.next')}
                <span aria-hidden="true"> →</span>
              </span>
              <span className={styles.title} lang={next.lang}>
                {next.title}
              </span>
            </Link>
          </li>
        </ul>
      ) : alone ? (
        <p className={styles.none}>{t('common.noMoreArticles')}</p>
      ) : null}
      <p className={styles.back}>
        <Link className="btn btn-secondary" to={backHref}>
          {t('news.post.backToList')}
        </Link>
      </p>
    </nav>
  );
}
