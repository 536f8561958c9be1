/**
 * Issue 30, protest hearings, on SQLite and PostgreSQL: the admin calls refuse nobody signed in
 * (401), a scorer of another event (403, by the event's path and by a hearing's id), a cookie write
 * from another site or without its CSRF token (403), malformed and huge bodies (400, 413); a
 * hearing gets the event's next number (concurrent ones too); a decided one needs its decision; a
 * class of another event is refused on its field; every change is audited and version-checked; the
 * public answer holds published hearings only, of published events only, and shows a change at
 * once (the answer cache is cleared); a published hearing is not deleted; the time limits are set
 * as a whole list; a decision file is public only with its published hearing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../../shared/endpoints.js';
import { createEvent, createLevel } from '../../db/factories.js';
import { isPublishedMedia } from '../../media-access.js';
import { addStaff, adminCall, signIn, type Session } from '../../../tests/helpers/staff.js';
import type { Json } from '../../../tests/helpers/test-app.js';
import { dialects } from '../../../tests/helpers/test-db.js';
import { useTestApp } from '../../../tests/helpers/suite.js';

describe.each(dialects())('admin hearings on %s', (dialect) => {
  const { db, t } = useTestApp(dialect, { env: { API_CACHE_TTL_MS: '60000' } });
  let admin: Session;
  let editor: Session;
  let scorer: Session;
  let otherScorer: Session;

  const hearing = (over: Json = {}): Json => ({
    kind: 'protest',
    protestor: 'CHN 1234',
    protestees: 'CHN 5678, HKG 12',
    levelCd: 'HE-A-470',
    races: ['R3'],
    rules: 'RRS 10',
    hearingTime: '2026-11-20 19:30',
    room: '仲裁室 1',
    roomEn: 'Jury room 1',
    ...over,
  });
  const as = (session: Session) => ({
    get: (p: string) => adminCall(t, 'GET', p, { session }),
    post: (p: string, body: Json) => adminCall(t, 'POST', p, { session, body }),
    put: (p: string, body: Json) => adminCall(t, 'PUT', p, { session, body }),
    del: (p: string, body?: Json) => adminCall(t, 'DELETE', p, { session, body }),
  });
  const ok = (res: { status: number; text: string; json: Json }): Json => {
    expect(res.status, res.text).toBe(200);
    return res.json.result;
  };
  const refused = (res: { status: number; text: string; json: Json }, status: number, code: string): Json => {
    expect(res.status, res.text).toBe(status);
    expect(res.json).toMatchObject({ success: false, result: null, code });
    return res.json;
  };
  const board = (eventCd: string) => t.call(endpoints.eventHearings, { eventCd });
  const audits = () =>
    db.db.selectFrom('auditLog').selectAll().where('entity', 'like', 'hearing%').orderBy('id').execute();

  beforeAll(async () => {
    await createEvent(db.db, { eventCd: 'HE-A', isPublish: 1 });
    await createEvent(db.db, { eventCd: 'HE-B', isPublish: 1 });
    await createEvent(db.db, { eventCd: 'HE-U', isPublish: 0 });
    await createLevel(db.db, { eventCd: 'HE-A', levelCd: 'HE-A-470', levelName: '470级', levelNameCode: '470' });
    await createLevel(db.db, { eventCd: 'HE-B', levelCd: 'HE-B-ILCA', levelName: 'ILCA 7', levelNameCode: 'ILCA 7' });
    await addStaff(db.db, { email: 'admin@example.com', role: 'admin' });
    await addStaff(db.db, { email: 'editor@example.com', role: 'editor' });
    await addStaff(db.db, { email: 'scorer@example.com', role: 'scorer', events: ['HE-A', 'HE-U'] });
    await addStaff(db.db, { email: 'other@example.com', role: 'scorer', events: ['HE-B'] });
    admin = await signIn(t, 'admin@example.com', undefined, '192.0.2.1');
    editor = await signIn(t, 'editor@example.com', undefined, '192.0.2.2');
    scorer = await signIn(t, 'scorer@example.com', undefined, '192.0.2.3');
    otherScorer = await signIn(t, 'other@example.com', undefined, '192.0.2.4');
  });

  it('refuses nobody signed in, a scorer of another event, another origin and a write without its CSRF token', async () => {
    const first = ok(await as(scorer).post('/admin/events/HE-A/hearings', hearing()));
    expect(first.number).toBe(1);
    const calls = [
      ['GET', '/admin/events/HE-A/hearings'],
      ['POST', '/admin/events/HE-A/hearings'],
      ['GET', `/admin/hearings/${first.id}`],
      ['PUT', `/admin/hearings/${first.id}`],
      ['DELETE', `/admin/hearings/${first.id}`],
      ['GET', '/admin/events/HE-A/hearing-limits'],
      ['PUT', '/admin/events/HE-A/hearing-limits'],
    ] as const;
    for (const [method, path] of calls) {
      const body = method === 'POST' ? hearing() : method === 'PUT' ? { limits: [], status: 'decided' } : undefined;
      refused(await adminCall(t, method, path, { body }), 401, 'unauthenticated');
      refused(await adminCall(t, method, path, { session: otherScorer, body }), 403, 'forbidden');
    }
    // another site's page posting with the editor's cookie; the editor's own page without the token
    refused(
      await adminCall(t, 'POST', '/admin/events/HE-A/hearings', {
        session: editor,
        body: hearing(),
        headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      }),
      403,
      'forbidden',
    );
    refused(
      await adminCall(t, 'PUT', `/admin/hearings/${first.id}`, {
        session: editor,
        body: { status: 'withdrawn' },
        headers: { 'x-csrf-token': '' },
      }),
      403,
      'forbidden',
    );
    // an unknown hearing is 404 for anyone, before the scorer's check
    refused(await as(otherScorer).get('/admin/hearings/999999'), 404, 'missing');
    refused(await as(editor).get('/admin/hearings/abc'), 404, 'missing');
    const rows = await db.db.selectFrom('hearings').selectAll().execute();
    expect(rows.map((r) => [r.eventCd, Number(r.number), r.status])).toEqual([['HE-A', 1, 'scheduled']]);
    expect((await audits()).map((a) => a.action)).toEqual(['create']);
  });

  it('numbers each event’s hearings in the order they are entered, concurrent ones too', async () => {
    const second = ok(await as(editor).post('/admin/events/HE-A/hearings', hearing({ kind: 'redress' })));
    expect(second.number).toBe(2);
    // another event counts from 1
    const b1 = ok(await as(otherScorer).post('/admin/events/HE-B/hearings', hearing({ levelCd: 'HE-B-ILCA' })));
    expect(b1.number).toBe(1);
    const many = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        as(admin).post('/admin/events/HE-A/hearings', hearing({ protestor: `CHN ${100 + i}` })),
      ),
    );
    const numbers = many.map((r) => ok(r).number).sort((a: number, b: number) => a - b);
    expect(numbers).toEqual([3, 4, 5, 6, 7, 8]);
    const list = ok(await as(scorer).get('/admin/events/HE-A/hearings'));
    expect(list.map((h: Json) => h.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(list[0]).toMatchObject({
      eventCd: 'HE-A',
      kind: 'protest',
      protestor: 'CHN 1234',
      protestees: ['CHN 5678', 'HKG 12'],
      levelCd: 'HE-A-470',
      levelName: '470级',
      races: ['R3'],
      hearingTime: '2026-11-20 19:30:00',
      status: 'scheduled',
      isPublish: 0,
    });
    // an unknown event: 404 (an admin), nothing stored
    refused(await as(admin).post('/admin/events/HE-NONE/hearings', hearing({ levelCd: null })), 404, 'missing');
    // a deleted (unpublished) last hearing: the next one takes the highest number + 1
    const last = list[7];
    ok(await as(admin).del(`/admin/hearings/${last.id}`, { updatedAt: last.updatedAt }));
    expect(ok(await as(admin).post('/admin/events/HE-A/hearings', hearing())).number).toBe(8);
  });

  it('refuses bad, hostile, malformed and huge bodies, each on its field and nothing stored', async () => {
    const before = await db.db.selectFrom('hearings').select('id').execute();
    const post = (body: Json, session = editor) =>
      adminCall(t, 'POST', '/admin/events/HE-A/hearings', { session, body });
    const field = async (body: Json, name: string) => {
      const res = refused(await post(body), 400, 'invalid');
      expect(Object.keys(res.errors), JSON.stringify(res.errors)).toContain(name);
    };
    await field(hearing({ kind: 'duel' }), 'kind');
    await field(hearing({ protestor: '' }), 'protestor');
    await field(hearing({ protestor: 'a\nb' }), 'protestor');
    await field(hearing({ levelCd: 'HE-B-ILCA' }), 'levelCd');
    await field(hearing({ levelCd: '../x' }), 'levelCd');
    await field(hearing({ races: ['R1', 'r1'] }), 'races');
    await field(hearing({ races: ['<script>'] }), 'races');
    await field(hearing({ protestees: Array.from({ length: 21 }, (_, i) => `GBR ${i}`) }), 'protestees');
    await field(hearing({ hearingTime: '2026-02-30 10:00' }), 'hearingTime');
    await field(hearing({ status: 'decided' }), 'decision');
    await field(hearing({ decision: 'x'.repeat(5001) }), 'decision');
    await field(hearing({ decision: 'bell\u0007' }), 'decision');
    await field(hearing({ decisionFile: 'javascript:alert(1)' }), 'decisionFile');
    await field(hearing({ isPublish: 'yes' }), 'isPublish');
    await field(hearing({ number: 99 }), '');
    // not JSON, not an object, not UTF-8, a NUL, the wrong type
    refused(await post('{"kind":'), 400, 'invalid');
    refused(await post('[1,2]'), 400, 'invalid');
    refused(await post(new Uint8Array([0x7b, 0xff, 0xfe, 0x7d])), 400, 'invalid');
    refused(await post('{"kind":"protest","protestor":"a\\u0000b"}'), 400, 'invalid');
    refused(
      await adminCall(t, 'POST', '/admin/events/HE-A/hearings', {
        session: editor,
        body: 'kind=protest',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
      415,
      'unsupported',
    );
    // over the body limit (64 KiB; the API's limit when larger): refused by its length, unread
    refused(await post(JSON.stringify(hearing({ decision: '裁'.repeat(200_000) }))), 413, 'too-large');
    refused(
      await adminCall(t, 'PUT', '/admin/events/HE-A/hearing-limits', {
        session: editor,
        body: JSON.stringify({
          limits: Array.from({ length: 5000 }, () => ({ day: '2026-01-01', limitTime: '18:00' })),
        }),
      }),
      413,
      'too-large',
    );
    expect(await db.db.selectFrom('hearings').select('id').execute()).toHaveLength(before.length);
  });

  it('serves published hearings of published events only, shows a change at once, and checks versions', async () => {
    // nothing published yet: an empty board (the answer is cached for a minute)
    const empty = ok(await board('HE-A'));
    expect(empty).toEqual({ eventCd: 'HE-A', timeZone: 'Asia/Shanghai', hearings: [], timeLimits: [] });
    const list = ok(await as(scorer).get('/admin/events/HE-A/hearings'));
    const h1 = list[0];
    // the scorer decides and publishes hearing 1
    const decided = ok(
      await as(scorer).put(`/admin/hearings/${h1.id}`, {
        status: 'decided',
        decision: '判 CHN 5678 第3轮 DSQ。\n规则 10。',
        decisionEn: 'CHN 5678 disqualified in R3.',
        isPublish: 1,
        updatedAt: h1.updatedAt,
      }),
    );
    expect(decided).toMatchObject({ status: 'decided', isPublish: 1 });
    const pub = ok(await board('HE-A'));
    expect(pub.hearings).toEqual([
      {
        number: 1,
        kind: 'protest',
        protestor: 'CHN 1234',
        protestees: ['CHN 5678', 'HKG 12'],
        levelCd: 'HE-A-470',
        levelName: '470级',
        levelNameCode: '470',
        races: ['R3'],
        rules: 'RRS 10',
        hearingTime: '2026-11-20 19:30:00',
        room: '仲裁室 1',
        roomEn: 'Jury room 1',
        status: 'decided',
        decision: '判 CHN 5678 第3轮 DSQ。\n规则 10。',
        decisionEn: 'CHN 5678 disqualified in R3.',
        decisionFile: null,
        updatedAt: decided.updatedAt,
      },
    ]);
    // the copy read before the change is stale now: 409, nothing changed
    refused(
      await as(editor).put(`/admin/hearings/${h1.id}`, { status: 'withdrawn', updatedAt: h1.updatedAt }),
      409,
      'stale',
    );
    // unpublished: gone from the public answer at once
    ok(await as(editor).put(`/admin/hearings/${h1.id}`, { isPublish: 0 }));
    expect(ok(await board('HE-A')).hearings).toEqual([]);
    ok(await as(editor).put(`/admin/hearings/${h1.id}`, { isPublish: 1 }));
    expect(ok(await board('HE-A')).hearings.map((h: Json) => h.number)).toEqual([1]);
    // an unpublished event's hearings are not served, published or not
    const u = ok(await as(scorer).post('/admin/events/HE-U/hearings', hearing({ levelCd: null, isPublish: 1 })));
    expect(u.isPublish).toBe(1);
    const hidden = await board('HE-U');
    expect(hidden.status).toBe(404);
    expect(hidden.json).toMatchObject({ success: false, result: null });
    expect((await board('NOPE')).status).toBe(404);
    expect((await t.post('/event/hearings/a%20b', {})).status).toBe(400);
    const actions = (await audits()).filter((a) => a.code === String(h1.id)).map((a) => a.action);
    expect(actions).toEqual(['create', 'publish', 'unpublish', 'publish']);
  });

  it('does not delete a published hearing (withdraw or unpublish it first)', async () => {
    const [h1] = ok(await as(editor).get('/admin/events/HE-A/hearings'));
    const res = refused(await as(admin).del(`/admin/hearings/${h1.id}`), 409, 'in-use');
    expect(res.params).toEqual({ what: 'published' });
    const withdrawn = ok(
      await as(scorer).put(`/admin/hearings/${h1.id}`, { status: 'withdrawn', updatedAt: h1.updatedAt }),
    );
    expect(ok(await board('HE-A')).hearings[0].status).toBe('withdrawn');
    refused(await as(admin).del(`/admin/hearings/${h1.id}`, { updatedAt: h1.updatedAt }), 409, 'stale');
    ok(await as(scorer).put(`/admin/hearings/${h1.id}`, { isPublish: 0, updatedAt: withdrawn.updatedAt }));
    ok(await as(scorer).del(`/admin/hearings/${h1.id}`));
    refused(await as(scorer).get(`/admin/hearings/${h1.id}`), 404, 'missing');
    const deleted = (await audits()).filter((a) => a.code === String(h1.id) && a.action === 'delete');
    expect(deleted).toHaveLength(1);
  });

  it('sets the protest time limits as a whole list, version-checked, served with the hearings', async () => {
    const start = ok(await as(scorer).get('/admin/events/HE-A/hearing-limits'));
    expect(start).toEqual({ eventCd: 'HE-A', limits: [], updatedAt: null });
    const limits = [
      {
        day: '2026-11-21',
        limitTime: '18:30',
        note: '最后一轮结束后 60 分钟',
        noteEn: '60 minutes after the last race',
      },
      { day: '2026-11-20', limitTime: '18:00' },
    ];
    const set = ok(await as(scorer).put('/admin/events/HE-A/hearing-limits', { limits, updatedAt: null }));
    expect(set.limits.map((l: Json) => l.day)).toEqual(['2026-11-20', '2026-11-21']);
    expect(set.updatedAt).toEqual(expect.any(String));
    // a second editor who read the empty list: stale
    refused(await as(editor).put('/admin/events/HE-A/hearing-limits', { limits: [], updatedAt: null }), 409, 'stale');
    const bad = refused(
      await as(editor).put('/admin/events/HE-A/hearing-limits', {
        limits: [
          { day: '2026-11-20', limitTime: '25:00' },
          { day: '2026-11-20', limitTime: '18:00' },
        ],
      }),
      400,
      'invalid',
    );
    expect(Object.keys(bad.errors)).toContain('limits.0.limitTime');
    refused(
      await as(editor).put('/admin/events/HE-A/hearing-limits', {
        limits: [
          { day: '2026-11-20', limitTime: '18:00' },
          { day: '2026-11-20', limitTime: '19:00' },
        ],
      }),
      400,
      'invalid',
    );
    expect(ok(await board('HE-A')).timeLimits).toEqual([
      { day: '2026-11-20', limitTime: '18:00', note: null, noteEn: null },
      {
        day: '2026-11-21',
        limitTime: '18:30',
        note: '最后一轮结束后 60 分钟',
        noteEn: '60 minutes after the last race',
      },
    ]);
    const audit = (await audits()).filter((a) => a.entity === 'hearing-limits');
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.afterJson!).limits).toHaveLength(2);
  });

  it('serves a decision file only while its hearing and event are published', async () => {
    const url = '/uploads/2026/11/decision-h9.pdf';
    const h = ok(await as(editor).post('/admin/events/HE-A/hearings', hearing({ decisionFile: url })));
    expect(await isPublishedMedia(db.db, [url], null)).toBe(false);
    ok(await as(editor).put(`/admin/hearings/${h.id}`, { isPublish: 1 }));
    expect(await isPublishedMedia(db.db, [url], null)).toBe(true);
    ok(await as(editor).put(`/admin/hearings/${h.id}`, { isPublish: 0 }));
    expect(await isPublishedMedia(db.db, [url], null)).toBe(false);
  });
});
