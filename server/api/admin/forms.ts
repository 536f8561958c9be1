/**
 * The form bodies of admin calls (issue 25, finding 2): application/x-www-form-urlencoded or
 * multipart/form-data, read once per request through the one bounded reader
 * (server/multipart.ts) within the limits of the call's kind (server/body-rules.ts: an upload's
 * or a results import's files to disk as they arrive; any other call's text fields, e.g. a
 * console form's `_csrf`, within BODY_LIMIT). The CSRF check reads it first when the token came
 * in a field; the handler then gets the same form. Its files are removed after the answer.
 */
import os from 'node:os';
import type { Context } from 'hono';
import { bodySourceOf } from '../../body.js';
import { apiCallKind, formLimitsOf } from '../../body-rules.js';
import { readForm, type ReceivedForm } from '../../multipart.js';
import type { ApiDeps } from '../env.js';
import { apiErrorOf } from '../http.js';

/** the forms read, by request */
const forms = new WeakMap<Request, Promise<ReceivedForm>>();

/**
 * The call's form (415 for another type, 413 over its limits, 400 when it is not well formed),
 * read on the first call and the same answer after.
 */
export function readAdminForm(c: Context): Promise<ReceivedForm> {
  let form = forms.get(c.req.raw);
  if (!form) {
    const deps = (c.var as { deps: ApiDeps }).deps;
    const limits = formLimitsOf(apiCallKind(c.req.path), {
      API_PREFIX: '',
      BODY_LIMIT: deps.bodyLimit,
      UPLOAD_DIR: deps.uploads?.dir ?? os.tmpdir(),
      UPLOAD_MAX_BYTES: deps.uploads?.maxBytes ?? 0,
      UPLOAD_VIDEO_MAX_BYTES: deps.uploads?.videoMaxBytes ?? deps.uploads?.maxBytes ?? 0,
    });
    form = readForm(bodySourceOf(c), c.req.header('content-type'), limits, c.req.raw.headers).catch((err: unknown) => {
      throw apiErrorOf(err);
    });
    forms.set(c.req.raw, form);
  }
  return form;
}

/** removes what the call's form left on disk (the admin app does it after every answer) */
export async function disposeAdminForm(c: Context): Promise<void> {
  const form = forms.get(c.req.raw);
  if (!form) return;
  forms.delete(c.req.raw);
  await (await form.catch(() => null))?.dispose();
}
