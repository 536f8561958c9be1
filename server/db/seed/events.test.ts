/**
 * The demo's events on any day of the year: the running ones are the flagship and the few RUNNING
 * events, the flagship the newest of them (the first of the home page's "all" tab, event/list
 * sort 'current'), and the flagship is found by its aliases.
 */
import { describe, expect, it } from 'vitest';
import { eventSearchText } from '../search-text.js';
import { buildDemo, FLAGSHIP_EVENT_CD } from './index.js';
import { siteInstant } from '../../../shared/site-time.js';

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
      expect(
        later.map((p) => `${p.levelCd} ${p.publishTime}`),
        china,
      ).toEqual([]);
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

  it('the flagship’s current day has a race in every state at any hour, one starting within 15 minutes (issue 31)', () => {
    for (let half = 0; half <= 48; half++) {
      // 2026-11-26 in China (UTC+8), every half hour, and 23:49
      const now = new Date(Date.UTC(2026, 10, 25, 16, 0) + Math.min(half * 30, 23 * 60 + 49) * 60_000);
      const china = new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
      const today = china.slice(0, 10);
      const demo = buildDemo(now).rows;
      const levels = new Set(demo.levels.filter((l) => l.eventCd === FLAGSHIP_EVENT_CD).map((l) => l.levelCd));
      const todays = demo.races.filter((r) => levels.has(r.levelCd) && r.startTime?.startsWith(today));
      expect(new Set(todays.map((r) => r.status)), china).toEqual(new Set(['1', '2', '3', '4', '5', '6']));
      // the race times keep their order around now: finished and racing before, scheduled after
      const minutes = (r: { startTime?: string | null }) => (siteInstant(r.startTime!) - now.getTime()) / 60_000;
      const soon = todays.filter((r) => r.status === '1' && minutes(r) > 0 && minutes(r) <= 15);
      // one race starts within 15 minutes at any time of the day but its last ten minutes (a race
      // 10 minutes ahead is then tomorrow's); the day laid in order around now from 01:45 to 22:10
      const hour = Number(china.slice(11, 13)) + Number(china.slice(14, 16)) / 60;
      if (hour < 23 + 50 / 60) expect(soon, china).toHaveLength(1);
      if (hour >= 1.75 && hour <= 22 + 10 / 60) {
        for (const r of todays.filter((r) => ['2', '4', '5'].includes(r.status)))
          expect(minutes(r), china).toBeLessThan(0);
      }
    }
  });

  it('every coming event but the farthest has a programme: its classes’ races scheduled within its days (issue 31)', () => {
    const demo = buildDemo(new Date(Date.UTC(2026, 10, 24, 8))).rows;
    const coming = demo.events
      .filter((e) => e.isPublish === 1 && e.status === '1')
      .sort((a, b) => (a.beginDate < b.beginDate ? -1 : a.beginDate > b.beginDate ? 1 : 0));
    expect(coming.length).toBeGreaterThan(1);
    // the farthest has no classes yet: the event page says they are not published yet
    expect(demo.levels.filter((l) => l.eventCd === coming.at(-1)!.eventCd)).toEqual([]);
    for (const e of coming.slice(0, -1)) {
      const levels = new Set(demo.levels.filter((l) => l.eventCd === e.eventCd).map((l) => l.levelCd));
      const races = demo.races.filter((r) => levels.has(r.levelCd));
      expect(races.length, e.eventCd).toBeGreaterThan(0);
      for (const r of races) {
        expect(r.status).toBe('1');
        expect(r.startTime! >= `${e.beginDate} 00:00:00` && r.startTime! <= `${e.endDate} 23:59:59`, r.raceCd).toBe(
          true,
        );
      }
    }
  });
});
