/**
 * The home page and site content in the staff console (admin, editor; docs/admin-api.md "Home
 * page and site content"): banners, partners and site videos (list, create, read, change,
 * delete, order), the statistics figures and the site configuration. Changes are audited,
 * version-checked (409) and clear the site's caches (and with them the /uploads answers: a file
 * goes public or private with its record).
 */
import { Hono, type Context } from 'hono';
import {
  adminSiteEndpoints as ep,
  bannerCreateBody,
  bannerListQuery,
  bannerOrderBody,
  bannerUpdateBody,
  configUpdateBody,
  DEFAULT_VIDEO_EMBED_HOSTS,
  partnerCreateBody,
  partnerListQuery,
  partnerOrderBody,
  partnerUpdateBody,
  siteVideoCreateBody,
  siteVideoListQuery,
  siteVideoOrderBody,
  siteVideoUpdateBody,
  statisticsUpdateBody,
} from '../../../shared/admin-site.js';
import {
  createAdminBanner,
  createAdminPartner,
  createAdminSiteVideo,
  deleteAdminBanner,
  deleteAdminPartner,
  deleteAdminSiteVideo,
  getAdminBanner,
  getAdminConfig,
  getAdminPartner,
  getAdminSiteVideo,
  getAdminStatistics,
  listAdminBanners,
  listAdminPartners,
  listAdminSiteVideos,
  orderAdminBanners,
  orderAdminPartners,
  orderAdminSiteVideos,
  updateAdminBanner,
  updateAdminConfig,
  updateAdminPartner,
  updateAdminSiteVideo,
  updateAdminStatistics,
} from '../../queries/admin/site.js';
import { requireStaff, type AdminEnv } from './auth.js';
import { change, deleteVersion, editorOf, found } from './content-http.js';
import { adminOk, idParam, readAdminBody, readAdminQuery } from './http.js';

const editors = requireStaff('admin', 'editor');

/** the hosts a site video may be embedded from (VIDEO_EMBED_HOSTS) */
const embedHosts = (c: Context<AdminEnv>): readonly string[] => c.var.deps.videoEmbedHosts ?? DEFAULT_VIDEO_EMBED_HOSTS;

const body = <S extends Parameters<typeof readAdminBody>[1]>(c: Context<AdminEnv>, schema: S) =>
  readAdminBody(c, schema, c.var.deps.bodyLimit);

export const adminSiteApi = new Hono<AdminEnv>()
  // ------------------------------------------------------------ banners
  .get(ep.bannerList.route, editors, async (c) => {
    const { type } = readAdminQuery(c, bannerListQuery);
    return adminOk(c, ep.bannerList, await listAdminBanners(c.var.deps.db, type));
  })
  .post(ep.bannerCreate.route, editors, async (c) => {
    const input = await body(c, bannerCreateBody);
    return adminOk(c, ep.bannerCreate, await change(c, () => createAdminBanner(c.var.deps.db, editorOf(c), input)));
  })
  .post(ep.bannerOrder.route, editors, async (c) => {
    const { type, ids } = await body(c, bannerOrderBody);
    const list = await change(c, () => orderAdminBanners(c.var.deps.db, editorOf(c), type, ids));
    return adminOk(c, ep.bannerOrder, list);
  })
  .get(ep.bannerGet.route, editors, async (c) => {
    const id = idParam(c);
    return adminOk(c, ep.bannerGet, found(await getAdminBanner(c.var.deps.db, id), `banner ${id}`));
  })
  .put(ep.bannerUpdate.route, editors, async (c) => {
    const id = idParam(c);
    const { updatedAt, ...patch } = await body(c, bannerUpdateBody);
    const updated = await change(c, () => updateAdminBanner(c.var.deps.db, editorOf(c), id, patch, updatedAt));
    return adminOk(c, ep.bannerUpdate, updated);
  })
  .delete(ep.bannerDelete.route, editors, async (c) => {
    const id = idParam(c);
    const version = await deleteVersion(c);
    await change(c, () => deleteAdminBanner(c.var.deps.db, editorOf(c), id, version));
    return adminOk(c, ep.bannerDelete, null);
  })
  // ------------------------------------------------------------ partners
  .get(ep.partnerList.route, editors, async (c) => {
    const { type } = readAdminQuery(c, partnerListQuery);
    return adminOk(c, ep.partnerList, await listAdminPartners(c.var.deps.db, type));
  })
  .post(ep.partnerCreate.route, editors, async (c) => {
    const input = await body(c, partnerCreateBody);
    return adminOk(c, ep.partnerCreate, await change(c, () => createAdminPartner(c.var.deps.db, editorOf(c), input)));
  })
  .post(ep.partnerOrder.route, editors, async (c) => {
    const { type, ids } = await body(c, partnerOrderBody);
    const list = await change(c, () => orderAdminPartners(c.var.deps.db, editorOf(c), type, ids));
    return adminOk(c, ep.partnerOrder, list);
  })
  .get(ep.partnerGet.route, editors, async (c) => {
    const id = idParam(c);
    return adminOk(c, ep.partnerGet, found(await getAdminPartner(c.var.deps.db, id), `partner ${id}`));
  })
  .put(ep.partnerUpdate.route, editors, async (c) => {
    const id = idParam(c);
    const { updatedAt, ...patch } = await body(c, partnerUpdateBody);
    const updated = await change(c, () => updateAdminPartner(c.var.deps.db, editorOf(c), id, patch, updatedAt));
    return adminOk(c, ep.partnerUpdate, updated);
  })
  .delete(ep.partnerDelete.route, editors, async (c) => {
    const id = idParam(c);
    const version = await deleteVersion(c);
    await change(c, () => deleteAdminPartner(c.var.deps.db, editorOf(c), id, version));
    return adminOk(c, ep.partnerDelete, null);
  })
  // ------------------------------------------------------------ site videos
  .get(ep.siteVideoList.route, editors, async (c) => {
    const { type } = readAdminQuery(c, siteVideoListQuery);
    return adminOk(c, ep.siteVideoList, await listAdminSiteVideos(c.var.deps.db, type));
  })
  .get(ep.siteVideoEmbedHosts.route, editors, (c) => adminOk(c, ep.siteVideoEmbedHosts, { hosts: [...embedHosts(c)] }))
  .post(ep.siteVideoCreate.route, editors, async (c) => {
    const input = await body(c, siteVideoCreateBody(embedHosts(c)));
    const created = await change(c, () =>
      createAdminSiteVideo(c.var.deps.db, editorOf(c), input, c.var.deps.siteTimeZone),
    );
    return adminOk(c, ep.siteVideoCreate, created);
  })
  .post(ep.siteVideoOrder.route, editors, async (c) => {
    const { type, ids } = await body(c, siteVideoOrderBody);
    const list = await change(c, () => orderAdminSiteVideos(c.var.deps.db, editorOf(c), type, ids));
    return adminOk(c, ep.siteVideoOrder, list);
  })
  .get(ep.siteVideoGet.route, editors, async (c) => {
    const id = idParam(c);
    return adminOk(c, ep.siteVideoGet, found(await getAdminSiteVideo(c.var.deps.db, id), `site video ${id}`));
  })
  .put(ep.siteVideoUpdate.route, editors, async (c) => {
    const id = idParam(c);
    const { updatedAt, ...patch } = await body(c, siteVideoUpdateBody(embedHosts(c)));
    const updated = await change(c, () => updateAdminSiteVideo(c.var.deps.db, editorOf(c), id, patch, updatedAt));
    return adminOk(c, ep.siteVideoUpdate, updated);
  })
  .delete(ep.siteVideoDelete.route, editors, async (c) => {
    const id = idParam(c);
    const version = await deleteVersion(c);
    await change(c, () => deleteAdminSiteVideo(c.var.deps.db, editorOf(c), id, version));
    return adminOk(c, ep.siteVideoDelete, null);
  })
  // ------------------------------------------------------------ statistics and configuration
  .get(ep.statisticsGet.route, editors, async (c) =>
    adminOk(c, ep.statisticsGet, await getAdminStatistics(c.var.deps.db)),
  )
  .put(ep.statisticsUpdate.route, editors, async (c) => {
    const { updatedAt, ...patch } = await body(c, statisticsUpdateBody);
    const updated = await change(c, () => updateAdminStatistics(c.var.deps.db, editorOf(c), patch, updatedAt));
    return adminOk(c, ep.statisticsUpdate, updated);
  })
  .get(ep.configGet.route, editors, async (c) => adminOk(c, ep.configGet, await getAdminConfig(c.var.deps.db)))
  .put(ep.configUpdate.route, editors, async (c) => {
    const { updatedAt, ...patch } = await body(c, configUpdateBody);
    const updated = await change(c, () => updateAdminConfig(c.var.deps.db, editorOf(c), patch, updatedAt));
    return adminOk(c, ep.configUpdate, updated);
  });
