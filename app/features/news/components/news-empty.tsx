/**
 * The no-data placeholder of a news list or post (docs/product.md §8). Also what a list whose call failed
 * shows: the failure is logged, and no message is shown to the visitor.
 */
import { useTranslation } from '../../../i18n';
import styles from './news-empty.module.css';
import '../messages/register';

export function NewsEmpty() {
  const { t } = useTranslation();
  return (
    <div className={styles.empty}>
      <svg className={styles.icon} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <path d="M12 38 C19 26 24 16 33 10 C31 21 32 30 37 38 Z" fill="currentColor" opacity="0.35" />
        <path d="M6 41 C18 36 30 36 42 41" stroke="currentColor" strokeWidth="3" fill="none" strokeLinecap="round" />
      </svg>
      <p className={styles.title}>{t('common.noData')}</p>
      <p className={styles.text}>{t('news.empty')}</p>
    </div>
  );
}
