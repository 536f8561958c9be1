/**
 * The staff console's API (docs/admin-api.md) without its validators: roles, limits and the
 * result shapes. The console's pages import this module (no zod in it); shared/admin-contract.ts
 * adds the request-body schemas the server checks, shared/admin-endpoints.ts lists the calls.
 */

// ---------------------------------------------------------------- roles and limits

/** admin: everything, staff accounts included; editor: all content; scorer: races and results of assigned events */
export const STAFF_ROLES = ['admin', 'editor', 'scorer'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_LIMITS = { email: 254, name: 100, passwordMin: 10, passwordMax: 1000, tokenLabel: 100 } as const;

/** what the audit log records */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'publish',
  'unpublish',
  'sign-in',
  'sign-out',
  'disable',
  'enable',
  'password',
  'token-create',
  'token-revoke',
  /** sign-in refused for a while after too many failures (an account from unknown browsers, an address, a device) */
  'lock',
  /** such a lock lifted by a person (staff:unlock, a new password) */
  'unlock',
  /** a posted notice taken off the board's current notices (issue 30): it stays listed as withdrawn */
  'withdraw',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * how a change was made: through a console session, an API token, an `npm run staff:*` command,
 * or by failed sign-in attempts (a lock: nobody's act, so no staff member)
 */
export type AuditVia = 'session' | 'token' | 'cli' | 'sign-in';

// ---------------------------------------------------------------- results

/** the signed-in staff member, as GET /admin/me and POST /admin/session answer it */
export interface StaffIdentity {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
}

/** POST /admin/session and GET /admin/me: who is signed in, and the CSRF token the console's writes send */
export interface StaffSessionInfo {
  staff: StaffIdentity;
  /** send as `X-CSRF-Token` (or the form field `_csrf`) with every POST/PUT/PATCH/DELETE; null when signed in with a token */
  csrfToken: string | null;
  /** the IANA zone of the site's local time (SITE_TIME_ZONE): publish times are read and written in it */
  siteTimeZone: string;
  /**
   * true after an admin reset the password (a one-time password): the console asks for a new one
   * (POST /admin/me/password) before anything else, and the other calls answer 403 until then
   */
  mustChangePassword?: boolean;
}

/** POST /admin/staff/{id}/reset-password: the one-time password, shown once (never stored in clear) */
export interface PasswordReset {
  password: string;
}

/** an account as GET /admin/staff lists it (never the password hash) */
export interface StaffAccount extends StaffIdentity {
  disabled: boolean;
  /** a scorer's events (event codes); empty for other roles */
  events: string[];
  createdAt: string;
  updatedAt: string;
}

/** one row of the audit log: only the fields that changed, before and after */
export interface AuditEntry {
  id: number;
  /** ISO 8601 UTC */
  at: string;
  staffId: number | null;
  /** the staff member's name and e-mail, when the row has one */
  staffName: string | null;
  staffEmail: string | null;
  via: AuditVia;
  /** what was changed: 'event', 'level', 'race', 'image', 'video', 'staff', 'session' … */
  entity: string;
  /** its code (eventCd …) or id */
  code: string;
  action: AuditAction;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}
