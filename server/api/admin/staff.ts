/**
 * Staff accounts (admin only; docs/admin-api.md): GET /admin/staff, POST /admin/staff (with a
 * first password, checked as `npm run staff:add` checks it), PUT /admin/staff/{id} (name, role,
 * disabled, a scorer's events; never the password). A scorer's events must exist (400
 * `unknown_event` with the codes otherwise). POST /admin/staff/{id}/reset-password (admin): a
 * one-time password, answered once, to be changed at the next sign-in (the account's sessions
 * and tokens end). POST /admin/me/password: anyone's own new password (with the current one).
 * Each change is audited in its transaction.
 */
import { Hono, type Context } from 'hono';
import { adminEndpoints } from '../../../shared/admin-endpoints.js';
import { passwordChangeBody, staffCreateBody, staffUpdateBody } from '../../../shared/admin-contract.js';
import {
  changeOwnPassword,
  createStaff,
  findStaffById,
  listStaff,
  setStaffPassword,
  updateStaff,
} from '../../queries/staff.js';
import { requireStaff, type AdminEnv } from './auth.js';
import { AdminInputError, AdminRefusalError, adminOk, fieldProblem, idParam, readAdminBody } from './http.js';
import { randomInt } from 'node:crypto';
import { hashPassword, passwordIssue, sha256Hex, verifyPassword } from './secrets.js';

/** 400 on `events` when a scorer's event codes name no event (each one listed in `codes`) */
async function mustBeEvents(c: Context<AdminEnv>, codes: string[] | undefined): Promise<void> {
  if (!codes || codes.length === 0) return;
  const found = await c.var.deps.db.selectFrom('events').select('eventCd').where('eventCd', 'in', codes).execute();
  const known = new Set(found.map((e) => e.eventCd));
  const unknown = codes.filter((code) => !known.has(code));
  if (unknown.length > 0)
    throw new AdminInputError([
      fieldProblem('events', 'unknown_event', `No event has the code ${unknown.join(', ')}.`, { codes: unknown }),
    ]);
}

/** letters and digits that cannot be mistaken for one another when read out (no 0/O, 1/l/I) */
const READABLE = 'abcdefghjkmnpqrstuvwxyz23456789';

/** a one-time password: four groups of four (about 79 bits), easy to read out on the phone */
export function oneTimePassword(): string {
  return Array.from({ length: 4 }, () =>
    Array.from({ length: 4 }, () => READABLE[randomInt(READABLE.length)]).join(''),
  ).join('-');
}

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
    await mustBeEvents(c, body.events);
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
    await mustBeEvents(c, body.events);
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
  })
  .post(adminEndpoints.staffResetPassword.route, requireStaff('admin'), async (c) => {
    const { db } = c.var.deps;
    const id = idParam(c);
    if (id === c.var.staff.id)
      throw new AdminInputError([
        fieldProblem('', 'own_account', 'Change your own password with POST /admin/me/password.'),
      ]);
    const password = oneTimePassword();
    const done = await setStaffPassword(db, id, await hashPassword(password), c.var.staff, true);
    if (!done) throw new AdminRefusalError('missing', `There is no staff account ${id}.`);
    return adminOk(c, adminEndpoints.staffResetPassword, { password });
  })
  .post(adminEndpoints.passwordChange.route, requireStaff(), async (c) => {
    const { db, bodyLimit } = c.var.deps;
    const body = await readAdminBody(c, passwordChangeBody, bodyLimit);
    const me = await findStaffById(db, c.var.staff.id);
    if (!me) throw new AdminRefusalError('missing', 'There is no such account.');
    if (!(await verifyPassword(me.passwordHash, body.current)))
      throw new AdminInputError([fieldProblem('current', 'invalid', 'The current password is not correct.')]);
    const problem = passwordIssue(body.password, me);
    if (problem) throw new AdminInputError([{ field: 'password', ...problem }]);
    if (body.password === body.current)
      throw new AdminInputError([
        fieldProblem('password', 'invalid', 'Choose a password other than the one-time one.'),
      ]);
    const sessionId = c.get('sessionId');
    await changeOwnPassword(
      db,
      me.id,
      await hashPassword(body.password),
      c.var.staff,
      sessionId && sha256Hex(sessionId),
    );
    return adminOk(c, adminEndpoints.passwordChange, null);
  });
