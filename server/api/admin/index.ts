/**
 * The staff console's API under `${API_PREFIX}/admin` (docs/admin-api.md): JSON in the public
 * envelope, any method. Deny by default: every call but sign-in goes through `authenticate`
 * (401 without a session or token, 403 for a cookie write from another origin or without the
 * CSRF token); each route then names its roles with `requireStaff(...)`. Answers are never
 * cached (`Cache-Control: no-store`).
 *
 * Adding a resource: a Hono<AdminEnv> with its routes (patterns from shared/admin-endpoints.ts,
 * each with requireStaff(roles)), listed in RESOURCES below; changes call `audit(trx, …)`
 * (./audit.ts) inside their transaction.
 */
import { Hono } from 'hono';
import { ApiError, fail } from '../http.js';
import { auditApi } from './audit.js';
import { authenticate, type AdminEnv } from './auth.js';
import { AdminInputError, type AdminFieldFail } from './http.js';
import { sessionApi } from './session.js';
import { staffApi } from './staff.js';
import { adminEventsApi } from './events.js';
import { adminLevelsApi } from './levels.js';
import { adminMediaApi } from './media.js';
import { adminScoresApi } from './scores.js';
import { adminRacesApi } from './races.js';
import { adminUploadsApi } from './uploads.js';
import { adminInboxApi } from './inbox.js';
import { adminSiteApi } from './site.js';
import { adminNewsApi } from './news.js';

export { authenticate, canScoreEvent, requireStaff, type AdminEnv, type StaffContext } from './auth.js';

/** the admin resources besides sign-in (their routes start with /admin/) */
const RESOURCES: Hono<AdminEnv>[] = [
  auditApi,
  staffApi,
  adminEventsApi,
  adminLevelsApi,
  adminRacesApi,
  adminScoresApi,
  adminMediaApi,
  adminUploadsApi,
  adminInboxApi,
  adminNewsApi,
  adminSiteApi,
];

/** the admin calls, routes starting with /admin (mounted by createApi under the API prefix) */
export function createAdminApi(): Hono<AdminEnv> {
  const admin = new Hono<AdminEnv>();
  admin.use('/admin/*', async (c, next) => {
    c.header('Cache-Control', 'no-store');
    await next();
  });
  // sign-in is the one call without a session (it checks its own input, and locks out guessing)
  admin.route('/', sessionApi);
  admin.use('/admin/*', authenticate());
  for (const resource of RESOURCES) admin.route('/', resource);
  admin.all('/admin/*', (c) => fail(c, 404, `There is no admin call at ${c.req.method} ${c.req.path}.`));

  admin.onError((err, c) => {
    c.header('Cache-Control', 'no-store');
    if (err instanceof AdminInputError)
      return c.json<AdminFieldFail>({ success: false, result: null, message: err.message, errors: err.errors }, 400);
    if (err instanceof ApiError) return fail(c, err.status, err.message);
    c.var.deps.logger.error({ err, method: c.req.method, path: c.req.path }, 'admin call failed');
    return fail(c, 500, 'The server could not answer this call. Please try again later.');
  });
  return admin;
}
