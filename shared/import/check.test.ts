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

  it('reports ranks out of order by the nets and the tie-breaks', () => {
    const data = good();
    data[0]!.rank = '2';
    data[1]!.rank = '1';
    expect(checkPublication(pub(data)).map((x) => [x.code, x.row, x.expected, x.found])).toEqual([
      ['rank', 1, '1', '2'],
      ['rank', 2, '2', '1'],
    ]);
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
      ['duplicate-sail', 'error', 4],
    ]);
    expect(f[0]!.message.en).toContain('XYZ (2 cell(s))');
    expect(f.find((x) => x.code === 'duplicate-sail')!.message.zh).toBe('帆号 A 1 出现多次（第 1, 4 行）。');
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
