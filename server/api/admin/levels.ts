/**
 * Classes (levels) in the staff console (docs/admin-api.md): an event's classes, one class.
 * Admins and editors change them; a scorer reads the classes of the events assigned to them
 * (to find their races). Changes are audited, version-checked and clear the site's caches.
 */
import { Hono, type Context } from 'hono';
import { adminContentEndpoints as ep } from '../../../shared/admin-content-endpoints.js';
import { levelCreateBody, levelUpdateBody } from '../../../shared/admin-content.js';
import {
  createAdminLevel,
  deleteAdminLevel,
  getAdminLevel,
  listAdminLevels,
  updateAdminLevel,
} from '../../queries/admin/events.js';
import { codeParam } from '../http.js';
import { requireStaff, type AdminEnv } from './auth.js';
import { eventOfPath, mustScore, scoredEventOfPath } from './content-http.js';
import { createRoute, deleteRoute, getRoute, listRoute, updateRoute } from './record-routes.js';

const editors = requireStaff('admin', 'editor');
const anyStaff = requireStaff('admin', 'editor', 'scorer');

/** the class's code from the path */
const levelOfPath = (c: Context<AdminEnv>) => codeParam(c, 'levelCd');

export const adminLevelsApi = new Hono<AdminEnv>()
  .get(
    ep.levelList.route,
    anyStaff,
    listRoute(ep.levelList, { parent: scoredEventOfPath, list: listAdminLevels, what: 'event' }),
  )
  .post(
    ep.levelCreate.route,
    editors,
    createRoute(ep.levelCreate, { parent: eventOfPath, body: levelCreateBody, create: createAdminLevel }),
  )
  .get(
    ep.levelGet.route,
    anyStaff,
    // a scorer's access is told by the class's event: 404 before 403
    getRoute(ep.levelGet, {
      locate: levelOfPath,
      read: getAdminLevel,
      what: 'class',
      check: (c, level) => mustScore(c, level.eventCd),
    }),
  )
  .put(
    ep.levelUpdate.route,
    editors,
    updateRoute(ep.levelUpdate, { locate: levelOfPath, body: levelUpdateBody, update: updateAdminLevel }),
  )
  .delete(
    ep.levelDelete.route,
    editors,
    deleteRoute(ep.levelDelete, { locate: levelOfPath, remove: deleteAdminLevel }),
  );
