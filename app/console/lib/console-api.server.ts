/**
 * The staff console's calls of the admin API (docs/admin-api.md), from its loaders and actions
 * on the server: the page renderer's transport forwards the staff member's session cookie and
 * where their form came from (server/pages.ts), so every call is checked by the admin API as if
 * the browser had made it (deny by default, role, same origin, CSRF token).
 *
 * `consoleApi(context, request)` gives:
 * - `send(endpoint, params, input)`: the answer with its status, field errors and headers;
 * - `get(endpoint, params, input)`: the result, or a thrown answer: 401 → the sign-in page
 *   (back here afterwards), 403 → a 403 page, 404 → a 404 page, anything else → an error page.
 */
import { data, redirect, type AppLoadContext } from 'react-router';
import type { AdminInputOf, AdminResultOf, AnyAdminEndpoint } from '../../../shared/admin-endpoints';
import type { AdminRefusal, FieldIssue, IssueParam, RefusalCode } from '../../../shared/admin/refusals';
import type { ApiOk } from '../../../shared/api';
import { actionForm } from '../../lib/action-form';
import { formValues, problemOf, text, type FieldErrors } from './forms';
import { loginPath } from './login-path';

export type ConsoleAnswer<T> =
  | { ok: true; status: number; result: T; headers: Headers }
  | {
      ok: false;
      /** 0 when no answer came */
      status: number;
      /** the refusal code (null when no answer came, or one without the admin envelope) */
      code: RefusalCode | null;
      params?: Record<string, IssueParam>;
      /** the field issues of an `invalid` */
      issues: FieldIssue[];
      /** the same by field (a list's item counts for the list too): what the form shows next to each */
      errors: FieldErrors;
      /** the API's English message: for the log only (the console words the codes) */
      message: string;
      headers: Headers;
    };

type Params = Record<string, string> | undefined;

export interface ConsoleApi {
  send<E extends AnyAdminEndpoint>(
    endpoint: E,
    params?: Params,
    input?: AdminInputOf<E>,
    opts?: { csrf?: string | null },
  ): Promise<ConsoleAnswer<AdminResultOf<E>>>;
  get<E extends AnyAdminEndpoint>(endpoint: E, params?: Params, input?: AdminInputOf<E>): Promise<AdminResultOf<E>>;
}

export function consoleApi(context: AppLoadContext, request: Request): ConsoleApi {
  const url = new URL(request.url);
  const here = `${url.pathname}${url.search}`;
  const send: ConsoleApi['send'] = async (endpoint, params, input, opts) => {
    const method = endpoint.method;
    let path = (endpoint.path as (p?: Params) => string)(params);
    const init: RequestInit = { method, headers: { accept: 'application/json' } };
    const headers = init.headers as Record<string, string>;
    if (method === 'GET') {
      const query = new URLSearchParams();
      for (const [k, v] of Object.entries((input ?? {}) as Record<string, unknown>))
        if (v !== undefined && v !== null && v !== '') query.set(k, String(v));
      const q = query.toString();
      if (q) path += `?${q}`;
    } else if ((input as unknown) instanceof FormData) {
      init.body = input as unknown as FormData;
    } else {
      headers['content-type'] = 'application/json';
      init.body = JSON.stringify(input ?? {});
    }
    if (opts?.csrf) headers['x-csrf-token'] = opts.csrf;
    let res: Response;
    try {
      res = await context.api(path, init);
    } catch (err) {
      context.logApiError(path, 'ENETWORK', String(err));
      return {
        ok: false,
        status: 0,
        code: null,
        issues: [],
        errors: {},
        message: 'The server did not answer.',
        headers: new Headers(),
      };
    }
    let body: ApiOk<unknown> | AdminRefusal | null = null;
    try {
      body = (await res.json()) as ApiOk<unknown> | AdminRefusal;
    } catch {
      body = null;
    }
    if (res.ok && body?.success) {
      return { ok: true, status: res.status, result: body.result as never, headers: res.headers };
    }
    const code = body && !body.success ? (body.code ?? null) : null;
    const issues = (body && !body.success && body.issues) || [];
    if (res.status >= 500 || !body) context.logApiError(path, `HTTP ${res.status}`, body?.message ?? 'no envelope');
    return {
      ok: false,
      status: res.status,
      code,
      ...(body && !body.success && body.params ? { params: body.params } : {}),
      issues,
      errors: problemOf({ status: res.status, code, issues }).errors,
      message: body && !body.success ? (body.message ?? '') : '',
      headers: res.headers,
    };
  };
  const get: ConsoleApi['get'] = async (endpoint, params, input) => {
    const answer = await send(endpoint, params, input);
    if (answer.ok) return answer.result;
    if (answer.status === 401) throw redirect(loginPath(here));
    if (answer.status === 403 || answer.status === 404) throw data(null, { status: answer.status });
    throw data(null, { status: 503 });
  };
  return { send, get };
}

/**
 * What every console action starts with: the API client for this request, the form posted (as
 * the server read it within the route's limits), its values, its CSRF token and the `intent` and
 * `target` of the button pressed.
 */
export async function consoleForm(request: Request, context: AppLoadContext) {
  const api = consoleApi(context, request);
  const form = await actionForm(request, context);
  const values = formValues(form);
  const csrf = String(form.get('_csrf') ?? '');
  return { api, form, values, csrf, intent: text(values, 'intent'), target: text(values, 'target') };
}
