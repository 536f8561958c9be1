/**
 * Signing in and out, and who is signed in (docs/admin-api.md):
 *
 * - POST /admin/session {email, password}: one message for every failure (unknown e-mail, wrong
 *   password, disabled account), with the same work done in each case (an unknown e-mail is
 *   verified against a dummy hash). The limits (issue 25 findings 5 and 6;
 *   docs/decisions/0015-device-cookies.md), counted in the database so every process sees them:
 *   - a browser that signed in to the account before holds its device cookie
 *     (./device-cookie.ts): its attempts count on its own key, so failures sent without it never
 *     refuse it (no one can lock staff, admins included, out of their own browser);
 *   - any other browser counts on the account's key and on the client address's key: ten
 *     failures within 15 minutes lock that key for 15 minutes (429 'rate-limited', reason 'locked', Retry-After),
 *     for unknown browsers only; a lock is written to the audit log;
 *   - each attempt is reserved on its keys (one statement each) before the password is
 *     verified, and a key has one sign-in in flight at a time: another meanwhile is refused
 *     (429 'rate-limited', reason 'busy', Retry-After 1), so parallel guesses never pass the limit.
 *   A success ends the session the request came with (if any) and starts a new one (a new id,
 *   never one the client chose or had before), and renews the browser's device cookie.
 * - DELETE /admin/session: ends the session on the server and clears the cookie.
 * - GET /admin/me: the staff member and the CSRF token.
 */
import { Hono, type Context } from 'hono';
import { adminEndpoints } from '../../../shared/admin-endpoints.js';
import { signInBody } from '../../../shared/admin-contract.js';
import { audit } from '../../queries/audit.js';
import { createSession, deleteSession, findStaffByEmail, normaliseEmail, pruneSessions } from '../../queries/staff.js';
import {
  accountKey,
  addressKey,
  deviceKey,
  reserveSignIn,
  settleFailure,
  settleSuccess,
  type Reservation,
  type ThrottleRule,
} from '../../queries/sign-in-throttle.js';
import type { ApiFail } from '../../../shared/api.js';
import {
  authenticate,
  clearSessionCookie,
  SESSION_IDLE_MS,
  SESSION_MAX_MS,
  sessionIdOf,
  setDeviceCookie,
  setSessionCookie,
  staffCookieOf,
  type AdminEnv,
} from './auth.js';
import { adminOk, readAdminBody } from './http.js';
import { DEFAULT_SITE_TIME_ZONE } from '../../../shared/site-time.js';
import { DEVICE_MAX_MS, deviceSecret, issueDevice, knownDevice } from './device-cookie.js';
import { csrfTokenFor, randomSecret, sha256Hex, verifyDummy, verifyPassword } from './secrets.js';

/**
 * ten failures within 15 minutes lock a key (an account for unknown browsers, an address, a
 * device) for 15 minutes; a sign-in in flight holds its keys for at most 10 s
 */
export const SIGN_IN_LIMITS: ThrottleRule = {
  limit: 10,
  windowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
  busyMs: 10_000,
};

/** the one answer to a failed sign-in: it does not say whether the e-mail address has an account */
export const SIGN_IN_FAILED = 'The e-mail address or the password is not correct.';

/** why a sign-in is refused before its password is checked (429 'rate-limited', `params.reason`) */
export type SignInRefusal = 'locked' | 'busy';

/**
 * the failure envelope of a refused sign-in: 429, code 'rate-limited' (shared/admin/refusals.ts),
 * `params.retryAfter` (seconds, as the Retry-After header) and `params.reason`: 'locked' (too
 * many failures) or 'busy' (another sign-in of the account or address is in flight)
 */
export interface SignInRefused extends ApiFail {
  code: 'rate-limited';
  params: { retryAfter: number; reason: SignInRefusal };
}

function refused(c: Context, reason: SignInRefusal, until: number) {
  const seconds = Math.max(1, Math.ceil((until - Date.now()) / 1000));
  c.header('Retry-After', String(seconds));
  let message: string;
  if (reason === 'busy') {
    message = 'Another sign-in to this account or from this address is in progress. Please try again in a moment.';
  } else {
    const minutes = Math.ceil(seconds / 60);
    const at = new Date(until).toISOString().slice(11, 16);
    message = `Too many failed sign-ins. Please try again after ${at} UTC (in ${minutes} minute${minutes === 1 ? '' : 's'}).`;
  }
  return c.json<SignInRefused>(
    { success: false, result: null, message, code: 'rate-limited', params: { retryAfter: seconds, reason } },
    429,
  );
}

export const sessionApi = new Hono<AdminEnv>()
  .post(adminEndpoints.signIn.route, async (c) => {
    const { db, bodyLimit, clientAddress } = c.var.deps;
    c.header('Cache-Control', 'no-store');
    const body = await readAdminBody(c, signInBody, bodyLimit);
    const email = normaliseEmail(body.email);
    const address = clientAddress(c);
    const now = Date.now();
    const staff = await findStaffByEmail(db, email);
    const secret = await deviceSecret(db, c.var.deps.admin?.deviceSecret);
    const deviceCookie = staffCookieOf(c, 'device');
    const account = staff ? { id: Number(staff.id), passwordHash: staff.passwordHash } : null;
    const device = account ? knownDevice(deviceCookie, account, secret, now) : null;

    // a known browser counts on its own key; a device key locked by its own failures is no
    // longer trusted: that browser then counts as an unknown one
    let reservation: Reservation | null = device
      ? await reserveSignIn(db, [deviceKey(device)], now, SIGN_IN_LIMITS)
      : null;
    if (reservation && !reservation.ok && reservation.reason === 'locked') reservation = null;
    const known = reservation !== null;
    reservation ??= await reserveSignIn(db, [accountKey(email), addressKey(address)], now, SIGN_IN_LIMITS);
    if (!reservation.ok) return refused(c, reservation.reason, reservation.until);

    const matches = staff ? await verifyPassword(staff.passwordHash, body.password) : await verifyDummy(body.password);
    if (!staff || !account || !matches || Number(staff.disabled) === 1) {
      const held = reservation;
      const locks = await db.transaction().execute(async (trx) => {
        const locked = await settleFailure(trx, held, Date.now(), SIGN_IN_LIMITS);
        for (const { key, until } of locked) {
          const at = new Date(until).toISOString();
          const actor = { id: null, via: 'sign-in' } as const;
          if (key.startsWith('ip:'))
            await audit(trx, {
              staff: actor,
              entity: 'address',
              code: address.slice(0, 64),
              action: 'lock',
              after: { until: at },
            });
          else if (account)
            await audit(trx, {
              staff: actor,
              entity: 'staff',
              code: account.id,
              action: 'lock',
              after: { until: at, browsers: key.startsWith('device:') ? 'this device' : 'unknown', address },
            });
        }
        return locked;
      });
      // the failure that locked an unknown browser's key answers the lock at once (a known
      // browser's next attempt counts as an unknown one's)
      const lock = known ? undefined : locks.find(() => true);
      if (lock) return refused(c, 'locked', lock.until);
      return c.json<ApiFail>({ success: false, result: null, message: SIGN_IN_FAILED }, 401);
    }
    await settleSuccess(db, reservation);

    // a new session every sign-in: the one the request came with (if any) ends
    const previous = sessionIdOf(c);
    if (previous) await deleteSession(db, sha256Hex(previous));
    const sessionId = randomSecret();
    const at = new Date();
    const staffId = account.id;
    await db.transaction().execute(async (trx) => {
      await createSession(trx, {
        idHash: sha256Hex(sessionId),
        staffId,
        createdAt: at.toISOString(),
        expiresAt: new Date(at.getTime() + SESSION_MAX_MS).toISOString(),
        userAgent: (c.req.header('user-agent') ?? '').slice(0, 300) || null,
        address: address.slice(0, 64),
      });
      await audit(trx, {
        staff: { id: staffId, via: 'session' },
        entity: 'session',
        code: staffId,
        action: 'sign-in',
        after: { address, browser: known ? 'known' : 'new' },
      });
    });
    // (ended sessions of anyone are removed now and then: here, at a sign-in)
    await pruneSessions(db, at.toISOString(), new Date(at.getTime() - SESSION_IDLE_MS).toISOString());
    setSessionCookie(c, sessionId);
    setDeviceCookie(c, issueDevice(deviceCookie, account, secret, at.getTime()), DEVICE_MAX_MS);
    return adminOk(c, adminEndpoints.signIn, {
      staff: { id: staffId, email: staff.email, name: staff.name, role: staff.role },
      csrfToken: csrfTokenFor(sessionId),
      siteTimeZone: c.var.deps.siteTimeZone ?? DEFAULT_SITE_TIME_ZONE,
      // a one-time password (an admin's reset): the console asks for a new one first
      mustChangePassword: Number(staff.mustChangePassword) === 1,
    });
  })
  .delete(adminEndpoints.signOut.route, authenticate(), async (c) => {
    const { db } = c.var.deps;
    const sessionId = c.get('sessionId');
    if (sessionId) {
      const staff = c.var.staff;
      await db.transaction().execute(async (trx) => {
        await deleteSession(trx, sha256Hex(sessionId));
        await audit(trx, { staff, entity: 'session', code: staff.id, action: 'sign-out' });
      });
      clearSessionCookie(c);
    }
    return adminOk(c, adminEndpoints.signOut, null);
  })
  .get(adminEndpoints.me.route, authenticate(), (c) => {
    const { id, email, name, role } = c.var.staff;
    const sessionId = c.get('sessionId');
    return adminOk(c, adminEndpoints.me, {
      staff: { id, email, name, role },
      csrfToken: sessionId ? csrfTokenFor(sessionId) : null,
      siteTimeZone: c.var.deps.siteTimeZone ?? DEFAULT_SITE_TIME_ZONE,
      mustChangePassword: c.var.staff.mustChangePassword === true,
    });
  });
