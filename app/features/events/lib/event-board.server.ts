/**
 * The loader's first half on an event's board pages (the notice board, the protest hearings, the
 * entry lists): the event's code from the path and the event asked together with the page's board.
 * - not a code, or the event or its board unknown or unpublished: a 404 (thrown);
 * - either answer failed (docs/product.md §8): `failed`, with the page's SEO marked noindex, for
 *   the page's empty state;
 * - else the event, the board and the page's SEO base in the visitor's language.
 */
import { data, type AppLoadContext } from 'react-router';
import { CODE_PATTERN, type Event } from '../../../../shared/api';
import { endpoints, type AnyEndpoint, type CallArgs, type ResultOf } from '../../../../shared/endpoints';
import type { PageId } from '../../../lib/pages';
import type { Seo } from '../../../lib/seo';
import { pageSeo } from '../../../lib/page-meta.server';
import { lookup, serverApi } from '../../../lib/server-api';

export interface EventBoardArgs {
  request: Request;
  params: { eventCd?: string };
  context: AppLoadContext;
}

export type EventBoard<T> = { failed: false; event: Event; board: T; base: Seo } | { failed: true; seo: Seo };

/** `board` is an endpoint whose one path parameter is the event's code (and whose body, if any, is optional) */
export async function eventBoardLoader<E extends AnyEndpoint>(
  { request, params, context }: EventBoardArgs,
  board: E,
  page: PageId,
): Promise<EventBoard<ResultOf<E>>> {
  const eventCd = params.eventCd ?? '';
  if (!CODE_PATTERN.test(eventCd)) throw data(null, { status: 404 });
  const api = serverApi(context);
  const [info, found] = await Promise.all([
    lookup(api, endpoints.eventInfo, { eventCd }),
    lookup(api, board, ...([{ eventCd }] as unknown as CallArgs<E>)),
  ]);
  if (info.status === 'missing' || found.status === 'missing') throw data(null, { status: 404 });
  const base = pageSeo(request, page);
  if (info.status === 'failed' || found.status === 'failed') return { failed: true, seo: { ...base, noindex: true } };
  return { failed: false, event: info.result, board: found.result, base };
}
