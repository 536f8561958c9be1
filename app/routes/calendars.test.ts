/**
 * The day on the water's and the calendars' data on a real database, SQLite and PostgreSQL
 * (issue 31): POST /event/race/:eventCd (published only, 404 for an unknown or unpublished event,
 * hostile codes and bodies refused), and the two calendar files' loaders against that API
 * (published only, a 404 for an unknown event, the UIDs' host the site's, never a Host header).
 */
import ICAL from 'ical.js';
import type { AppLoadContext } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../shared/endpoints';
import { EVENT_RACES_MAX } from '../../shared/api';
import { createEvent, createLevel, createRace, type EventRow } from '../../server/db/factories.js';
import { expectFail, expectOk } from '../../tests/helpers/expect.js';
import { dialects } from '../../tests/helpers/test-db.js';
import { useTestApp } from '../../tests/helpers/suite.js';
import type { ApiTransport } from '../lib/api';
import { loader as eventCalendarLoader } from './event-calendar';
import { loader as eventsCalendarLoader } from './events-calendar';

const SITE = 'https://www.sailfish.example';

describe.each(dialects())('the day on the water and the calendars on %s', (dialect) => {
  const { db: t, t: api } = useTestApp(dialect, { env: { SITE_TIME_ZONE: 'Europe/London' } });
  let running: EventRow;
  let coming: EventRow;
  let finished: EventRow;
  let hidden: EventRow;

  beforeAll(async () => {
    const db = t.db;
    running = await createEvent(db, { status: '2', name: '大鹏湾杯；帆船赛', nameCode: 'Dapeng Cup, Sailing' });
    coming = await createEvent(db, { status: '1', beginDate: '2099-05-01', endDate: '2099-05-03' });
    finished = await createEvent(db, { status: '3', beginDate: '2020-05-01', endDate: '2020-05-03' });
    hidden = await createEvent(db, { status: '2', isPublish: 0, name: '未发布的赛事' });
    // created out of display order: the classes' sortOrder, then the races', decide
    const b = await createLevel(db, { eventCd: running.eventCd, levelName: '49er级', sortOrder: 2 });
    const a = await createLevel(db, {
      eventCd: running.eventCd,
      levelName: '470级',
      levelNameCode: '470',
      sortOrder: 1,
    });
    await createRace(db, {
      levelCd: b.levelCd,
      raceCd: 'RUN-B1',
      status: '5',
      startTime: '2026-11-26 11:30:00',
      sortOrder: 1,
    });
    await createRace(db, {
      levelCd: a.levelCd,
      raceCd: 'RUN-A2',
      status: '2',
      startTime: '2026-11-26 12:40:00',
      sortOrder: 2,
    });
    await createRace(db, {
      levelCd: a.levelCd,
      raceCd: 'RUN-A1',
      status: '4',
      startTime: '2026-11-26 11:00:00',
      endTime: '2026-11-26 11:55:00',
      sortOrder: 1,
    });
    await createRace(db, { levelCd: a.levelCd, raceCd: 'RUN-A3', status: '0', startTime: null, sortOrder: 3 });
    const h = await createLevel(db, { eventCd: hidden.eventCd });
    await createRace(db, { levelCd: h.levelCd, raceCd: 'HIDDEN-R1', status: '1', startTime: '2026-11-26 14:00:00' });
  });
  describe('POST /event/race/:eventCd', () => {
    it('answers every race of the event’s classes in their order, with the site’s zone', async () => {
      const result = expectOk(await api.call(endpoints.eventRaces, { eventCd: running.eventCd }));
      // the configured zone (SITE_TIME_ZONE), not the default
      expect(result.timeZone).toBe('Europe/London');
      expect(result.races.map((r: { raceCd: string }) => r.raceCd)).toEqual(['RUN-A1', 'RUN-A2', 'RUN-A3', 'RUN-B1']);
      expect(result.races[0]).toEqual({
        raceCd: 'RUN-A1',
        levelCd: expect.any(String),
        roundName: expect.any(String),
        bureauName: 'R1',
        startTime: '2026-11-26 11:00:00',
        endTime: '2026-11-26 11:55:00',
        status: '4',
        raceMark: null,
        traceUrl: null,
        showTime: '2026-11-26 11:00 ~ 11:55',
      });
      // an event without classes has no races
      expect(expectOk(await api.call(endpoints.eventRaces, { eventCd: coming.eventCd })).races).toEqual([]);
    });

    it('an unknown or unpublished event is a 404; a code that names none a 400', async () => {
      expectFail(await api.call(endpoints.eventRaces, { eventCd: hidden.eventCd }), 404);
      expectFail(await api.call(endpoints.eventRaces, { eventCd: 'NO_SUCH_EVENT' }), 404);
      for (const code of ["x' OR '1'='1", '../info/x', 'a'.repeat(65), '%00', '赛事']) {
        const res = await api.post(`/event/race/${encodeURIComponent(code)}`, {});
        expect(res.status, code).toBe(400);
        expect(res.json).toMatchObject({ success: false, result: null });
      }
    });

    it('refuses the worst bodies and callers like every call', async () => {
      const path = endpoints.eventRaces.path({ eventCd: running.eventCd });
      expect((await api.post(path, 'x'.repeat(2_000_000))).status).toBe(413);
      expect((await api.post(path, '{"a":')).status).toBe(400);
      expect((await api.post(path, [1, 2])).status).toBe(400);
      expect(
        (
          await api.request(`${api.config.API_PREFIX}${path}`, {
            method: 'POST',
            body: '{}',
            headers: { 'content-type': 'text/plain' },
          })
        ).status,
      ).toBe(415);
      expect((await api.request(`${api.config.API_PREFIX}${path}`, { method: 'GET' })).status).toBe(405);
      const cross = await api.post(
        path,
        {},
        { headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } },
      );
      expect(cross.status).toBe(403);
    });

    it('caps what it reads: at most EVENT_RACES_MAX races', async () => {
      const big = await createEvent(t.db, { status: '2' });
      const level = await createLevel(t.db, { eventCd: big.eventCd });
      const rows = Array.from({ length: EVENT_RACES_MAX + 5 }, (_, i) => ({
        raceCd: `BIG-${i}`,
        levelCd: level.levelCd,
        roundName: `第${i + 1}轮`,
        bureauName: null,
        startTime: null,
        endTime: null,
        status: '0',
        raceMark: null,
        traceUrl: null,
        sortOrder: i,
      }));
      for (let i = 0; i < rows.length; i += 500)
        await t.db
          .insertInto('races')
          .values(rows.slice(i, i + 500))
          .execute();
      const result = expectOk(await api.call(endpoints.eventRaces, { eventCd: big.eventCd }));
      expect(result.races).toHaveLength(EVENT_RACES_MAX);
      expect(result.races[0].raceCd).toBe('BIG-0');
    });
  });

  /** a file route's loader on the in-process API of the test app, asked on the site's origin */
  function args(path: string, params: Record<string, string> = {}, headers: Record<string, string> = {}) {
    const transport: ApiTransport = async (p, init) => api.app.request(`${api.config.API_PREFIX}${p}`, init);
    const context = { api: transport, apiBase: '/api', nonce: '', logApiError: () => {} } as unknown as AppLoadContext;
    return { request: new Request(`${SITE}${path}`, { headers }), params, context } as never;
  }

  describe('/events/detail/{eventCd}/calendar.ics', () => {
    it('is an iCalendar file of the event’s days and its races with a start', async () => {
      const res = (await eventCalendarLoader(
        args(`/events/detail/${running.eventCd}/calendar.ics`, { eventCd: running.eventCd }, { host: 'evil.example' }),
      )) as Response;
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('public, max-age=300');
      const file = await res.text();
      expect(file).toContain('\r\n');
      const cal = new ICAL.Component(ICAL.parse(file));
      const events = cal.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
      // the site's host in every UID, whatever Host the request named
      expect(events.map((e) => e.uid)).toEqual([
        `event-${running.eventCd}@www.sailfish.example`,
        'race-RUN-A1@www.sailfish.example',
        'race-RUN-A2@www.sailfish.example',
        'race-RUN-B1@www.sailfish.example',
      ]);
      expect(file).not.toContain('evil.example');
      expect(events[0]!.summary).toBe('大鹏湾杯；帆船赛');
      // 11:00 on the site's clock (Europe/London, UTC+0 in November)
      expect(events[1]!.startDate.toString()).toBe('2026-11-26T11:00:00Z');
      expect(events[3]!.component.getFirstPropertyValue('status')).toBe('CANCELLED');
      expect(events[1]!.component.getFirstPropertyValue('url')).toBe(`${SITE}/events/detail/${running.eventCd}`);
    });

    it('?lang=en is in English', async () => {
      const res = (await eventCalendarLoader(
        args(`/events/detail/${running.eventCd}/calendar.ics?lang=en`, { eventCd: running.eventCd }),
      )) as Response;
      const cal = new ICAL.Component(ICAL.parse(await res.text()));
      const events = cal.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
      expect(events[0]!.summary).toBe('Dapeng Cup, Sailing');
      expect(events[1]!.summary).toMatch(/^470 · Race \d+$/);
    });

    it('an unknown or unpublished event, or a hostile code, is a 404', async () => {
      for (const eventCd of [hidden.eventCd, 'NO_SUCH_EVENT', "x' OR 1=1--", '../../etc/passwd', 'a'.repeat(65), '']) {
        const res = (await eventCalendarLoader(args(`/events/detail/x/calendar.ics`, { eventCd }))) as Response;
        expect(res.status, eventCd).toBe(404);
        expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
        expect(res.headers.get('cache-control')).toBe('no-store');
      }
    });
  });

  describe('/events/calendar.ics', () => {
    it('holds the coming and running published events only, running first', async () => {
      const res = (await eventsCalendarLoader(
        args('/events-en/calendar.ics', {}, { host: 'evil.example' }),
      )) as Response;
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
      const file = await res.text();
      const cal = new ICAL.Component(ICAL.parse(file));
      const uids = cal.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v).uid);
      expect(uids).toContain(`event-${running.eventCd}@www.sailfish.example`);
      expect(uids).toContain(`event-${coming.eventCd}@www.sailfish.example`);
      expect(uids.indexOf(`event-${running.eventCd}@www.sailfish.example`)).toBeLessThan(
        uids.indexOf(`event-${coming.eventCd}@www.sailfish.example`),
      );
      expect(uids).not.toContain(`event-${finished.eventCd}@www.sailfish.example`);
      expect(uids).not.toContain(`event-${hidden.eventCd}@www.sailfish.example`);
      expect(file).not.toContain('未发布');
      expect(file).not.toContain('evil.example');
      // the -en twin is English
      expect(cal.getFirstPropertyValue('x-wr-calname')).toBe('SailFish events');
      const zh = (await eventsCalendarLoader(args('/events/calendar.ics'))) as Response;
      expect(new ICAL.Component(ICAL.parse(await zh.text())).getFirstPropertyValue('x-wr-calname')).toBe(
        '帆鱼体育赛事',
      );
    });
  });
});
