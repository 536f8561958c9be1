/**
 * The public API's calls, each described once (issue 29 item 2; docs/decisions/0025): its entry
 * of the endpoint table, the zod schema of its body, and its answer, a function of the API's
 * dependencies, the path's codes, the checked body and the visitor. Two ways serve a description:
 *
 * - `publicRoute`: the Hono route under API_PREFIX (browsers, API clients, and the pages when
 *   API_BASE_URL is set): the body read from the request by the bounded reader.
 * - `directApi`: the page loaders on this server when API_BASE_URL is empty: no Request, no
 *   router, no JSON round trip of the answer; the same checks (the path's codes, the body as the
 *   JSON text the client would send, against the same schema and size limit), the same answer
 *   cache, single flight, rate limit, logging and envelope, with the status the route would give.
 *
 * server/api/public-calls.test.ts runs every call both ways and compares the answers.
 */

import type { Context } from 'hono';
import { CODE_PATTERN, type ApiResponse } from '../../shared/api.js';
import { fillRoute, type EndpointName } from '../../shared/endpoints.js';
import type { ApiDeps, ApiEnv } from './env.js';
import {
  ApiError,
  answerText,
  checkBodyValue,
  codeParam,
  mayBeStaff,
  readAnswer,
  readBody,
  SERVER_FAILED,
} from './http.js';
import type { PublicCall, Visitor } from './call.js';
import type { TtlCache } from '../ttl-cache.js';
import { eventsCalls } from './events.js';
import { siteCalls } from './site.js';
import { newsCalls } from './news.js';
import { contactCalls } from './contact.js';
import { hearingsCalls } from './hearings.js';
import { entriesCalls } from './entries.js';
import { noticesCalls } from './notices.js';

/** every call of shared/endpoints.ts, by its name there (the compiler wants them all) */
export const publicCalls: { [N in EndpointName]: PublicCall } = {
  ...eventsCalls,
  ...siteCalls,
  ...newsCalls,
  ...contactCalls,
  ...hearingsCalls,
  ...entriesCalls,
  ...noticesCalls,
};

/** the names of a route's `:name` parameters */
function paramNames(route: string): string[] {
  return [...route.matchAll(/:(\w+)/g)].map((m) => m[1]!);
}

/** the envelope of a success */
function success(result: unknown): ApiResponse<unknown> {
  return { success: true, result } as ApiResponse<unknown>;
}

/** where a read call's answers are kept: a site-wide call's until the next content change */
function answersOf(deps: ApiDeps, call: PublicCall): TtlCache | null {
  return (call.siteWide && deps.contentCache) || deps.responseCache;
}

/** the Hono handler of a call (mounted at its route by createApi) */
export function publicRoute(call: PublicCall) {
  const names = paramNames(call.endpoint.route);
  return async (c: Context<ApiEnv>) => {
    const deps = c.var.deps;
    const visitor: Visitor = { address: deps.clientAddress(c), userAgent: c.req.header('user-agent') };
    await call.admit?.(deps, visitor);
    const params = Object.fromEntries(names.map((name) => [name, codeParam(c, name)]));
    const body = await readBody(c, call.body, deps.bodyLimit);
    const compute = () => call.answer(deps, params as never, body, visitor);
    const answer =
      call.cacheKey === false
        ? { result: await compute() }
        : await readAnswer(
            answersOf(deps, call),
            `${c.req.path}|${JSON.stringify(call.cacheKey(body))}`,
            mayBeStaff(c),
            compute,
          );
    return c.body(answerText(answer), 200, { 'content-type': 'application/json' });
  };
}

/** what a direct call answers: the status the route would give and its envelope */
export interface DirectAnswer {
  status: number;
  answer: ApiResponse<unknown>;
}

/**
 * Calls a public endpoint for a page loader on this server (`route` as in the endpoint table):
 * the answer as the route would give it, or null when the route must answer (a path code that is
 * not a code: the router's own answer for it, 400 or 404, is the contract).
 */
export type DirectCall = (
  route: string,
  params: Readonly<Record<string, string>>,
  body: unknown,
  visitor: Visitor,
) => Promise<DirectAnswer | null>;

/** the direct calls over `deps`, the API mounted under `prefix` (its paths in the log and the cache keys) */
export function directApi(deps: ApiDeps, prefix: string): DirectCall {
  const byRoute = new Map(
    Object.values(publicCalls).map((call) => [call.endpoint.route, { call, names: paramNames(call.endpoint.route) }]),
  );
  return async (route, params, body, visitor) => {
    const entry = byRoute.get(route);
    if (!entry) return null;
    const { call, names } = entry;
    // (a code is letters, digits, - and _: its path is the same encoded or not)
    for (const name of names) if (!CODE_PATTERN.test(params[name] ?? '')) return null;
    const path = `${prefix}${fillRoute(route, params)}`;
    try {
      await call.admit?.(deps, visitor);
      const checked = checkBodyValue(body, call.body, deps.bodyLimit);
      const compute = () => call.answer(deps, params as never, checked, visitor);
      if (call.cacheKey === false) return { status: 200, answer: success(await compute()) };
      const key = `${path}|${JSON.stringify(call.cacheKey(checked))}`;
      const answer = await readAnswer(answersOf(deps, call), key, false, compute);
      return {
        status: 200,
        answer: 'text' in answer ? (JSON.parse(answer.text) as ApiResponse<unknown>) : success(answer.result),
      };
    } catch (err) {
      if (err instanceof ApiError)
        return { status: err.status, answer: { success: false, result: null, message: err.message } };
      // (as the API's onError: server/api/index.ts)
      deps.logger.error({ err, method: 'POST', path }, 'api call failed');
      return {
        status: 500,
        answer: { success: false, result: null, message: SERVER_FAILED },
      };
    }
  };
}
