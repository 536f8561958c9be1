/**
 * Demo race results: a fleet of invented sailors, simulated finishing orders with penalties,
 * and score publications in the published JSON shape, scored with shared/scoring.ts.
 */
import { formatPoints, scoreSeries, type PenaltyCode, type RaceEntry } from '../../../shared/scoring.js';
import { fieldColumns, publicationHeader, type FieldKey } from '../../../shared/import/columns.js';
import type { ScoreFile, ScoreRule } from '../../../shared/import/types.js';
import type { Rng } from './random.js';
import { boatNames, clubOf, nationality, personName } from './people.js';

export interface Competitor {
  nationality: string;
  sailNo: string;
  helm: string;
  crew?: string;
  boat?: string;
  club: string;
  division?: string;
  /** lower is faster */
  skill: number;
}

export interface FleetOptions {
  crew: boolean;
  boat: boolean;
  /** share of Chinese entries, 0..1 */
  chnShare: number;
  division?: string;
  /** sail numbers already used in the level (when a level has several groups) */
  usedSailNos?: Set<string>;
}

export function makeFleet(rng: Rng, size: number, o: FleetOptions): Competitor[] {
  const used = o.usedSailNos ?? new Set<string>();
  const names = new Set<string>();
  const uniqueName = (nat: string) => {
    for (let i = 0; i < 50; i++) {
      const n = personName(rng, nat);
      if (!names.has(n)) {
        names.add(n);
        return n;
      }
    }
    return personName(rng, nat);
  };
  const boats = o.boat ? boatNames(rng, size) : [];
  return Array.from({ length: size }, (_, i) => {
    const nat = nationality(rng, o.chnShare);
    let sailNo = '';
    do sailNo = `${nat} ${rng.int(nat === 'CHN' ? 1000 : 10, 9999)}`;
    while (used.has(sailNo));
    used.add(sailNo);
    const c: Competitor = {
      nationality: nat,
      sailNo,
      helm: uniqueName(nat),
      club: clubOf(rng, nat),
      skill: rng.normal(),
    };
    if (o.crew) c.crew = uniqueName(nat);
    if (o.boat) c.boat = boats[i]!;
    if (o.division) c.division = o.division;
    return c;
  });
}

export interface PlannedPenalty {
  /** 0-based race index */
  race: number;
  code: PenaltyCode;
}

const NOT_FINISHED = new Set(['DNC', 'DNS', 'OCS', 'NSC', 'DNF', 'RET', 'DSQ', 'UFD', 'BFD', 'DNE', 'DGM']);

/**
 * Simulate `races` races: each boat's performance is her skill plus noise; planned penalties go
 * to random boats; `ties` lists races where two boats cross the line together.
 * Returns the entries per boat (same order as the fleet).
 */
export function simulate(
  rng: Rng,
  fleet: Competitor[],
  races: number,
  penalties: PlannedPenalty[],
  ties: number[] = [],
): RaceEntry[][] {
  const out: RaceEntry[][] = fleet.map(() => []);
  for (let r = 0; r < races; r++) {
    const codes = new Map<number, PenaltyCode>();
    for (const p of penalties.filter((x) => x.race === r)) {
      let boat = rng.int(0, fleet.length - 1);
      while (codes.has(boat)) boat = (boat + 1) % fleet.length;
      codes.set(boat, p.code);
    }
    const perf = fleet.map((c) => c.skill + rng.normal() * 0.8);
    const order = fleet.map((_, i) => i).sort((a, b) => perf[a]! - perf[b]!);
    const tieAt = ties.includes(r) ? rng.int(3, Math.max(3, Math.floor(fleet.length / 2))) : -1;
    let place = 0;
    let position = 0;
    for (const i of order) {
      const code = codes.get(i);
      if (code && NOT_FINISHED.has(code)) {
        out[i]!.push({ code });
        continue;
      }
      position++;
      // a tie: this boat crossed with the one ahead of her, and shares her place
      if (position !== tieAt + 1 || tieAt < 0) place = position;
      if (code === 'RDG')
        out[i]!.push({ code }); // redress: A10(a) average of her other races
      else if (code) out[i]!.push({ code, place });
      else out[i]!.push({ place });
    }
  }
  return out;
}

export interface ScoreGroup {
  /** the value of the grouping field, when the level is split into groups */
  name?: string;
  fleet: Competitor[];
  entries: RaceEntry[][];
}

export interface PublicationInput {
  theTitle: string;
  /** "Discard after N races"; 0 = no discards */
  discardRule: number;
  /** races to include (the first N sailed) */
  races: number;
  groups: ScoreGroup[];
  crew: boolean;
  boat: boolean;
  grouping?: { field: string; name: string };
  /** extra notes, e.g. protest decisions */
  notes?: ScoreRule[];
}

/** score each group as its own series and lay the rows out in the published shape */
export function buildScoreJson(p: PublicationInput): ScoreFile {
  const identity: FieldKey[] = [
    'nationality',
    'sailNo',
    ...(p.boat ? (['boat'] as const) : []),
    'helm',
    ...(p.crew ? (['crew'] as const) : []),
    'club',
  ];
  const header = publicationHeader(
    fieldColumns(identity),
    p.grouping ? { columnKey: p.grouping.field, columnName: p.grouping.name } : null,
    Array.from({ length: p.races }, (_, r) => `R${r + 1}`),
  );

  const data: Record<string, string>[] = [];
  const codes = new Set<string>();
  let maxEntries = 0;
  for (const g of p.groups) {
    const result = scoreSeries({
      boats: g.fleet.map((c, i) => ({ id: String(i), races: g.entries[i]!.slice(0, p.races), data: c })),
      entries: g.fleet.length,
      discards: p.discardRule,
    });
    maxEntries = Math.max(maxEntries, result.entries);
    for (const b of result.boats) {
      const c = b.data!;
      const row: Record<string, string> = { rank: String(b.rank), nationality: c.nationality, sailNo: c.sailNo };
      if (p.boat) row.boat = c.boat ?? '';
      row.helm = c.helm;
      if (p.crew) row.crew = c.crew ?? '';
      row.club = c.club;
      if (p.grouping) row[p.grouping.field] = g.name ?? '';
      b.races.forEach((race, r) => {
        row[`r${r + 1}`] = race.cell;
        if (race.code) codes.add(race.code);
      });
      row.total = formatPoints(b.total);
      row.net = formatPoints(b.net);
      data.push(row);
    }
  }

  const json: ScoreFile = {
    theTitle: p.theTitle,
    scoringSystem: 'Low Point',
    discardRule: p.discardRule,
    groupScoreFlag: p.grouping !== undefined,
    header,
    data,
    rules: scoreRules(p, codes, maxEntries),
  };
  if (p.grouping) {
    json.groupingField = p.grouping.field;
    json.groupingFieldName = p.grouping.name;
  }
  return json;
}

function scoreRules(p: PublicationInput, codes: Set<string>, entries: number): ScoreRule[] {
  const rules: ScoreRule[] = [
    {
      rulesKey: 'A4',
      notes:
        '采用低分制：第 1 名得 1 分，第 2 名得 2 分，依此类推；总分（Net）最低者名次最前。 Low Point System: 1 point for first place, 2 for second, and so on; lowest Net ranks first.',
    },
    {
      rulesKey: 'A5.2',
      notes: `DNC、DNS、OCS、NSC、DNF、RET、DSQ、UFD、BFD、DNE 计报名船数加 1 分${p.grouping ? '（按各组报名船数计算）' : `（${entries + 1} 分）`}。 These codes score the number of entries + 1${p.grouping ? ' (entries of each group)' : ` (${entries + 1} points)`}.`,
    },
  ];
  rules.push(
    p.discardRule > 0
      ? {
          rulesKey: 'A2.1',
          notes: `完成 ${p.discardRule} 轮后去掉 1 轮最差成绩，去掉的成绩以括号表示；相同最差成绩去掉较早的一轮；BFD 与 DNE 不可去掉。 One worst score is excluded once ${p.discardRule} races have been sailed, shown in parentheses; of equal worst scores the earliest is excluded; BFD and DNE cannot be excluded.`,
        }
      : {
          rulesKey: 'A2.1',
          notes: '本级别不去掉成绩，所有轮次均计入总分。 No discard in this class: every race counts.',
        },
  );
  if (codes.has('ZFP')) {
    rules.push({
      rulesKey: '30.2',
      notes:
        'Z 旗规则：ZFP 成绩为该轮名次分加 DNF 分数的 20%（四舍五入至 0.1），但不超过 DNF 分数。 Z flag rule: ZFP scores the place plus 20% of the DNF score (to the nearest 0.1), never more than the DNF score.',
    });
  }
  if (codes.has('RDG')) {
    rules.push({
      rulesKey: 'A10(a)',
      notes:
        '补偿（RDG）成绩为该船在其他各轮的平均分，精确到 0.1。 Redress (RDG): the average of the boat’s points in all other races, to the nearest 0.1.',
    });
  }
  rules.push({
    rulesKey: 'A8',
    notes:
      '同分时按 A8.1 比较各船计入成绩从好到差的排列；仍同分时按 A8.2 比较最后一轮成绩，依次向前。 Ties are broken by A8.1 (counting scores best to worst), then A8.2 (the last race, then the one before).',
  });
  return [...rules, ...(p.notes ?? [])];
}
