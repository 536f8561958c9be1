/**
 * Entry lists (issue 31; docs/product.md "Entry lists"): the boats entered in each class of an
 * event, before and beside the results. Shared by the server (queries, the admin API's checks,
 * the results import's findings) and the web app (the public page, the class page, find a sailor).
 * No zod here (the browser imports this module).
 */
import { iocToIso2 } from './ioc.js';
import { sailKey } from './sail-key.js';
import type { BilingualText } from './admin-scores.js';

/** one boat entered, as the public API serves it */
export interface Entry {
  sailNo: string;
  /** the IOC code as the results write it ('CHN', 'GER'); '' when not given */
  nationality: string;
  helm: string;
  crew: string;
  club: string;
  /** the group (fleet, division, age group …); '' when the class has none */
  group: string;
}

/** an entry as a page shows it: on English pages, romanised Chinese names and the English club (app/features/entries/lib/english.server.ts) */
export interface ShownEntry extends Entry {
  helmRoman?: string;
  crewRoman?: string;
  clubEn?: string;
}

/** a class's entry list */
export interface LevelEntries {
  levelCd: string;
  levelName: string;
  levelNameCode: string | null;
  /** the class has published results */
  hasResults: boolean;
  entries: Entry[];
}

/** a class's entry list as a page shows it */
export interface ShownLevelEntries extends Omit<LevelEntries, 'entries'> {
  entries: ShownEntry[];
}

/** POST /event/entries/{eventCd}: every class of the event (or the one asked for) with its entries */
export interface EventEntries {
  eventCd: string;
  levels: LevelEntries[];
}

/** the body of POST /event/entries/{eventCd}: optionally one class */
export interface EventEntriesBody {
  levelCd?: string;
}

/** the most characters of each field (the admin API and the importer refuse more) */
export const ENTRY_LIMITS = { sailNo: 40, nationality: 3, helm: 200, crew: 300, club: 200, group: 100 } as const;

/** the most boats one class may have (the import's row cap, shared/import/limits.ts) */
export const ENTRIES_PER_LEVEL_MAX = 2000;

/** a nation code as stored: letters, upper case ('chn ' → 'CHN'); anything else as typed (refused by the checks) */
export function normaliseNation(text: string): string {
  return text.trim().toUpperCase();
}

/** a nation code of the shape the results use (2 or 3 letters) or empty */
export const NATION_PATTERN = /^([A-Z]{2,3})?$/;

/** is a nation code one the site knows (has a flag for)? '' counts as known (none given) */
export function knownNation(code: string): boolean {
  return code === '' || iocToIso2(code) !== null;
}

/** the key a sail number is unique by within a class: 'gbr-123' → 'GBR123' */
export function entrySailKey(sailNo: string): string {
  return sailKey(sailNo.normalize('NFKC'));
}

/**
 * The key a boat is compared by between an entry list and a results table: the sail number's key
 * with the nation in front when it does not start with it ('123' of GBR → 'GBR123'), so a results
 * table that writes 'GBR 123' and an entry list that writes nation GBR, sail '123' agree.
 */
export function boatKey(nationality: string, sailNo: string): string {
  const key = entrySailKey(sailNo);
  const nat = normaliseNation(nationality);
  if (nat === '' || key.startsWith(nat) || !/^\d/.test(key)) return key;
  return `${nat}${key}`;
}

/** a boat as a scorer knows her: 'GBR 123 Jane Smith' */
export function boatLabel(e: { nationality?: string; sailNo: string; helm?: string }): string {
  const sail =
    e.nationality && !entrySailKey(e.sailNo).startsWith(e.nationality) ? `${e.nationality} ${e.sailNo}` : e.sailNo;
  return [sail, e.helm].filter((x) => x && x.trim()).join(' ');
}

/** a results row's identity (a publication's `data` row) */
interface ResultRow {
  sailNo?: unknown;
  nationality?: unknown;
  helm?: unknown;
}

/** what the results import's preview says about entries (ImportFindingView without the publication index) */
export interface EntryFinding {
  code: 'not-entered' | 'not-in-results';
  severity: 'warning';
  message: BilingualText;
  sailNo: string;
  boat: string;
}

/**
 * Results and entries agree (issue 31): the boats of the results that are not entered, and the
 * boats entered that are absent from the results, as warnings of the results import's preview.
 * Nothing when the class has no entries (an event that keeps no entry list).
 */
export function entryFindings(
  entries: readonly Pick<Entry, 'sailNo' | 'nationality' | 'helm'>[],
  publications: readonly { data?: unknown }[],
): EntryFinding[] {
  if (entries.length === 0) return [];
  const entered = new Map<string, Pick<Entry, 'sailNo' | 'nationality' | 'helm'>>();
  for (const e of entries) entered.set(boatKey(e.nationality, e.sailNo), e);
  const inResults = new Set<string>();
  const out: EntryFinding[] = [];
  for (const pub of publications) {
    const rows = Array.isArray(pub.data) ? (pub.data as ResultRow[]) : [];
    for (const row of rows) {
      const sailNo = typeof row?.sailNo === 'string' ? row.sailNo : '';
      if (entrySailKey(sailNo) === '') continue;
      const nat = typeof row.nationality === 'string' ? row.nationality : '';
      const key = boatKey(nat, sailNo);
      if (inResults.has(key)) continue;
      inResults.add(key);
      if (entered.has(key)) continue;
      const boat = boatLabel({
        nationality: normaliseNation(nat),
        sailNo,
        helm: typeof row.helm === 'string' ? row.helm : '',
      });
      out.push({
        code: 'not-entered',
        severity: 'warning',
        sailNo,
        boat,
        message: {
          en: 'This boat is in the results but not on the class’s entry list: check the sail number, or add her to the entries.',
          zh: '此船在成绩中，但不在本级别的报名名单上：请核对帆号，或将其加入报名名单。',
        },
      });
    }
  }
  for (const [key, e] of entered) {
    if (inResults.has(key)) continue;
    out.push({
      code: 'not-in-results',
      severity: 'warning',
      sailNo: e.sailNo,
      boat: boatLabel(e),
      message: {
        en: 'This boat is entered but absent from the results: check the sail number, or score her (DNC) if she did not come.',
        zh: '此船已报名，但成绩中没有：请核对帆号；如未参赛，请按 DNC 计分。',
      },
    });
  }
  return out;
}

/** counts of a list by a field (nation, club): most first, then by name (code point order: the same on the server and in any browser) */
export function countsBy(
  entries: readonly Entry[],
  field: 'nationality' | 'club' | 'group',
): { value: string; n: number }[] {
  const counts = new Map<string, number>();
  for (const e of entries) {
    const v = e[field].trim();
    if (v) counts.set(v, (counts.get(v) ?? 0) + 1);
  }
  return [...counts.entries()]
    .map(([value, n]) => ({ value, n }))
    .sort((a, b) => b.n - a.n || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
}

