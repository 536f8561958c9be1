/**
 * The API's calls, each described once (docs/api-contract.md): its Hono route pattern, a path
 * builder (parameters URL-encoded), the request body type and the result type. The web app's
 * client, the loaders' lookups, the Hono routes and the tests all read this table, so the
 * compiler checks every call: the body must fit the call, and the result type comes from here,
 * never from the caller.
 *
 * No zod here (the browser imports this module): the body types are the *input* types of the
 * server's schemas in shared/contract.ts, imported as types only (erased from the bundle).
 */
import type {
  Banner,
  DataConfig,
  Event,
  EventImage,
  EventRaces,
  EventVideo,
  Level,
  News,
  Page,
  Partner,
  Race,
  ScorePublication,
  Statistics,
  Video,
} from './api.js';
import type {
  BannerListBody,
  ContactInsertBody,
  EventListBody,
  NewsListBody,
  PartnerListBody,
  PublishedPageBody,
  VideoListBody,
} from './contract.js';
import type { HearingBoard } from './hearings.js';
import type { EventEntries, EventEntriesBody } from './entries.js';
import type { NoticeBoard } from './notices.js';

/** the body of a call that takes none (the API accepts `{}` and ignores extra fields) */
export type NoBody = undefined;

/** the `:name` parameters of a route pattern, e.g. `{ eventCd: string }` for '/event/info/:eventCd' */
export type RouteParams<R extends string> = R extends `${string}:${infer P}/${infer Rest}`
  ? { [K in P]: string } & RouteParams<`/${Rest}`>
  : R extends `${string}:${infer P}`
    ? { [K in P]: string }
    : Record<never, never>;

/** the parameter argument of a path: none for a route without parameters */
export type ParamArgs<R extends string> = keyof RouteParams<R> extends never ? [] : [params: RouteParams<R>];

/** the body argument of a call: none without a body, optional when every field is */
export type BodyArgs<B> = [B] extends [undefined] ? [] : Record<never, never> extends B ? [body?: B] : [body: B];

export interface Endpoint<R extends string = string, B = unknown, T = unknown> {
  /** the Hono route pattern, relative to the API prefix */
  readonly route: R;
  /** the path of one call, parameters URL-encoded */
  readonly path: (...params: ParamArgs<R>) => string;
  /** type carriers only (never set): the request body and the result */
  readonly types?: { body: B; result: T };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyEndpoint = Endpoint<any, any, any>;
export type RouteOf<E extends AnyEndpoint> = E['route'];
export type BodyOf<E extends AnyEndpoint> = NonNullable<E['types']>['body'];
export type ResultOf<E extends AnyEndpoint> = NonNullable<E['types']>['result'];
/** what follows the endpoint in a call: its path parameters (if any), then its body (if any) */
export type CallArgs<E extends AnyEndpoint> = [...ParamArgs<RouteOf<E>>, ...BodyArgs<BodyOf<E>>];

/** a route with its `:name` parameters filled in, each URL-encoded */
export function fillRoute(route: string, params: Readonly<Record<string, string>> = {}): string {
  return route.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${route}: no value for :${name}`);
    return encodeURIComponent(value);
  });
}

/** the parameter count of each route (its `:name` segments), so a call's arguments can be split */
export function paramCount(route: string): number {
  return route.match(/:\w+/g)?.length ?? 0;
}

/** a call that takes body B and answers T: `call<B, T>()('/route/:param')` */
function call<B, T>() {
  return <R extends string>(route: R): Endpoint<R, B, T> => ({
    route,
    path: (...params: ParamArgs<R>) => fillRoute(route, params[0] as Record<string, string> | undefined),
  });
}

/** every call of the public API (POST, JSON body, `{ success, result, message? }`) */
export const endpoints = {
  bannerList: call<BannerListBody, Page<Banner>>()('/banner/list'),
  eventList: call<EventListBody, Page<Event>>()('/event/list'),
  /** 404 when the event is unknown or unpublished */
  eventInfo: call<NoBody, Event>()('/event/info/:eventCd'),
  /** 404 when the event is unknown or unpublished */
  eventLevels: call<NoBody, Level[]>()('/event/level/:eventCd'),
  /** 404 when the event is unknown or unpublished */
  eventImages: call<PublishedPageBody, Page<EventImage>>()('/event/img/:eventCd'),
  /** 404 when the event is unknown or unpublished */
  eventVideos: call<PublishedPageBody, Page<EventVideo>>()('/event/video/:eventCd'),
  /** 404 when the level (or its event) is unknown or unpublished */
  levelRaces: call<NoBody, Race[]>()('/level/race/:levelCd'),
  /** 404 when the level (or its event) is unknown or unpublished */
  levelScores: call<NoBody, ScorePublication[]>()('/level/score/:levelCd'),
  /** every race of the event's classes and the site's time zone; 404 when the event is unknown or unpublished */
  eventRaces: call<NoBody, EventRaces>()('/event/race/:eventCd'),
  partnerList: call<PartnerListBody, Page<Partner>>()('/partnerList'),
  videoList: call<VideoListBody, Page<Video>>()('/videoList'),
  newsList: call<NewsListBody, Page<News>>()('/news/list'),
  /** 404 when the post is unknown or unpublished */
  newsInfo: call<NoBody, News>()('/news/info/:newsCd'),
  dataConfigInfo: call<NoBody, DataConfig>()('/dataConfigInfo'),
  statistics: call<NoBody, Statistics>()('/statistics'),
  /** 400 when a rule of the form fails, 429 when the address sent too many */
  contactInsert: call<ContactInsertBody, null>()('/contact/insert'),
  /** an event's published protest hearings and time limits (issue 30); 404 when the event is unknown or unpublished */
  eventHearings: call<NoBody, HearingBoard>()('/event/hearings/:eventCd'),
  /** the entry lists of the event's classes, or of one (`{levelCd}`); 404 when the event (or class) is unknown or unpublished */
  eventEntries: call<EventEntriesBody, EventEntries>()('/event/entries/:eventCd'),
  /** an event's official notice board (issue 30): published notices, newest first; 404 when the event is unknown or unpublished */
  eventNotices: call<NoBody, NoticeBoard>()('/event/notices/:eventCd'),
  /** the codes of the published events whose notice board has a posted notice (the sitemap's one read, issue 27) */
  noticeBoards: call<NoBody, string[]>()('/event/notice-boards'),
} as const;

export type EndpointName = keyof typeof endpoints;

/** the path, path parameters and body of a call from its arguments (`...CallArgs<E>`) */
export function requestOf<E extends AnyEndpoint>(
  endpoint: E,
  args: CallArgs<E>,
): { path: string; params: Readonly<Record<string, string>>; body: unknown } {
  const n = paramCount(endpoint.route);
  const list = args as unknown[];
  const params = n > 0 ? (list[0] as Record<string, string>) : {};
  const path = fillRoute(endpoint.route, params);
  const body = list[n > 0 ? 1 : 0];
  return { path, params, body: body ?? {} };
}
