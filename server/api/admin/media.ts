/**
 * An event's photos and videos in the staff console (admin, editor; docs/admin-api.md): all of
 * them, published or not, in order; add one (a URL POST /admin/uploads answered, or a web
 * address; a video: an mp4 of the site or an allowed player's https page, shared/video-url.ts), change its caption, order or publish flag, delete it. Changes are audited,
 * version-checked and clear the site's caches.
 */
import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import { adminContentEndpoints as ep } from '../../../shared/admin-content-endpoints.js';
import {
  imageCreateBody,
  imageUpdateBody,
  mediaListQuery,
  videoCreateBody,
  videoUpdateBody,
} from '../../../shared/admin-content.js';
import { DEFAULT_VIDEO_EMBED_HOSTS } from '../../../shared/admin-site.js';
import {
  createAdminImage,
  createAdminVideo,
  deleteAdminImage,
  deleteAdminVideo,
  listAdminImages,
  listAdminVideos,
  updateAdminImage,
  updateAdminVideo,
} from '../../queries/admin/media.js';
import type { Database } from '../../db/schema.js';
import type { AdminEnv } from './auth.js';
import { idParam, readAdminQuery } from './http.js';
import { editors, eventOfPath } from './content-http.js';
import { adminRoutes, createRoute, deleteRoute, listRoute, updateRoute } from './record-routes.js';

type Db = Kysely<Database>;

/** the hosts an event video may be embedded from (VIDEO_EMBED_HOSTS): the one video rule, shared/video-url.ts */
const embedHosts = (c: Context<AdminEnv>): readonly string[] => c.var.deps.videoEmbedHosts ?? DEFAULT_VIDEO_EMBED_HOSTS;

/** a video's bodies, with the hosts this site allows */
const videoCreateOf = (c: Context<AdminEnv>) => videoCreateBody(embedHosts(c));
const videoUpdateOf = (c: Context<AdminEnv>) => videoUpdateBody(embedHosts(c));

/** the list query's paging */
const paging = (c: Context<AdminEnv>) => {
  const q = readAdminQuery(c, mediaListQuery);
  return { pageNo: q.page, pageSize: q.pageSize };
};

/** an event's photos or videos, paged */
const listOf =
  <T>(list: (db: Db, eventCd: string, page: { pageNo: number; pageSize: number }) => Promise<T>) =>
  (db: Db, eventCd: string, c: Context<AdminEnv>) =>
    list(db, eventCd, paging(c));

export const adminMediaApi = adminRoutes(
  listRoute(ep.imageList, editors, { parent: eventOfPath, list: listOf(listAdminImages), what: 'event' }),
  createRoute(ep.imageCreate, editors, { parent: eventOfPath, body: imageCreateBody, create: createAdminImage }),
  updateRoute(ep.imageUpdate, editors, { locate: idParam, body: imageUpdateBody, update: updateAdminImage }),
  deleteRoute(ep.imageDelete, editors, { locate: idParam, remove: deleteAdminImage }),
  listRoute(ep.videoList, editors, { parent: eventOfPath, list: listOf(listAdminVideos), what: 'event' }),
  createRoute(ep.videoCreate, editors, { parent: eventOfPath, body: videoCreateOf, create: createAdminVideo }),
  updateRoute(ep.videoUpdate, editors, { locate: idParam, body: videoUpdateOf, update: updateAdminVideo }),
  deleteRoute(ep.videoDelete, editors, { locate: idParam, remove: deleteAdminVideo }),
);
