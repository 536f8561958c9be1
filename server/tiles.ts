/**
 * The contact map's tiles, drawn here (the site runs offline and loads no map from another host):
 * a 256 px indexed-colour PNG of land and sea, with the coastline, from Natural Earth's 1:10m
 * land (server/land.ts, public domain, via the world-atlas package), and the real graticule over
 * the sea: meridians and parallels at a round spacing for the zoom level (major lines darker, a
 * minor line between). No roads, no names: the offices' names and addresses are in the markers
 * and the list beside the map. See docs/decisions/0005-contact-map-tiles.md.
 *
 * GET /tiles/{z}/{x}/{y}.png (the default MAP_TILE_URL). A tile is a few kilobytes, the same
 * forever for the same address, so it is cached by browsers for a week and kept in memory.
 */
import zlib from 'node:zlib';
import type { Context } from 'hono';
import { LRUCache } from 'lru-cache';
import { landMask } from './land.js';

export const TILE_SIZE = 256;
export const MAX_TILE_ZOOM = 20;
/** bump when the drawing changes, so browsers do not keep the old one */
export const TILE_VERSION = 'v2';

/** the default MAP_TILE_URL: these tiles, drawn by this server */
export const LOCAL_TILE_URL = '/tiles/{z}/{x}/{y}.png';
/** the credit the drawn land needs (Natural Earth is public domain; the map names its source) */
export const LOCAL_TILE_CREDIT = 'Natural Earth';

/**
 * The map's attribution as text: MAP_ATTRIBUTION, and "Natural Earth" beside it when the map uses
 * the tiles drawn here (a real tile server's credit is whatever MAP_ATTRIBUTION says).
 */
export function mapAttribution(tileUrl: string, attribution: string): string {
  if (tileUrl !== LOCAL_TILE_URL) return attribution;
  const own = attribution.trim();
  return own ? `${own} · ${LOCAL_TILE_CREDIT}` : LOCAL_TILE_CREDIT;
}

// palette: 0 sea, 1 minor line, 2 major line (the site's sea colours), 3 land, 4 coast
export const SEA = 0;
export const LAND = 3;
export const COAST = 4;
const PALETTE = [
  [0xe7, 0xf2, 0xfa],
  [0xd2, 0xe6, 0xf5],
  [0xa6, 0xcb, 0xea],
  [0xf4, 0xf1, 0xe8],
  [0x8f, 0xa9, 0xbf],
];

// grid spacings in degrees, from 45° down to one second of arc
const STEPS = [
  45,
  30,
  15,
  10,
  5,
  2,
  1,
  0.5,
  0.25,
  1 / 6,
  1 / 12,
  1 / 30,
  1 / 60,
  1 / 120,
  1 / 240,
  1 / 360,
  1 / 720,
  1 / 1800,
  1 / 3600,
];

/** the major spacing at a zoom: the smallest whose lines are at least ~120 px apart at the equator */
export function gridStep(z: number): number {
  const degreesPerPixel = 360 / (TILE_SIZE * 2 ** z);
  const wanted = 120 * degreesPerPixel;
  let step = STEPS[0]!;
  for (const s of STEPS) if (s >= wanted) step = s;
  return step;
}

const lngAt = (px: number, world: number) => (px / world) * 360 - 180;
const latAt = (py: number, world: number) => (Math.atan(Math.sinh(Math.PI * (1 - (2 * py) / world))) * 180) / Math.PI;

/** is there a multiple of `step` in the span of a pixel, from `a` (its first edge, included) to `b`? */
function crosses(a: number, b: number, step: number): boolean {
  const eps = 1e-9;
  const u = a / step;
  const v = b / step;
  return u <= v ? Math.ceil(u - eps) < v - eps : Math.floor(u + eps) > v + eps;
}

/** which grid line (0 none, 1 minor, 2 major) falls in the pixel spanning a to b of a coordinate */
function lineBetween(a: number, b: number, step: number): 0 | 1 | 2 {
  if (crosses(a, b, step)) return 2;
  return crosses(a, b, step / 2) ? 1 : 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(data, zlib.crc32(head.subarray(4))), 0);
  return Buffer.concat([head, data, crc]);
}

/** the PNG of tile z/x/y (an indexed-colour image of three colours) */
export function drawTile(z: number, x: number, y: number): Buffer {
  const world = TILE_SIZE * 2 ** z;
  const step = gridStep(z);
  const columns = new Uint8Array(TILE_SIZE);
  const rows = new Uint8Array(TILE_SIZE);
  for (let i = 0; i < TILE_SIZE; i++) {
    columns[i] = lineBetween(lngAt(x * TILE_SIZE + i, world), lngAt(x * TILE_SIZE + i + 1, world), step);
    rows[i] = lineBetween(latAt(y * TILE_SIZE + i, world), latAt(y * TILE_SIZE + i + 1, world), step);
  }
  // one filter byte (0: none) and one palette index per pixel, row by row
  const raw = Buffer.alloc((TILE_SIZE + 1) * TILE_SIZE);
  const land = landMask(z, x, y, TILE_SIZE);
  const isLand = (r: number, c: number) =>
    r >= 0 && r < TILE_SIZE && c >= 0 && c < TILE_SIZE && land[r * TILE_SIZE + c] === 1;
  for (let r = 0; r < TILE_SIZE; r++) {
    const base = r * (TILE_SIZE + 1);
    const rowLine = rows[r]!;
    for (let c = 0; c < TILE_SIZE; c++) {
      if (land[r * TILE_SIZE + c] === 1) {
        // a land pixel next to the sea (within the tile) is the coast
        const coast =
          (r > 0 && !isLand(r - 1, c)) ||
          (r < TILE_SIZE - 1 && !isLand(r + 1, c)) ||
          (c > 0 && !isLand(r, c - 1)) ||
          (c < TILE_SIZE - 1 && !isLand(r, c + 1));
        raw[base + 1 + c] = coast ? COAST : LAND;
      } else raw[base + 1 + c] = Math.max(rowLine, columns[c]!);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(TILE_SIZE, 0);
  header.writeUInt32BE(TILE_SIZE, 4);
  header[8] = 8; // bit depth
  header[9] = 3; // indexed colour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('PLTE', Buffer.from(PALETTE.flat())),
    chunk('IDAT', zlib.deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** tile coordinates from the route's parameters, or null when they are not a tile of the world */
export function parseTile(zText: string, xText: string, file: string): { z: number; x: number; y: number } | null {
  const match = /^(\d{1,7})\.png$/.exec(file);
  if (!match || !/^\d{1,2}$/.test(zText) || !/^\d{1,7}$/.test(xText)) return null;
  const z = Number(zText);
  const x = Number(xText);
  const y = Number(match[1]);
  if (z > MAX_TILE_ZOOM || x >= 2 ** z || y >= 2 ** z) return null;
  return { z, x, y };
}

const MEMORY_TILES = 512;

/** the handler of GET /tiles/:z/:x/:file, with the last tiles drawn kept in memory */
export function tileHandler() {
  const kept = new LRUCache<string, Buffer>({ max: MEMORY_TILES });
  return (c: Context) => {
    const tile = parseTile(c.req.param('z') ?? '', c.req.param('x') ?? '', c.req.param('file') ?? '');
    if (!tile) return c.text('Not a map tile', 404);
    const key = `${tile.z}/${tile.x}/${tile.y}`;
    const etag = `"${TILE_VERSION}-${key.replace(/\//g, '-')}"`;
    const headers = {
      'Content-Type': 'image/png',
      'Cache-Control': 'public, max-age=604800, stale-while-revalidate=86400',
      ETag: etag,
    };
    if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
    let png = kept.get(key);
    if (!png) {
      png = drawTile(tile.z, tile.x, tile.y);
      kept.set(key, png);
    }
    return c.body(new Uint8Array(png), 200, headers);
  };
}
