import { describe, expect, it } from 'vitest';
import { checkPublication, importResults } from './index.js';
import { importRefusal, utf8 } from './fixtures.test-helper.js';
import { twoBoatPublication } from '../../tests/fixtures/publications.js';

const scores = twoBoatPublication();
/** as SF-TASS may send it: the numbers of the first row as JSON numbers */
const withNumbers = { ...scores, data: [{ ...scores.data[0], rank: 1, net: 3 }, scores.data[1]] };

describe('SF-TASS JSON', () => {
  it('reads the scores object, numbers as text', () => {
    const r = importResults(utf8(JSON.stringify(withNumbers)));
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
