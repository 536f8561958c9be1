/**
 * Issue 18: events, classes (levels) and races through the admin API, on SQLite and PostgreSQL:
 * 401 without a session or token, 403 for the wrong role (a scorer on events, on an event not
 * assigned to them), 400 with field errors, 404, 409 (a code taken, a stale updatedAt, a record
 * in use), audit rows with the changed fields, and the public API showing a published change at
 * once (its answer cache on) and never an unpublished record.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../../shared/endpoints.js';
import { createEvent, createLevel, createScorePublication } from '../../db/factories.js';
import { expectFail, expectOk } from '../../../tests/helpers/expect.js';
import { addStaff, adminAs, adminCall, signIn, TEST_PASSWORD, type Session } from '../../../tests/helpers/staff.js';
import type { Json } from '../../../tests/helpers/test-app.js';
import { dialects } from '../../../tests/helpers/test-db.js';
import { auditRows, staffToken, useTestApp } from '../../../tests/helpers/suite.js';

describe.each(dialects())('admin events, levels and races on %s', (dialect) => {
  // the public API's answer cache on, as in production: a change must still show at once
  const { db, t } = useTestApp(dialect, { env: { API_CACHE_TTL_MS: '60000' } });
  let admin: Session;
  let editor: string;
  let scorer: string;
  let otherScorer: string;

  beforeAll(async () => {
    await addStaff(db.db, { email: 'admin@example.com', role: 'admin' });
    admin = await signIn(t, 'admin@example.com', TEST_PASSWORD, '192.0.2.10');
    editor = await staffToken(db.db, { role: 'editor' });
    scorer = await staffToken(db.db, { role: 'scorer', events: ['ADM-SCORED'] });
    otherScorer = await staffToken(db.db, { role: 'scorer', events: ['ELSEWHERE'] });
  });

  const as = (bearer: string) => adminAs(t, bearer);
  const eventBody = (eventCd: string, extra: Json = {}) => ({
    eventCd,
    name: '第一届管理台帆船赛',
    nameCode: 'First Console Regatta',
    status: '1',
    beginDate: '2027-05-01',
    endDate: '2027-05-03',
    address: '青岛奥帆中心',
    addressCode: 'Qingdao Olympic Sailing Center',
    ...extra,
  });
  const publicNames = async (name?: string) => {
    const res = await t.call(endpoints.eventList, { name, pageSize: 100 });
    return expectOk(res).records.map((e: Json) => e.eventCd) as string[];
  };

  it('answers 401 to every call without a session or token', async () => {
    const calls: [string, string][] = [
      ['GET', '/admin/events'],
      ['POST', '/admin/events'],
      ['GET', '/admin/events/X1'],
      ['PUT', '/admin/events/X1'],
      ['DELETE', '/admin/events/X1'],
      ['GET', '/admin/events/X1/levels'],
      ['POST', '/admin/events/X1/levels'],
      ['GET', '/admin/levels/L1'],
      ['PUT', '/admin/levels/L1'],
      ['DELETE', '/admin/levels/L1'],
      ['GET', '/admin/levels/L1/races'],
      ['POST', '/admin/levels/L1/races'],
      ['GET', '/admin/races/R1'],
      ['PUT', '/admin/races/R1'],
      ['DELETE', '/admin/races/R1'],
    ];
    for (const [method, p] of calls) {
      const res = await adminCall(t, method, p, { body: method === 'GET' ? undefined : {} });
      expect(res.status, `${method} ${p}`).toBe(401);
      expect(res.json).toMatchObject({ success: false, result: null });
    }
    // a revoked or made-up token is no better
    expect((await as('sf_' + 'x'.repeat(43)).get('/admin/events')).status).toBe(401);
  });

  it('creates an event (unpublished by default): answered whole, audited, listed for staff, not public', async () => {
    const res = await as(editor).post(
      '/admin/events',
      eventBody('ADM-1', { keywords: ['管理台杯', ' Console Cup ', '管理台杯'] }),
    );
    const event = expectOk(res);
    expect(event).toMatchObject({
      eventCd: 'ADM-1',
      matchCd: 'ADM-1',
      name: '第一届管理台帆船赛',
      isPublish: 0,
      keywords: ['管理台杯', 'Console Cup'],
      logo: null,
      officialWebsite: null,
    });
    expect(event.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

    const [row] = await auditRows(db.db, 'event', 'ADM-1');
    expect(row).toMatchObject({ action: 'create', via: 'token', beforeJson: null });
    expect(JSON.parse(row!.afterJson!)).toMatchObject({
      name: '第一届管理台帆船赛',
      isPublish: 0,
      keywords: ['管理台杯', 'Console Cup'],
    });
    expect(JSON.parse(row!.afterJson!)).not.toHaveProperty('updatedAt');

    const list = expectOk(await as(editor).get('/admin/events?q=console%20cup'));
    expect(list.records.map((e: Json) => e.eventCd)).toEqual(['ADM-1']);
    expect(expectOk(await as(editor).get('/admin/events/ADM-1')).name).toBe('第一届管理台帆船赛');
    expectFail(await t.call(endpoints.eventInfo, { eventCd: 'ADM-1' }), 404);
    expect(await publicNames()).not.toContain('ADM-1');
  });

  it('pages the list newest first, every event published or not', async () => {
    await createEvent(db.db, { eventCd: 'ADM-OLD', beginDate: '2001-01-01', isPublish: 0 });
    await createEvent(db.db, { eventCd: 'ADM-NEW', beginDate: '2099-01-01', isPublish: 1 });
    const first = expectOk(await as(editor).get('/admin/events?pageSize=2'));
    expect(first.records.map((e: Json) => e.eventCd)[0]).toBe('ADM-NEW');
    expect(first).toMatchObject({ pageNo: 1, pageSize: 2 });
    const all = expectOk(await as(editor).get('/admin/events?pageSize=100'));
    expect(all.records.map((e: Json) => e.eventCd)).toEqual(expect.arrayContaining(['ADM-OLD', 'ADM-NEW', 'ADM-1']));
    expect(all.records.at(-1).eventCd).toBe('ADM-OLD');
    const bad = await as(editor).get('/admin/events?page=0');
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toHaveProperty('page');
  });

  it('answers 400 with a message for each bad field', async () => {
    const res = await as(editor).post('/admin/events', {
      eventCd: 'bad code!',
      name: '   ',
      status: '9',
      beginDate: '2027-02-30',
      endDate: 'tomorrow',
      officialWebsite: 'javascript:alert(1)',
      logo: '//evil.example/x.png',
    });
    expect(res.status, res.text).toBe(400);
    expect(res.json).toMatchObject({ success: false, result: null, message: expect.any(String) });
    expect(Object.keys(res.json.errors).sort()).toEqual(
      ['beginDate', 'endDate', 'eventCd', 'logo', 'name', 'officialWebsite', 'status'].sort(),
    );
    // the last day before the first
    const dates = await as(editor).post(
      '/admin/events',
      eventBody('ADM-DATES', { beginDate: '2027-05-03', endDate: '2027-05-01' }),
    );
    expect(dates.status).toBe(400);
    expect(dates.json.errors).toEqual({ endDate: expect.stringMatching(/before/) });
    // a field no event has
    const unknown = await as(editor).post('/admin/events', eventBody('ADM-UNKNOWN', { colour: 'red' }));
    expect(unknown.status).toBe(400);
    // not JSON at all
    const text = await adminCall(t, 'POST', '/admin/events', { bearer: editor, body: 'name=x' });
    expect(text.status).toBe(400);
    expect(await auditRows(db.db, 'event', 'ADM-DATES')).toEqual([]);
  });

  it('answers 409 for a code that exists and 404 for one that does not', async () => {
    const dup = await as(editor).post('/admin/events', eventBody('ADM-1'));
    expect(expectFail(dup, 409)).toMatch(/already exists/);
    expectFail(await as(editor).get('/admin/events/NO-SUCH'), 404);
    expectFail(await as(editor).put('/admin/events/NO-SUCH', { name: 'x' }), 404);
    expectFail(await as(editor).del('/admin/events/NO-SUCH'), 404);
    expectFail(await as(editor).get('/admin/events/NO-SUCH/levels'), 404);
    expectFail(
      await as(editor).post('/admin/events/NO-SUCH/levels', { levelCd: 'L-X', levelName: 'x', status: '1' }),
      404,
    );
    expectFail(await as(editor).get('/admin/levels/NO-SUCH'), 404);
    expectFail(await as(editor).get('/admin/levels/NO-SUCH/races'), 404);
    expectFail(await as(editor).get('/admin/races/NO-SUCH'), 404);
  });

  it('publishes: the public list and detail show it at once (cache on), the audit row says publish', async () => {
    expect(await publicNames()).not.toContain('ADM-1'); // (the list is in the answer cache now)
    const current = expectOk(await as(editor).get('/admin/events/ADM-1'));
    const res = await as(editor).put('/admin/events/ADM-1', { isPublish: true, updatedAt: current.updatedAt });
    const published = expectOk(res);
    expect(published.isPublish).toBe(1);
    expect(published.updatedAt > current.updatedAt).toBe(true);
    expect(await publicNames()).toContain('ADM-1');
    expect(expectOk(await t.call(endpoints.eventInfo, { eventCd: 'ADM-1' })).name).toBe('第一届管理台帆船赛');
    const rows = await auditRows(db.db, 'event', 'ADM-1');
    expect(rows.at(-1)).toMatchObject({ action: 'publish' });
    expect(JSON.parse(rows.at(-1)!.beforeJson!)).toEqual({ isPublish: 0 });
    expect(JSON.parse(rows.at(-1)!.afterJson!)).toEqual({ isPublish: 1 });
  });

  it("keeps the organiser's English name (docs/decisions/0017): served publicly once published, refused past 300 characters", async () => {
    const current = expectOk(await as(editor).get('/admin/events/ADM-1'));
    const tooLong = await as(editor).put('/admin/events/ADM-1', {
      sponsorEn: 'x'.repeat(301),
      updatedAt: current.updatedAt,
    });
    expectFail(tooLong, 400);
    expect(Object.keys(tooLong.json.errors)).toEqual(['sponsorEn']);
    const saved = expectOk(
      await as(editor).put('/admin/events/ADM-1', {
        sponsor: '青岛市体育局',
        sponsorEn: 'Qingdao Municipal Sports Bureau',
        updatedAt: current.updatedAt,
      }),
    );
    expect(saved.sponsorEn).toBe('Qingdao Municipal Sports Bureau');
    const info = expectOk(await t.call(endpoints.eventInfo, { eventCd: 'ADM-1' }));
    expect(info).toMatchObject({ sponsor: '青岛市体育局', sponsorEn: 'Qingdao Municipal Sports Bureau' });
    const rows = await auditRows(db.db, 'event', 'ADM-1');
    expect(JSON.parse(rows.at(-1)!.afterJson!)).toMatchObject({ sponsorEn: 'Qingdao Municipal Sports Bureau' });
  });

  it('recomputes the search text: new keywords and names are found by the public search at once', async () => {
    expect(await publicNames('帆船节')).not.toContain('ADM-1');
    const res = await as(editor).put('/admin/events/ADM-1', {
      keywords: '帆船节\nSailing Week',
      addressCode: 'Fushan Bay',
    });
    expect(expectOk(res).keywords).toEqual(['帆船节', 'Sailing Week']);
    expect(await publicNames('帆船节')).toContain('ADM-1');
    expect(await publicNames('fushan bay')).toContain('ADM-1');
    expect(await publicNames('console cup')).not.toContain('ADM-1');
    const row = (await auditRows(db.db, 'event', 'ADM-1')).at(-1)!;
    expect(row.action).toBe('update');
    expect(Object.keys(JSON.parse(row.afterJson!)).sort()).toEqual(['addressCode', 'keywords']);
  });

  it('refuses a change made on a stale copy (409) and a no-op changes nothing', async () => {
    const current = expectOk(await as(editor).get('/admin/events/ADM-1'));
    const stale = await as(editor).put('/admin/events/ADM-1', { name: '改名', updatedAt: '2000-01-01T00:00:00.000Z' });
    expect(expectFail(stale, 409)).toMatch(/changed/);
    const staleDelete = await as(editor).del('/admin/events/ADM-1?updatedAt=2000-01-01T00:00:00.000Z');
    expectFail(staleDelete, 409);
    const same = expectOk(await as(editor).put('/admin/events/ADM-1', { name: current.name }));
    expect(same.updatedAt).toBe(current.updatedAt);
    expect(expectOk(await as(editor).get('/admin/events/ADM-1')).name).toBe(current.name);
  });

  it('lets a scorer read only their events, and change none of them (403)', async () => {
    await createEvent(db.db, { eventCd: 'ADM-SCORED', isPublish: 1 });
    const level = await createLevel(db.db, { eventCd: 'ADM-SCORED', levelCd: 'ADM-SCORED-L' });
    // issue 27: the events list and the event's page hold the scorer's events (and only those)
    const list = expectOk(await as(scorer).get('/admin/events?pageSize=100'));
    expect(list.records.map((e: Json) => e.eventCd)).toEqual(['ADM-SCORED']);
    expect(list.total).toBe(1);
    expect(expectOk(await as(scorer).get('/admin/events/ADM-SCORED')).eventCd).toBe('ADM-SCORED');
    expect(expectOk(await as(otherScorer).get('/admin/events?pageSize=100')).records).toEqual([]);
    expectFail(await as(otherScorer).get('/admin/events/ADM-SCORED'), 403);
    expectFail(await as(scorer).get('/admin/events/ADM-1'), 403);
    expectFail(await as(scorer).post('/admin/events', eventBody('ADM-BY-SCORER')), 403);
    expectFail(await as(scorer).put('/admin/events/ADM-SCORED', { name: 'x' }), 403);
    expectFail(await as(scorer).del('/admin/events/ADM-SCORED'), 403);
    expectFail(
      await as(scorer).post('/admin/events/ADM-SCORED/levels', { levelCd: 'S-L', levelName: 'x', status: '1' }),
      403,
    );
    expectFail(await as(scorer).put(`/admin/levels/${level.levelCd}`, { levelName: 'x' }), 403);
    // reading the classes of an assigned event is allowed (to find the races)
    expect(expectOk(await as(scorer).get('/admin/events/ADM-SCORED/levels')).map((l: Json) => l.levelCd)).toEqual([
      level.levelCd,
    ]);
    expectFail(await as(otherScorer).get('/admin/events/ADM-SCORED/levels'), 403);
    expectFail(await as(otherScorer).get(`/admin/levels/${level.levelCd}`), 403);
    expectFail(await as(otherScorer).get(`/admin/levels/${level.levelCd}/races`), 403);
    expectFail(
      await as(otherScorer).post(`/admin/levels/${level.levelCd}/races`, {
        raceCd: 'S-R',
        roundName: '第1轮',
        status: '0',
      }),
      403,
    );
    expect(await auditRows(db.db, 'race', 'S-R')).toEqual([]);
  });

  it('lets a scorer run the races of an assigned event, and only those', async () => {
    const created = await as(scorer).post('/admin/levels/ADM-SCORED-L/races', {
      raceCd: 'ADM-SR1',
      roundName: '第1轮',
      bureauName: 'A区',
      startTime: '2027-05-01 10:00',
      status: '1',
      traceUrl: 'https://trace.example.org/sr1',
    });
    const race = expectOk(created);
    expect(race).toMatchObject({ raceCd: 'ADM-SR1', startTime: '2027-05-01 10:00:00', showTime: '2027-05-01 10:00' });
    const updated = expectOk(
      await as(scorer).put('/admin/races/ADM-SR1', {
        status: '2',
        endTime: '2027-05-01 11:30',
        updatedAt: race.updatedAt,
      }),
    );
    expect(updated).toMatchObject({ status: '2', showTime: '2027-05-01 10:00 ~ 11:30' });
    expect((await auditRows(db.db, 'race', 'ADM-SR1')).map((r) => [r.action, r.via])).toEqual([
      ['create', 'token'],
      ['update', 'token'],
    ]);
    expectFail(await as(otherScorer).put('/admin/races/ADM-SR1', { status: '4' }), 403);
    expectFail(await as(otherScorer).get('/admin/races/ADM-SR1'), 403);
    expectFail(await as(otherScorer).del('/admin/races/ADM-SR1'), 403);
    // the public page of the running race
    const races = expectOk(await t.call(endpoints.levelRaces, { levelCd: 'ADM-SCORED-L' }));
    expect(races.map((r: Json) => [r.raceCd, r.status])).toEqual([['ADM-SR1', '2']]);
  });

  it('creates, orders, changes and deletes classes and races; the public calls follow at once', async () => {
    const base = `/admin/events/ADM-1/levels`;
    expect(expectOk(await t.call(endpoints.eventLevels, { eventCd: 'ADM-1' }))).toEqual([]);
    const ilca = expectOk(
      await as(editor).post(base, { levelCd: 'ADM-1-ILCA', levelName: '激光级', levelNameCode: 'ILCA 7', status: '1' }),
    );
    const optimist = expectOk(
      await as(editor).post(base, { levelCd: 'ADM-1-OPT', levelName: 'OP级', status: '1', sortOrder: 1 }),
    );
    expect(ilca.sortOrder).toBe(10);
    expectFail(await as(editor).post(base, { levelCd: 'ADM-1-OPT', levelName: 'dup', status: '1' }), 409);
    const bad = await as(editor).post(base, { levelCd: 'x y', levelName: '', status: 'racing', roundTotal: -1 });
    expect(Object.keys(bad.json.errors).sort()).toEqual(['levelCd', 'levelName', 'roundTotal', 'status']);
    expect(expectOk(await t.call(endpoints.eventLevels, { eventCd: 'ADM-1' })).map((l: Json) => l.levelCd)).toEqual([
      'ADM-1-OPT',
      'ADM-1-ILCA',
    ]);

    // a race: bad fields, then two in order
    const races = `/admin/levels/ADM-1-ILCA/races`;
    const badRace = await as(editor).post(races, {
      raceCd: 'ADM-1-R1',
      roundName: '第1轮',
      status: '7',
      startTime: '2027-05-01 25:00',
      traceUrl: 'javascript:alert(1)',
    });
    expect(Object.keys(badRace.json.errors).sort()).toEqual(['startTime', 'status', 'traceUrl']);
    const ends = await as(editor).post(races, {
      raceCd: 'ADM-1-R1',
      roundName: '第1轮',
      status: '1',
      startTime: '2027-05-01 12:00',
      endTime: '2027-05-01 11:00',
    });
    expect(ends.json.errors).toEqual({ endTime: expect.any(String) });
    const r1 = expectOk(
      await as(editor).post(races, { raceCd: 'ADM-1-R1', roundName: '第1轮', status: '1', bureauName: 'B区' }),
    );
    expectOk(await as(editor).post(races, { raceCd: 'ADM-1-R2', roundName: '第2轮', status: '0' }));
    expectFail(await as(editor).post(races, { raceCd: 'ADM-1-R2', roundName: 'dup', status: '0' }), 409);
    // reorder: R2 before R1
    expectOk(await as(editor).put('/admin/races/ADM-1-R1', { sortOrder: 100, updatedAt: r1.updatedAt }));
    expect(
      expectOk(await t.call(endpoints.levelRaces, { levelCd: 'ADM-1-ILCA' })).map((r: Json) => r.roundName),
    ).toEqual(['第2轮', '第1轮']);
    expect(expectOk(await as(editor).get(races)).map((r: Json) => r.raceCd)).toEqual(['ADM-1-R2', 'ADM-1-R1']);

    // a class with races goes with them (each race audited); stale first
    const level = expectOk(await as(editor).get('/admin/levels/ADM-1-ILCA'));
    expectFail(await as(editor).del('/admin/levels/ADM-1-ILCA', { updatedAt: '1999-01-01T00:00:00.000Z' }), 409);
    expectOk(await as(editor).del('/admin/levels/ADM-1-ILCA', { updatedAt: level.updatedAt }));
    expect((await auditRows(db.db, 'race', 'ADM-1-R1')).at(-1)).toMatchObject({ action: 'delete' });
    expect((await auditRows(db.db, 'level', 'ADM-1-ILCA')).map((r) => r.action)).toEqual(['create', 'delete']);
    expect(expectOk(await t.call(endpoints.eventLevels, { eventCd: 'ADM-1' })).map((l: Json) => l.levelCd)).toEqual([
      'ADM-1-OPT',
    ]);
    expectFail(await t.call(endpoints.levelRaces, { levelCd: 'ADM-1-ILCA' }), 404);
    expect(optimist.levelCd).toBe('ADM-1-OPT');
  });

  it('will not delete a class with published results, nor an event with classes (409)', async () => {
    await createScorePublication(db.db, { levelCd: 'ADM-1-OPT' });
    expect(expectFail(await as(editor).del('/admin/levels/ADM-1-OPT'), 409)).toMatch(/result/);
    expect(expectFail(await as(editor).del('/admin/events/ADM-1'), 409)).toMatch(/class/);
    expect(expectOk(await t.call(endpoints.eventInfo, { eventCd: 'ADM-1' })).eventCd).toBe('ADM-1');
  });

  it('unpublishes: the event and everything under it leave the public API at once', async () => {
    expect(await publicNames()).toContain('ADM-1');
    expectOk(await t.call(endpoints.eventLevels, { eventCd: 'ADM-1' }));
    expectOk(await as(editor).put('/admin/events/ADM-1', { isPublish: 0 }));
    expect(await publicNames()).not.toContain('ADM-1');
    expectFail(await t.call(endpoints.eventInfo, { eventCd: 'ADM-1' }), 404);
    expectFail(await t.call(endpoints.eventLevels, { eventCd: 'ADM-1' }), 404);
    expectFail(await t.call(endpoints.levelScores, { levelCd: 'ADM-1-OPT' }), 404);
    expect((await auditRows(db.db, 'event', 'ADM-1')).at(-1)).toMatchObject({ action: 'unpublish' });
    // staff still read it
    expect(expectOk(await as(editor).get('/admin/events/ADM-1')).isPublish).toBe(0);
  });

  it('works from the console with a session (CSRF token, same origin), and audits who did it', async () => {
    const res = await adminCall(t, 'POST', '/admin/events', { session: admin, body: eventBody('ADM-SESSION') });
    expectOk(res);
    const noToken = await adminCall(t, 'PUT', '/admin/events/ADM-SESSION', {
      session: admin,
      body: { name: 'x' },
      headers: { 'x-csrf-token': '' },
    });
    expect(noToken.status).toBe(403);
    const [row] = await auditRows(db.db, 'event', 'ADM-SESSION');
    expect(row).toMatchObject({ action: 'create', via: 'session', staffId: admin.staff.id });
  });

  it('deletes an event without classes, with its photos and videos, each audited', async () => {
    await db.db
      .insertInto('eventImages')
      .values({ eventCd: 'ADM-SESSION', imgUrl: '/uploads/media/x.jpg', title: null, isPublish: 1, sortOrder: 1 })
      .execute();
    const event = expectOk(await as(editor).get('/admin/events/ADM-SESSION'));
    expectOk(await as(editor).del(`/admin/events/ADM-SESSION?updatedAt=${encodeURIComponent(event.updatedAt)}`));
    expectFail(await as(editor).get('/admin/events/ADM-SESSION'), 404);
    expect((await auditRows(db.db, 'event', 'ADM-SESSION')).map((r) => r.action)).toEqual(['create', 'delete']);
    const images = await auditRows(db.db, 'image');
    expect(images.map((r) => r.action)).toEqual(['delete']);
    expect(JSON.parse(images[0]!.beforeJson!)).toMatchObject({
      eventCd: 'ADM-SESSION',
      imgUrl: '/uploads/media/x.jpg',
    });
  });
});
