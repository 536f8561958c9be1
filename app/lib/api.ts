/**
 * The API client: the only place the web app calls the API (docs/api-contract.md). Every call
 * names an entry of the endpoint table (shared/endpoints.ts), which fixes its path parameters,
 * its body and its result type. A call ends in one of these outcomes, with the HTTP status
 * (0 when no answer came):
 *
 * - ok: `{ success: true }` with a 2xx status: the result.
 * - missing: 404, the record is unknown or unpublished: a page shows its 404 page.
 * - rejected: another 4xx (bad input, 429 too many): the caller decides (the contact form
 *   tells the visitor).
 * - failed: a 5xx, a timeout (code ETIMEDOUT, message 'XMLHttpRequest timeout'), no answer
 *   (ENETWORK) or an answer that is not the API's envelope (EBADRESPONSE): the page shows its
 *   empty state (docs/product.md §8); no message to the visitor.
 *
 * Failed and rejected calls are logged. `call()` is the short form for lists: the result, or
 * null for any other outcome (logged, missing included).
 *
 * On the server the transport comes from the load context (in-process when API_BASE_URL is
 * empty, so no network hop), and with it the public calls' handlers (`direct`: called without
 * building a request, docs/decisions/0025); in the browser it is fetch() against the configured prefix.
 */
import type { ApiResponse } from '../../shared/api';
import { requestOf, type AnyEndpoint, type CallArgs, type ResultOf } from '../../shared/endpoints';

export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

/**
 * A public call's handler called without HTTP (the server's loaders, API_BASE_URL empty;
 * docs/decisions/0025): the status and envelope the API would answer, or null when the call
 * must go by the transport. `route` is the endpoint table's.
 */
export type DirectApi = (
  route: string,
  params: Readonly<Record<string, string>>,
  body: unknown,
) => Promise<{ status: number; answer: unknown } | null>;

export const API_TIMEOUT_MS = 10_000;

export type FailureReason = 'missing' | 'rejected' | 'failed';

export type ApiOutcome<T> =
  | { ok: true; status: number; result: T }
  | {
      ok: false;
      /** the HTTP status; 0 when no answer came (timeout, network) */
      status: number;
      reason: FailureReason;
      /** 'HTTP 404', 'HTTP 500' …, or ETIMEDOUT, ENETWORK, EBADRESPONSE */
      code: string;
      message: string;
    };

/** what the log is told of a call that did not succeed */
export interface ApiFailure {
  path: string;
  status: number;
  reason: FailureReason;
  code: string;
  message: string;
}

export interface ApiClient {
  /** the outcome of a call, with its HTTP status; failed and rejected calls are logged */
  send<E extends AnyEndpoint>(endpoint: E, ...args: CallArgs<E>): Promise<ApiOutcome<ResultOf<E>>>;
  /** the result, or null when the call did not succeed (logged): for lists, whose empty state covers it */
  call<E extends AnyEndpoint>(endpoint: E, ...args: CallArgs<E>): Promise<ResultOf<E> | null>;
}

/** the reason of an answer that is not a success, by its HTTP status */
export function reasonOf(status: number): FailureReason {
  if (status === 404) return 'missing';
  if (status >= 400 && status < 500) return 'rejected';
  return 'failed';
}

class NoAnswer extends Error {
  constructor(
    readonly code: 'ETIMEDOUT' | 'ENETWORK',
    message: string,
  ) {
    super(message);
  }
}

export function createApiClient(
  transport: ApiTransport,
  opts: { timeoutMs?: number; log?: (failure: ApiFailure) => void; direct?: DirectApi } = {},
): ApiClient {
  const direct = opts.direct;
  const timeoutMs = opts.timeoutMs ?? API_TIMEOUT_MS;
  const log = opts.log ?? ((f: ApiFailure) => console.error(`[api] ${f.path}: ${f.code} ${f.message}`));

  async function exchange(
    path: string,
    body: unknown,
    call: { route: string; params: Readonly<Record<string, string>> },
  ): Promise<ApiOutcome<unknown>> {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        // settle first: aborting may reject the transport's promise at once, with its own words
        reject(new NoAnswer('ETIMEDOUT', 'XMLHttpRequest timeout'));
        controller.abort();
      }, timeoutMs);
    });
    let status = 0;
    try {
      // the handler itself when the server offers it (no request, no JSON), else the transport
      const got = direct ? await Promise.race([direct(call.route, call.params, body), timeout]) : null;
      let parsed: unknown;
      if (got) {
        status = got.status;
        parsed = got.answer;
      } else {
        const response = await Promise.race([
          transport(path, {
            method: 'POST',
            headers: { 'content-type': 'application/json', accept: 'application/json' },
            body: JSON.stringify(body),
            signal: controller.signal,
          }),
          timeout,
        ]);
        status = response.status;
        const text = await Promise.race([response.text(), timeout]);
        try {
          parsed = JSON.parse(text);
        } catch {
          parsed = undefined;
        }
      }
      return outcomeOf(status, parsed);
    } catch (err) {
      if (err instanceof NoAnswer) return { ok: false, status, reason: 'failed', code: err.code, message: err.message };
      const message = err instanceof Error ? err.message : String(err);
      return { ok: false, status, reason: 'failed', code: 'ENETWORK', message };
    } finally {
      clearTimeout(timer);
    }
  }

  async function send<E extends AnyEndpoint>(endpoint: E, ...args: CallArgs<E>): Promise<ApiOutcome<ResultOf<E>>> {
    const { path, params, body } = requestOf(endpoint, args);
    const outcome = (await exchange(path, body, { route: endpoint.route, params })) as ApiOutcome<ResultOf<E>>;
    if (!outcome.ok && outcome.reason !== 'missing') log({ path, ...pick(outcome) });
    return outcome;
  }

  return {
    send,
    async call<E extends AnyEndpoint>(endpoint: E, ...args: CallArgs<E>): Promise<ResultOf<E> | null> {
      const { path, params, body } = requestOf(endpoint, args);
      const outcome = (await exchange(path, body, { route: endpoint.route, params })) as ApiOutcome<ResultOf<E>>;
      if (outcome.ok) return outcome.result;
      log({ path, ...pick(outcome) });
      return null;
    },
  };
}

/** the outcome of an answer: its HTTP status and its body, parsed (undefined: not JSON) */
function outcomeOf(status: number, parsed: unknown): ApiOutcome<unknown> {
  if (!parsed || typeof parsed !== 'object' || typeof (parsed as { success?: unknown }).success !== 'boolean') {
    // an answer, but not the API's (a proxy's error page): the call failed, whatever the status
    const what = parsed === undefined ? 'is not JSON' : 'has no success flag';
    return { ok: false, status, reason: 'failed', code: 'EBADRESPONSE', message: `answer ${what} (HTTP ${status})` };
  }
  const answer = parsed as ApiResponse<unknown>;
  if (answer.success && status >= 200 && status < 300) return { ok: true, status, result: answer.result };
  const message = (!answer.success && answer.message) || `success:${String(answer.success)}`;
  // success:false with a 2xx status is not the contract's: a failure of the server
  const reason = status >= 200 && status < 300 ? 'failed' : reasonOf(status);
  return { ok: false, status, reason, code: `HTTP ${status}`, message };
}

function pick(o: Extract<ApiOutcome<unknown>, { ok: false }>): Omit<ApiFailure, 'path'> {
  return { status: o.status, reason: o.reason, code: o.code, message: o.message };
}

/** the browser's transport: fetch against `${apiBase}${path}` */
export function browserTransport(apiBase: string): ApiTransport {
  return (path, init) => fetch(`${apiBase}${path}`, init);
}
