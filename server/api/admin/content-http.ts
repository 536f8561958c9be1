/**
 * What the console's content calls (events, levels, races, media, uploads) share: who may call
 * them (editors, or any staff with the scorer's check of the record's event), who edits, the refusals of server/queries/admin/edits.ts as answers (404, 400 with the field, 409), the
 * version a DELETE sends, the scorer's check, an import's file, and, after every committed change, the signal that
 * clears the API answer cache and the page cache (ApiDeps.contentChanged; docs/admin-api.md).
 */
import fs from 'node:fs';
import type { Context } from 'hono';
import { deleteBody } from '../../../shared/admin-content.js';
import { EditError, type Editor } from '../../queries/admin/edits.js';
import { eventOfLevel } from '../../queries/admin/events.js';
import { codeParam } from '../http.js';
import { canScoreEvent, requireStaff, type AdminEnv } from './auth.js';
import { isFieldIssueCode } from '../../../shared/admin/refusals.js';
import { readAdminForm } from './forms.js';
import { AdminInputError, AdminRefusalError, fieldProblem, readAdminBody } from './http.js';
import type { ReceivedForm } from '../../multipart.js';
import type { ChangeScope } from '../../content-changes.js';

/** admins and editors: the calls that change the site's content */
export const editors = requireStaff('admin', 'editor');
/** every role: the calls a scorer makes too, each checking the record's event (mustScore) */
export const anyStaff = requireStaff('admin', 'editor', 'scorer');

/** the audit log's actor for the caller */
export function editorOf(c: Context<AdminEnv>): Editor {
  return { id: c.var.staff.id, via: c.var.staff.via };
}

/** tells the app that published content may have changed: it clears its caches (after the commit) */
export function contentChanged(c: Context<AdminEnv>, scope?: ChangeScope): void {
  c.var.deps.contentChanged?.(scope);
}

/**
 * Runs a committed change (a query of server/queries/admin that writes in its own transaction),
 * then signals the change; its refusals become 404, 400 (with the field) or 409. `scope`: the
 * change touched only that event's records (docs/decisions/0022-stale-while-revalidate.md).
 */
export async function change<T>(c: Context<AdminEnv>, write: () => Promise<T>, scope?: ChangeScope): Promise<T> {
  let result: T;
  try {
    result = await write();
  } catch (err) {
    throw refusalOfEdit(err);
  }
  contentChanged(c, scope);
  return result;
}

/** an EditError as the refusal it answers (its reason is the code); anything else as it is */
export function refusalOfEdit(err: unknown): unknown {
  if (!(err instanceof EditError)) return err;
  if (err.reason === 'invalid') {
    const { code, ...params } = (err.detail ?? {}) as { code?: unknown } & Record<string, never>;
    return new AdminInputError([
      {
        field: err.field ?? '',
        code: isFieldIssueCode(code) ? code : 'invalid',
        ...(Object.keys(params).length > 0 ? { params } : {}),
        message: err.message,
      },
    ]);
  }
  return new AdminRefusalError(err.reason, err.message, err.detail as Record<string, string> | undefined);
}

/** 404 for a record that is not there */
export function found<T>(record: T | undefined, what: string): T {
  if (record === undefined) throw new AdminRefusalError('missing', `There is no ${what}.`);
  return record;
}

/** a DELETE's `updatedAt`: from ?updatedAt= or a JSON body `{updatedAt}` (either may be absent) */
export async function deleteVersion(c: Context<AdminEnv>): Promise<string | undefined> {
  const body = await readAdminBody(c, deleteBody, c.var.deps.bodyLimit);
  const query = c.req.query('updatedAt');
  return body.updatedAt ?? (query === undefined || query === '' ? undefined : query);
}

/** 403 unless the caller may score the event (admins and editors always; a scorer for assigned events) */
export function mustScore(c: Context<AdminEnv>, eventCd: string): void {
  if (!canScoreEvent(c.var.staff, eventCd)) {
    throw new AdminRefusalError(
      'forbidden',
      `You are not assigned to the event ${eventCd}: ask an administrator to assign it to you.`,
    );
  }
}

/** the event's code from the path (400 when it is not a code) */
export function eventOfPath(c: Context<AdminEnv>): string {
  return codeParam(c, 'eventCd');
}

/** the event's code from the path, once the caller may score it (403 for a scorer of other events) */
export function scoredEventOfPath(c: Context<AdminEnv>): string {
  const eventCd = eventOfPath(c);
  mustScore(c, eventCd);
  return eventCd;
}

/**
 * A reader of a record's key from the path (`key`) that answers it once the caller may score the
 * record's event (`eventOf`): 404 `There is no ${what} ${key}.` when there is no such record, 403
 * when the caller is not assigned to its event.
 */
export function scoredKeyOfPath<K extends string | number>(
  key: (c: Context<AdminEnv>) => K,
  eventOf: (db: AdminEnv['Variables']['deps']['db'], key: K) => Promise<string | undefined>,
  what: string,
): (c: Context<AdminEnv>) => Promise<K> {
  return async (c) => {
    const k = key(c);
    mustScore(c, found(await eventOf(c.var.deps.db, k), `${what} ${k}`));
    return k;
  };
}

/** the class's code from the path, once the caller may score its event (404 unknown, 403 not assigned) */
export const scoredLevelOfPath = scoredKeyOfPath((c) => codeParam(c, 'levelCd'), eventOfLevel, 'class');

/**
 * The file of an import sent as a form (multipart/form-data, field `file`; read as it arrived,
 * within the call's limits), or undefined for another type (the caller reads its JSON body). 400
 * `required` on `file` (`missing` says it) when the form has no file or an empty one. The file's
 * name keeps no path nor control characters, at most 200 characters (`fallbackName` when none is left).
 */
export async function readImportFile(
  c: Context<AdminEnv>,
  missing: string,
  fallbackName: string,
): Promise<{ form: ReceivedForm; bytes: Uint8Array; fileName: string } | undefined> {
  if (!/^\s*multipart\/form-data\b/i.test(c.req.header('content-type') ?? '')) return undefined;
  const form = await readAdminForm(c);
  const file = form.filesOf('file')[0];
  if (!file || file.size === 0) throw new AdminInputError([fieldProblem('file', 'required', missing)]);
  // eslint-disable-next-line no-control-regex -- a file name's control characters go
  const fileName = file.filename.replace(/[\\/\u0000-\u001f]/g, '').slice(0, 200) || fallbackName;
  return { form, bytes: new Uint8Array(await fs.promises.readFile(file.path)), fileName };
}
