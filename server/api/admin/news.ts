/**
 * News in the staff console (admin, editor; docs/admin-api.md "News"): every post, draft,
 * scheduled or published, searched, filtered and paged; create, read, change and delete one.
 * The content passes the public pages' sanitiser before it is stored. Each change is audited in
 * its transaction (entity `news`, code the newsCd), checks the `updatedAt` the editor read (409
 * when it changed), and clears the site's caches once committed; the scheduled-publishing timer
 * (server/news-schedule.ts) is armed again by that same signal.
 */
import type { Context } from 'hono';
import {
  adminNewsEndpoints as ep,
  NEWS_BODY_LIMIT,
  NEWS_PAGE_SIZE,
  newsCreateBody,
  newsListQuery,
  newsUpdateBody,
} from '../../../shared/admin-news.js';
import { siteDateTime } from '../../../shared/site-time.js';
import {
  createAdminNews,
  deleteAdminNews,
  getAdminNews,
  listAdminNews,
  updateAdminNews,
} from '../../queries/admin/news.js';
import { codeParam } from '../http.js';
import type { AdminEnv } from './auth.js';
import { editors } from './content-http.js';
import { adminOk, readAdminQuery } from './http.js';
import { adminRoute, adminRoutes, createRoute, deleteRoute, getRoute, noParent, updateRoute } from './record-routes.js';

/** now on the site's clock: a post's state (draft / scheduled / published) is told against it */
const now = (c: Context<AdminEnv>) => siteDateTime(Date.now(), c.var.deps.siteTimeZone);

/** a post's body may be long (its content up to NEWS_CONTENT_MAX characters): not less than the API's limit */
const bodyLimit = (c: Context<AdminEnv>) => Math.max(c.var.deps.bodyLimit, NEWS_BODY_LIMIT);

/** the post's code from the path */
const newsOfPath = (c: Context<AdminEnv>) => codeParam(c, 'newsCd');

export const adminNewsApi = adminRoutes(
  adminRoute(ep.newsList, editors, async (c) => {
    const q = readAdminQuery(c, newsListQuery);
    const page = await listAdminNews(
      c.var.deps.db,
      { q: q.q, type: q.type, state: q.state },
      { pageNo: q.page, pageSize: NEWS_PAGE_SIZE },
      now(c),
    );
    return adminOk(c, ep.newsList, page);
  }),
  createRoute(ep.newsCreate, editors, {
    parent: noParent,
    body: newsCreateBody,
    limit: bodyLimit,
    create: (db, editor, _, input, c) => createAdminNews(db, editor, input, now(c)),
  }),
  getRoute(ep.newsGet, editors, {
    locate: newsOfPath,
    read: (db, newsCd, c) => getAdminNews(db, newsCd, now(c)),
    what: 'news post',
  }),
  updateRoute(ep.newsUpdate, editors, {
    locate: newsOfPath,
    body: newsUpdateBody,
    limit: bodyLimit,
    update: (db, editor, newsCd, patch, updatedAt, c) => updateAdminNews(db, editor, newsCd, patch, updatedAt, now(c)),
  }),
  deleteRoute(ep.newsDelete, editors, {
    locate: newsOfPath,
    remove: (db, editor, newsCd, version, c) => deleteAdminNews(db, editor, newsCd, version, now(c)),
  }),
);
