/**
 * The audit log in the console (docs/admin-console.md; admins and editors): every change,
 * newest first, 50 a page, filtered by what was changed (`?entity=`) and its code (`?code=`);
 * each entry says who, when, how (console, API token, command line), what, and for each changed
 * field its value before and after.
 */
import { Form, Link, href } from 'react-router';
import type { Route } from './+types/audit';
import { adminEndpoints } from '../../../shared/admin-endpoints';
import type { AuditEntry } from '../../../shared/admin-api';
import { useTranslation } from '../../i18n';
import { consoleApi } from '../lib/console-api.server';
import { consoleTime } from '../lib/format';
import { useStaff } from './layout';
import { PageHead } from '../parts/page-head';
import { PagedList } from '../parts/pager';
import { FieldFrame, SubmitRow } from '../parts/form-parts';
import ui from '../parts/console.module.css';

const ENTITIES = [
  'event',
  'level',
  'race',
  'image',
  'video',
  'scores',
  'news',
  'banner',
  'partner',
  'site-video',
  'statistics',
  'config',
  'contact',
  'staff',
  'session',
  'token',
] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const entity = url.searchParams.get('entity') ?? '';
  const code = (url.searchParams.get('code') ?? '').trim().slice(0, 64);
  const page = Math.min(100_000, Math.max(1, Math.floor(Number(url.searchParams.get('page')) || 1)));
  const log = await consoleApi(context, request).get(adminEndpoints.audit, undefined, {
    entity: /^[a-z-]{1,32}$/.test(entity) ? entity : undefined,
    code: code || undefined,
    page,
  });
  return { entity, code, log };
}

/** a field's value as a person reads it */
function shown(value: unknown, empty: string): string {
  if (value === null || value === undefined || value === '') return empty;
  const s = typeof value === 'string' ? value : JSON.stringify(value);
  return s.length > 300 ? `${s.slice(0, 300)}…` : s;
}

function Changes({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const fields = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  if (fields.length === 0) return null;
  const empty = t('admin.auditLog.empty_value');
  // the form's label of the field where the console has one (event, class, race), else its name
  const fieldLabel = (entity: string, f: string) => {
    const label = t(`admin.${entity}.fields.${f}`);
    return label.startsWith('admin.') ? f : label;
  };
  return (
    <dl className={ui.changes}>
      {fields.map((f) => (
        <div key={f}>
          <dt>{fieldLabel(entry.entity, f)}</dt>
          <dd>
            {entry.before ? <del>{shown(entry.before[f], empty)}</del> : null}
            {entry.before && entry.after ? <span aria-hidden="true"> → </span> : null}
            {entry.after ? <ins>{shown(entry.after[f], empty)}</ins> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { entity, code, log } = loaderData;
  const zone = useStaff()?.siteTimeZone;
  const entityName = (e: string) => {
    const name = t(`admin.auditLog.entities.${e}`);
    return name.startsWith('admin.') ? e : name;
  };
  const pageLink = (page: number) =>
    `${href('/admin/audit')}?${new URLSearchParams({
      ...(entity ? { entity } : {}),
      ...(code ? { code } : {}),
      page: String(page),
    })}`;
  return (
    <>
      <PageHead docTitle={t('admin.auditLog.title')} heading={t('admin.auditLog.heading')} />
      <Form method="get" className={ui.filters} role="search">
        <FieldFrame id="audit-entity" label={t('admin.auditLog.entity')}>
          <select id="audit-entity" name="entity" className={ui.input} defaultValue={entity}>
            <option value="">{t('admin.auditLog.allEntities')}</option>
            {ENTITIES.map((e) => (
              <option key={e} value={e}>
                {entityName(e)}
              </option>
            ))}
          </select>
        </FieldFrame>
        <FieldFrame id="audit-code" label={t('admin.auditLog.code')}>
          <input id="audit-code" name="code" className={ui.input} defaultValue={code} maxLength={64} />
        </FieldFrame>
        <SubmitRow label={t('admin.auditLog.filter')} secondary>
          {entity || code ? (
            <Link to={href('/admin/audit')} className={ui.small}>
              {t('admin.auditLog.clear')}
            </Link>
          ) : null}
        </SubmitRow>
      </Form>
      <PagedList
        page={log}
        empty={t('admin.auditLog.empty')}
        count={t('admin.auditLog.count', { n: log.total })}
        label={t('admin.auditLog.pages')}
        href={pageLink}
      >
        <ol className={ui.auditList}>
          {log.records.map((e) => (
            <li key={e.id} className={ui.panel}>
              <p className={ui.auditHead}>
                <time dateTime={e.at} className={ui.nowrap}>
                  {consoleTime(e.at, zone)}
                </time>
                <span>
                  {e.staffName ?? t('admin.audit.someone')}
                  {e.staffEmail ? <span className={ui.muted}> &lt;{e.staffEmail}&gt;</span> : null}
                </span>
                <span className={`${ui.pill} ${ui.draft}`}>{t(`admin.auditLog.via.${e.via}`)}</span>
              </p>
              <p className={ui.auditWhat}>
                <strong>
                  {(t(`admin.audit.actions.${e.action}`) as string).replace(/^admin\.audit\.actions\./, '')}
                </strong>{' '}
                {entityName(e.entity)} <span className={ui.code}>{e.code}</span>
              </p>
              <Changes entry={e} />
            </li>
          ))}
        </ol>
      </PagedList>
    </>
  );
}
