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
import { requireStaff, type AdminEnv } from './auth.js';
import { eventOfPath, scoredEventOfPath } from './content-http.js';
import { adminOk, readAdminQuery } from './http.js';
import { createRoute, deleteRoute, getRoute, noParent, updateRoute } from './record-routes.js';

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
  .post(
    ep.eventCreate.route,
    editors,
    createRoute(ep.eventCreate, {
      parent: noParent,
      body: eventCreateBody,
      create: (db, editor, _, input) => createAdminEvent(db, editor, input),
    }),
  )
  .get(
    ep.eventGet.route,
    anyStaff,
    getRoute(ep.eventGet, { locate: scoredEventOfPath, read: getAdminEvent, what: 'event' }),
  )
  .put(
    ep.eventUpdate.route,
    editors,
    updateRoute(ep.eventUpdate, { locate: eventOfPath, body: eventUpdateBody, update: updateAdminEvent }),
  )
  .delete(
    ep.eventDelete.route,
    editors,
    deleteRoute(ep.eventDelete, { locate: eventOfPath, remove: deleteAdminEvent }),
  );
