/**
 * Level page (docs/product.md §2 (Level (class))): breadcrumb Home > Events > event > level; the event's head;
 * the results (default tab, only when score tables exist) and the races. On the _wf and _nb
 * variants the results open in a wide dialog from a Results button instead. The codes come
 * from the route or the query. An unknown or unpublished event or level answers 404; when the
 * API cannot be reached the page answers with its empty state (docs/product.md §8).
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { data } from 'react-router';
import type { Route } from './+types/level';
import { CODE_PATTERN, type Event, type Level } from '../../shared/api';
import { endpoints } from '../../shared/endpoints';
import type { ResultsPage } from '../../shared/results-view';
import { useTranslation } from '../i18n';
import { eventName, eventPageTitle, levelName, levelTone } from '../features/events/lib/events';
import { detailPath, variantOf } from '../features/events/lib/event-paths';
import { replayOfRound } from '../features/events/lib/races';
import { pageSeo } from '../lib/page-meta.server';
import { seoMeta } from '../lib/seo';
import { lookup, serverApi } from '../lib/server-api';
import { EventCrumbs, EventHeader, EventUnavailable } from '../features/events/components/event-header';
import { NoData } from '../components/no-data';
import { findSailors } from '../features/results/lib/find-sailor.server';
import { readResultsQuery, resultsPage } from '../features/results/lib/results-page.server';
import { boatPath, levelBase, resultsFilesBase } from '../features/results/lib/paths';
import { resultsWithHearings } from '../features/results/lib/hearing-links';
import { hearingsPath } from '../../shared/hearings';
import { StatusTag } from '../components/status-tag';
import { TabNav } from '../components/tab-nav';
import { RaceTable } from '../features/events/components/race-table';
import styles from './level.module.css';
// the entry list's messages are the route's: the entries tab and the lead before results
import '../features/entries/messages/register';
// the level page's own words and its races table's (the event header brings its own)
import '../features/events/messages/register';
import { entriesForPage } from '../features/entries/lib/english.server';
import { entriesPath } from '../features/entries/lib/paths';

import { lazyPart } from '../lib/lazy-part';
import type { LazyStylesHandle } from '../components/document-links';

// The results tables and find a sailor: rendered whole by the server, their script (~11 KB gzip
// with their messages and cells) loaded after the page's first load, when hydration reaches them
// (decision 0035); their style sheets linked by the server. A client-side navigation waits for
// them (clientLoader below).
const tablesPart = lazyPart(
  'app/features/results/components/results-tables.tsx',
  () => import('../features/results/components/results-tables'),
  (m) => m.ResultTables,
);
const ResultTables = tablesPart.Component;
const findSailorPart = lazyPart(
  'app/features/results/components/find-sailor.tsx',
  () => import('../features/results/components/find-sailor'),
  (m) => m.FindSailor,
);
const FindSailor = findSailorPart.Component;

// the races table is imported, not lazy: it is 0.8 KB of script, and as a lazy chunk its style
// sheet arrived only at hydration, after the server's table had been drawn without it (every row
// redrawn: a layout shift of 0.2–0.3 on a phone). Loaded only when shown: the live check of a
// running event
const LiveResults = lazy(() =>
  import('../features/results/components/live-results').then((m) => ({ default: m.LiveResults })),
);
// Shown only by a class without results yet (its entries instead of an empty table): the other
// classes' pages do not load its 2.5 KB gzip of script (issue 29 item 4); a lazy part like the
// tables, its style sheets linked by the server (decision 0035)
const entryListPart = lazyPart(
  'app/features/entries/components/entry-list.tsx',
  () => import('../features/entries/components/entry-list'),
  (m) => m.EntryList,
);
const EntryList = entryListPart.Component;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const eventCd = params.eventCd ?? url.searchParams.get('eventCd') ?? '';
  const levelCd = params.levelCd ?? url.searchParams.get('levelCd') ?? '';
  if (!CODE_PATTERN.test(eventCd) || !CODE_PATTERN.test(levelCd)) throw data(null, { status: 404 });
  const api = serverApi(context);
  const [info, levels, races, scores, board, entryLists] = await Promise.all([
    lookup(api, endpoints.eventInfo, { eventCd }),
    lookup(api, endpoints.eventLevels, { eventCd }),
    api.call(endpoints.levelRaces, { levelCd }),
    api.call(endpoints.levelScores, { levelCd }),
    api.call(endpoints.eventHearings, { eventCd }),
    // the event's entry lists (issue 31): this class's before its results, and find a sailor's
    api.call(endpoints.eventEntries, { eventCd }, {}),
  ]);
  if (info.status === 'missing' || levels.status === 'missing') throw data(null, { status: 404 });
  const variant = variantOf(url.pathname);
  const base = pageSeo(request, 'level');
  const lang = base.lang;
  const empty: ResultsPage = { publications: [], selected: 0, shown: null, filter: null, race: null };
  if (info.status === 'failed' || levels.status === 'failed') {
    // the API could not answer: the page's empty state (docs/product.md §8), not a 404
    const seo = { ...base, noindex: true };
    return {
      event: null,
      level: null,
      races: [],
      results: empty,
      sailors: null,
      hasResults: false,
      entries: null,
      tab: 'races' as const,
      variant,
      seo,
    };
  }
  const event = info.result;
  const level = levels.result.find((l) => l.levelCd === levelCd);
  if (!level) throw data(null, { status: 404 });
  const hasResults = (scores?.length ?? 0) > 0;
  const tab = hasResults && url.searchParams.get('tab') !== 'races' && variant === '' ? 'results' : 'races';
  // titled with the level's and the event's names (docs/decisions/0008-event-page-titles.md)
  const seo = {
    ...base,
    title: eventPageTitle(event, lang, level),
    description: `${eventName(event, lang)} · ${levelName(level, lang)}`,
    image: event.thumb ? new URL(event.thumb, url.origin).href : undefined,
  };
  // read here, on the server: the page gets the tables ready to show, without the parser and zod
  const raceList = races ?? [];
  // a score a decided hearing gave links to its decision (issue 30)
  const results = resultsWithHearings(
    resultsPage({
      scores,
      query: readResultsQuery(url),
      lang,
      replay: replayOfRound(raceList),
    }),
    board,
    levelCd,
  );
  const sailor = (url.searchParams.get('sailor') ?? '').trim();
  const sailors = sailor
    ? findSailors(
        await Promise.all(
          levels.result.map(async (l) => ({
            levelCd: l.levelCd,
            levelName: levelName(l, lang),
            scores: l.levelCd === levelCd ? scores : await api.call(endpoints.levelScores, { levelCd: l.levelCd }),
            entries: entryLists?.levels.find((e) => e.levelCd === l.levelCd)?.entries ?? [],
          })),
        ),
        sailor,
        lang,
      )
    : null;
  const mine = entryLists?.levels.find((e) => e.levelCd === levelCd);
  const entries = mine ? entriesForPage([mine], lang)[0]! : null;
  const filterOf = (name: string) => (url.searchParams.get(name) ?? '').trim().slice(0, 200) || null;
  const entryFilter = { group: filterOf('group'), nat: filterOf('nat'), club: filterOf('club') };
  return { event, level, races: raceList, results, sailors, hasResults, entries, entryFilter, tab, variant, seo };
}

/** the lazy parts' style sheets, written into the head by the server with the route's CSS (decision 0035) */
export const handle: LazyStylesHandle = {
  lazyStyles: [...new Set([...tablesPart.styles, ...findSailorPart.styles, ...entryListPart.styles])],
};

/**
 * A client-side navigation (a filter, a tab, another publication or class) shows the page once its
 * data and the parts that show it are there: never the parts' empty fallback (decision 0035).
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), tablesPart.load(), findSailorPart.load()]);
  // (the entry list only where a class has no results yet)
  if (!data.hasResults && data.entries) await entryListPart.load();
  return data;
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/**
 * The _wf/_nb variants' Results button and dialog. `ready` resolves once the tables' chunk is
 * there: the dialog opens then, drawn whole (never an empty dialog while the chunk comes).
 */
function ResultsDialog({
  title,
  ready,
  children,
}: {
  title: string;
  ready: () => Promise<unknown>;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [opening, setOpening] = useState(false);
  const openWhenReady = () => {
    setOpening(true);
    ready()
      .then(() => setOpen(true))
      // (a chunk that did not come: the dialog opens all the same, the tables follow when it does)
      .catch(() => setOpen(true))
      .finally(() => setOpening(false));
  };
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.open) el.showModal();
    if (!open && el.open) el.close();
  }, [open]);
  return (
    <>
      <button
        type="button"
        className="btn btn-primary"
        onClick={openWhenReady}
        aria-haspopup="dialog"
        aria-busy={opening || undefined}
      >
        {t('level.page.resultsButton')}
      </button>
      <dialog
        ref={dialog}
        className={styles.dialog}
        aria-labelledby="results-dialog-title"
        onClose={() => setOpen(false)}
      >
        {open ? (
          <>
            <div className={styles.dialogHead}>
              <h2 id="results-dialog-title">{t('level.page.resultsDialog', { name: title })}</h2>
            </div>
            <div className={styles.dialogBody}>{children}</div>
            <div className={styles.dialogFoot}>
              <button type="button" className="btn btn-primary" onClick={() => setOpen(false)}>
                {t('common.confirm')}
              </button>
            </div>
          </>
        ) : null}
      </dialog>
    </>
  );
}

type LoaderData = Route.ComponentProps['loaderData'];

export default function LevelPage({ loaderData }: Route.ComponentProps) {
  const { event, level } = loaderData;
  return event && level ? (
    <LevelView data={{ ...loaderData, event, level }} />
  ) : (
    <EventUnavailable title={loaderData.seo.title} />
  );
}

function LevelView({ data }: { data: LoaderData & { event: Event; level: Level } }) {
  const { t, i18n } = useTranslation();
  const { event, level, races, results, sailors, hasResults, tab, variant } = data;
  const entries = data.entries && data.entries.entries.length > 0 ? data.entries : null;
  const lang = i18n.language;
  // the _wf and _nb variants draw the tables only in their dialog: their chunk is asked for once the
  // page is live, not when the dialog opens (hydration asks for it where the tables are drawn)
  const inDialog = variant !== '' && hasResults;
  useEffect(() => {
    if (inDialog) void tablesPart.load();
  }, [inDialog]);
  const name = levelName(level, lang);
  const here = levelBase(event.eventCd, level.levelCd, variant);
  const query = new URLSearchParams({
    levelName: level.levelName,
    ...(level.levelNameCode ? { levelNameCode: level.levelNameCode } : {}),
  });
  const files = resultsFilesBase(event.eventCd, level.levelCd);
  const latest = results.publications[0]?.id ?? null;
  const tables = (
    <Suspense fallback={null}>
      <ResultTables
        page={results}
        base={here}
        boatBase={boatPath(event.eventCd, level.levelCd, '')}
        downloadBase={files}
        hearingsBase={hearingsPath(event.eventCd)}
        status={
          // live while the class is still racing at a running event
          event.status === '2' && level.status !== '3' ? (
            <Suspense fallback={null}>
              <LiveResults
                url={`${files}live`}
                latest={latest}
                open={(id) => `${here}?pub=${encodeURIComponent(id)}`}
              />
            </Suspense>
          ) : null
        }
      />
    </Suspense>
  );
  return (
    <div className="container">
      <EventCrumbs
        trail={[{ label: eventName(event, lang), to: detailPath(event.eventCd, variant) }, { label: name }]}
      />
      <EventHeader event={event} lang={lang} headingLevel={2} compact />
      <div className={styles.levelTitle}>
        <h1>
          {level.logo ? <img className={styles.levelLogo} src={level.logo} alt="" width={40} height={40} /> : null}
          {name}
          <StatusTag tone={levelTone(level.status)} label={t(`level.status.${level.status}`)} />
        </h1>
        {variant !== '' && hasResults ? (
          <ResultsDialog title={name} ready={tablesPart.load}>
            {tables}
          </ResultsDialog>
        ) : null}
      </div>

      {hasResults || entries ? (
        <Suspense fallback={null}>
          <FindSailor here={here} eventCd={event.eventCd} search={sailors} enteredPath={entriesPath} />
        </Suspense>
      ) : null}

      {variant === '' && hasResults ? (
        <div data-print="hide">
          <TabNav
            label={t('level.page.tabsLabel')}
            tabs={[
              ...(['results', 'races'] as const).map((name) => ({
                key: name,
                label: t(`level.page.tabs.${name}`),
                to: name === 'results' ? `${here}?${query}` : `${here}?${query}&tab=races`,
                current: tab === name,
              })),
              // the class's entry list (issue 31)
              ...(entries
                ? [
                    {
                      key: 'entries',
                      label: t('entries.tab'),
                      to: entriesPath(event.eventCd, level.levelCd),
                      current: false,
                    },
                  ]
                : []),
            ]}
          />
        </div>
      ) : null}

      <section className={styles.section} aria-label={t(`level.page.tabs.${tab}`)}>
        <p data-print="only" className={styles.printUrl}>
          {data.seo.canonical}
        </p>
        {tab === 'results' ? (
          tables
        ) : (
          <>
            {!hasResults && entries ? (
              // before results exist, the class's entries instead of an empty table (issue 31)
              <div className={styles.entries}>
                <p className={styles.entriesLead}>
                  {t('entries.beforeResults')}{' '}
                  <a href={entriesPath(event.eventCd, level.levelCd)}>{t('entries.viewEntries')} →</a>
                </p>
                <Suspense fallback={null}>
                  <EntryList
                    levels={[entries]}
                    filter={data.entryFilter ?? { group: null, nat: null, club: null }}
                    action={here}
                    keep={Object.fromEntries(query)}
                    headingLevel={3}
                    nameOf={() => name}
                    showNames={false}
                  />
                </Suspense>
              </div>
            ) : variant === '' && !hasResults ? (
              <NoData label={t('level.page.noResults')} />
            ) : null}
            <RaceTable races={races} levelName={name} />
          </>
        )}
      </section>
    </div>
  );
}
