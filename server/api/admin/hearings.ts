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
import { codeParam } from '../http.js';
import { requireStaff, type AdminEnv } from './auth.js';
import { change, deleteVersion, editorOf, found, mustScore } from './content-http.js';
import { adminOk, idParam, readAdminBody } from './http.js';

const anyStaff = requireStaff('admin', 'editor', 'scorer');

/** a hearing's decisions may be long: not less than the API's limit */
const bodyLimit = (c: Context<AdminEnv>) => Math.max(c.var.deps.bodyLimit, HEARING_BODY_LIMIT);

/** the event's code from the path, once the caller may work on it (403 for a scorer of other events) */
function eventOfPath(c: Context<AdminEnv>): string {
  const eventCd = codeParam(c, 'eventCd');
  mustScore(c, eventCd);
  return eventCd;
}

/** the hearing's id from the path, once the caller may work on its event (404 unknown, 403 not assigned) */
async function hearingOfPath(c: Context<AdminEnv>): Promise<number> {
  const id = idParam(c);
  mustScore(c, found(await eventOfHearing(c.var.deps.db, id), `hearing ${id}`));
  return id;
}

export const adminHearingsApi = new Hono<AdminEnv>()
  .get(ep.hearingList.route, anyStaff, async (c) => {
    const eventCd = eventOfPath(c);
    return adminOk(c, ep.hearingList, found(await listAdminHearings(c.var.deps.db, eventCd), `event ${eventCd}`));
  })
  .post(ep.hearingCreate.route, anyStaff, async (c) => {
    const eventCd = eventOfPath(c);
    const body = await readAdminBody(c, hearingCreateBody, bodyLimit(c));
    const created = await change(c, () => createAdminHearing(c.var.deps.db, editorOf(c), eventCd, body, HEARINGS_MAX));
    return adminOk(c, ep.hearingCreate, created);
  })
  .get(ep.hearingGet.route, anyStaff, async (c) => {
    const id = await hearingOfPath(c);
    return adminOk(c, ep.hearingGet, found(await getAdminHearing(c.var.deps.db, id), `hearing ${id}`));
  })
  .put(ep.hearingUpdate.route, anyStaff, async (c) => {
    const id = await hearingOfPath(c);
    const { updatedAt, ...patch } = await readAdminBody(c, hearingUpdateBody, bodyLimit(c));
    const updated = await change(c, () => updateAdminHearing(c.var.deps.db, editorOf(c), id, patch, updatedAt));
    return adminOk(c, ep.hearingUpdate, updated);
  })
  .delete(ep.hearingDelete.route, anyStaff, async (c) => {
    const id = await hearingOfPath(c);
    const version = await deleteVersion(c);
    await change(c, () => deleteAdminHearing(c.var.deps.db, editorOf(c), id, version));
    return adminOk(c, ep.hearingDelete, null);
  })
  .get(ep.timeLimitsGet.route, anyStaff, async (c) => {
    const eventCd = eventOfPath(c);
    return adminOk(c, ep.timeLimitsGet, found(await getAdminTimeLimits(c.var.deps.db, eventCd), `event ${eventCd}`));
  })
  .put(ep.timeLimitsPut.route, anyStaff, async (c) => {
    const eventCd = eventOfPath(c);
    const body = await readAdminBody(c, timeLimitsBody, bodyLimit(c));
    const saved = await change(c, () =>
      setAdminTimeLimits(c.var.deps.db, editorOf(c), eventCd, body.limits, body.updatedAt),
    );
    return adminOk(c, ep.timeLimitsPut, saved);
  });
