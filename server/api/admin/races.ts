/**
 * Races in the staff console (docs/admin-api.md): a class's races, one race, up to 100 at once
 * (bulk). Admins and editors change any; a scorer those of the events assigned to them (403
 * otherwise). A race is created with the code staff type (unique within its class) or a key of
 * the site (`raceCd`). Changes are audited, version-checked and clear the site's caches.
 */
import { adminContentEndpoints as ep } from '../../../shared/admin-content-endpoints.js';
import { raceBulkBody, raceCreateBody, raceUpdateBody } from '../../../shared/admin-content.js';
import {
  createAdminRace,
  createAdminRaces,
  deleteAdminRace,
  eventOfRace,
  getAdminRace,
  listAdminRaces,
  RaceProblems,
  updateAdminRace,
} from '../../queries/admin/events.js';
import { codeParam } from '../http.js';
import { anyStaff, change, editorOf, scoredKeyOfPath, scoredLevelOfPath } from './content-http.js';
import {
  adminRoute,
  adminRoutes,
  createRoute,
  deleteRoute,
  getRoute,
  listRoute,
  updateRoute,
} from './record-routes.js';
import { AdminInputError, adminOk, readAdminBody } from './http.js';

/** the race's code from the path, once the caller may score its event (404 unknown, 403 not assigned) */
const scoredRace = scoredKeyOfPath((c) => codeParam(c, 'raceCd'), eventOfRace, 'race');

export const adminRacesApi = adminRoutes(
  listRoute(ep.raceList, anyStaff, { parent: scoredLevelOfPath, list: listAdminRaces, what: 'class' }),
  createRoute(ep.raceCreate, anyStaff, { parent: scoredLevelOfPath, body: raceCreateBody, create: createAdminRace }),
  adminRoute(ep.raceBulk, anyStaff, async (c) => {
    const levelCd = await scoredLevelOfPath(c);
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
  }),
  getRoute(ep.raceGet, anyStaff, { locate: scoredRace, read: getAdminRace, what: 'race' }),
  updateRoute(ep.raceUpdate, anyStaff, { locate: scoredRace, body: raceUpdateBody, update: updateAdminRace }),
  deleteRoute(ep.raceDelete, anyStaff, { locate: scoredRace, remove: deleteAdminRace }),
);
