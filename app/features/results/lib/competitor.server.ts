/**
 * A boat's competitor view (docs/results.md "A boat's page"), built on the server from the
 * level's publications: the boat's row of the publication asked for (`?pub=`, else the newest),
 * every race with its place in that race, points, code and discard, the race's tracking replay
 * when it has one, and the boat's series rank after each race (shared/results-analysis.ts
 * `rankProgression`) for the chart.
 */
import type { Lang } from '../../../../shared/lang';
import { cellString, findBoat, raceResults, rankProgression, type BoatRef } from '../../../../shared/results-analysis';
import type { NationCell, PublicationRef, ResultCell, ScoreCode } from '../../../../shared/results-view';
import { isScoreCode } from '../../../../shared/score-publication';
import { bilingualName, readPublications } from './results-page.server';

export interface CompetitorRace {
  key: string;
  name: string;
  /** place in the race among the boats of its group without a code; null for a code or no score */
  place: number | null;
  points: number | null;
  code: ScoreCode | null;
  /** a code the glossary does not know, as published */
  otherCode: string | null;
  discarded: boolean;
  text: string;
  /** the series rank after this race (null when the race was not sailed) */
  rankAfter: number | null;
  replay: string | null;
  /** the decided protest hearing that gave this score (issue 30), added by the page's loader */
  hearing?: number;
}

export interface Competitor {
  /** the boat's key (its URL) */
  key: string;
  sailNo: string;
  nation: NationCell | null;
  helm: ResultCell;
  crew: ResultCell;
  boatName: string;
  club: ResultCell;
  group: string | null;
  groupName: string | null;
  rank: string;
  total: string;
  net: string;
  /** boats in the boat's series (the chart's scale) */
  entries: number;
  races: CompetitorRace[];
  publication: PublicationRef;
  /** the publication is not the newest */
  older: boolean;
}

export type CompetitorLookup =
  { status: 'found'; competitor: Competitor } | { status: 'moved'; key: string } | { status: 'missing' };

export function competitorOf(input: {
  scores: readonly unknown[] | null | undefined;
  sailNo: string;
  pub: string | null;
  lang: Lang;
  replay?: (n: number) => string | null;
}): CompetitorLookup {
  const all = readPublications(input.scores);
  const found = input.pub === null ? -1 : all.findIndex((p) => p.id === input.pub);
  const index = Math.max(0, found);
  const pub = all[index];
  if (!pub) return { status: 'missing' };
  const boat: BoatRef | null = findBoat(pub, input.sailNo);
  if (!boat) return { status: 'missing' };
  if (boat.key !== input.sailNo) return { status: 'moved', key: boat.key };
  const group = pub.groups[boat.groupIndex]!;
  const row = group.rows[boat.rowIndex]!;
  const progression = rankProgression(pub, group)[boat.rowIndex] ?? [];
  const cellOf = (kind: string) => {
    const i = pub.columns.findIndex((c) => c.kind === kind);
    return i >= 0 ? row.cells[i] : undefined;
  };
  const nation = cellOf('nationality');
  const races = pub.columns.filter((c) => c.kind === 'race');
  return {
    status: 'found',
    competitor: {
      key: boat.key,
      sailNo: boat.sailNo,
      nation: typeof nation === 'object' && nation.type === 'nation' && nation.text ? nation : null,
      helm: bilingualName(boat.helm, input.lang),
      crew: bilingualName(boat.crew, input.lang),
      boatName: boat.boat,
      club: bilingualName(boat.club, input.lang, 'club'),
      group: boat.group,
      groupName: pub.grouping?.name ?? null,
      rank: cellString(cellOf('rank')),
      total: cellString(cellOf('total')),
      net: cellString(cellOf('net')),
      entries: group.stats.entries || group.rows.length,
      races: races.map((c, r) => {
        const score = boat.races[r];
        const inRace = raceResults(pub, c.key)?.find(
          (x) => x.boat.groupIndex === boat.groupIndex && x.boat.rowIndex === boat.rowIndex,
        );
        const n = Number(/\d+/.exec(c.key)?.[0] ?? /\d+/.exec(c.name)?.[0] ?? NaN);
        const code = score?.code ?? null;
        return {
          key: c.key,
          name: c.name,
          place: inRace?.place ?? null,
          points: score?.points ?? null,
          code: code && isScoreCode(code) ? code : null,
          otherCode: code && !isScoreCode(code) ? code : null,
          discarded: score?.discarded ?? false,
          text: score?.text ?? '',
          rankAfter: progression[r] ?? null,
          replay: Number.isFinite(n) && input.replay ? input.replay(n) : null,
        };
      }),
      publication: { id: pub.id, title: pub.title, kind: pub.kind, time: pub.time },
      older: index > 0,
    },
  };
}
