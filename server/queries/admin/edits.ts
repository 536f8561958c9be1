/**
 * What the console's edits share: the refusal of an edit (unknown record, a code already taken,
 * a stale copy, a record still in use), the next `updatedAt` of a record, and the unique-key
 * violation of either engine.
 */
import type { FieldIssueCode, IssueParam, RefusalInUse } from '../../../shared/admin/refusals.js';
import type { AuditActor } from '../audit.js';

export type EditRefusal = 'missing' | 'exists' | 'stale' | 'in-use' | 'invalid';

/**
 * What a refusal says besides its reason (shared/admin/refusals.ts): for 'invalid' the field's
 * issue code (`code`, e.g. 'end_before_start') and its parameters; for 'in-use' what hangs on
 * the record (`what`).
 */
export type EditDetail =
  ({ code: FieldIssueCode } & Record<string, IssueParam>) | { what: RefusalInUse } | Record<string, IssueParam>;

/**
 * an edit that cannot be made: the API answers 404 (missing), 400 with the field's issue
 * (invalid: a rule between fields, e.g. the last day before the first) or 409 (the rest), each
 * with the reason as its refusal code
 */
export class EditError extends Error {
  constructor(
    readonly reason: EditRefusal,
    message: string,
    readonly field?: string,
    readonly detail?: EditDetail,
  ) {
    super(message);
  }
}

/** the refusal of a change made on a stale copy */
export function staleCopy(what: string, stored?: string): EditError {
  return new EditError(
    'stale',
    `${what} was changed by someone else since you opened it${stored ? ` (now ${stored})` : ''}. Reload it and make your change again.`,
  );
}

/** who makes a change (the admin API's `c.var.staff` is one) */
export type Editor = AuditActor;

/**
 * The `updatedAt` a change writes: now, or a millisecond after the stored one when the clock has
 * not moved past it (two edits in one millisecond still get two versions).
 */
export function nextVersion(previous?: string | null): string {
  const now = Date.now();
  const after = previous ? Date.parse(previous) + 1 : 0;
  return new Date(Number.isNaN(after) ? now : Math.max(now, after)).toISOString();
}

/** 409 unless `sent` (the updatedAt the editor read) is absent or the stored one */
export function checkVersion(what: string, stored: string, sent: string | undefined): void {
  if (sent !== undefined && sent !== stored) throw staleCopy(what, stored);
}

/** whether `err` is a unique-key violation (SQLite SQLITE_CONSTRAINT_UNIQUE / PRIMARYKEY, PostgreSQL 23505) */
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** `fields` without the keys whose value is undefined (a PUT changes only what it sends) */
export function defined<T extends object>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** a record as a plain object of its fields (what the audit log and the change check read) */
export function fields(record: object): Record<string, unknown> {
  return record as Record<string, unknown>;
}
