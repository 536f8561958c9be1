/**
 * The end of a news list (docs/product.md §4, §8): how many articles are shown, a "load more" that appends
 * the next page (a plain link to `?page=n+1` without JavaScript), a spinner while it loads, and
 * 'No more articles' once the last page is shown.
 */
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import styles from './news-load-more.module.css';
import '../messages/register';

export function NewsLoadMore({
  count,
  total,
  more,
  loading,
  nextHref,
  onLoadMore,
}: {
  count: number;
  total: number;
  more: boolean;
  loading: boolean;
  nextHref: string;
  onLoadMore: () => void;
}) {
  const { t } = useTranslation();
  if (count === 0) return null;
  return (
    <div className={styles.end}>
      <p className={styles.count} role="status">
        {loading ? t('news.loadingMore') : t('news.shown', { count, total: Math.max(total, count) })}
      </p>
      {more ? (
        <Link
          className={`btn btn-secondary ${styles.button}`}
          to={nextHref}
          preventScrollReset
          aria-disabled={loading || undefined}
          data-loading={loading || undefined}
          onClick={(e) => {
            if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
            e.preventDefault();
            if (!loading) onLoadMore();
          }}
        >
          {loading ? <span className={styles.spinner} aria-hidden="true" /> : null}
          {loading ? t('common.loading') : t('news.loadMore')}
        </Link>
      ) : (
        <p className={styles.noMore}>{t('common.noMoreArticles')}</p>
      )}
    </div>
  );
}
