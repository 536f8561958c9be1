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
import { Hono, type Context } from 'hono';
import { refusalOfStatus, isRefusalCode, type AdminRefusal } from '../../../shared/admin/refusals.js';
import { ApiError } from '../http.js';
import { auditApi } from './audit.js';
import { authenticate, type AdminEnv } from './auth.js';
import { AdminInputError, AdminRefusalError, adminFail, type AdminFieldFail } from './http.js';
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
import { adminHearingsApi } from './hearings.js';
import { adminEntriesApi } from './entries.js';
import { adminNoticesApi } from './notices.js';

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
  adminHearingsApi,
  adminEntriesApi,
  adminNoticesApi,
];

/** the admin calls, routes starting with /admin (mounted by createApi under the API prefix) */
export function createAdminApi(): Hono<AdminEnv> {
  const admin = new Hono<AdminEnv>();
  admin.use('/admin', withRefusalCode);
  admin.use('/admin/*', withRefusalCode);
  admin.use('/admin/*', async (c, next) => {
    c.header('Cache-Control', 'no-store');
    await next();
  });
  // sign-in is the one call without a session (it checks its own input, and locks out guessing)
  admin.route('/', sessionApi);
  admin.use('/admin/*', authenticate());
  for (const resource of RESOURCES) admin.route('/', resource);
  admin.all('/admin/*', (c) => adminFail(c, 'missing', `There is no admin call at ${c.req.method} ${c.req.path}.`));

  admin.onError((err, c) => {
    c.header('Cache-Control', 'no-store');
    if (err instanceof AdminInputError)
      return c.json<AdminFieldFail>(
        {
          success: false,
          result: null,
          message: err.message,
          code: 'invalid',
          issues: err.issues,
          errors: err.errors,
        },
        400,
      );
    if (err instanceof AdminRefusalError) return adminFail(c, err.code, err.message, err.params);
    if (err instanceof ApiError)
      return c.json<AdminRefusal>(
        { success: false, result: null, message: err.message, code: refusalOfStatus(err.status) },
        err.status,
      );
    c.var.deps.logger.error({ err, method: c.req.method, path: c.req.path }, 'admin call failed');
    return adminFail(c, 'failed', 'The server could not answer this call. Please try again later.');
  });
  return admin;
}

/**
 * Every refusal carries its code: an answer made with the public `fail` (the session check's 401 and
 * 403, sign-in's 429) gets the code its status means (and a 429 its Retry-After as
 * `params.retryAfter`). Thrown refusals are answered with theirs by onError.
 */
async function withRefusalCode(c: Context<AdminEnv>, next: () => Promise<void>) {
  await next();
  const res = c.res;
  if (res.status < 400 || !(res.headers.get('content-type') ?? '').includes('application/json')) return;
  let body: Partial<AdminRefusal> | null;
  try {
    body = (await res.clone().json()) as Partial<AdminRefusal> | null;
  } catch {
    return;
  }
  if (!body || typeof body !== 'object' || body.success !== false || isRefusalCode(body.code)) return;
  const code = refusalOfStatus(res.status);
  const retryAfter = Number(res.headers.get('retry-after'));
  const params =
    code === 'rate-limited' && retryAfter > 0 ? { ...body.params, retryAfter } : (body.params ?? undefined);
  const headers = new Headers(res.headers);
  headers.delete('content-length');
  // (replaced whole: Hono would otherwise merge the old headers into the new answer)
  c.res = undefined;
  c.res = new Response(JSON.stringify({ ...body, code, ...(params ? { params } : {}) }), {
    status: res.status,
    headers,
  });
}
