/**
 * News in the staff console (admin, editor; docs/admin-api.md "News"): every post, draft,
 * scheduled or published, searched, filtered and paged; create, read, change and delete one.
 * The content passes the public pages' sanitiser before it is stored. Each change is audited in
 * its transaction (entity `news`, code the newsCd), checks the `updatedAt` the editor read (409
 * when it changed), and clears the site's caches once committed; the scheduled-publishing timer
 * (server/news-schedule.ts) is armed again by that same signal.
 */
import { Hono, type Context } from 'hono';
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
import { requireStaff, type AdminEnv } from './auth.js';
import { change, deleteVersion, editorOf, found } from './content-http.js';
import { adminOk, readAdminBody, readAdminQuery } from './http.js';

const editors = requireStaff('admin', 'editor');

/** now on the site's clock: a post's state (draft / scheduled / published) is told against it */
const now = (c: Context<AdminEnv>) => siteDateTime(Date.now(), c.var.deps.siteTimeZone);

/** a post's body may be long (its content up to NEWS_CONTENT_MAX characters): not less than the API's limit */
const bodyLimit = (c: Context<AdminEnv>) => Math.max(c.var.deps.bodyLimit, NEWS_BODY_LIMIT);

export const adminNewsApi = new Hono<AdminEnv>()
  .get(ep.newsList.route, editors, async (c) => {
    const q = readAdminQuery(c, newsListQuery);
    const page = await listAdminNews(
      c.var.deps.db,
      { q: q.q, type: q.type, state: q.state },
      { pageNo: q.page, pageSize: NEWS_PAGE_SIZE },
      now(c),
    );
    return adminOk(c, ep.newsList, page);
  })
  .post(ep.newsCreate.route, editors, async (c) => {
    const body = await readAdminBody(c, newsCreateBody, bodyLimit(c));
    const created = await change(c, () => createAdminNews(c.var.deps.db, editorOf(c), body, now(c)));
    return adminOk(c, ep.newsCreate, created);
  })
  .get(ep.newsGet.route, editors, async (c) => {
    const newsCd = codeParam(c, 'newsCd');
    return adminOk(c, ep.newsGet, found(await getAdminNews(c.var.deps.db, newsCd, now(c)), `news post ${newsCd}`));
  })
  .put(ep.newsUpdate.route, editors, async (c) => {
    const newsCd = codeParam(c, 'newsCd');
    const { updatedAt, ...patch } = await readAdminBody(c, newsUpdateBody, bodyLimit(c));
    const updated = await change(c, () =>
      updateAdminNews(c.var.deps.db, editorOf(c), newsCd, patch, updatedAt, now(c)),
    );
    return adminOk(c, ep.newsUpdate, updated);
  })
  .delete(ep.newsDelete.route, editors, async (c) => {
    const newsCd = codeParam(c, 'newsCd');
    const version = await deleteVersion(c);
    await change(c, () => deleteAdminNews(c.var.deps.db, editorOf(c), newsCd, version, now(c)));
    return adminOk(c, ep.newsDelete, null);
  });
