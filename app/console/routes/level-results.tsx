/**
 * A class's results in the console (docs/admin-console.md "Results"; issue 19): import a file or
 * a pasted table, see the check's findings and the tables exactly as the public page will show
 * them (in the console's language), publish as provisional or final with a title in both
 * languages, or discard; the history of what was published (status, source, who), each
 * publication withdrawable with a confirmation step. Every form posts to this route's action
 * with an `intent` and the session's CSRF token, and works without JavaScript.
 */
import { Form, Link, data, redirect, useNavigation, href } from 'react-router';
import type { Route } from './+types/level-results';
import { actionForm } from '../../lib/action-form';
import { adminContentEndpoints } from '../../../shared/admin-content-endpoints';
import { adminScoreEndpoints as ep, type ImportPreview } from '../../../shared/admin-scores';
import type { ScorePublication } from '../../../shared/api';
import { resolveRequestLang, type Lang } from '../../../shared/lang';
import { useTranslation } from '../../i18n';
import { consoleApi } from '../lib/console-api.server';
import { consoleTime } from '../lib/format';
import { importInput } from '../lib/upload';
import { ImportDecision, ImportPanel } from '../parts/import-panel';
import { CsrfField, Done, FieldFrame, RadioChoice, describedBy } from '../parts/form-parts';
import { ResultTables } from '../../features/results/components/results-tables';
import { readResultsQuery, resultsPage } from '../../features/results/lib/results-page.server';
import { useStaff } from './layout';
import ui from '../parts/console.module.css';
import styles from '../parts/level-results.module.css';
import { ConsoleTable } from '../parts/table-head';
import '../messages/register-results';
import '../messages/register-entries';

const DONE = ['published', 'discarded', 'withdrawn'] as const;

/** the rows of each publication the preview draws as the public page will (all are published; the comparison lists every boat) */
const PREVIEW_ROWS = 300;

/** the import's tables as the public page will show them (the results feature's own view), at most PREVIEW_ROWS rows each */
function previewOf(preview: ImportPreview, lang: Lang, url: URL) {
  const scores: ScorePublication[] = preview.publications.map((p, i) => ({
    id: -(i + 1),
    levelCd: preview.levelCd,
    scores: JSON.stringify(
      Array.isArray(p.data) && p.data.length > PREVIEW_ROWS ? { ...p, data: p.data.slice(0, PREVIEW_ROWS) } : p,
    ),
    publishTime: consoleTime(preview.createdAt),
  }));
  return resultsPage({ scores, query: { ...readResultsQuery(url), pub: null, race: null }, lang });
}

interface CompareRow {
  boat: string;
  fileGroup: string;
  fileRank: string;
  fileNet: string;
  group: string;
  rank: string;
  net: string;
  differs: boolean;
}

/**
 * Each boat as the file groups and ranks her beside what will be published (issue 26 item 5):
 * from the import's standings (the file's own values, row by row) and the publications' rows.
 */
function comparisonOf(preview: ImportPreview): { title: string; rows: CompareRow[] }[] {
  if (!preview.standings) return [];
  return preview.publications.map((p, i) => {
    const data = (Array.isArray(p.data) ? p.data : []) as Record<string, string>[];
    const groupKey = typeof p.groupingField === 'string' ? p.groupingField : '';
    const file = preview.standings![i] ?? [];
    // groups compared as the boats they hold ('Gold Fleet' in the file, 'Gold' published)
    const fileToPub = new Map<string, string>();
    const pubToFile = new Map<string, string>();
    data.forEach((row, j) => {
      const g = groupKey ? (row[groupKey] ?? '') : '';
      const fg = file[j]?.group ?? '';
      if (!fileToPub.has(fg)) fileToPub.set(fg, g);
      if (!pubToFile.has(g)) pubToFile.set(g, fg);
    });
    const rows = data.map((row, j): CompareRow => {
      const f = file[j] ?? { group: '', rank: '', net: '' };
      const group = groupKey ? (row[groupKey] ?? '') : '';
      const rank = row.rank ?? '';
      const num = (s: string) => /\d+/.exec(s)?.[0] ?? s;
      const differs =
        (f.rank !== '' && num(f.rank) !== num(rank)) ||
        fileToPub.get(f.group) !== group ||
        pubToFile.get(group) !== f.group;
      return {
        boat: [row.sailNo, row.helm].filter(Boolean).join(' ') || row.boat || String(j + 1),
        fileGroup: f.group,
        fileRank: f.rank,
        fileNet: f.net,
        group,
        rank,
        net: row.net ?? '',
        differs,
      };
    });
    return { title: typeof p.theTitle === 'string' ? p.theTitle : '', rows };
  });
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const api = consoleApi(context, request);
  const url = new URL(request.url);
  const levelCd = params.levelCd;
  const lang = resolveRequestLang(request);
  const [level, history] = await Promise.all([
    api.get(adminContentEndpoints.levelGet, { levelCd }),
    api.get(ep.scoreList, { levelCd }),
  ]);
  const importId = url.searchParams.get('import');
  let preview: ImportPreview | null = null;
  if (importId && /^\d{1,10}$/.test(importId)) {
    const answer = await api.send(ep.importGet, { id: importId });
    if (answer.ok && answer.result.levelCd === levelCd) preview = answer.result;
  }
  const done = url.searchParams.get('done');
  return {
    lang,
    level,
    history,
    preview,
    tables: preview ? previewOf(preview, lang, url) : null,
    compare: preview ? comparisonOf(preview) : [],
    hiddenRows: preview
      ? preview.publications.reduce(
          (n, p) => n + Math.max(0, (Array.isArray(p.data) ? p.data.length : 0) - PREVIEW_ROWS),
          0,
        )
      : 0,
    done: (DONE as readonly string[]).includes(done ?? '') ? (done as (typeof DONE)[number]) : null,
    withdrawId: Number(url.searchParams.get('withdraw')) || null,
  };
}

type Problem = { key: 'unreadable' | 'noFile' | 'hasErrors' | 'api'; message: string };

export async function action({ request, params, context }: Route.ActionArgs) {
  const api = consoleApi(context, request);
  const levelCd = params.levelCd;
  const here = href('/admin/levels/:levelCd/results', { levelCd });
  const form = await actionForm(request, context);
  const intent = String(form.get('intent') ?? '');
  const csrf = String(form.get('_csrf') ?? '');
  // the page answers 200 with the problem said on it (a document answered 4xx is logged by the browser)
  const problem = (key: Problem['key'], message = '') =>
    data({ problem: { key, message } as Problem }, { status: 200 });

  if (intent === 'import') {
    // the discard profile for a table of places the site scores ('none', '1 after 4'); empty: RRS A2.1
    const discards = String(form.get('discards') ?? '')
      .trim()
      .slice(0, 100);
    const input = importInput(form, { discards });
    if (!input) return problem('noFile');
    const answer = await api.send(ep.importCreate, { levelCd }, input, { csrf });
    if (answer.ok) throw redirect(`${here}?import=${answer.result.id}`);
    if (answer.status === 401) await api.get(ep.scoreList, { levelCd }); // (the sign-in page)
    return problem(answer.status === 400 ? 'unreadable' : 'api', answer.message);
  }
  if (intent === 'publish' || intent === 'discard') {
    const id = String(form.get('importId') ?? '');
    if (intent === 'discard') {
      const answer = await api.send(ep.importDiscard, { id }, undefined, { csrf });
      if (answer.ok) throw redirect(`${here}?done=discarded`);
      return problem('api', answer.message);
    }
    const status = form.get('status') === 'final' ? 'final' : 'provisional';
    const answer = await api.send(
      ep.importPublish,
      { id },
      {
        status,
        title: String(form.get('title') ?? '').trim() || undefined,
        titleEn: String(form.get('titleEn') ?? '').trim() || undefined,
      },
      { csrf },
    );
    if (answer.ok) throw redirect(`${here}?done=published`);
    return problem(answer.status === 409 ? 'hasErrors' : 'api', answer.message);
  }
  if (intent === 'withdraw') {
    const id = String(form.get('id') ?? '');
    const answer = await api.send(ep.scoreWithdraw, { id }, undefined, { csrf });
    if (answer.ok) throw redirect(`${here}?done=withdrawn`);
    return problem('api', answer.message);
  }
  return problem('api', 'Unknown form.');
}

export const meta: Route.MetaFunction = () => [{ name: 'robots', content: 'noindex, nofollow' }];

export default function LevelResultsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const me = useStaff();
  const busy = useNavigation().state === 'submitting';
  const { lang, level, history, preview, tables, compare, hiddenRows, done, withdrawId } = loaderData;
  const name = lang === 'en' && level.levelNameCode ? level.levelNameCode : level.levelName;
  const here = href('/admin/levels/:levelCd/results', { levelCd: level.levelCd });
  const problem = actionData?.problem;
  const errors = preview?.findings.filter((f) => f.severity === 'error') ?? [];
  const notes = preview?.findings.filter((f) => f.severity === 'warning') ?? [];
  const say = (m: { en: string; zh: string }) => (lang === 'en' ? m.en : m.zh);
  /** a finding's boat as the scorer knows her (sail number and helm), never a row of a split table */
  const whose = (f: { boat?: string; sailNo?: string; group?: string }) => {
    const boat = f.boat ?? f.sailNo;
    return boat ? `${boat}${f.group ? ` (${f.group})` : ''}: ` : '';
  };
  const whatToDo = preview
    ? t(
        `adminResults.whatToDo.${preview.format === 'blw' || preview.format === 'sailwave-html' || preview.format === 'csv' ? preview.format : 'json'}`,
      )
    : '';
  const fileTitle = (preview?.publications[0]?.theTitle as string | undefined) ?? '';
  const sourceName = (source: string | null) => {
    if (!source) return t('adminResults.none');
    if (source.startsWith('upload:')) return source.slice('upload:'.length);
    return ['seed', 'cli', 'sf-tass', 'console', 'paste'].includes(source)
      ? t(`adminResults.sources.${source}`)
      : source;
  };
  return (
    <>
      <title>{`${t('adminResults.title', { name })} | ${t('admin.siteName')}`}</title>
      <div className={ui.head}>
        <h1>{t('adminResults.title', { name })}</h1>
        <p className={styles.links}>
          <Link to={href('/admin/events/:eventCd', { eventCd: level.eventCd })}>← {t('adminResults.back')}</Link>
          <a href={`/events/level/${encodeURIComponent(level.eventCd)}/${encodeURIComponent(level.levelCd)}`}>
            {t('adminResults.public')} ↗
          </a>
          <Link to={href('/admin/levels/:levelCd/entries', { levelCd: level.levelCd })}>
            {t('adminEntries.linkBoth')}
          </Link>
        </p>
      </div>
      {done ? <Done>{t(`adminResults.${done}`)}</Done> : null}
      {problem ? (
        <p className={ui.error} role="alert">
          {problem.key === 'api'
            ? problem.message
            : t(`adminResults.problems.${problem.key}`, { message: problem.message })}
        </p>
      ) : null}

      {preview && tables ? (
        <section className={ui.panel} aria-labelledby="preview-heading">
          <h2 id="preview-heading">{t('adminResults.previewHeading')}</h2>
          <p className={ui.muted}>
            {t('adminResults.previewFrom', { source: sourceName(preview.source), format: preview.format })}
          </p>
          {errors.length === 0 && notes.length === 0 ? (
            <p className={ui.notice}>{t('adminResults.noFindings')}</p>
          ) : null}
          {errors.length > 0 ? (
            <div className={ui.error}>
              <p>{t('adminResults.errors', { n: errors.length })}</p>
              <p>{whatToDo}</p>
              <ul className={styles.findings}>
                {errors.map((f, i) => (
                  <li key={i}>
                    {whose(f)}
                    {say(f.message)}
                    {f.expected !== undefined
                      ? ` — ${t('adminResults.expectedFound', { expected: f.expected, found: f.found ?? '' })}`
                      : ''}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {notes.length + preview.warnings.length > 0 ? (
            <div className={styles.warnings}>
              <p>{t('adminResults.warnings', { n: notes.length + preview.warnings.length })}</p>
              <ul className={styles.findings}>
                {preview.warnings.map((w, i) => (
                  <li key={`w${i}`}>{say(w.message)}</li>
                ))}
                {notes.map((f, i) => (
                  <li key={`n${i}`}>
                    {whose(f)}
                    {say(f.message)}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {compare.length > 0 ? (
            <>
              <h3 className={styles.subheading}>{t('adminResults.compareHeading')}</h3>
              <p className={ui.muted}>
                {compare.some((c) => c.rows.some((r) => r.differs))
                  ? t('adminResults.compareDiffers', {
                      n: compare.reduce((n, c) => n + c.rows.filter((r) => r.differs).length, 0),
                    })
                  : t('adminResults.compareSame')}
              </p>
              {compare.map((c, i) => (
                <ConsoleTable
                  key={i}
                  caption={c.title}
                  columns={(['boat', 'fileGroup', 'fileRank', 'fileNet', 'group', 'rank', 'net', 'same'] as const).map(
                    (c) => t(`adminResults.compare.${c}`),
                  )}
                >
                  {c.rows.map((r, j) => (
                    <tr key={j} className={r.differs ? styles.differs : undefined}>
                      <th scope="row">{r.boat}</th>
                      <td>{r.fileGroup || '—'}</td>
                      <td>{r.fileRank || '—'}</td>
                      <td>{r.fileNet || '—'}</td>
                      <td>{r.group || '—'}</td>
                      <td>{r.rank || '—'}</td>
                      <td>{r.net || '—'}</td>
                      <td>{r.differs ? t('adminResults.compare.differs') : t('adminResults.compare.ok')}</td>
                    </tr>
                  ))}
                </ConsoleTable>
              ))}
            </>
          ) : null}
          <h3 className={styles.subheading}>{t('adminResults.previewTables')}</h3>
          {hiddenRows > 0 ? (
            <p className={ui.muted}>{t('adminResults.previewCut', { n: hiddenRows, shown: PREVIEW_ROWS })}</p>
          ) : null}
          <div className={styles.preview}>
            <ResultTables page={tables} base={here} boatBase={`${here}?boat=`} headingLevel={4} />
          </div>
          <ImportDecision
            importId={preview.id}
            decide={{ intent: 'publish', label: t('adminResults.publish'), disabled: errors.length > 0 }}
            discard={t('adminResults.discard')}
            csrf={me?.csrfToken}
            busy={busy}
            className={styles.publish}
            actionsClassName={styles.actions}
          >
            <RadioChoice
              className={styles.fieldset}
              legend={t('adminResults.status')}
              name="status"
              options={(['provisional', 'final'] as const).map((v) => ({ value: v, label: t(`adminResults.${v}`) }))}
            />
            {(
              [
                ['pub-title', 'title', 'titleZh'],
                ['pub-title-en', 'titleEn', 'titleEn'],
              ] as const
            ).map(([id, name, label]) => (
              <FieldFrame key={id} id={id} label={t(`adminResults.${label}`)}>
                <input
                  id={id}
                  className={ui.input}
                  name={name}
                  maxLength={300}
                  lang={name === 'titleEn' ? 'en' : undefined}
                  aria-describedby="pub-title-hint"
                />
              </FieldFrame>
            ))}
            <p id="pub-title-hint" className={ui.muted}>
              {t('adminResults.titleHint', { title: fileTitle })}
            </p>
          </ImportDecision>
        </section>
      ) : (
        <ImportPanel
          id="results"
          words="adminResults"
          accept=".blw,.htm,.html,.csv,.txt,.tsv,.json,text/csv,text/html,application/json"
          csrf={me?.csrfToken}
          busy={busy}
        >
          <FieldFrame id="results-discards" label={t('adminResults.discards')} hint={t('adminResults.discardsHint')}>
            <input
              id="results-discards"
              className={ui.input}
              name="discards"
              maxLength={100}
              spellCheck={false}
              aria-describedby={describedBy('results-discards', null, true)}
            />
          </FieldFrame>
        </ImportPanel>
      )}

      <section className={ui.panel} aria-labelledby="history-heading">
        <h2 id="history-heading">{t('adminResults.historyHeading')}</h2>
        {history.length === 0 ? (
          <p className={ui.empty}>{t('adminResults.noHistory')}</p>
        ) : (
          <ConsoleTable
            columns={(['time', 'status', 'title', 'source', 'by', 'state'] as const).map((c) =>
              t(`adminResults.columns.${c}`),
            )}
          >
            {history.map((p) => (
              <tr key={p.id}>
                <td className={ui.nowrap}>{p.publishTime.slice(0, 16)}</td>
                <td>{p.status ? t(`adminResults.${p.status}`) : t('adminResults.none')}</td>
                <th scope="row" className={styles.titleCell}>
                  {p.title ?? '—'}
                </th>
                <td>{sourceName(p.source)}</td>
                <td>{p.publishedBy?.name ?? '—'}</td>
                <td>
                  {p.withdrawnAt ? (
                    <span className={ui.muted}>
                      {t('adminResults.withdrawnBy', {
                        time: consoleTime(p.withdrawnAt, me?.siteTimeZone),
                        name: p.withdrawnBy?.name ?? '',
                      })}
                    </span>
                  ) : withdrawId === p.id ? (
                    <Form method="post" className={styles.confirm} reloadDocument>
                      <CsrfField token={me?.csrfToken} />
                      <input type="hidden" name="id" value={p.id} />
                      <p className={ui.muted}>{t('adminResults.withdrawHelp')}</p>
                      <button type="submit" name="intent" value="withdraw" className={ui.button}>
                        {t('adminResults.withdrawConfirm')}
                      </button>
                    </Form>
                  ) : (
                    <>
                      <span className={`${ui.pill} ${ui.published}`}>{t('adminResults.live')}</span>{' '}
                      <Link to={`${here}?withdraw=${p.id}`} className={styles.withdraw}>
                        {t('adminResults.withdraw')}
                      </Link>
                    </>
                  )}
                </td>
              </tr>
            ))}
          </ConsoleTable>
        )}
      </section>
    </>
  );
}
