/**
 * An event's official notice board in the staff console (issue 30; docs/admin-api.md "Notice
 * board"): admins and editors for every event, a scorer for the events assigned to them (403
 * otherwise, 404 for an unknown event or notice). Every change is audited in its transaction,
 * checks the `updatedAt` read (409 stale), and clears the site's caches once committed. A posted
 * notice is never deleted nor unpublished (409 `in-use`, `params.what: 'published'`): it is
 * withdrawn with `{withdrawn: 1}`.
 */
import { Hono, type Context } from 'hono';
import {
  adminNoticeEndpoints as ep,
  NOTICE_BODY_LIMIT,
  noticeCreateBody,
  noticeUpdateBody,
} from '../../../shared/admin-notices.js';
import {
  createAdminNotice,
  deleteAdminNotice,
  eventExists,
  eventOfNotice,
  getAdminNotice,
  listAdminNotices,
  updateAdminNotice,
} from '../../queries/admin/notices.js';
import { codeParam } from '../http.js';
import { requireStaff, type AdminEnv } from './auth.js';
import { change, deleteVersion, editorOf, found, mustScore } from './content-http.js';
import { adminOk, idParam, readAdminBody } from './http.js';

const anyStaff = requireStaff('admin', 'editor', 'scorer');

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
async function noticeOf(c: Context<AdminEnv>): Promise<number> {
  const id = idParam(c);
  mustScore(c, found(await eventOfNotice(c.var.deps.db, id), `notice ${id}`));
  return id;
}

export const adminNoticesApi = new Hono<AdminEnv>()
  .get(ep.noticeList.route, anyStaff, async (c) => {
    const eventCd = await boardOf(c);
    return adminOk(c, ep.noticeList, await listAdminNotices(c.var.deps.db, eventCd));
  })
  .post(ep.noticeCreate.route, anyStaff, async (c) => {
    const eventCd = await boardOf(c);
    const body = await readAdminBody(c, noticeCreateBody, bodyLimit(c));
    const created = await change(c, () => createAdminNotice(c.var.deps.db, editorOf(c), eventCd, body));
    return adminOk(c, ep.noticeCreate, created);
  })
  .get(ep.noticeGet.route, anyStaff, async (c) => {
    const id = await noticeOf(c);
    return adminOk(c, ep.noticeGet, found(await getAdminNotice(c.var.deps.db, id), `notice ${id}`));
  })
  .put(ep.noticeUpdate.route, anyStaff, async (c) => {
    const id = await noticeOf(c);
    const { updatedAt, withdrawn, ...patch } = await readAdminBody(c, noticeUpdateBody, bodyLimit(c));
    const updated = await change(c, () =>
      updateAdminNotice(
        c.var.deps.db,
        editorOf(c),
        id,
        { ...patch, ...(withdrawn ? { withdrawn: 1 } : {}) },
        updatedAt,
      ),
    );
    return adminOk(c, ep.noticeUpdate, updated);
  })
  .delete(ep.noticeDelete.route, anyStaff, async (c) => {
    const id = await noticeOf(c);
    const version = await deleteVersion(c);
    await change(c, () => deleteAdminNotice(c.var.deps.db, editorOf(c), id, version));
    return adminOk(c, ep.noticeDelete, null);
  });
