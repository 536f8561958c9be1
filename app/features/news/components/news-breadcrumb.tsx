/** A breadcrumb trail (news detail: Home > News > title); the last item is the current page. */
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import styles from './news-breadcrumb.module.css';
import '../messages/register';

export function NewsBreadcrumb({ items }: { items: { label: string; href?: string; lang?: string }[] }) {
  const { t } = useTranslation();
  return (
    <nav className={styles.breadcrumb} aria-label={t('news.detail.breadcrumb')}>
      <ol className={styles.list}>
        {items.map((item, i) => (
          <li key={i} className={styles.item}>
            {item.href && i < items.length - 1 ? (
              <Link to={item.href}>{item.label}</Link>
            ) : (
              <span aria-current="page" lang={item.lang}>
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
