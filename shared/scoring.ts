/**
 * Low Point scoring (Racing Rules of Sailing, Appendix A), as described in
 * docs/results.md. Pure functions, no I/O: used by the demo seed to build
 * score publications, and usable by any page that needs to explain a table.
 *
 * Points are kept to one decimal. Sums are done in tenths (integers) so 0.1 + 0.2 never drifts.
 */

/** codes that score the number of entries + 1 (A5.2) */
export const ENTRIES_PLUS_ONE_CODES = [
  'DNC',
  'DNS',
  'OCS',
  'NSC',
  'DNF',
  'RET',
  'DSQ',
  'UFD',
  'BFD',
  'DNE',
  'DGM',
] as const;
/** codes that add 20% of the DNF score to the finishing place (rule 44.3(c), rule 30.2) */
export const PERCENT_PENALTY_CODES = ['ZFP', 'SCP'] as const;
/** codes whose points are given by the committee (redress A10, discretionary penalty) */
export const GIVEN_POINTS_CODES = ['RDG', 'DPI'] as const;
/**
 * Scores that can never be discarded. The results notes name DNE and BFD; DGM (rule 69) is
 * non-excludable under the RRS as well.
 */
export const NON_DISCARDABLE_CODES = ['DNE', 'BFD', 'DGM'] as const;

export type PenaltyCode =
  | (typeof ENTRIES_PLUS_ONE_CODES)[number]
  | (typeof PERCENT_PENALTY_CODES)[number]
  | (typeof GIVEN_POINTS_CODES)[number];

/** one boat in one race */
export interface RaceEntry {
  /**
   * Finishing place (1-based) among the boats that finished. Boats tied at the finish carry the
   * same place (competition ranking: 1, 2, 2, 4), and share the average of the places they cover.
   * Required for a plain finish and for ZFP/SCP; ignored for entries + 1 codes.
   */
  place?: number | null;
  /** scoring code, e.g. 'DNF', 'ZFP', 'RDG'; absent for a plain finish */
  code?: PenaltyCode | null;
  /**
   * Points given by the committee (RDG, DPI). For RDG without points, A10(a) applies: the average
   * of the boat's points in all other races of the series (to the nearest tenth, 0.05 rounded up).
   * For DPI the points are added to the place score.
   */
  points?: number | null;
}

export interface SeriesBoat<T = unknown> {
  id: string;
  /** one entry per race sailed, in race order; every boat has the same number of races */
  races: RaceEntry[];
  /** anything the caller wants to carry along (names, sail number…) */
  data?: T;
}

export interface SeriesInput<T = unknown> {
  boats: SeriesBoat<T>[];
  /** boats entered; defaults to boats.length. The DNF score is entries + 1. */
  entries?: number;
  /**
   * Discard rule. A number N means "Discard after N races": one discard once N races are sailed
   * (0 = no discards). A list gives the thresholds of the 1st, 2nd… discard, e.g. [4, 8].
   */
  discards?: number | readonly number[];
  /** indexes of medal races: they score double and are never discarded */
  medalRaces?: readonly number[];
}

export interface ScoredRace {
  /** the score that counts in the total (doubled for a medal race) */
  points: number;
  code: PenaltyCode | null;
  discarded: boolean;
  /** the published cell text: '3.0', '(11.0 DNF)', '2.8 RDG' */
  cell: string;
}

export interface ScoredBoat<T = unknown> {
  id: string;
  data?: T;
  races: ScoredRace[];
  total: number;
  net: number;
  /** 1-based; boats still tied after A8.1 and A8.2 share a rank */
  rank: number;
}

export interface SeriesResult<T = unknown> {
  /** boats in rank order */
  boats: ScoredBoat<T>[];
  sailed: number;
  discards: number;
  toCount: number;
  entries: number;
}

/** round to one decimal, 0.05 upward (for positive values) */
export function round1(value: number): number {
  return Math.round(value * 10 + 1e-9) / 10;
}

const tenths = (value: number): number => Math.round(value * 10 + 1e-9);

/** '3.0', '11.5' */
export function formatPoints(points: number): string {
  return round1(points).toFixed(1);
}

/** the published cell: points, then the code, in parentheses when discarded */
export function formatCell(points: number, code: string | null | undefined, discarded: boolean): string {
  const text = code ? `${formatPoints(points)} ${code}` : formatPoints(points);
  return discarded ? `(${text})` : text;
}

/** the DNF score: entries + 1 */
export function dnfScore(entries: number): number {
  return entries + 1;
}

/** ZFP / SCP: place score + 20% of the DNF score (rounded to 0.1), never worse than the DNF score */
export function percentPenaltyScore(placePoints: number, entries: number): number {
  const dnf = dnfScore(entries);
  return Math.min(round1(placePoints + round1(0.2 * dnf)), dnf);
}

/** how many scores are discarded once `sailed` races are sailed */
export function discardCount(sailed: number, rule: number | readonly number[] | undefined): number {
  if (rule === undefined) return 0;
  const thresholds = typeof rule === 'number' ? (rule > 0 ? [rule] : []) : rule.filter((n) => n > 0);
  return thresholds.filter((n) => sailed >= n).length;
}

export function isEntriesPlusOne(code: string | null | undefined): boolean {
  return code !== null && code !== undefined && (ENTRIES_PLUS_ONE_CODES as readonly string[]).includes(code);
}

export function isDiscardable(code: string | null | undefined): boolean {
  return !(code && (NON_DISCARDABLE_CODES as readonly string[]).includes(code));
}

/**
 * Points for the finishers of one race from their places: boats tied at place p (k of them)
 * share the average of places p … p+k-1, i.e. p + (k-1)/2.
 */
export function placePoints(places: readonly number[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const p of places) counts.set(p, (counts.get(p) ?? 0) + 1);
  const result = new Map<number, number>();
  for (const [p, k] of counts) result.set(p, round1(p + (k - 1) / 2));
  return result;
}

/** A8.1 / A8.2 ordering of two lists of points (best first): the first difference decides, a missing score last */
export function comparePointLists(a: readonly number[], b: readonly number[]): number {
  const n = Math.max(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a[i] ?? Number.POSITIVE_INFINITY;
    const y = b[i] ?? Number.POSITIVE_INFINITY;
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}

/**
 * Score a Low Point series: points per race, penalties, discards, Total, Net and ranks
 * (lowest Net first; ties broken by A8.1 then A8.2).
 */
export function scoreSeries<T>(input: SeriesInput<T>): SeriesResult<T> {
  const { boats } = input;
  const entries = input.entries ?? boats.length;
  const dnf = dnfScore(entries);
  const sailed = boats.reduce((n, b) => Math.max(n, b.races.length), 0);
  const medal = new Set(input.medalRaces ?? []);
  const discards = discardCount(sailed, input.discards);

  // place → points per race (ties share the average)
  const placeTables: Map<number, number>[] = [];
  for (let r = 0; r < sailed; r++) {
    const places: number[] = [];
    for (const b of boats) {
      const e = b.races[r];
      if (e && !isEntriesPlusOne(e.code) && typeof e.place === 'number' && e.place > 0) places.push(e.place);
    }
    placeTables.push(placePoints(places));
  }

  // first pass: everything except RDG without given points (those need the other races)
  const raw: (number | null)[][] = boats.map((b) =>
    Array.from({ length: sailed }, (_, r) => {
      const e: RaceEntry = b.races[r] ?? { code: 'DNC' };
      const code = e.code ?? null;
      const fromPlace = typeof e.place === 'number' && e.place > 0 ? (placeTables[r]?.get(e.place) ?? e.place) : null;
      if (isEntriesPlusOne(code)) return dnf;
      if (code === 'ZFP' || code === 'SCP') return percentPenaltyScore(fromPlace ?? dnf, entries);
      if (code === 'RDG') return typeof e.points === 'number' ? round1(e.points) : null;
      if (code === 'DPI') return Math.min(round1((fromPlace ?? 0) + (e.points ?? 0)), dnf);
      return fromPlace ?? dnf; // no place and no code: treated as not finished
    }),
  );
  // A10(a): redress as the average of the boat's points in all other races (excluding other A10(a) races)
  const points: number[][] = raw.map((row) => {
    const others = row.filter((p): p is number => p !== null);
    const average = others.length > 0 ? round1(others.reduce((s, p) => s + p, 0) / others.length) : dnf;
    return row.map((p) => (p === null ? average : p));
  });

  const scored = boats.map((b, i) => {
    const row = points[i]!;
    const codes = Array.from({ length: sailed }, (_, r) => b.races[r]?.code ?? (b.races[r] ? null : 'DNC'));
    const weighted = row.map((p, r) => (medal.has(r) ? p * 2 : p));
    // discards: worst discardable scores; of equal worst the earliest
    const candidates = weighted
      .map((p, r) => ({ p, r }))
      .filter(({ r }) => !medal.has(r) && isDiscardable(codes[r]))
      .sort((x, y) => y.p - x.p || x.r - y.r);
    const dropped = new Set(candidates.slice(0, discards).map((c) => c.r));
    const races: ScoredRace[] = weighted.map((p, r) => ({
      points: p,
      code: (codes[r] ?? null) as PenaltyCode | null,
      discarded: dropped.has(r),
      cell: formatCell(p, codes[r], dropped.has(r)),
    }));
    const totalTenths = weighted.reduce((s, p) => s + tenths(p), 0);
    const netTenths = races.reduce((s, x) => s + (x.discarded ? 0 : tenths(x.points)), 0);
    return {
      id: b.id,
      data: b.data,
      races,
      total: totalTenths / 10,
      net: netTenths / 10,
      rank: 0,
      counting: races
        .filter((x) => !x.discarded)
        .map((x) => x.points)
        .sort((x, y) => x - y),
      lastFirst: [...races].reverse().map((x) => x.points),
    };
  });

  const compare = (a: (typeof scored)[number], b: (typeof scored)[number]): number =>
    a.net - b.net || comparePointLists(a.counting, b.counting) || comparePointLists(a.lastFirst, b.lastFirst);
  const order = scored.map((s, i) => ({ s, i })).sort((x, y) => compare(x.s, y.s) || x.i - y.i);
  order.forEach(({ s }, pos) => {
    const prev = order[pos - 1]?.s;
    s.rank = prev && compare(prev, s) === 0 ? prev.rank : pos + 1;
  });

  return {
    boats: order.map(({ s }) => ({ id: s.id, data: s.data, races: s.races, total: s.total, net: s.net, rank: s.rank })),
    sailed,
    discards,
    toCount: Math.max(sailed - discards, 0),
    entries,
  };
}

/** the caption of a series table: "Sailed: 7, Discards: 1, To count: 6, Entries: 18, Scoring system: Low Point" */
export function seriesCaption(result: Pick<SeriesResult, 'sailed' | 'discards' | 'toCount' | 'entries'>): string {
  return `Sailed: ${result.sailed}, Discards: ${result.discards}, To count: ${result.toCount}, Entries: ${result.entries}, Scoring system: Low Point`;
}
