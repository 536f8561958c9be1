/**
 * The audit log: who changed what, when, with the changed fields before and after. A change and
 * its audit row are written in the same transaction (`db.transaction().execute(trx => …)`), so
 * there is never a change without its row, nor a row for a change that was rolled back.
 */
import type { Kysely } from 'kysely';
import type { AuditAction, AuditEntry, AuditVia } from '../../shared/admin-api.js';
import type { Page } from '../../shared/api.js';
import type { Database } from '../db/schema.js';
import { paginate, type PageQuery } from './paging.js';

type Db = Kysely<Database>;

/** who made a change: a staff member (the admin API's context variable `staff` is one), or a command (id null, via 'cli') */
export interface AuditActor {
  id: number | null;
  via: AuditVia;
}

/**
 * a record as the audit log sees it: a flat object of its fields (camelCase, as the API names
 * them). Any object type will do (an interface has no index signature, so this is `object`).
 */
export type AuditRecord = object;

type Fields = Record<string, unknown>;

export interface AuditInput {
  staff: AuditActor;
  /** 'event', 'level', 'race', 'image', 'video', 'staff', 'token' … */
  entity: string;
  /** the record's code (eventCd …) or id */
  code: string | number;
  action: AuditAction;
  /** the record before the change (null or absent for a create) */
  before?: AuditRecord | null;
  /** the record after it (null or absent for a delete) */
  after?: AuditRecord | null;
  /** fields never written to the log, besides the secret ones (passwordHash, tokenHash, searchText) */
  omit?: readonly string[];
}

/** never in the log: secrets and derived columns */
const ALWAYS_OMITTED = new Set(['passwordHash', 'tokenHash', 'idHash', 'searchText', 'password']);

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields of a change worth logging: with both records, only the fields whose value differs
 * (a field missing on one side counts as null); with one record, all its fields.
 */
export function changedFields(
  beforeRecord: AuditRecord | null | undefined,
  afterRecord: AuditRecord | null | undefined,
  omit: readonly string[] = [],
): { before: Fields | null; after: Fields | null } {
  const before = (beforeRecord ?? null) as Fields | null;
  const after = (afterRecord ?? null) as Fields | null;
  const skip = (key: string) => ALWAYS_OMITTED.has(key) || omit.includes(key);
  const pick = (record: Fields, keys: string[]) =>
    Object.fromEntries(keys.map((k) => [k, record[k] === undefined ? null : record[k]]));
  if (before && after) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
      (k) => !skip(k) && !same(before[k], after[k]),
    );
    return { before: pick(before, keys), after: pick(after, keys) };
  }
  const only = (r: Fields) =>
    pick(
      r,
      Object.keys(r).filter((k) => !skip(k)),
    );
  return { before: before ? only(before) : null, after: after ? only(after) : null };
}

/**
 * Writes one audit row for a change, inside the caller's transaction (`trx`), with only the
 * changed fields. An 'update' that changed nothing writes no row: answers false then.
 *
 *   await db.transaction().execute(async (trx) => {
 *     await trx.updateTable('events').set(patch).where('eventCd', '=', code).execute();
 *     await audit(trx, { staff: c.var.staff, entity: 'event', code, action: 'update', before, after });
 *   });
 */
export async function audit(trx: Db, input: AuditInput): Promise<boolean> {
  const { before, after } = changedFields(input.before, input.after, input.omit);
  const nothing = (r: Fields | null) => r === null || Object.keys(r).length === 0;
  if (input.action === 'update' && nothing(before) && nothing(after)) return false;
  await trx
    .insertInto('auditLog')
    .values({
      at: new Date().toISOString(),
      staffId: input.staff.id,
      via: input.staff.via,
      entity: input.entity,
      code: String(input.code),
      action: input.action,
      beforeJson: before === null ? null : JSON.stringify(before),
      afterJson: after === null ? null : JSON.stringify(after),
    })
    .execute();
  return true;
}

export interface AuditFilter {
  entity?: string;
  code?: string;
  staffId?: number;
}

function parseJson(text: string | null): Record<string, unknown> | null {
  if (text === null) return null;
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return null;
  }
}

/** the log, newest first, optionally for one entity (and code) or one staff member */
export async function listAudit(db: Db, filter: AuditFilter, page: PageQuery): Promise<Page<AuditEntry>> {
  let base = db.selectFrom('auditLog').leftJoin('staff', 'staff.id', 'auditLog.staffId');
  if (filter.entity) base = base.where('auditLog.entity', '=', filter.entity);
  if (filter.code) base = base.where('auditLog.code', '=', filter.code);
  if (filter.staffId !== undefined) base = base.where('auditLog.staffId', '=', filter.staffId);
  const rows = await paginate(base, page, (q) =>
    q
      .select([
        'auditLog.id',
        'auditLog.at',
        'auditLog.staffId',
        'staff.name as staffName',
        'staff.email as staffEmail',
        'auditLog.via',
        'auditLog.entity',
        'auditLog.code',
        'auditLog.action',
        'auditLog.beforeJson',
        'auditLog.afterJson',
      ])
      .orderBy('auditLog.id', 'desc'),
  );
  return {
    ...rows,
    records: rows.records.map(({ beforeJson, afterJson, ...r }) => ({
      ...r,
      id: Number(r.id),
      before: parseJson(beforeJson),
      after: parseJson(afterJson),
    })),
  };
}
