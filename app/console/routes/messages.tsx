/**
 * The console's contact inbox (docs/admin-console.md, issue 20 item 3): the messages visitors
 * sent, newest first, 25 a page; a search (name, e-mail, subject, text) and a filter (new,
 * handled) as a GET form (`?q=&status=&page=`); each message with what the visitor typed shown as
 * text (control characters escaped), a reply link (`mailto:` with "Re: subject"), a form to mark
 * it handled with a note (or new again), and for admins a delete behind a confirmation step
 * (`?delete=ID`). The filtered list exports as CSV (/admin/messages/export). Every form posts to
 * this route's action with the CSRF token: it works without JavaScript.
 */
import { Form, Link, redirect, useNavigation, href } from 'react-router';
import type { Route } from './+types/messages';
import {
  adminInboxEndpoints as ep,
  CONTACT_STATUSES,
  NOTE_MAX,
  replyMailto,
  type AdminContactMessage,
  type ContactStatus,
} from '../../../shared/admin-inbox';
import { escapeControls } from '../../../shared/control-chars';
import { useTranslation } from '../../i18n';
import { consoleApi, consoleForm } from '../lib/console-api.server';
import { consoleTime } from '../lib/format';
import { problemOf, text, type Problem } from '../lib/forms';
import { CsrfField, Done, FieldFrame, FormProblem, describedBy } from '../parts/form-parts';
import { useStaff } from './layout';
import { PageHead } from '../parts/page-head';
import { PagedList, SearchForm } from '../parts/pager';
import ui from '../parts/console.module.css';
import styles from '../parts/inbox.module.css';
import '../messages/register-inbox';

const DONE = ['handled', 'saved', 'reopened', 'deleted'] as const;
type DoneKind = (typeof DONE)[number];

function listQuery(url: URL) {
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 200);
  const raw = url.searchParams.get('status') ?? '';
  const status = (CONTACT_STATUSES as readonly string[]).includes(raw) ? (raw as ContactStatus) : undefined;
  const page = Math.min(1_000_000, Math.max(1, Math.floor(Number(url.searchParams.get('page')) || 1)));
  return { q, status, page };
}

/** the inbox's address with these search, filter and page (and nothing else) */
function inboxLink(p: { q?: string; status?: string; page?: number }, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams();
  if (p.q) query.set('q', p.q);
  if (p.status) query.set('status', p.status);
  if (p.page && p.page > 1) query.set('page', String(p.page));
  for (const [k, v] of Object.entries(extra)) query.set(k, v);
  const s = query.toString();
  return `${href('/admin/messages')}${s ? `?${s}` : ''}`;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { q, status, page } = listQuery(url);
  const api = consoleApi(context, request);
  const [list, count] = await Promise.all([
    api.get(ep.contactList, undefined, { q: q || undefined, status, page }),
    api.get(ep.contactCount, undefined, { status: 'new' }),
  ]);
  const done = url.searchParams.get('done') ?? '';
  const deleteId = Number(url.searchParams.get('delete')) || null;
  return {
    q,
    status: status ?? '',
    list,
    newCount: count.count,
    done: (DONE as readonly string[]).includes(done) ? (done as DoneKind) : null,
    confirm: deleteId ? (list.records.find((m) => m.id === deleteId) ?? null) : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { api, csrf, values, intent } = await consoleForm(request, context);
  const id = text(values, 'id');
  const back = listQuery(new URL(request.url));
  if (intent === 'delete') {
    const answer = await api.send(ep.contactDelete, { id }, undefined, { csrf });
    if (answer.ok || answer.status === 404) return redirect(inboxLink(back, { done: 'deleted' }));
    return { id: Number(id), problem: problemOf(answer) satisfies Problem, note: null };
  }
  const note = values.note ?? '';
  const status: ContactStatus | undefined = intent === 'handle' ? 'handled' : intent === 'reopen' ? 'new' : undefined;
  const answer = await api.send(
    ep.contactUpdate,
    { id },
    { status, note, updatedAt: text(values, 'updatedAt') || undefined },
    { csrf },
  );
  if (answer.ok) {
    const done: DoneKind = intent === 'handle' ? 'handled' : intent === 'reopen' ? 'reopened' : 'saved';
    return redirect(`${inboxLink(back, { done })}#message-${id}`);
  }
  return { id: Number(id), problem: problemOf(answer) satisfies Problem, note };
}

function Message({
  m,
  failed,
  csrf,
  canDelete,
  confirming,
  here,
}: {
  m: AdminContactMessage;
  failed: { problem: Problem; note: string | null } | null;
  csrf: string | null | undefined;
  canDelete: boolean;
  confirming: boolean;
  here: { q: string; status: string; page: number };
}) {
  const zone = useStaff()?.siteTimeZone;
  const { t } = useTranslation();
  const nav = useNavigation();
  const busy = nav.state === 'submitting' && nav.formData?.get('id') === String(m.id);
  const line = (s: string | null | undefined) => escapeControls(s ?? '');
  const subject = line(m.subject);
  const noteId = `note-${m.id}`;
  return (
    <article className={styles.message} id={`message-${m.id}`} aria-labelledby={`subject-${m.id}`}>
      <header className={styles.messageHead}>
        <h2 className={styles.subject} id={`subject-${m.id}`}>
          {subject || t('adminInbox.noSubject')}
        </h2>
        <span className={`${ui.pill} ${m.status === 'new' ? styles.isNew : ui.published}`}>
          {m.status === 'new' ? t('adminInbox.new') : t('adminInbox.handled')}
        </span>
      </header>
      <dl className={styles.meta}>
        <div>
          <dt>{t('adminInbox.from')}</dt>
          <dd>
            <span className={styles.name}>{line(m.name)}</span>{' '}
            <span className={styles.email}>&lt;{line(m.email)}&gt;</span>
          </dd>
        </div>
        <div>
          <dt className="visually-hidden">{t('adminInbox.sentAt', { time: '' })}</dt>
          <dd>
            <time dateTime={m.createdAt}>{t('adminInbox.sentAt', { time: consoleTime(m.createdAt, zone) })}</time>
            {m.lang ? <span className={ui.muted}> · {t('adminInbox.language', { lang: line(m.lang) })}</span> : null}
          </dd>
        </div>
        {m.page ? (
          <div>
            <dt className="visually-hidden">{t('adminInbox.sentFrom', { page: '' })}</dt>
            <dd className={styles.page}>{t('adminInbox.sentFrom', { page: line(m.page) })}</dd>
          </div>
        ) : null}
      </dl>
      <p className={styles.text} data-testid="message-text">
        {escapeControls(m.message, { multiline: true })}
      </p>
      {m.handledBy && m.handledAt ? (
        <p className={ui.muted}>
          {t('adminInbox.handledBy', { name: m.handledBy.name, time: consoleTime(m.handledAt, zone) })}
        </p>
      ) : null}
      {failed ? <FormProblem problem={failed.problem} reloadTo={`${inboxLink(here)}#message-${m.id}`} /> : null}
      <Form method="post" className={styles.handle} preventScrollReset>
        <CsrfField token={csrf} />
        <input type="hidden" name="id" value={m.id} />
        <input type="hidden" name="updatedAt" value={m.updatedAt} />
        <FieldFrame id={noteId} label={t('adminInbox.note')} hint={t('adminInbox.noteHint')}>
          <textarea
            id={noteId}
            name="note"
            className={ui.textarea}
            rows={2}
            maxLength={NOTE_MAX}
            defaultValue={failed?.note ?? m.note ?? ''}
            aria-describedby={describedBy(noteId, null, true)}
          />
        </FieldFrame>
        <div className={styles.actions}>
          {m.status === 'new' ? (
            <button type="submit" name="intent" value="handle" className={ui.button} disabled={busy}>
              {t('adminInbox.markHandled')}
            </button>
          ) : (
            <button type="submit" name="intent" value="note" className={ui.button} disabled={busy}>
              {t('adminInbox.saveNote')}
            </button>
          )}
          {m.status === 'handled' ? (
            <button type="submit" name="intent" value="reopen" className={ui.buttonSecondary} disabled={busy}>
              {t('adminInbox.markNew')}
            </button>
          ) : null}
          <a className={ui.buttonSecondary} href={replyMailto(m.email, m.subject)} title={t('adminInbox.replyHint')}>
            {t('adminInbox.reply')}
          </a>
          {canDelete && !confirming ? (
            <Link
              className={ui.linkDanger}
              to={`${inboxLink(here, { delete: String(m.id) })}#message-${m.id}`}
              preventScrollReset
            >
              {t('adminInbox.delete')}
            </Link>
          ) : null}
        </div>
      </Form>
      {canDelete && confirming ? (
        <Form method="post" className={styles.confirm} role="alertdialog" aria-labelledby={`confirm-${m.id}`}>
          <CsrfField token={csrf} />
          <input type="hidden" name="id" value={m.id} />
          <h3 id={`confirm-${m.id}`}>{t('adminInbox.confirmHeading')}</h3>
          <p>{t('adminInbox.confirmText', { name: line(m.name), email: line(m.email) })}</p>
          <div className={styles.actions}>
            <button type="submit" name="intent" value="delete" className={ui.buttonDanger} disabled={busy}>
              {t('adminInbox.confirmDelete')}
            </button>
            <Link className={ui.buttonSecondary} to={`${inboxLink(here)}#message-${m.id}`} preventScrollReset>
              {t('adminInbox.cancel')}
            </Link>
          </div>
        </Form>
      ) : null}
    </article>
  );
}

export default function Inbox({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const me = useStaff();
  const { q, status, list, newCount, done, confirm } = loaderData;
  const here = { q, status, page: list.pageNo };
  const canDelete = me?.staff.role === 'admin';
  const exportQuery = new URLSearchParams();
  if (q) exportQuery.set('q', q);
  if (status) exportQuery.set('status', status);
  const exportHref = `${href('/admin/messages/export')}${exportQuery.size ? `?${exportQuery}` : ''}`;
  return (
    <>
      <PageHead
        docTitle={t('adminInbox.title')}
        heading={
          <>
            {t('adminInbox.heading')}{' '}
            {newCount > 0 ? (
              <span className={styles.badge} data-testid="inbox-new-count">
                {t('adminInbox.newCount', { n: newCount })}
              </span>
            ) : null}
          </>
        }
        actions={
          <a className={ui.buttonSecondary} href={exportHref} download title={t('adminInbox.exportHint')}>
            {t('adminInbox.exportCsv')}
          </a>
        }
      />
      <p className={ui.muted}>{t('adminInbox.lead')}</p>
      {done ? <Done>{t(`adminInbox.done.${done}`)}</Done> : null}
      <SearchForm
        search={{
          id: 'inbox-q',
          label: t('adminInbox.searchLabel'),
          placeholder: t('adminInbox.searchPlaceholder'),
          value: q,
          maxLength: 200,
        }}
        submit={t('adminInbox.search')}
      >
        <label htmlFor="inbox-status" className="visually-hidden">
          {t('adminInbox.statusLabel')}
        </label>
        <select id="inbox-status" name="status" defaultValue={status} className={ui.input}>
          <option value="">{t('adminInbox.all')}</option>
          <option value="new">{t('adminInbox.new')}</option>
          <option value="handled">{t('adminInbox.handled')}</option>
        </select>
      </SearchForm>
      <PagedList
        page={list}
        empty={q || status ? t('adminInbox.noMatch') : t('adminInbox.empty')}
        count={t('adminInbox.count', { n: list.total })}
        label={t('adminInbox.pages')}
        href={(n) => inboxLink({ q, status, page: n })}
      >
        <div className={styles.messages}>
          {list.records.map((m) => (
            <Message
              key={`${m.id}-${m.updatedAt}`}
              m={m}
              failed={actionData && actionData.id === m.id ? actionData : null}
              csrf={me?.csrfToken}
              canDelete={canDelete}
              confirming={confirm?.id === m.id}
              here={here}
            />
          ))}
        </div>
      </PagedList>
    </>
  );
}
