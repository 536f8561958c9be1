/**
 * Issue 27: an admin resets a staff member's password in the console, on SQLite and PostgreSQL.
 * POST /admin/staff/{id}/reset-password (admin only; not one's own) answers a one-time password
 * once, ends the account's sessions, and is audited; signing in with it answers
 * mustChangePassword: true and every call but GET /admin/me, the change and sign-out answers
 * 403 until POST /admin/me/password sets a password of the person's own (audited; the flag
 * cleared, the old one-time password no longer works).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from '../../db/factories.js';
import { addStaff, adminCall, signIn, TEST_PASSWORD, type Session } from '../../../tests/helpers/staff.js';
import { dialects } from '../../../tests/helpers/test-db.js';
import { staffToken, useTestApp } from '../../../tests/helpers/suite.js';

describe.each(dialects())('an admin resets a password; the person changes it at the next sign-in, on %s', (dialect) => {
  const { db, t } = useTestApp(dialect);
  let admin: Session;
  let editorToken: string;
  let scorerId: number;

  beforeAll(async () => {
    await createEvent(db.db, { eventCd: 'PW-E' });
    await addStaff(db.db, { email: 'pw.admin@example.com', role: 'admin' });
    admin = await signIn(t, 'pw.admin@example.com', TEST_PASSWORD, '192.0.2.31');
    editorToken = await staffToken(db.db, { role: 'editor' });
    scorerId = (
      await addStaff(db.db, { email: 'pw.scorer@example.com', name: 'Pat Scorer', role: 'scorer', events: ['PW-E'] })
    ).id;
  });

  const audits = () =>
    db.db
      .selectFrom('auditLog')
      .select(['action', 'staffId'])
      .where('entity', '=', 'staff')
      .where('code', '=', String(scorerId))
      .where('action', '=', 'password')
      .execute();

  it('is for admins only, and not for one’s own account', async () => {
    const byEditor = await adminCall(t, 'POST', `/admin/staff/${scorerId}/reset-password`, { bearer: editorToken });
    expect(byEditor.status).toBe(403);
    const own = await adminCall(t, 'POST', `/admin/staff/${admin.staff.id}/reset-password`, { session: admin });
    expect(own.status).toBe(400);
    const missing = await adminCall(t, 'POST', '/admin/staff/999999/reset-password', { session: admin });
    expect(missing.status).toBe(404);
    expect(await audits()).toEqual([]);
  });

  it('answers a one-time password once; the person must choose their own before anything else', async () => {
    const before = await signIn(t, 'pw.scorer@example.com', TEST_PASSWORD, '192.0.2.32');
    const reset = await adminCall(t, 'POST', `/admin/staff/${scorerId}/reset-password`, { session: admin });
    expect(reset.status, reset.text).toBe(200);
    const oneTime = reset.json.result.password as string;
    expect(oneTime).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/);
    expect(await audits()).toEqual([{ action: 'password', staffId: admin.staff.id }]);
    // the session of before the reset has ended; the old password no longer signs in
    expect((await adminCall(t, 'GET', '/admin/me', { session: before })).status).toBe(401);
    const old = await t.request(`${t.config.API_PREFIX}/admin/session`, {
      method: 'POST',
      body: { email: 'pw.scorer@example.com', password: TEST_PASSWORD },
      ip: '192.0.2.33',
    });
    expect(old.status).toBe(401);

    // signing in with it: the answer says a change is required, and nothing else is allowed
    const res = await t.request(`${t.config.API_PREFIX}/admin/session`, {
      method: 'POST',
      body: { email: 'pw.scorer@example.com', password: oneTime },
      ip: '192.0.2.34',
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json.result.mustChangePassword).toBe(true);
    const s = await signIn(t, 'pw.scorer@example.com', oneTime, '192.0.2.35');
    expect((await adminCall(t, 'GET', '/admin/me', { session: s })).json.result.mustChangePassword).toBe(true);
    expect((await adminCall(t, 'GET', '/admin/events', { session: s })).status).toBe(403);
    expect((await adminCall(t, 'GET', '/admin/events/PW-E/levels', { session: s })).status).toBe(403);

    // the change: the one-time password must be right, the new one follow the rules
    const wrong = await adminCall(t, 'POST', '/admin/me/password', {
      session: s,
      body: { current: 'not it at all', password: 'Sea-Breeze-Tide-2027' },
    });
    expect(wrong.status).toBe(400);
    expect(Object.keys(wrong.json.errors)).toEqual(['current']);
    const short = await adminCall(t, 'POST', '/admin/me/password', {
      session: s,
      body: { current: oneTime, password: 'short' },
    });
    expect(short.status).toBe(400);
    expect(Object.keys(short.json.errors)).toEqual(['password']);
    const ok = await adminCall(t, 'POST', '/admin/me/password', {
      session: s,
      body: { current: oneTime, password: 'Sea-Breeze-Tide-2027' },
    });
    expect(ok.status, ok.text).toBe(200);
    expect(await audits()).toHaveLength(2);

    // the same session goes on, everything allowed again
    expect((await adminCall(t, 'GET', '/admin/me', { session: s })).json.result.mustChangePassword).toBe(false);
    expect((await adminCall(t, 'GET', '/admin/events', { session: s })).status).toBe(200);
    const again = await t.request(`${t.config.API_PREFIX}/admin/session`, {
      method: 'POST',
      body: { email: 'pw.scorer@example.com', password: 'Sea-Breeze-Tide-2027' },
      ip: '192.0.2.36',
    });
    expect(again.json.result.mustChangePassword).toBe(false);
  });
});
