/**
 * The parts of the console's paged lists (events, news, messages, audit log): the search bar
 * above a list, the list's body (what is shown when nothing is found, else the count, the rows and
 * the pager), and the pager: Previous, "Page 2 of 5", Next, as links to the list's own URL with
 * the page; nothing when there is one page.
 */
import type { ReactNode } from 'react';
import { Form, Link } from 'react-router';
import { useTranslation } from '../../i18n';
import { SearchInput } from './form-parts';
import ui from './console.module.css';

/**
 * A list's search bar: a GET form with the `q` box (`search`: its id, label, hint and longest
 * text), the list's other filters (`children`), and the submit button.
 */
export function SearchForm({
  search,
  submit,
  className,
  children,
}: {
  search: { id: string; label: string; placeholder: string; value: string; maxLength: number };
  submit: string;
  /** a class besides the bar's own (filters laid out by the page) */
  className?: string;
  children?: ReactNode;
}) {
  return (
    <Form method="get" className={className ? `${ui.search} ${className}` : ui.search} role="search">
      <SearchInput {...search} />
      {children}
      <button type="submit" className={ui.buttonSecondary}>
        {submit}
      </button>
    </Form>
  );
}

/**
 * A paged list's body: `empty` when the page holds no records; else `count` ("12 events"), the
 * rows (`children`) and the pager (`label`, `href`: as ConsolePager's).
 */
export function PagedList({
  page,
  empty,
  count,
  label,
  href,
  children,
}: {
  page: { records: readonly unknown[]; pageNo: number; pages: number };
  empty: string;
  count: string;
  label: string;
  href: (n: number) => string;
  children: ReactNode;
}) {
  if (page.records.length === 0) return <p className={ui.empty}>{empty}</p>;
  return (
    <>
      <p className={ui.muted}>{count}</p>
      {children}
      <ConsolePager page={page} label={label} href={href} />
    </>
  );
}

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
