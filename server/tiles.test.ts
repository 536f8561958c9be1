import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { COAST, drawTile, gridStep, LAND, LOCAL_TILE_URL, mapAttribution, parseTile, SEA, TILE_SIZE } from './tiles.js';
import { useTestApp } from '../tests/helpers/suite.js';

/** the palette indices of a tile drawn by drawTile (8-bit indexed, filter 0 on every row) */
function pixels(png: Buffer): { width: number; height: number; rows: Uint8Array[] } {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  let at = 8;
  let width = 0;
  let height = 0;
  const idat: Buffer[] = [];
  while (at < png.length) {
    const length = png.readUInt32BE(at);
    const type = png.toString('ascii', at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      expect([data[8], data[9]]).toEqual([8, 3]);
    }
    if (type === 'IDAT') idat.push(data);
    at += 12 + length;
  }
  const raw = zlib.inflateSync(Buffer.concat(idat));
  const rows = Array.from({ length: height }, (_, r) => {
    expect(raw[r * (width + 1)]).toBe(0);
    return raw.subarray(r * (width + 1) + 1, (r + 1) * (width + 1));
  });
  return { width, height, rows };
}

describe('map tiles', () => {
  it('are small 256 px PNGs of the sea with a graticule', () => {
    // the open Pacific, south-east of Hawaii
    const png = drawTile(5, 3, 14);
    expect(png.length).toBeLessThan(2048);
    const { width, height, rows } = pixels(png);
    expect([width, height]).toEqual([TILE_SIZE, TILE_SIZE]);
    const colours = new Set(rows.flatMap((r) => [...r]));
    expect([...colours].sort()).toEqual([0, 1, 2]);
    // mostly sea
    const sea = rows.reduce((n, r) => n + r.filter((v) => v === 0).length, 0);
    expect(sea / (width * height)).toBeGreaterThan(0.9);
  });

  it('draw the meridians where they are: tile 0/0/0 has the prime meridian in the middle column', () => {
    const { rows } = pixels(drawTile(0, 0, 0));
    // 0° longitude is the left edge of pixel 128; the line sits in the column it falls in, over the sea
    const column = rows.map((r) => r[128]!);
    expect(column.filter((v) => v !== LAND && v !== COAST).every((v) => v === 2)).toBe(true);
    expect(column.filter((v) => v === 2).length).toBeGreaterThan(128);
    // and the equator in the middle row
    const equator = [...rows[128]!];
    expect(equator.filter((v) => v !== LAND && v !== COAST).every((v) => v === 2)).toBe(true);
  });

  it('draw land, its coast and the sea: the tile of Qingdao and Jiaozhou Bay', () => {
    const { rows } = pixels(drawTile(8, 213, 100));
    const count = (v: number) => rows.reduce((n, r) => n + r.filter((p) => p === v).length, 0);
    const all = TILE_SIZE * TILE_SIZE;
    expect(count(LAND) / all).toBeGreaterThan(0.2);
    expect(count(SEA) / all).toBeGreaterThan(0.2);
    expect(count(COAST)).toBeGreaterThan(300);
    // every coast pixel is land beside the sea
    rows.forEach((row, r) =>
      row.forEach((v, c) => {
        if (v !== COAST) return;
        const around = [rows[r - 1]?.[c], rows[r + 1]?.[c], row[c - 1], row[c + 1]];
        expect(around.some((n) => n !== undefined && n !== LAND && n !== COAST)).toBe(true);
      }),
    );
  });

  it('space the lines by zoom', () => {
    expect(gridStep(0)).toBe(45);
    expect(gridStep(5)).toBe(10);
    expect(gridStep(10)).toBe(1 / 6);
    for (let z = 1; z <= 20; z++) expect(gridStep(z)).toBeLessThanOrEqual(gridStep(z - 1));
  });

  it('parse only tiles of the world', () => {
    expect(parseTile('3', '6', '3.png')).toEqual({ z: 3, x: 6, y: 3 });
    expect(parseTile('3', '8', '3.png')).toBeNull();
    expect(parseTile('3', '1', '8.png')).toBeNull();
    expect(parseTile('21', '0', '0.png')).toBeNull();
    expect(parseTile('3', '1', '1.jpg')).toBeNull();
    expect(parseTile('-1', '0', '0.png')).toBeNull();
    expect(parseTile('3', '1', '..png')).toBeNull();
  });
});

describe('GET /tiles/{z}/{x}/{y}.png', () => {
  const { t } = useTestApp('sqlite');

  it('answers a cacheable PNG, and 304 to a browser that has it', async () => {
    const res = await t.app.request('/tiles/5/26/12.png');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toMatch(/public, max-age=\d{6}/);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.equals(drawTile(5, 26, 12))).toBe(true);
    const again = await t.app.request('/tiles/5/26/12.png', {
      headers: { 'if-none-match': res.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
  });

  it('answers 404 to what is not a tile', async () => {
    for (const path of ['/tiles/5/99/12.png', '/tiles/5/26/12.jpg', '/tiles/x/1/1.png', '/tiles/99/0/0.png']) {
      expect((await t.app.request(path)).status, path).toBe(404);
    }
  });
});

describe('the attribution (issue 28, item 7)', () => {
  it('names Natural Earth beside the configured text with the tiles drawn here, and only then', () => {
    expect(mapAttribution(LOCAL_TILE_URL, 'SailFish')).toBe('SailFish · Natural Earth');
    expect(mapAttribution(LOCAL_TILE_URL, '')).toBe('Natural Earth');
    expect(mapAttribution('https://tile.openstreetmap.org/{z}/{x}/{y}.png', '© OpenStreetMap')).toBe('© OpenStreetMap');
  });
});
