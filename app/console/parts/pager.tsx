/**
 * The console's pager under a paged list (events, news, messages, audit log): Previous, "Page 2
 * of 5", Next, as links to the list's own URL with the page; nothing when there is one page.
 */
import { Link } from 'react-router';
import { useTranslation } from '../../i18n';
import ui from './console.module.css';

export function ConsolePager({
  page,
  label,
  href,
}: {
  /** the list's answer: its page and how many there are */
  page: { pageNo: number; pages: number };
  /** the navigation's accessible name ("Pages of the events list") */
  label: string;
  /** the list's URL at page `n` */
  href: (n: number) => string;
}) {
  const { t } = useTranslation();
  if (page.pages <= 1) return null;
  return (
    <nav className={ui.pager} aria-label={label}>
      {page.pageNo > 1 ? (
        <Link className={ui.buttonSecondary} to={href(page.pageNo - 1)}>
          {t('admin.events.previous')}
        </Link>
      ) : null}
      <span>{t('admin.events.page', { page: page.pageNo, pages: page.pages })}</span>
      {page.pageNo < page.pages ? (
        <Link className={ui.buttonSecondary} to={href(page.pageNo + 1)}>
          {t('admin.events.next')}
        </Link>
      ) : null}
    </nav>
  );
}
