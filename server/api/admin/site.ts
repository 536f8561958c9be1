/**
 * The home page and site content in the staff console (admin, editor; docs/admin-api.md "Home
 * page and site content"): banners, partners and site videos (list, create, read, change,
 * delete, order), the statistics figures and the site configuration. Changes are audited,
 * version-checked (409) and clear the site's caches (and with them the /uploads answers: a file
 * goes public or private with its record).
 */
import type { Context } from 'hono';
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
  adminBanners,
  adminPartners,
  adminSiteVideos,
  getAdminConfig,
  getAdminStatistics,
  updateAdminConfig,
  updateAdminStatistics,
  type SiteListQueries,
} from '../../queries/admin/site.js';
import type { AdminEnv } from './auth.js';
import { change, editorOf, editors } from './content-http.js';
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

/** the hosts a site video may be embedded from (VIDEO_EMBED_HOSTS) */
const embedHosts = (c: Context<AdminEnv>): readonly string[] => c.var.deps.videoEmbedHosts ?? DEFAULT_VIDEO_EMBED_HOSTS;

const body = <S extends Parameters<typeof readAdminBody>[1]>(c: Context<AdminEnv>, schema: S) =>
  readAdminBody(c, schema, c.var.deps.bodyLimit);

/**
 * A home-page list (banners, partners, site videos): its records of a type in order, one
 * created, the type's order set, one read, changed or deleted. Editors and admins only.
 */
interface OrderedList<
  T,
  Type,
  I,
  C extends z.ZodType<I>,
  U extends z.ZodType<Partial<I> & { updatedAt?: string }>,
> extends SiteListQueries<T, I, Type> {
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
}

/** a home-page list's routes (docs/admin-api.md "Home page and site content") */
function orderedListRoutes<
  T,
  Type,
  I,
  C extends z.ZodType<I>,
  U extends z.ZodType<Partial<I> & { updatedAt?: string }>,
>(d: OrderedList<T, Type, I, C, U>): AdminRoute[] {
  const ep = d.endpoints;
  return [
    adminRoute(ep.list, editors, async (c) => {
      const { type } = readAdminQuery(c, d.listQuery);
      return adminOk(c, ep.list, await d.list(c.var.deps.db, type));
    }),
    createRoute(ep.create, editors, {
      parent: noParent,
      body: d.createBody,
      create: (db, ed, _, input, c) => d.create(db, ed, input, c.var.deps.siteTimeZone),
    }),
    adminRoute(ep.order, editors, async (c) => {
      const { type, ids } = await body(c, d.orderBody);
      return adminOk(c, ep.order, await change(c, () => d.order(c.var.deps.db, editorOf(c), type, ids)));
    }),
    getRoute(ep.get, editors, { locate: idParam, read: d.get, what: d.what }),
    updateRoute(ep.update, editors, {
      locate: idParam,
      body: d.updateBody,
      update: (db, ed, id, patch, version) => d.update(db, ed, id, patch as Partial<I>, version),
    }),
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
  ...adminBanners,
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
  ...adminPartners,
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
  ...adminSiteVideos,
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
