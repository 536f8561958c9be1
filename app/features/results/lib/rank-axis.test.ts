import { describe, expect, it } from 'vitest';
import { rankAxis } from './rank-axis';

describe('the rank axis of a boat chart (issue 28 item 4)', () => {
  it.each([
    [
      [1, 2, 1, 3, 4],
      [1, 2, 3, 4],
    ],
    [
      [2, 9, 15, 4],
      [1, 6, 11, 16],
    ],
    [
      [1, 6],
      [1, 3, 5, 7],
    ],
    [
      [12, 18, 14],
      [11, 13, 15, 17, 19],
    ],
    [
      [3, 3, 3],
      [2, 3, 4],
    ],
    [
      [1, 1],
      [1, 2, 3],
    ],
    [
      [40, 85],
      [21, 41, 61, 81, 101],
    ],
  ])('ranks %j: ticks %j, evenly spaced, spanning the ranks', (ranks, ticks) => {
    const axis = rankAxis(ranks);
    expect(axis.ticks).toEqual(ticks);
    expect(axis.top).toBe(ticks[0]);
    expect(axis.bottom).toBe(ticks.at(-1));
    expect(Math.min(...ranks)).toBeGreaterThanOrEqual(axis.top);
    expect(Math.max(...ranks)).toBeLessThanOrEqual(axis.bottom);
    const gaps = new Set(axis.ticks.slice(1).map((v, i) => v - axis.ticks[i]!));
    expect(gaps.size).toBe(1);
    // the line uses most of the height
    if (Math.min(...ranks) !== Math.max(...ranks))
      expect((Math.max(...ranks) - Math.min(...ranks)) / (axis.bottom - axis.top)).toBeGreaterThanOrEqual(0.5);
  });
});
