import { describe, expect, it } from 'vitest';
import { checkPublication, hasErrors, ranksFromNets } from './check.js';
import type { ScoreFile } from './types.js';

const pub = (data: Record<string, string>[], extra: Partial<ScoreFile> = {}): ScoreFile => ({
  theTitle: 'T',
  scoringSystem: 'Low Point',
  discardRule: 3,
  groupScoreFlag: false,
  header: ['rank', 'sailNo', 'r1', 'r2', 'r3', 'total', 'net'].map((k) => ({ columnKey: k, columnName: k })),
  data,
  rules: [],
  ...extra,
});
const good = () => [
  { rank: '1', sailNo: 'A 1', r1: '1.0', r2: '2.0', r3: '(3.0)', total: '6.0', net: '3.0' },
  { rank: '2', sailNo: 'B 2', r1: '2.0', r2: '1.0', r3: '(4.0 DNF)', total: '7.0', net: '3.0' },
  { rank: '3', sailNo: 'C 3', r1: '(4.0 DNC)', r2: '3.0', r3: '1.0', total: '8.0', net: '4.0' },
];

describe('checkPublication', () => {
  it('finds nothing in a right table (A8.2 with the discarded last race)', () => {
    expect(checkPublication(pub(good()))).toEqual([]);
    expect(checkPublication(JSON.stringify(pub(good())))).toEqual([]);
  });

  it('reports a wrong total and net with row, expected and found, in both languages', () => {
    const data = good();
    data[1]!.total = '8.0';
    data[1]!.net = '4.0';
    const f = checkPublication(pub(data));
    expect(f).toEqual([
      expect.objectContaining({
        code: 'total',
        severity: 'error',
        row: 2,
        sailNo: 'B 2',
        expected: '7.0',
        found: '8.0',
      }),
      expect.objectContaining({ code: 'net', row: 2, expected: '3.0', found: '4.0' }),
    ]);
    expect(f[0]!.message.en).toBe('Total should be 7.0 (the sum of the race scores), the file says 8.0.');
    expect(f[0]!.message.zh).toBe('总分应为 7.0（各轮成绩之和），文件中为 8.0。');
    expect(hasErrors(f)).toBe(true);
  });

  it('blocks a boat ranked above one with a lower net; a tie broken otherwise than A8 is a warning, published as the file says', () => {
    const data = good();
    // A and B are tied on 3.0: a scoring program's own tie-break, not a wrong order
    data[0]!.rank = '2';
    data[1]!.rank = '1';
    const tie = checkPublication(pub(data));
    expect(tie.map((x) => [x.code, x.severity, x.boat, x.expected, x.found])).toEqual([
      ['tie-break', 'warning', 'A 1', '1', '2'],
      ['tie-break', 'warning', 'B 2', '2', '1'],
    ]);
    expect(tie[0]!.message.en).toContain('Tied on 3.0 net');
    expect(hasErrors(tie)).toBe(false);
    // C (net 4.0) above B (net 3.0): wrong
    data[1]!.rank = '3';
    data[2]!.rank = '1';
    const wrong = checkPublication(pub(data)).filter((x) => x.severity === 'error');
    expect(wrong.map((x) => [x.code, x.boat, x.expected, x.found])).toEqual([
      ['rank', 'B 2', '2', '3'],
      ['rank', 'C 3', '3', '1'],
    ]);
    expect(wrong[1]!.message.zh).toBe(
      '名次为 1，但按净分应为第 3 名：净分较高的船排在了净分较低的船前面（A8.1、A8.2）。',
    );
  });

  it('names the boat by sail number and helm, never by a row of the table', () => {
    const data = good().map((d, i) => ({ ...d, helm: ['Ann Lee', 'Bo Chen', 'Cy Wu'][i]! }));
    data[2]!.total = '9.0';
    const header = ['rank', 'sailNo', 'helm', 'r1', 'r2', 'r3', 'total', 'net'].map((k) => ({
      columnKey: k,
      columnName: k,
    }));
    expect(checkPublication(pub(data, { header }))).toEqual([
      expect.objectContaining({ code: 'total', boat: 'C 3 Cy Wu', sailNo: 'C 3' }),
    ]);
  });

  it('checks which scores are discarded: the worst, the earliest of equals, never DNE, BFD or DGM', () => {
    const row = (r1: string, r2: string, r3: string, total: string, net: string) => ({
      rank: '1',
      sailNo: 'A 1',
      r1,
      r2,
      r3,
      total,
      net,
    });
    expect(checkPublication(pub([row('1.0', '2.0', '(3.0)', '6.0', '3.0')]))).toEqual([]);
    // a better score dropped while a worse one counts: the net is wrong
    const notWorst = checkPublication(pub([row('(1.0)', '2.0', '3.0', '6.0', '5.0')]));
    expect(notWorst.map((f) => [f.code, f.severity, f.found])).toEqual([['discard-wrong', 'error', '(1.0)']]);
    // BFD is never discarded
    const bfd = checkPublication(pub([row('1.0', '2.0', '(4.0 BFD)', '7.0', '3.0')]));
    expect(bfd.map((f) => [f.code, f.severity])).toEqual([['discard-wrong', 'error']]);
    expect(bfd[0]!.message.en).toBe('BFD is in parentheses, but a BFD can never be discarded (RRS A5.3, A2.1).');
    // of equal worst the earliest: the later one dropped is worth a look (same net)
    const later = checkPublication(pub([row('3.0', '1.0', '(3.0)', '7.0', '4.0')]));
    expect(later.map((f) => [f.code, f.severity, f.expected])).toEqual([['discard-wrong', 'warning', 'r1']]);
    // a profile given: every row drops what it calls for
    const none = checkPublication(pub([row('1.0', '2.0', '3.0', '6.0', '6.0')]), { discards: [2] });
    expect(none.map((f) => [f.code, f.severity, f.expected, f.found])).toEqual([['discard-count', 'error', '1', '0']]);
  });

  it('refuses a publication whose groups or ranks differ from the file’s own', () => {
    const standings = [
      { group: '', rank: '1', net: '3.0' },
      { group: '', rank: '2', net: '3.0' },
      { group: '', rank: '3', net: '4.0' },
    ];
    expect(checkPublication(pub(good()), { standings })).toEqual([]);
    const moved = [...standings];
    moved[2] = { group: '', rank: '1', net: '4.0' };
    const f = checkPublication(pub(good()), { standings: moved });
    expect(f.map((x) => [x.code, x.severity, x.boat, x.expected, x.found])).toEqual([
      ['file-rank', 'error', 'C 3', '1', '3'],
    ]);
    expect(f[0]!.message.en).toContain('send the file to the site');
    expect(f[0]!.message.en).not.toMatch(/scoring program and import/);
    // groups compared as the boats they hold: 'Gold Fleet' in the file is 'Gold' published
    const grouped = good().map((d, i) => ({ ...d, fleet: i < 2 ? 'Gold' : 'Silver', rank: i < 2 ? d.rank : '1' }));
    const named = grouped.map((d) => ({ group: `${d.fleet} Fleet`, rank: d.rank, net: d.net }));
    expect(checkPublication(pub(grouped, { groupingField: 'fleet' }), { standings: named })).toEqual([]);
    // the file ranked them as one fleet; the site split them: every boat of the split is named
    const oneFleet = good().map((d) => ({ group: '', rank: d.rank, net: d.net }));
    const split = checkPublication(pub(grouped, { groupingField: 'fleet' }), { standings: oneFleet });
    expect(split.map((x) => [x.code, x.boat])).toEqual([['file-rank', 'C 3']]);
  });

  it('ranks within each group', () => {
    const data = good().map((d, i) => ({ ...d, fleet: i < 2 ? 'Gold' : 'Silver' }));
    data[2]!.rank = '1';
    expect(checkPublication(pub(data, { groupingField: 'fleet', groupingFieldName: 'Fleet' }))).toEqual([]);
    data[2]!.rank = '3';
    expect(checkPublication(pub(data, { groupingField: 'fleet' }))).toEqual([
      expect.objectContaining({ code: 'rank', group: 'Silver', expected: '1', found: '3' }),
    ]);
  });

  it('reports unknown codes (once per code), unreadable cells, cells without points, missing races and duplicate sail numbers', () => {
    const data = good();
    data[0]!.r1 = '1.0 XYZ';
    data[1]!.r1 = '2.0 XYZ';
    data[1]!.r2 = 'fast';
    data[2]!.r3 = 'DNF';
    data.push({ rank: '4', sailNo: 'a-1', r1: '5.0', r2: '5.0', r3: '', total: '10.0', net: '10.0' });
    const f = checkPublication(pub(data));
    expect(f.map((x) => [x.code, x.severity, x.row])).toEqual([
      ['unknown-code', 'warning', 1],
      ['bad-cell', 'error', 2],
      ['no-points', 'warning', 3],
      ['race-count', 'error', 4],
      ['duplicate-sail', 'warning', 4],
    ]);
    expect(f[0]!.message.en).toContain('XYZ (2 cell(s))');
    expect(f.find((x) => x.code === 'duplicate-sail')!.message.zh).toBe('帆号 A 1 出现多次：A 1, a-1。');
  });

  it('warns of a row with more or fewer scores in parentheses than the rest of its table', () => {
    const data = good();
    data[2] = { rank: '3', sailNo: 'C 3', r1: '4.0 DNC', r2: '3.0', r3: '1.0', total: '8.0', net: '8.0' };
    expect(checkPublication(pub(data))).toEqual([
      expect.objectContaining({ code: 'discard-count', severity: 'warning', row: 3, expected: '1', found: '0' }),
    ]);
    // scores that are never discarded may leave a boat with fewer discards, but only when she has no other
    data[2] = { rank: '3', sailNo: 'C 3', r1: '4.0 BFD', r2: '3.0', r3: '1.0', total: '8.0', net: '8.0' };
    expect(checkPublication(pub(data)).map((f) => f.code)).toEqual(['discard-count']);
    data[2] = { rank: '3', sailNo: 'C 3', r1: '4.0 BFD', r2: '4.0 DNE', r3: '4.0 DGM', total: '12.0', net: '12.0' };
    expect(checkPublication(pub(data))).toEqual([]);
  });

  it('reports an empty table', () => {
    expect(checkPublication(pub([]))).toEqual([expect.objectContaining({ code: 'empty', severity: 'error' })]);
    expect(checkPublication('not json')).toEqual([expect.objectContaining({ code: 'empty' })]);
  });

  it('ranksFromNets: A8.1, then A8.2, then shared', () => {
    expect(
      ranksFromNets([
        { net: 10, counting: [2, 2, 3, 3], all: [2, 2, 3, 3] },
        { net: 10, counting: [1, 1, 4, 4], all: [1, 4, 1, 4] },
        { net: 3, counting: [1, 2], all: [2, 1] },
        { net: 3, counting: [1, 2], all: [1, 2] },
        { net: 20, counting: [10, 10], all: [10, 10] },
        { net: 20, counting: [10, 10], all: [10, 10] },
      ]),
    ).toEqual([4, 3, 1, 2, 5, 5]);
  });
});
