/**
 * The results part of a level page, built on the server (docs/results.md "On the page"): the
 * level's publications read (shared/score-publication.ts), the one asked for by `?pub=` (else
 * the newest) annotated with what a reader looks for (the boat's key for its competitor view,
 * places gained since the previous publication, ties and the rule that broke them) and filtered
 * by `?group=`, `?nat=`, `?club=` with the rank within the filter, the race opened by `?race=`,
 * and on English pages Chinese names with their romanisation. The browser gets the result ready
 * to show: no parser, no scoring, no pinyin dictionary in its JavaScript.
 */
import type { Lang } from '../../../../shared/lang';
import {
  boats as boatsOf,
  filterBoats,
  filterOptions,
  raceResults,
  rankChanges,
  tieNotes,
  type BoatRef,
} from '../../../../shared/results-analysis';
import type {
  NationCell,
  PublicationRef,
  ResultCell,
  ResultPublication,
  ResultRow,
  ResultsPage,
  ScoreCode,
} from '../../../../shared/results-view';
import { hasHan, romanName } from '../../../../shared/romanise';
import { englishClubName } from '../../../../shared/club-english';
import { isScoreCode, resultPublication, resultsView } from '../../../../shared/score-publication';
import type { ScorePublication } from '../../../../shared/api';

/** the query parameters the results read (docs/results.md) */
export const RESULTS_QUERY = ['pub', 'group', 'nat', 'club', 'race'] as const;
export type ResultsQuery = Record<(typeof RESULTS_QUERY)[number], string | null>;

/** the page's query, each value trimmed and capped ('' → null) */
export function readResultsQuery(url: URL): ResultsQuery {
  const read = (name: string) => {
    const value = (url.searchParams.get(name) ?? '').trim().slice(0, 200);
    return value === '' ? null : value;
  };
  return { pub: read('pub'), group: read('group'), nat: read('nat'), club: read('club'), race: read('race') };
}

/**
 * On English pages, a Chinese helm, crew or club keeps its text with the romanisation beside it
 * (a name cell); other text, and every name on Chinese pages, stays as published. The results,
 * the boat's page and the sailor search all show names this way.
 */
export function bilingualName(text: string, lang: Lang, kind: 'name' | 'club' = 'name'): ResultCell {
  if (lang !== 'en' || !hasHan(text)) return text;
  if (kind === 'club') {
    // a club or team in English: its common parts translated, its place romanised (issue 28 item 3)
    const english = englishClubName(text);
    return english ? { type: 'name', text, roman: english, english: true } : text;
  }
  const roman = romanName(text);
  return roman ? { type: 'name', text, roman } : text;
}

function bilingual(cell: ResultCell, kind: string): ResultCell {
  return typeof cell === 'string' ? bilingualName(cell, 'en', kind === 'club' ? 'club' : 'name') : cell;
}

export interface ResultsPageInput {
  /** the level's score publications as the API sends them */
  scores: readonly unknown[] | null | undefined;
  query: ResultsQuery;
  lang: Lang;
  /** the tracking replay of race N (1-based, the race column's number), null when none */
  replay?: (n: number) => string | null;
}

/**
 * The level's publications read, remembered by what was published: a level page is rendered for
 * many URLs (?pub, ?nat, ?race …) and languages, and each of its boat pages, from the same
 * publications, and the analysis remembers its work per publication view (shared/results-analysis.ts).
 *
 * Each publication's view is remembered by exactly what it is made of (its score text, id, time,
 * status, and whether it is the newest: shared/score-publication.ts resultPublication): a new
 * publication reads only itself, and the views of the others are the ones already made. A list is
 * remembered by the numbers of its publications' views. Neither key is a digest of the text
 * (decision 0040): a Map finds a long string by its length and compares its bytes, which costs a
 * fraction of serialising a fleet's publications (megabytes, every quote escaped) and hashing them,
 * which every boat page did.
 */
const READ_MAX = 200;
const read = new Map<string, ReturnType<typeof resultsView>>();
const VIEWS_MAX = 2000;
/** a view by its publication's score text, then by the rest of what it depends on */
const views = new Map<unknown, Map<string, { n: number; view: ResultPublication }>>();
let viewCount = 0;
let viewsKept = 0;

/** the remembered view of `publication` at `index` in newest-first order, and its number */
function viewOf(publication: ScorePublication, index: number): { n: number; view: ResultPublication } {
  const r = publication as Partial<ScorePublication>;
  // (the score text as it is: a string, or whatever else the API sent, which is rare and read anew)
  const text = typeof r.scores === 'string' ? r.scores : JSON.stringify(r.scores ?? null);
  const rest = JSON.stringify([String(r.id), r.publishTime ?? null, r.status ?? null, index === 0]);
  let byRest = views.get(text);
  let found = byRest?.get(rest);
  if (!found) {
    if (viewsKept >= VIEWS_MAX) {
      views.clear();
      read.clear();
      viewsKept = 0;
    }
    found = { n: ++viewCount, view: resultPublication(publication, index) };
    if (!byRest) views.set(text, (byRest = new Map()));
    byRest.set(rest, found);
    viewsKept++;
  }
  return found;
}

export function readPublications(scores: readonly unknown[] | null | undefined): ReturnType<typeof resultsView> {
  const numbers: number[] = [];
  const view = resultsView(Array.isArray(scores) ? scores : [], (p, i) => {
    const { n, view } = viewOf(p, i);
    numbers.push(n);
    return view;
  });
  const key = numbers.join(',');
  const hit = read.get(key);
  if (hit) {
    read.delete(key);
    read.set(key, hit);
    return hit;
  }
  read.set(key, view);
  if (read.size > READ_MAX) read.delete(read.keys().next().value!);
  return view;
}

export function resultsPage({ scores, query, lang, replay }: ResultsPageInput): ResultsPage {
  const all = readPublications(scores);
  const publications: PublicationRef[] = all.map(({ id, title, kind, time }) => ({ id, title, kind, time }));
  const found = query.pub === null ? -1 : all.findIndex((p) => p.id === query.pub);
  const selected = Math.max(0, found);
  const pub = all[selected];
  if (!pub) return { publications, selected: 0, shown: null, filter: null, race: null };
  return {
    publications,
    selected,
    shown: annotate(pub, all[selected + 1], query, lang),
    filter: filterOf(pub, query),
    race: raceOf(pub, query.race, lang, replay),
  };
}

function filterOf(pub: ResultPublication, query: ResultsQuery): ResultsPage['filter'] {
  const options = filterOptions(pub);
  const { applied } = filterBoats(pub, query);
  return { ...applied, groups: options.groups, nations: options.nations, clubs: options.clubs };
}

/** the shown publication: rows filtered and annotated */
function annotate(
  pub: ResultPublication,
  previous: ResultPublication | undefined,
  query: ResultsQuery,
  lang: Lang,
): ResultPublication {
  const { applied, boats: kept } = filterBoats(pub, query);
  const filtered = applied.group !== null || applied.nat !== null || applied.club !== null;
  const changes = rankChanges(pub, previous);
  const keep = new Map<string, number>(kept.map((b) => [`${b.boat.groupIndex}:${b.boat.rowIndex}`, b.filterRank]));
  const refs = new Map<string, BoatRef>(boatsOf(pub).map((b) => [`${b.groupIndex}:${b.rowIndex}`, b]));
  const kinds = pub.columns.map((c) => c.kind);
  const groups = pub.groups.map((group, gi) => {
    const ties = tieNotes(pub, group);
    const rows: ResultRow[] = [];
    group.rows.forEach((row, ri) => {
      const at = `${gi}:${ri}`;
      if (filtered && !keep.has(at)) return;
      const boat = refs.get(at);
      const cells =
        lang === 'en'
          ? row.cells.map((cell, i) =>
              kinds[i] === 'helm' || kinds[i] === 'crew' || kinds[i] === 'club' ? bilingual(cell, kinds[i]!) : cell,
            )
          : row.cells;
      const out: ResultRow = { cells };
      if (boat?.key) out.boat = boat.key;
      // a group is ranked on its own already: a rank within the filter only for a nation or a club
      if (applied.nat !== null || applied.club !== null) out.filterRank = keep.get(at);
      const change = boat ? changes.get(boat.key) : undefined;
      if (change) out.change = change;
      const tie = ties[ri];
      if (tie) out.tie = tie.rule;
      rows.push(out);
    });
    return { ...group, rows };
  });
  return { ...pub, groups: groups.filter((g) => g.rows.length > 0) };
}

function raceOf(
  pub: ResultPublication,
  key: string | null,
  lang: Lang,
  replay: ResultsPageInput['replay'],
): ResultsPage['race'] {
  if (key === null) return null;
  const column = pub.columns.find((c) => c.kind === 'race' && c.key === key);
  if (!column) return null;
  const rows = raceResults(pub, key);
  if (!rows) return null;
  const n = Number(/\d+/.exec(column.key)?.[0] ?? /\d+/.exec(column.name)?.[0] ?? NaN);
  const natIndex = pub.columns.findIndex((c) => c.kind === 'nationality');
  return {
    key,
    name: column.name,
    replay: Number.isFinite(n) && replay ? replay(n) : null,
    rows: rows.map((r) => {
      const row = pub.groups[r.boat.groupIndex]?.rows[r.boat.rowIndex];
      const nation = natIndex >= 0 ? row?.cells[natIndex] : undefined;
      return {
        place: r.place,
        boat: r.boat.key,
        sailNo: r.boat.sailNo,
        nation: typeof nation === 'object' && nation.type === 'nation' ? (nation as NationCell) : null,
        helm: bilingualName(r.boat.helm, lang),
        points: r.points,
        code: isScoreCode(r.code) ? (r.code as ScoreCode) : null,
        discarded: r.discarded,
        text: r.text,
      };
    }),
  };
}
