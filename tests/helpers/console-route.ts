/**
 * Calling a console route's loader or action as the page renderer calls it (the pattern of
 * record-loaders.test.ts): the in-process admin API of a test app, with the staff member's
 * session cookie and the form's origin forwarded, and what came back read as a status with its
 * redirect address or its data.
 */
import type { AppLoadContext } from 'react-router';
import { expect, vi } from 'vitest';
import type { ApiTransport } from '../../app/lib/api';
import { beforeAll } from 'vitest';
import en from '../../app/i18n/en';
import zh from '../../app/i18n/zh';
import { translate, type TFunction } from '../../app/i18n';
import type { Refused } from '../../app/console/lib/edits';
import { fieldMessage, type FieldError } from '../../app/console/lib/forms';
import type { TestApp } from './test-app.js';
import { expectRefused } from './console-refusal.js';
import type { Dialect } from './test-db.js';
import { addStaff, signIn, TEST_ORIGIN, type Session } from './staff.js';
import { standIn, useTestApp } from './suite.js';

/**
 * A console route test's describe block: its database and app (useTestApp), an editor and a
 * scorer signed in (the scorer from another address) before its tests. `db`, `api`, `editor`
 * and `scorer` stand for what the hooks open: read them inside hooks and tests.
 */
export function useEditorAndScorer(dialect: Dialect) {
  const { db, t } = useTestApp(dialect);
  let editor: Session | undefined;
  let scorer: Session | undefined;
  beforeAll(async () => {
    await addStaff(db.db, { email: 'ed@example.com', role: 'editor' });
    await addStaff(db.db, { email: 'sc@example.com', role: 'scorer' });
    editor = await signIn(t, 'ed@example.com');
    scorer = await signIn(t, 'sc@example.com', undefined, '198.51.100.2');
  });
  return {
    db,
    api: t,
    editor: standIn("the editor's session", () => editor),
    scorer: standIn("the scorer's session", () => scorer),
  };
}

/** a loader's or action's arguments: `path` with its query, the session (or none), a posted form, its origin */
export function routeArgs<A>(
  api: TestApp,
  path: string,
  session: Session | null,
  form?: Record<string, string | File>,
  { origin = TEST_ORIGIN, params = {} }: { origin?: string; params?: Record<string, string> } = {},
): A {
  const transport: ApiTransport = async (p, init) => {
    const headers = new Headers(init?.headers);
    if (session) headers.set('cookie', session.cookie);
    headers.set('origin', origin);
    headers.set('sec-fetch-site', origin === TEST_ORIGIN ? 'same-origin' : 'cross-site');
    return api.app.request(`${api.config.API_PREFIX}${p}`, { ...init, headers });
  };
  const context = { api: transport, apiBase: '/api', nonce: '', logApiError: vi.fn() } as unknown as AppLoadContext;
  let body: FormData | undefined;
  if (form) {
    body = new FormData();
    for (const [k, v] of Object.entries(form)) body.set(k, v);
  }
  const request = new Request(`http://localhost${path}`, body ? { method: 'POST', body } : {});
  return { request, params, context } as unknown as A;
}

/** what a loader or action answered: a redirect's status and address, data with its status, or a thrown status */
export interface RouteOutcome<D = unknown> {
  status: number;
  location?: string;
  data?: D;
}

export async function runRoute<D = unknown>(fn: (a: never) => unknown, a: unknown): Promise<RouteOutcome<D>> {
  try {
    const out = (await fn(a as never)) as unknown;
    if (out instanceof Response) return { status: out.status, location: out.headers.get('location') ?? '' };
    const d = out as { type?: string; data?: unknown; init?: { status?: number } };
    if (d?.type === 'DataWithResponseInit') return { status: d.init?.status ?? 200, data: d.data as D };
    return { status: 200, data: out as D };
  } catch (err) {
    if (err instanceof Response) return { status: err.status, location: err.headers.get('location') ?? '' };
    const status = (err as { init?: { status?: number } }).init?.status;
    if (typeof status !== 'number') throw err;
    return { status };
  }
}

/**
 * Posts a console form to a route's action as `session` (its CSRF token added; none without a
 * session) and reads what came back: a redirect, or the refused form with what was typed.
 */
export function postForm<D = { refused: Refused }>(
  action: (a: never) => unknown,
  api: TestApp,
  path: string,
  session: Session | null,
  fields: Record<string, string | File>,
  opts?: { origin?: string; params?: Record<string, string> },
): Promise<RouteOutcome<D>> {
  return runRoute<D>(action, routeArgs(api, path, session, { _csrf: session?.csrfToken ?? '', ...fields }, opts));
}

const tOf =
  (messages: typeof en): TFunction =>
  (key, vars) =>
    translate(messages, key, vars);

/** a field's error as the console words it, in both languages (null when there is none) */
export const saidInBoth = (e: FieldError | undefined) =>
  e ? { zh: fieldMessage(tOf(zh as typeof en), e), en: fieldMessage(tOf(en), e) } : null;

/**
 * The API's guards seen through a console form's action: `post(session, origin?)` sends the form;
 * `denied` (a role that may not) answers 403 forbidden to its form, `allowed` from another origin
 * 403, and no session goes to the console's sign-in (the sign-in page, or the console's first page,
 * which sends there). The caller checks that nothing was written.
 */
export async function expectGuarded(
  post: (session: Session | null, origin?: string) => Promise<RouteOutcome<{ refused: Refused }>>,
  { denied, allowed }: { denied: Session; allowed: Session },
): Promise<void> {
  expectRefused(await post(denied), 403, { kind: 'forbidden' });
  expect((await post(allowed, 'https://evil.example')).status).toBe(403);
  const nobody = await post(null);
  expect(nobody.status).toBe(302);
  expect(nobody.location).toMatch(/^\/admin(\/login|$)/);
}
