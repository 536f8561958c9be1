/**
 * Issue 18 "every change is live": the app wired as server/main.ts wires it (one ContentChanges
 * for the API answer cache, the page cache and the /uploads answers), all three caches on with
 * long TTLs. A page and a file under /uploads show an admin change on the next request.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, createSiteApi } from './app.js';
import { ContentChanges } from './content-changes.js';
import { createEvent } from './db/factories.js';
import { createLogger } from './logger.js';
import { createPages } from './pages.js';
import { testConfig } from '../tests/helpers/test-app.js';
import { openTestDb, type TestDb } from '../tests/helpers/test-db.js';
import { staffToken } from '../tests/helpers/suite.js';

describe('a change in the staff console is live at once', () => {
  let db: TestDb;
  let app: ReturnType<typeof createApp>;
  let token: string;
  let uploadDir: string;
  let renders = 0;

  beforeAll(async () => {
    db = await openTestDb('sqlite');
    const config = testConfig({ env: { API_CACHE_TTL_MS: '600000', PAGE_CACHE_TTL_MS: '600000' } });
    uploadDir = config.UPLOAD_DIR;
    const logger = createLogger('silent');
    const changes = new ContentChanges();
    const api = createSiteApi({ config, handle: db, logger, changes });
    const pages = await createPages({
      config,
      logger,
      apiRequest: async (p, init, env) => api.request(`${config.API_PREFIX}${p}`, init, env),
      mode: 'production',
      cacheTtlMs: config.PAGE_CACHE_TTL_MS,
      changes,
      // a stand-in for the events page: the names the public API lists
      render: async (_request, context) => {
        renders += 1;
        const call = context.api as (p: string, init: RequestInit) => Promise<Response>;
        const res = await call('/event/list', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{"pageSize":100}',
        });
        const names = ((await res.json()) as { result: { records: { name: string }[] } }).result.records.map(
          (e) => e.name,
        );
        return new Response(`<ul>${names.map((n) => `<li>${n}</li>`).join('')}</ul>`, {
          headers: { 'content-type': 'text/html; charset=utf-8' },
        });
      },
    });
    app = createApp({ config, handle: db, logger, api, changes, pages: pages.handler });
    token = await staffToken(db.db, { role: 'editor' });
    await createEvent(db.db, { eventCd: 'LIVE-1', name: '旧名字', isPublish: 1 });
  });
  afterAll(async () => {
    fs.rmSync(uploadDir, { recursive: true, force: true });
    await db?.close();
  });

  const admin = (method: string, p: string, body: unknown) =>
    app.request(`/api${p}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('clears the rendered pages and the API answers after a change, not before', async () => {
    const first = await app.request('/events');
    expect(await first.text()).toContain('旧名字');
    const again = await app.request('/events');
    expect(again.headers.get('x-page-cache')).toBe('hit');
    const rendered = renders;

    expect((await admin('PUT', '/admin/events/LIVE-1', { name: '新名字' })).status).toBe(200);
    const after = await app.request('/events');
    expect(after.headers.get('x-page-cache')).not.toBe('hit');
    const html = await after.text();
    expect(html).toContain('新名字');
    expect(html).not.toContain('旧名字');
    expect(renders).toBe(rendered + 1);

    // a refused change (409) clears nothing
    expect(
      (await admin('PUT', '/admin/events/LIVE-1', { name: 'x', updatedAt: '2000-01-01T00:00:00.000Z' })).status,
    ).toBe(409);
    expect((await app.request('/events')).headers.get('x-page-cache')).toBe('hit');
  });

  it('serves an uploaded file once a published record refers to it, and stops at once when it is unpublished', async () => {
    fs.mkdirSync(path.join(uploadDir, 'media'), { recursive: true });
    fs.writeFileSync(path.join(uploadDir, 'media', 'live.png'), 'not really a png');
    expect((await app.request('/uploads/media/live.png')).status).toBe(404); // (the answer is kept now)
    const res = await admin('POST', '/admin/events/LIVE-1/images', { imgUrl: '/uploads/media/live.png', isPublish: 1 });
    expect(res.status).toBe(200);
    const { id } = ((await res.json()) as { result: { id: number } }).result;
    expect((await app.request('/uploads/media/live.png')).status).toBe(200);
    expect((await admin('PUT', `/admin/images/${id}`, { isPublish: 0 })).status).toBe(200);
    expect((await app.request('/uploads/media/live.png')).status).toBe(404);
  });
});
