import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { scoreSeries, type ScoredRace } from '../../../../../shared/scoring';
import { SAMPLE_DISCARDS, SAMPLE_RACES, SAMPLE_TABLE, sampleSvg } from './product-grades-sample';

/** a scored race as the picture writes it: whole points, then the code, in parentheses when discarded */
function cell(race: ScoredRace): string {
  const text = race.code ? `${race.points} ${race.code}` : String(race.points);
  return race.discarded ? `(${text})` : text;
}

describe('the SF-TASS hero sample table (issue 14)', () => {
  const scored = scoreSeries({
    boats: SAMPLE_RACES.map((b) => ({ id: b.sail, races: b.races })),
    discards: SAMPLE_DISCARDS,
  });

  it('is the Low Point scoring of its races: ranks, cells, totals, nets and the A8.1 tie-break', () => {
    expect(scored.discards).toBe(1);
    expect(
      scored.boats.map((b) => ({ rank: b.rank, sail: b.id, cells: b.races.map(cell), total: b.total, net: b.net })),
    ).toEqual(SAMPLE_TABLE);
  });

  it('ranks CHN 21 (counting 1, 3, 4) above HKG 3 (counting 2, 3, 3) on equal net points', () => {
    const chn = SAMPLE_TABLE.find((r) => r.sail === 'CHN 21')!;
    const hkg = SAMPLE_TABLE.find((r) => r.sail === 'HKG 3')!;
    expect(chn.net).toBe(hkg.net);
    expect(chn.rank).toBeLessThan(hkg.rank);
  });

  it('every race has its places 1, 2, 3 … once among the boats that finished', () => {
    for (let r = 0; r < SAMPLE_RACES[0]!.races.length; r++) {
      const places = SAMPLE_RACES.map((b) => b.races[r]!)
        .filter((e) => !e.code)
        .map((e) => e.place)
        .sort();
      expect(places, `R${r + 1}`).toEqual(places.map((_, i) => i + 1));
    }
  });

  it('is what the committed picture shows (redraw it with `npx tsx scripts/make-site-images.ts`)', () => {
    const file = new URL('../../../../../public/images/products/sf-tass.svg', import.meta.url);
    expect(fs.readFileSync(file, 'utf8')).toBe(sampleSvg());
    // the rows in rank order, as a visitor reads them
    const svg = sampleSvg();
    const at = SAMPLE_TABLE.map((row) => svg.indexOf(`>${row.sail}<`));
    expect(at.every((i) => i > 0)).toBe(true);
    expect(at).toEqual([...at].sort((a, b) => a - b));
  });
});
