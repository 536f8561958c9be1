/**
 * The blog list's four tabs (general, events, notice, community: tab 0-3 = type 1-4). Each tab
 * is a link to the list's URL with `?tab=`, so the choice survives a reload and a shared link;
 * the current one is marked with aria-current.
 */
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { NEWS_TYPES } from '../lib/paths';
import styles from './news-tabs.module.css';
import '../messages/register';

export function NewsTabs({ tab, hrefOf }: { tab: number; hrefOf: (tab: number) => string }) {
  const { t } = useTranslation();
  return (
    <nav className={styles.tabs} aria-label={t('news.tabsLabel')}>
      <ul className={styles.list}>
        {NEWS_TYPES.map((type, i) => (
          <li key={type}>
            <Link
              className={styles.tab}
              to={hrefOf(i)}
              aria-current={i === tab ? 'page' : undefined}
              preventScrollReset
            >
              {t(`news.types.${type}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
