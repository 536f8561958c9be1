/**
 * The site's own scoring, for tables of finishing places and codes (a CSV from the boat park):
 * RRS Appendix A Low Point, built on shared/scoring.ts (the seed's scorer; the same rules):
 *
 * - a finisher scores her place; boats tied on the water share the average of the places (A7)
 * - DNC, DNS, OCS, NSC, DNF, RET, DSQ, UFD, BFD, DNE (and DGM) score entries + 1 (A5.2)
 * - ZFP and SCP: the place plus 20% of entries + 1, rounded to 0.1, never more than entries + 1
 * - RDG with points as given, without points the average of the boat's other races (A10(a));
 *   DPI: the place plus the penalty given
 * - discards by a profile ("1 after 4, 2 after 8", Sailwave's "0,0,0,1,1,1,1,2"); without one,
 *   RRS A2.1: one discard, the worst score (once two races are sailed: a series of one race keeps
 *   it); "none" only when the scorer says so; of equal worst scores the earliest is dropped; DNE,
 *   BFD and DGM are never dropped
 * - ties on net: A8.1 (counting scores best to worst), then A8.2 (the last race, then the one before)
 *
 * Pure functions, no I/O.
 */
import {
  ENTRIES_PLUS_ONE_CODES,
  GIVEN_POINTS_CODES,
  PERCENT_PENALTY_CODES,
  discardCount,
  scoreSeries,
  type PenaltyCode,
  type RaceEntry,
  type SeriesResult,
} from '../scoring.js';
import { importError } from './messages.js';
import type { DiscardProfileUsed } from './types.js';

export {
  discardCount,
  dnfScore,
  formatCell,
  formatPoints,
  isDiscardable,
  percentPenaltyScore,
  placePoints,
  round1,
  scoreSeries,
  type PenaltyCode,
  type RaceEntry,
  type ScoredBoat,
  type SeriesResult,
} from '../scoring.js';

/** every code the site's scorer knows */
export const SCORING_CODES: readonly PenaltyCode[] = [
  ...ENTRIES_PLUS_ONE_CODES,
  ...PERCENT_PENALTY_CODES,
  ...GIVEN_POINTS_CODES,
];

// ---------------------------------------------------------------- discard profiles

/**
 * A discard profile as thresholds: the k-th number is the races sailed from which k scores are
 * discarded ([4, 8] = one discard from 4 races, two from 8). Read from:
 * - a number N or "N": one discard after N races (0: none)
 * - "1 after 4, 2 after 8", "Discard after 4 races", "1 discard after 4 races", "4轮后去1"
 * - Sailwave's list: discards after 1, 2, 3 … races sailed, "0,0,0,1,1,1,1,2"
 * - a list of thresholds "4,8" (when it cannot be Sailwave's list)
 * - "", "none", "0", "无": no discards
 * Throws ImportError 'bad-discard-profile' for anything else.
 */
export function parseDiscardProfile(profile: string | number | readonly number[] | null | undefined): number[] {
  if (profile === null || profile === undefined) return [];
  if (Array.isArray(profile)) return [...profile].filter((n) => n > 0).sort((a, b) => a - b);
  if (typeof profile === 'number') {
    if (!Number.isInteger(profile) || profile < 0)
      throw importError('bad-discard-profile', { profile: String(profile) });
    return profile > 0 ? [profile] : [];
  }
  const text = String(profile).trim();
  const bad = () => importError('bad-discard-profile', { profile: text });
  if (text === '' || /^(none|no discards?|0|无|不去掉)$/i.test(text)) return [];
  if (/^\d+$/.test(text)) return parseDiscardProfile(Number(text));

  if (/^\d+(\s*[,;\s]\s*\d+)+$/.test(text)) {
    const list = text.split(/\s*[,;\s]\s*/).map(Number);
    const sailwave = list.every((v, i) => v <= i + 1 && (i === 0 || v >= list[i - 1]!));
    if (sailwave) {
      const thresholds: number[] = [];
      list.forEach((v, i) => {
        while (thresholds.length < v) thresholds.push(i + 1);
      });
      return thresholds;
    }
    if (list.every((v, i) => v > 0 && (i === 0 || v >= list[i - 1]!))) return list;
    throw bad();
  }

  // "1 after 4, 2 after 8" / "Discard after 4 races" / "4轮后去1"
  const pairs: { count: number; after: number }[] = [];
  const rest = text
    .replace(
      /(\d+)?\s*(?:discards?\s*)?after\s*(\d+)\s*(?:races?)?/gi,
      (_, count: string | undefined, after: string) => {
        pairs.push({ count: count ? Number(count) : 1, after: Number(after) });
        return '';
      },
    )
    .replace(
      /(?:完成\s*)?(\d+)\s*轮后去(?:掉)?\s*(\d+)?\s*(?:轮|个)?(?:成绩)?/g,
      (_, after: string, count?: string) => {
        pairs.push({ count: count ? Number(count) : 1, after: Number(after) });
        return '';
      },
    );
  if (pairs.length === 0 || !/^[\s,;，；、.]*(discards?)?[\s,;，；、.]*$/i.test(rest)) throw bad();
  pairs.sort((a, b) => a.after - b.after);
  const thresholds: number[] = [];
  for (const { count, after } of pairs) {
    if (after <= 0 || count < thresholds.length) throw bad();
    while (thresholds.length < count) thresholds.push(after);
  }
  return thresholds;
}

/**
 * RRS A2.1, the default when the notice of race and sailing instructions say nothing: a boat's
 * series score excludes her worst score. One discard, applied from the second race sailed (with a
 * single race there is nothing to exclude it from).
 */
export const A2_1_THRESHOLDS: readonly number[] = [2];

/**
 * The profile the site scores with: none given → RRS A2.1 (one discard); 'a2.1' or 'default' the
 * same, said; 'none' (or '0', '无') no discards, said by the scorer; else the profile given.
 * Throws ImportError 'bad-discard-profile' for a profile that cannot be read.
 */
export function resolveDiscards(profile: string | null | undefined): DiscardProfileUsed {
  const text = (profile ?? '').trim();
  if (text === '' || /^(a\s*2\.1|rrs\s*a\s*2\.1|default|默认)$/i.test(text)) {
    return {
      kind: 'a2.1',
      thresholds: [...A2_1_THRESHOLDS],
      label: {
        en: 'RRS A2.1 (no other profile given): one discard, the worst score',
        zh: 'RRS A2.1（未给出其他规则）：去掉一个最差成绩',
      },
    };
  }
  const thresholds = parseDiscardProfile(text);
  if (thresholds.length === 0)
    return {
      kind: 'none',
      thresholds,
      label: { en: 'no discards (as the scorer said)', zh: '不去掉成绩（按记分员指定）' },
    };
  const d = describeDiscards(thresholds);
  return { kind: 'given', thresholds, label: { en: `as given: ${d.en}`, zh: `按指定：${d.zh}` } };
}

/** thresholds back to words: [4, 8] → "1 after 4, 2 after 8" */
export function describeDiscards(thresholds: readonly number[]): { en: string; zh: string } {
  if (thresholds.length === 0) return { en: 'no discards', zh: '不去掉成绩' };
  const steps: { count: number; after: number }[] = [];
  thresholds.forEach((after, i) => {
    const last = steps.at(-1);
    if (last && last.after === after) last.count = i + 1;
    else steps.push({ count: i + 1, after });
  });
  return {
    en: steps.map((s) => `${s.count} after ${s.after}`).join(', '),
    zh: steps.map((s) => `${s.after} 轮后去 ${s.count}`).join('，'),
  };
}

/** discards in force once `sailed` races are sailed */
export function discardsAfter(thresholds: readonly number[], sailed: number): number {
  return discardCount(sailed, thresholds);
}

// ---------------------------------------------------------------- cells of places and codes

const CODE_RE = /^[A-Z]{2,4}$/;

/**
 * One cell of a places-and-codes table: '3' (place), 'DNF', 'ZFP 3' / '3 ZFP' / 'ZFP@3' (a
 * percentage penalty on her place), 'RDG 2.8' / '2.8 RDG' (redress given), 'RDG' (A10(a)
 * average), '5 DPI 2' / 'DPI 2@5' (place 5, penalty 2). '' → 'blank'; anything else → null.
 */
export function readPlaceCell(text: string): RaceEntry | 'blank' | null {
  const s = text.trim().toUpperCase().replace(/\s+/g, ' ');
  if (s === '' || s === '-' || s === '—') return 'blank';
  if (/^\d+$/.test(s)) return Number(s) > 0 ? { place: Number(s) } : null;
  const known = (c: string): c is PenaltyCode => (SCORING_CODES as readonly string[]).includes(c);
  if (CODE_RE.test(s)) return known(s) ? { code: s } : null;
  let m = /^(\d+) ?DPI ?(\d+(?:\.\d+)?)$/.exec(s) ?? /^DPI ?(\d+(?:\.\d+)?) ?@ ?(\d+)$/.exec(s);
  if (m) {
    const [place, pen] = s.startsWith('DPI') ? [m[2], m[1]] : [m[1], m[2]];
    return { code: 'DPI', place: Number(place), points: Number(pen) };
  }
  m = /^([A-Z]{2,4}) ?@? ?(\d+(?:\.\d+)?)$/.exec(s) ?? /^(\d+(?:\.\d+)?) ?([A-Z]{2,4})$/.exec(s);
  if (!m) return null;
  const [code, num] = CODE_RE.test(m[1]!) ? [m[1]!, m[2]!] : [m[2]!, m[1]!];
  if (!known(code)) return null;
  const n = Number(num);
  if (code === 'ZFP' || code === 'SCP') return Number.isInteger(n) && n > 0 ? { code, place: n } : null;
  if (code === 'RDG') return { code, points: n };
  return { code }; // an entries + 1 code with a number: the number is ignored
}

// ---------------------------------------------------------------- a whole table

export interface PlacesBoat<T = unknown> {
  id: string;
  /** the cells of the races, in race order, as written ('1', 'DNF', 'ZFP 3') */
  cells: readonly string[];
  data?: T;
}

export interface ScorePlacesOptions {
  /** thresholds (parseDiscardProfile) */
  discards?: readonly number[];
  /** entries (default: the boats given) */
  entries?: number;
  /** indexes of medal races (score double, never discarded) */
  medalRaces?: readonly number[];
}

export interface ScorePlacesResult<T> extends SeriesResult<T> {
  /** blank cells scored DNC */
  blanks: number;
}

/**
 * Score a table of places and codes. Blank cells score DNC (counted in `blanks`); a cell that is
 * neither (an unknown code) throws ImportError 'unscorable' with the cell in `detail`.
 */
export function scorePlaces<T>(boats: readonly PlacesBoat<T>[], opts: ScorePlacesOptions = {}): ScorePlacesResult<T> {
  let blanks = 0;
  const series = boats.map((b) => ({
    id: b.id,
    data: b.data,
    races: b.cells.map((text, r): RaceEntry => {
      const entry = readPlaceCell(text);
      if (entry === null) throw importError('unscorable', {}, `${b.id}, race ${r + 1}: “${text}”`);
      if (entry === 'blank') {
        blanks++;
        return { code: 'DNC' };
      }
      return entry;
    }),
  }));
  const result = scoreSeries({
    boats: series,
    entries: opts.entries ?? boats.length,
    discards: opts.discards ?? [],
    medalRaces: opts.medalRaces,
  });
  return { ...result, blanks };
}
