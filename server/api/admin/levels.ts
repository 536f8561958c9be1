/**
 * Classes (levels) in the staff console (docs/admin-api.md): an event's classes, one class.
 * Admins and editors change them; a scorer reads the classes of the events assigned to them
 * (to find their races). Changes are audited, version-checked and clear the site's caches.
 */
import { Hono } from 'hono';
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
import { change, deleteVersion, editorOf, found, mustScore } from './content-http.js';
import { adminOk, readAdminBody } from './http.js';

const editors = requireStaff('admin', 'editor');
const anyStaff = requireStaff('admin', 'editor', 'scorer');

export const adminLevelsApi = new Hono<AdminEnv>()
  .get(ep.levelList.route, anyStaff, async (c) => {
    const eventCd = codeParam(c, 'eventCd');
    mustScore(c, eventCd);
    return adminOk(c, ep.levelList, found(await listAdminLevels(c.var.deps.db, eventCd), `event ${eventCd}`));
  })
  .post(ep.levelCreate.route, editors, async (c) => {
    const eventCd = codeParam(c, 'eventCd');
    const body = await readAdminBody(c, levelCreateBody, c.var.deps.bodyLimit);
    const created = await change(c, () => createAdminLevel(c.var.deps.db, editorOf(c), eventCd, body));
    return adminOk(c, ep.levelCreate, created);
  })
  .get(ep.levelGet.route, anyStaff, async (c) => {
    const levelCd = codeParam(c, 'levelCd');
    const level = found(await getAdminLevel(c.var.deps.db, levelCd), `class ${levelCd}`);
    mustScore(c, level.eventCd);
    return adminOk(c, ep.levelGet, level);
  })
  .put(ep.levelUpdate.route, editors, async (c) => {
    const levelCd = codeParam(c, 'levelCd');
    const { updatedAt, ...patch } = await readAdminBody(c, levelUpdateBody, c.var.deps.bodyLimit);
    const updated = await change(c, () => updateAdminLevel(c.var.deps.db, editorOf(c), levelCd, patch, updatedAt));
    return adminOk(c, ep.levelUpdate, updated);
  })
  .delete(ep.levelDelete.route, editors, async (c) => {
    const levelCd = codeParam(c, 'levelCd');
    const version = await deleteVersion(c);
    await change(c, () => deleteAdminLevel(c.var.deps.db, editorOf(c), levelCd, version));
    return adminOk(c, ep.levelDelete, null);
  });
