/**
 * Signing in and out, and who is signed in (docs/admin-api.md):
 *
 * - POST /admin/session {email, password}: one message for every failure (unknown e-mail, wrong
 *   password, disabled account), with the same work done in each case (an unknown e-mail is
 *   verified against a dummy hash). Ten failures within 15 minutes for one e-mail address, or
 *   from one client address, lock it for 15 minutes (429, Retry-After), counted in the database
 *   so every process sees them. A success ends the session the request came with (if any) and
 *   starts a new one: a new id, never one the client chose or had before.
 * - DELETE /admin/session: ends the session on the server and clears the cookie.
 * - GET /admin/me: the staff member and the CSRF token.
 */
import { Hono } from 'hono';
import { adminEndpoints } from '../../../shared/admin-endpoints.js';
import { signInBody } from '../../../shared/admin-contract.js';
import { audit } from '../../queries/audit.js';
import {
  clearFailures,
  createSession,
  deleteSession,
  findStaffByEmail,
  lockedUntil,
  normaliseEmail,
  pruneSessions,
  recordFailure,
  type LockoutRule,
} from '../../queries/staff.js';
import { fail } from '../http.js';
import {
  authenticate,
  clearSessionCookie,
  SESSION_IDLE_MS,
  SESSION_MAX_MS,
  sessionIdOf,
  setSessionCookie,
  type AdminEnv,
} from './auth.js';
import { adminOk, readAdminBody } from './http.js';
import { DEFAULT_SITE_TIME_ZONE } from '../../../shared/site-time.js';
import { csrfTokenFor, randomSecret, sha256Hex, verifyDummy, verifyPassword } from './secrets.js';

/** ten failures within 15 minutes lock an e-mail address or a client address for 15 minutes */
export const LOCKOUT: LockoutRule = { limit: 10, windowMs: 15 * 60_000, lockMs: 15 * 60_000 };

/** the one answer to a failed sign-in: it does not say whether the e-mail address has an account */
export const SIGN_IN_FAILED = 'The e-mail address or the password is not correct.';

function tooMany(until: Date): { seconds: number; message: string } {
  const seconds = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  const at = until.toISOString().slice(11, 16);
  return {
    seconds,
    message: `Too many failed sign-ins. Please try again after ${at} UTC (in ${minutes} minute${minutes === 1 ? '' : 's'}).`,
  };
}

export const sessionApi = new Hono<AdminEnv>()
  .post(adminEndpoints.signIn.route, async (c) => {
    const { db, bodyLimit, clientAddress } = c.var.deps;
    c.header('Cache-Control', 'no-store');
    const body = await readAdminBody(c, signInBody, bodyLimit);
    const email = normaliseEmail(body.email);
    const address = clientAddress(c);
    const keys = [`email:${email}`.slice(0, 320), `ip:${address}`];

    const locked = await lockedUntil(db, keys, new Date(), LOCKOUT);
    if (locked) {
      const { seconds, message } = tooMany(locked);
      c.header('Retry-After', String(seconds));
      return fail(c, 429, message);
    }

    const staff = await findStaffByEmail(db, email);
    const matches = staff ? await verifyPassword(staff.passwordHash, body.password) : await verifyDummy(body.password);
    if (!staff || !matches || Number(staff.disabled) === 1) {
      await recordFailure(db, keys, new Date());
      const nowLocked = await lockedUntil(db, keys, new Date(), LOCKOUT);
      if (nowLocked) {
        const { seconds, message } = tooMany(nowLocked);
        c.header('Retry-After', String(seconds));
        return fail(c, 429, message);
      }
      return fail(c, 401, SIGN_IN_FAILED);
    }

    // a new session every sign-in: the one the request came with (if any) ends
    const previous = sessionIdOf(c);
    if (previous) await deleteSession(db, sha256Hex(previous));
    const sessionId = randomSecret();
    const now = new Date();
    const staffId = Number(staff.id);
    await db.transaction().execute(async (trx) => {
      await createSession(trx, {
        idHash: sha256Hex(sessionId),
        staffId,
        createdAt: now.toISOString(),
        expiresAt: new Date(now.getTime() + SESSION_MAX_MS).toISOString(),
        userAgent: (c.req.header('user-agent') ?? '').slice(0, 300) || null,
        address: address.slice(0, 64),
      });
      await audit(trx, {
        staff: { id: staffId, via: 'session' },
        entity: 'session',
        code: staffId,
        action: 'sign-in',
        after: { address },
      });
    });
    await clearFailures(db, keys[0]!);
    // (ended sessions of anyone are removed now and then: here, at a sign-in)
    await pruneSessions(db, now.toISOString(), new Date(now.getTime() - SESSION_IDLE_MS).toISOString());
    setSessionCookie(c, sessionId);
    return adminOk(c, adminEndpoints.signIn, {
      staff: { id: staffId, email: staff.email, name: staff.name, role: staff.role },
      csrfToken: csrfTokenFor(sessionId),
      siteTimeZone: c.var.deps.siteTimeZone ?? DEFAULT_SITE_TIME_ZONE,
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
    });
  });
