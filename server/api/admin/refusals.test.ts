/**
 * Issue 27, "codes, not prose": every refusal of the admin API carries its refusal code in the
 * envelope, and an `invalid` one a field issue code with its parameters for each bad field, on
 * SQLite and PostgreSQL. The message stays English prose; nothing here reads it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { REFUSAL_CODES, REFUSAL_STATUS, type AdminRefusal } from '../../../shared/admin/refusals.js';
import { createEvent, createLevel, createScorePublication } from '../../db/factories.js';
import {
  addStaff,
  adminAs,
  adminCall,
  signIn,
  TEST_ORIGIN,
  TEST_PASSWORD,
  type Session,
} from '../../../tests/helpers/staff.js';
import { type Json, type TestResponse } from '../../../tests/helpers/test-app.js';
import { dialects } from '../../../tests/helpers/test-db.js';
import { staffToken, useTestApp } from '../../../tests/helpers/suite.js';

/** the refusal's envelope, after checking its status and that its code is one of the codes */
function refusal(res: TestResponse, code: AdminRefusal['code']): AdminRefusal {
  expect(res.status, res.text).toBe(REFUSAL_STATUS[code]);
  const body = res.json as AdminRefusal;
  expect(body.success).toBe(false);
  expect(body.result).toBeNull();
  expect(body.code).toBe(code);
  expect(REFUSAL_CODES).toContain(body.code);
  expect(typeof body.message).toBe('string');
  return body;
}

describe.each(dialects())('admin refusal codes on %s', (dialect) => {
  const { db, t } = useTestApp(dialect);
  let admin: Session;
  let adminId: number;
  let editor: string;
  let scorer: string;

  beforeAll(async () => {
    adminId = (await addStaff(db.db, { email: 'codes-admin@example.com', role: 'admin' })).id;
    admin = await signIn(t, 'codes-admin@example.com', TEST_PASSWORD, '192.0.2.20');
    editor = await staffToken(db.db, { role: 'editor' });
    scorer = await staffToken(db.db, { role: 'scorer', events: ['CODES-OWN'] });
  });

  const as = (bearer: string) => adminAs(t, bearer);
  const event = (eventCd: string, extra: Json = {}) => ({
    eventCd,
    name: '代码帆船赛',
    status: '1',
    beginDate: '2027-06-01',
    endDate: '2027-06-03',
    ...extra,
  });

  it('invalid: each bad field with its issue code and parameters', async () => {
    const res = await as(editor).post(
      '/admin/events',
      event('bad code!', {
        name: '',
        address: 'x'.repeat(201),
        officialWebsite: 'www.example.com',
        logo: 'javascript:alert(1)',
        beginDate: '2027-13-40',
        status: '9',
        isPublish: 5,
      }),
    );
    const body = refusal(res, 'invalid');
    const byField = Object.fromEntries((body.issues ?? []).map((i) => [i.field, i]));
    expect(byField.eventCd).toEqual({ field: 'eventCd', code: 'code', params: { max: 64 } });
    expect(byField.name).toEqual({ field: 'name', code: 'required' });
    expect(byField.address).toEqual({ field: 'address', code: 'too_long', params: { max: 200 } });
    expect(byField.officialWebsite).toEqual({ field: 'officialWebsite', code: 'web_url' });
    expect(byField.logo).toEqual({ field: 'logo', code: 'media_url' });
    expect(byField.beginDate).toEqual({ field: 'beginDate', code: 'date' });
    expect(byField.status).toEqual({ field: 'status', code: 'one_of', params: { options: ['1', '2', '3'] } });
    expect(byField.isPublish?.code).toBe('one_of');
    // the English messages stay, for a person reading the answer
    expect(body.errors?.address).toMatch(/200/);
  });

  it('invalid: an absent field is required, a wrong type says what it expects, unknown keys are named', async () => {
    const missing = refusal(await as(editor).post('/admin/events', { eventCd: 'CODES-X' }), 'invalid');
    expect(missing.issues).toContainEqual({ field: 'name', code: 'required' });
    const typed = refusal(await as(editor).post('/admin/events', event('CODES-T', { name: 12 })), 'invalid');
    expect(typed.issues).toContainEqual({ field: 'name', code: 'type', params: { expected: 'string' } });
    const staff = await as(editor).get('/admin/staff');
    refusal(staff, 'forbidden');
    const keys = refusal(
      await adminCall(t, 'PUT', `/admin/staff/${adminId}`, { session: admin, body: { password: 'x' } }),
      'invalid',
    );
    expect(keys.issues?.[0]?.code).toBe('unknown_keys');
  });

  it('invalid: a rule between fields names the field and the rule', async () => {
    const res = await as(editor).post('/admin/events', event('CODES-END', { endDate: '2027-05-01' }));
    expect(refusal(res, 'invalid').issues).toEqual([{ field: 'endDate', code: 'end_before_start' }]);
  });

  it('invalid: the password rules and the staff rules have their own codes', async () => {
    const short = await adminCall(t, 'POST', '/admin/staff', {
      session: admin,
      body: { email: 'new-codes@example.com', name: 'N', role: 'editor', password: 'short' },
    });
    expect(refusal(short, 'invalid').issues).toEqual([
      { field: 'password', code: 'password_short', params: { min: 10 } },
    ]);
    const common = await adminCall(t, 'POST', '/admin/staff', {
      session: admin,
      body: { email: 'new-codes@example.com', name: 'N', role: 'editor', password: 'aaaaaaaaaaaa' },
    });
    expect(refusal(common, 'invalid').issues?.[0]?.code).toBe('password_simple');
    const events = await adminCall(t, 'POST', '/admin/staff', {
      session: admin,
      body: { email: 'new-codes@example.com', name: 'N', role: 'editor', password: TEST_PASSWORD, events: ['E1'] },
    });
    expect(refusal(events, 'invalid').issues).toEqual([{ field: 'events', code: 'scorer_only' }]);
    const own = await adminCall(t, 'PUT', `/admin/staff/${adminId}`, { session: admin, body: { disabled: true } });
    expect(refusal(own, 'invalid').issues).toEqual([{ field: 'disabled', code: 'own_account' }]);
  });

  it('unauthenticated, forbidden and missing', async () => {
    refusal(await adminCall(t, 'GET', '/admin/events'), 'unauthenticated');
    refusal(await adminCall(t, 'GET', '/admin/events', { bearer: 'sf_nope' }), 'unauthenticated');
    refusal(
      await adminCall(t, 'GET', '/admin/me', { headers: { cookie: `sf_staff=${'a'.repeat(43)}` } }),
      'unauthenticated',
    );
    // a cookie write from another origin
    refusal(
      await adminCall(t, 'POST', '/admin/events', {
        session: admin,
        body: event('CODES-O'),
        headers: { origin: 'https://evil.example' },
      }),
      'forbidden',
    );
    refusal(await as(scorer).get('/admin/events/CODES-OTHER/levels'), 'forbidden');
    refusal(await as(editor).get('/admin/events/NO-SUCH-EVENT'), 'missing');
    refusal(await as(editor).get('/admin/no-such-call'), 'missing');
    refusal(await as(editor).get('/admin/photos/abc'), 'missing');
  });

  it('exists, stale and in-use (with what hangs on the record)', async () => {
    const created = await as(editor).post('/admin/events', event('CODES-A'));
    expect(created.status, created.text).toBe(200);
    refusal(await as(editor).post('/admin/events', event('CODES-A')), 'exists');
    const { eventCd: _code, ...fields } = event('CODES-A');
    const stale = await as(editor).put('/admin/events/CODES-A', { ...fields, updatedAt: '2000-01-01T00:00:00.000Z' });
    refusal(stale, 'stale');

    const withClass = await createEvent(db.db, { eventCd: 'CODES-B' });
    const level = await createLevel(db.db, { eventCd: withClass.eventCd, levelCd: 'CODES-B-L' });
    const eventInUse = refusal(await as(editor).del('/admin/events/CODES-B'), 'in-use');
    expect(eventInUse.params).toEqual({ what: 'classes' });
    await createScorePublication(db.db, { levelCd: level.levelCd });
    const levelInUse = refusal(await as(editor).del('/admin/levels/CODES-B-L'), 'in-use');
    expect(levelInUse.params).toEqual({ what: 'results' });

    const lastAdmin = await adminCall(t, 'PUT', `/admin/staff/${adminId}`, {
      session: admin,
      body: { role: 'editor' },
    });
    expect(refusal(lastAdmin, 'in-use').params).toEqual({ what: 'last-admin' });
    const taken = await adminCall(t, 'POST', '/admin/staff', {
      session: admin,
      body: { email: 'codes-admin@example.com', name: 'Again', role: 'editor', password: TEST_PASSWORD },
    });
    expect(refusal(taken, 'exists').params).toEqual({ field: 'email' });
  });

  it('too-large and unsupported', async () => {
    const big = await adminCall(t, 'POST', '/admin/events', {
      bearer: editor,
      body: JSON.stringify(event('CODES-BIG', { address: 'x'.repeat(t.config.BODY_LIMIT) })),
      headers: { 'content-type': 'application/json' },
    });
    refusal(big, 'too-large');
    const text = await adminCall(t, 'POST', '/admin/events', {
      bearer: editor,
      body: 'eventCd=X',
      headers: { 'content-type': 'text/plain' },
    });
    refusal(text, 'unsupported');
  });

  it('rate-limited after too many failed sign-ins, with when to try again', async () => {
    let last: TestResponse | undefined;
    for (let i = 0; i < 30; i++) {
      last = await t.request(`${t.config.API_PREFIX}/admin/session`, {
        method: 'POST',
        body: { email: 'codes-admin@example.com', password: 'wrong password' },
        ip: '192.0.2.99',
        headers: { origin: TEST_ORIGIN },
      });
      if (last.status === 429) break;
      refusal(last, 'unauthenticated');
    }
    const limited = refusal(last!, 'rate-limited');
    expect(Number(limited.params?.retryAfter)).toBeGreaterThan(0);
  });
});
