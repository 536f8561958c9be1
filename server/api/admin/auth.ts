/**
 * Who is calling the admin API, and may they (docs/admin-api.md). Deny by default: the admin
 * app runs `authenticate` before every call but sign-in, and each route names the roles it
 * allows with `requireStaff(...)`.
 *
 * - A session: the session cookie (`__Host-sf_staff` when the site is https, `sf_staff` on http:
 *   staffCookieName) holds a random 32-byte id (base64url); the database holds its SHA-256. It
 *   ends after 12 h without a request or 7 days after sign-in, whichever is first (last_seen_at
 *   is written at most once a minute).
 * - A token: `Authorization: Bearer sf_…` (made with `npm run staff:token`), stored as SHA-256.
 * - Writes (POST, PUT, PATCH, DELETE) with a cookie must come from the site's own page: the
 *   `Origin` is the site's origin, `Sec-Fetch-Site` (when sent) is `same-origin`, at least one of the
 *   two is present, and the CSRF token of the session comes in `X-CSRF-Token` (or, for a form,
 *   the field `_csrf`). The token is session-bound (secrets.ts csrfTokenFor: an HMAC of the
 *   session id), answered by sign-in and GET /admin/me. A bearer token skips these checks: no
 *   browser sends it by itself.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import type { StaffRole } from '../../../shared/admin-api.js';
import { deleteSession, findSession, findToken, staffEvents, touchSession, touchToken } from '../../queries/staff.js';
import type { ApiDeps, ApiEnv } from '../env.js';
import { fail } from '../http.js';
import { readAdminForm } from './forms.js';
import { csrfTokenFor, safeEqual, sha256Hex, TOKEN_PATTERN } from './secrets.js';

/** the session cookie's name on an http site (on https it is `__Host-sf_staff`: staffCookieName) */
export const SESSION_COOKIE = 'sf_staff';
/** the device cookie's name on an http site (./device-cookie.ts; `__Host-sf_device` on https) */
export const DEVICE_COOKIE = 'sf_device';

/** the staff console's cookies: the session, and the device cookie of browsers staff signed in with */
export type StaffCookie = 'session' | 'device';

/**
 * A staff cookie's name: with the `__Host-` prefix when the site is https (`secure`), so the
 * browser takes it only Secure, with Path=/ and no Domain, set by this very host: no sibling
 * subdomain or http page can plant or shadow it. The plain name on http (a local run), where a
 * browser refuses the prefix.
 */
export function staffCookieName(which: StaffCookie, secure: boolean): string {
  const base = which === 'session' ? SESSION_COOKIE : DEVICE_COOKIE;
  return secure ? `__Host-${base}` : base;
}

/**
 * The value of a staff cookie in a Cookie header (undefined when it has none): the one reader of
 * these cookies (the admin API here, the page renderer and the page cache through it). On an
 * https site only the `__Host-` name counts.
 */
export function readStaffCookie(header: string | undefined, which: StaffCookie, secure: boolean): string | undefined {
  if (!header) return undefined;
  const name = staffCookieName(which, secure);
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    return value;
  }
  return undefined;
}

/**
 * The staff cookies of a Cookie header as a Cookie header of their own ('' when it has none):
 * what the page renderer forwards to the admin API for a console page's calls.
 */
export function staffCookieHeader(header: string | undefined, secure: boolean): string {
  const parts: string[] = [];
  for (const which of ['session', 'device'] as const) {
    const value = readStaffCookie(header, which, secure);
    if (value !== undefined) parts.push(`${staffCookieName(which, secure)}=${value}`);
  }
  return parts.join('; ');
}
/** the CSRF token's header, and its form field */
export const CSRF_HEADER = 'X-CSRF-Token';
export const CSRF_FIELD = '_csrf';
/** a session ends after this long without a request… */
export const SESSION_IDLE_MS = 12 * 3600_000;
/** …or this long after sign-in */
export const SESSION_MAX_MS = 7 * 24 * 3600_000;
/** last_seen_at is written at most this often */
export const SESSION_TOUCH_MS = 60_000;

const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** the calls a session may make while its one-time password waits to be changed */
const PASSWORD_FIRST = new Set(['GET /admin/me', 'POST /admin/me/password', 'DELETE /admin/session']);

/** the staff member a call acts for: `c.var.staff` after `authenticate` / `requireStaff` */
export interface StaffContext {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  /** signed in with the session cookie, or calling with an API token */
  via: 'session' | 'token';
  /** a one-time password is to be changed first (issue 27): every call but GET /admin/me, the change and sign-out answer 403 */
  mustChangePassword?: boolean;
  /** a scorer's events (event codes); empty for other roles */
  events: string[];
}

/** the admin routes' Hono env: the API's dependencies, and the caller once authenticated */
export type AdminEnv = {
  Variables: ApiEnv['Variables'] & {
    staff: StaffContext;
    /** the session id from the cookie (never stored), when the call came with one */
    sessionId?: string;
  };
};

/** the admin API's view of the site's origin (ApiDeps.admin, set by server/app.ts from SITE_ORIGIN) */
function adminOptions(deps: ApiDeps, c: Context) {
  return (
    deps.admin ?? {
      siteOrigin: (ctx: Context) => new URL(ctx.req.url).origin,
      secureCookie: new URL(c.req.url).protocol === 'https:',
    }
  );
}

/** whether the staff cookies are Secure and `__Host-` named for this request (the site is https) */
export function secureCookies(c: Context<AdminEnv>): boolean {
  return adminOptions(c.var.deps, c).secureCookie;
}

/** a staff cookie's value in this request (readStaffCookie) */
export function staffCookieOf(c: Context<AdminEnv>, which: StaffCookie): string | undefined {
  return readStaffCookie(c.req.header('cookie'), which, secureCookies(c));
}

/** sets a staff cookie: HttpOnly, Path=/, Secure and `__Host-` when the site is https, for `maxAgeMs` */
function setStaffCookie(
  c: Context<AdminEnv>,
  which: StaffCookie,
  value: string,
  sameSite: 'Lax' | 'Strict',
  maxAgeMs: number,
): void {
  const secure = secureCookies(c);
  setCookie(c, staffCookieName(which, secure), value, {
    httpOnly: true,
    sameSite,
    path: '/',
    secure,
    maxAge: Math.floor(maxAgeMs / 1000),
  });
}

/** sets the session cookie: HttpOnly, SameSite=Lax, Path=/, Secure and `__Host-` when the site is https, 7 days */
export function setSessionCookie(c: Context<AdminEnv>, sessionId: string): void {
  setStaffCookie(c, 'session', sessionId, 'Lax', SESSION_MAX_MS);
}

export function clearSessionCookie(c: Context<AdminEnv>): void {
  const secure = secureCookies(c);
  deleteCookie(c, staffCookieName('session', secure), { path: '/', secure, httpOnly: true, sameSite: 'Lax' });
}

/**
 * sets the device cookie (./device-cookie.ts): HttpOnly, SameSite=Strict (only the site's own
 * sign-in form sends it), Path=/, Secure and `__Host-` when the site is https, for `maxAgeMs`
 */
export function setDeviceCookie(c: Context<AdminEnv>, value: string, maxAgeMs: number): void {
  setStaffCookie(c, 'device', value, 'Strict', maxAgeMs);
}

/** the cookie's session id when it has the right form */
export function sessionIdOf(c: Context<AdminEnv>): string | undefined {
  const id = staffCookieOf(c, 'session');
  return id !== undefined && SESSION_ID.test(id) ? id : undefined;
}

const unauthorized = (c: Context, message = 'Sign in to use the staff console.') => {
  c.header('Cache-Control', 'no-store');
  return fail(c, 401, message);
};

/** the caller by its bearer token: a StaffContext, or the reason it is refused */
async function byToken(c: Context<AdminEnv>, header: string): Promise<StaffContext | string> {
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header);
  if (!match || !TOKEN_PATTERN.test(match[1]!))
    return 'The Authorization header must be "Bearer sf_…" with an API token.';
  const { db } = c.var.deps;
  const token = await findToken(db, sha256Hex(match[1]!));
  if (!token || token.disabled) return 'This API token is not valid (unknown, revoked, or its account is disabled).';
  const now = Date.now();
  if (token.lastUsedAt === null || now - Date.parse(token.lastUsedAt) >= SESSION_TOUCH_MS)
    await touchToken(db, token.id, new Date(now).toISOString());
  return {
    id: token.staffId,
    email: token.email,
    name: token.name,
    role: token.role,
    via: 'token',
    events: token.role === 'scorer' ? await staffEvents(db, token.staffId) : [],
  };
}

/** the caller by the session cookie: a StaffContext, or the reason it is refused (the cookie is then cleared) */
async function bySession(c: Context<AdminEnv>): Promise<StaffContext | string> {
  const id = sessionIdOf(c);
  if (id === undefined) {
    if (staffCookieOf(c, 'session') !== undefined) clearSessionCookie(c);
    return 'Sign in to use the staff console.';
  }
  const { db } = c.var.deps;
  const idHash = sha256Hex(id);
  const session = await findSession(db, idHash);
  const now = Date.now();
  const ended =
    !session ||
    Date.parse(session.expiresAt) <= now ||
    Date.parse(session.lastSeenAt) + SESSION_IDLE_MS <= now ||
    session.disabled === 1;
  if (ended) {
    if (session) await deleteSession(db, idHash);
    clearSessionCookie(c);
    return 'Your session has ended. Please sign in again.';
  }
  if (now - Date.parse(session.lastSeenAt) >= SESSION_TOUCH_MS)
    await touchSession(db, idHash, new Date(now).toISOString());
  c.set('sessionId', id);
  return {
    id: session.staffId,
    email: session.email,
    name: session.name,
    role: session.role,
    via: 'session',
    events: session.role === 'scorer' ? await staffEvents(db, session.staffId) : [],
    ...(Number(session.mustChangePassword) === 1 ? { mustChangePassword: true } : {}),
  };
}

/** why a cookie write is refused (the origin or the CSRF token), or null when it is the site's own */
async function crossSiteProblem(c: Context<AdminEnv>, sessionId: string): Promise<string | null> {
  const fetchSite = c.req.header('sec-fetch-site');
  const origin = c.req.header('origin');
  if (fetchSite === undefined && origin === undefined)
    return 'Changes with a session must come from the staff console (no Origin or Sec-Fetch-Site header).';
  if (fetchSite !== undefined && fetchSite !== 'same-origin') return 'Changes from other sites are not accepted.';
  if (origin !== undefined && origin !== adminOptions(c.var.deps, c).siteOrigin(c))
    return 'Changes from other sites are not accepted.';
  let token = c.req.header(CSRF_HEADER);
  if (token === undefined) {
    const type = c.req.header('content-type') ?? '';
    if (/^\s*(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type)) {
      // read once within the call's limits, files to disk (./forms.ts): the handler gets the same form
      const field = (await readAdminForm(c)).get(CSRF_FIELD);
      if (typeof field === 'string') token = field;
    }
  }
  if (token === undefined || token === '')
    return `The form is missing its security token (${CSRF_HEADER}). Reload the page and try again.`;
  if (!safeEqual(token, csrfTokenFor(sessionId)))
    return 'The security token does not match your session. Reload the page and try again.';
  return null;
}

/**
 * Finds the caller (bearer token first, else the session cookie) and puts it on `c.var.staff`:
 * 401 without a valid one; 403 for a cookie write that is not the site's own (origin, CSRF).
 * Runs once per request: a second call (requireStaff on a route under the admin app) only
 * checks the role.
 */
export function authenticate(): MiddlewareHandler<AdminEnv> {
  return async (c, next) => {
    c.header('Cache-Control', 'no-store');
    if (c.get('staff') !== undefined) return next();
    // (another scheme, e.g. Basic from a proxy in front of a staging site, is not ours: the cookie decides)
    const authorization = c.req.header('authorization');
    const bearer = authorization !== undefined && /^\s*Bearer\b/i.test(authorization);
    const found = bearer ? await byToken(c, authorization) : await bySession(c);
    if (typeof found === 'string') return unauthorized(c, found);
    if (found.via === 'session' && WRITES.has(c.req.method)) {
      const problem = await crossSiteProblem(c, c.get('sessionId')!);
      if (problem) return fail(c, 403, problem);
    }
    c.set('staff', found);
    // after an admin's reset: nothing but who am I, the new password and signing out
    if (
      found.mustChangePassword &&
      !PASSWORD_FIRST.has(`${c.req.method} ${c.req.path.replace(/^.*(?=\/admin\/)/, '')}`)
    )
      return fail(c, 403, 'Choose a new password first (POST /admin/me/password): yours was reset.');
    await next();
  };
}

/**
 * The route's gate: authenticates (if not done yet) and allows only `roles` (any role when none
 * are named): 401 without a session or token, 403 for another role.
 *
 *   adminApi.put('/admin/events/:eventCd', requireStaff('admin', 'editor'), async (c) => { c.var.staff … });
 */
export function requireStaff(...roles: StaffRole[]): MiddlewareHandler<AdminEnv> {
  const auth = authenticate();
  return async (c, next) => {
    let allowed = false;
    const res = await auth(c, async () => {
      allowed = true;
    });
    if (!allowed) return res ?? unauthorized(c);
    const staff = c.var.staff;
    if (roles.length > 0 && !roles.includes(staff.role)) {
      return fail(c, 403, `This needs the role ${roles.join(' or ')}; you are signed in as ${staff.role}.`);
    }
    await next();
  };
}

/** whether `staff` may change races and results of the event: admins and editors always, scorers for their events */
export function canScoreEvent(staff: Pick<StaffContext, 'role' | 'events'>, eventCd: string): boolean {
  return staff.role !== 'scorer' || staff.events.includes(eventCd);
}
