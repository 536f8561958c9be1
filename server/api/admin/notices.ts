/**
 * An event's official notice board in the staff console (issue 30; docs/admin-api.md "Notice
 * board"): admins and editors for every event, a scorer for the events assigned to them (403
 * otherwise, 404 for an unknown event or notice). Every change is audited in its transaction,
 * checks the `updatedAt` read (409 stale), and clears the site's caches once committed. A posted
 * notice is never deleted nor unpublished (409 `in-use`, `params.what: 'published'`): it is
 * withdrawn with `{withdrawn: 1}`.
 */
import type { Context } from 'hono';
import {
  adminNoticeEndpoints as ep,
  NOTICE_BODY_LIMIT,
  noticeCreateBody,
  noticeUpdateBody,
} from '../../../shared/admin-notices.js';
import {
  createAdminNotice,
  deleteAdminNotice,
  eventOfNotice,
  getAdminNotice,
  listAdminNotices,
  updateAdminNotice,
} from '../../queries/admin/notices.js';
import { eventExists } from '../../queries/admin/edits.js';
import { codeParam } from '../http.js';
import type { AdminEnv } from './auth.js';
import { anyStaff, found, mustScore, scoredKeyOfPath } from './content-http.js';
import { idParam } from './http.js';
import { adminRoutes, createRoute, deleteRoute, getRoute, listRoute, updateRoute } from './record-routes.js';

/** a notice's body may be long: not less than the API's limit */
const bodyLimit = (c: Context<AdminEnv>) => Math.max(c.var.deps.bodyLimit, NOTICE_BODY_LIMIT);

/** the event from the path, once it exists and the caller may manage its board */
async function boardOf(c: Context<AdminEnv>): Promise<string> {
  const eventCd = codeParam(c, 'eventCd');
  if (!(await eventExists(c.var.deps.db, eventCd))) found(undefined, `event ${eventCd}`);
  mustScore(c, eventCd);
  return eventCd;
}

/** the notice's id from the path, once the caller may manage its event's board */
const noticeOf = scoredKeyOfPath(idParam, eventOfNotice, 'notice');

export const adminNoticesApi = adminRoutes(
  listRoute(ep.noticeList, anyStaff, { parent: boardOf, list: listAdminNotices }),
  createRoute(ep.noticeCreate, anyStaff, {
    parent: boardOf,
    body: noticeCreateBody,
    limit: bodyLimit,
    create: createAdminNotice,
  }),
  getRoute(ep.noticeGet, anyStaff, { locate: noticeOf, read: getAdminNotice, what: 'notice' }),
  updateRoute(ep.noticeUpdate, anyStaff, {
    locate: noticeOf,
    body: noticeUpdateBody,
    limit: bodyLimit,
    // `withdrawn: true` stores 1; `false` is no change (a notice is never put back)
    update: (db, editor, id, { withdrawn, ...patch }, updatedAt) =>
      updateAdminNotice(db, editor, id, { ...patch, ...(withdrawn ? { withdrawn: 1 } : {}) }, updatedAt),
  }),
  deleteRoute(ep.noticeDelete, anyStaff, { locate: noticeOf, remove: deleteAdminNotice }),
);
