/**
 * Issue 18: staff accounts through the admin API (admin only) and the audit log (admin,
 * editor), on SQLite and PostgreSQL; audit() writes only the changed fields, in the change's
 * transaction; canScoreEvent.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { dialects, openTestDb } from '../../../tests/helpers/test-db.js';
import { addStaff, adminCall, signIn, TEST_PASSWORD, type Session } from '../../../tests/helpers/staff.js';
import { migrate } from '../../db/client.js';
import { createStaff } from '../../queries/staff.js';
import { createEvent } from '../../db/factories.js';
import { audit, changedFields } from './audit.js';
import { canScoreEvent } from './auth.js';
import { auditRows, useTestApp } from '../../../tests/helpers/suite.js';

describe.each(dialects())('staff accounts and the audit log on %s', (dialect) => {
  const { db, t } = useTestApp(dialect);
  let admin: Session;
  let editor: Session;
  let adminId: number;

  beforeAll(async () => {
    const a = await addStaff(db.db, { email: 'admin@example.com', name: 'Ada Admin', role: 'admin' });
    adminId = a.id;
    await addStaff(db.db, { email: 'editor@example.com', name: 'Ed Editor', role: 'editor' });
    admin = await signIn(t, 'admin@example.com', TEST_PASSWORD, '192.0.2.1');
    editor = await signIn(t, 'editor@example.com', TEST_PASSWORD, '192.0.2.2');
    // the events the tests assign to scorers (an unknown code is refused)
    for (const eventCd of ['EV1', 'EV2', 'EV9']) await createEvent(db.db, { eventCd });
  });

  const staffAudit = (code: number | string) => auditRows(db.db, 'staff', code);

  it('lists the accounts for an admin, never a password hash', async () => {
    const res = await adminCall(t, 'GET', '/admin/staff', { session: admin });
    expect(res.status, res.text).toBe(200);
    const emails = res.json.result.map((s: { email: string }) => s.email);
    expect(emails).toEqual(expect.arrayContaining(['admin@example.com', 'editor@example.com']));
    expect(res.json.result[0]).toEqual({
      id: expect.any(Number),
      email: expect.any(String),
      name: expect.any(String),
      role: expect.stringMatching(/^(admin|editor|scorer)$/),
      disabled: false,
      events: [],
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(res.text).not.toMatch(/argon2|passwordHash/);
  });

  it('creates an account (audited, without the password), which can then sign in', async () => {
    const res = await adminCall(t, 'POST', '/admin/staff', {
      session: admin,
      body: {
        email: 'Score@Example.com',
        name: 'Sam Scorer',
        role: 'scorer',
        password: 'a long enough pass',
        events: ['EV2', 'EV1'],
      },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json.result).toMatchObject({
      email: 'score@example.com',
      role: 'scorer',
      events: ['EV1', 'EV2'],
      disabled: false,
    });
    const rows = await staffAudit(res.json.result.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ staffId: adminId, via: 'session', action: 'create', beforeJson: null });
    expect(JSON.parse(rows[0]!.afterJson!)).toEqual({
      email: 'score@example.com',
      name: 'Sam Scorer',
      role: 'scorer',
      disabled: false,
      events: ['EV1', 'EV2'],
    });
    const s = await signIn(t, 'score@example.com', 'a long enough pass', '192.0.2.3');
    expect(s.staff.role).toBe('scorer');
  });

  it('refuses bad input with field errors (400), a taken e-mail (409)', async () => {
    const weak = await adminCall(t, 'POST', '/admin/staff', {
      session: admin,
      body: { email: 'x', name: '', role: 'boss', password: 'short' },
    });
    expect(weak.status).toBe(400);
    expect(weak.json).toMatchObject({ success: false, result: null, message: expect.any(String) });
    expect(Object.keys(weak.json.errors).sort()).toEqual(['email', 'name', 'role']);
    const short = await adminCall(t, 'POST', '/admin/staff', {
      session: admin,
      body: { email: 'new@example.com', name: 'New', role: 'editor', password: 'short' },
    });
    expect(short.status).toBe(400);
    expect(short.json.errors).toEqual({ password: 'The password must be at least 10 characters long.' });
    const events = await adminCall(t, 'POST', '/admin/staff', {
      session: admin,
      body: { email: 'new@example.com', name: 'New', role: 'editor', password: 'a long enough pass', events: ['EV1'] },
    });
    expect(events.json.errors).toEqual({ events: 'Only scorers are assigned events.' });
    const taken = await adminCall(t, 'POST', '/admin/staff', {
      session: admin,
      body: { email: 'EDITOR@example.com', name: 'Again', role: 'editor', password: 'a long enough pass' },
    });
    expect(taken.status).toBe(409);
  });

  it('changes name, role and events; audits only the changed fields', async () => {
    const target = await addStaff(db.db, { email: 'change@example.com', name: 'Before', role: 'editor' });
    const res = await adminCall(t, 'PUT', `/admin/staff/${target.id}`, {
      session: admin,
      body: { name: 'After', role: 'scorer', events: ['EV9'], updatedAt: target.updatedAt },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json.result).toMatchObject({ name: 'After', role: 'scorer', events: ['EV9'] });
    const rows = await staffAudit(target.id);
    const update = rows.at(-1)!;
    expect(update).toMatchObject({ action: 'update', staffId: adminId, via: 'session' });
    expect(JSON.parse(update.beforeJson!)).toEqual({ name: 'Before', role: 'editor', events: [] });
    expect(JSON.parse(update.afterJson!)).toEqual({ name: 'After', role: 'scorer', events: ['EV9'] });
    // the same again changes nothing and writes no row
    const again = await adminCall(t, 'PUT', `/admin/staff/${target.id}`, { session: admin, body: { name: 'After' } });
    expect(again.status).toBe(200);
    expect(await staffAudit(target.id)).toHaveLength(rows.length);
  });

  it('refuses a change on a stale copy (409), an unknown account (404), the password (400)', async () => {
    const target = await addStaff(db.db);
    await adminCall(t, 'PUT', `/admin/staff/${target.id}`, { session: admin, body: { name: 'First edit' } });
    const stale = await adminCall(t, 'PUT', `/admin/staff/${target.id}`, {
      session: admin,
      body: { name: 'Second edit', updatedAt: target.updatedAt },
    });
    expect(stale.status).toBe(409);
    expect((await adminCall(t, 'PUT', '/admin/staff/999999', { session: admin, body: { name: 'x' } })).status).toBe(
      404,
    );
    expect((await adminCall(t, 'PUT', '/admin/staff/abc', { session: admin, body: { name: 'x' } })).status).toBe(404);
    const password = await adminCall(t, 'PUT', `/admin/staff/${target.id}`, {
      session: admin,
      body: { password: 'a new long password' },
    });
    expect(password.status).toBe(400);
  });

  it('a copy read before an edit made in the same millisecond is stale (409)', async () => {
    // the clock stands still: the account is made and edited in one millisecond
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      const target = await addStaff(db.db, { email: 'same-ms@example.com' });
      const first = await adminCall(t, 'PUT', `/admin/staff/${target.id}`, { session: admin, body: { name: 'First' } });
      expect(first.status).toBe(200);
      expect(first.json.result.updatedAt).not.toBe(target.updatedAt);
      const stale = await adminCall(t, 'PUT', `/admin/staff/${target.id}`, {
        session: admin,
        body: { name: 'Second', updatedAt: target.updatedAt },
      });
      expect(stale.status).toBe(409);
    } finally {
      vi.useRealTimers();
    }
  });

  it('disabling an account ends its sessions (audited "disable"); an admin cannot disable themself or the last admin', async () => {
    const target = await addStaff(db.db, { email: 'leaving@example.com' });
    const theirs = await signIn(t, 'leaving@example.com', TEST_PASSWORD, '192.0.2.4');
    const res = await adminCall(t, 'PUT', `/admin/staff/${target.id}`, { session: admin, body: { disabled: true } });
    expect(res.status, res.text).toBe(200);
    expect(res.json.result.disabled).toBe(true);
    expect((await adminCall(t, 'GET', '/admin/me', { session: theirs })).status).toBe(401);
    expect((await staffAudit(target.id)).at(-1)).toMatchObject({ action: 'disable' });
    const self = await adminCall(t, 'PUT', `/admin/staff/${adminId}`, { session: admin, body: { disabled: true } });
    expect(self.status).toBe(400);
    expect(self.json.errors).toEqual({ disabled: 'You cannot disable your own account.' });
    const demote = await adminCall(t, 'PUT', `/admin/staff/${adminId}`, { session: admin, body: { role: 'editor' } });
    expect(demote.status).toBe(409);
    expect(demote.json.message).toMatch(/last enabled admin/);
  });

  it('the audit log: newest first, filtered by entity and code, with who did it (admin and editor)', async () => {
    const target = await addStaff(db.db, { email: 'logged@example.com', name: 'Logged' });
    await adminCall(t, 'PUT', `/admin/staff/${target.id}`, { session: admin, body: { name: 'Logged Twice' } });
    const res = await adminCall(t, 'GET', `/admin/audit?entity=staff&code=${target.id}`, { session: editor });
    expect(res.status, res.text).toBe(200);
    expect(res.json.result).toMatchObject({ total: 2, pageNo: 1, pageSize: 50, pages: 1 });
    const [newest, oldest] = res.json.result.records;
    expect(newest).toMatchObject({
      entity: 'staff',
      code: String(target.id),
      action: 'update',
      staffId: adminId,
      staffName: 'Ada Admin',
      staffEmail: 'admin@example.com',
      via: 'session',
      before: { name: 'Logged' },
      after: { name: 'Logged Twice' },
    });
    expect(oldest).toMatchObject({ action: 'create', staffId: null, via: 'cli', before: null });
    const signIns = await adminCall(t, 'GET', '/admin/audit?entity=session&page=1', { session: admin });
    expect(
      signIns.json.result.records.every((r: { action: string }) => r.action === 'sign-in' || r.action === 'sign-out'),
    ).toBe(true);
    expect(signIns.json.result.total).toBeGreaterThan(0);
    const bad = await adminCall(t, 'GET', '/admin/audit?page=0', { session: admin });
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toHaveProperty('page');
  });

  it('two creates of one e-mail at once: one account, the other told it exists', async () => {
    const input = { email: 'twice@example.com', name: 'Twice', role: 'editor' as const, passwordHash: 'x' };
    const results = await Promise.all([
      createStaff(db.db, input, { id: null, via: 'cli' }),
      createStaff(db.db, { ...input, email: 'TWICE@example.com' }, { id: null, via: 'cli' }),
    ]);
    expect(results.filter((r) => r === 'exists')).toHaveLength(1);
    const rows = await db.db.selectFrom('staff').select('id').where('email', '=', 'twice@example.com').execute();
    expect(rows).toHaveLength(1);
  });

  it('audit() writes nothing when the change is rolled back', async () => {
    await expect(
      db.db.transaction().execute(async (trx) => {
        await audit(trx, {
          staff: { id: null, via: 'cli' },
          entity: 'test',
          code: 'rollback',
          action: 'create',
          after: { a: 1 },
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const rows = await db.db.selectFrom('auditLog').select('id').where('code', '=', 'rollback').execute();
    expect(rows).toEqual([]);
  });
});

describe.each(dialects())('migration 0006_staff on %s', (dialect) => {
  it('adds the staff tables to a database of the earlier migrations', async () => {
    const old = await openTestDb(dialect, { migrateTo: '0005_event_keywords' });
    try {
      const before = (await old.db.introspection.getTables()).map((t) => t.name);
      expect(before).not.toContain('staff');
      await migrate(old);
      const after = (await old.db.introspection.getTables()).map((t) => t.name);
      expect(after).toEqual(
        expect.arrayContaining(['staff', 'staff_session', 'staff_token', 'staff_event', 'audit_log']),
      );
      // (0015 replaced its login_attempt with sign_in_throttle)
      expect(after).toEqual(expect.arrayContaining(['sign_in_throttle', 'server_secret']));
      expect(after).not.toContain('login_attempt');
    } finally {
      await old.close();
    }
  });
});

describe('changedFields', () => {
  it('keeps only the fields that differ, and never secrets', () => {
    expect(
      changedFields(
        { name: 'A', status: '1', logo: null, passwordHash: 'x', list: [1, 2] },
        { name: 'B', status: '1', logo: '/l.png', passwordHash: 'y', list: [1, 2] },
      ),
    ).toEqual({ before: { name: 'A', logo: null }, after: { name: 'B', logo: '/l.png' } });
    expect(changedFields(null, { a: 1, searchText: 's' })).toEqual({ before: null, after: { a: 1 } });
    expect(changedFields({ a: 1 }, null)).toEqual({ before: { a: 1 }, after: null });
    expect(changedFields({ a: 1 }, { b: 2 })).toEqual({ before: { a: 1, b: null }, after: { a: null, b: 2 } });
  });
});

describe('canScoreEvent', () => {
  it('admins and editors score every event, scorers their own', () => {
    expect(canScoreEvent({ role: 'admin', events: [] }, 'EV1')).toBe(true);
    expect(canScoreEvent({ role: 'editor', events: [] }, 'EV1')).toBe(true);
    expect(canScoreEvent({ role: 'scorer', events: ['EV1'] }, 'EV1')).toBe(true);
    expect(canScoreEvent({ role: 'scorer', events: ['EV1'] }, 'EV2')).toBe(false);
  });
});
