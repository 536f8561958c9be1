/**
 * Find a sailor across an event's classes (docs/results.md "Find a sailor"): the newest
 * publication of every class searched for a sail number (with or without the nation prefix),
 * a helm or crew name (Chinese, English, pinyin without tones) or a club
 * (shared/results-analysis.ts `sailorQuery`, `boatMatches`). Runs in the loaders of the event
 * and level pages; the browser gets the hits.
 */
import type { Lang } from '../../../../shared/lang';
import { boatKey, type Entry } from '../../../../shared/entries';
import { flagUrl } from '../../../../shared/ioc';
import {
  boatMatches,
  boats,
  cellString,
  sailorQuery,
  sailKey,
  type BoatRef,
} from '../../../../shared/results-analysis';
import type { SailorHit, SailorSearch } from './sailor-search';
import { bilingualName, readPublications } from './results-page.server';

/** the most hits shown: a query such as 'chn' must not list a whole regatta */
export const SAILOR_HITS_MAX = 30;

export function findSailors(
  classes: readonly {
    levelCd: string;
    levelName: string;
    scores: readonly unknown[] | null | undefined;
    /** the class's entry list (issue 31): a boat entered and not in the results is found too, marked entered */
    entries?: readonly Entry[];
  }[],
  query: string,
  lang: Lang,
): SailorSearch {
  const text = query.trim().slice(0, 100);
  const q = sailorQuery(text);
  if (!q) return { query: text, hits: [], more: false, tooShort: true };
  const hits: SailorHit[] = [];
  // boats found only on an entry list come after those with results
  const enteredHits: SailorHit[] = [];
  let matched = 0;
  for (const c of classes) {
    const pub = readPublications(c.scores)[0];
    const inResults = new Set<string>();
    if (pub)
      for (const boat of boats(pub)) {
        const nat = boat.nation ?? '';
        inResults.add(boatKey(nat, boat.sailNo));
      }
    for (const [i, e] of (c.entries ?? []).entries()) {
      if (inResults.has(boatKey(e.nationality, e.sailNo))) continue;
      if (!boatMatches(entryBoat(e, i), q)) continue;
      enteredHits.push({
        levelCd: c.levelCd,
        levelName: c.levelName,
        group: e.group || null,
        boat: sailKey(e.sailNo),
        sailNo: e.sailNo,
        nation: e.nationality ? { type: 'nation', text: e.nationality, flag: flagUrl(e.nationality) } : null,
        helm: bilingualName(e.helm, lang),
        crew: bilingualName(e.crew, lang),
        club: e.club,
        rank: '',
        net: '',
        entered: true,
      });
    }
    if (!pub) continue;
    const natIndex = pub.columns.findIndex((col) => col.kind === 'nationality');
    const rankIndex = pub.columns.findIndex((col) => col.kind === 'rank');
    const netIndex = pub.columns.findIndex((col) => col.kind === 'net');
    for (const boat of boats(pub)) {
      if (!boatMatches(boat, q)) continue;
      matched++;
      if (hits.length >= SAILOR_HITS_MAX) continue;
      const row = pub.groups[boat.groupIndex]?.rows[boat.rowIndex];
      const cellAt = (i: number) => (i >= 0 ? row?.cells[i] : undefined);
      const nation = cellAt(natIndex);
      hits.push({
        levelCd: c.levelCd,
        levelName: c.levelName,
        group: boat.group,
        boat: boat.key,
        sailNo: boat.sailNo,
        nation: typeof nation === 'object' && nation.type === 'nation' && nation.text ? nation : null,
        helm: bilingualName(boat.helm || boat.boat, lang),
        crew: bilingualName(boat.crew, lang),
        club: boat.club,
        rank: cellString(cellAt(rankIndex)),
        net: cellString(cellAt(netIndex)),
      });
    }
  }
  matched += enteredHits.length;
  for (const hit of enteredHits) if (hits.length < SAILOR_HITS_MAX) hits.push(hit);
  return { query: text, hits, more: matched > hits.length, tooShort: false };
}

/** an entry as a boat of the results, for the one matcher (boatMatches) */
function entryBoat(e: Entry, i: number): BoatRef {
  return {
    groupIndex: 0,
    rowIndex: i,
    group: e.group || null,
    sailNo: e.sailNo,
    key: sailKey(e.sailNo),
    nation: e.nationality || null,
    helm: e.helm,
    crew: e.crew,
    club: e.club,
    boat: '',
    rank: null,
    total: null,
    net: null,
    races: [],
  };
}
