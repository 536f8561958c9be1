/**
 * An event's photos and videos in the staff console (admin, editor; docs/admin-api.md): all of
 * them, published or not, in order; add one (a URL POST /admin/uploads answered, or a web
 * address; a video: an mp4 of the site or an allowed player's https page, shared/video-url.ts), change its caption, order or publish flag, delete it. Changes are audited,
 * version-checked and clear the site's caches.
 */
import { Hono, type Context } from 'hono';
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
import { requireStaff, type AdminEnv } from './auth.js';
import { idParam, readAdminQuery } from './http.js';
import { eventOfPath } from './content-http.js';
import { createRoute, deleteRoute, listRoute, updateRoute } from './record-routes.js';

const editors = requireStaff('admin', 'editor');

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

export const adminMediaApi = new Hono<AdminEnv>()
  .get(
    ep.imageList.route,
    editors,
    listRoute(ep.imageList, {
      parent: eventOfPath,
      list: (db, eventCd, c) => listAdminImages(db, eventCd, paging(c)),
      what: 'event',
    }),
  )
  .post(
    ep.imageCreate.route,
    editors,
    createRoute(ep.imageCreate, { parent: eventOfPath, body: imageCreateBody, create: createAdminImage }),
  )
  .put(
    ep.imageUpdate.route,
    editors,
    updateRoute(ep.imageUpdate, { locate: idParam, body: imageUpdateBody, update: updateAdminImage }),
  )
  .delete(ep.imageDelete.route, editors, deleteRoute(ep.imageDelete, { locate: idParam, remove: deleteAdminImage }))
  .get(
    ep.videoList.route,
    editors,
    listRoute(ep.videoList, {
      parent: eventOfPath,
      list: (db, eventCd, c) => listAdminVideos(db, eventCd, paging(c)),
      what: 'event',
    }),
  )
  .post(
    ep.videoCreate.route,
    editors,
    createRoute(ep.videoCreate, {
      parent: eventOfPath,
      body: videoCreateOf,
      create: createAdminVideo,
    }),
  )
  .put(
    ep.videoUpdate.route,
    editors,
    updateRoute(ep.videoUpdate, {
      locate: idParam,
      body: videoUpdateOf,
      update: updateAdminVideo,
    }),
  )
  .delete(ep.videoDelete.route, editors, deleteRoute(ep.videoDelete, { locate: idParam, remove: deleteAdminVideo }));
