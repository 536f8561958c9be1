/**
 * The public API of docs/product.md §7: every call is POST with a JSON body and answers
 * `{ success, result, message? }`. Bad input gets a 4xx with plain words, never a 500 or a stack trace.
 */
import { Hono, type Context } from 'hono';
import type { ApiDeps, ApiEnv } from './env.js';
import { ApiError, fail, SERVER_FAILED } from './http.js';
import { publicCalls, publicRoute } from './public-calls.js';
import { createAdminApi } from './admin/index.js';
import { disposeAdminForm } from './admin/forms.js';
import { endpoints } from '../../shared/endpoints.js';

export type { ApiDeps, ApiEnv } from './env.js';

/** application/json, or a +json type, with any parameters */
const JSON_TYPE = /^\s*application\/([\w.+-]*\+)?json\s*(;|$)/i;

/** whether `path` is a call of the staff console's API (`${prefix}/admin/…`) */
export function isAdminPath(path: string, prefix = ''): boolean {
  return path === `${prefix}/admin` || path.startsWith(`${prefix}/admin/`);
}

/**
 * A read call with no Content-Type that may have no body, what `axios.post(url)` sends (issue 28
 * item 10): an empty body carries nothing to forge, so it reads as `{}`. A declared length other
 * than 0 is refused here; a body of unknown length is refused by readBody once it has bytes. A
 * write (the contact form) always has to be JSON.
 */
function untypedEmptyRead(c: Context, prefix: string): boolean {
  if ((c.req.header('content-type') ?? '').trim() !== '') return false;
  if (c.req.path === `${prefix}${endpoints.contactInsert.path()}`) return false;
  const length = c.req.header('content-length');
  return length === undefined || length.trim() === '0';
}

/**
 * The API's calls under `prefix` (config.API_PREFIX: '/api/event/list'), mounted at the root of
 * the app, and the staff console's under `${prefix}/admin` (./admin/index.ts).
 */
export function createApi(deps: ApiDeps, prefix = ''): Hono<ApiEnv> {
  const api = new Hono<ApiEnv>().basePath(prefix);
  api.use(async (c, next) => {
    c.set('deps', deps);
    // every call is JSON, a body or not: a form or a Blob another site's page posts (with no
    // preflight) is refused before it is read (issue 17, finding 5). The admin calls check
    // their own bodies (JSON, or a form or upload with the session's CSRF token)
    if (
      c.req.method === 'POST' &&
      !isAdminPath(c.req.path, prefix) &&
      !JSON_TYPE.test(c.req.header('content-type') ?? '') &&
      !untypedEmptyRead(c, prefix)
    ) {
      return fail(c, 415, 'Send API calls as JSON (Content-Type: application/json).');
    }
    try {
      await next();
    } finally {
      // the files of a form an admin call read (an upload, a results import) go after its answer
      await disposeAdminForm(c);
    }
  });
  // the public calls (./public-calls.ts: each described once, also called directly by the pages)
  for (const call of Object.values(publicCalls)) api.post(call.endpoint.route, publicRoute(call));
  api.route('/', createAdminApi());

  // (a mounted app's notFound is not consulted, so the catch-all is a route)
  api.all('*', (c) => fail(c, 404, `There is no API call at ${c.req.method} ${c.req.path}.`));
  api.onError((err, c) => {
    if (err instanceof ApiError) return fail(c, err.status, err.message);
    deps.logger.error({ err, method: c.req.method, path: c.req.path }, 'api call failed');
    return fail(c, 500, SERVER_FAILED);
  });
  return api;
}

/**
 * the same path under a method other than POST: 405 rather than "no such call". The staff
 * console's calls under `${prefix}/admin` use GET, PUT and DELETE too.
 */
export function methodGuard(prefix?: string) {
  return async (c: Context, next: () => Promise<void>) => {
    if (prefix !== undefined && isAdminPath(c.req.path, prefix)) return next();
    if (c.req.method !== 'POST' && c.req.method !== 'OPTIONS') {
      c.header('Allow', 'POST');
      return fail(c, 405, 'API calls use POST with a JSON body.');
    }
    await next();
  };
}
