/**
 * The API client: the only place the web app calls the API (spec §7). It reads
 * `{ success, result }`; a failed call is logged and answers `null`, so the page shows its
 * empty state (spec §8) instead of an error. A call that takes too long fails with
 * code ETIMEDOUT and message 'XMLHttpRequest timeout'.
 *
 * On the server the transport comes from the load context (in-process when API_BASE_URL is
 * empty, so no network hop); in the browser it is fetch() against the configured prefix.
 */
import type { ApiResponse } from '../../shared/api';

export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

export class ApiCallError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly path: string,
  ) {
    super(message);
  }
}

export const API_TIMEOUT_MS = 10_000;

export interface ApiClient {
  /** the result, or null when the call failed (logged) or answered success:false */
  call<T>(path: string, body?: unknown): Promise<T | null>;
  /** the whole envelope; throws ApiCallError on timeout or network failure */
  raw<T>(path: string, body?: unknown): Promise<ApiResponse<T>>;
}

export function createApiClient(
  transport: ApiTransport,
  opts: { timeoutMs?: number; log?: (err: ApiCallError) => void } = {},
): ApiClient {
  const timeoutMs = opts.timeoutMs ?? API_TIMEOUT_MS;
  const log = opts.log ?? ((err) => console.error(`[api] ${err.path}: ${err.code} ${err.message}`));

  async function raw<T>(path: string, body: unknown = {}): Promise<ApiResponse<T>> {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new ApiCallError('ETIMEDOUT', 'XMLHttpRequest timeout', path));
      }, timeoutMs);
    });
    try {
      const response = await Promise.race([
        transport(path, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(body),
          signal: controller.signal,
        }),
        timeout,
      ]);
      const text = await Promise.race([response.text(), timeout]);
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        throw new ApiCallError('EBADRESPONSE', `answer is not JSON (HTTP ${response.status})`, path);
      }
      if (!parsed || typeof parsed !== 'object' || typeof (parsed as { success?: unknown }).success !== 'boolean') {
        throw new ApiCallError('EBADRESPONSE', `answer has no success flag (HTTP ${response.status})`, path);
      }
      return parsed as ApiResponse<T>;
    } catch (err) {
      if (err instanceof ApiCallError) throw err;
      throw new ApiCallError('ENETWORK', err instanceof Error ? err.message : String(err), path);
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    raw,
    async call<T>(path: string, body?: unknown): Promise<T | null> {
      try {
        const answer = await raw<T>(path, body);
        if (!answer.success) {
          log(new ApiCallError('EFAIL', answer.message || 'success:false', path));
          return null;
        }
        return answer.result;
      } catch (err) {
        log(err instanceof ApiCallError ? err : new ApiCallError('EUNKNOWN', String(err), path));
        return null;
      }
    },
  };
}

/** the browser's transport: fetch against `${apiBase}${path}` */
export function browserTransport(apiBase: string): ApiTransport {
  return (path, init) => fetch(`${apiBase}${path}`, init);
}
