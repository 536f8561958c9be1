import { describe, it, expect } from 'vitest';
import {
  discardCount,
  dnfScore,
  formatCell,
  formatPoints,
  percentPenaltyScore,
  placePoints,
  round1,
  scoreSeries,
  seriesCaption,
  type RaceEntry,
} from './scoring.js';

/** shorthand: a number is a finishing place, a string is a code ('DNF') or 'ZFP@3' / 'RDG=2.8' */
function e(v: number | string): RaceEntry {
  if (typeof v === 'number') return { place: v };
  const given = /^(\w+)=(\d+(?:\.\d+)?)$/.exec(v);
  if (given) return { code: given[1] as RaceEntry['code'], points: Number(given[2]) };
  const placed = /^(\w+)@(\d+)$/.exec(v);
  if (placed) return { code: placed[1] as RaceEntry['code'], place: Number(placed[2]) };
  return { code: v as RaceEntry['code'] };
}

function series(
  rows: Record<string, (number | string)[]>,
  opts: { entries?: number; discards?: number | number[]; medalRaces?: number[] } = {},
) {
  return scoreSeries({
    boats: Object.entries(rows).map(([id, races]) => ({ id, races: races.map(e) })),
    ...opts,
  });
}

const byId = (result: ReturnType<typeof series>, id: string) => {
  const boat = result.boats.find((b) => b.id === id);
  if (!boat) throw new Error(`no boat ${id}`);
  return boat;
};

describe('helpers', () => {
  it('rounds to a tenth, 0.05 upward', () => {
    expect(round1(2.85)).toBe(2.9);
    expect(round1(2.84)).toBe(2.8);
    expect(round1(0.1 + 0.2)).toBe(0.3);
  });

  it('formats points with one decimal and cells with code and parentheses', () => {
    expect(formatPoints(3)).toBe('3.0');
    expect(formatPoints(4.5)).toBe('4.5');
    expect(formatCell(3, null, false)).toBe('3.0');
    expect(formatCell(11, 'DNF', true)).toBe('(11.0 DNF)');
    expect(formatCell(2.8, 'RDG', false)).toBe('2.8 RDG');
    expect(formatCell(7, null, true)).toBe('(7.0)');
  });

  it('scores the DNF score as entries + 1', () => {
    expect(dnfScore(10)).toBe(11);
  });

  it('adds 20% of the DNF score for ZFP/SCP, capped at the DNF score', () => {
    // 10 entries: DNF = 11, 20% = 2.2
    expect(percentPenaltyScore(3, 10)).toBe(5.2);
    expect(percentPenaltyScore(10, 10)).toBe(11);
    // 18 entries: DNF 19, 20% = 3.8
    expect(percentPenaltyScore(1, 18)).toBe(4.8);
  });

  it('shares the average for boats tied at the finish', () => {
    const table = placePoints([1, 2, 2, 4, 5, 5, 5]);
    expect(table.get(1)).toBe(1);
    expect(table.get(2)).toBe(2.5);
    expect(table.get(4)).toBe(4);
    expect(table.get(5)).toBe(6);
  });

  it('counts discards from the rule', () => {
    expect(discardCount(2, 3)).toBe(0);
    expect(discardCount(3, 3)).toBe(1);
    expect(discardCount(9, 3)).toBe(1);
    expect(discardCount(9, 0)).toBe(0);
    expect(discardCount(9, undefined)).toBe(0);
    expect(discardCount(7, [4, 8])).toBe(1);
    expect(discardCount(8, [4, 8])).toBe(2);
  });

  it('writes the caption', () => {
    expect(seriesCaption({ sailed: 7, discards: 1, toCount: 6, entries: 18 })).toBe(
      'Sailed: 7, Discards: 1, To count: 6, Entries: 18, Scoring system: Low Point',
    );
  });
});

describe('scoreSeries', () => {
  it('scores places, penalties as entries + 1 and computes total and net', () => {
    const r = series({ A: [1, 2, 'DNF'], B: [2, 1, 1], C: [3, 'OCS', 2] }, { entries: 3 });
    expect(byId(r, 'A').races.map((x) => x.points)).toEqual([1, 2, 4]);
    expect(byId(r, 'A').races[2]!.cell).toBe('4.0 DNF');
    expect(byId(r, 'A').total).toBe(7);
    expect(byId(r, 'A').net).toBe(7); // no discard rule
    expect(byId(r, 'C').races[1]!.cell).toBe('4.0 OCS');
    expect(r.boats.map((b) => b.id)).toEqual(['B', 'A', 'C']);
    expect(r.boats.map((b) => b.rank)).toEqual([1, 2, 3]);
  });

  it('scores every entries + 1 code the same', () => {
    const codes = ['DNC', 'DNS', 'OCS', 'NSC', 'DNF', 'RET', 'DSQ', 'UFD', 'BFD', 'DNE'];
    const rows = Object.fromEntries(codes.map((c) => [c, [c]]));
    const r = series(rows, { entries: 20 });
    for (const c of codes) expect(byId(r, c).races[0]!.points).toBe(21);
  });

  it('uses the entry count, not the number of boats listed, for penalty scores', () => {
    const r = series({ A: ['DNS'] }, { entries: 30 });
    expect(byId(r, 'A').races[0]!.cell).toBe('31.0 DNS');
  });

  it('applies ZFP as place + 20% of DNF score', () => {
    const r = series({ A: ['ZFP@2'], B: [1], C: [3], D: [4], E: [5], F: [6], G: [7], H: [8], I: [9], J: [10] });
    // 10 entries: 2 + 2.2
    expect(byId(r, 'A').races[0]!.cell).toBe('4.2 ZFP');
  });

  it('caps ZFP at the DNF score', () => {
    const r = series({ A: ['SCP@3'], B: [1], C: [2] });
    // 3 entries: DNF 4, 3 + 0.8 = 3.8 (below the cap); place 4 would give 4.8 → capped
    expect(byId(r, 'A').races[0]!.points).toBe(3.8);
    const capped = series({ A: ['ZFP@4'], B: [1], C: [2], D: [3] }, { entries: 4 });
    expect(byId(capped, 'A').races[0]!.points).toBe(5);
  });

  it('shows redress with decimals, given or by A10(a) average', () => {
    const given = series({ A: [1, 'RDG=2.8'], B: [2, 1] });
    expect(byId(given, 'A').races[1]!.cell).toBe('2.8 RDG');
    const averaged = series({ A: [2, 3, 'RDG', 4], B: [1, 1, 1, 1] }, { entries: 5 });
    // average of 2, 3, 4 = 3.0
    expect(byId(averaged, 'A').races[2]!.cell).toBe('3.0 RDG');
    const rounded = series({ A: [1, 2, 2, 'RDG'], B: [2, 1, 1, 1] }, { entries: 5 });
    // (1 + 2 + 2) / 3 = 1.666… → 1.7
    expect(byId(rounded, 'A').races[3]!.points).toBe(1.7);
  });

  it('discards the worst score after N races, shown in parentheses', () => {
    const before = series({ A: [3, 'DNF'], B: [1, 1], C: [2, 2] }, { discards: 3 });
    expect(byId(before, 'A').races.some((x) => x.discarded)).toBe(false);
    expect(before.discards).toBe(0);
    const after = series({ A: [3, 'DNF', 1], B: [1, 1, 2], C: [2, 2, 3] }, { discards: 3 });
    const a = byId(after, 'A');
    expect(a.races[1]!.cell).toBe('(4.0 DNF)');
    expect(a.total).toBe(8);
    expect(a.net).toBe(4);
    expect(after.discards).toBe(1);
    expect(after.toCount).toBe(2);
  });

  it('drops the earliest of equal worst scores', () => {
    const r = series(
      { A: [5, 2, 5, 1], B: [1, 1, 1, 2], C: [2, 3, 2, 3], D: [3, 4, 3, 4], E: [4, 5, 4, 5] },
      { discards: 4 },
    );
    const a = byId(r, 'A');
    expect(a.races.map((x) => x.discarded)).toEqual([true, false, false, false]);
    expect(a.races[0]!.cell).toBe('(5.0)');
  });

  it('never discards BFD or DNE', () => {
    const r = series(
      { A: ['BFD', 5, 2, 1], B: [1, 1, 1, 2], C: [2, 2, 3, 3], D: [3, 3, 4, 4], E: [4, 4, 5, 5] },
      { discards: 4 },
    );
    const a = byId(r, 'A');
    expect(a.races[0]!.cell).toBe('6.0 BFD');
    expect(a.races[1]!.cell).toBe('(5.0)');
    expect(a.net).toBe(9);
    const dne = series({ A: ['DNE', 'DNF', 1], B: [1, 1, 2] }, { discards: 3 });
    expect(byId(dne, 'A').races.map((x) => x.cell)).toEqual(['3.0 DNE', '(3.0 DNF)', '1.0']);
  });

  it('supports more discards at more races', () => {
    const r = series({ A: [6, 5, 1, 1, 1, 1, 1, 4], B: [1, 1, 2, 2, 2, 2, 2, 1] }, { entries: 6, discards: [4, 8] });
    const a = byId(r, 'A');
    expect(r.discards).toBe(2);
    expect(a.races.filter((x) => x.discarded).map((x) => x.points)).toEqual([6, 5]);
    expect(a.net).toBe(9);
  });

  it('scores a medal race double and never discards it', () => {
    const r = series({ A: [1, 1, 1, 4], B: [2, 2, 2, 1] }, { entries: 10, discards: 3, medalRaces: [3] });
    const a = byId(r, 'A');
    expect(a.races[3]!.points).toBe(8);
    expect(a.races[3]!.discarded).toBe(false);
    expect(a.total).toBe(11);
    expect(a.net).toBe(10);
  });

  it('breaks ties on Net by the best counting scores (A8.1), excluded scores not used', () => {
    // both Net 10 after discarding the worst; A counts 1,4,5 – B counts 2,3,5: A has the better best score
    const r = series({ A: [5, 1, 4, 10], B: [3, 2, 5, 7], C: [1, 3, 1, 1] }, { entries: 10, discards: 4 });
    expect(byId(r, 'A').net).toBe(10);
    expect(byId(r, 'B').net).toBe(10);
    expect(r.boats.map((b) => b.id)).toEqual(['C', 'A', 'B']);
    expect(r.boats.map((b) => b.rank)).toEqual([1, 2, 3]);
  });

  it('breaks remaining ties by the last race, then the one before (A8.2)', () => {
    // same counting scores {1,2,3}; B is better in the last race
    const r = series({ A: [1, 2, 3], B: [3, 1, 2] }, { entries: 5 });
    expect(r.boats.map((b) => b.id)).toEqual(['B', 'A']);
    // same last race: decided by the race before it
    const r2 = series({ A: [1, 3, 2, 2], B: [3, 1, 2, 2], C: [2, 2, 1, 1] }, { entries: 5 });
    expect(r2.boats.map((b) => b.id)).toEqual(['C', 'B', 'A']);
  });

  it('uses excluded scores in A8.2', () => {
    // nets equal (3), counting scores equal {1,2}; last race: A 5 (excluded) vs B 2 → B first
    const r = series({ A: [2, 1, 5], B: [1, 5, 2] }, { entries: 5, discards: 3 });
    expect(byId(r, 'A').net).toBe(3);
    expect(byId(r, 'B').net).toBe(3);
    expect(r.boats.map((b) => b.id)).toEqual(['B', 'A']);
  });

  it('shares a rank when boats are identical in every race', () => {
    const r = series({ A: [1, 2], B: [1, 2], C: [3, 1] }, { entries: 5 });
    // A and B tied at the finish in R1 (1.5 each)
    expect(byId(r, 'A').races[0]!.points).toBe(1.5);
    expect(byId(r, 'A').rank).toBe(byId(r, 'B').rank);
  });

  it('totals in tenths without floating point drift', () => {
    const r = series({ A: ['RDG=0.1', 'RDG=0.2', 'RDG=0.4'] }, { entries: 3 });
    expect(byId(r, 'A').total).toBe(0.7);
  });

  it('treats a missing race as DNC', () => {
    const r = scoreSeries({
      boats: [
        { id: 'A', races: [{ place: 1 }] },
        { id: 'B', races: [{ place: 2 }, { place: 1 }] },
      ],
    });
    expect(r.sailed).toBe(2);
    expect(byId(r as ReturnType<typeof series>, 'A').races[1]!.cell).toBe('3.0 DNC');
  });
});
