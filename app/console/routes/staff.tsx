/**
 * Staff accounts in the console (docs/admin-console.md; admins only, 403 for other roles): every
 * account with its role, state and (for scorers) events; change a name, role, disabled state or
 * a scorer's events (with the `updatedAt` read: 409 when it changed since, or when it would
 * leave no enabled admin); add an account with its first password (the rules of
 * `npm run staff:add`); reset another person's password to a one-time one, shown once, that
 * they must change at their next sign-in.
 */
import { data, Form, href, redirect } from 'react-router';
import type { Route } from './+types/staff';
import { adminEndpoints } from '../../../shared/admin-endpoints';
import { STAFF_LIMITS, STAFF_ROLES, type StaffAccount, type StaffRole } from '../../../shared/admin-api';
import { consoleApi, consoleForm } from '../lib/console-api.server';
import { refuse, refuseAnswer } from '../lib/edits';
import { problemOf, text, type FormValues } from '../lib/forms';
import {
  CheckField,
  Done,
  FormProblem,
  SelectField,
  TextField,
  SubmitRow,
  type FieldCommon,
} from '../parts/form-parts';
import { RecordFields, RecordForm } from '../parts/record-actions';
import { useFormPage } from './layout';
import ui from '../parts/console.module.css';
import '../messages/register-day';

const DONE = ['created', 'saved'] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const accounts = await consoleApi(context, request).get(adminEndpoints.staffList);
  const done = new URL(request.url).searchParams.get('done');
  return { accounts, done: (DONE as readonly string[]).includes(done ?? '') ? (done as (typeof DONE)[number]) : null };
}

/** event codes typed with commas, spaces or line breaks between them */
const eventCodes = (v: FormValues) => [
  ...new Set(
    text(v, 'events')
      .split(/[\s,，;；]+/)
      .filter(Boolean),
  ),
];

export async function action({ request, context }: Route.ActionArgs) {
  const { api, csrf, values, intent, target } = await consoleForm(request, context);
  const role = text(values, 'role') as StaffRole;
  const events = role === 'scorer' ? eventCodes(values) : [];
  if (intent === 'staff-reset') {
    // a one-time password, shown once on the answer (never in a URL, never stored by the console)
    const reset = await api.send(adminEndpoints.staffResetPassword, { id: target }, undefined, { csrf });
    if (reset.ok)
      return data({ oneTime: { id: Number(target), name: text(values, 'name'), password: reset.result.password } });
    return refuse(intent, target, values, problemOf(reset), reset.status || 503);
  }
  const answer =
    intent === 'staff-create'
      ? await api.send(
          adminEndpoints.staffCreate,
          undefined,
          { email: text(values, 'email'), name: text(values, 'name'), role, password: values.password ?? '', events },
          { csrf },
        )
      : await api.send(
          adminEndpoints.staffUpdate,
          { id: target },
          {
            name: text(values, 'name'),
            role,
            disabled: values.disabled === '1',
            events,
            updatedAt: text(values, 'updatedAt') || undefined,
          },
          { csrf },
        );
  if (answer.ok) return redirect(`${href('/admin/staff')}?done=${intent === 'staff-create' ? 'created' : 'saved'}`);
  // (the typed password is never sent back; a list's item, 'events.2', counts for the list; an
  // e-mail taken is said next to the e-mail; an ended session goes to sign-in, the typed work kept)
  const { password: _password, ...kept } = values;
  void _password;
  return refuseAnswer(intent, target, kept, answer, 'email');
}

const accountValues = (a: StaffAccount): FormValues => ({
  name: a.name,
  role: a.role,
  disabled: a.disabled ? '1' : '',
  events: a.events.join(', '),
  updatedAt: a.updatedAt,
});

export default function StaffPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, me, csrf, guard, refusedFor } = useFormPage(actionData);
  const { accounts, done } = loaderData;
  const answer = actionData as { oneTime?: { id: number; name: string; password: string } } | undefined;
  const oneTime = answer?.oneTime;
  const create = refusedFor('staff-create');
  const roles = STAFF_ROLES.map((r) => ({ value: r, label: t(`admin.role.${r}`) }));
  /** an account's name and role: the same fields when it is added and when it is changed */
  const nameAndRole = (common: FieldCommon) => (
    <>
      <TextField {...common} name="name" label={t('admin.staffPage.name')} required maxLength={STAFF_LIMITS.name} />
      <SelectField {...common} name="role" label={t('admin.staffPage.role')} options={roles} />
    </>
  );

  return (
    <div {...guard.props}>
      <title>{`${t('admin.staffPage.title')} | ${t('admin.siteName')}`}</title>
      <div className={ui.head}>
        <h1>{t('admin.staffPage.heading')}</h1>
      </div>
      {done ? <Done>{t(`admin.staffPage.done.${done}`)}</Done> : null}
      {oneTime ? (
        <div className={ui.notice} role="status">
          <p>{t('adminDay.staff.resetDone', { name: oneTime.name })}</p>
          <p>
            {t('adminDay.staff.oneTime')}:{' '}
            <code className={ui.code} data-testid="one-time-password">
              {oneTime.password}
            </code>
          </p>
        </div>
      ) : null}
      <p className={ui.muted}>{t('admin.staffPage.count', { n: accounts.length })}</p>
      <ul className={ui.accounts}>
        {accounts.map((a) => {
          const edit = refusedFor('staff-update', String(a.id));
          return (
            <li key={`${a.id}:${a.updatedAt}`} className={ui.panel} id={`staff-${a.id}`}>
              <div className={ui.blockHead}>
                <h2 className={ui.accountName}>
                  {a.name} {me?.staff.id === a.id ? <span className={ui.muted}>{t('admin.staffPage.you')}</span> : null}
                </h2>
                <span className={ui.muted}>{a.email}</span>
                <span className={`${ui.pill} ${ui.draft}`}>{t(`admin.role.${a.role}`)}</span>
                <span className={`${ui.pill} ${a.disabled ? ui.off : ui.published}`}>
                  {a.disabled ? t('admin.staffPage.disabled') : t('admin.staffPage.enabled')}
                </span>
                {a.role === 'scorer' && a.events.length > 0 ? (
                  <span className={ui.code}>{a.events.join(', ')}</span>
                ) : null}
              </div>
              <details className={ui.disclosure} open={!!edit}>
                <summary>{t('admin.staffPage.change', { name: a.name })}</summary>
                <RecordForm
                  id={`staff-${a.id}`}
                  refused={edit}
                  initial={accountValues(a)}
                  aria-label={t('admin.staffPage.change', { name: a.name })}
                  reloadTo={href('/admin/staff')}
                  change={(values) => ({
                    csrf,
                    intent: 'staff-update',
                    item: { id: a.id, updatedAt: values.updatedAt ?? '' },
                  })}
                  submit={t('admin.staffPage.save')}
                >
                  {(common) => (
                    <div className={ui.formGrid}>
                      {nameAndRole(common)}
                      <TextField
                        {...common}
                        name="events"
                        label={t('admin.staffPage.events')}
                        hint={t('admin.staffPage.eventsHint')}
                      />
                      <CheckField {...common} name="disabled" label={t('admin.staffPage.disable')} />
                    </div>
                  )}
                </RecordForm>
              </details>
              {me?.staff.id === a.id ? null : (
                <details className={ui.disclosure} open={!!refusedFor('staff-reset', String(a.id))}>
                  <summary>{t('adminDay.staff.reset')}</summary>
                  <Form method="post" className={ui.form} aria-label={`${t('adminDay.staff.resetHeading')}: ${a.name}`}>
                    <FormProblem
                      problem={refusedFor('staff-reset', String(a.id))?.problem}
                      reloadTo={href('/admin/staff')}
                    />
                    <RecordFields csrf={csrf} intent="staff-reset" fields={{ target: a.id, name: a.name }} />
                    <p className={ui.muted}>{t('adminDay.staff.resetLead', { name: a.name })}</p>
                    <SubmitRow label={t('adminDay.staff.resetConfirm')} secondary />
                  </Form>
                </details>
              )}
            </li>
          );
        })}
      </ul>

      <section className={ui.panel} aria-labelledby="staff-add">
        <h2 id="staff-add">{t('admin.staffPage.add')}</h2>
        {/* (keyed by the count of accounts: once one is created, the form starts empty, no password kept) */}
        <RecordForm
          key={accounts.length}
          id="staff-new"
          refused={create}
          initial={{ role: 'editor' }}
          aria-labelledby="staff-add"
          change={{ csrf, intent: 'staff-create' }}
          submit={t('admin.staffPage.create')}
        >
          {(common) => (
            <div className={ui.formGrid}>
              <>
                <TextField
                  {...common}
                  name="email"
                  type="email"
                  label={t('admin.staffPage.email')}
                  required
                  maxLength={STAFF_LIMITS.email}
                  autoComplete="off"
                />
                {nameAndRole(common)}
                <TextField
                  {...common}
                  name="password"
                  type="password"
                  label={t('admin.staffPage.password')}
                  hint={t('admin.staffPage.passwordHint', { n: STAFF_LIMITS.passwordMin })}
                  required
                  minLength={STAFF_LIMITS.passwordMin}
                  maxLength={STAFF_LIMITS.passwordMax}
                  autoComplete="new-password"
                />
                <TextField
                  {...common}
                  name="events"
                  label={t('admin.staffPage.events')}
                  hint={t('admin.staffPage.eventsHint')}
                />
              </>
            </div>
          )}
        </RecordForm>
      </section>
    </div>
  );
}
