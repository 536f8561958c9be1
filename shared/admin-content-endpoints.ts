/**
 * The staff console's content calls (docs/admin-api.md, "Events, classes, races and media"), in
 * the form of shared/admin-endpoints.ts: method, Hono route (relative to the API prefix), path
 * builder, input and result types. No zod here (the console's pages import it).
 */
import type { AdminEndpoint, AdminMethod } from './admin-endpoints.js';
import type {
  AdminEvent,
  AdminImage,
  AdminLevel,
  AdminRace,
  AdminVideo,
  EventCreateBody,
  EventListQuery,
  EventUpdateBody,
  ImageCreateBody,
  ImageUpdateBody,
  LevelCreateBody,
  LevelUpdateBody,
  MediaListQuery,
  RaceBulkBody,
  RaceCreateBody,
  RaceUpdateBody,
  UploadResult,
  VideoCreateBody,
  VideoUpdateBody,
} from './admin-content.js';
import type { Page } from './api.js';
import { fillRoute, type ParamArgs } from './endpoints.js';

function call<I, T>() {
  return <M extends AdminMethod, R extends `/admin${string}`>(method: M, route: R): AdminEndpoint<M, R, I, T> => ({
    method,
    route,
    path: (...params: ParamArgs<R>) => fillRoute(route, params[0] as Record<string, string> | undefined),
  });
}

/** DELETE's input: the updatedAt read (also accepted as ?updatedAt=) */
type DeleteInput = { updatedAt?: string } | undefined;

/**
 * Roles: admin and editor everything here; a scorer reads the events assigned to them (the
 * list holds only those) and their classes, and reads and changes those classes' races (403
 * otherwise).
 */
export const adminContentEndpoints = {
  eventList: call<EventListQuery, Page<AdminEvent>>()('GET', '/admin/events'),
  eventCreate: call<EventCreateBody, AdminEvent>()('POST', '/admin/events'),
  eventGet: call<undefined, AdminEvent>()('GET', '/admin/events/:eventCd'),
  eventUpdate: call<EventUpdateBody, AdminEvent>()('PUT', '/admin/events/:eventCd'),
  eventDelete: call<DeleteInput, null>()('DELETE', '/admin/events/:eventCd'),

  levelList: call<undefined, AdminLevel[]>()('GET', '/admin/events/:eventCd/levels'),
  levelCreate: call<LevelCreateBody, AdminLevel>()('POST', '/admin/events/:eventCd/levels'),
  levelGet: call<undefined, AdminLevel>()('GET', '/admin/levels/:levelCd'),
  levelUpdate: call<LevelUpdateBody, AdminLevel>()('PUT', '/admin/levels/:levelCd'),
  levelDelete: call<DeleteInput, null>()('DELETE', '/admin/levels/:levelCd'),

  raceList: call<undefined, AdminRace[]>()('GET', '/admin/levels/:levelCd/races'),
  raceCreate: call<RaceCreateBody, AdminRace>()('POST', '/admin/levels/:levelCd/races'),
  /** up to 100 races at once, all or none (codes unique within the class) */
  raceBulk: call<RaceBulkBody, AdminRace[]>()('POST', '/admin/levels/:levelCd/races/bulk'),
  raceGet: call<undefined, AdminRace>()('GET', '/admin/races/:raceCd'),
  raceUpdate: call<RaceUpdateBody, AdminRace>()('PUT', '/admin/races/:raceCd'),
  raceDelete: call<DeleteInput, null>()('DELETE', '/admin/races/:raceCd'),

  imageList: call<MediaListQuery, Page<AdminImage>>()('GET', '/admin/events/:eventCd/images'),
  imageCreate: call<ImageCreateBody, AdminImage>()('POST', '/admin/events/:eventCd/images'),
  imageUpdate: call<ImageUpdateBody, AdminImage>()('PUT', '/admin/images/:id'),
  imageDelete: call<DeleteInput, null>()('DELETE', '/admin/images/:id'),

  videoList: call<MediaListQuery, Page<AdminVideo>>()('GET', '/admin/events/:eventCd/videos'),
  videoCreate: call<VideoCreateBody, AdminVideo>()('POST', '/admin/events/:eventCd/videos'),
  videoUpdate: call<VideoUpdateBody, AdminVideo>()('PUT', '/admin/videos/:id'),
  videoDelete: call<DeleteInput, null>()('DELETE', '/admin/videos/:id'),

  /** multipart/form-data with one file (field `file`) */
  upload: call<FormData, UploadResult>()('POST', '/admin/uploads'),
} as const;
