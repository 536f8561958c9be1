/**
 * The home page and site content in the staff console (admin, editor; docs/admin-api.md "Home
 * page and site content"): banners, partners and site videos (list, create, read, change,
 * delete, order), the statistics figures and the site configuration. Changes are audited,
 * version-checked (409) and clear the site's caches (and with them the /uploads answers: a file
 * goes public or private with its record).
 */
import type { Context } from 'hono';
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
import {
  adminRoute,
  adminRoutes,
  createRoute,
  deleteRoute,
  getRoute,
  noParent,
  updateRoute,
  type AdminRoute,
  type BodySchema,
} from './record-routes.js';
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

/** a home-page list's routes (docs/admin-api.md "Home page and site content") */
function orderedListRoutes<T, Type, C extends z.ZodType, U extends z.ZodType<{ updatedAt?: string }>>(
  d: OrderedList<T, Type, C, U>,
): AdminRoute[] {
  const ep = d.endpoints;
  return [
    adminRoute(ep.list, editors, async (c) => {
      const { type } = readAdminQuery(c, d.listQuery);
      return adminOk(c, ep.list, await d.list(c.var.deps.db, type));
    }),
    createRoute(ep.create, editors, {
      parent: noParent,
      body: d.createBody,
      create: (db, ed, _, input, c) => d.create(db, ed, input, c),
    }),
    adminRoute(ep.order, editors, async (c) => {
      const { type, ids } = await body(c, d.orderBody);
      return adminOk(c, ep.order, await change(c, () => d.order(c.var.deps.db, editorOf(c), type, ids)));
    }),
    getRoute(ep.get, editors, { locate: idParam, read: d.get, what: d.what }),
    updateRoute(ep.update, editors, { locate: idParam, body: d.updateBody, update: d.update }),
    deleteRoute(ep.remove, editors, { locate: idParam, remove: d.remove }),
  ];
}

const BANNERS = orderedListRoutes({
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

const PARTNERS = orderedListRoutes({
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

const SITE_VIDEOS = orderedListRoutes({
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

// ------------------------------------------------------------ the routes: the three lists, statistics and configuration
export const adminSiteApi = adminRoutes(
  ...BANNERS,
  ...PARTNERS,
  // the embed hosts before /site-videos/:id
  adminRoute(ep.siteVideoEmbedHosts, editors, (c) => adminOk(c, ep.siteVideoEmbedHosts, { hosts: [...embedHosts(c)] })),
  ...SITE_VIDEOS,
  adminRoute(ep.statisticsGet, editors, async (c) =>
    adminOk(c, ep.statisticsGet, await getAdminStatistics(c.var.deps.db)),
  ),
  updateRoute(ep.statisticsUpdate, editors, {
    locate: noParent,
    body: statisticsUpdateBody,
    update: (db, editor, _, patch, updatedAt) => updateAdminStatistics(db, editor, patch, updatedAt),
  }),
  adminRoute(ep.configGet, editors, async (c) => adminOk(c, ep.configGet, await getAdminConfig(c.var.deps.db))),
  updateRoute(ep.configUpdate, editors, {
    locate: noParent,
    body: configUpdateBody,
    update: (db, editor, _, patch, updatedAt) => updateAdminConfig(db, editor, patch, updatedAt),
  }),
);
