/**
 * Events in the staff console (docs/admin-api.md): every event, published or not, with paging
 * and the public search; create, read, change and delete one (admin, editor). A scorer reads
 * the events assigned to them: the list holds only those, another one answers 403. Each change is
 * audited in its transaction, checks the `updatedAt` the editor read (409 when it changed), and
 * clears the site's caches once committed.
 */
import { adminContentEndpoints as ep } from '../../../shared/admin-content-endpoints.js';
import { eventCreateBody, eventListQuery, eventUpdateBody } from '../../../shared/admin-content.js';
import {
  createAdminEvent,
  deleteAdminEvent,
  getAdminEvent,
  listAdminEvents,
  updateAdminEvent,
} from '../../queries/admin/events.js';
import { anyStaff, editors, eventOfPath, scoredEventOfPath } from './content-http.js';
import { adminOk, readAdminQuery } from './http.js';
import { adminRoute, adminRoutes, createRoute, deleteRoute, getRoute, noParent, updateRoute } from './record-routes.js';

export const adminEventsApi = adminRoutes(
  adminRoute(ep.eventList, anyStaff, async (c) => {
    const q = readAdminQuery(c, eventListQuery);
    const { role, events } = c.var.staff;
    const page = await listAdminEvents(c.var.deps.db, {
      q: q.q,
      pageNo: q.page,
      pageSize: q.pageSize,
      ...(role === 'scorer' ? { only: events } : {}),
    });
    return adminOk(c, ep.eventList, page);
  }),
  createRoute(ep.eventCreate, editors, {
    parent: noParent,
    body: eventCreateBody,
    create: (db, editor, _, input) => createAdminEvent(db, editor, input),
  }),
  getRoute(ep.eventGet, anyStaff, { locate: scoredEventOfPath, read: getAdminEvent, what: 'event' }),
  updateRoute(ep.eventUpdate, editors, { locate: eventOfPath, body: eventUpdateBody, update: updateAdminEvent }),
  deleteRoute(ep.eventDelete, editors, { locate: eventOfPath, remove: deleteAdminEvent }),
);
