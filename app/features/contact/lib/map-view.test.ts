import { describe, expect, it } from 'vitest';
import { mercator, placePoints } from './map-view';

const qingdao = { key: 'qingdao', lat: 36.0563, lng: 120.3897 };
const shenzhen = { key: 'shenzhen', lat: 22.5937, lng: 114.5012 };

describe('the map placeholder’s pins', () => {
  it('projects with Web Mercator', () => {
    expect(mercator(0, 0)).toEqual({ x: 0.5, y: 0.5 });
    expect(mercator(0, 180).x).toBe(1);
    expect(mercator(85.05112878, 0).y).toBeCloseTo(0, 6);
    expect(mercator(90, 0).y).toBeCloseTo(0, 6); // clamped
  });

  it('places the offices inside the margins, north up and east right, proportions kept', () => {
    const [q, s] = placePoints([qingdao, shenzhen], 1.6, 18);
    // Qingdao is north-east of Shenzhen
    expect(q!.top).toBeLessThan(s!.top);
    expect(q!.left).toBeGreaterThan(s!.left);
    // the north–south span is the longer one: it fills the height between the margins
    expect(q!.top).toBeCloseTo(18, 1);
    expect(s!.top).toBeCloseTo(82, 1);
    for (const p of [q!, s!]) {
      expect(p.left).toBeGreaterThanOrEqual(18);
      expect(p.left).toBeLessThanOrEqual(82);
    }
    // proportions: the ratio of the spans on screen is the ratio on the map
    const mq = mercator(qingdao.lat, qingdao.lng);
    const ms = mercator(shenzhen.lat, shenzhen.lng);
    const onScreen = ((q!.left - s!.left) * 1.6) / (s!.top - q!.top);
    expect(onScreen).toBeCloseTo((mq.x - ms.x) / (ms.y - mq.y), 2);
  });

  it('puts a single office (or offices at one place) in the middle, and no office nowhere', () => {
    expect(placePoints([qingdao])).toEqual([{ key: 'qingdao', left: 50, top: 50 }]);
    expect(placePoints([qingdao, { ...qingdao, key: 'b' }]).map((p) => [p.left, p.top])).toEqual([
      [50, 50],
      [50, 50],
    ]);
    expect(placePoints([])).toEqual([]);
  });
});
