/**
 * Issue 18, sign-in and the admin API's gate (docs/admin-api.md), on SQLite and PostgreSQL:
 * sign-in (one message for an unknown e-mail and a wrong password), the lockout per account
 * and per address (429, Retry-After), the session's idle and absolute end, rotation at sign-in,
 * sign-out, the cookie's flags, same-origin and CSRF for cookie writes, bearer tokens, roles,
 * disabled accounts.
 */
import { afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';

import { dialects } from '../../../tests/helpers/test-db.js';
import {
  addStaff,
  addToken,
  adminCall,
  cookieOf,
  signIn,
  TEST_PASSWORD,
  withHttpsSignIn,
} from '../../../tests/helpers/staff.js';
import { revokeToken, updateStaff } from '../../queries/staff.js';
import { csrfTokenFor, PASSWORD_HASH_COST, setPasswordHashCost } from './secrets.js';
import { useTestApp } from '../../../tests/helpers/suite.js';

const HOUR = 3600_000;

describe.each(dialects())('admin sign-in and gate on %s', (dialect) => {
  const { db, t } = useTestApp(dialect);
  let ipCounter = 0;
  /** a fresh client address, so one test's failures do not lock the next one out */
  const ip = () => `203.0.113.${++ipCounter}`;

  afterEach(() => {
    vi.useRealTimers();
  });

  const post = (body: object, address = ip(), headers: Record<string, string> = {}) =>
    t.request(`${t.config.API_PREFIX}/admin/session`, { method: 'POST', body, ip: address, headers });

  describe('sign-in', () => {
    it('signs in with the right password: the staff member, a CSRF token and the session cookie', async () => {
      const account = await addStaff(db.db, { email: 'Anna@Example.com', name: 'Anna', role: 'editor' });
      const res = await post({ email: '  ANNA@example.COM ', password: TEST_PASSWORD });
      expect(res.status, res.text).toBe(200);
      expect(res.json).toEqual({
        success: true,
        result: {
          staff: { id: account.id, email: 'anna@example.com', name: 'Anna', role: 'editor' },
          csrfToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
          // the site's time zone (SITE_TIME_ZONE, default): the console reads publish times in it
          siteTimeZone: 'Asia/Shanghai',
          mustChangePassword: false,
        },
      });
      expect(res.headers.get('cache-control')).toBe('no-store');
      const cookie = cookieOf(res)!;
      expect(cookie).toMatch(/^sf_staff=[A-Za-z0-9_-]{43}$/);
      // the cookie works
      const me = await adminCall(t, 'GET', '/admin/me', {
        session: { cookie, csrfToken: '', setCookie: '', staff: res.json.result.staff },
      });
      expect(me.status, me.text).toBe(200);
      expect(me.json.result.staff.email).toBe('anna@example.com');
      expect(me.json.result.csrfToken).toBe(res.json.result.csrfToken);
      expect(me.json.result.csrfToken).toBe(csrfTokenFor(cookie.split('=')[1]!));
    });

    it('answers one message, 401, for an unknown e-mail, a wrong password and a disabled account', async () => {
      const a = await addStaff(db.db, { email: 'bo@example.com' });
      const d = await addStaff(db.db, { email: 'disabled@example.com' });
      await updateStaff(db.db, d.id, { disabled: true }, { id: null, via: 'cli' });
      const unknown = await post({ email: 'nobody@example.com', password: TEST_PASSWORD });
      const wrong = await post({ email: a.email, password: 'not the password' });
      const disabled = await post({ email: d.email, password: TEST_PASSWORD });
      for (const res of [unknown, wrong, disabled]) {
        expect(res.status, res.text).toBe(401);
        expect(res.json).toEqual({
          success: false,
          result: null,
          message: 'The e-mail address or the password is not correct.',
          code: 'unauthenticated',
        });
        expect(cookieOf(res)).toBeUndefined();
      }
    });

    it('takes about as long for an unknown e-mail as for a wrong password (a dummy hash is verified)', async () => {
      // at the real cost (the tests' set-up lowers it: tests/helpers/setup.ts), where a missing dummy shows
      const testCost = setPasswordHashCost(PASSWORD_HASH_COST);
      onTestFinished(() => void setPasswordHashCost(testCost));
      const a = await addStaff(db.db, { email: 'timing@example.com' });
      expect(
        (await db.db.selectFrom('staff').select('passwordHash').where('id', '=', a.id).executeTakeFirstOrThrow())
          .passwordHash,
      ).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      const time = async (email: string) => {
        const start = performance.now();
        await post({ email, password: 'wrong password!' });
        return performance.now() - start;
      };
      await time('warm-up@example.com');
      const unknown: number[] = [];
      const wrong: number[] = [];
      for (let i = 0; i < 3; i++) {
        unknown.push(await time(`ghost${i}@example.com`));
        wrong.push(await time(a.email));
      }
      const median = (xs: number[]) => xs.sort((x, y) => x - y)[1]!;
      // an argon2id verification takes tens of ms: without the dummy, an unknown e-mail would answer in ~1 ms
      expect(median(unknown)).toBeGreaterThan(median(wrong) * 0.4);
    });

    it('refuses a body without e-mail or password with 400 and field errors', async () => {
      const res = await post({ email: 'x@example.com' });
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({ success: false, result: null, errors: { password: expect.any(String) } });
    });
  });

  describe('lockout', () => {
    it('locks an account after ten failures within 15 minutes (from any addresses), 429 with Retry-After, even for the right password', async () => {
      const a = await addStaff(db.db, { email: 'locked@example.com' });
      for (let i = 1; i <= 9; i++) {
        const res = await post({ email: a.email, password: `wrong ${i}` }, ip());
        expect(res.status, `failure ${i}`).toBe(401);
      }
      const tenth = await post({ email: a.email, password: 'wrong 10' }, ip());
      expect(tenth.status, tenth.text).toBe(429);
      const right = await post({ email: a.email, password: TEST_PASSWORD }, ip());
      expect(right.status).toBe(429);
      const retry = Number(right.headers.get('retry-after'));
      expect(retry).toBeGreaterThan(14 * 60);
      expect(retry).toBeLessThanOrEqual(15 * 60);
      expect(right.json.message).toMatch(
        /Too many failed sign-ins\. Please try again after \d\d:\d\d UTC \(in 15 minutes\)/,
      );
      expect(cookieOf(right)).toBeUndefined();
    });

    it('lets the account in again 15 minutes after the tenth failure', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2030-01-01T10:00:00Z'));
      const a = await addStaff(db.db, { email: 'later@example.com' });
      for (let i = 1; i <= 10; i++) await post({ email: a.email, password: 'wrong' }, ip());
      vi.setSystemTime(new Date('2030-01-01T10:14:00Z'));
      const early = await post({ email: a.email, password: TEST_PASSWORD });
      expect(early.status).toBe(429);
      expect(Number(early.headers.get('retry-after'))).toBe(60);
      vi.setSystemTime(new Date('2030-01-01T10:15:01Z'));
      expect((await post({ email: a.email, password: TEST_PASSWORD })).status).toBe(200);
    });

    it('counts only failures within 15 minutes of each other', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const a = await addStaff(db.db, { email: 'slow@example.com' });
      const start = new Date('2030-02-01T10:00:00Z').getTime();
      for (let i = 0; i < 10; i++) {
        vi.setSystemTime(new Date(start + i * 2 * 60_000)); // one failure every 2 minutes: 18 minutes for ten
        const res = await post({ email: a.email, password: 'wrong' }, ip());
        expect(res.status).toBe(401);
      }
    });

    it('locks an address after ten failures within 15 minutes, whichever accounts they tried', async () => {
      const address = ip();
      for (let i = 1; i <= 9; i++) {
        const res = await post({ email: `guess${i}@example.com`, password: 'guess' }, address);
        expect(res.status).toBe(401);
      }
      expect((await post({ email: 'guess10@example.com', password: 'guess' }, address)).status).toBe(429);
      const other = await addStaff(db.db, { email: 'innocent@example.com' });
      const blocked = await post({ email: other.email, password: TEST_PASSWORD }, address);
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
      // the account itself is not locked: from another address it signs in
      expect((await post({ email: other.email, password: TEST_PASSWORD }, ip())).status).toBe(200);
    });
  });

  describe('sessions', () => {
    it('sets the cookie HttpOnly, SameSite=Lax, Path=/, Max-Age 7 days, not Secure on http', async () => {
      const a = await addStaff(db.db);
      const s = await signIn(t, a.email, TEST_PASSWORD, ip());
      const flags = s.setCookie.split(';').map((p) => p.trim().toLowerCase());
      expect(flags).toContain('httponly');
      expect(flags).toContain('samesite=lax');
      expect(flags).toContain('path=/');
      expect(flags).toContain(`max-age=${7 * 24 * 3600}`);
      expect(flags).not.toContain('secure');
    });

    it('sets it Secure when the site origin is https', async () => {
      await withHttpsSignIn(db, ip(), async (_, res) => {
        const flags = (res.headers.get('set-cookie') ?? '').split(';').map((p) => p.trim().toLowerCase());
        expect(flags).toContain('secure');
        expect(flags).toContain('httponly');
      });
    });

    it('ends after 12 hours without a request', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2030-03-01T08:00:00Z'));
      const a = await addStaff(db.db);
      const s = await signIn(t, a.email, TEST_PASSWORD, ip());
      vi.setSystemTime(new Date('2030-03-01T19:59:00Z'));
      expect((await adminCall(t, 'GET', '/admin/me', { session: s })).status).toBe(200);
      // the request at 19:59 renewed it: 12 h from then it still holds…
      vi.setSystemTime(new Date('2030-03-02T07:58:00Z'));
      expect((await adminCall(t, 'GET', '/admin/me', { session: s })).status).toBe(200);
      // …and 12 h after the last request it is over
      vi.setSystemTime(new Date('2030-03-02T19:58:01Z'));
      const res = await adminCall(t, 'GET', '/admin/me', { session: s });
      expect(res.status).toBe(401);
      expect(res.json.message).toMatch(/session has ended/);
      expect(res.headers.get('set-cookie') ?? '').toMatch(/sf_staff=;.*Max-Age=0/i);
      // and it is gone from the database, not just refused
      vi.setSystemTime(new Date('2030-03-02T08:00:00Z'));
      expect((await adminCall(t, 'GET', '/admin/me', { session: s })).status).toBe(401);
    });

    it('writes last_seen_at at most once a minute', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2030-03-05T08:00:00Z'));
      const a = await addStaff(db.db);
      const s = await signIn(t, a.email, TEST_PASSWORD, ip());
      const seen = async () =>
        (
          await db.db
            .selectFrom('staffSession')
            .select('lastSeenAt')
            .where('staffId', '=', a.id)
            .executeTakeFirstOrThrow()
        ).lastSeenAt;
      vi.setSystemTime(new Date('2030-03-05T08:00:30Z'));
      await adminCall(t, 'GET', '/admin/me', { session: s });
      expect(await seen()).toBe('2030-03-05T08:00:00.000Z');
      vi.setSystemTime(new Date('2030-03-05T08:01:00Z'));
      await adminCall(t, 'GET', '/admin/me', { session: s });
      expect(await seen()).toBe('2030-03-05T08:01:00.000Z');
    });

    it('ends 7 days after sign-in however busy it is', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const start = new Date('2030-04-01T08:00:00Z').getTime();
      vi.setSystemTime(new Date(start));
      const a = await addStaff(db.db);
      const s = await signIn(t, a.email, TEST_PASSWORD, ip());
      for (let h = 10; h < 7 * 24; h += 10) {
        vi.setSystemTime(new Date(start + h * HOUR));
        expect((await adminCall(t, 'GET', '/admin/me', { session: s })).status, `after ${h} h`).toBe(200);
      }
      vi.setSystemTime(new Date(start + 7 * 24 * HOUR));
      expect((await adminCall(t, 'GET', '/admin/me', { session: s })).status).toBe(401);
    });

    it('starts a new session at each sign-in and ends the one the request came with', async () => {
      const a = await addStaff(db.db);
      const first = await signIn(t, a.email, TEST_PASSWORD, ip());
      const res = await t.request(`${t.config.API_PREFIX}/admin/session`, {
        method: 'POST',
        body: { email: a.email, password: TEST_PASSWORD },
        headers: { cookie: first.cookie },
        ip: ip(),
      });
      expect(res.status).toBe(200);
      const second = cookieOf(res)!;
      expect(second).not.toBe(first.cookie);
      expect(res.json.result.csrfToken).not.toBe(first.csrfToken);
      expect((await adminCall(t, 'GET', '/admin/me', { session: first })).status).toBe(401);
      expect((await adminCall(t, 'GET', '/admin/me', { session: { ...first, cookie: second } })).status).toBe(200);
    });

    it('a cookie the client made up is no session', async () => {
      const res = await adminCall(t, 'GET', '/admin/me', { headers: { cookie: `sf_staff=${'A'.repeat(43)}` } });
      expect(res.status).toBe(401);
    });

    it('sign-out ends the session on the server: the cookie no longer works', async () => {
      const a = await addStaff(db.db);
      const s = await signIn(t, a.email, TEST_PASSWORD, ip());
      const out = await adminCall(t, 'DELETE', '/admin/session', { session: s });
      expect(out.status, out.text).toBe(200);
      expect(out.json).toEqual({ success: true, result: null });
      expect(out.headers.get('set-cookie') ?? '').toMatch(/sf_staff=;.*Max-Age=0/i);
      expect((await adminCall(t, 'GET', '/admin/me', { session: s })).status).toBe(401);
      const rows = await db.db.selectFrom('staffSession').select('idHash').where('staffId', '=', a.id).execute();
      expect(rows).toEqual([]);
    });

    it('stores only the SHA-256 of the session id', async () => {
      const a = await addStaff(db.db);
      const s = await signIn(t, a.email, TEST_PASSWORD, ip());
      const id = s.cookie.split('=')[1]!;
      const rows = await db.db.selectFrom('staffSession').selectAll().where('staffId', '=', a.id).execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]!.idHash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(rows)).not.toContain(id);
    });
  });

  describe('cookie writes: same origin and CSRF token', () => {
    let s: Awaited<ReturnType<typeof signIn>>;
    let target: number;
    beforeAll(async () => {
      const admin = await addStaff(db.db, { role: 'admin' });
      target = (await addStaff(db.db, { role: 'editor' })).id;
      s = await signIn(t, admin.email, TEST_PASSWORD, '192.0.2.200');
    });
    const put = (headers: Record<string, string>, extra: { body?: object | string } = {}) =>
      adminCall(t, 'PUT', `/admin/staff/${target}`, { session: s, body: extra.body ?? { name: 'Renamed' }, headers });

    it("accepts the console's own write", async () => {
      const res = await put({});
      expect(res.status, res.text).toBe(200);
      expect(res.json.result.name).toBe('Renamed');
    });

    it('accepts Origin alone or Sec-Fetch-Site same-origin alone', async () => {
      expect((await put({ 'sec-fetch-site': '' })).status).toBe(200);
      expect((await put({ origin: '' })).status).toBe(200);
    });

    it('refuses a cross-site write (403)', async () => {
      for (const headers of [
        { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
        { origin: 'https://evil.example', 'sec-fetch-site': '' },
        { origin: '', 'sec-fetch-site': 'same-site' },
        { origin: 'null', 'sec-fetch-site': '' },
      ]) {
        const res = await put(headers);
        expect(res.status, JSON.stringify(headers)).toBe(403);
        expect(res.json).toMatchObject({ success: false, result: null });
      }
    });

    it('refuses a cookie write with neither Origin nor Sec-Fetch-Site (403)', async () => {
      const res = await put({ origin: '', 'sec-fetch-site': '' });
      expect(res.status).toBe(403);
    });

    it("refuses a write without the CSRF token, or with another session's (403)", async () => {
      const missing = await put({ 'x-csrf-token': '' });
      expect(missing.status).toBe(403);
      expect(missing.json.message).toMatch(/security token/);
      const other = await put({ 'x-csrf-token': csrfTokenFor('B'.repeat(43)) });
      expect(other.status).toBe(403);
    });

    it('takes the token from the form field _csrf', async () => {
      const form = `name=Form+Name&_csrf=${encodeURIComponent(s.csrfToken)}`;
      // (a form reaches the gate: the staff call itself then wants JSON, 415)
      const ok = await put({ 'x-csrf-token': '', 'content-type': 'application/x-www-form-urlencoded' }, { body: form });
      expect(ok.status, ok.text).toBe(415);
      const bad = await put(
        { 'x-csrf-token': '', 'content-type': 'application/x-www-form-urlencoded' },
        { body: 'name=Form+Name&_csrf=wrong' },
      );
      expect(bad.status).toBe(403);
    });

    it('does not check reads', async () => {
      const res = await adminCall(t, 'GET', '/admin/staff', {
        session: s,
        headers: { origin: 'https://evil.example' },
      });
      expect(res.status).toBe(200);
    });
  });

  describe('bearer tokens', () => {
    it('acts as the account without cookie, Origin or CSRF token', async () => {
      const a = await addStaff(db.db, { role: 'admin' });
      const b = await addStaff(db.db, { role: 'editor' });
      const { token } = await addToken(db.db, a.id, 'sf-tass');
      expect(token).toMatch(/^sf_[A-Za-z0-9_-]{43}$/);
      const me = await adminCall(t, 'GET', '/admin/me', { bearer: token });
      expect(me.status, me.text).toBe(200);
      expect(me.json.result).toEqual({
        staff: { id: a.id, email: a.email, name: a.name, role: 'admin' },
        csrfToken: null,
        siteTimeZone: 'Asia/Shanghai',
        mustChangePassword: false,
      });
      const put = await adminCall(t, 'PUT', `/admin/staff/${b.id}`, { bearer: token, body: { name: 'By token' } });
      expect(put.status, put.text).toBe(200);
      const row = await db.db
        .selectFrom('auditLog')
        .select(['staffId', 'via'])
        .where('entity', '=', 'staff')
        .where('code', '=', String(b.id))
        .where('action', '=', 'update')
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ staffId: a.id, via: 'token' });
    });

    it('stores only the SHA-256 of the token, and records when it was used', async () => {
      const a = await addStaff(db.db);
      const { id, token } = await addToken(db.db, a.id);
      await adminCall(t, 'GET', '/admin/me', { bearer: token });
      const row = await db.db.selectFrom('staffToken').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(row)).not.toContain(token.slice(3));
      expect(row.lastUsedAt).not.toBeNull();
    });

    it('refuses a revoked token, an unknown one and a malformed header (401)', async () => {
      const a = await addStaff(db.db);
      const { id, token } = await addToken(db.db, a.id);
      expect((await adminCall(t, 'GET', '/admin/me', { bearer: token })).status).toBe(200);
      await revokeToken(db.db, id, { id: null, via: 'cli' });
      const revoked = await adminCall(t, 'GET', '/admin/me', { bearer: token });
      expect(revoked.status).toBe(401);
      expect(revoked.json).toMatchObject({ success: false, result: null, message: expect.stringMatching(/not valid/) });
      expect((await adminCall(t, 'GET', '/admin/me', { bearer: `sf_${'x'.repeat(43)}` })).status).toBe(401);
      expect((await adminCall(t, 'GET', '/admin/me', { headers: { authorization: 'Basic YTpi' } })).status).toBe(401);
      expect((await adminCall(t, 'GET', '/admin/me', { headers: { authorization: 'Bearer' } })).status).toBe(401);
      // another scheme (a proxy's Basic) leaves the decision to the session cookie
      const s = await signIn(t, a.email, TEST_PASSWORD, ip());
      const basic = await adminCall(t, 'GET', '/admin/me', { session: s, headers: { authorization: 'Basic YTpi' } });
      expect(basic.status).toBe(200);
    });
  });

  describe('accounts and roles', () => {
    it('answers 401 without a session or token, for every admin path and method', async () => {
      for (const [method, path] of [
        ['GET', '/admin/me'],
        ['DELETE', '/admin/session'],
        ['GET', '/admin/audit'],
        ['GET', '/admin/staff'],
        ['POST', '/admin/staff'],
        ['PUT', '/admin/staff/1'],
        ['GET', '/admin/no-such-call'],
      ] as const) {
        const res = await adminCall(t, method, path, {
          body: method === 'GET' || method === 'DELETE' ? undefined : {},
        });
        expect(res.status, `${method} ${path}`).toBe(401);
        expect(res.json).toEqual({
          success: false,
          result: null,
          message: expect.any(String),
          code: 'unauthenticated',
        });
        expect(res.headers.get('cache-control')).toBe('no-store');
      }
    });

    it('answers 403 for a role that may not (editor and scorer on staff, scorer on the audit log)', async () => {
      const editor = await signIn(t, (await addStaff(db.db, { role: 'editor' })).email, TEST_PASSWORD, ip());
      const scorer = await signIn(t, (await addStaff(db.db, { role: 'scorer' })).email, TEST_PASSWORD, ip());
      expect((await adminCall(t, 'GET', '/admin/staff', { session: editor })).status).toBe(403);
      expect((await adminCall(t, 'PUT', '/admin/staff/1', { session: editor, body: { name: 'x' } })).status).toBe(403);
      expect((await adminCall(t, 'GET', '/admin/audit', { session: scorer })).status).toBe(403);
      expect((await adminCall(t, 'GET', '/admin/audit', { session: editor })).status).toBe(200);
      const res = await adminCall(t, 'GET', '/admin/staff', { session: scorer });
      expect(res.status).toBe(403);
      expect(res.json.message).toMatch(/role admin/);
    });

    it('a disabled account: its session and its tokens stop working (401)', async () => {
      const a = await addStaff(db.db, { role: 'editor' });
      const s = await signIn(t, a.email, TEST_PASSWORD, ip());
      const { token } = await addToken(db.db, a.id);
      await updateStaff(db.db, a.id, { disabled: true }, { id: null, via: 'cli' });
      expect((await adminCall(t, 'GET', '/admin/me', { session: s })).status).toBe(401);
      expect((await adminCall(t, 'GET', '/admin/me', { bearer: token })).status).toBe(401);
      // re-enabled, the old session and token stay ended
      await updateStaff(db.db, a.id, { disabled: false }, { id: null, via: 'cli' });
      expect((await adminCall(t, 'GET', '/admin/me', { session: s })).status).toBe(401);
      expect((await adminCall(t, 'GET', '/admin/me', { bearer: token })).status).toBe(401);
    });

    it('the public API is unchanged: still POST only, JSON only', async () => {
      const get = await t.request(`${t.config.API_PREFIX}/event/list`);
      expect(get.status).toBe(405);
      const form = await t.request(`${t.config.API_PREFIX}/event/list`, {
        method: 'POST',
        body: 'a=1',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(form.status).toBe(415);
    });
  });
});
