/**
 * An event's protest hearings in the console (issue 30; docs/admin-console.md "Hearings"): add a
 * hearing (the site numbers it), edit one (schedule it, record the decision in both languages with
 * its document, withdraw it), publish or unpublish it, delete an unpublished one after a
 * confirmation step (`?delete=ID`), and set the protest time limit of each racing day. Admins and
 * editors for every event, scorers for theirs (the admin API checks). Every form posts to this
 * route's action with an `intent` and the session's CSRF token; it works without JavaScript.
 */
import { Link, href, redirect } from 'react-router';
import type { Route } from './+types/event-hearings';
import { adminContentEndpoints as cep } from '../../../shared/admin-content-endpoints';
import { adminHearingEndpoints as ep, type AdminHearing } from '../../../shared/admin-hearings';
import { HEARING_KINDS, HEARING_STATUSES, hearingsPath } from '../../../shared/hearings';
import { resolveRequestLang } from '../../../shared/lang';
import { consoleApi, consoleForm } from '../lib/console-api.server';
import { localInput, refuse, refuseAnswer, uploadFiles, refuseUnknown } from '../lib/edits';
import { adminEventName } from '../lib/format';
import { checked, issue, optional, text, type FieldErrors, type FormValues } from '../lib/forms';
import {
  CheckField,
  ConsoleForm,
  CsrfField,
  Done,
  FieldFrame,
  FormProblem,
  type FieldCommon,
  SelectField,
  TextArea,
  TextField,
  SubmitRow,
  describedBy,
} from '../parts/form-parts';
import { ConfirmPanel, RecordForm, RowAction } from '../parts/record-actions';
import { useFormPage } from './layout';
import ui from '../parts/console.module.css';
import { PageHead } from '../parts/page-head';
import '../messages/register-hearings';

const DONE = ['created', 'saved', 'deleted', 'limits'] as const;
type DoneKind = (typeof DONE)[number];
/** empty lines offered under the time limits set */
const SPARE_LIMITS = 3;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const api = consoleApi(context, request);
  const eventCd = params.eventCd;
  const url = new URL(request.url);
  const [event, hearings, limits, levels] = await Promise.all([
    api.get(cep.eventGet, { eventCd }),
    api.get(ep.hearingList, { eventCd }),
    api.get(ep.timeLimitsGet, { eventCd }),
    api.get(cep.levelList, { eventCd }),
  ]);
  const done = url.searchParams.get('done');
  const del = Number(url.searchParams.get('delete'));
  const confirm = hearings.find((h) => h.id === del && h.isPublish === 0) ?? null;
  return {
    event,
    hearings,
    limits,
    levels: levels.map((l) => ({ levelCd: l.levelCd, levelName: l.levelName, levelNameCode: l.levelNameCode })),
    done: (DONE as readonly string[]).includes(done ?? '') ? (done as DoneKind) : null,
    confirm,
    lang: resolveRequestLang(request),
  };
}

/** a hearing's fields as the form shows them */
function hearingValues(h: AdminHearing): FormValues {
  return {
    kind: h.kind,
    protestor: h.protestor,
    protestees: h.protestees.join(', '),
    levelCd: h.levelCd ?? '',
    races: h.races.join(', '),
    rules: h.rules ?? '',
    hearingTime: localInput(h.hearingTime),
    room: h.room ?? '',
    roomEn: h.roomEn ?? '',
    status: h.status,
    decision: h.decision ?? '',
    decisionEn: h.decisionEn ?? '',
    decisionFile: h.decisionFile ?? '',
    isPublish: String(h.isPublish),
  };
}

/** what the form sends, as the admin API's body */
function hearingBody(v: FormValues) {
  return {
    kind: text(v, 'kind') as AdminHearing['kind'],
    protestor: text(v, 'protestor'),
    protestees: text(v, 'protestees'),
    levelCd: optional(v, 'levelCd'),
    races: text(v, 'races'),
    rules: optional(v, 'rules'),
    hearingTime: optional(v, 'hearingTime'),
    room: optional(v, 'room'),
    roomEn: optional(v, 'roomEn'),
    isPublish: checked(v, 'isPublish'),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { api, form, csrf, values, intent, target } = await consoleForm(request, context);
  const eventCd = params.eventCd;
  const updatedAt = text(values, 'updatedAt') || undefined;
  const here = href('/admin/events/:eventCd/hearings', { eventCd });
  const done = (kind: DoneKind, anchor = '') => redirect(`${here}?done=${kind}${anchor}`);
  const opts = { csrf };
  const id = { id: target };

  switch (intent) {
    case 'create': {
      const answer = await api.send(ep.hearingCreate, { eventCd }, hearingBody(values), opts);
      return answer.ok ? done('created', `#hearing-${answer.result.id}`) : refuseAnswer(intent, '', values, answer);
    }
    case 'save': {
      const errors = await uploadFiles(api, form, values, [['decisionUpload', 'decisionFile']], csrf);
      if (Object.keys(errors).length > 0)
        return refuse(intent, target, values, { kind: 'invalid', message: '', errors });
      const body = {
        ...hearingBody(values),
        status: text(values, 'status') as AdminHearing['status'],
        decision: text(values, 'decision'),
        decisionEn: text(values, 'decisionEn'),
        decisionFile: checked(values, 'removeFile') ? null : optional(values, 'decisionFile'),
        updatedAt,
      };
      const answer = await api.send(ep.hearingUpdate, id, body, opts);
      return answer.ok ? done('saved', `#hearing-${target}`) : refuseAnswer(intent, target, values, answer);
    }
    case 'publish':
    case 'withdraw': {
      const body =
        intent === 'publish'
          ? { isPublish: checked(values, 'isPublish'), updatedAt }
          : { status: 'withdrawn' as const, updatedAt };
      const answer = await api.send(ep.hearingUpdate, id, body, opts);
      return answer.ok ? done('saved', `#hearing-${target}`) : refuseAnswer(intent, target, values, answer);
    }
    case 'delete': {
      const answer = await api.send(ep.hearingDelete, id, { updatedAt }, opts);
      return answer.ok ? done('deleted') : refuseAnswer(intent, target, values, answer);
    }
    case 'limits': {
      const limits = [];
      /** the form's row of each limit sent (empty rows are left out) */
      const rows: number[] = [];
      for (let i = 0; i < 40; i++) {
        const day = text(values, `day${i}`);
        const limitTime = text(values, `limitTime${i}`);
        if (!day && !limitTime) continue;
        limits.push({ day, limitTime, note: optional(values, `note${i}`), noteEn: optional(values, `noteEn${i}`) });
        rows.push(i);
      }
      const version = text(values, 'version');
      const answer = await api.send(
        ep.timeLimitsPut,
        { eventCd },
        { limits, updatedAt: version === '' ? null : version },
        opts,
      );
      if (answer.ok) return done('limits', '#limits');
      // a limit's issue ('limits.2.limitTime') said beside its field in the form's row (limitTime5)
      const errors: FieldErrors = {};
      for (const i of answer.issues) {
        const m = /^limits\.(\d+)\.(\w+)$/.exec(i.field);
        const row = m ? rows[Number(m[1])] : undefined;
        if (m && row !== undefined) errors[`${m[2]}${row}`] ??= issue(i.code, i.params);
      }
      return refuseAnswer(intent, '', values, { ...answer, errors });
    }
    default:
      return refuseUnknown(intent, target, values);
  }
}

export default function EventHearings({ loaderData, actionData }: Route.ComponentProps) {
  const { t, me, csrf, guard, refused, refusedFor } = useFormPage(actionData);
  const { event, hearings, limits, levels, done, confirm, lang } = loaderData;
  const here = href('/admin/events/:eventCd/hearings', { eventCd: event.eventCd });
  const name = adminEventName(event, lang);
  const canUpload = me?.staff.role === 'admin' || me?.staff.role === 'editor';
  const createRefused = refusedFor('create');
  const limitsRefused = refusedFor('limits');
  const otherRefused =
    refused && ['publish', 'withdraw', 'delete'].includes(refused.intent) && !confirm ? refused : null;
  const kindOptions = HEARING_KINDS.map((k) => ({ value: k, label: t(`adminHearings.kinds.${k}`) }));
  const statusOptions = HEARING_STATUSES.map((s) => ({ value: s, label: t(`adminHearings.statuses.${s}`) }));
  const levelOptions = [
    { value: '', label: t('adminHearings.noClass') },
    ...levels.map((l) => ({ value: l.levelCd, label: lang === 'en' ? l.levelNameCode || l.levelName : l.levelName })),
  ];
  const pill = (on: number) => (
    <span className={`${ui.pill} ${on ? ui.published : ui.draft}`}>
      {on ? t('adminHearings.published') : t('adminHearings.draft')}
    </span>
  );
  /** the fields of a hearing's form (new or existing) */
  const fields = (common: FieldCommon) => {
    return (
      <div className={ui.formGrid}>
        <SelectField {...common} name="kind" label={t('adminHearings.fields.kind')} options={kindOptions} />
        <TextField {...common} name="protestor" label={t('adminHearings.fields.protestor')} required maxLength={60} />
        <TextField {...common} name="protestees" label={t('adminHearings.fields.protestees')} maxLength={900} />
        <SelectField {...common} name="levelCd" label={t('adminHearings.fields.levelCd')} options={levelOptions} />
        <TextField {...common} name="races" label={t('adminHearings.fields.races')} maxLength={300} />
        <TextField {...common} name="rules" label={t('adminHearings.fields.rules')} maxLength={200} />
        <TextField {...common} name="hearingTime" type="datetime-local" label={t('adminHearings.fields.hearingTime')} />
        <TextField {...common} name="room" label={t('adminHearings.fields.room')} maxLength={100} />
        <TextField {...common} name="roomEn" label={t('adminHearings.fields.roomEn')} maxLength={100} />
      </div>
    );
  };
  const limitRows = [
    ...limits.limits.map((l) => ({ ...l })),
    ...Array.from({ length: SPARE_LIMITS }, () => ({ day: '', limitTime: '', note: null, noteEn: null })),
  ];
  const limitValues: FormValues = Object.fromEntries(
    limitRows.flatMap((l, i) => [
      [`day${i}`, l.day],
      [`limitTime${i}`, l.limitTime],
      [`note${i}`, l.note ?? ''],
      [`noteEn${i}`, l.noteEn ?? ''],
    ]),
  );

  return (
    <div {...guard.props}>
      <PageHead
        heading={t('adminHearings.title', { name })}
        docTitle={t('adminHearings.title', { name })}
        back={{ to: href('/admin/events/:eventCd', { eventCd: event.eventCd }), label: t('adminHearings.back') }}
        lead={<p className={ui.muted}>{t('adminHearings.lead')}</p>}
        actions={
          <a
            className={ui.buttonSecondary}
            href={hearingsPath(event.eventCd)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('adminHearings.publicPage')} ↗
          </a>
        }
      />
      {done ? <Done>{t(`adminHearings.done.${done}`)}</Done> : null}
      {confirm ? (
        <ConfirmPanel
          heading={t('adminHearings.confirmDelete', { n: confirm.number })}
          lead={t('adminHearings.confirmLead')}
          problem={refusedFor('delete', String(confirm.id))?.problem}
          reloadTo={here}
          action={here}
          csrf={csrf}
          intent="delete"
          item={confirm}
          yes={t('adminHearings.confirmYes')}
          no={t('adminHearings.confirmNo')}
          cancelTo={here}
        />
      ) : null}
      {otherRefused ? <FormProblem problem={otherRefused.problem} reloadTo={here} /> : null}

      <section className={ui.panel} aria-labelledby="hearings-heading">
        <h2 id="hearings-heading">{t('adminHearings.list', { n: hearings.length })}</h2>
        <details
          key={`add-${hearings.length}`}
          className={ui.disclosure}
          open={!!createRefused || hearings.length === 0}
        >
          <summary>+ {t('adminHearings.add')}</summary>
          <RecordForm
            id="hearing-new"
            refused={createRefused}
            initial={{ kind: 'protest', isPublish: '1' }}
            action={here}
            aria-label={t('adminHearings.add')}
            change={{ csrf, intent: 'create' }}
            submit={t('adminHearings.addButton')}
          >
            {(common) => (
              <>
                {fields(common)}
                <CheckField {...common} name="isPublish" label={t('adminHearings.publishNow')} />
              </>
            )}
          </RecordForm>
        </details>
        {hearings.length === 0 ? (
          <p className={ui.empty}>{t('adminHearings.none')}</p>
        ) : (
          <ol className={ui.races}>
            {hearings.map((h) => {
              const saveRefused = refusedFor('save', String(h.id));
              const formId = `hearing-${h.id}`;
              return (
                <li key={`${h.id}:${h.updatedAt}`} id={formId} className={ui.race}>
                  <div className={ui.raceMain}>
                    <strong>
                      {t('adminHearings.number', { n: h.number })} {t(`adminHearings.kinds.${h.kind}`)}
                    </strong>{' '}
                    <span className={ui.small}>
                      {[h.protestor, h.protestees.join(', '), h.races.join(', ')].filter(Boolean).join(' · ')}
                    </span>{' '}
                    <span className={ui.pill}>{t(`adminHearings.statuses.${h.status}`)}</span> {pill(h.isPublish)}
                  </div>
                  <div className={ui.rowActions}>
                    <RowAction
                      action={here}
                      className={ui.inline}
                      csrf={csrf}
                      intent="publish"
                      item={h}
                      fields={{ isPublish: h.isPublish ? '0' : '1' }}
                    >
                      {h.isPublish ? t('adminHearings.unpublish') : t('adminHearings.publish')}
                    </RowAction>
                    {h.status !== 'withdrawn' && h.status !== 'decided' ? (
                      <RowAction action={here} className={ui.inline} csrf={csrf} intent="withdraw" item={h}>
                        {t('adminHearings.withdraw')}
                      </RowAction>
                    ) : null}
                    {h.isPublish ? null : (
                      <Link className={ui.linkDanger} to={`${here}?delete=${h.id}`}>
                        {t('adminHearings.delete')}
                      </Link>
                    )}
                  </div>
                  <details className={ui.disclosure} open={!!saveRefused}>
                    <summary>{t('adminHearings.edit', { n: h.number })}</summary>
                    <RecordForm
                      id={formId}
                      refused={saveRefused}
                      initial={hearingValues(h)}
                      action={here}
                      encType="multipart/form-data"
                      aria-label={t('adminHearings.edit', { n: h.number })}
                      reloadTo={here}
                      change={{ csrf, intent: 'save', item: h }}
                      submit={t('adminHearings.save', { n: h.number })}
                    >
                      {(common) => (
                        <>
                          {fields(common)}
                          <div className={ui.formGrid}>
                            <SelectField
                              {...common}
                              name="status"
                              label={t('adminHearings.fields.status')}
                              options={statusOptions}
                            />
                          </div>
                          {(['decision', 'decisionEn'] as const).map((name) => (
                            <TextArea
                              key={name}
                              {...common}
                              name={name}
                              label={t(`adminHearings.fields.${name}`)}
                              rows={5}
                            />
                          ))}
                          <input type="hidden" name="decisionFile" value={common.values.decisionFile ?? ''} />
                          {h.decisionFile ? (
                            <p className={ui.small}>
                              {t('adminHearings.currentFile')}:{' '}
                              <a href={h.decisionFile} target="_blank" rel="noopener noreferrer">
                                {h.decisionFile.split('/').pop()} ↗
                              </a>{' '}
                              <label>
                                <input type="checkbox" name="removeFile" value="1" /> {t('adminHearings.removeFile')}
                              </label>
                            </p>
                          ) : null}
                          {canUpload ? (
                            <FieldFrame
                              id={`${formId}-upload`}
                              label={t('adminHearings.fields.decisionFile')}
                              hint={t('adminHearings.fileHint')}
                            >
                              <input
                                id={`${formId}-upload`}
                                className={ui.input}
                                type="file"
                                name="decisionUpload"
                                accept="application/pdf,image/jpeg,image/png,image/webp"
                                aria-describedby={describedBy(`${formId}-upload`, null, true)}
                              />
                            </FieldFrame>
                          ) : (
                            <p className={ui.hint}>{t('adminHearings.fileScorer')}</p>
                          )}
                          <CheckField {...common} name="isPublish" label={t('adminHearings.publishNow')} />
                        </>
                      )}
                    </RecordForm>
                  </details>
                </li>
              );
            })}
          </ol>
        )}
      </section>

      <section className={ui.panel} aria-labelledby="limits" id="limits-panel">
        <h2 id="limits">{t('adminHearings.limits')}</h2>
        <p className={ui.muted}>{t('adminHearings.limitsLead')}</p>
        <ConsoleForm
          id="limits"
          refused={limitsRefused}
          initial={limitValues}
          method="post"
          action={here}
          className={ui.form}
          aria-label={t('adminHearings.limits')}
        >
          {(limitsCommon, limitsRefusal) => (
            <>
              <FormProblem problem={limitsRefusal} reloadTo={here} />
              <CsrfField token={csrf} />
              <input type="hidden" name="intent" value="limits" />
              <input type="hidden" name="version" value={limits.updatedAt ?? ''} />
              {limitRows.map((_, i) => (
                <fieldset key={i} className={ui.formGrid}>
                  <legend className={ui.small}>{t('adminHearings.limitDay', { n: i + 1 })}</legend>
                  <TextField
                    {...limitsCommon}
                    name={`day${i}`}
                    type="date"
                    label={t('adminHearings.limitDay', { n: i + 1 })}
                  />
                  <TextField
                    {...limitsCommon}
                    name={`limitTime${i}`}
                    label={t('adminHearings.limitTime')}
                    placeholder="18:00"
                    pattern="[0-2][0-9]:[0-5][0-9]"
                    maxLength={5}
                  />
                  <TextField {...limitsCommon} name={`note${i}`} label={t('adminHearings.limitNote')} maxLength={200} />
                  <TextField
                    {...limitsCommon}
                    name={`noteEn${i}`}
                    label={t('adminHearings.limitNoteEn')}
                    maxLength={200}
                  />
                </fieldset>
              ))}
              <SubmitRow label={t('adminHearings.saveLimits')} />
            </>
          )}
        </ConsoleForm>
      </section>
    </div>
  );
}
