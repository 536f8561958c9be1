/**
 * Races in the staff console (docs/admin-api.md): a class's races, one race, up to 100 at once
 * (bulk). Admins and editors change any; a scorer those of the events assigned to them (403
 * otherwise). A race is created with the code staff type (unique within its class) or a key of
 * the site (`raceCd`). Changes are audited, version-checked and clear the site's caches.
 */
import { Hono } from 'hono';
import { adminContentEndpoints as ep } from '../../../shared/admin-content-endpoints.js';
import { raceBulkBody, raceCreateBody, raceUpdateBody } from '../../../shared/admin-content.js';
import {
  createAdminRace,
  createAdminRaces,
  deleteAdminRace,
  eventOfLevel,
  eventOfRace,
  getAdminRace,
  listAdminRaces,
  RaceProblems,
  updateAdminRace,
} from '../../queries/admin/events.js';
import { codeParam } from '../http.js';
import { requireStaff, type AdminEnv } from './auth.js';
import { change, deleteVersion, editorOf, found, mustScore } from './content-http.js';
import { AdminInputError, adminOk, readAdminBody } from './http.js';
import type { Context } from 'hono';

const anyStaff = requireStaff('admin', 'editor', 'scorer');

/** the class's code from the path, once the caller may score its event (404 unknown, 403 not assigned) */
async function scoredLevel(c: Context<AdminEnv>): Promise<string> {
  const levelCd = codeParam(c, 'levelCd');
  mustScore(c, found(await eventOfLevel(c.var.deps.db, levelCd), `class ${levelCd}`));
  return levelCd;
}

/** the race's code from the path, once the caller may score its event (404 unknown, 403 not assigned) */
async function scoredRace(c: Context<AdminEnv>): Promise<string> {
  const raceCd = codeParam(c, 'raceCd');
  mustScore(c, found(await eventOfRace(c.var.deps.db, raceCd), `race ${raceCd}`));
  return raceCd;
}

export const adminRacesApi = new Hono<AdminEnv>()
  .get(ep.raceList.route, anyStaff, async (c) => {
    const levelCd = await scoredLevel(c);
    return adminOk(c, ep.raceList, found(await listAdminRaces(c.var.deps.db, levelCd), `class ${levelCd}`));
  })
  .post(ep.raceCreate.route, anyStaff, async (c) => {
    const levelCd = await scoredLevel(c);
    const body = await readAdminBody(c, raceCreateBody, c.var.deps.bodyLimit);
    const created = await change(c, () => createAdminRace(c.var.deps.db, editorOf(c), levelCd, body));
    return adminOk(c, ep.raceCreate, created);
  })
  .post(ep.raceBulk.route, anyStaff, async (c) => {
    const levelCd = await scoredLevel(c);
    // (100 races of a few hundred bytes each: the API's body limit holds them)
    const body = await readAdminBody(c, raceBulkBody, c.var.deps.bodyLimit);
    const created = await change(c, async () => {
      try {
        return await createAdminRaces(c.var.deps.db, editorOf(c), levelCd, body.races);
      } catch (err) {
        if (err instanceof RaceProblems) throw new AdminInputError(err.errors);
        throw err;
      }
    });
    return adminOk(c, ep.raceBulk, created);
  })
  .get(ep.raceGet.route, anyStaff, async (c) => {
    const raceCd = await scoredRace(c);
    return adminOk(c, ep.raceGet, found(await getAdminRace(c.var.deps.db, raceCd), `race ${raceCd}`));
  })
  .put(ep.raceUpdate.route, anyStaff, async (c) => {
    const raceCd = await scoredRace(c);
    const { updatedAt, ...patch } = await readAdminBody(c, raceUpdateBody, c.var.deps.bodyLimit);
    const updated = await change(c, () => updateAdminRace(c.var.deps.db, editorOf(c), raceCd, patch, updatedAt));
    return adminOk(c, ep.raceUpdate, updated);
  })
  .delete(ep.raceDelete.route, anyStaff, async (c) => {
    const raceCd = await scoredRace(c);
    const version = await deleteVersion(c);
    await change(c, () => deleteAdminRace(c.var.deps.db, editorOf(c), raceCd, version));
    return adminOk(c, ep.raceDelete, null);
  });
