/**
 * The development set (tests/fixtures/third_party/sailwave-dev/: 28 real Sailwave series, each `.blw`
 * with the page Sailwave published from it; CC BY-SA 4.0, see its README.md): each `.blw` imported
 * and compared with its page, boat by boat (group, rank, nett, the scores in parentheses). The
 * reader reads Sailwave's settings, not these files: the figure is printed and must stay ≥ 99%.
 */
import { describe, expect, it } from 'vitest';
import { compareSeries, devSetPairs, pageTables } from './sailwave-compare.test-helper.js';

describe('Sailwave development set: .blw imports agree with the pages Sailwave published', () => {
  const pairs = devSetPairs();

  it('has the 28 pairs with their attribution', () => {
    expect(pairs).toHaveLength(28);
    for (const p of pairs) expect(pageTables(p.html).length).toBeGreaterThan(0);
  });

  it('agrees on at least 99% of rows (boats, groups, ranks, nett, discards)', () => {
    let rows = 0;
    let agreeing = 0;
    let full = 0;
    const report: string[] = [];
    for (const p of pairs) {
      const r = compareSeries(p.name, p.blw, p.html);
      rows += r.rows;
      agreeing += r.agreeing;
      if (r.agreeing === r.rows) full++;
      else report.push(`${r.name}: ${r.agreeing}/${r.rows}\n  ${r.differences.join('\n  ')}`);
    }
    console.log(
      `Sailwave dev set: ${agreeing}/${rows} rows agree (${((100 * agreeing) / rows).toFixed(1)}%), ${full}/${pairs.length} series fully\n${report.join('\n')}`,
    );
    expect(rows).toBeGreaterThan(500);
    expect(agreeing / rows).toBeGreaterThanOrEqual(0.99);
  });
});
