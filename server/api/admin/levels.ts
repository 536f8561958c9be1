/**
 * Classes (levels) in the staff console (docs/admin-api.md): an event's classes, one class.
 * Admins and editors change them; a scorer reads the classes of the events assigned to them
 * (to find their races). Changes are audited, version-checked and clear the site's caches.
 */
import type { Context } from 'hono';
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
import type { AdminEnv } from './auth.js';
import { anyStaff, editors, eventOfPath, mustScore, scoredEventOfPath } from './content-http.js';
import { adminRoutes, createRoute, deleteRoute, getRoute, listRoute, updateRoute } from './record-routes.js';

/** the class's code from the path */
const levelOfPath = (c: Context<AdminEnv>) => codeParam(c, 'levelCd');

export const adminLevelsApi = adminRoutes(
  listRoute(ep.levelList, anyStaff, { parent: scoredEventOfPath, list: listAdminLevels, what: 'event' }),
  createRoute(ep.levelCreate, editors, { parent: eventOfPath, body: levelCreateBody, create: createAdminLevel }),
  // a scorer's access is told by the class's event: 404 before 403
  getRoute(ep.levelGet, anyStaff, {
    locate: levelOfPath,
    read: getAdminLevel,
    what: 'class',
    check: (c, level) => mustScore(c, level.eventCd),
  }),
  updateRoute(ep.levelUpdate, editors, { locate: levelOfPath, body: levelUpdateBody, update: updateAdminLevel }),
  deleteRoute(ep.levelDelete, editors, { locate: levelOfPath, remove: deleteAdminLevel }),
);
