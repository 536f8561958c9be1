/**
 * Events in the staff console (docs/admin-api.md): every event, published or not, with paging
 * and the public search; create, read, change and delete one (admin, editor). A scorer reads
 * the events assigned to them: the list holds only those, another one answers 403. Each change is
 * audited in its transaction, checks the `updatedAt` the editor read (409 when it changed), and
 * clears the site's caches once committed.
 */
import { Hono } from 'hono';
import { adminContentEndpoints as ep } from '../../../shared/admin-content-endpoints.js';
import { eventCreateBody, eventListQuery, eventUpdateBody } from '../../../shared/admin-content.js';
import {
  createAdminEvent,
  deleteAdminEvent,
  getAdminEvent,
  listAdminEvents,
  updateAdminEvent,
} from '../../queries/admin/events.js';
import { codeParam } from '../http.js';
import { requireStaff, type AdminEnv } from './auth.js';
import { change, deleteVersion, editorOf, found, mustScore } from './content-http.js';
import { adminOk, readAdminBody, readAdminQuery } from './http.js';

const editors = requireStaff('admin', 'editor');
const anyStaff = requireStaff('admin', 'editor', 'scorer');

export const adminEventsApi = new Hono<AdminEnv>()
  .get(ep.eventList.route, anyStaff, async (c) => {
    const q = readAdminQuery(c, eventListQuery);
    const { role, events } = c.var.staff;
    const page = await listAdminEvents(c.var.deps.db, {
      q: q.q,
      pageNo: q.page,
      pageSize: q.pageSize,
      ...(role === 'scorer' ? { only: events } : {}),
    });
    return adminOk(c, ep.eventList, page);
  })
  .post(ep.eventCreate.route, editors, async (c) => {
    const body = await readAdminBody(c, eventCreateBody, c.var.deps.bodyLimit);
    const created = await change(c, () => createAdminEvent(c.var.deps.db, editorOf(c), body));
    return adminOk(c, ep.eventCreate, created);
  })
  .get(ep.eventGet.route, anyStaff, async (c) => {
    const eventCd = codeParam(c, 'eventCd');
    mustScore(c, eventCd);
    return adminOk(c, ep.eventGet, found(await getAdminEvent(c.var.deps.db, eventCd), `event ${eventCd}`));
  })
  .put(ep.eventUpdate.route, editors, async (c) => {
    const eventCd = codeParam(c, 'eventCd');
    const { updatedAt, ...patch } = await readAdminBody(c, eventUpdateBody, c.var.deps.bodyLimit);
    const updated = await change(c, () => updateAdminEvent(c.var.deps.db, editorOf(c), eventCd, patch, updatedAt));
    return adminOk(c, ep.eventUpdate, updated);
  })
  .delete(ep.eventDelete.route, editors, async (c) => {
    const eventCd = codeParam(c, 'eventCd');
    const version = await deleteVersion(c);
    await change(c, () => deleteAdminEvent(c.var.deps.db, editorOf(c), eventCd, version));
    return adminOk(c, ep.eventDelete, null);
  });
