/**
 * Parts of the console's site content pages (docs/admin-console.md "Site content"): the heading
 * with the way back and the preview, the chooser of a list's type (a GET form), a record's
 * published pill and its one-click publish form, and the delete confirmation.
 */
import type { ReactNode } from 'react';
import { Form, Link } from 'react-router';
import { useTranslation } from '../../i18n';
import { consoleTime } from '../lib/format';
import { href } from 'react-router';
import { PageHead } from './page-head';
import { ConfirmPanel, RowAction } from './record-actions';
import type { Problem } from '../lib/forms';
import ui from './console.module.css';
import styles from './site.module.css';
import '../messages/register-site';

export function SiteHead({ title, preview, children }: { title: string; preview?: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <PageHead
      heading={title}
      back={{ to: href('/admin/site'), label: t('adminSite.back') }}
      actions={
        <>
          {children}
          {preview ? (
            <a className={ui.buttonSecondary} href={preview} data-testid="site-preview-link">
              {t('adminSite.preview')}
            </a>
          ) : null}
        </>
      }
    />
  );
}

/** the list's type: a GET form (a select and a button), so it works without JavaScript */
export function TypeChooser({
  action,
  label,
  value,
  options,
  lead,
}: {
  action: string;
  label: string;
  value: string;
  options: { value: string; label: string }[];
  lead?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Form method="get" action={action}>
      <div className={styles.typeForm}>
        <div className={`${ui.field} ${styles.typeField}`}>
          <label htmlFor="site-type">{label}</label>
          <select
            id="site-type"
            name="type"
            className={ui.input}
            defaultValue={value}
            key={value}
            aria-describedby={lead ? 'site-type-hint' : undefined}
            // with JavaScript the list follows the choice at once
            onChange={(e) => e.currentTarget.form?.requestSubmit()}
          >
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={`${ui.buttonSecondary} ${styles.typeButton}`}>
          {t('adminSite.banners.show')}
        </button>
      </div>
      {lead ? (
        <p id="site-type-hint" className={`${ui.hint} ${styles.typeHint}`}>
          {lead}
        </p>
      ) : null}
    </Form>
  );
}

export function PublishedPill({ on }: { on: number }) {
  const { t } = useTranslation();
  return (
    <span className={`${ui.pill} ${on ? ui.published : ui.draft}`}>
      {on ? t('adminSite.published') : t('adminSite.draft')}
    </span>
  );
}

/** the hidden fields of a form about one record */
/** publish or unpublish in one click */
export function PublishButton({
  action,
  csrf,
  item,
  name,
  fields,
}: {
  action: string;
  csrf: string | null | undefined;
  item: { id: number; updatedAt: string; isPublish: number };
  name: string;
  fields?: Record<string, string>;
}) {
  const { t } = useTranslation();
  return (
    <RowAction
      action={action}
      reloadDocument
      csrf={csrf}
      intent="publish"
      item={item}
      fields={{ ...fields, isPublish: item.isPublish ? '0' : '1' }}
    >
      {item.isPublish ? t('adminSite.unpublish') : t('adminSite.publish')}
      <span className="visually-hidden"> ({name})</span>
    </RowAction>
  );
}

/**
 * The end of a list item: when it was last changed (not for records never edited in the console,
 * whose version is the epoch), then publish / edit / delete (the delete opens its confirmation)
 */
export function ItemActions({
  here,
  csrf,
  item,
  name,
  timeZone,
}: {
  /** the list's URL (with its ?type=) */
  here: string;
  csrf: string | null | undefined;
  item: { id: number; updatedAt: string; isPublish: number };
  name: string;
  timeZone: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <>
      {item.updatedAt >= '2000' ? (
        <p className={styles.itemMeta}>{t('adminSite.updated', { time: consoleTime(item.updatedAt, timeZone) })}</p>
      ) : null}
      <div className={styles.itemActions}>
        <PublishButton action={here} csrf={csrf} item={item} name={name} />
        <Link className={ui.buttonSecondary} to={`${here}&edit=${item.id}#edit`}>
          {t('adminSite.edit')}
          <span className="visually-hidden"> ({name})</span>
        </Link>
        <Link className={ui.linkDanger} to={`${here}&delete=${item.id}`}>
          {t('adminSite.delete')}
          <span className="visually-hidden"> ({name})</span>
        </Link>
      </div>
    </>
  );
}

/** the second step of a delete: what goes, Yes / Cancel */
export function DeleteConfirm({
  action,
  csrf,
  item,
  name,
  picture,
  cancelTo,
  problem,
  fields,
}: {
  action: string;
  csrf: string | null | undefined;
  item: { id: number; updatedAt: string };
  name: string;
  picture?: string | null;
  cancelTo: string;
  problem?: Problem | null;
  fields?: Record<string, string>;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmPanel
      heading={t('adminSite.confirm.heading', { name })}
      picture={picture}
      lead={t('adminSite.confirm.lead')}
      problem={problem}
      reloadTo={cancelTo}
      action={action}
      reloadDocument
      csrf={csrf}
      intent="delete"
      item={item}
      fields={fields}
      yes={t('adminSite.confirm.yes')}
      no={t('adminSite.cancel')}
      cancelTo={cancelTo}
    />
  );
}
