/**
 * Small helpers every API handler uses: read and check a JSON body, answer in the
 * `{ success, result, message? }` envelope, and turn bad input into a 4xx with plain words.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import { CODE_PATTERN, type ApiFail, type ApiOk } from '../../shared/contract.js';
import type { AnyEndpoint, ResultOf } from '../../shared/endpoints.js';
import type { ApiEnv } from './env.js';
import { BodyError, bodySourceOf, readBytes, tooLarge, type BodyErrorCode } from '../body.js';
import { SingleFlight } from '../single-flight.js';
import type { TtlCache } from '../ttl-cache.js';
import { readStaffCookie } from './admin/auth.js';

/** a client error: becomes `{ success:false, result:null, message }` with this status */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
  ) {
    super(message);
  }
}

/**
 * a body refused (server/body.ts: over its limit, of a type the call does not read, not well
 * formed), with its code: `too-large`, `unsupported` or `invalid` (the admin API answers the
 * refusal code of its status, the same words; the public API keeps the spec's envelope)
 */
export class ApiBodyError extends ApiError {
  constructor(
    status: ContentfulStatusCode,
    message: string,
    readonly code: BodyErrorCode,
  ) {
    super(status, message);
  }
}

/** a body the one bounded reader refused (BodyError), as the API's error */
export function apiErrorOf(err: unknown): unknown {
  return err instanceof BodyError ? new ApiBodyError(err.status, err.message, err.code) : err;
}

/**
 * A read call's answer (issue 29): `compute()`'s result, or the JSON text (the whole envelope) of
 * the same call's answer, kept in the response cache (`key`: the call's path plus its checked
 * body) or being made by another caller. Only successes are kept. A possible staff caller never
 * joins another's making (it still refreshes the cache). Both ways of calling use it: the HTTP
 * route (cachedOk) and the loaders' direct call (./public-calls.ts), so they share the entries.
 */
export async function readAnswer<T>(
  cache: TtlCache | null,
  key: string,
  staff: boolean,
  compute: () => Promise<T>,
): Promise<{ result: T } | { text: string }> {
  if (!cache) return { result: await compute() };
  const hit = cache.get(key);
  if (hit) return { text: hit.body };
  // (an answer begun before a content change is not kept: TtlCache.generation)
  const generation = cache.generation;
  let own: { result: T } | undefined;
  const make = async () => {
    own = { result: await compute() };
    const text = JSON.stringify({ success: true, result: own.result } satisfies ApiOk<T>);
    cache.set(key, { status: 200, headers: [], body: text }, generation);
    return text;
  };
  // concurrent misses of one call wait for one answer (issue 29), but never a staff request's
  const text = staff ? await make() : await flightsOf(cache).run(`${generation}|${key}`, make);
  // (the caller that made it has its result; those that waited, the text)
  return own ?? { text };
}

/** an answer of readAnswer as the HTTP body: the envelope's JSON text */
export function answerText<T>(answer: { result: T } | { text: string }): string {
  return 'text' in answer ? answer.text : JSON.stringify({ success: true, result: answer.result } satisfies ApiOk<T>);
}

/**
 * Answers `compute()`'s result (of the type the endpoint table gives the call), reusing the
 * serialized answer of the same call (`c.req.path` plus the validated body) while the response
 * cache holds it (readAnswer).
 */
export async function cachedOk<E extends AnyEndpoint>(
  c: Context<ApiEnv>,
  _endpoint: E,
  body: unknown,
  compute: () => Promise<ResultOf<E>>,
) {
  const answer = await readAnswer(
    c.var.deps.responseCache,
    `${c.req.path}|${JSON.stringify(body)}`,
    mayBeStaff(c),
    compute,
  );
  return c.body(answerText(answer), 200, { 'content-type': 'application/json' });
}

/** the answers of read calls being made, per answer cache (server/single-flight.ts; flightsOf: tests read `joined`) */
const flights = new WeakMap<TtlCache, SingleFlight<string>>();
export function flightsOf(cache: TtlCache): SingleFlight<string> {
  let f = flights.get(cache);
  if (!f) flights.set(cache, (f = new SingleFlight<string>()));
  return f;
}

/** a request with an Authorization header or a staff session cookie (either name): never joins another's answer */
export function mayBeStaff(c: Context): boolean {
  if (c.req.header('authorization') !== undefined) return true;
  const cookie = c.req.header('cookie');
  return (
    readStaffCookie(cookie, 'session', false) !== undefined || readStaffCookie(cookie, 'session', true) !== undefined
  );
}

/** the message of a 500: the server could not answer (the cause is logged, never told) */
export const SERVER_FAILED = 'The server could not answer this call. Please try again later.';

export function fail(c: Context, status: ContentfulStatusCode, message: string) {
  return c.json<ApiFail>({ success: false, result: null, message }, status);
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * a U+0000 in a JSON string (written `\u0000`, after an even run of backslashes). PostgreSQL text
 * cannot hold it (the query fails: a 500) and SQLite's LIKE stops at it (a search for 'a\u0000b'
 * matched every name ending in 'a'), so no call accepts it.
 */
const NUL_ESCAPE = /(?<!\\)(?:\\\\)*\\u0000/;

/**
 * Reads the body through the one bounded reader (server/body.ts): refused by its Content-Length
 * before reading, and the reading stops as soon as it passes `limit` bytes (a chunked body has no
 * length up front): 413 `too-large`. Under @hono/node-server it reads Node's request directly.
 */
async function readLimited(c: Context, limit: number): Promise<Uint8Array> {
  try {
    return await readBytes(bodySourceOf(c), limit, c.req.raw.headers);
  } catch (err) {
    throw apiErrorOf(err);
  }
}

/**
 * Reads the request body as JSON (an empty body counts as `{}`), within `limit` bytes,
 * and checks it against `schema`. Throws ApiError with a message a person can act on.
 */
export async function readBody<S extends z.ZodType>(c: Context, schema: S, limit: number): Promise<z.output<S>> {
  const bytes = await readLimited(c, limit);
  let text = '';
  if (bytes.byteLength > 0) {
    // a body is JSON, declared so: an untyped empty body reads as {} (issue 28 item 10), an untyped body is refused
    const type = c.req.header('content-type') ?? '';
    if (!/^application\/([\w.+-]*\+)?json\b/i.test(type.trim())) {
      throw new ApiBodyError(415, 'Send the request body as JSON (Content-Type: application/json).', 'unsupported');
    }
    try {
      text = utf8.decode(bytes);
    } catch {
      throw new ApiBodyError(400, 'The request body is not valid UTF-8 text.', 'invalid');
    }
  }
  return checkBodyText(text, schema);
}

/**
 * A body as the API would read it from a request (issue 29: the loaders' direct call): `body` as
 * JSON text, as the client sends it, within `limit` bytes (413), checked as readBody checks it.
 */
export function checkBodyValue<S extends z.ZodType>(body: unknown, schema: S, limit: number): z.output<S> {
  const text = JSON.stringify(body ?? {});
  if (Buffer.byteLength(text) > limit) throw apiErrorOf(tooLarge(limit));
  return checkBodyText(text, schema);
}

/** the JSON text of a body (empty: `{}`): a JSON object with no NUL in its text, that `schema` accepts */
function checkBodyText<S extends z.ZodType>(text: string, schema: S): z.output<S> {
  let value: unknown = {};
  if (text.trim() !== '') {
    try {
      value = JSON.parse(text);
    } catch {
      throw new ApiBodyError(400, 'The request body is not valid JSON.', 'invalid');
    }
    if (NUL_ESCAPE.test(text)) throw new ApiError(400, 'Text in the request body may not contain NUL (\\u0000).');
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new ApiError(400, 'The request body must be a JSON object.');
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? issue.path.join('.') : '';
    const message = issue?.message ?? 'The request body is not valid.';
    // zod's own messages (e.g. for an unknown key type) get the field name in front
    // our own rules speak for themselves; zod's generic messages get the field name in front
    const named = where && issue?.code !== 'custom' && !message.startsWith(where);
    throw new ApiError(400, named ? `${where}: ${message}` : message);
  }
  return parsed.data;
}

/** a code from the path (eventCd, levelCd, newsCd): letters, digits, '-' and '_' only */
export function codeParam(c: Context, name: string): string {
  const value = c.req.param(name) ?? '';
  if (!CODE_PATTERN.test(value)) throw new ApiError(400, `${name} is not a valid code.`);
  return value;
}

export function notFound(what: string): never {
  throw new ApiError(404, `${what} was not found or is not published.`);
}
