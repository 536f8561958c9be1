/**
 * What describes a call of the public API (issue 29 item 2): its endpoint, body schema, cache key
 * and answer, served both over HTTP and directly to the page loaders (./public-calls.ts).
 */
import type { z } from 'zod';
import type { AnyEndpoint, ResultOf, RouteOf, RouteParams } from '../../shared/endpoints.js';
import type { ApiDeps } from './env.js';

/** who a call is made for: the client's address (rate limits) and user agent */
export interface Visitor {
  address: string;
  userAgent: string | undefined;
}

export interface PublicCall<E extends AnyEndpoint = AnyEndpoint, S extends z.ZodType = z.ZodType> {
  endpoint: E;
  /** the schema every body is checked against (emptyBody for a call without one) */
  body: S;
  /**
   * a read call's answers are kept in the answer cache, keyed by the path and this part of the
   * checked body (null for a call without a body); `false`: a write, never kept
   */
  cacheKey: ((body: z.output<S>) => unknown) | false;
  /**
   * its answers depend on the site's published content alone (no clock, no visitor): kept until
   * the next content change, whatever the answer cache's time to live (ApiDeps.contentCache)
   */
  siteWide?: boolean;
  /** before anything is read (a rate limit): throws an ApiError to refuse */
  admit?: (deps: ApiDeps, visitor: Visitor) => Promise<void>;
  /** the result; an ApiError for a refusal (notFound: 404) */
  answer: (deps: ApiDeps, params: RouteParams<RouteOf<E>>, body: z.output<S>, visitor: Visitor) => Promise<ResultOf<E>>;
}

/** a read call: cached, keyed by its whole checked body (`key` to key on part of it; a call without a body: null) */
export function readCall<E extends AnyEndpoint, S extends z.ZodType>(
  endpoint: E,
  body: S,
  answer: PublicCall<E, S>['answer'],
  key: (body: z.output<S>) => unknown = (b) => b,
): PublicCall<E, S> {
  return { endpoint, body, cacheKey: key, answer };
}

/** a read call without a body (it accepts `{}`, extra fields ignored): keyed by its path alone */
export function readByPath<E extends AnyEndpoint>(
  endpoint: E,
  body: z.ZodType,
  answer: (deps: ApiDeps, params: RouteParams<RouteOf<E>>) => Promise<ResultOf<E>>,
): PublicCall<E> {
  return { endpoint, body, cacheKey: () => null, answer: (deps, params) => answer(deps, params) };
}

/**
 * `call`, its answers kept until the next content change (issue 29 item 2: the site's
 * configuration, banners, partners, videos and figures, read by every page or by `/`)
 */
export function siteWide<E extends AnyEndpoint, S extends z.ZodType>(call: PublicCall<E, S>): PublicCall<E, S> {
  return { ...call, siteWide: true };
}
