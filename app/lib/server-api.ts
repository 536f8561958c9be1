/** The API client for loaders: the server's transport from the load context. */
import type { AppLoadContext } from 'react-router';
import type { Banner } from '../../shared/api';
import { endpoints, type AnyEndpoint, type CallArgs, type ResultOf } from '../../shared/endpoints';
import { createApiClient, type ApiClient } from './api';

export function serverApi(context: AppLoadContext): ApiClient {
  return createApiClient(context.api, {
    log: (f) => context.logApiError(f.path, f.code, f.message),
    direct: context.apiDirect,
  });
}

/**
 * The banners of each of `types` (its first page of 100), for the pages with a carousel per banner
 * type (the tracking and live services); a type the API could not answer has none.
 */
export async function bannersByType<T extends number>(
  api: ApiClient,
  types: readonly T[],
): Promise<Record<T, Banner[]>> {
  const pages = await Promise.all(
    types.map((type) => api.call(endpoints.bannerList, { type, pageNo: 1, pageSize: 100 })),
  );
  return Object.fromEntries(types.map((type, i) => [type, pages[i]?.records ?? []])) as Record<T, Banner[]>;
}

export type Lookup<T> = { status: 'ok'; result: T } | { status: 'missing' } | { status: 'failed' };

/**
 * One record by its code (docs/api-contract.md):
 * - missing when the API answers 404 (unknown or unpublished) or 400 (a code it does not accept
 *   names no record either): the page is a 404;
 * - failed for anything else (a 5xx, a timeout, no answer, not the API's answer, another 4xx;
 *   logged by the client): the page shows its empty state (docs/product.md §8), not a 404.
 */
export async function lookup<E extends AnyEndpoint>(
  api: ApiClient,
  endpoint: E,
  ...args: CallArgs<E>
): Promise<Lookup<ResultOf<E>>> {
  const answer = await api.send(endpoint, ...args);
  if (answer.ok) return { status: 'ok', result: answer.result };
  if (answer.reason === 'missing' || answer.status === 400) return { status: 'missing' };
  return { status: 'failed' };
}
