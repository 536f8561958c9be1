/**
 * The app wired as server/main.ts wires it for tests of the caches: one ContentChanges for the
 * API answer cache, the page cache and the /uploads answers, all three on with long TTLs, and a
 * stand-in `render` for the pages (server/content-changes.test.ts, single-flight-users.test.ts,
 * stale-while-revalidate.test.ts, page-compression.test.ts behind the real HTTP server).
 *
 *   const site = useCachedSite('sqlite', { render: async (request, context) => … });
 *   beforeAll(async () => { token = await staffToken(site.db.db, { role: 'editor' }); });
 *   const res = await site.app.request('/events');
 *   await adminRequest(site.app, token, 'PUT', '/admin/events/SF-1', { name: '新' });
 *
 * The site is opened in a beforeAll (registered first, so it runs before the caller's) and
 * closed, with its upload folder, in an afterAll.
 */
import fs from 'node:fs';
import { afterAll, beforeAll } from 'vitest';
import { createApp, createSiteApi } from '../../server/app.js';
import { ContentChanges } from '../../server/content-changes.js';
import { createLogger } from '../../server/logger.js';
import { createPages, type PagesOptions } from '../../server/pages.js';
import { standIn } from './suite.js';
import { testConfig } from './test-app.js';
import { openTestDb, type Dialect, type TestDb } from './test-db.js';

export interface CachedSite {
  db: TestDb;
  app: ReturnType<typeof createApp>;
  /** the one change signal the caches share */
  changes: ContentChanges;
  uploadDir: string;
}

export function useCachedSite(
  dialect: Dialect,
  pages: { render: NonNullable<PagesOptions['render']>; routeOf?: PagesOptions['routeOf'] },
): CachedSite {
  let site: CachedSite | undefined;
  beforeAll(async () => {
    const db = await openTestDb(dialect);
    const config = testConfig({ env: { API_CACHE_TTL_MS: '600000', PAGE_CACHE_TTL_MS: '600000' } });
    const logger = createLogger('silent');
    const changes = new ContentChanges();
    const api = createSiteApi({ config, handle: db, logger, changes });
    const rendered = await createPages({
      config,
      logger,
      apiRequest: async (p, init, env) => api.request(`${config.API_PREFIX}${p}`, init, env),
      mode: 'production',
      cacheTtlMs: config.PAGE_CACHE_TTL_MS,
      changes,
      ...pages,
    });
    const app = createApp({ config, handle: db, logger, api, changes, pages: rendered.handler });
    site = { db, app, changes, uploadDir: config.UPLOAD_DIR };
  });
  afterAll(async () => {
    if (site) fs.rmSync(site.uploadDir, { recursive: true, force: true });
    await site?.db.close();
  });
  return standIn('the cached site', () => site);
}

/** an admin call with a bearer token, path relative to the API prefix ('/admin/events/SF-1') */
export function adminRequest(app: CachedSite['app'], token: string, method: string, p: string, body: unknown) {
  return app.request(`/api${p}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** a stand-in page's public API call (the render context's `api`): POST `p` with a JSON body */
export function pageApiCall(context: { api?: unknown }, p: string, body: string): Promise<Response> {
  const call = context.api as (p: string, init: RequestInit) => Promise<Response>;
  return call(p, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
}

/** the names of the events the public API lists (what the stand-in events page shows) */
export async function listedEventNames(context: { api?: unknown }): Promise<string[]> {
  const res = await pageApiCall(context, '/event/list', '{"pageSize":100}');
  return ((await res.json()) as { result: { records: { name: string }[] } }).result.records.map((e) => e.name);
}
