/**
 * Land of the world for the contact map's tiles: Natural Earth's 1:10m land polygons (public
 * domain, as TopoJSON from the world-atlas package, ISC), decoded once on first use into rings in
 * Web Mercator world units (0..1 on both axes, y down), each with its bounding box.
 *
 * `landMask` answers which pixels of a 256 px tile are land: an even-odd scanline fill at the
 * pixel centres over the rings whose box meets the tile (every edge of such a ring counts, also
 * those left of the tile, so holes and the parity are right). About 409,000 points in all; a tile
 * over China's coast takes a few milliseconds.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';

interface Topology {
  transform: { scale: [number, number]; translate: [number, number] };
  arcs: [number, number][][];
  objects: { land: { geometries: { type: string; arcs: number[][] | number[][][] }[] } };
}

export interface Ring {
  /** x0, y0, x1, y1, … in world units (0..1), closed (the last point is the first) */
  points: Float64Array;
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

const MAX_LAT = 85.05112878;

export function mercatorX(lng: number): number {
  return (lng + 180) / 360;
}

export function mercatorY(lat: number): number {
  const clamped = Math.max(-MAX_LAT, Math.min(MAX_LAT, lat));
  const s = Math.sin((clamped * Math.PI) / 180);
  return 0.5 - Math.log((1 + s) / (1 - s)) / (4 * Math.PI);
}

/** the rings of a TopoJSON topology's `land` object (arcs delta-encoded and quantized) */
export function ringsOf(topology: Topology): Ring[] {
  const { scale, translate } = topology.transform;
  const arcs = topology.arcs.map((arc) => {
    const out = new Float64Array(arc.length * 2);
    let qx = 0;
    let qy = 0;
    for (let i = 0; i < arc.length; i++) {
      qx += arc[i]![0];
      qy += arc[i]![1];
      out[2 * i] = mercatorX(qx * scale[0] + translate[0]);
      out[2 * i + 1] = mercatorY(qy * scale[1] + translate[1]);
    }
    return out;
  });
  const rings: Ring[] = [];
  const addRing = (arcIndices: number[]) => {
    let length = 0;
    for (const a of arcIndices) length += arcs[a < 0 ? ~a : a]!.length / 2 - 1;
    const points = new Float64Array((length + 1) * 2);
    let at = 0;
    arcIndices.forEach((a, k) => {
      const arc = arcs[a < 0 ? ~a : a]!;
      const n = arc.length / 2;
      // consecutive arcs share their joining point: each arc but the first starts one further
      for (let i = k === 0 ? 0 : 1; i < n; i++) {
        const j = a < 0 ? n - 1 - i : i;
        points[at++] = arc[2 * j]!;
        points[at++] = arc[2 * j + 1]!;
      }
    });
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    for (let i = 0; i < at; i += 2) {
      const x = points[i]!;
      const y = points[i + 1]!;
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
    }
    rings.push({ points: points.subarray(0, at), minX, minY, maxX, maxY });
  };
  for (const g of topology.objects.land.geometries) {
    if (g.type === 'Polygon') for (const ring of g.arcs as number[][]) addRing(ring);
    else if (g.type === 'MultiPolygon')
      for (const poly of g.arcs as number[][][]) for (const ring of poly) addRing(ring);
  }
  return rings;
}

let land: Ring[] | undefined;

/** Natural Earth's land, read and decoded on first use (~100 ms), then kept */
export function worldLand(): Ring[] {
  if (!land) {
    const file = createRequire(import.meta.url).resolve('world-atlas/land-10m.json');
    land = ringsOf(JSON.parse(fs.readFileSync(file, 'utf8')) as Topology);
  }
  return land;
}

/**
 * Which pixels of tile z/x/y (size × size) are land: 1 for land, 0 for sea, row by row.
 * `rings` defaults to the world's land.
 */
export function landMask(z: number, x: number, y: number, size: number, rings: Ring[] = worldLand()): Uint8Array {
  const world = size * 2 ** z;
  const left = (x * size) / world;
  const top = (y * size) / world;
  const right = ((x + 1) * size) / world;
  const bottom = ((y + 1) * size) / world;
  const crossings: number[][] = Array.from({ length: size }, () => []);
  for (const ring of rings) {
    if (ring.maxX < left || ring.minX > right || ring.maxY < top || ring.minY > bottom) continue;
    const p = ring.points;
    for (let i = 0; i + 3 < p.length; i += 2) {
      // the edge in tile pixels
      const y1 = p[i + 1]! * world - y * size;
      const y2 = p[i + 3]! * world - y * size;
      const lo = y1 < y2 ? y1 : y2;
      const hi = y1 < y2 ? y2 : y1;
      if (hi < 0.5 || lo > size - 0.5) continue;
      // rows whose centre r + 0.5 lies in [lo, hi): half-open, so a shared vertex counts once
      const first = Math.max(0, Math.ceil(lo - 0.5));
      const last = Math.min(size - 1, Math.ceil(hi - 0.5) - 1);
      if (first > last) continue;
      const x1 = p[i]! * world - x * size;
      const x2 = p[i + 2]! * world - x * size;
      const slope = (x2 - x1) / (y2 - y1);
      for (let r = first; r <= last; r++) crossings[r]!.push(x1 + (r + 0.5 - y1) * slope);
    }
  }
  const mask = new Uint8Array(size * size);
  for (let r = 0; r < size; r++) {
    const xs = crossings[r]!;
    if (xs.length < 2) continue;
    xs.sort((a, b) => a - b);
    for (let k = 0; k + 1 < xs.length; k += 2) {
      // pixels whose centre c + 0.5 lies in [xs[k], xs[k + 1])
      const from = Math.max(0, Math.ceil(xs[k]! - 0.5));
      const to = Math.min(size - 1, Math.ceil(xs[k + 1]! - 0.5) - 1);
      for (let c = from; c <= to; c++) mask[r * size + c] = 1;
    }
  }
  return mask;
}
