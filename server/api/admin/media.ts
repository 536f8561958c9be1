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
import { codeParam } from '../http.js';
import { requireStaff, type AdminEnv } from './auth.js';
import { change, deleteVersion, editorOf, found } from './content-http.js';
import { adminOk, idParam, readAdminBody, readAdminQuery } from './http.js';

const editors = requireStaff('admin', 'editor');

/** the hosts an event video may be embedded from (VIDEO_EMBED_HOSTS): the one video rule, shared/video-url.ts */
const embedHosts = (c: Context<AdminEnv>): readonly string[] => c.var.deps.videoEmbedHosts ?? DEFAULT_VIDEO_EMBED_HOSTS;

export const adminMediaApi = new Hono<AdminEnv>()
  .get(ep.imageList.route, editors, async (c) => {
    const eventCd = codeParam(c, 'eventCd');
    const q = readAdminQuery(c, mediaListQuery);
    const page = await listAdminImages(c.var.deps.db, eventCd, { pageNo: q.page, pageSize: q.pageSize });
    return adminOk(c, ep.imageList, found(page, `event ${eventCd}`));
  })
  .post(ep.imageCreate.route, editors, async (c) => {
    const eventCd = codeParam(c, 'eventCd');
    const body = await readAdminBody(c, imageCreateBody, c.var.deps.bodyLimit);
    return adminOk(
      c,
      ep.imageCreate,
      await change(c, () => createAdminImage(c.var.deps.db, editorOf(c), eventCd, body)),
    );
  })
  .put(ep.imageUpdate.route, editors, async (c) => {
    const id = idParam(c);
    const { updatedAt, ...patch } = await readAdminBody(c, imageUpdateBody, c.var.deps.bodyLimit);
    const updated = await change(c, () => updateAdminImage(c.var.deps.db, editorOf(c), id, patch, updatedAt));
    return adminOk(c, ep.imageUpdate, updated);
  })
  .delete(ep.imageDelete.route, editors, async (c) => {
    const id = idParam(c);
    const version = await deleteVersion(c);
    await change(c, () => deleteAdminImage(c.var.deps.db, editorOf(c), id, version));
    return adminOk(c, ep.imageDelete, null);
  })
  .get(ep.videoList.route, editors, async (c) => {
    const eventCd = codeParam(c, 'eventCd');
    const q = readAdminQuery(c, mediaListQuery);
    const page = await listAdminVideos(c.var.deps.db, eventCd, { pageNo: q.page, pageSize: q.pageSize });
    return adminOk(c, ep.videoList, found(page, `event ${eventCd}`));
  })
  .post(ep.videoCreate.route, editors, async (c) => {
    const eventCd = codeParam(c, 'eventCd');
    const body = await readAdminBody(c, videoCreateBody(embedHosts(c)), c.var.deps.bodyLimit);
    return adminOk(
      c,
      ep.videoCreate,
      await change(c, () => createAdminVideo(c.var.deps.db, editorOf(c), eventCd, body)),
    );
  })
  .put(ep.videoUpdate.route, editors, async (c) => {
    const id = idParam(c);
    const { updatedAt, ...patch } = await readAdminBody(c, videoUpdateBody(embedHosts(c)), c.var.deps.bodyLimit);
    const updated = await change(c, () => updateAdminVideo(c.var.deps.db, editorOf(c), id, patch, updatedAt));
    return adminOk(c, ep.videoUpdate, updated);
  })
  .delete(ep.videoDelete.route, editors, async (c) => {
    const id = idParam(c);
    const version = await deleteVersion(c);
    await change(c, () => deleteAdminVideo(c.var.deps.db, editorOf(c), id, version));
    return adminOk(c, ep.videoDelete, null);
  });
