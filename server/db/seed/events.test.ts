/**
 * The demo's events on any day of the year: the running ones are the flagship and the few RUNNING
 * events, the flagship the newest of them (the first of the home page's "all" tab, event/list
 * sort 'current'), and the flagship is found by its aliases.
 */
import { describe, expect, it } from 'vitest';
import { eventSearchText } from '../search-text.js';
import { buildDemo, FLAGSHIP_EVENT_CD } from './index.js';

const DAY = 86_400_000;

describe('demo events', () => {
  it('every week of a year: the flagship is the newest of the running events, no series edition runs', () => {
    for (let week = 0; week < 53; week++) {
      const now = new Date(Date.UTC(2026, 0, 1, 4) + week * 7 * DAY);
      const running = buildDemo(now)
        .rows.events.filter((e) => e.isPublish === 1 && e.status === '2')
        .sort((a, b) => (a.beginDate < b.beginDate ? 1 : a.beginDate > b.beginDate ? -1 : 0));
      const when = now.toISOString().slice(0, 10);
      expect(running.map((e) => e.eventCd).sort(), when).toEqual(
        [FLAGSHIP_EVENT_CD, ...running.filter((e) => /R\d$/.test(e.eventCd)).map((e) => e.eventCd)].sort(),
      );
      expect(running, when).toHaveLength(4);
      expect(running[0]!.eventCd, when).toBe(FLAGSHIP_EVENT_CD);
      expect(running[1]!.beginDate < running[0]!.beginDate, when).toBe(true);
    }
  });

  it('no results publication is later than the moment the demo is made, at any hour of the day', () => {
    for (let hour = 0; hour < 24; hour += 1) {
      // 2026-11-24 at each hour in China (UTC+8): early hours come before the day's racing
      const now = new Date(Date.UTC(2026, 10, 23, 16 + hour, 30));
      const china = new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
      const later = buildDemo(now).rows.scorePublications.filter((p) => p.publishTime > china);
      expect(later.map((p) => `${p.levelCd} ${p.publishTime}`), china).toEqual([]);
    }
  });

  it('the flagship and a few others have search aliases, in their search text', () => {
    const events = buildDemo(new Date(Date.UTC(2026, 10, 24, 8))).rows.events;
    const flagship = events.find((e) => e.eventCd === FLAGSHIP_EVENT_CD)!;
    expect(flagship.keywords?.split('\n')).toEqual(
      expect.arrayContaining(['全运会', '十五运', 'National Games', '15th NG']),
    );
    for (const e of events) expect(e.searchText, e.eventCd).toBe(eventSearchText(e));
    const withAliases = events.filter((e) => e.keywords && e.isPublish === 1);
    expect(new Set(withAliases.map((e) => e.name.replace(/^\d{4}/, ''))).size).toBeGreaterThanOrEqual(5);
    // no unpublished event has any
    expect(events.filter((e) => e.isPublish !== 1 && e.keywords)).toEqual([]);
  });
});
