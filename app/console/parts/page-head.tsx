/**
 * The top of a console page inside its frame (docs/admin-console.md): the document's title, the
 * way back above the heading, the heading with a line under it, and the page's actions beside it.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n';
import ui from './console.module.css';

export function PageHead({
  heading,
  docTitle,
  back,
  lead,
  actions,
}: {
  heading: ReactNode;
  /** the document's title before the console's name (none: the page sets its own) */
  docTitle?: string;
  /** the page the way back leads to, and its name */
  back?: { to: string; label: string };
  /** under the heading (the record's code, its state) */
  lead?: ReactNode;
  /** beside the heading (links to the record's other pages, its public page) */
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      {docTitle ? <title>{`${docTitle} | ${t('admin.siteName')}`}</title> : null}
      {back ? (
        <p className={ui.crumbs}>
          <Link to={back.to}>← {back.label}</Link>
        </p>
      ) : null}
      <div className={ui.head}>
        {lead ? (
          <div>
            <h1>{heading}</h1>
            {lead}
          </div>
        ) : (
          <h1>{heading}</h1>
        )}
        {actions ? <div className={ui.headActions}>{actions}</div> : null}
      </div>
    </>
  );
}
