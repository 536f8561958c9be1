/**
 * Issue 25, findings 5, 6 and 11 (docs/decisions/0015-device-cookies.md, docs/admin-api.md), on
 * SQLite and PostgreSQL:
 * - device cookies: a browser that signed in holds a signed device cookie; wrong passwords sent
 *   without it never lock that browser out (an admin included, from the same address); unknown
 *   browsers are locked per account and per address; locks are in the audit log; a forged,
 *   another account's or a pre-reset cookie is no device cookie;
 * - the attempt is reserved before the password is verified: parallel guesses verify at most the
 *   limit; a right password in a burst does not get in once the limit is reached; one sign-in in
 *   flight per account and per address (429 'rate-limited', reason 'busy');
 * - `__Host-` cookie names on https;
 * - a new password ends the sessions and revokes the API tokens.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestResponse } from '../../../tests/helpers/test-app.js';
import { dialects } from '../../../tests/helpers/test-db.js';
import {
  addStaff,
  addToken,
  adminCall,
  cookieOf,
  HTTPS_HOST,
  signIn,
  TEST_PASSWORD,
  withHttpsSignIn,
} from '../../../tests/helpers/staff.js';
import { setStaffPassword, unlockAccount } from '../../queries/staff.js';
import { refusal, reserveSignIn } from '../../queries/sign-in-throttle.js';
import { hashPassword, PASSWORD_HASH_COST, setPasswordHashCost } from './secrets.js';
import type * as Secrets from './secrets.js';
import { useTestApp } from '../../../tests/helpers/suite.js';

// the real verification, counted: how many sign-ins got as far as checking a password
const verified = vi.hoisted(() => ({ n: 0 }));
vi.mock('./secrets.js', async (importOriginal) => {
  const real = await importOriginal<typeof Secrets>();
  return {
    ...real,
    verifyPassword: async (hash: string, password: string) => {
      verified.n += 1;
      return real.verifyPassword(hash, password);
    },
    verifyDummy: async (password: string) => {
      verified.n += 1;
      return real.verifyDummy(password);
    },
  };
});

// the real password cost (tests/helpers/setup.ts makes hashes cheap for the other files): the
// bursts here are about sign-ins in flight at the same time, which a 1 ms verification is not
let testCost: ReturnType<typeof setPasswordHashCost> | undefined;
beforeAll(() => {
  testCost = setPasswordHashCost(PASSWORD_HASH_COST);
});
afterAll(() => {
  if (testCost) setPasswordHashCost(testCost);
});

const DEVICE = 'sf_device';

describe.each(dialects())('sign-in limits on %s', (dialect) => {
  const { db, t } = useTestApp(dialect);
  let ipCounter = 0;
  /** a fresh client address */
  const ip = () => `192.0.2.${++ipCounter % 250}`;
  let block = 0;
  /** a fresh /24 of addresses for one test */
  const net = () => {
    block += 1;
    let n = 0;
    return () => `10.${block}.${Math.floor(++n / 250)}.${n % 250}`;
  };

  const post = (body: object, address: string, cookie?: string) =>
    t.request(`${t.config.API_PREFIX}/admin/session`, {
      method: 'POST',
      body,
      ip: address,
      headers: cookie ? { cookie } : {},
    });

  /** signs in and answers the browser's device cookie ('sf_device=…') */
  async function knownBrowser(email: string, address: string, password = TEST_PASSWORD): Promise<string> {
    const res = await post({ email, password }, address);
    expect(res.status, res.text).toBe(200);
    const device = cookieOf(res, DEVICE);
    expect(device).toMatch(/^sf_device=\S+$/);
    return device!;
  }

  const auditRows = (entity: string, code: string | number, action: string) =>
    db.db
      .selectFrom('auditLog')
      .selectAll()
      .where('entity', '=', entity)
      .where('code', '=', String(code))
      .where('action', '=', action as never)
      .execute();

  describe('device cookies (finding 5)', () => {
    it('a sign-in sets the device cookie: HttpOnly, SameSite=Strict, Path=/, long-lived, not Secure on http', async () => {
      const a = await addStaff(db.db);
      const res = await post({ email: a.email, password: TEST_PASSWORD }, ip());
      expect(res.status).toBe(200);
      const header = res.headers.getSetCookie().find((h) => h.startsWith(`${DEVICE}=`))!;
      expect(header).toBeDefined();
      const flags = header.split(';').map((p) => p.trim().toLowerCase());
      expect(flags).toEqual(expect.arrayContaining(['httponly', 'samesite=strict', 'path=/']));
      expect(flags).not.toContain('secure');
      const maxAge = Number(flags.find((f) => f.startsWith('max-age='))!.slice(8));
      expect(maxAge).toBeGreaterThanOrEqual(90 * 24 * 3600);
      // no failure: nothing written in the audit log but the sign-in
      expect(await auditRows('staff', a.id, 'lock')).toEqual([]);
    });

    it('wrong passwords from unknown browsers lock only unknown browsers: the admin signs in from their own browser, even from the same address', async () => {
      const admin = await addStaff(db.db, { role: 'admin' });
      const office = ip();
      const device = await knownBrowser(admin.email, office);
      // an attacker in the same office and elsewhere: the account is locked for unknown browsers
      const codes: number[] = [];
      for (let i = 0; i < 12; i++)
        codes.push((await post({ email: admin.email, password: `guess ${i}` }, i % 2 ? office : ip())).status);
      expect(codes.slice(0, 9)).toEqual(Array(9).fill(401));
      expect(codes.slice(9)).toEqual([429, 429, 429]);
      const unknown = await post({ email: admin.email, password: TEST_PASSWORD }, ip());
      expect(unknown.status).toBe(429);
      expect(unknown.json).toMatchObject({ success: false, code: 'rate-limited', params: { reason: 'locked' } });
      // …but the admin's own browser is not refused, from the office either
      const own = await post({ email: admin.email, password: TEST_PASSWORD }, office, device);
      expect(own.status, own.text).toBe(200);
      expect(cookieOf(own)).toMatch(/^sf_staff=/);
      // and the lock is in the audit log, for admins to see
      const locks = await auditRows('staff', admin.id, 'lock');
      expect(locks).toHaveLength(1);
      expect(locks[0]).toMatchObject({ staffId: null, via: 'sign-in' });
      expect(JSON.parse(locks[0]!.afterJson!)).toMatchObject({ browsers: 'unknown', until: expect.any(String) });
    });

    it("the known browser's own failures count on its own key; ten of them and it counts as unknown", async () => {
      const a = await addStaff(db.db);
      const address = ip();
      const device = await knownBrowser(a.email, address);
      for (let i = 0; i < 10; i++)
        expect((await post({ email: a.email, password: `typo ${i}` }, address, device)).status).toBe(401);
      expect(await auditRows('staff', a.id, 'lock')).toHaveLength(1);
      // from now on it is an unknown browser: its failures count on the account (and the address)
      expect((await post({ email: a.email, password: TEST_PASSWORD }, address, device)).status).toBe(200);
    });

    it("a forged cookie, another account's cookie and a cookie from before a new password are no device cookie", async () => {
      const a = await addStaff(db.db);
      const b = await addStaff(db.db);
      const deviceA = await knownBrowser(a.email, ip());
      const deviceB = await knownBrowser(b.email, ip());
      const value = deviceA.slice(DEVICE.length + 1);
      const forged = `${DEVICE}=${value.slice(0, -2)}${value.endsWith('AA') ? 'BB' : 'AA'}`;
      const relabelled = `${DEVICE}=${String(b.id)}${value.slice(value.indexOf('.'))}`;
      for (let i = 0; i < 10; i++) await post({ email: b.email, password: 'guess' }, ip());
      for (const cookie of [forged, relabelled, deviceA, undefined])
        expect((await post({ email: b.email, password: TEST_PASSWORD }, ip(), cookie)).status).toBe(429);
      expect((await post({ email: b.email, password: TEST_PASSWORD }, ip(), deviceB)).status).toBe(200);
      // a new password: the browsers signed in with the old one are unknown again
      await setStaffPassword(db.db, b.id, await hashPassword(TEST_PASSWORD), { id: null, via: 'cli' });
      for (let i = 0; i < 10; i++) await post({ email: b.email, password: 'guess' }, ip());
      expect((await post({ email: b.email, password: TEST_PASSWORD }, ip(), deviceB)).status).toBe(429);
    });

    it('one browser keeps the device cookies of several accounts', async () => {
      const a = await addStaff(db.db);
      const b = await addStaff(db.db);
      const address = ip();
      const first = await knownBrowser(a.email, address);
      const res = await post({ email: b.email, password: TEST_PASSWORD }, address, first);
      const both = cookieOf(res, DEVICE)!;
      for (const s of [a, b]) for (let i = 0; i < 10; i++) await post({ email: s.email, password: 'guess' }, ip());
      expect((await post({ email: a.email, password: TEST_PASSWORD }, ip(), both)).status).toBe(200);
      expect((await post({ email: b.email, password: TEST_PASSWORD }, ip(), both)).status).toBe(200);
    });

    it('locks an address for unknown browsers (audited), not the known browsers behind it', async () => {
      const a = await addStaff(db.db);
      const address = ip();
      const device = await knownBrowser(a.email, address);
      for (let i = 0; i < 10; i++) await post({ email: `nobody${i}@example.com`, password: 'guess' }, address);
      const other = await addStaff(db.db);
      expect((await post({ email: other.email, password: TEST_PASSWORD }, address)).status).toBe(429);
      expect((await post({ email: a.email, password: TEST_PASSWORD }, address, device)).status).toBe(200);
      const locks = await auditRows('address', address, 'lock');
      expect(locks).toHaveLength(1);
      expect(locks[0]).toMatchObject({ staffId: null, via: 'sign-in' });
    });

    it('staff:unlock (unlockAccount) lifts the lock, audited', async () => {
      const a = await addStaff(db.db);
      for (let i = 0; i < 10; i++) await post({ email: a.email, password: 'guess' }, ip());
      expect((await post({ email: a.email, password: TEST_PASSWORD }, ip())).status).toBe(429);
      expect(await unlockAccount(db.db, a, { id: null, via: 'cli' })).toBe(true);
      expect(await auditRows('staff', a.id, 'unlock')).toHaveLength(1);
      expect((await post({ email: a.email, password: TEST_PASSWORD }, ip())).status).toBe(200);
      expect(await unlockAccount(db.db, a, { id: null, via: 'cli' })).toBe(false);
    });
  });

  describe('reserved before verified (finding 6)', () => {
    it('the reservation is one atomic statement: 100 at once on one key reserve exactly the limit', async () => {
      const rule = { limit: 10, windowMs: 60_000, lockMs: 60_000, busyMs: 0 };
      const now = Date.now();
      const all = await Promise.all(
        Array.from({ length: 100 }, () => reserveSignIn(db.db, ['account:atomic@example.com'], now, rule)),
      );
      expect(all.filter((r) => r.ok)).toHaveLength(10);
    });

    it("a refusal read after the sign-in that held the key has ended is 'busy', to try again, never a lock (a CI flake)", async () => {
      const rule = { limit: 10, windowMs: 60_000, lockMs: 60_000, busyMs: 10_000 };
      const now = Date.now();
      const row = (key: string, failures: number, busyUntil: number, lockedUntil: number, windowStart = now - 1000) =>
        db.db.insertInto('signInThrottle').values({ key, windowStart, failures, busyUntil, lockedUntil }).execute();
      // what refused the attempt (a sign-in in flight) ended between the refusing statement and this
      // read: its busy mark is cleared, three failures counted, no lock
      await row('account:raced@example.com', 3, 0, 0);
      expect(await refusal(db.db, 'account:raced@example.com', now, rule)).toEqual({
        ok: false,
        reason: 'busy',
        key: 'account:raced@example.com',
        until: now + 1000,
      });
      // still in flight: busy until its mark
      await row('account:flight@example.com', 3, now + 5000, 0);
      expect(await refusal(db.db, 'account:flight@example.com', now, rule)).toMatchObject({
        reason: 'busy',
        until: now + 5000,
      });
      // locked
      await row('account:locked@example.com', 10, 0, now + 60_000);
      expect(await refusal(db.db, 'account:locked@example.com', now, rule)).toMatchObject({
        reason: 'locked',
        until: now + 60_000,
      });
      // the limit reached in this window without a lock written (a process ended before settling): locked until the window ends
      await row('account:unsettled@example.com', 10, 0, 0, now - 1000);
      expect(await refusal(db.db, 'account:unsettled@example.com', now, rule)).toMatchObject({
        reason: 'locked',
        until: now - 1000 + 60_000,
      });
      // the same in a window that has ended: nothing holds it any more, try again
      await row('account:old@example.com', 10, 0, 0, now - 120_000);
      expect(await refusal(db.db, 'account:old@example.com', now, rule)).toMatchObject({
        reason: 'busy',
        until: now + 1000,
      });
      // no row (it was swept meanwhile)
      expect(await refusal(db.db, 'account:none@example.com', now, rule)).toMatchObject({
        reason: 'busy',
        until: now + 1000,
      });
    });

    it('a burst of 100 parallel wrong guesses verifies at most the limit; the others are refused with a code', async () => {
      const a = await addStaff(db.db);
      const from = net();
      const before = verified.n;
      const answers = await Promise.all(
        Array.from({ length: 100 }, (_, i) => post({ email: a.email, password: `guess ${i}` }, from())),
      );
      const count = verified.n - before;
      expect(count).toBeGreaterThanOrEqual(1);
      expect(count).toBeLessThanOrEqual(10);
      expect(answers.filter((r) => r.status === 401).length).toBeLessThanOrEqual(9);
      const busy = answers.filter((r) => r.status === 429 && r.json.params?.reason === 'busy');
      expect(busy.length).toBeGreaterThan(0);
      expect(busy[0]!.headers.get('retry-after')).toMatch(/^\d+$/);
      // and guessing on until the lock: never more than ten verified in all
      for (let round = 0; round < 40 && !answers.some((r) => r.json?.params?.reason === 'locked'); round++) {
        answers.push(
          ...(await Promise.all(Array.from({ length: 10 }, () => post({ email: a.email, password: 'x' }, from())))),
        );
      }
      expect(verified.n - before).toBe(10);
      expect((await post({ email: a.email, password: TEST_PASSWORD }, from())).json.params.reason).toBe('locked');
    });

    it('a burst of 40 with the right password among them does not let it in once the limit is reached', async () => {
      const a = await addStaff(db.db);
      const from = net();
      for (let i = 0; i < 9; i++)
        expect((await post({ email: a.email, password: `wrong ${i}` }, from())).status).toBe(401);
      // one guess left before the lock: the burst's right password must not be verified after it
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          post({ email: a.email, password: i === 39 ? TEST_PASSWORD : `wrong burst ${i}` }, from()),
        ),
      );
      expect(answers.map((r) => r.status)).not.toContain(200);
      expect(answers.some((r) => cookieOf(r) !== undefined)).toBe(false);
      // and once the limit is reached, a burst of the right password is refused throughout
      const later = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          post({ email: a.email, password: i % 2 ? TEST_PASSWORD : 'wrong' }, from()),
        ),
      );
      expect(later.map((r) => r.status)).toEqual(Array(40).fill(429));
    });

    it('one sign-in in flight per address: a second at the same time is refused (429, reason busy)', async () => {
      const a = await addStaff(db.db);
      const b = await addStaff(db.db);
      const address = ip();
      const [first, second] = await Promise.all([
        post({ email: a.email, password: TEST_PASSWORD }, address),
        post({ email: b.email, password: TEST_PASSWORD }, address),
      ]);
      const statuses = [first.status, second.status].sort();
      expect(statuses).toEqual([200, 429]);
      const refused = [first, second].find((r) => r.status === 429)!;
      expect(refused.json).toMatchObject({
        success: false,
        result: null,
        code: 'rate-limited',
        params: { reason: 'busy', retryAfter: expect.any(Number) },
      });
      expect(refused.json.message).toMatch(/in progress/);
      // it held nothing: right after, it signs in
      expect((await post({ email: b.email, password: TEST_PASSWORD }, address)).status).toBe(200);
    });
  });

  describe('__Host- cookie names on https (finding 11)', () => {
    it('names the session and device cookies __Host-…: Secure, Path=/, no Domain; a plain-named cookie is no session there', async () => {
      await withHttpsSignIn(db, ip(), async (https, res) => {
        const set = res.headers.getSetCookie();
        expect(set.map((h) => h.slice(0, h.indexOf('=')))).toEqual(['__Host-sf_staff', '__Host-sf_device']);
        for (const h of set) {
          const flags = h.split(';').map((p) => p.trim().toLowerCase());
          expect(flags).toEqual(expect.arrayContaining(['secure', 'path=/', 'httponly']));
          expect(flags.some((f) => f.startsWith('domain='))).toBe(false);
        }
        const session = cookieOf(res, '__Host-sf_staff')!;
        const id = session.split('=')[1]!;
        const me = (cookie: string) =>
          https.request(`${https.config.API_PREFIX}/admin/me`, { headers: { host: HTTPS_HOST, cookie } });
        expect((await me(session)).status).toBe(200);
        // a cookie of the plain name (as a sibling subdomain or an http page could plant) is not read
        expect((await me(`sf_staff=${id}`)).status).toBe(401);
        // sign-out clears the __Host- cookie
        const out = await https.request(`${https.config.API_PREFIX}/admin/session`, {
          method: 'DELETE',
          headers: {
            host: HTTPS_HOST,
            cookie: session,
            origin: `https://${HTTPS_HOST}`,
            'x-csrf-token': res.json.result.csrfToken,
          },
        });
        expect(out.status, out.text).toBe(200);
        expect(out.headers.get('set-cookie')).toMatch(/^__Host-sf_staff=;.*Max-Age=0/i);
      });
    });

    it('keeps the plain names on http', async () => {
      const a = await addStaff(db.db);
      const res = await post({ email: a.email, password: TEST_PASSWORD }, ip());
      expect(res.headers.getSetCookie().map((h) => h.slice(0, h.indexOf('=')))).toEqual(['sf_staff', 'sf_device']);
    });
  });

  describe('a new password (finding 11)', () => {
    it('ends the sessions and revokes the API tokens of the account, not of others', async () => {
      const a = await addStaff(db.db);
      const other = await addStaff(db.db);
      const s = await signIn(t, a.email, TEST_PASSWORD, ip());
      const { token } = await addToken(db.db, a.id);
      const otherSession = await signIn(t, other.email, TEST_PASSWORD, ip());
      const { token: otherToken } = await addToken(db.db, other.id);
      const ok = (r: TestResponse) => r.status;
      expect(ok(await adminCall(t, 'GET', '/admin/me', { bearer: token }))).toBe(200);
      await setStaffPassword(db.db, a.id, await hashPassword('a new password 2'), { id: null, via: 'cli' });
      expect(ok(await adminCall(t, 'GET', '/admin/me', { session: s }))).toBe(401);
      expect(ok(await adminCall(t, 'GET', '/admin/me', { bearer: token }))).toBe(401);
      expect(ok(await adminCall(t, 'GET', '/admin/me', { session: otherSession }))).toBe(200);
      expect(ok(await adminCall(t, 'GET', '/admin/me', { bearer: otherToken }))).toBe(200);
      const tokens = await db.db.selectFrom('staffToken').select('revokedAt').where('staffId', '=', a.id).execute();
      expect(tokens.every((r) => r.revokedAt !== null)).toBe(true);
      await signIn(t, a.email, 'a new password 2', ip());
    });

    it("one's own new password (POST /admin/me/password) revokes one's API tokens and ends the other sessions", async () => {
      const a = await addStaff(db.db);
      const s = await signIn(t, a.email, TEST_PASSWORD, ip());
      const elsewhere = await signIn(t, a.email, TEST_PASSWORD, ip());
      const { token } = await addToken(db.db, a.id);
      const res = await adminCall(t, 'POST', '/admin/me/password', {
        session: s,
        body: { current: TEST_PASSWORD, password: 'Quiet-Harbour-Dawn-7' },
      });
      expect(res.status, res.text).toBe(200);
      expect((await adminCall(t, 'GET', '/admin/me', { bearer: token })).status).toBe(401);
      expect((await adminCall(t, 'GET', '/admin/me', { session: elsewhere })).status).toBe(401);
      expect((await adminCall(t, 'GET', '/admin/me', { session: s })).status).toBe(200);
    });
  });
});
