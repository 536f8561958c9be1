/**
 * Issue 18 "every change is live": the app wired as server/main.ts wires it (one ContentChanges
 * for the API answer cache, the page cache and the /uploads answers), all three caches on with
 * long TTLs. A page and a file under /uploads show an admin change on the next request.
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from './db/factories.js';
import { adminRequest, listedEventNames, useCachedSite } from '../tests/helpers/cached-site.js';
import { staffToken } from '../tests/helpers/suite.js';

describe('a change in the staff console is live at once', () => {
  let token: string;
  let renders = 0;
  const site = useCachedSite('sqlite', {
    // a stand-in for the events page: the names the public API lists
    render: async (_request, context) => {
      renders += 1;
      const names = await listedEventNames(context);
      return new Response(`<ul>${names.map((n) => `<li>${n}</li>`).join('')}</ul>`, {
        headers: { 'content-type': 'text/html; charset=utf-8' },
      });
    },
  });
  beforeAll(async () => {
    token = await staffToken(site.db.db, { role: 'editor' });
    await createEvent(site.db.db, { eventCd: 'LIVE-1', name: '旧名字', isPublish: 1 });
  });

  const admin = (method: string, p: string, body: unknown) => adminRequest(site.app, token, method, p, body);

  it('clears the rendered pages and the API answers after a change, not before', async () => {
    const first = await site.app.request('/events');
    expect(await first.text()).toContain('旧名字');
    const again = await site.app.request('/events');
    expect(again.headers.get('x-page-cache')).toBe('hit');
    const rendered = renders;

    expect((await admin('PUT', '/admin/events/LIVE-1', { name: '新名字' })).status).toBe(200);
    const after = await site.app.request('/events');
    expect(after.headers.get('x-page-cache')).not.toBe('hit');
    const html = await after.text();
    expect(html).toContain('新名字');
    expect(html).not.toContain('旧名字');
    expect(renders).toBe(rendered + 1);

    // a refused change (409) clears nothing
    expect(
      (await admin('PUT', '/admin/events/LIVE-1', { name: 'x', updatedAt: '2000-01-01T00:00:00.000Z' })).status,
    ).toBe(409);
    expect((await site.app.request('/events')).headers.get('x-page-cache')).toBe('hit');
  });

  it('serves an uploaded file once a published record refers to it, and stops at once when it is unpublished', async () => {
    fs.mkdirSync(path.join(site.uploadDir, 'media'), { recursive: true });
    fs.writeFileSync(path.join(site.uploadDir, 'media', 'live.png'), 'not really a png');
    expect((await site.app.request('/uploads/media/live.png')).status).toBe(404); // (the answer is kept now)
    const res = await admin('POST', '/admin/events/LIVE-1/images', { imgUrl: '/uploads/media/live.png', isPublish: 1 });
    expect(res.status).toBe(200);
    const { id } = ((await res.json()) as { result: { id: number } }).result;
    expect((await site.app.request('/uploads/media/live.png')).status).toBe(200);
    expect((await admin('PUT', `/admin/images/${id}`, { isPublish: 0 })).status).toBe(200);
    expect((await site.app.request('/uploads/media/live.png')).status).toBe(404);
  });
});
