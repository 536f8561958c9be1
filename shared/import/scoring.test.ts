import { describe, expect, it } from 'vitest';
import { ImportError } from './types.js';
import { describeDiscards, discardsAfter, parseDiscardProfile, readPlaceCell, scorePlaces } from './scoring.js';

/** boats A, B, C … with the given cells per race; `series` rows are race by race per boat */
function score(rows: Record<string, (string | number)[]>, discards = '', entries?: number) {
  return scorePlaces(
    Object.entries(rows).map(([id, cells]) => ({ id, cells: cells.map(String) })),
    { discards: parseDiscardProfile(discards), entries },
  );
}
const boat = (r: ReturnType<typeof score>, id: string) => r.boats.find((b) => b.id === id)!;
const cells = (r: ReturnType<typeof score>, id: string) => boat(r, id).races.map((x) => x.cell);

describe('discard profiles', () => {
  it.each([
    ['1 after 4, 2 after 8', [4, 8]],
    ['0,0,0,1,1,1,1,2', [4, 8]],
    ['0,0,1', [3]],
    ['4,8', [4, 8]],
    ['Discard after 3 races', [3]],
    ['1 discard after 5 races', [5]],
    ['2 after 6', [6, 6]],
    ['4轮后去1，8轮后去2', [4, 8]],
    ['3', [3]],
    ['0', []],
    ['none', []],
    ['', []],
  ] as const)('reads %j', (text, thresholds) => {
    expect(parseDiscardProfile(text)).toEqual(thresholds);
  });

  it('takes numbers and threshold lists', () => {
    expect(parseDiscardProfile(4)).toEqual([4]);
    expect(parseDiscardProfile(0)).toEqual([]);
    expect(parseDiscardProfile([8, 4])).toEqual([4, 8]);
  });

  it('refuses what it cannot read, with the profile in both languages', () => {
    for (const bad of ['sometimes', '1 after x', '3,1', '1 after 4 then more']) {
      try {
        parseDiscardProfile(bad);
        expect.unreachable(bad);
      } catch (e) {
        expect(e).toBeInstanceOf(ImportError);
        expect((e as ImportError).problem.code).toBe('bad-discard-profile');
        expect((e as ImportError).problem.message.zh).toContain(bad);
      }
    }
  });

  it('counts the discards in force and says the profile back', () => {
    const p = parseDiscardProfile('1 after 4, 2 after 8');
    expect([3, 4, 7, 8, 15].map((n) => discardsAfter(p, n))).toEqual([0, 1, 1, 2, 2]);
    expect(describeDiscards(p)).toEqual({ en: '1 after 4, 2 after 8', zh: '4 轮后去 1，8 轮后去 2' });
    expect(describeDiscards([6, 6]).en).toBe('2 after 6');
  });
});

describe('cells of places and codes', () => {
  it('reads places, codes, penalties on a place, redress and DPI', () => {
    expect(readPlaceCell('3')).toEqual({ place: 3 });
    expect(readPlaceCell(' dnf ')).toEqual({ code: 'DNF' });
    expect(readPlaceCell('ZFP 3')).toEqual({ code: 'ZFP', place: 3 });
    expect(readPlaceCell('3 SCP')).toEqual({ code: 'SCP', place: 3 });
    expect(readPlaceCell('ZFP@4')).toEqual({ code: 'ZFP', place: 4 });
    expect(readPlaceCell('RDG 2.8')).toEqual({ code: 'RDG', points: 2.8 });
    expect(readPlaceCell('2.8 RDG')).toEqual({ code: 'RDG', points: 2.8 });
    expect(readPlaceCell('RDG')).toEqual({ code: 'RDG' });
    expect(readPlaceCell('5 DPI 2')).toEqual({ code: 'DPI', place: 5, points: 2 });
    expect(readPlaceCell('')).toBe('blank');
    expect(readPlaceCell('XYZ')).toBeNull();
    expect(readPlaceCell('0')).toBeNull();
    expect(readPlaceCell('fast')).toBeNull();
  });
});

describe('Low Point, hand-checked series', () => {
  it('A4/A5.2: places score their number, every entries + 1 code scores entries + 1', () => {
    const codes = ['DNC', 'DNS', 'OCS', 'NSC', 'DNF', 'RET', 'DSQ', 'UFD', 'BFD', 'DNE', 'DGM'];
    const rows: Record<string, string[]> = { W: ['1'] };
    for (const c of codes) rows[c] = [c];
    const r = score(rows); // 12 boats: entries + 1 = 13
    expect(cells(r, 'W')).toEqual(['1.0']);
    for (const c of codes) expect(cells(r, c)).toEqual([`13.0 ${c}`]);
    // all eleven tie on 13 after A8.1 and A8.2: one shared rank
    expect(new Set(codes.map((c) => boat(r, c).rank))).toEqual(new Set([2]));
  });

  it('ZFP and SCP add 20% of entries + 1 (to 0.1), capped at entries + 1', () => {
    // 12 entries: DNF 13, 20% = 2.6
    const rows: Record<string, string[]> = {};
    for (let i = 1; i <= 12; i++) rows[`B${i}`] = [String(i)];
    rows.B3 = ['ZFP 3'];
    rows.B11 = ['11 SCP'];
    const r = score(rows);
    expect(cells(r, 'B3')).toEqual(['5.6 ZFP']);
    expect(cells(r, 'B11')).toEqual(['13.0 SCP']); // 11 + 2.6 = 13.6 → 13
    // 7 entries: DNF 8, 20% = 1.6
    const seven = score({ A: ['ZFP 1'], B: ['2'], C: ['3'], D: ['4'], E: ['5'], F: ['6'], G: ['7'] });
    expect(cells(seven, 'A')).toEqual(['2.6 ZFP']);
  });

  it('A7: boats tied on the water share the average of the places', () => {
    const r = score({ A: ['1'], B: ['2'], C: ['2'], D: ['4'], E: ['5'], F: ['5'], G: ['5'] });
    expect(['A', 'B', 'C', 'D', 'E', 'F', 'G'].map((id) => cells(r, id)[0])).toEqual([
      '1.0',
      '2.5',
      '2.5',
      '4.0',
      '6.0',
      '6.0',
      '6.0',
    ]);
  });

  it('A10: redress as given or as the average of her other races; DPI adds its penalty', () => {
    const r = score({ A: ['1', '2', 'RDG'], B: ['2', '1', '1'], C: ['3', 'RDG 2.8', '2'], D: ['4', '3', '3 DPI 2'] });
    expect(cells(r, 'A')).toEqual(['1.0', '2.0', '1.5 RDG']);
    expect(cells(r, 'C')).toEqual(['3.0', '2.8 RDG', '2.0']);
    expect(cells(r, 'D')).toEqual(['4.0', '3.0', '5.0 DPI']);
  });

  it('discards by profile; of equal worst the earliest; DNE, BFD and DGM never', () => {
    const r = score(
      {
        A: ['5', '2', '5', '1'],
        B: ['DNE', '3', '2', '2'],
        C: ['1', 'BFD', '3', '4'],
        D: ['2', '1', 'DGM', '3'],
        E: ['3', '4', '1', '5'],
        F: ['4', '5', '4', 'DNF'],
      },
      '1 after 4',
    );
    expect(cells(r, 'A')).toEqual(['(5.0)', '2.0', '5.0', '1.0']);
    expect(cells(r, 'B')).toEqual(['7.0 DNE', '(3.0)', '2.0', '2.0']);
    expect(cells(r, 'C')).toEqual(['1.0', '7.0 BFD', '3.0', '(4.0)']);
    expect(cells(r, 'D')).toEqual(['2.0', '1.0', '7.0 DGM', '(3.0)']);
    expect(cells(r, 'F')).toEqual(['4.0', '5.0', '4.0', '(7.0 DNF)']);
    expect(boat(r, 'A')).toMatchObject({ total: 13, net: 8 });
    expect(boat(r, 'B')).toMatchObject({ total: 14, net: 11 });
  });

  it('a two-step profile drops two scores from the 8th race (Sailwave 0,0,0,1,1,1,1,2)', () => {
    const seven = score(
      { A: ['1', '2', '3', '4', '5', '6', '7'], B: ['2', '1', '1', '1', '1', '1', '1'] },
      '0,0,0,1,1,1,1,2',
    );
    expect(cells(seven, 'A').filter((c) => c.startsWith('('))).toEqual(['(7.0)']);
    const eight = score(
      { A: ['1', '2', '3', '4', '5', '6', '7', '8'], B: ['2', '1', '1', '1', '1', '1', '1', '1'] },
      '0,0,0,1,1,1,1,2',
    );
    expect(cells(eight, 'A').filter((c) => c.startsWith('('))).toEqual(['(7.0)', '(8.0)']);
    expect(eight.discards).toBe(2);
    expect(eight.toCount).toBe(6);
    expect(boat(eight, 'A').net).toBe(21);
  });

  it('A8.1: equal nets, the better of the counting scores listed best to worst ranks first', () => {
    const r = score({
      A: ['1', '4', '1', '4'],
      B: ['2', '2', '3', '3'],
      C: ['3', '1', '4', '1'],
      D: ['4', '3', '2', '2'],
    });
    expect(r.boats.map((b) => [b.id, b.net, b.rank])).toEqual([
      ['C', 9, 1],
      ['A', 10, 2], // 1,1,4,4 beats 2,2,3,3 at the first score
      ['B', 10, 3],
      ['D', 11, 4],
    ]);
  });

  it('A8.2: still tied, the last race decides, a discarded score included', () => {
    const r = score(
      {
        A: ['1', '2', '3'],
        B: ['2', '1', '4'],
        C: ['3', '3', '1'],
        D: ['4', '4', '2'],
      },
      '1 after 3',
    );
    // A: 1 2 (3) = 3 and B: 2 1 (4) = 3 count the same [1, 2]; in the last race A scored 3, B 4
    expect(r.boats.map((b) => [b.id, b.net, b.rank])).toEqual([
      ['A', 3, 1],
      ['B', 3, 2],
      ['C', 4, 3],
      ['D', 6, 4],
    ]);
    expect(cells(r, 'C')).toEqual(['(3.0)', '3.0', '1.0']);
  });

  it('A8.2 reads back from the last race when the last is equal', () => {
    // tied on the water in race 3: both 1.5; race 2 decides
    const r = score({ A: ['1', '3', '1'], B: ['3', '1', '1'], C: ['2', '2', '3'] });
    expect(r.boats.map((b) => [b.id, b.net, b.rank])).toEqual([
      ['B', 5.5, 1],
      ['A', 5.5, 2],
      ['C', 7, 3],
    ]);
  });

  it('boats tied after A8.1 and A8.2 share the rank', () => {
    const r = score({ A: ['1', '1'], B: ['1', '1'], C: ['3', '3'] });
    expect(r.boats.map((b) => [b.net, b.rank])).toEqual([
      [3, 1],
      [3, 1],
      [6, 3],
    ]);
  });

  it('blank cells score DNC and are counted; an unknown code cannot be scored', () => {
    const r = score({ A: ['1', ''], B: ['2', '1'] });
    expect(cells(r, 'A')).toEqual(['1.0', '3.0 DNC']);
    expect(r.blanks).toBe(1);
    expect(() => score({ A: ['1', 'XYZ'] })).toThrow(ImportError);
  });

  it('uses the entries given for entries + 1', () => {
    expect(cells(score({ A: ['DNS'] }, '', 30), 'A')).toEqual(['31.0 DNS']);
  });
});
