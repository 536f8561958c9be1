/**
 * Staff accounts, their sign-in sessions and API tokens, and scorers' events (migration
 * 0006_staff; the sign-in limits are in ./sign-in-throttle.ts). Every change to an account or a
 * token writes its audit row in the same transaction (./audit.ts). Secrets arrive hashed: this
 * module never sees a password, session id or token in clear.
 */
import type { Kysely, Selectable } from 'kysely';
import type { StaffAccount, StaffRole } from '../../shared/admin-api.js';
import type { Database, StaffTable, StaffTokenTable } from '../db/schema.js';
import { audit, type AuditActor } from './audit.js';
import { accountKey, unlockKey } from './sign-in-throttle.js';
import { nextVersion } from './admin/edits.js';

type Db = Kysely<Database>;

export type StaffRow = Selectable<StaffTable>;
export type StaffTokenRow = Selectable<StaffTokenTable>;

/** e-mail addresses are stored and compared trimmed and lower-cased */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

const now = () => new Date().toISOString();

// ---------------------------------------------------------------- accounts

export async function findStaffByEmail(db: Db, email: string): Promise<StaffRow | undefined> {
  return db.selectFrom('staff').selectAll().where('email', '=', normaliseEmail(email)).executeTakeFirst();
}

export async function findStaffById(db: Db, id: number): Promise<StaffRow | undefined> {
  return db.selectFrom('staff').selectAll().where('id', '=', id).executeTakeFirst();
}

/** the events a scorer is assigned to (event codes, sorted) */
export async function staffEvents(db: Db, staffId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('staffEvent')
    .select('eventCd')
    .where('staffId', '=', staffId)
    .orderBy('eventCd')
    .execute();
  return rows.map((r) => r.eventCd);
}

function toAccount(row: StaffRow, events: string[]): StaffAccount {
  return {
    id: Number(row.id),
    email: row.email,
    name: row.name,
    role: row.role,
    disabled: Number(row.disabled) === 1,
    events,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** every account (admins first, then by name), with a scorer's events; never a password hash */
export async function listStaff(db: Db): Promise<StaffAccount[]> {
  const [rows, assigned] = await Promise.all([
    db.selectFrom('staff').selectAll().orderBy('email').execute(),
    db.selectFrom('staffEvent').select(['staffId', 'eventCd']).orderBy('eventCd').execute(),
  ]);
  const byStaff = new Map<number, string[]>();
  for (const a of assigned) byStaff.set(Number(a.staffId), [...(byStaff.get(Number(a.staffId)) ?? []), a.eventCd]);
  return rows.map((r) => toAccount(r, byStaff.get(Number(r.id)) ?? []));
}

export async function getStaffAccount(db: Db, id: number): Promise<StaffAccount | undefined> {
  const row = await findStaffById(db, id);
  return row ? toAccount(row, await staffEvents(db, id)) : undefined;
}

/** what the audit log records of an account */
function auditView(a: StaffAccount) {
  return { email: a.email, name: a.name, role: a.role, disabled: a.disabled, events: a.events };
}

export interface NewStaff {
  email: string;
  name: string;
  role: StaffRole;
  passwordHash: string;
  /** a scorer's events */
  events?: string[];
}

/** creates an account (audited 'create'); 'exists' when the e-mail address has one already */
export async function createStaff(db: Db, input: NewStaff, actor: AuditActor): Promise<StaffAccount | 'exists'> {
  const email = normaliseEmail(input.email);
  try {
    return await insertStaff(db, { ...input, email }, actor);
  } catch (err) {
    // two at once for one address: the unique index refused the second
    if (await findStaffByEmail(db, email)) return 'exists';
    throw err;
  }
}

async function insertStaff(db: Db, input: NewStaff, actor: AuditActor): Promise<StaffAccount | 'exists'> {
  const email = input.email;
  return db.transaction().execute(async (trx) => {
    if (await findStaffByEmail(trx, email)) return 'exists' as const;
    const at = now();
    const row = await trx
      .insertInto('staff')
      .values({
        email,
        name: input.name.trim(),
        role: input.role,
        passwordHash: input.passwordHash,
        disabled: 0,
        createdAt: at,
        updatedAt: at,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const events = input.role === 'scorer' ? [...new Set(input.events ?? [])].sort() : [];
    if (events.length > 0)
      await trx
        .insertInto('staffEvent')
        .values(events.map((eventCd) => ({ staffId: Number(row.id), eventCd })))
        .execute();
    const account = toAccount(row, events);
    await audit(trx, { staff: actor, entity: 'staff', code: account.id, action: 'create', after: auditView(account) });
    return account;
  });
}

export interface StaffPatch {
  name?: string;
  role?: StaffRole;
  disabled?: boolean;
  /** a scorer's events (replaces the list); ignored (emptied) for other roles */
  events?: string[];
  /** optimistic check: the account's updatedAt as it was read */
  updatedAt?: string;
}

export type StaffUpdateFailure = 'missing' | 'stale' | 'last-admin';

/** enabled admins other than `exceptId` */
async function otherAdmins(db: Db, exceptId: number): Promise<number> {
  const row = await db
    .selectFrom('staff')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('role', '=', 'admin')
    .where('disabled', '=', 0)
    .where('id', '!=', exceptId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Changes an account's name, role, disabled flag or a scorer's events (audited 'update',
 * 'disable' or 'enable' with the changed fields). Disabling ends its sessions and revokes its
 * tokens. The last enabled admin can be neither demoted nor disabled ('last-admin').
 */
export async function updateStaff(
  db: Db,
  id: number,
  patch: StaffPatch,
  actor: AuditActor,
): Promise<StaffAccount | StaffUpdateFailure> {
  return db.transaction().execute(async (trx) => {
    const current = await findStaffById(trx, id);
    if (!current) return 'missing' as const;
    if (patch.updatedAt !== undefined && patch.updatedAt !== current.updatedAt) return 'stale' as const;
    const before = toAccount(current, await staffEvents(trx, id));
    const role = patch.role ?? before.role;
    const disabled = patch.disabled ?? before.disabled;
    const events = role === 'scorer' ? [...new Set(patch.events ?? before.events)].sort() : [];
    const losesAdmin = before.role === 'admin' && !before.disabled && (role !== 'admin' || disabled);
    if (losesAdmin && (await otherAdmins(trx, id)) === 0) return 'last-admin' as const;

    const name = patch.name?.trim() ?? before.name;
    const changed =
      name !== before.name ||
      role !== before.role ||
      disabled !== before.disabled ||
      events.join('\n') !== before.events.join('\n');
    if (!changed) return before;
    // (a millisecond past the stored one when the clock has not moved: a copy read before this
    // change is stale even when both came in one millisecond)
    const updatedAt = nextVersion(current.updatedAt);
    await trx
      .updateTable('staff')
      .set({ name, role, disabled: disabled ? 1 : 0, updatedAt })
      .where('id', '=', id)
      .execute();
    if (events.join('\n') !== before.events.join('\n')) {
      await trx.deleteFrom('staffEvent').where('staffId', '=', id).execute();
      if (events.length > 0)
        await trx
          .insertInto('staffEvent')
          .values(events.map((eventCd) => ({ staffId: id, eventCd })))
          .execute();
    }
    if (disabled && !before.disabled) await endAccess(trx, id);
    const after: StaffAccount = { ...before, name, role, disabled, events, updatedAt };
    const action = disabled !== before.disabled ? (disabled ? 'disable' : 'enable') : 'update';
    await audit(trx, {
      staff: actor,
      entity: 'staff',
      code: id,
      action,
      before: auditView(before),
      after: auditView(after),
    });
    return after;
  });
}

/** ends every session of the account and revokes its tokens */
async function endAccess(trx: Db, staffId: number): Promise<void> {
  await trx.deleteFrom('staffSession').where('staffId', '=', staffId).execute();
  await trx
    .updateTable('staffToken')
    .set({ revokedAt: now() })
    .where('staffId', '=', staffId)
    .where('revokedAt', 'is', null)
    .execute();
}

/**
 * Sets a new password hash (audited 'password', no values) and, in the same transaction, ends the
 * account's sessions and revokes its API tokens (a password is reset when it may be known to
 * someone else, who may have signed in or made a token with it); the device cookies made for the
 * old password are unknown from then on (server/api/admin/device-cookie.ts), and a lock of the
 * account's sign-in is lifted (audited 'unlock'). A one-time password (`oneTime`) must be changed
 * at the next sign-in; any other clears that.
 */
export async function setStaffPassword(
  db: Db,
  id: number,
  passwordHash: string,
  actor: AuditActor,
  /** a one-time password (an admin's reset in the console): to be changed at the next sign-in */
  oneTime = false,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('staff')
      .set({ passwordHash, updatedAt: now(), mustChangePassword: oneTime ? 1 : 0 })
      .where('id', '=', id)
      .returning('email')
      .executeTakeFirst();
    if (!row) return false;
    await endAccess(trx, id);
    await audit(trx, { staff: actor, entity: 'staff', code: id, action: 'password' });
    await unlockAccount(trx, { id, email: row.email }, actor, 'password');
    return true;
  });
}

/**
 * Lifts the lock of the account's sign-in from unknown browsers and forgets their failures;
 * audited 'unlock' when it was locked. Answers whether it was.
 */
export async function unlockAccount(
  db: Db,
  staff: { id: number; email: string },
  actor: AuditActor,
  reason: 'unlock' | 'password' = 'unlock',
): Promise<boolean> {
  const run = async (trx: Db) => {
    const was = await unlockKey(trx, accountKey(staff.email), Date.now());
    if (was) await audit(trx, { staff: actor, entity: 'staff', code: staff.id, action: 'unlock', after: { reason } });
    return was;
  };
  return db.isTransaction ? run(db) : db.transaction().execute(run);
}

// ---------------------------------------------------------------- sessions

export interface NewSession {
  idHash: string;
  staffId: number;
  createdAt: string;
  expiresAt: string;
  userAgent: string | null;
  address: string | null;
}

export async function createSession(db: Db, s: NewSession): Promise<void> {
  await db
    .insertInto('staffSession')
    .values({ ...s, lastSeenAt: s.createdAt })
    .execute();
}

/** a session with its account's state */
export interface SessionWithStaff {
  idHash: string;
  staffId: number;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  email: string;
  name: string;
  role: StaffRole;
  disabled: number;
  /** 1 after an admin's reset, until the person chooses a new password (migration 0016) */
  mustChangePassword: number;
}

export async function findSession(db: Db, idHash: string): Promise<SessionWithStaff | undefined> {
  const row = await db
    .selectFrom('staffSession')
    .innerJoin('staff', 'staff.id', 'staffSession.staffId')
    .select([
      'staffSession.idHash',
      'staffSession.staffId',
      'staffSession.createdAt',
      'staffSession.lastSeenAt',
      'staffSession.expiresAt',
      'staff.email',
      'staff.name',
      'staff.role',
      'staff.disabled',
      'staff.mustChangePassword',
    ])
    .where('staffSession.idHash', '=', idHash)
    .executeTakeFirst();
  return row ? { ...row, staffId: Number(row.staffId), disabled: Number(row.disabled) } : undefined;
}

export async function touchSession(db: Db, idHash: string, at: string): Promise<void> {
  await db.updateTable('staffSession').set({ lastSeenAt: at }).where('idHash', '=', idHash).execute();
}

export async function deleteSession(db: Db, idHash: string): Promise<void> {
  await db.deleteFrom('staffSession').where('idHash', '=', idHash).execute();
}

/** removes sessions past their absolute end or idle since `idleBefore` (both ISO times) */
export async function pruneSessions(db: Db, at: string, idleBefore: string): Promise<void> {
  await db
    .deleteFrom('staffSession')
    .where((eb) => eb.or([eb('expiresAt', '<=', at), eb('lastSeenAt', '<=', idleBefore)]))
    .execute();
}

// ---------------------------------------------------------------- API tokens

/** stores a token's hash (audited 'token-create'); answers its id */
export async function createApiToken(
  db: Db,
  t: { staffId: number; label: string; tokenHash: string },
  actor: AuditActor,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('staffToken')
      .values({ staffId: t.staffId, label: t.label, tokenHash: t.tokenHash, createdAt: now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = Number(row.id);
    await audit(trx, {
      staff: actor,
      entity: 'token',
      code: id,
      action: 'token-create',
      after: { staffId: t.staffId, label: t.label },
    });
    return id;
  });
}

export interface TokenWithStaff {
  id: number;
  staffId: number;
  lastUsedAt: string | null;
  email: string;
  name: string;
  role: StaffRole;
  disabled: number;
}

/** a token that is not revoked, with its account's state */
export async function findToken(db: Db, tokenHash: string): Promise<TokenWithStaff | undefined> {
  const row = await db
    .selectFrom('staffToken')
    .innerJoin('staff', 'staff.id', 'staffToken.staffId')
    .select([
      'staffToken.id',
      'staffToken.staffId',
      'staffToken.lastUsedAt',
      'staff.email',
      'staff.name',
      'staff.role',
      'staff.disabled',
    ])
    .where('staffToken.tokenHash', '=', tokenHash)
    .where('staffToken.revokedAt', 'is', null)
    .executeTakeFirst();
  return row ? { ...row, id: Number(row.id), staffId: Number(row.staffId), disabled: Number(row.disabled) } : undefined;
}

export async function touchToken(db: Db, id: number, at: string): Promise<void> {
  await db.updateTable('staffToken').set({ lastUsedAt: at }).where('id', '=', id).execute();
}

/** a token as `staff:token --list` shows it (never its hash) */
export interface TokenListing {
  id: number;
  email: string;
  label: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

export async function listTokens(db: Db, staffId?: number): Promise<TokenListing[]> {
  let q = db
    .selectFrom('staffToken')
    .innerJoin('staff', 'staff.id', 'staffToken.staffId')
    .select([
      'staffToken.id',
      'staff.email',
      'staffToken.label',
      'staffToken.createdAt',
      'staffToken.lastUsedAt',
      'staffToken.revokedAt',
    ]);
  if (staffId !== undefined) q = q.where('staffToken.staffId', '=', staffId);
  const rows = await q.orderBy('staffToken.id').execute();
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

/** revokes a token (audited 'token-revoke'): 'missing' when there is none, 'revoked' when it already was */
export async function revokeToken(db: Db, id: number, actor: AuditActor): Promise<'ok' | 'missing' | 'revoked'> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('staffToken')
      .select(['revokedAt', 'label'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) return 'missing' as const;
    if (row.revokedAt !== null) return 'revoked' as const;
    const at = now();
    await trx.updateTable('staffToken').set({ revokedAt: at }).where('id', '=', id).execute();
    await audit(trx, {
      staff: actor,
      entity: 'token',
      code: id,
      action: 'token-revoke',
      before: { revokedAt: null },
      after: { revokedAt: at },
    });
    return 'ok' as const;
  });
}

/**
 * A staff member's own new password, chosen after a reset (issue 27): the hash set, the one-time
 * flag cleared, audited 'password'; their other sessions end (the current one, `keepSession`,
 * stays) and their API tokens are revoked, as with every new password (issue 25 finding 11).
 * False when there is no such account.
 */
export async function changeOwnPassword(
  db: Db,
  id: number,
  passwordHash: string,
  actor: AuditActor,
  keepSession?: string,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('staff')
      .set({ passwordHash, updatedAt: now(), mustChangePassword: 0 })
      .where('id', '=', id)
      .returning('id')
      .executeTakeFirst();
    if (!row) return false;
    let others = trx.deleteFrom('staffSession').where('staffId', '=', id);
    if (keepSession) others = others.where('idHash', '!=', keepSession);
    await others.execute();
    await trx
      .updateTable('staffToken')
      .set({ revokedAt: now() })
      .where('staffId', '=', id)
      .where('revokedAt', 'is', null)
      .execute();
    await audit(trx, { staff: actor, entity: 'staff', code: id, action: 'password' });
    return true;
  });
}

/** whether the account must choose a new password (after an admin's reset) */
export async function mustChangePassword(db: Db, id: number): Promise<boolean> {
  const row = await db.selectFrom('staff').select('mustChangePassword').where('id', '=', id).executeTakeFirst();
  return Number(row?.mustChangePassword ?? 0) === 1;
}
