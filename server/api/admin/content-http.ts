/**
 * What the console's content calls (events, levels, races, media, uploads) share: who edits,
 * the refusals of server/queries/admin/edits.ts as answers (404, 400 with the field, 409), the
 * version a DELETE sends, the scorer's check, and, after every committed change, the signal that
 * clears the API answer cache and the page cache (ApiDeps.contentChanged; docs/admin-api.md).
 */
import type { Context } from 'hono';
import { deleteBody } from '../../../shared/admin-content.js';
import { EditError, type Editor } from '../../queries/admin/edits.js';
import { eventOfLevel } from '../../queries/admin/events.js';
import { codeParam } from '../http.js';
import { canScoreEvent, type AdminEnv } from './auth.js';
import { isFieldIssueCode } from '../../../shared/admin/refusals.js';
import { AdminInputError, AdminRefusalError, readAdminBody } from './http.js';
import type { ChangeScope } from '../../content-changes.js';

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

/** the class's code from the path, once the caller may score its event (404 unknown, 403 not assigned) */
export async function scoredLevelOfPath(c: Context<AdminEnv>): Promise<string> {
  const levelCd = codeParam(c, 'levelCd');
  mustScore(c, found(await eventOfLevel(c.var.deps.db, levelCd), `class ${levelCd}`));
  return levelCd;
}
