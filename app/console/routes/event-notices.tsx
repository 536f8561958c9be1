/**
 * An event's official notice board in the console (issue 30; docs/admin-console.md "Notice
 * board"): a short form first (kind, title, text, a photo or PDF, "Post now" or "Save as draft";
 * the English title and text folded away), so a race officer posts a notice from a phone in under
 * a minute; then the event's notices with their state and times, each to change (`?edit=id`),
 * post (a draft), withdraw (a posted one, after a confirmation: `?withdraw=id`) or delete (a
 * draft). Admins and editors for every event, a scorer for theirs (the API says 403 otherwise).
 * Every form posts to this route's action with an `intent` and the session's CSRF token; the file
 * is uploaded first (POST /admin/uploads), then the notice saved. Works without JavaScript.
 */
import { Link, href, redirect } from 'react-router';
import type { Route } from './+types/event-notices';
import { adminContentEndpoints as contentEp } from '../../../shared/admin-content-endpoints';
import { adminNoticeEndpoints as ep, NOTICE_TITLE_MAX, type AdminNotice } from '../../../shared/admin-notices';
import { NOTICE_KINDS } from '../../../shared/notices';
import { resolveRequestLang } from '../../../shared/lang';
import { useTranslation } from '../../i18n';
import { boardTime, noticesPath } from '../../features/notices/lib/board';
import { consoleApi, consoleForm } from '../lib/console-api.server';
import { refuseAnswer, refuseUnknown, type Refused } from '../lib/edits';
import { checkThenUpload, noticeForm } from '../lib/form-rules.server';
import { adminEventName } from '../lib/format';
import { fieldMessage, text } from '../lib/forms';
import { noticeBody, noticeValues } from '../lib/notice-edits';
import {
  ConsoleForm,
  CsrfField,
  Done,
  FieldFrame,
  FormProblem,
  SelectField,
  TextArea,
  TextField,
  describedBy,
  fieldId,
  type FieldCommon,
} from '../parts/form-parts';
import { ConfirmPanel, RowAction } from '../parts/record-actions';
import { useStaff } from './layout';
import ui from '../parts/console.module.css';
import styles from '../parts/notices.module.css';
import { PageHead } from '../parts/page-head';
import '../messages/register-notices';
import '../../features/notices/messages/register';

const DONE = ['created', 'draft', 'saved', 'published', 'withdrawn', 'deleted'] as const;
type DoneKind = (typeof DONE)[number];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const api = consoleApi(context, request);
  const eventCd = params.eventCd;
  const [event, notices] = await Promise.all([
    api.get(contentEp.eventGet, { eventCd }),
    api.get(ep.noticeList, { eventCd }),
  ]);
  const url = new URL(request.url);
  const done = url.searchParams.get('done') ?? '';
  const edit = Number(url.searchParams.get('edit') ?? 0);
  const withdraw = Number(url.searchParams.get('withdraw') ?? 0);
  return {
    event,
    notices,
    lang: resolveRequestLang(request),
    done: (DONE as readonly string[]).includes(done) ? (done as DoneKind) : null,
    edit: notices.find((n) => n.id === edit && n.withdrawnAt === null) ?? null,
    withdraw: notices.find((n) => n.id === withdraw && n.postedAt !== null && n.withdrawnAt === null) ?? null,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { api, form, csrf, values, intent } = await consoleForm(request, context);
  const eventCd = params.eventCd;
  const id = text(values, 'id');
  const updatedAt = text(values, 'updatedAt') || undefined;
  const here = href('/admin/events/:eventCd/notices', { eventCd });
  const done = (kind: DoneKind, anchor = '') => redirect(`${here}?done=${kind}${anchor}`);
  const opts = { csrf };

  switch (intent) {
    case 'notice-save': {
      // every rule first, then the photo or PDF, then the notice that refers to it
      const refused = await checkThenUpload(api, form, values, csrf, {
        intent,
        target: id,
        rules: noticeForm,
        files: [['file', 'fileUrl']],
      });
      if (refused) return refused;
      const publish = text(values, 'publish') === '1';
      if (!id) {
        const answer = await api.send(ep.noticeCreate, { eventCd }, noticeBody(values, publish), opts);
        return answer.ok
          ? done(publish ? 'created' : 'draft', `#notice-${answer.result.id}`)
          : refuseAnswer(intent, '', values, answer);
      }
      const answer = await api.send(ep.noticeUpdate, { id }, { ...noticeBody(values, publish), updatedAt }, opts);
      return answer.ok
        ? done(publish ? 'published' : 'saved', `#notice-${id}`)
        : refuseAnswer(intent, id, values, answer);
    }
    case 'notice-publish': {
      const answer = await api.send(ep.noticeUpdate, { id }, { isPublish: 1, updatedAt }, opts);
      return answer.ok ? done('published', `#notice-${id}`) : refuseAnswer(intent, id, values, answer);
    }
    case 'notice-withdraw': {
      const answer = await api.send(ep.noticeUpdate, { id }, { withdrawn: 1, updatedAt }, opts);
      return answer.ok ? done('withdrawn', `#notice-${id}`) : refuseAnswer(intent, id, values, answer);
    }
    case 'notice-delete': {
      const answer = await api.send(ep.noticeDelete, { id }, { updatedAt }, opts);
      return answer.ok ? done('deleted') : refuseAnswer(intent, id, values, answer);
    }
    default:
      return refuseUnknown(intent, '', values);
  }
}

/** the file input: a camera photo on a phone, a picture or a PDF; its error under it */
function FileField({ values, problem }: FieldCommon) {
  const { t } = useTranslation();
  const id = fieldId('notice', 'file');
  const error = problem?.errors.file ?? problem?.errors.fileUrl;
  const current = values.fileUrl ? values.fileUrl.split('/').pop() : '';
  return (
    <FieldFrame
      id={id}
      label={t('adminNotices.fields.file')}
      hint={current ? t('adminNotices.hints.fileKept', { name: current }) : t('adminNotices.hints.file')}
      error={error ? fieldMessage(t, error) : null}
    >
      <input
        id={id}
        className={`${ui.input} ${styles.file}`}
        type="file"
        name="file"
        accept="image/*,application/pdf,.pdf"
        aria-describedby={describedBy(id, error, true)}
        aria-invalid={error ? true : undefined}
      />
      <input type="hidden" name="fileUrl" value={values.fileUrl ?? ''} />
    </FieldFrame>
  );
}

function NoticeForm({
  refused,
  csrf,
  editing,
  cancelTo,
}: {
  refused: Refused | undefined;
  csrf: string | null | undefined;
  editing: AdminNotice | null;
  cancelTo: string;
}) {
  return (
    <ConsoleForm
      id="notice"
      refused={refused}
      initial={editing ? noticeValues(editing) : { kind: 'notice' }}
      method="post"
      encType="multipart/form-data"
      className={ui.form}
      reloadDocument
      aria-labelledby="notice-form-title"
    >
      {(common) => <NoticeFields common={common} csrf={csrf} editing={editing} cancelTo={cancelTo} />}
    </ConsoleForm>
  );
}

function NoticeFields({
  common,
  csrf,
  editing,
  cancelTo,
}: {
  common: FieldCommon;
  csrf: string | null | undefined;
  editing: AdminNotice | null;
  cancelTo: string;
}) {
  const { t } = useTranslation();
  const { values } = common;
  const posted = editing?.postedAt != null;
  return (
    <>
      <CsrfField token={csrf} />
      <input type="hidden" name="intent" value="notice-save" />
      {editing ? (
        <>
          <input type="hidden" name="id" value={editing.id} />
          <input type="hidden" name="updatedAt" value={values.updatedAt ?? editing.updatedAt} />
        </>
      ) : null}
      {posted ? (
        <input type="hidden" name="kind" value={editing.kind} />
      ) : (
        <SelectField
          {...common}
          name="kind"
          label={t('adminNotices.fields.kind')}
          options={NOTICE_KINDS.map((k) => ({ value: k, label: t(`notices.kinds.${k}`) }))}
        />
      )}
      <TextField
        {...common}
        name="title"
        label={t('adminNotices.fields.title')}
        required
        maxLength={NOTICE_TITLE_MAX}
      />
      <TextArea
        {...common}
        name="content"
        rows={4}
        label={t('adminNotices.fields.content')}
        hint={t('adminNotices.hints.content')}
      />
      <FileField {...common} />
      <details className={styles.english} open={Boolean(values.titleEn || values.contentEn) || undefined}>
        <summary>{t('adminNotices.hints.english')}</summary>
        <TextField {...common} name="titleEn" label={t('adminNotices.fields.titleEn')} maxLength={NOTICE_TITLE_MAX} />
        <TextArea {...common} name="contentEn" rows={3} label={t('adminNotices.fields.contentEn')} />
      </details>
      <div className={`${ui.actions} ${styles.formActions}`}>
        {posted ? (
          <button type="submit" className={ui.button} name="publish" value="1">
            {t('adminNotices.save')}
          </button>
        ) : (
          <>
            <button type="submit" className={ui.button} name="publish" value="1">
              {t('adminNotices.post')}
            </button>
            <button type="submit" className={ui.buttonSecondary} name="publish" value="0">
              {t('adminNotices.saveDraft')}
            </button>
          </>
        )}
        {editing ? (
          <Link className={ui.buttonSecondary} to={cancelTo}>
            {t('adminNotices.cancel')}
          </Link>
        ) : null}
      </div>
    </>
  );
}

export default function EventNotices({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const me = useStaff();
  const { event, notices, lang, done, edit, withdraw } = loaderData;
  const refused = (actionData as { refused?: Refused } | undefined)?.refused;
  const here = href('/admin/events/:eventCd/notices', { eventCd: event.eventCd });
  const timeZone = me?.siteTimeZone ?? 'Asia/Shanghai';
  const name = adminEventName(event, lang);
  const formRefused = refused?.intent === 'notice-save' ? refused : undefined;
  const editing = formRefused?.target ? (notices.find((n) => String(n.id) === formRefused.target) ?? edit) : edit;
  const rowProblem = refused && refused.intent !== 'notice-save' ? refused : undefined;
  const label = (n: AdminNotice) => t(`notices.kind.${n.kind}`, { n: n.number ?? '' });
  const state = (n: AdminNotice) => (n.withdrawnAt ? 'withdrawn' : n.postedAt ? 'posted' : 'draft');

  return (
    <div>
      <PageHead
        heading={t('adminNotices.heading')}
        docTitle={t('adminNotices.title', { name })}
        back={{ to: href('/admin/events/:eventCd', { eventCd: event.eventCd }), label: name }}
        lead={
          <p className={ui.muted}>
            {name} · <span className={ui.code}>{event.eventCd}</span>
          </p>
        }
        actions={
          event.isPublish ? (
            <a className={ui.buttonSecondary} href={noticesPath(event.eventCd, lang)} target="_blank" rel="noopener">
              {t('adminNotices.publicBoard')} ↗
            </a>
          ) : null
        }
      />
      {done ? <Done>{t(`adminNotices.done.${done}`)}</Done> : null}
      {rowProblem ? <FormProblem problem={rowProblem.problem} reloadTo={here} /> : null}

      {withdraw ? (
        <ConfirmPanel
          heading={t('adminNotices.withdraw')}
          lead={t('adminNotices.withdrawConfirm', { title: `${label(withdraw)} ${withdraw.title}` })}
          problem={null}
          reloadTo={here}
          action={here}
          reloadDocument
          csrf={me?.csrfToken}
          intent="notice-withdraw"
          idName="id"
          item={withdraw}
          yes={t('adminNotices.withdrawYes')}
          no={t('adminNotices.cancel')}
          cancelTo={here}
        />
      ) : null}

      <section className={ui.panel} aria-labelledby="notice-form-title">
        <h2 id="notice-form-title">
          {editing ? `${t('adminNotices.editHeading')}: ${label(editing)}` : t('adminNotices.newHeading')}
        </h2>
        <p className={ui.muted}>{t('adminNotices.lead')}</p>
        {formRefused ? (
          <FormProblem problem={formRefused.problem} reloadTo={editing ? `${here}?edit=${editing.id}` : here} />
        ) : null}
        <NoticeForm
          key={`${editing?.id ?? 'new'}:${JSON.stringify(formRefused?.values)}`}
          refused={formRefused}
          csrf={me?.csrfToken}
          editing={editing}
          cancelTo={here}
        />
      </section>

      <section className={ui.panel} aria-labelledby="notice-list-title">
        <h2 id="notice-list-title">{t('adminNotices.list')}</h2>
        {notices.length === 0 ? (
          <p className={ui.empty}>{t('adminNotices.empty')}</p>
        ) : (
          <ol className={styles.notices}>
            {notices.map((n) => (
              <li key={n.id} id={`notice-${n.id}`} className={styles.notice}>
                <div className={styles.noticeHead}>
                  <span className={styles.kind}>{label(n)}</span>
                  <span className={`${ui.pill} ${state(n) === 'posted' ? ui.published : ui.draft}`}>
                    {t(`adminNotices.states.${state(n)}`)}
                  </span>
                </div>
                <p className={styles.title}>{n.withdrawnAt ? <s>{n.title}</s> : n.title}</p>
                {n.postedAt ? (
                  <p className={ui.muted}>
                    {t('adminNotices.posted', { time: boardTime(n.postedAt, timeZone) })}
                    {n.amendedAt ? ` · ${t('adminNotices.amended', { time: boardTime(n.amendedAt, timeZone) })}` : ''}
                    {n.versions.length > 0 ? ` · ${t('adminNotices.versions', { count: n.versions.length })}` : ''}
                  </p>
                ) : null}
                {n.withdrawnAt ? null : (
                  <div className={styles.rowActions}>
                    <Link className={ui.buttonSecondary} to={`${here}?edit=${n.id}#notice-form-title`}>
                      {t('adminNotices.edit')}
                    </Link>
                    {n.postedAt ? (
                      <Link className={ui.buttonSecondary} to={`${here}?withdraw=${n.id}`}>
                        {t('adminNotices.withdraw')}
                      </Link>
                    ) : (
                      <>
                        {(['publish', 'delete'] as const).map((verb) => (
                          <RowAction
                            key={verb}
                            action={here}
                            reloadDocument
                            csrf={me?.csrfToken}
                            intent={`notice-${verb}`}
                            idName="id"
                            item={n}
                            buttonClass={verb === 'delete' ? ui.buttonDanger : ui.button}
                          >
                            {t(`adminNotices.${verb}`)}
                          </RowAction>
                        ))}
                      </>
                    )}
                  </div>
                )}
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
