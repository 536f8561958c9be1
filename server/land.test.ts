import { describe, expect, it } from 'vitest';
import { landMask, mercatorX, mercatorY, ringsOf, worldLand } from './land.js';

/** is the place at lat/lng land, as the tile of zoom z holding it draws it? */
function landAt(lat: number, lng: number, z = 10): boolean {
  const size = 256;
  const px = mercatorX(lng) * size * 2 ** z;
  const py = mercatorY(lat) * size * 2 ** z;
  const x = Math.floor(px / size);
  const y = Math.floor(py / size);
  const mask = landMask(z, x, y, size);
  return mask[Math.floor(py - y * size) * size + Math.floor(px - x * size)] === 1;
}

describe('the land of the contact map (Natural Earth 1:10m)', () => {
  it('knows land from sea around the offices', () => {
    expect(worldLand().length).toBeGreaterThan(1000);
    // Qingdao: the city, Laoshan; the Yellow Sea off it, and Jiaozhou Bay
    expect(landAt(36.3, 120.2)).toBe(true);
    expect(landAt(36.18, 120.6)).toBe(true);
    expect(landAt(35.8, 120.8)).toBe(false);
    expect(landAt(36.15, 120.22)).toBe(false);
    // Shenzhen inland, and the sea south of Hong Kong
    expect(landAt(22.65, 114.05)).toBe(true);
    expect(landAt(22.05, 114.2)).toBe(false);
    // far from any coast
    expect(landAt(39.9, 116.4, 6)).toBe(true); // Beijing
    expect(landAt(0, -140, 6)).toBe(false); // the Pacific
  });

  it('fills by even-odd: a square with a square hole', () => {
    const ring = (pts: [number, number][]) => {
      const points = new Float64Array(pts.flat());
      const xs = pts.map((p) => p[0]);
      const ys = pts.map((p) => p[1]);
      return { points, minX: Math.min(...xs), maxX: Math.max(...xs), minY: Math.min(...ys), maxY: Math.max(...ys) };
    };
    // at zoom 0 a 16 px tile: world units of 1/16 per pixel
    const u = 1 / 16;
    const outer = ring([
      [2 * u, 2 * u],
      [14 * u, 2 * u],
      [14 * u, 14 * u],
      [2 * u, 14 * u],
      [2 * u, 2 * u],
    ]);
    const hole = ring([
      [6 * u, 6 * u],
      [10 * u, 6 * u],
      [10 * u, 10 * u],
      [6 * u, 10 * u],
      [6 * u, 6 * u],
    ]);
    const mask = landMask(0, 0, 0, 16, [outer, hole]);
    const at = (r: number, c: number) => mask[r * 16 + c];
    expect(at(1, 1)).toBe(0);
    expect(at(2, 2)).toBe(1);
    expect(at(13, 13)).toBe(1);
    expect(at(14, 14)).toBe(0);
    expect(at(8, 8)).toBe(0); // the hole
    expect(at(5, 8)).toBe(1);
    expect([...mask].filter((v) => v === 1).length).toBe(12 * 12 - 4 * 4);
  });

  it('decodes TopoJSON arcs, reversed ones included', () => {
    const rings = ringsOf({
      transform: { scale: [1, 1], translate: [0, 0] },
      arcs: [
        [
          [0, 0],
          [10, 0],
          [0, 10],
        ],
        [
          [0, 0],
          [10, 10],
        ],
      ],
      objects: { land: { geometries: [{ type: 'Polygon', arcs: [[0, ~1]] }] } },
    });
    expect(rings).toHaveLength(1);
    const pts = [...rings[0]!.points];
    // (0,0) → (10,0) → (10,10), then arc 1 reversed: (10,10) → (0,0); four points, closed
    expect(pts.length).toBe(8);
    expect(pts.slice(0, 2)).toEqual([mercatorX(0), mercatorY(0)]);
    expect(pts.slice(6, 8)).toEqual([mercatorX(0), mercatorY(0)]);
  });
});
