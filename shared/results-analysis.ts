/**
 * What the results pages work out from a publication as it was parsed (shared/results-view.ts):
 * every boat with its races, finding a boat by sail number, the sailor search, the series rank
 * after each race, the tie-break notes, filters with re-ranking, rank changes since the previous
 * publication, one race's results and the CSV download. The rules are in docs/results.md
 * ("Working out more from a publication").
 *
 * Pure functions, no I/O; used on the server (route loaders), since the search and the
 * romanisation use pinyin-pro's dictionary.
 */
import type { ResultCell, ResultGroup, ResultPublication } from './results-view.js';
import { parseCell } from './score-publication.js';
import { comparePointLists, isDiscardable } from './scoring.js';
import { chineseNames, hasHan, latinKey, pinyinKey, pinyinSyllables, romanText } from './romanise.js';
import { englishClubName } from './club-english.js';
import { csvText } from './csv.js';
import { sailKey } from './sail-key.js';

// ---------------------------------------------------------------- cells

/** the text of a cell as published */
export function cellString(cell: ResultCell | undefined): string {
  if (cell === undefined) return '';
  return typeof cell === 'string' ? cell : cell.text;
}

// (in shared/sail-key.ts, which the browser's entry list imports without the rest of this module)
export { sailKey };

/** the sail number without its nation prefix: 'CHN1234' → '1234' (a key without letters in front is kept) */
function numberPart(key: string): string {
  return key.replace(/^\p{L}+/u, '');
}

/** a published rank read as a number: '1', '1st', '=3', '3T' → 3; null when it has no digits */
export function rankNumber(text: string): number | null {
  const m = /\d+/.exec(text);
  return m ? Number(m[0]) : null;
}

// ---------------------------------------------------------------- boats

export interface RaceScore {
  /** the race column's key ('r3') */
  key: string;
  /** its published name ('R3') */
  name: string;
  points: number | null;
  /** the code as published (may be one the glossary does not know), null when none */
  code: string | null;
  discarded: boolean;
  /** the cell as published */
  text: string;
}

export interface BoatRef {
  /** index in pub.groups */
  groupIndex: number;
  /** index in that group's rows */
  rowIndex: number;
  /** the group's value */
  group: string | null;
  /** as published ('' when the publication has no sailNo column) */
  sailNo: string;
  /**
   * sailKey(sailNo); when there is no sail number, a key made from the helm name (its pinyin or
   * letters, upper case: 'YUYAQIN'), or 'ROW' and the boat's place in the publication, so the
   * boat still has a URL. A name-made key is made unique within the publication ('YUYAQIN2').
   */
  key: string;
  /** the nationality cell text (IOC code) or null */
  nation: string | null;
  helm: string;
  crew: string;
  club: string;
  boat: string;
  /** published rank read as a number ('1', '1st', '=3', '3T' → 3) */
  rank: number | null;
  /** the points of the Total cell */
  total: number | null;
  /** the points of the Net cell */
  net: number | null;
  /** one per race column, in column order */
  races: RaceScore[];
}

const boatsCache = new WeakMap<ResultPublication, BoatRef[]>();

/** every boat of a publication, group by group, in published order (the same array for the same publication object) */
export function boats(pub: ResultPublication): BoatRef[] {
  const cached = boatsCache.get(pub);
  if (cached) return cached;
  const col = (kind: string) => pub.columns.findIndex((c) => c.kind === kind);
  const at = {
    rank: col('rank'),
    nation: col('nationality'),
    sailNo: col('sailNo'),
    helm: col('helm'),
    crew: col('crew'),
    club: col('club'),
    boat: col('boat'),
    total: col('total'),
    net: col('net'),
  };
  const races = pub.columns.flatMap((c, i) => (c.kind === 'race' ? [{ key: c.key, name: c.name, i }] : []));
  const out: BoatRef[] = [];
  const usedKeys = new Set<string>();
  const nameKeyed: BoatRef[] = [];
  pub.groups.forEach((group, groupIndex) =>
    group.rows.forEach((row, rowIndex) => {
      const text = (i: number) => (i < 0 ? '' : cellString(row.cells[i]).trim());
      const points = (i: number) => (i < 0 ? null : parseCell(text(i)).points);
      const sailNo = text(at.sailNo);
      const nation = text(at.nation);
      const ref: BoatRef = {
        groupIndex,
        rowIndex,
        group: group.value,
        sailNo,
        key: sailKey(sailNo),
        nation: nation === '' ? null : nation,
        helm: text(at.helm),
        crew: text(at.crew),
        club: text(at.club),
        boat: text(at.boat),
        rank: rankNumber(text(at.rank)),
        total: points(at.total),
        net: points(at.net),
        races: races.map(({ key, name, i }) => {
          const cell = text(i);
          const read = parseCell(cell);
          return { key, name, points: read.points, code: read.code, discarded: read.discarded, text: cell };
        }),
      };
      if (ref.key === '') nameKeyed.push(ref);
      else usedKeys.add(ref.key);
      out.push(ref);
    }),
  );
  // boats without a sail number: a key from the helm's name, unique in the publication
  for (const ref of nameKeyed) {
    const base = sailKey(pinyinKey(ref.helm, { name: true })) || `ROW${out.indexOf(ref) + 1}`;
    let key = base;
    for (let n = 2; usedKeys.has(key); n++) key = `${base}${n}`;
    usedKeys.add(key);
    ref.key = key;
  }
  boatsCache.set(pub, out);
  return out;
}

/**
 * One boat by the sail number in a URL: the exact key first, else the number without its nation
 * prefix when that is unique in the publication ('1234' finds 'CHN 1234'); null when none.
 */
export function findBoat(pub: ResultPublication, sailNo: string): BoatRef | null {
  const key = sailKey(sailNo);
  if (key === '') return null;
  const all = boats(pub);
  const exact = all.find((b) => b.key === key);
  if (exact) return exact;
  const number = numberPart(key);
  if (number === '') return null;
  const found = all.filter((b) => numberPart(b.key) === number);
  return found.length === 1 ? found[0]! : null;
}

// ---------------------------------------------------------------- sailor search

export interface SailorQuery {
  /** the query trimmed, lower case */
  text: string;
  /** sailKey of the query when it has a digit (a sail number search), else null */
  sail: string | null;
  /** the query's Han characters and the rest, without spaces, when it has any Han character */
  han: string | null;
  /** Latin words, lower case, accents dropped ('Müller' → 'muller', 'lü' → 'lu') */
  words: string[];
  /** the Latin letters run together ('yu yaqin' → 'yuyaqin'), '' when fewer than 2 */
  compact: string;
}

/** preprocess a search query; null when there is nothing to search (under 2 characters, unless digits of a sail number) */
export function sailorQuery(query: string): SailorQuery | null {
  const text = query.normalize('NFC').trim().toLowerCase();
  if (text === '') return null;
  const key = sailKey(text);
  const sail = /\d/.test(key) ? key.toUpperCase() : null;
  if ([...text].length < 2 && sail === null) return null;
  const han = hasHan(text) ? text.replace(/\s+/g, '') : null;
  const words = text
    .split(/[^\p{L}\p{N}]+/u)
    .map(latinKey)
    .filter((w) => w !== '');
  // a sail number search ('MAC 4071') is not a name search too ('mac' would find Macau clubs)
  const compact = sail === null ? words.join('') : '';
  return { text, sail, han, words, compact: compact.length >= 2 ? compact : '' };
}

/** a pinyin key ('lvxue', ü as v) as people type it: 'lvxue', 'luxue', 'lyuxue' (a query 'lü' loses its accent: 'lu') */
function uVariants(key: string): string[] {
  return key.includes('v') ? [key, key.replace(/v/g, 'u'), key.replace(/v/g, 'yu')] : [key];
}

interface PersonKeys {
  /** as published, lower case, without spaces (for a Chinese substring) */
  raw: string;
  /** Latin words, lower case, without accents */
  words: string[];
  /** the letters run together in published order and other orders that people type ('yuyaqin', 'yaqinyu') */
  compact: string[];
}

interface BoatKeys {
  sail: string;
  number: string;
  people: PersonKeys[];
  club: PersonKeys & { syllableStarts: string[] };
}

const keysCache = new WeakMap<BoatRef, BoatKeys>();

const wordsOf = (text: string): string[] =>
  text
    .split(/[^\p{L}\p{N}]+/u)
    .map(latinKey)
    .filter((w) => w !== '');

/** a helm or crew cell may name several people: '张伟 / 李娜', 'A & B', '张伟 李娜' */
function people(text: string): string[] {
  return text
    .split(/\s*(?:[/,;、，；&+]|\band\b)\s*/u)
    .map((s) => s.trim())
    .flatMap((s) => (hasHan(s) && !/\p{Script=Latin}/u.test(s) ? chineseNames(s) : [s]))
    .filter((s) => s !== '');
}

/** the keys of names and clubs seen lately (they repeat from one request to the next) */
const personMemo = new Map<string, PersonKeys>();
const clubMemo = new Map<string, BoatKeys['club']>();
const MEMO_SIZE = 20_000;

function remember<T>(memo: Map<string, T>, key: string, make: (key: string) => T): T {
  let value = memo.get(key);
  if (value === undefined) {
    value = make(key);
    if (memo.size >= MEMO_SIZE) memo.clear();
    memo.set(key, value);
  }
  return value;
}

function personKeys(name: string): PersonKeys {
  const raw = name.toLowerCase().replace(/\s+/g, '');
  const words = wordsOf(name);
  const compact: string[] = [];
  if (hasHan(name)) {
    const py = pinyinSyllables(name, { name: true });
    compact.push(py.join(''));
    // the given name first, then the surname (compound surnames of three-character names or more)
    for (const n of py.length >= 3 ? [1, 2] : [1]) compact.push([...py.slice(n), ...py.slice(0, n)].join(''));
    compact.push(...compact.splice(0).flatMap(uVariants));
  } else if (words.length > 0) {
    compact.push(words.join(''));
    if (words.length > 1) {
      compact.push([words.at(-1)!, ...words.slice(0, -1)].join(''));
      compact.push([...words.slice(1), words[0]!].join(''));
    }
  }
  return { raw, words, compact };
}

function clubKeys(text: string): BoatKeys['club'] {
  const club = personKeys(text);
  const syllableStarts: string[] = [];
  if (hasHan(text)) {
    // the club's pinyin from each syllable on: a query may start at any word ('fanchuan' finds 深圳市帆船队)
    const py = pinyinSyllables(text);
    for (let i = 0; i < py.length; i++) syllableStarts.push(...uVariants(py.slice(i).join('')));
    // and its words as the English page writes them ('shenzhen fanchuan')
    club.words.push(...wordsOf(romanText(text) ?? ''));
    // and in English, as the English results write it now ('qingdao sailing club', issue 28 item 3)
    club.words.push(...wordsOf(englishClubName(text) ?? ''));
  }
  return { ...club, syllableStarts };
}

function boatKeys(boat: BoatRef): BoatKeys {
  let keys = keysCache.get(boat);
  if (keys) return keys;
  keys = {
    sail: sailKey(boat.sailNo),
    number: numberPart(sailKey(boat.sailNo)),
    people: [...people(boat.helm), ...people(boat.crew)].map((p) => remember(personMemo, p, personKeys)),
    club: remember(clubMemo, boat.club, clubKeys),
  };
  keysCache.set(boat, keys);
  return keys;
}

/** every query word starts a different word of the name (in any order) */
function wordsMatch(query: readonly string[], words: readonly string[]): boolean {
  if (query.length === 0 || words.length === 0) return false;
  const left = [...words];
  for (const q of query) {
    const i = left.findIndex((w) => w.startsWith(q));
    if (i < 0) return false;
    left.splice(i, 1);
  }
  return true;
}

function personMatches(p: PersonKeys, q: SailorQuery): boolean {
  if (q.han !== null) return p.raw.includes(q.han);
  if (wordsMatch(q.words, p.words)) return true;
  return q.compact !== '' && p.compact.some((c) => c.startsWith(q.compact));
}

/**
 * Does a boat match the search: its sail number with or without the nation prefix (a prefix of it
 * is enough: '12' finds 'CHN 1234'); its helm or crew (Chinese substring; English words in any
 * order, each the start of a word; pinyin without tones, with or without spaces, surname first or
 * last, or the start of it, at least 2 letters); its club (Chinese substring; pinyin from the start
 * of any word; English words).
 */
export function boatMatches(boat: BoatRef, q: SailorQuery): boolean {
  const k = boatKeys(boat);
  if (
    q.sail !== null &&
    k.sail !== '' &&
    (k.sail.startsWith(q.sail) || (k.number !== '' && k.number.startsWith(q.sail)))
  )
    return true;
  if (k.people.some((p) => personMatches(p, q))) return true;
  if (q.han !== null) return k.club.raw.includes(q.han);
  if (wordsMatch(q.words, k.club.words)) return true;
  if (q.compact.length >= 2) {
    if (k.club.compact.some((c) => c.startsWith(q.compact))) return true;
    if (k.club.syllableStarts.some((s) => s.startsWith(q.compact))) return true;
  }
  return false;
}

// ---------------------------------------------------------------- re-scoring from published points

/** 'M', 'MR', 'MR1', 'Medal': a medal race, never discarded */
const MEDAL = /^(?:m|mr\d*|medal(?:\s*race)?)$/i;

interface Scores {
  /** published points per race column (a cell with a code and no points: entries + 1), null when empty */
  points: (number | null)[];
  discardable: boolean[];
}

function tenths(p: number): number {
  return Math.round(p * 10);
}

/** each row's scores in tenths, from the published race cells */
function groupScores(pub: ResultPublication, group: ResultGroup, groupIndex: number): Scores[] {
  const all = boats(pub).filter((b) => b.groupIndex === groupIndex);
  const dnf = tenths(group.stats.entries + 1);
  const medal = pub.columns.filter((c) => c.kind === 'race').map((c) => MEDAL.test(c.key) || MEDAL.test(c.name));
  return all.map((b) => ({
    points: b.races.map((r) => {
      if (r.points !== null) return tenths(r.points);
      // a code without points ('DNF'): the entries + 1 it scores (A5.2); any other code alike
      if (r.code !== null) return dnf;
      return null;
    }),
    discardable: b.races.map((r, i) => !medal[i] && isDiscardable(r.code)),
  }));
}

interface Standing {
  net: number;
  /** the scores over the races (in race order) and which of them are dropped */
  scores: number[];
  dropped: boolean[] | null;
  /** counting scores, best first (A8.1), made when needed */
  counting?: number[];
}

/** a boat's standing over the given races (indexes), `discards` worst discardable scores dropped, of equal worst the earliest */
function standing(s: Scores, races: readonly number[], discards: number, missing: number): Standing {
  const scores = new Array<number>(races.length);
  let net = 0;
  for (let i = 0; i < races.length; i++) net += scores[i] = s.points[races[i]!] ?? missing;
  let dropped: boolean[] | null = null;
  for (let d = 0; d < discards; d++) {
    let worst = -1;
    for (let i = 0; i < races.length; i++)
      if (s.discardable[races[i]!] && !dropped?.[i] && (worst < 0 || scores[i]! > scores[worst]!)) worst = i;
    if (worst < 0) break;
    dropped ??= new Array<boolean>(races.length).fill(false);
    dropped[worst] = true;
    net -= scores[worst]!;
  }
  return { net, scores, dropped };
}

const countingOf = (s: Standing): number[] =>
  (s.counting ??= s.scores.filter((_, i) => !s.dropped?.[i]).sort((x, y) => x - y));

/** A8.2: the last race first, all scores */
function compareLastFirst(a: readonly number[], b: readonly number[]): number {
  for (let i = 1; i <= Math.max(a.length, b.length); i++) {
    const x = a[a.length - i] ?? Number.POSITIVE_INFINITY;
    const y = b[b.length - i] ?? Number.POSITIVE_INFINITY;
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}

const compareStandings = (a: Standing, b: Standing): number =>
  a.net - b.net || comparePointLists(countingOf(a), countingOf(b)) || compareLastFirst(a.scores, b.scores);

/** competition ranks (1, 2, 2, 4) of standings: lowest net first, ties by A8.1 then A8.2 */
function ranksOf(standings: readonly Standing[]): number[] {
  const order = standings.map((s, i) => ({ s, i })).sort((x, y) => compareStandings(x.s, y.s) || x.i - y.i);
  const ranks: number[] = new Array<number>(standings.length);
  order.forEach(({ s, i }, pos) => {
    const prev = order[pos - 1];
    ranks[i] = prev && compareStandings(prev.s, s) === 0 ? ranks[prev.i]! : pos + 1;
  });
  return ranks;
}

/**
 * The series rank after each race, for every boat of one group: re-scored from the published race
 * points, with the discards as they applied then: after k races sailed, 0 when the publication has
 * no discard rule, else min(the group's discards now, floor(k / discardRule)); codes that cannot be
 * discarded (DNE, BFD, DGM) and medal races never dropped, of equal worst the earliest dropped; ties
 * by A8.1 then A8.2. A race no boat of the group has a score in is skipped (null for every boat).
 * A cell with a code and no points counts the group's entries + 1; an empty cell in a sailed race
 * counts the same (the boat did not come).
 *
 * One array per row of the group (same order as group.rows), each with one rank (or null) per
 * race column.
 */
export function rankProgression(pub: ResultPublication, group: ResultGroup): (number | null)[][] {
  return onceFor(pub, group, () => progressionOf(pub, group));
}

/**
 * What `make` answers for a publication view and `key`, made once: a view is never changed once
 * read (the server shares one per publication between every render of its level's pages, each of
 * the boat pages asking for the same group's progression and every race's places: decision 0040),
 * so neither is what is derived from it. Callers must not change what they get.
 */
const derived = new WeakMap<ResultPublication, Map<unknown, unknown>>();
function onceFor<T>(pub: ResultPublication, key: unknown, make: () => T): T {
  let made = derived.get(pub);
  if (!made) derived.set(pub, (made = new Map()));
  if (!made.has(key)) made.set(key, make());
  return made.get(key) as T;
}

function progressionOf(pub: ResultPublication, group: ResultGroup): (number | null)[][] {
  const groupIndex = pub.groups.indexOf(group);
  if (groupIndex < 0) return group.rows.map(() => []);
  const scores = groupScores(pub, group, groupIndex);
  const raceCount = pub.columns.filter((c) => c.kind === 'race').length;
  const out: (number | null)[][] = scores.map(() => new Array<number | null>(raceCount).fill(null));
  const missing = tenths(group.stats.entries + 1);
  const sailed: number[] = [];
  for (let r = 0; r < raceCount; r++) {
    if (!scores.some((s) => s.points[r] !== null)) continue;
    sailed.push(r);
    const k = sailed.length;
    const discards = pub.discardRule > 0 ? Math.min(group.stats.discards, Math.floor(k / pub.discardRule)) : 0;
    const ranks = ranksOf(scores.map((s) => standing(s, sailed, discards, missing)));
    ranks.forEach((rank, i) => (out[i]![r] = rank));
  }
  return out;
}

// ---------------------------------------------------------------- ties

/** how a boat tied on net with others was separated from the next boat of the same net */
export interface TieNote {
  /** the net points they are tied on */
  net: number;
  /** the other rows of the group with the same net (indexes in group.rows, published order; this row not included) */
  tiedRows: number[];
  /**
   * the rule that separated this boat from the next boat of the same net (the last boat of a tie:
   * from the one before): 'A8.1' sorted counting scores, best first, first difference; 'A8.2' the
   * last race, then the one before, all scores counted; 'none' still equal
   */
  rule: 'A8.1' | 'A8.2' | 'none';
}

/**
 * Ties on net: for each row of a group, null or a note. Worked out from the published cells: the
 * Net cell (else the race points less the scores in parentheses), the counting scores (not in
 * parentheses) for A8.1 and every race score for A8.2.
 */
export function tieNotes(pub: ResultPublication, group: ResultGroup): (TieNote | null)[] {
  const groupIndex = pub.groups.indexOf(group);
  if (groupIndex < 0) return group.rows.map(() => null);
  const rows = boats(pub).filter((b) => b.groupIndex === groupIndex);
  const dnf = tenths(group.stats.entries + 1);
  const standings = rows.map((b) => {
    const scores = b.races
      .filter((r) => r.text !== '')
      .map((r) => ({ p: r.points !== null ? tenths(r.points) : dnf, d: r.discarded }));
    const counting = scores.filter((s) => !s.d).map((s) => s.p);
    // no Net and no race scores: nothing to be tied on
    const net = b.net !== null ? tenths(b.net) : scores.length > 0 ? counting.reduce((a, p) => a + p, 0) : NaN;
    return { net, counting: counting.sort((x, y) => x - y), lastFirst: scores.map((s) => s.p).reverse() };
  });
  const byNet = new Map<number, number[]>();
  standings.forEach((s, i) => {
    const list = byNet.get(s.net);
    if (list) list.push(i);
    else byNet.set(s.net, [i]);
  });
  return standings.map((s, i) => {
    const tied = byNet.get(s.net);
    if (!tied || tied.length < 2) return null;
    const at = tied.indexOf(i);
    const other = standings[tied[at + 1] ?? tied[at - 1]!]!;
    const rule =
      comparePointLists(s.counting, other.counting) !== 0
        ? 'A8.1'
        : comparePointLists(s.lastFirst, other.lastFirst) !== 0
          ? 'A8.2'
          : 'none';
    return { net: s.net / 10, tiedRows: tied.filter((j) => j !== i), rule };
  });
}

// ---------------------------------------------------------------- filters

export interface FilterChoice {
  value: string;
  count: number;
}

export interface FilterOptions {
  /** the groups (when the publication is grouped, in published order; rows without a group value are left out) */
  groups: FilterChoice[];
  /** nation codes (upper case), by code */
  nations: FilterChoice[];
  /** clubs as published, by name */
  clubs: FilterChoice[];
}

const optionsCache = new WeakMap<ResultPublication, FilterOptions>();

const counted = (values: readonly string[]): FilterChoice[] => {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].map(([value, count]) => ({ value, count }));
};

/** the filters a publication offers, each value with its number of boats */
export function filterOptions(pub: ResultPublication): FilterOptions {
  const cached = optionsCache.get(pub);
  if (cached) return cached;
  const all = boats(pub);
  const options: FilterOptions = {
    groups: pub.grouping
      ? pub.groups.flatMap((g) => (g.value === null ? [] : [{ value: g.value, count: g.rows.length }]))
      : [],
    nations: counted(all.flatMap((b) => (b.nation ? [b.nation.toUpperCase()] : []))).sort((a, b) =>
      a.value < b.value ? -1 : a.value > b.value ? 1 : 0,
    ),
    clubs: counted(all.flatMap((b) => (b.club ? [b.club] : []))).sort(
      (a, b) => a.value.localeCompare(b.value, 'zh-Hans-CN') || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0),
    ),
  };
  optionsCache.set(pub, options);
  return options;
}

export interface Filter {
  group?: string | null;
  nat?: string | null;
  club?: string | null;
}

export interface FilteredBoat {
  boat: BoatRef;
  /** the rank as published */
  overallRank: number | null;
  /** the rank among the filtered boats of its group (1…n; equal published ranks stay equal) */
  filterRank: number;
}

/**
 * The boats that pass a filter, in published order, with their rank within the filter and their
 * rank as published. `group` filters by the group value (exact), `nat` by nation code
 * (case-insensitive), `club` by the club as published (exact). An empty value or one the
 * publication does not offer (filterOptions) is not applied: `applied` says which were, with the
 * value as the publication has it ('chn' → 'CHN'). The rank within the filter counts within each
 * group (groups are separate tables with their own ranks).
 */
export function filterBoats(
  pub: ResultPublication,
  filter: Filter,
): { applied: Required<{ [K in keyof Filter]: string | null }>; boats: FilteredBoat[] } {
  const options = filterOptions(pub);
  const pick = (value: string | null | undefined, choices: FilterChoice[], fold: (s: string) => string) => {
    const v = (value ?? '').trim();
    if (v === '') return null;
    return choices.find((c) => fold(c.value) === fold(v))?.value ?? null;
  };
  const same = (s: string) => s;
  const applied = {
    group: pick(filter.group, options.groups, same),
    nat: pick(filter.nat, options.nations, (s) => s.toUpperCase()),
    club: pick(filter.club, options.clubs, same),
  };
  const out: FilteredBoat[] = [];
  let groupIndex = -1;
  let position = 0;
  let prev: FilteredBoat | null = null;
  for (const boat of boats(pub)) {
    if (applied.group !== null && boat.group !== applied.group) continue;
    if (applied.nat !== null && (boat.nation ?? '').toUpperCase() !== applied.nat) continue;
    if (applied.club !== null && boat.club !== applied.club) continue;
    if (boat.groupIndex !== groupIndex) {
      groupIndex = boat.groupIndex;
      position = 0;
      prev = null;
    }
    position++;
    const filterRank: number =
      prev !== null && boat.rank !== null && prev.overallRank === boat.rank ? prev.filterRank : position;
    prev = { boat, overallRank: boat.rank, filterRank };
    out.push(prev);
  }
  return { applied, boats: out };
}

// ---------------------------------------------------------------- rank changes

/**
 * Rank changes since the previous publication, by boat key: previous rank − current rank
 * (positive: moved up). A boat is left out when it is not in both, has no rank in either, or is
 * in another group. Empty when there is no previous publication or the two are not comparable
 * (the same publication, or grouped by different fields).
 */
export function rankChanges(current: ResultPublication, previous: ResultPublication | undefined): Map<string, number> {
  const changes = new Map<string, number>();
  if (!previous || previous === current || previous.id === current.id) return changes;
  if ((current.grouping?.key ?? null) !== (previous.grouping?.key ?? null)) return changes;
  const before = new Map<string, BoatRef>();
  for (const b of boats(previous)) if (!before.has(b.key)) before.set(b.key, b);
  for (const b of boats(current)) {
    const p = before.get(b.key);
    if (!p || p.rank === null || b.rank === null || p.group !== b.group || changes.has(b.key)) continue;
    changes.set(b.key, p.rank - b.rank);
  }
  return changes;
}

// ---------------------------------------------------------------- one race

export interface RaceResult {
  boat: BoatRef;
  /** place among the scores without a code (1…n in order of points, equal points equal place); null for a code */
  place: number | null;
  points: number | null;
  code: string | null;
  discarded: boolean;
  text: string;
}

/**
 * One race's results (race column key 'r3'): group by group, the boats with a score in that race in
 * order of points (codes without points last, then published order); null when the publication has
 * no such race column.
 */
export function raceResults(pub: ResultPublication, raceKey: string): RaceResult[] | null {
  return onceFor(pub, `race:${raceKey}`, () => raceResultsOf(pub, raceKey));
}

function raceResultsOf(pub: ResultPublication, raceKey: string): RaceResult[] | null {
  const index = pub.columns.filter((c) => c.kind === 'race').findIndex((c) => c.key === raceKey);
  if (index < 0) return null;
  const all = boats(pub);
  const out: RaceResult[] = [];
  pub.groups.forEach((_, groupIndex) => {
    const rows = all
      .filter((b) => b.groupIndex === groupIndex && b.races[index]!.text !== '')
      .map((boat, order) => ({ boat, race: boat.races[index]!, order }))
      .sort(
        (a, b) =>
          (a.race.points ?? Number.POSITIVE_INFINITY) - (b.race.points ?? Number.POSITIVE_INFINITY) ||
          a.order - b.order,
      );
    let finishers = 0;
    let last: { points: number; place: number } | null = null;
    for (const { boat, race } of rows) {
      let place: number | null = null;
      if (race.code === null && race.points !== null) {
        finishers++;
        place = last !== null && last.points === race.points ? last.place : finishers;
        last = { points: race.points, place };
      }
      out.push({ boat, place, points: race.points, code: race.code, discarded: race.discarded, text: race.text });
    }
  });
  return out;
}

// ---------------------------------------------------------------- CSV

/**
 * A publication as CSV: UTF-8 with a byte order mark (so Excel reads the Chinese), CRLF line ends,
 * RFC 4180 quoting, a header row of the column names (the grouping column first when grouped),
 * every cell as published; formula-injection safe (shared/csv.ts).
 */
export function publicationCsv(pub: ResultPublication): string {
  const grouped = pub.grouping !== null;
  const rows = [[...(grouped ? [pub.grouping!.name] : []), ...pub.columns.map((c) => c.name)]];
  for (const g of pub.groups)
    for (const row of g.rows) rows.push([...(grouped ? [g.value ?? ''] : []), ...row.cells.map(cellString)]);
  return csvText(rows);
}
