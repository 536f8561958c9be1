/**
 * Protest hearings in the staff console (issue 30; docs/admin-api.md "Hearings"): an event's
 * hearings, one hearing, and the protest time limits of its racing days. Admins and editors for
 * every event; a scorer for the events assigned to them (403 otherwise, 404 before it for a record
 * that is not there). Changes are audited, version-checked and clear the site's caches at once.
 */
import type { Context } from 'hono';
import {
  adminHearingEndpoints as ep,
  HEARING_BODY_LIMIT,
  HEARINGS_MAX,
  hearingCreateBody,
  hearingUpdateBody,
  timeLimitsBody,
} from '../../../shared/admin-hearings.js';
import {
  createAdminHearing,
  deleteAdminHearing,
  eventOfHearing,
  getAdminHearing,
  getAdminTimeLimits,
  listAdminHearings,
  setAdminTimeLimits,
  updateAdminHearing,
} from '../../queries/admin/hearings.js';
import type { AdminEnv } from './auth.js';
import { anyStaff, change, editorOf, scoredEventOfPath, scoredKeyOfPath } from './content-http.js';
import {
  adminRoute,
  adminRoutes,
  createRoute,
  deleteRoute,
  getRoute,
  listRoute,
  updateRoute,
} from './record-routes.js';
import { adminOk, idParam, readAdminBody } from './http.js';

/** a hearing's decisions may be long: not less than the API's limit */
const bodyLimit = (c: Context<AdminEnv>) => Math.max(c.var.deps.bodyLimit, HEARING_BODY_LIMIT);

/** the hearing's id from the path, once the caller may work on its event (404 unknown, 403 not assigned) */
const hearingOfPath = scoredKeyOfPath(idParam, eventOfHearing, 'hearing');

export const adminHearingsApi = adminRoutes(
  listRoute(ep.hearingList, anyStaff, { parent: scoredEventOfPath, list: listAdminHearings, what: 'event' }),
  createRoute(ep.hearingCreate, anyStaff, {
    parent: scoredEventOfPath,
    body: hearingCreateBody,
    limit: bodyLimit,
    create: (db, editor, eventCd, input) => createAdminHearing(db, editor, eventCd, input, HEARINGS_MAX),
  }),
  getRoute(ep.hearingGet, anyStaff, { locate: hearingOfPath, read: getAdminHearing, what: 'hearing' }),
  updateRoute(ep.hearingUpdate, anyStaff, {
    locate: hearingOfPath,
    body: hearingUpdateBody,
    limit: bodyLimit,
    update: updateAdminHearing,
  }),
  deleteRoute(ep.hearingDelete, anyStaff, { locate: hearingOfPath, remove: deleteAdminHearing }),
  getRoute(ep.timeLimitsGet, anyStaff, { locate: scoredEventOfPath, read: getAdminTimeLimits, what: 'event' }),
  adminRoute(ep.timeLimitsPut, anyStaff, async (c) => {
    const eventCd = scoredEventOfPath(c);
    const body = await readAdminBody(c, timeLimitsBody, bodyLimit(c));
    const saved = await change(c, () =>
      setAdminTimeLimits(c.var.deps.db, editorOf(c), eventCd, body.limits, body.updatedAt),
    );
    return adminOk(c, ep.timeLimitsPut, saved);
  }),
);
