/**
 * Protest hearings in the staff console (issue 30; docs/admin-api.md "Hearings"): an event's
 * hearings, one hearing, and the protest time limits of its racing days. Admins and editors for
 * every event; a scorer for the events assigned to them (403 otherwise, 404 before it for a record
 * that is not there). Changes are audited, version-checked and clear the site's caches at once.
 */
import { Hono, type Context } from 'hono';
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
import { requireStaff, type AdminEnv } from './auth.js';
import { change, editorOf, found, mustScore, scoredEventOfPath } from './content-http.js';
import { createRoute, deleteRoute, getRoute, listRoute, updateRoute } from './record-routes.js';
import { adminOk, idParam, readAdminBody } from './http.js';

const anyStaff = requireStaff('admin', 'editor', 'scorer');

/** a hearing's decisions may be long: not less than the API's limit */
const bodyLimit = (c: Context<AdminEnv>) => Math.max(c.var.deps.bodyLimit, HEARING_BODY_LIMIT);

/** the hearing's id from the path, once the caller may work on its event (404 unknown, 403 not assigned) */
async function hearingOfPath(c: Context<AdminEnv>): Promise<number> {
  const id = idParam(c);
  mustScore(c, found(await eventOfHearing(c.var.deps.db, id), `hearing ${id}`));
  return id;
}

export const adminHearingsApi = new Hono<AdminEnv>()
  .get(
    ep.hearingList.route,
    anyStaff,
    listRoute(ep.hearingList, { parent: scoredEventOfPath, list: listAdminHearings, what: 'event' }),
  )
  .post(
    ep.hearingCreate.route,
    anyStaff,
    createRoute(ep.hearingCreate, {
      parent: scoredEventOfPath,
      body: hearingCreateBody,
      limit: bodyLimit,
      create: (db, editor, eventCd, input) => createAdminHearing(db, editor, eventCd, input, HEARINGS_MAX),
    }),
  )
  .get(
    ep.hearingGet.route,
    anyStaff,
    getRoute(ep.hearingGet, { locate: hearingOfPath, read: getAdminHearing, what: 'hearing' }),
  )
  .put(
    ep.hearingUpdate.route,
    anyStaff,
    updateRoute(ep.hearingUpdate, {
      locate: hearingOfPath,
      body: hearingUpdateBody,
      limit: bodyLimit,
      update: updateAdminHearing,
    }),
  )
  .delete(
    ep.hearingDelete.route,
    anyStaff,
    deleteRoute(ep.hearingDelete, { locate: hearingOfPath, remove: deleteAdminHearing }),
  )
  .get(
    ep.timeLimitsGet.route,
    anyStaff,
    getRoute(ep.timeLimitsGet, { locate: scoredEventOfPath, read: getAdminTimeLimits, what: 'event' }),
  )
  .put(ep.timeLimitsPut.route, anyStaff, async (c) => {
    const eventCd = scoredEventOfPath(c);
    const body = await readAdminBody(c, timeLimitsBody, bodyLimit(c));
    const saved = await change(c, () =>
      setAdminTimeLimits(c.var.deps.db, editorOf(c), eventCd, body.limits, body.updatedAt),
    );
    return adminOk(c, ep.timeLimitsPut, saved);
  });
