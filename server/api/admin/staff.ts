/**
 * Staff accounts (admin only; docs/admin-api.md): GET /admin/staff, POST /admin/staff (with a
 * first password, checked as `npm run staff:add` checks it), PUT /admin/staff/{id} (name, role,
 * disabled, a scorer's events; never the password). Each change is audited in its transaction.
 */
import { Hono } from 'hono';
import { adminEndpoints } from '../../../shared/admin-endpoints.js';
import { staffCreateBody, staffUpdateBody } from '../../../shared/admin-contract.js';
import { createStaff, listStaff, updateStaff } from '../../queries/staff.js';
import { ApiError } from '../http.js';
import { requireStaff, type AdminEnv } from './auth.js';
import { AdminInputError, adminOk, idParam, readAdminBody } from './http.js';
import { hashPassword, passwordProblem } from './secrets.js';

export const staffApi = new Hono<AdminEnv>()
  .get(adminEndpoints.staffList.route, requireStaff('admin'), async (c) =>
    adminOk(c, adminEndpoints.staffList, await listStaff(c.var.deps.db)),
  )
  .post(adminEndpoints.staffCreate.route, requireStaff('admin'), async (c) => {
    const { db, bodyLimit } = c.var.deps;
    const body = await readAdminBody(c, staffCreateBody, bodyLimit);
    const problem = passwordProblem(body.password, body);
    if (problem) throw new AdminInputError({ password: problem });
    if (body.events && body.events.length > 0 && body.role !== 'scorer')
      throw new AdminInputError({ events: 'Only scorers are assigned events.' });
    const created = await createStaff(db, { ...body, passwordHash: await hashPassword(body.password) }, c.var.staff);
    if (created === 'exists') throw new ApiError(409, 'An account with this e-mail address exists already.');
    return adminOk(c, adminEndpoints.staffCreate, created);
  })
  .put(adminEndpoints.staffUpdate.route, requireStaff('admin'), async (c) => {
    const { db, bodyLimit } = c.var.deps;
    const id = idParam(c);
    const body = await readAdminBody(c, staffUpdateBody, bodyLimit);
    if (id === c.var.staff.id && body.disabled === true)
      throw new AdminInputError({ disabled: 'You cannot disable your own account.' });
    if (body.events && body.events.length > 0 && body.role !== undefined && body.role !== 'scorer')
      throw new AdminInputError({ events: 'Only scorers are assigned events.' });
    const updated = await updateStaff(db, id, body, c.var.staff);
    if (updated === 'missing') throw new ApiError(404, `There is no staff account ${id}.`);
    if (updated === 'stale')
      throw new ApiError(409, 'This account was changed since you opened it. Reload it and make your change again.');
    if (updated === 'last-admin')
      throw new ApiError(409, 'This is the last enabled admin: make another account admin first.');
    return adminOk(c, adminEndpoints.staffUpdate, updated);
  });
