/**
 * A class's entry list in the console (docs/admin-console.md "Entries"; issue 31): the list, a boat
 * added, edited (`?edit=`) or deleted (`?delete=`, a confirmation step), and an entry list imported
 * from a CSV or a Sailwave .blw: the preview (new boats, boats entered already, duplicates,
 * unusable rows, unknown nations) then a confirm (merge or replace) or a discard. Every form posts
 * to this route's action with an `intent` and the session's CSRF token, and works without
 * JavaScript. Scorers reach it for their events (the API checks).
 */
import type { ReactNode } from 'react';
import { Form, Link, data, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/level-entries';
import { adminContentEndpoints } from '../../../shared/admin-content-endpoints';
import { adminEntryEndpoints as ep, type EntryImportPreview } from '../../../shared/admin-entries';
import { resolveRequestLang } from '../../../shared/lang';
import { useTranslation } from '../../i18n';
import { consoleApi, consoleForm } from '../lib/console-api.server';
import { problemOf, text, type FormValues } from '../lib/forms';
import { href } from 'react-router';
import { importInput } from '../lib/upload';
import { ImportDecision, ImportPanel } from '../parts/import-panel';
import { refusalsOf, refuseAnswer, type Refused } from '../lib/edits';
import {
  ConsoleForm,
  CsrfField,
  Done,
  FormProblem,
  RadioChoice,
  TextField,
  type FieldCommon,
} from '../parts/form-parts';
import { useStaff } from './layout';
import ui from '../parts/console.module.css';
import styles from '../parts/level-entries.module.css';
import { TableHead } from '../parts/table-head';
import '../messages/register-entries';

const DONE = ['added', 'saved', 'updated', 'deleted', 'discarded'] as const;
const FIELDS = ['sailNo', 'nationality', 'helm', 'crew', 'club', 'group'] as const;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const api = consoleApi(context, request);
  const url = new URL(request.url);
  const levelCd = params.levelCd;
  const [level, entries] = await Promise.all([
    api.get(adminContentEndpoints.levelGet, { levelCd }),
    api.get(ep.entryList, { levelCd }),
  ]);
  const done = url.searchParams.get('done');
  return {
    lang: resolveRequestLang(request),
    level,
    entries,
    editId: Number(url.searchParams.get('edit')) || null,
    deleteId: Number(url.searchParams.get('delete')) || null,
    done: (DONE as readonly string[]).includes(done ?? '') ? (done as (typeof DONE)[number]) : null,
  };
}

type Problem = ReturnType<typeof problemOf>;
/** what the import, confirm, discard and delete forms are answered (a boat's form: a refusal, lib/edits.ts) */
type ActionData = {
  intent: string;
  problem?: Problem | null;
  unreadable?: string;
  noFile?: boolean;
  preview?: EntryImportPreview;
};

const bodyOf = (values: Record<string, unknown>) =>
  Object.fromEntries(FIELDS.map((f) => [f, String(values[f] ?? '').trim()])) as Record<(typeof FIELDS)[number], string>;

export async function action({ request, params, context }: Route.ActionArgs) {
  const { api, form, csrf, values, intent } = await consoleForm(request, context);
  const levelCd = params.levelCd;
  const here = href('/admin/levels/:levelCd/entries', { levelCd });
  const answerWith = (d: ActionData) => data(d, { status: 200 });

  // (a boat added or changed: a refusal comes back to its form with what was typed; a sail number
  // the class has is said beside the sail number)
  if (intent === 'add') {
    const answer = await api.send(ep.entryCreate, { levelCd }, bodyOf(values), { csrf });
    if (answer.ok) throw redirect(`${here}?done=added`);
    return refuseAnswer(intent, '', values, answer, 'sailNo');
  }
  if (intent === 'update') {
    const id = text(values, 'id');
    const answer = await api.send(
      ep.entryUpdate,
      { id },
      { ...bodyOf(values), updatedAt: text(values, 'updatedAt') || undefined },
      { csrf },
    );
    if (answer.ok) throw redirect(`${here}?done=updated`);
    return refuseAnswer(intent, id, values, answer, 'sailNo');
  }
  if (intent === 'delete') {
    const answer = await api.send(ep.entryDelete, { id: text(values, 'id') }, undefined, { csrf });
    if (answer.ok) throw redirect(`${here}?done=deleted`);
    return answerWith({ intent, problem: problemOf(answer) });
  }
  if (intent === 'import') {
    const input = importInput(form);
    if (!input) return answerWith({ intent, noFile: true });
    const answer = await api.send(ep.entryImport, { levelCd }, input, { csrf });
    if (answer.ok) return answerWith({ intent, preview: answer.result as EntryImportPreview });
    if (answer.status === 400 && answer.issues.some((i) => i.field === 'file'))
      return answerWith({ intent, unreadable: answer.message });
    return answerWith({ intent, problem: problemOf(answer) });
  }
  if (intent === 'confirm' || intent === 'discard') {
    const id = Number(text(values, 'importId'));
    const body =
      intent === 'confirm'
        ? { confirm: id, mode: text(values, 'mode') === 'replace' ? ('replace' as const) : ('merge' as const) }
        : { discard: id };
    const answer = await api.send(ep.entryImport, { levelCd }, body, { csrf });
    if (answer.ok) throw redirect(`${here}?done=${intent === 'confirm' ? 'saved' : 'discarded'}`);
    return answerWith({ intent, problem: problemOf(answer) });
  }
  return answerWith({ intent, problem: problemOf({ status: 400 }) });
}

export const meta: Route.MetaFunction = () => [{ name: 'robots', content: 'noindex, nofollow' }];

/** the head of an entries table: the boat's fields and a last column (the import's preview: the file's line first) */
function EntriesHead({ line = false }: { line?: boolean }) {
  const { t } = useTranslation();
  return (
    <TableHead
      columns={[
        ...(line ? [t('adminEntries.line')] : []),
        ...FIELDS.map((f) => t(`adminEntries.columns.${f}`)),
        t('adminEntries.columns.actions'),
      ]}
    />
  );
}

export default function LevelEntriesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const me = useStaff();
  const busy = useNavigation().state === 'submitting';
  const { lang, level, entries, editId, deleteId, done } = loaderData;
  const act = actionData as ActionData | undefined;
  const { refusedFor } = refusalsOf(actionData);
  const name = lang === 'en' && level.levelNameCode ? level.levelNameCode : level.levelName;
  const here = href('/admin/levels/:levelCd/entries', { levelCd: level.levelCd });
  const preview = act?.preview ?? null;
  const say = (m: { en: string; zh: string }) => (lang === 'en' ? m.en : m.zh);
  const sourceName = (source: string) => (source.startsWith('upload:') ? source.slice('upload:'.length) : source);

  return (
    <>
      <title>{`${t('adminEntries.title', { name })} | ${t('admin.siteName')}`}</title>
      <div className={ui.head}>
        <h1>{t('adminEntries.title', { name })}</h1>
        <p className={styles.links}>
          <Link to={href('/admin/events/:eventCd', { eventCd: level.eventCd })}>← {t('adminEntries.back')}</Link>
          <Link to={href('/admin/levels/:levelCd/results', { levelCd: level.levelCd })}>
            {t('adminEntries.results')}
          </Link>
          <a href={`/events/entries/${encodeURIComponent(level.eventCd)}?level=${encodeURIComponent(level.levelCd)}`}>
            {t('adminEntries.public')} ↗
          </a>
        </p>
      </div>
      {done ? <Done>{t(`adminEntries.done.${done}`)}</Done> : null}
      {act?.problem ? <FormProblem problem={act.problem} reloadTo={here} /> : null}
      {act?.noFile ? (
        <p className={ui.error} role="alert">
          {t('adminEntries.problems.noFile')}
        </p>
      ) : null}
      {act?.unreadable ? (
        <p className={ui.error} role="alert">
          {t('adminEntries.problems.unreadable', { message: act.unreadable })}
        </p>
      ) : null}

      {preview ? (
        <section className={ui.panel} aria-labelledby="entries-preview-heading">
          <h2 id="entries-preview-heading">{t('adminEntries.previewHeading')}</h2>
          <p className={ui.muted}>
            {t('adminEntries.previewFrom', {
              source: sourceName(preview.source),
              format: preview.format,
              rows: preview.counts.rows,
            })}
          </p>
          <p
            className={
              preview.counts.duplicate + preview.counts.invalid + preview.counts.unknownNation > 0
                ? styles.warn
                : ui.notice
            }
          >
            {t('adminEntries.counts', {
              new: preview.counts.new,
              entered: preview.counts.entered,
              duplicate: preview.counts.duplicate,
              invalid: preview.counts.invalid,
              unknown: preview.counts.unknownNation,
            })}
          </p>
          {preview.warnings.length > 0 ? (
            <ul className={styles.warnings}>
              {preview.warnings.map((w, i) => (
                <li key={i}>{say(w.message)}</li>
              ))}
            </ul>
          ) : null}
          <div className={ui.tableWrap}>
            <table className={ui.table}>
              <EntriesHead line />
              <tbody>
                {preview.rows.map((r, i) => (
                  <tr key={i} className={r.status === 'new' || r.status === 'entered' ? undefined : styles.flagged}>
                    <td>{r.line}</td>
                    <th scope="row">{r.sailNo || '—'}</th>
                    <td className={r.unknownNation ? styles.flaggedCell : undefined}>
                      {r.nationality || '—'}
                      {r.unknownNation ? <span className={styles.tag}>{t('adminEntries.unknownNation')}</span> : null}
                    </td>
                    <td>{r.helm || '—'}</td>
                    <td>{r.crew || '—'}</td>
                    <td>{r.club || '—'}</td>
                    <td>{r.group || '—'}</td>
                    <td>
                      {t(`adminEntries.status.${r.status}`)}
                      {r.problem ? <span className={styles.problem}>{say(r.problem)}</span> : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ImportDecision
            importId={preview.id}
            decide={{ intent: 'confirm', label: t('adminEntries.confirm') }}
            discard={t('adminEntries.discard')}
            csrf={me?.csrfToken}
            busy={busy}
            className={styles.confirm}
            actionsClassName={styles.actions}
          >
            <RadioChoice
              className={styles.fieldset}
              legend={t('adminEntries.mode')}
              name="mode"
              options={(['merge', 'replace'] as const).map((m) => ({ value: m, label: t(`adminEntries.${m}`) }))}
            />
          </ImportDecision>
        </section>
      ) : null}

      <section className={ui.panel} aria-labelledby="entries-list-heading">
        <h2 id="entries-list-heading">{t('adminEntries.listHeading', { n: entries.length })}</h2>
        {entries.length === 0 ? (
          <p className={ui.empty}>{t('adminEntries.empty')}</p>
        ) : (
          <div className={ui.tableWrap}>
            <table className={ui.table}>
              <EntriesHead />
              <tbody>
                {entries.map((e) =>
                  editId === e.id ? (
                    <tr key={e.id}>
                      <td colSpan={FIELDS.length + 1}>
                        <EntryForm
                          id={`edit-${e.id}`}
                          refused={refusedFor('update', String(e.id))}
                          initial={bodyOf(e)}
                          csrf={me?.csrfToken}
                          className={styles.editForm}
                          reloadTo={here}
                        >
                          <input type="hidden" name="id" value={e.id} />
                          <input type="hidden" name="updatedAt" value={e.updatedAt} />
                          <p className={styles.actions}>
                            <button type="submit" name="intent" value="update" className={ui.button} disabled={busy}>
                              {t('adminEntries.save')}
                            </button>
                            <Link to={here}>{t('adminEntries.cancel')}</Link>
                          </p>
                        </EntryForm>
                      </td>
                    </tr>
                  ) : (
                    <tr key={e.id}>
                      <th scope="row">{e.sailNo}</th>
                      <td>{e.nationality || '—'}</td>
                      <td>{e.helm || '—'}</td>
                      <td>{e.crew || '—'}</td>
                      <td>{e.club || '—'}</td>
                      <td>{e.group || '—'}</td>
                      <td className={ui.nowrap}>
                        {deleteId === e.id ? (
                          <Form method="post" reloadDocument className={styles.inline}>
                            <CsrfField token={me?.csrfToken} />
                            <input type="hidden" name="id" value={e.id} />
                            <span className={ui.muted}>{t('adminEntries.deleteHelp')}</span>{' '}
                            <button type="submit" name="intent" value="delete" className={ui.button}>
                              {t('adminEntries.deleteConfirm', { sailNo: e.sailNo })}
                            </button>{' '}
                            <Link to={here}>{t('adminEntries.cancel')}</Link>
                          </Form>
                        ) : (
                          <>
                            <Link to={`${here}?edit=${e.id}`} aria-label={`${t('adminEntries.edit')} ${e.sailNo}`}>
                              {t('adminEntries.edit')}
                            </Link>{' '}
                            ·{' '}
                            <Link to={`${here}?delete=${e.id}`} aria-label={`${t('adminEntries.delete')} ${e.sailNo}`}>
                              {t('adminEntries.delete')}
                            </Link>
                          </>
                        )}
                      </td>
                    </tr>
                  ),
                )}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <div className={`${ui.grid} ${styles.below}`}>
        <section className={ui.panel} aria-labelledby="entries-add-heading">
          <h2 id="entries-add-heading">{t('adminEntries.addHeading')}</h2>
          <EntryForm id="add" refused={refusedFor('add')} initial={{}} csrf={me?.csrfToken}>
            <button type="submit" name="intent" value="add" className={ui.button} disabled={busy}>
              {t('adminEntries.add')}
            </button>
          </EntryForm>
        </section>
        <ImportPanel
          id="entries"
          words="adminEntries"
          accept=".csv,.txt,.tsv,.blw,text/csv"
          rows={5}
          csrf={me?.csrfToken}
          busy={busy}
        />
      </div>
    </>
  );
}

/**
 * A boat's form (added, or changed in its row) under conform (decision 0024): each rule beside its
 * field in the page's language on leaving it and on submit; a refusal back with what was typed.
 * `children`: the form's own hidden fields and buttons, after the boat's fields.
 */
function EntryForm({
  id,
  refused,
  initial,
  csrf,
  className,
  reloadTo,
  children,
}: {
  id: string;
  refused: Refused | null;
  initial: FormValues;
  csrf: string | null | undefined;
  className?: string;
  reloadTo?: string;
  children: ReactNode;
}) {
  return (
    <ConsoleForm
      key={JSON.stringify(refused?.values)}
      id={`entry-${id}`}
      refused={refused}
      initial={initial}
      method="post"
      className={className}
      reloadDocument
    >
      {(common) => (
        <>
          <CsrfField token={csrf} />
          {refused ? <FormProblem problem={refused.problem} reloadTo={reloadTo} /> : null}
          <EntryFields common={common} />
          {children}
        </>
      )}
    </ConsoleForm>
  );
}

function EntryFields({ common }: { common: FieldCommon }) {
  const { t } = useTranslation();
  return (
    <div className={styles.fields}>
      <TextField {...common} name="sailNo" label={t('adminEntries.columns.sailNo')} required maxLength={40} />
      <TextField
        {...common}
        name="nationality"
        label={t('adminEntries.columns.nationality')}
        maxLength={3}
        hint={t('adminEntries.nationHint')}
      />
      <TextField {...common} name="helm" label={t('adminEntries.columns.helm')} maxLength={200} />
      <TextField {...common} name="crew" label={t('adminEntries.columns.crew')} maxLength={300} />
      <TextField {...common} name="club" label={t('adminEntries.columns.club')} maxLength={200} />
      <TextField {...common} name="group" label={t('adminEntries.columns.group')} maxLength={100} />
    </div>
  );
}
