/**
 * Staff accounts and admin API calls for tests (docs/admin-api.md).
 *
 *   const t = createTestApp(handle);
 *   await addStaff(t.handle.db, { email: 'ed@example.com', role: 'editor' });
 *   const s = await signIn(t, 'ed@example.com');            // { cookie, csrfToken, staff }
 *   const res = await adminCall(t, 'PUT', '/admin/staff/2', { session: s, body: { name: 'X' } });
 *   const res2 = await adminCall(t, 'GET', '/admin/me', { bearer: token });
 *
 * A write with `session` is sent as the console sends it (same Origin, Sec-Fetch-Site
 * same-origin, X-CSRF-Token) unless the test overrides those headers.
 */
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { StaffRole } from '../../shared/admin-api.js';
import type { AdminMethod, AnyAdminEndpoint } from '../../shared/admin-endpoints.js';
import { fillRoute } from '../../shared/endpoints.js';
import type { Database } from '../../server/db/schema.js';
import { createStaff } from '../../server/queries/staff.js';
import { createApiToken } from '../../server/queries/staff.js';
import { hashPassword, newApiToken, sha256Hex } from '../../server/api/admin/secrets.js';
import type { Db } from '../../server/db/client.js';
import { createTestApp, type TestApp, type TestBody, type TestResponse } from './test-app.js';

/** the password every test account gets unless told otherwise */
export const TEST_PASSWORD = 'correct horse battery staple';

/** the origin the test app answers for (no SITE_ORIGIN: app.request's URL is http://localhost) */
export const TEST_ORIGIN = 'http://localhost';

let counter = 0;

export async function addStaff(
  db: Kysely<Database>,
  opts: { email?: string; name?: string; role?: StaffRole; password?: string; events?: string[] } = {},
) {
  counter += 1;
  const account = await createStaff(
    db,
    {
      email: opts.email ?? `staff${counter}@example.com`,
      name: opts.name ?? `Staff ${counter}`,
      role: opts.role ?? 'editor',
      passwordHash: await hashPassword(opts.password ?? TEST_PASSWORD),
      events: opts.events,
    },
    { id: null, via: 'cli' },
  );
  if (account === 'exists') throw new Error('addStaff: the e-mail address has an account');
  return account;
}

/** the accounts of `signInEachRole`: one of each role, by name */
const EACH_ROLE = [
  ['admin', 'Ada Admin'],
  ['editor', 'Ed Editor'],
  ['scorer', 'Sam Scorer'],
] as const;

/**
 * One account of each role (admin@, editor@ and scorer@example.com: Ada Admin, Ed Editor, Sam
 * Scorer), added in that order, then each signed in from its own address (192.0.2.1, .2, .3).
 */
export async function signInEachRole(t: TestApp, db: Kysely<Database>): Promise<Record<StaffRole, Session>> {
  for (const [role, name] of EACH_ROLE) await addStaff(db, { email: `${role}@example.com`, name, role });
  const sessions = {} as Record<StaffRole, Session>;
  for (const [i, [role]] of EACH_ROLE.entries())
    sessions[role] = await signIn(t, `${role}@example.com`, undefined, `192.0.2.${i + 1}`);
  return sessions;
}

/** a new API token for the account (as `npm run staff:token` makes one) */
export async function addToken(
  db: Kysely<Database>,
  staffId: number,
  label = 'test',
): Promise<{ id: number; token: string }> {
  const token = newApiToken();
  const id = await createApiToken(db, { staffId, label, tokenHash: sha256Hex(token) }, { id: null, via: 'cli' });
  return { id, token };
}

export interface Session {
  /** 'sf_staff=…', for a Cookie header */
  cookie: string;
  /** the session cookie's whole Set-Cookie header (with its attributes) */
  setCookie: string;
  /** 'sf_device=…': the device cookie the sign-in gave this browser (server/api/admin/device-cookie.ts) */
  device?: string;
  csrfToken: string;
  staff: { id: number; email: string; name: string; role: StaffRole };
}

/** the cookie a response sets, as 'name=value' (undefined when it sets none) */
export function cookieOf(res: TestResponse, name = 'sf_staff'): string | undefined {
  const header = res.headers.get('set-cookie') ?? '';
  const match = new RegExp(`(?:^|,\\s*)(${name}=[^;]*)`).exec(header);
  return match?.[1];
}

/** signs in (through the API) and answers the session; fails the test when it does not work */
export async function signIn(
  t: TestApp,
  email: string,
  password = TEST_PASSWORD,
  ip = '198.51.100.1',
): Promise<Session> {
  const res = await t.request(`${t.config.API_PREFIX}/admin/session`, {
    method: 'POST',
    body: { email, password },
    ip,
  });
  expect(res.status, res.text).toBe(200);
  const cookie = cookieOf(res);
  expect(cookie).toBeDefined();
  return {
    cookie: cookie!,
    setCookie: res.headers.getSetCookie().find((h) => h.startsWith(`${cookie!.split('=')[0]}=`)) ?? '',
    device: cookieOf(res, 'sf_device'),
    csrfToken: res.json.result.csrfToken,
    staff: res.json.result.staff,
  };
}

/** the host of the site in the https tests (SITE_ORIGIN https://www.example.com: cookies Secure and `__Host-` named) */
export const HTTPS_HOST = 'www.example.com';

/**
 * Signs a new account in (from `ip`) on an app of the same database served as https://www.example.com,
 * checks the answer is 200, and hands the app and the answer to `check`; the app is disposed after.
 */
export async function withHttpsSignIn(
  db: Db,
  ip: string,
  check: (https: TestApp, res: TestResponse) => Promise<void>,
): Promise<void> {
  const https = createTestApp(db, { env: { SITE_ORIGIN: `https://${HTTPS_HOST}` } });
  try {
    const a = await addStaff(db.db);
    const res = await https.request(`${https.config.API_PREFIX}/admin/session`, {
      method: 'POST',
      body: { email: a.email, password: TEST_PASSWORD },
      headers: { host: HTTPS_HOST },
      ip,
    });
    expect(res.status, res.text).toBe(200);
    await check(https, res);
  } finally {
    https.dispose();
  }
}

export interface AdminCallOptions {
  session?: Session;
  bearer?: string;
  body?: TestBody;
  /** headers to add or override (a value of '' removes a header the helper would send) */
  headers?: Record<string, string>;
  ip?: string;
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** an admin call, path relative to the API prefix ('/admin/me') */
export function adminCall(
  t: TestApp,
  method: string,
  path: string,
  opts: AdminCallOptions = {},
): Promise<TestResponse> {
  const headers: Record<string, string> = {};
  if (opts.session) {
    headers.cookie = opts.session.cookie;
    if (WRITES.has(method)) {
      headers.origin = TEST_ORIGIN;
      headers['sec-fetch-site'] = 'same-origin';
      headers['x-csrf-token'] = opts.session.csrfToken;
    }
  }
  if (opts.bearer !== undefined) headers.authorization = `Bearer ${opts.bearer}`;
  for (const [k, v] of Object.entries(opts.headers ?? {})) {
    if (v === '') delete headers[k.toLowerCase()];
    else headers[k.toLowerCase()] = v;
  }
  return t.request(`${t.config.API_PREFIX}${path}`, { method, body: opts.body, headers, ip: opts.ip });
}

/** the admin API as one bearer token calls it: `adminAs(t, editor).post('/admin/events', body)` */
export function adminAs(t: TestApp, bearer: string) {
  return {
    get: (path: string) => adminCall(t, 'GET', path, { bearer }),
    post: (path: string, body: TestBody) => adminCall(t, 'POST', path, { bearer, body }),
    put: (path: string, body: TestBody) => adminCall(t, 'PUT', path, { bearer, body }),
    del: (path: string, body?: TestBody) => adminCall(t, 'DELETE', path, { bearer, body }),
  };
}

/** one admin call of a table: its method and its path with the route's parameters filled */
export interface AdminCallOf {
  method: AdminMethod;
  path: string;
}

/**
 * Every call of an endpoint table (shared/admin-*.ts), or those whose name `pick` keeps, with
 * the route parameters from `params` ({eventCd: 'EV-1', id: '1'}): a resource's whole surface,
 * so that a role check covers each call the table adds.
 */
export function callsOf(
  table: Readonly<Record<string, AnyAdminEndpoint>>,
  params: Readonly<Record<string, string>>,
  pick: (name: string) => boolean = () => true,
): AdminCallOf[] {
  return Object.entries(table)
    .filter(([name]) => pick(name))
    .map(([, ep]) => ({ method: ep.method, path: fillRoute(ep.route, params) }));
}

/**
 * Sends each call as `as` (a session, a bearer token, or nobody: `{}`) and expects `status`,
 * naming the call that answered otherwise; a write sends `body` (default `{}`). Answers the
 * responses, in order, for further checks.
 */
export async function expectEachAnswers(
  t: TestApp,
  calls: readonly AdminCallOf[],
  status: number,
  as: Pick<AdminCallOptions, 'session' | 'bearer'>,
  body: TestBody = {},
): Promise<TestResponse[]> {
  const answers: TestResponse[] = [];
  for (const { method, path } of calls) {
    const res = await adminCall(t, method, path, { ...as, body: method === 'GET' ? undefined : body });
    expect(res.status, `${method} ${path}`).toBe(status);
    answers.push(res);
  }
  return answers;
}
