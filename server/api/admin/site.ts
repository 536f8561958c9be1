/**
 * The home page and site content in the staff console (admin, editor; docs/admin-api.md "Home
 * page and site content"): banners, partners and site videos (list, create, read, change,
 * delete, order), the statistics figures and the site configuration. Changes are audited,
 * version-checked (409) and clear the site's caches (and with them the /uploads answers: a file
 * goes public or private with its record).
 */
import { Hono, type Context } from 'hono';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
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
import { change, editorOf } from './content-http.js';
import { adminOk, idParam, readAdminBody, readAdminQuery } from './http.js';
import { createRoute, deleteRoute, getRoute, noParent, updateRoute, type BodySchema } from './record-routes.js';
import type { AdminEndpoint } from '../../../shared/admin-endpoints.js';
import type { Editor } from '../../queries/admin/edits.js';
import type { Database } from '../../db/schema.js';

const editors = requireStaff('admin', 'editor');

/** the hosts a site video may be embedded from (VIDEO_EMBED_HOSTS) */
const embedHosts = (c: Context<AdminEnv>): readonly string[] => c.var.deps.videoEmbedHosts ?? DEFAULT_VIDEO_EMBED_HOSTS;

const body = <S extends Parameters<typeof readAdminBody>[1]>(c: Context<AdminEnv>, schema: S) =>
  readAdminBody(c, schema, c.var.deps.bodyLimit);

type Db = Kysely<Database>;

/**
 * A home-page list (banners, partners, site videos): its records of a type in order, one
 * created, the type's order set, one read, changed or deleted. Editors and admins only.
 */
interface OrderedList<T, Type, C extends z.ZodType, U extends z.ZodType<{ updatedAt?: string }>> {
  /** the record's name in a 404 (`There is no ${what} 7.`) */
  what: string;
  endpoints: {
    list: AdminEndpoint<'GET', string, unknown, T[]>;
    create: AdminEndpoint<'POST', string, unknown, T>;
    order: AdminEndpoint<'POST', string, unknown, T[]>;
    get: AdminEndpoint<'GET', string, unknown, T>;
    update: AdminEndpoint<'PUT', string, unknown, T>;
    remove: AdminEndpoint<'DELETE', string, unknown, null>;
  };
  listQuery: z.ZodType<{ type?: Type }>;
  orderBody: z.ZodType<{ type: Type; ids: number[] }>;
  createBody: BodySchema<C>;
  updateBody: BodySchema<U>;
  list: (db: Db, type?: Type) => Promise<T[]>;
  order: (db: Db, editor: Editor, type: Type, ids: number[]) => Promise<T[]>;
  create: (db: Db, editor: Editor, input: z.output<C>, c: Context<AdminEnv>) => Promise<T>;
  get: (db: Db, id: number) => Promise<T | undefined>;
  update: (db: Db, editor: Editor, id: number, patch: Omit<z.output<U>, 'updatedAt'>, version?: string) => Promise<T>;
  remove: (db: Db, editor: Editor, id: number, version?: string) => Promise<unknown>;
}

/** mounts a home-page list's routes (docs/admin-api.md "Home page and site content") */
function mountOrderedList<T, Type, C extends z.ZodType, U extends z.ZodType<{ updatedAt?: string }>>(
  app: Hono<AdminEnv>,
  d: OrderedList<T, Type, C, U>,
): void {
  const ep = d.endpoints;
  app
    .get(ep.list.route, editors, async (c) => {
      const { type } = readAdminQuery(c, d.listQuery);
      return adminOk(c, ep.list, await d.list(c.var.deps.db, type));
    })
    .post(
      ep.create.route,
      editors,
      createRoute(ep.create, {
        parent: noParent,
        body: d.createBody,
        create: (db, ed, _, input, c) => d.create(db, ed, input, c),
      }),
    )
    .post(ep.order.route, editors, async (c) => {
      const { type, ids } = await body(c, d.orderBody);
      return adminOk(c, ep.order, await change(c, () => d.order(c.var.deps.db, editorOf(c), type, ids)));
    })
    .get(ep.get.route, editors, getRoute(ep.get, { locate: idParam, read: d.get, what: d.what }))
    .put(ep.update.route, editors, updateRoute(ep.update, { locate: idParam, body: d.updateBody, update: d.update }))
    .delete(ep.remove.route, editors, deleteRoute(ep.remove, { locate: idParam, remove: d.remove }));
}

export const adminSiteApi = new Hono<AdminEnv>();

mountOrderedList(adminSiteApi, {
  what: 'banner',
  endpoints: {
    list: ep.bannerList,
    create: ep.bannerCreate,
    order: ep.bannerOrder,
    get: ep.bannerGet,
    update: ep.bannerUpdate,
    remove: ep.bannerDelete,
  },
  listQuery: bannerListQuery,
  orderBody: bannerOrderBody,
  createBody: bannerCreateBody,
  updateBody: bannerUpdateBody,
  list: listAdminBanners,
  order: orderAdminBanners,
  create: createAdminBanner,
  get: getAdminBanner,
  update: updateAdminBanner,
  remove: deleteAdminBanner,
});

mountOrderedList(adminSiteApi, {
  what: 'partner',
  endpoints: {
    list: ep.partnerList,
    create: ep.partnerCreate,
    order: ep.partnerOrder,
    get: ep.partnerGet,
    update: ep.partnerUpdate,
    remove: ep.partnerDelete,
  },
  listQuery: partnerListQuery,
  orderBody: partnerOrderBody,
  createBody: partnerCreateBody,
  updateBody: partnerUpdateBody,
  list: listAdminPartners,
  order: orderAdminPartners,
  create: createAdminPartner,
  get: getAdminPartner,
  update: updateAdminPartner,
  remove: deleteAdminPartner,
});

// the embed hosts before /site-videos/:id
adminSiteApi.get(ep.siteVideoEmbedHosts.route, editors, (c) =>
  adminOk(c, ep.siteVideoEmbedHosts, { hosts: [...embedHosts(c)] }),
);

mountOrderedList(adminSiteApi, {
  what: 'site video',
  endpoints: {
    list: ep.siteVideoList,
    create: ep.siteVideoCreate,
    order: ep.siteVideoOrder,
    get: ep.siteVideoGet,
    update: ep.siteVideoUpdate,
    remove: ep.siteVideoDelete,
  },
  listQuery: siteVideoListQuery,
  orderBody: siteVideoOrderBody,
  createBody: (c) => siteVideoCreateBody(embedHosts(c)),
  updateBody: (c) => siteVideoUpdateBody(embedHosts(c)),
  list: listAdminSiteVideos,
  order: orderAdminSiteVideos,
  create: (db, editor, input, c) => createAdminSiteVideo(db, editor, input, c.var.deps.siteTimeZone),
  get: getAdminSiteVideo,
  update: updateAdminSiteVideo,
  remove: deleteAdminSiteVideo,
});

// ------------------------------------------------------------ statistics and configuration
adminSiteApi
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
