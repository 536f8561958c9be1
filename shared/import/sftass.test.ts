import { describe, expect, it } from 'vitest';
import { checkPublication, importResults } from './index.js';
import { importRefusal, utf8 } from './fixtures.test-helper.js';

const scores = {
  theTitle: '2026 青岛公开赛 ILCA 7 · Provisional Results after R2',
  scoringSystem: 'Low Point',
  discardRule: 0,
  groupScoreFlag: false,
  header: [
    { columnKey: 'rank', columnName: 'Rank' },
    { columnKey: 'sailNo', columnName: 'Sail No' },
    { columnKey: 'helm', columnName: 'Helm' },
    { columnKey: 'r1', columnName: 'R1' },
    { columnKey: 'r2', columnName: 'R2' },
    { columnKey: 'total', columnName: 'Total' },
    { columnKey: 'net', columnName: 'Net' },
  ],
  data: [
    { rank: 1, sailNo: 'CHN 1', helm: '王小明', r1: '1.0', r2: '2.0', total: '3.0', net: 3 },
    { rank: '2', sailNo: 'CHN 2', helm: '李华', r1: '2.0', r2: '4.0 DNF', total: '6.0', net: '6.0' },
  ],
  rules: [{ rulesKey: 'A4', notes: 'Low Point' }],
};

describe('SF-TASS JSON', () => {
  it('reads the scores object, numbers as text', () => {
    const r = importResults(utf8(JSON.stringify(scores)));
    expect(r.format).toBe('json');
    expect(r.publications).toHaveLength(1);
    expect(r.publications[0]!.theTitle).toBe(scores.theTitle);
    expect(r.publications[0]!.data[0]).toMatchObject({ rank: '1', net: '3' });
    expect(checkPublication(r.publications[0])).toEqual([]);
  });

  it('reads a publication as the public API serves it, a list, and the API answer', () => {
    const item = { id: 7, levelCd: 'L1', scores: JSON.stringify(scores), publishTime: '2026-05-12 18:23:45' };
    expect(importResults(utf8(JSON.stringify(item))).publications).toHaveLength(1);
    expect(importResults(utf8(JSON.stringify([item, item]))).publications).toHaveLength(2);
    expect(
      importResults(utf8(JSON.stringify({ code: 200, msg: 'ok', data: [item] }))).publications[0]!.header,
    ).toHaveLength(7);
  });

  it('refuses JSON that is not a publication, and broken JSON, saying where', () => {
    for (const [text, detail] of [
      [JSON.stringify({ ...scores, header: 'rank' }), 'header'],
      [JSON.stringify({ ...scores, data: [{ rank: { a: 1 } }] }), 'data'],
      ['{"theTitle": "x", ', ''],
    ] as const) {
      const problem = importRefusal(utf8(text), { format: 'json' })?.problem;
      expect(problem?.code, text).toBe('bad-json');
      expect(problem?.detail ?? '').toContain(detail);
    }
  });

  it('refuses a publication without rows', () => {
    expect(() => importResults(utf8(JSON.stringify({ ...scores, data: [] })))).toThrow(/no results/);
  });
});
