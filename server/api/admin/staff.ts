/**
 * Staff accounts (admin only; docs/admin-api.md): GET /admin/staff, POST /admin/staff (with a
 * first password, checked as `npm run staff:add` checks it), PUT /admin/staff/{id} (name, role,
 * disabled, a scorer's events; never the password). Each change is audited in its transaction.
 */
import { Hono } from 'hono';
import { adminEndpoints } from '../../../shared/admin-endpoints.js';
import { staffCreateBody, staffUpdateBody } from '../../../shared/admin-contract.js';
import { createStaff, listStaff, updateStaff } from '../../queries/staff.js';
import { requireStaff, type AdminEnv } from './auth.js';
import { AdminInputError, AdminRefusalError, adminOk, fieldProblem, idParam, readAdminBody } from './http.js';
import { hashPassword, passwordIssue } from './secrets.js';

const scorerOnly = () =>
  new AdminInputError([fieldProblem('events', 'scorer_only', 'Only scorers are assigned events.')]);

export const staffApi = new Hono<AdminEnv>()
  .get(adminEndpoints.staffList.route, requireStaff('admin'), async (c) =>
    adminOk(c, adminEndpoints.staffList, await listStaff(c.var.deps.db)),
  )
  .post(adminEndpoints.staffCreate.route, requireStaff('admin'), async (c) => {
    const { db, bodyLimit } = c.var.deps;
    const body = await readAdminBody(c, staffCreateBody, bodyLimit);
    const problem = passwordIssue(body.password, body);
    if (problem) throw new AdminInputError([{ field: 'password', ...problem }]);
    if (body.events && body.events.length > 0 && body.role !== 'scorer') throw scorerOnly();
    const created = await createStaff(db, { ...body, passwordHash: await hashPassword(body.password) }, c.var.staff);
    if (created === 'exists')
      throw new AdminRefusalError('exists', 'An account with this e-mail address exists already.', { field: 'email' });
    return adminOk(c, adminEndpoints.staffCreate, created);
  })
  .put(adminEndpoints.staffUpdate.route, requireStaff('admin'), async (c) => {
    const { db, bodyLimit } = c.var.deps;
    const id = idParam(c);
    const body = await readAdminBody(c, staffUpdateBody, bodyLimit);
    if (id === c.var.staff.id && body.disabled === true)
      throw new AdminInputError([fieldProblem('disabled', 'own_account', 'You cannot disable your own account.')]);
    if (body.events && body.events.length > 0 && body.role !== undefined && body.role !== 'scorer') throw scorerOnly();
    const updated = await updateStaff(db, id, body, c.var.staff);
    if (updated === 'missing') throw new AdminRefusalError('missing', `There is no staff account ${id}.`);
    if (updated === 'stale')
      throw new AdminRefusalError(
        'stale',
        'This account was changed since you opened it. Reload it and make your change again.',
      );
    if (updated === 'last-admin')
      throw new AdminRefusalError('in-use', 'This is the last enabled admin: make another account admin first.', {
        what: 'last-admin',
      });
    return adminOk(c, adminEndpoints.staffUpdate, updated);
  });
