/** The API client for loaders: the server's transport from the load context. */
import type { AppLoadContext } from 'react-router';
import { createApiClient, type ApiClient } from './api';

export function serverApi(context: AppLoadContext): ApiClient {
  return createApiClient(context.api, { log: (err) => context.logApiError(err.path, err.code, err.message) });
}

export type Lookup<T> = { status: 'ok'; result: T } | { status: 'missing' } | { status: 'failed' };

/**
 * One record by its code: missing when the API says no (unknown or unpublished: the page is a
 * 404), failed when the API could not answer (logged; the page shows its empty state, spec §8).
 */
export async function lookup<T>(context: AppLoadContext, api: ApiClient, path: string): Promise<Lookup<T>> {
  try {
    const answer = await api.raw<T>(path);
    return answer.success && answer.result ? { status: 'ok', result: answer.result } : { status: 'missing' };
  } catch (err) {
    const e = err as { code?: string; message?: string };
    context.logApiError(path, e.code ?? 'EUNKNOWN', e.message ?? String(err));
    return { status: 'failed' };
  }
}
