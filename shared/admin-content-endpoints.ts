/**
 * The staff console's content calls (docs/admin-api.md, "Events, classes, races and media"), in
 * the form of shared/admin-endpoints.ts: method, Hono route (relative to the API prefix), path
 * builder, input and result types. No zod here (the console's pages import it).
 */
import { adminCall, type DeleteInput } from './admin-endpoints.js';
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

/**
 * Roles: admin and editor everything here; a scorer reads the events assigned to them (the
 * list holds only those) and their classes, and reads and changes those classes' races (403
 * otherwise).
 */
export const adminContentEndpoints = {
  eventList: adminCall<EventListQuery, Page<AdminEvent>>()('GET', '/admin/events'),
  eventCreate: adminCall<EventCreateBody, AdminEvent>()('POST', '/admin/events'),
  eventGet: adminCall<undefined, AdminEvent>()('GET', '/admin/events/:eventCd'),
  eventUpdate: adminCall<EventUpdateBody, AdminEvent>()('PUT', '/admin/events/:eventCd'),
  eventDelete: adminCall<DeleteInput, null>()('DELETE', '/admin/events/:eventCd'),

  levelList: adminCall<undefined, AdminLevel[]>()('GET', '/admin/events/:eventCd/levels'),
  levelCreate: adminCall<LevelCreateBody, AdminLevel>()('POST', '/admin/events/:eventCd/levels'),
  levelGet: adminCall<undefined, AdminLevel>()('GET', '/admin/levels/:levelCd'),
  levelUpdate: adminCall<LevelUpdateBody, AdminLevel>()('PUT', '/admin/levels/:levelCd'),
  levelDelete: adminCall<DeleteInput, null>()('DELETE', '/admin/levels/:levelCd'),

  raceList: adminCall<undefined, AdminRace[]>()('GET', '/admin/levels/:levelCd/races'),
  raceCreate: adminCall<RaceCreateBody, AdminRace>()('POST', '/admin/levels/:levelCd/races'),
  /** up to 100 races at once, all or none (codes unique within the class) */
  raceBulk: adminCall<RaceBulkBody, AdminRace[]>()('POST', '/admin/levels/:levelCd/races/bulk'),
  raceGet: adminCall<undefined, AdminRace>()('GET', '/admin/races/:raceCd'),
  raceUpdate: adminCall<RaceUpdateBody, AdminRace>()('PUT', '/admin/races/:raceCd'),
  raceDelete: adminCall<DeleteInput, null>()('DELETE', '/admin/races/:raceCd'),

  imageList: adminCall<MediaListQuery, Page<AdminImage>>()('GET', '/admin/events/:eventCd/images'),
  imageCreate: adminCall<ImageCreateBody, AdminImage>()('POST', '/admin/events/:eventCd/images'),
  imageUpdate: adminCall<ImageUpdateBody, AdminImage>()('PUT', '/admin/images/:id'),
  imageDelete: adminCall<DeleteInput, null>()('DELETE', '/admin/images/:id'),

  videoList: adminCall<MediaListQuery, Page<AdminVideo>>()('GET', '/admin/events/:eventCd/videos'),
  videoCreate: adminCall<VideoCreateBody, AdminVideo>()('POST', '/admin/events/:eventCd/videos'),
  videoUpdate: adminCall<VideoUpdateBody, AdminVideo>()('PUT', '/admin/videos/:id'),
  videoDelete: adminCall<DeleteInput, null>()('DELETE', '/admin/videos/:id'),

  /** multipart/form-data with one file (field `file`) */
  upload: adminCall<FormData, UploadResult>()('POST', '/admin/uploads'),
} as const;
