/**
 * The route kinds the console's records share, each described once (docs/admin-api.md): a
 * parent's list, a record created under its parent, one record read, changed or deleted. Each
 * kind is given its endpoint (which names the method and the route pattern) and the roles that
 * may call it; a resource lists its routes, of these kinds or its own (`adminRoute`), in one
 * `adminRoutes(...)`:
 *
 *   adminRoutes(
 *     getRoute(ep.hearingGet, anyStaff, { locate: hearingOfPath, read: getAdminHearing, what: 'hearing' }),
 *     adminRoute(ep.timeLimitsPut, anyStaff, async (c) => …),
 *   )
 *
 * Every kind keeps the contract of the hand-written routes it replaces, in this order:
 * - `locate` finds the key in the path once the caller may work on it (400 bad key, 404 unknown,
 *   403 not assigned), before any body is read;
 * - the body is read within `limit` (the API's body limit unless told; 413, 415) and checked
 *   with `body` (400 with every field's issue); `body` may depend on the request (e.g. the
 *   video hosts the site allows);
 * - a write runs as a committed change (`change`: the query audits in its own transaction; its
 *   EditError refusals answer 404, 400 with the field or 409; the site's caches are cleared after
 *   the commit);
 * - the answer is the endpoint's result (`null` for a delete).
 * Every query is also given the request, last, for what it needs of it (the site's clock).
 */
import { Hono, type Context, type Handler, type MiddlewareHandler } from 'hono';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { AdminResultOf, AnyAdminEndpoint } from '../../../shared/admin-endpoints.js';
import type { Editor } from '../../queries/admin/edits.js';
import type { Database } from '../../db/schema.js';
import type { AdminEnv } from './auth.js';
import { change, deleteVersion, editorOf, found } from './content-http.js';
import { adminOk, readAdminBody } from './http.js';

type Ctx = Context<AdminEnv>;
type Db = Kysely<Database>;
type Awaitable<T> = T | Promise<T>;

/** a key (code or id) from the path, once the caller may work on its record */
export type Locate<K> = (c: Ctx) => Awaitable<K>;

/** a body's schema, or the schema for this request */
export type BodySchema<S extends z.ZodType> = S | ((c: Ctx) => S);

/** the largest body a route reads */
export type BodyLimit = (c: Ctx) => number;

/** who may call a route: requireStaff(...roles) */
type Roles = MiddlewareHandler<AdminEnv>;

/** one admin route: its endpoint (method and route pattern), the roles that may call it, what it does */
export interface AdminRoute {
  endpoint: AnyAdminEndpoint;
  roles: Roles;
  handler: Handler<AdminEnv>;
}

/** a route with a handler of its own (the kinds below are the shared ones) */
export function adminRoute(endpoint: AnyAdminEndpoint, roles: Roles, handler: Handler<AdminEnv>): AdminRoute {
  return { endpoint, roles, handler };
}

/**
 * A resource's routes on one app, each at its endpoint's method and route pattern behind its
 * roles, matched in the order given (a fixed path before a pattern that would take it).
 */
export function adminRoutes(...routes: AdminRoute[]): Hono<AdminEnv> {
  const app = new Hono<AdminEnv>();
  for (const r of routes) app.on(r.endpoint.method, r.endpoint.route, r.roles, r.handler);
  return app;
}

/** the API's body limit (BODY_LIMIT) */
export const apiBodyLimit: BodyLimit = (c) => c.var.deps.bodyLimit;

/** a route with no key in its path (a top-level list or create) */
export const noParent: Locate<undefined> = () => undefined;

async function readBody<S extends z.ZodType>(c: Ctx, body: BodySchema<S>, limit: BodyLimit = apiBodyLimit) {
  const schema = typeof body === 'function' ? body(c) : body;
  return readAdminBody(c, schema, limit(c));
}

/**
 * GET one record: 404 (`There is no ${what} ${key}.`) when `read` finds none. `check` runs on the
 * record found, for access that only the record tells (a class's event).
 */
export function getRoute<E extends AnyAdminEndpoint, K>(
  endpoint: E,
  roles: Roles,
  route: {
    locate: Locate<K>;
    read: (db: Db, key: K, c: Ctx) => Promise<AdminResultOf<E> | undefined>;
    what: string;
    check?: (c: Ctx, record: AdminResultOf<E>) => void;
  },
): AdminRoute {
  return adminRoute(endpoint, roles, async (c) => {
    const key = await route.locate(c);
    const record = found(await route.read(c.var.deps.db, key, c), `${route.what} ${String(key)}`);
    route.check?.(c, record);
    return adminOk(c, endpoint, record);
  });
}

/**
 * GET a parent's list. With `what`, a parent the query does not find (undefined) answers 404
 * (`There is no ${what} ${key}.`); without it the query's answer stands as it is.
 */
export function listRoute<E extends AnyAdminEndpoint, K>(
  endpoint: E,
  roles: Roles,
  route: {
    parent: Locate<K>;
    list: (db: Db, parent: K, c: Ctx) => Promise<AdminResultOf<E> | undefined>;
    what?: string;
  },
): AdminRoute {
  return adminRoute(endpoint, roles, async (c) => {
    const parent = await route.parent(c);
    const list = await route.list(c.var.deps.db, parent, c);
    return adminOk(c, endpoint, route.what === undefined ? list : found(list, `${route.what} ${String(parent)}`));
  });
}

/** POST a new record under its parent (`noParent` for a top-level one); answers the record made */
export function createRoute<E extends AnyAdminEndpoint, K, S extends z.ZodType>(
  endpoint: E,
  roles: Roles,
  route: {
    parent: Locate<K>;
    body: BodySchema<S>;
    limit?: BodyLimit;
    create: (db: Db, editor: Editor, parent: K, input: z.output<S>, c: Ctx) => Promise<AdminResultOf<E>>;
  },
): AdminRoute {
  return adminRoute(endpoint, roles, async (c) => {
    const parent = await route.parent(c);
    const input = await readBody(c, route.body, route.limit);
    return adminOk(c, endpoint, await change(c, () => route.create(c.var.deps.db, editorOf(c), parent, input, c)));
  });
}

/** PUT a change: the body's `updatedAt` is the version the editor read (409 when it changed) */
export function updateRoute<E extends AnyAdminEndpoint, K, S extends z.ZodType<{ updatedAt?: unknown }>>(
  endpoint: E,
  roles: Roles,
  route: {
    locate: Locate<K>;
    body: BodySchema<S>;
    limit?: BodyLimit;
    update: (
      db: Db,
      editor: Editor,
      key: K,
      patch: Omit<z.output<S>, 'updatedAt'>,
      updatedAt: z.output<S>['updatedAt'],
      c: Ctx,
    ) => Promise<AdminResultOf<E>>;
  },
): AdminRoute {
  return adminRoute(endpoint, roles, async (c) => {
    const key = await route.locate(c);
    const { updatedAt, ...patch } = await readBody(c, route.body, route.limit);
    return adminOk(
      c,
      endpoint,
      await change(c, () => route.update(c.var.deps.db, editorOf(c), key, patch, updatedAt, c)),
    );
  });
}

/** DELETE a record: the version comes from ?updatedAt= or a JSON body `{updatedAt}` (409 when it changed) */
export function deleteRoute<E extends AnyAdminEndpoint, K>(
  endpoint: E,
  roles: Roles,
  route: {
    locate: Locate<K>;
    remove: (db: Db, editor: Editor, key: K, version: string | undefined, c: Ctx) => Promise<unknown>;
  },
): AdminRoute {
  return adminRoute(endpoint, roles, async (c) => {
    const key = await route.locate(c);
    const version = await deleteVersion(c);
    await change(c, () => route.remove(c.var.deps.db, editorOf(c), key, version, c));
    return adminOk(c, endpoint, null as AdminResultOf<E>);
  });
}
