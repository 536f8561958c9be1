/**
 * What every admin handler uses besides the public API's helpers (../http.ts): typed answers from
 * the admin endpoint table, bodies and queries checked with every field's error at once, and
 * the error answer with `errors: {field: message}`.
 */
import type { Context } from 'hono';
import { z } from 'zod';
import type { ApiFail, ApiOk } from '../../../shared/api.js';
import type { AdminResultOf, AnyAdminEndpoint } from '../../../shared/admin-endpoints.js';
import { ApiError, readBody } from '../http.js';

/** application/json, or a +json type, with any parameters */
const JSON_TYPE = /^\s*application\/([\w.+-]*\+)?json\s*(;|$)/i;

/** the failure envelope of a 400 with field errors: `{success:false, result:null, message, errors}` */
export interface AdminFieldFail extends ApiFail {
  /** each bad field's message, by field name ('events.2' for an item of a list); '' for the body as a whole */
  errors: Record<string, string>;
}

/** bad input: 400 with the first message and every field's */
export class AdminInputError extends ApiError {
  constructor(readonly errors: Record<string, string>) {
    super(400, Object.values(errors)[0] ?? 'The request is not valid.');
  }
}

/** answers `result`, of the type the admin endpoint table gives the call */
export function adminOk<E extends AnyAdminEndpoint>(c: Context, _endpoint: E, result: AdminResultOf<E>) {
  return c.json<ApiOk<AdminResultOf<E>>>({ success: true, result });
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
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new AdminInputError(fieldErrors(parsed.error));
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
    throw new ApiError(415, 'Send the request body as JSON (Content-Type: application/json).');
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
    throw new ApiError(404, `There is no record ${value}.`);
  return Number(value);
}
