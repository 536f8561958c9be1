/**
 * The staff console API's calls (docs/admin-api.md), each described once: method, Hono route
 * pattern (relative to the API prefix, so it starts with /admin), a path builder, and the types
 * of its input (the JSON body, or for GET the query) and result. The console's client, the Hono
 * routes and the tests read this table, as the public API's shared/endpoints.ts.
 *
 * No zod here (the browser imports this module): the input types are the input types of the
 * schemas in shared/admin-contract.ts.
 */
import type { AuditEntry, PasswordReset, StaffAccount, StaffSessionInfo } from './admin-api.js';
import type { AuditQuery, PasswordChangeBody, SignInBody, StaffCreateBody, StaffUpdateBody } from './admin-contract.js';
import type { Page } from './api.js';
import { fillRoute, type ParamArgs } from './endpoints.js';

export type AdminMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface AdminEndpoint<
  M extends AdminMethod = AdminMethod,
  R extends string = string,
  I = unknown,
  T = unknown,
> {
  readonly method: M;
  /** the Hono route pattern, relative to the API prefix ('/admin/…') */
  readonly route: R;
  /** the path of one call, parameters URL-encoded */
  readonly path: (...params: ParamArgs<R>) => string;
  /** type carriers only (never set): the input (JSON body; the query for GET) and the result */
  readonly types?: { input: I; result: T };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyAdminEndpoint = AdminEndpoint<any, any, any, any>;
/** DELETE's input: the updatedAt read (also accepted as ?updatedAt=); 409 when the record changed since */
export type DeleteInput = { updatedAt?: string } | undefined;
export type AdminInputOf<E extends AnyAdminEndpoint> = NonNullable<E['types']>['input'];
export type AdminResultOf<E extends AnyAdminEndpoint> = NonNullable<E['types']>['result'];

/**
 * One admin call described: input I and result T, then method and route:
 * `adminCall<I, T>()('GET', '/admin/route/:param')`. Every shared/admin-*.ts table is built with it.
 */
export function adminCall<I, T>() {
  return <M extends AdminMethod, R extends `/admin${string}`>(method: M, route: R): AdminEndpoint<M, R, I, T> => ({
    method,
    route,
    path: (...params: ParamArgs<R>) => fillRoute(route, params[0] as Record<string, string> | undefined),
  });
}

/**
 * Every admin call. All but `signIn` need a session cookie or a bearer token (401 otherwise);
 * writes with a cookie need the site's origin and the CSRF token (403 otherwise).
 */
export const adminEndpoints = {
  /** sign in: sets the session cookie; 401 (one message for every failure), 429 when locked out */
  signIn: adminCall<SignInBody, StaffSessionInfo>()('POST', '/admin/session'),
  /** sign out: ends the session on the server and clears the cookie */
  signOut: adminCall<undefined, null>()('DELETE', '/admin/session'),
  /** who is signed in, and the CSRF token */
  me: adminCall<undefined, StaffSessionInfo>()('GET', '/admin/me'),
  /** the audit log, newest first (admin, editor) */
  audit: adminCall<AuditQuery, Page<AuditEntry>>()('GET', '/admin/audit'),
  /** every staff account (admin) */
  staffList: adminCall<undefined, StaffAccount[]>()('GET', '/admin/staff'),
  /** a new account (admin); 409 when the e-mail address has one */
  staffCreate: adminCall<StaffCreateBody, StaffAccount>()('POST', '/admin/staff'),
  /** name, role, disabled, a scorer's events (admin); 404 unknown, 409 changed since read or the last admin */
  staffUpdate: adminCall<StaffUpdateBody, StaffAccount>()('PUT', '/admin/staff/:id'),
  /** a one-time password (admin), answered once: the person must change it at the next sign-in; their sessions and tokens end */
  staffResetPassword: adminCall<undefined, PasswordReset>()('POST', '/admin/staff/:id/reset-password'),
  /** the caller's own new password (after a reset: required before anything else) */
  passwordChange: adminCall<PasswordChangeBody, null>()('POST', '/admin/me/password'),
} as const;

export type AdminEndpointName = keyof typeof adminEndpoints;
