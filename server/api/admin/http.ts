/**
 * What every admin handler uses besides the public API's helpers (../http.ts): typed answers from
 * the admin endpoint table, bodies and queries checked with every field's issue at once, and
 * the refusals as codes (shared/admin/refusals.ts): `{success:false, result:null, message, code,
 * params?, issues?, errors?}`. The message is English for a person; the code is what clients read.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import type { ApiOk } from '../../../shared/api.js';
import type { AdminResultOf, AnyAdminEndpoint } from '../../../shared/admin-endpoints.js';
import {
  REFUSAL_STATUS,
  type AdminRefusal,
  type FieldIssue,
  type FieldIssueCode,
  type IssueParam,
  type RefusalCode,
} from '../../../shared/admin/refusals.js';
import { issueCode } from '../../../shared/admin/zod-issues.js';
import { ApiError, readBody } from '../http.js';

export { issueCode };

/** application/json, or a +json type, with any parameters */
const JSON_TYPE = /^\s*application\/([\w.+-]*\+)?json\s*(;|$)/i;

/** the failure envelope of a 400 with field issues */
export interface AdminFieldFail extends AdminRefusal {
  code: 'invalid';
  issues: FieldIssue[];
  /** each bad field's message, by field name ('events.2' for an item of a list); '' for the body as a whole */
  errors: Record<string, string>;
}

/** a refusal with its code (and the code's parameters): the admin API's onError answers it */
export class AdminRefusalError extends ApiError {
  constructor(
    readonly code: RefusalCode,
    message: string,
    readonly params?: Record<string, IssueParam>,
  ) {
    super(REFUSAL_STATUS[code] as ContentfulStatusCode, message);
  }
}

/** a field issue with its English message */
export interface FieldProblem extends FieldIssue {
  message: string;
}

/** bad input: 400 `invalid` with the first message, and every field's issue and message */
export class AdminInputError extends AdminRefusalError {
  readonly errors: Record<string, string>;
  readonly issues: FieldIssue[];
  /**
   * `problems`: each field's issue with its message; or `{field: message}` (issue code
   * 'invalid': say which rule with a FieldProblem instead)
   */
  constructor(problems: FieldProblem[] | Record<string, string>) {
    const list: FieldProblem[] = Array.isArray(problems)
      ? problems
      : Object.entries(problems).map(([field, message]) => ({ field, code: 'invalid' as const, message }));
    super('invalid', list[0]?.message ?? 'The request is not valid.');
    this.errors = {};
    this.issues = [];
    for (const { message, ...issue } of list) {
      if (issue.field in this.errors) continue;
      this.errors[issue.field] = message;
      this.issues.push(issue);
    }
  }
}

/** one field's problem: `fieldProblem('password', 'password_short', 'The password …', { min: 10 })` */
export function fieldProblem(
  field: string,
  code: FieldIssueCode,
  message: string,
  params?: Record<string, IssueParam>,
): FieldProblem {
  return params ? { field, code, params, message } : { field, code, message };
}

/** the admin refusal envelope (for a handler that answers rather than throws) */
export function adminFail(c: Context, code: RefusalCode, message: string, params?: Record<string, IssueParam>) {
  return c.json<AdminRefusal>(
    { success: false, result: null, message, code, ...(params ? { params } : {}) },
    REFUSAL_STATUS[code] as ContentfulStatusCode,
  );
}

/** answers `result`, of the type the admin endpoint table gives the call */
export function adminOk<E extends AnyAdminEndpoint>(c: Context, _endpoint: E, result: AdminResultOf<E>) {
  return c.json<ApiOk<AdminResultOf<E>>>({ success: true, result });
}

/** zod's issues as field problems (the first issue of each field; '' for the body as a whole) */
export function fieldProblems(error: z.ZodError): FieldProblem[] {
  return error.issues.map((issue) => ({
    field: issue.path.map(String).join('.'),
    ...issueCode(issue),
    message: issue.message,
  }));
}

/** zod's issues as `{field: message}` (the first message of each field) */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}

function check<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  // (with the input in each issue: an absent field is `required`, a wrong one `type`; never answered)
  const parsed = schema.safeParse(value, { reportInput: true });
  if (!parsed.success) throw new AdminInputError(fieldProblems(parsed.error));
  return parsed.data;
}

/**
 * The JSON body (within the API's body limit, `application/json`: 415 otherwise) checked with
 * `schema`; 400 with `errors: {field: message}` for every bad field.
 */
export async function readAdminBody<S extends z.ZodType>(c: Context, schema: S, limit: number): Promise<z.output<S>> {
  // (before reading: a form body may have been read already by the CSRF check)
  const type = c.req.header('content-type');
  if (type && !JSON_TYPE.test(type))
    throw new AdminRefusalError('unsupported', 'Send the request body as JSON (Content-Type: application/json).');
  return check(schema, await readBody(c, z.looseObject({}), limit));
}

/** the query string (empty values dropped) checked with `schema`; 400 with field errors */
export function readAdminQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  const query = Object.fromEntries(Object.entries(c.req.query()).filter(([, v]) => v !== ''));
  return check(schema, query);
}

/** a numeric id from the path: 404 when it is not one (no record has it) */
export function idParam(c: Context, name = 'id'): number {
  const value = c.req.param(name) ?? '';
  if (!/^[1-9]\d{0,9}$/.test(value) || Number(value) > 2_147_483_647)
    throw new AdminRefusalError('missing', `There is no record ${value}.`);
  return Number(value);
}
