/**
 * What the console's edits share: the refusal of an edit (unknown record, a code already taken,
 * a stale copy, a record still in use), the next `updatedAt` of a record, the unique-key
 * violation of either engine, and the audited add, change and delete of one owned row
 * (insertOwned, updateOwned, deleteOwned: events, classes, races, news, banners, partners, site
 * videos, photos, videos, hearings, notices, entries).
 */
import type { Insertable, Kysely, Selectable, Transaction, Updateable } from 'kysely';
import type { FieldIssueCode, IssueParam, RefusalInUse } from '../../../shared/admin/refusals.js';
import type { AuditAction } from '../../../shared/admin-api.js';
import type { Database } from '../../db/schema.js';
import { audit, type AuditActor } from '../audit.js';

/** the database, and a transaction on it, as the admin queries take them */
export type Db = Kysely<Database>;
export type Trx = Transaction<Database>;

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

/** whether `patch` changes any field of `current` (a field absent on one side counts as null) */
export function changes(current: object, patch: object): boolean {
  const now = current as Record<string, unknown>;
  return Object.entries(patch).some(([k, v]) => JSON.stringify(now[k] ?? null) !== JSON.stringify(v ?? null));
}

/** the sort order after `max`, the largest of a list (10 apart, so one can be put between two by hand) */
export function nextSortOrder(max: number | string | bigint | null | undefined): number {
  return max === null || max === undefined ? 10 : Number(max) + 10;
}

/**
 * Runs `write` (a transaction) again, up to `attempts` times, when it fails on a unique key: a
 * number or code it read as free was taken meanwhile by another's write. `pause` (ms, by
 * attempt) spaces the tries out, so several at once take their turns.
 */
export async function retryOnUniqueViolation<T>(
  write: () => Promise<T>,
  attempts = 5,
  pause?: (attempt: number) => number,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await write();
    } catch (err) {
      if (!isUniqueViolation(err) || attempt >= attempts) throw err;
      if (pause) await new Promise((resolve) => setTimeout(resolve, pause(attempt)));
    }
  }
}

/** whether the event (published or not) exists: the records of an event are added to it */
export async function eventExists(db: Kysely<Database>, eventCd: string): Promise<boolean> {
  return (await db.selectFrom('events').select('id').where('eventCd', '=', eventCd).executeTakeFirst()) !== undefined;
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

// ---------------------------------------------------------------- one owned row's audited change

/**
 * The tables whose rows the console adds, changes and deletes one at a time, each with the column
 * that names a row (its key: a code, or the id) and its `updatedAt` version.
 */
const KEY_OF = {
  events: 'eventCd',
  levels: 'levelCd',
  races: 'raceCd',
  news: 'newsCd',
  banners: 'id',
  partners: 'id',
  videos: 'id',
  eventImages: 'id',
  eventVideos: 'id',
  hearings: 'id',
  notices: 'id',
  entries: 'id',
} as const;
export type OwnedTable = keyof typeof KEY_OF;
/** a row's key: the id (a number) or a code */
export type OwnedKey<T extends OwnedTable> = (typeof KEY_OF)[T] extends 'id' ? number : string;
type RowOf<T extends OwnedTable> = Selectable<Database[T]>;
/** the owned tables as one: each has its key and version (the rows are typed by `T` on the way out) */
const asOwned = (trx: Trx) => trx as unknown as Kysely<{ owned: { key: string | number; updatedAt: string } }>;
const keyColumn = (table: OwnedTable) => KEY_OF[table] as 'key';
/** the columns a change may set (its `updatedAt` is the helper's, unless the change gives it) */
export type OwnedSet<T extends OwnedTable> = Updateable<Database[T]>;

/** 'update', or 'publish' / 'unpublish' when the change flips the record's isPublish */
export function publishAction(before: object, after: object): AuditAction {
  const was = (before as { isPublish?: unknown }).isPublish;
  const is = (after as { isPublish?: unknown }).isPublish;
  if (was === undefined || is === undefined || was === is) return 'update';
  return is === 1 ? 'publish' : 'unpublish';
}

/** what names an owned row and how it is audited */
export interface OwnedRow<T extends OwnedTable, V extends object> {
  table: T;
  /** the row's key (KEY_OF: `eventCd` of an event, the id of a photo) */
  key: OwnedKey<T>;
  /** the version the editor read (checked when given) */
  sentVersion: string | undefined;
  /** the record's name in a refusal: "There is no photo 3." (`noun` 'photo') */
  noun: string;
  /** the record as a stale copy's refusal names it ('The hearing 4'); default `The ${noun} ${key}` */
  what?: (row: RowOf<T>) => string;
  /** the audit log's entity, and the row's code there (default: the key) */
  entity: string;
  code?: (row: RowOf<T>) => string | number;
  /** the record as the API answers it and the audit log records it */
  view: (row: RowOf<T>, trx: Trx) => V | Promise<V>;
  /** fields never in the audit row (NOT_AUDITED: the version, the id …) */
  omit?: readonly string[];
}

/** the row `key` of `table`, read in `trx`: 404 missing when there is none, 409 stale when `sentVersion` is not its version */
async function readOwned<T extends OwnedTable, V extends object>(trx: Trx, o: OwnedRow<T, V>): Promise<RowOf<T>> {
  const row = (await asOwned(trx)
    .selectFrom(o.table as 'owned')
    .selectAll()
    .where(keyColumn(o.table), '=', o.key)
    .executeTakeFirst()) as RowOf<T> | undefined;
  if (!row) throw new EditError('missing', `There is no ${o.noun} ${o.key}.`);
  checkVersion(whatOf(o, row), (row as { updatedAt: string }).updatedAt, o.sentVersion);
  return row;
}

const whatOf = <T extends OwnedTable, V extends object>(o: OwnedRow<T, V>, row: RowOf<T>) =>
  o.what ? o.what(row) : `The ${o.noun} ${o.key}`;

/**
 * Adds one owned row with its audit row, in the caller's transaction (which has made its checks):
 * insert `values` (with a first version unless they give one), answer the record (`view`), and
 * audit it (`action`, default 'create'; its code the new row's key unless `code` names it; less
 * `omit`). With `exists` ('The event SF1'), a key already taken is 409 `exists`.
 */
export async function insertOwned<T extends OwnedTable, V extends object>(
  trx: Trx,
  editor: Editor,
  o: {
    table: T;
    values: Omit<Insertable<Database[T]>, 'updatedAt'> & { updatedAt?: string };
    entity: string;
    view: (row: RowOf<T>) => V;
    code?: (after: V) => string | number;
    action?: AuditAction;
    omit?: readonly string[];
    exists?: string;
  },
): Promise<V> {
  let row: RowOf<T>;
  try {
    row = (await asOwned(trx)
      .insertInto(o.table as 'owned')
      .values({ updatedAt: nextVersion(), ...o.values } as never)
      .returningAll()
      .executeTakeFirstOrThrow()) as RowOf<T>;
  } catch (err) {
    if (o.exists !== undefined && isUniqueViolation(err)) throw new EditError('exists', `${o.exists} already exists.`);
    throw err;
  }
  const after = o.view(row);
  await audit(trx, {
    staff: editor,
    entity: o.entity,
    code: o.code ? o.code(after) : keyOf(o.table, after),
    action: o.action ?? 'create',
    after: fields(after),
    omit: o.omit,
  });
  return after;
}

/** the key of a record as the API answers it (each view names the key as its table does) */
const keyOf = (table: OwnedTable, record: object) => fields(record)[KEY_OF[table]] as string | number;

/**
 * Changes one owned row with its audit row, in one transaction: read it (404 `missing`), check
 * the version the editor sent (409 `stale`), `set` makes the change's columns (or refuses it by
 * throwing an EditError; undefined: nothing to change, the record is answered as it is), write
 * them with a new version only while the row still has the version read (else 409 `stale`), and
 * audit it ('update', or publish/unpublish by default, less `omit`). Answers the record after.
 */
export async function updateOwned<T extends OwnedTable, V extends object>(
  db: Kysely<Database>,
  editor: Editor,
  o: OwnedRow<T, V> & {
    set: (row: RowOf<T>, trx: Trx) => OwnedSet<T> | undefined | Promise<OwnedSet<T> | undefined>;
    action?: (before: V, after: V) => AuditAction;
  },
): Promise<V> {
  return db.transaction().execute(async (trx) => {
    const row = await readOwned(trx, o);
    const updatedAt = (row as { updatedAt: string }).updatedAt;
    const set = await o.set(row, trx);
    const before = await o.view(row, trx);
    if (set === undefined) return before;
    const updated = (await asOwned(trx)
      .updateTable(o.table as 'owned')
      .set({ updatedAt: nextVersion(updatedAt), ...(set as object) })
      .where(keyColumn(o.table), '=', o.key)
      .where('updatedAt', '=', updatedAt)
      .returningAll()
      .executeTakeFirst()) as RowOf<T> | undefined;
    if (!updated) throw staleCopy(whatOf(o, row));
    const after = await o.view(updated, trx);
    await audit(trx, {
      staff: editor,
      entity: o.entity,
      code: o.code ? o.code(updated) : o.key,
      action: (o.action ?? publishAction)(before, after),
      before: fields(before),
      after: fields(after),
      omit: o.omit,
    });
    return after;
  });
}

/**
 * The audit rows of records a cascade deletes with their owner (an event's photos and videos, a
 * class's races): one 'delete' a record, with the record as it was (its `view`).
 */
export async function auditDeleted<R>(
  trx: Trx,
  editor: Editor,
  rows: readonly R[],
  o: { entity: string; code: (row: R) => string | number; view: (row: R) => object; omit?: readonly string[] },
): Promise<void> {
  for (const row of rows) {
    await audit(trx, {
      staff: editor,
      entity: o.entity,
      code: o.code(row),
      action: 'delete',
      before: fields(o.view(row)),
      omit: o.omit,
    });
  }
}

/**
 * Deletes one owned row with its audit row, in one transaction: read it (404 `missing`), check
 * the version (409 `stale`), `check` may refuse (409 `in-use` …), `cascade` deletes what goes
 * with the row (each with its audit row), delete it while it still has the version read (else
 * 409 `stale`), audit 'delete' with the record as it was.
 */
export async function deleteOwned<T extends OwnedTable, V extends object>(
  db: Kysely<Database>,
  editor: Editor,
  o: OwnedRow<T, V> & {
    check?: (row: RowOf<T>, trx: Trx) => void | Promise<void>;
    cascade?: (row: RowOf<T>, trx: Trx) => Promise<void>;
  },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await readOwned(trx, o);
    await o.check?.(row, trx);
    await o.cascade?.(row, trx);
    const deleted = await asOwned(trx)
      .deleteFrom(o.table as 'owned')
      .where(keyColumn(o.table), '=', o.key)
      .where('updatedAt', '=', (row as { updatedAt: string }).updatedAt)
      .executeTakeFirst();
    if (Number(deleted.numDeletedRows) !== 1) throw staleCopy(whatOf(o, row));
    await audit(trx, {
      staff: editor,
      entity: o.entity,
      code: o.code ? o.code(row) : o.key,
      action: 'delete',
      before: fields(await o.view(row, trx)),
      omit: o.omit,
    });
  });
}
