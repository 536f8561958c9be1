/**
 * Issue 18: an event's photos and videos through the admin API, on SQLite and PostgreSQL: roles,
 * field errors, 404, 409 on a stale copy, audit rows, order and the publish flag, and the public
 * calls showing only published ones (at once, with the answer cache on).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../../shared/endpoints.js';
import { createEvent } from '../../db/factories.js';
import { expectFail, expectOk } from '../../../tests/helpers/expect.js';
import { adminContentEndpoints } from '../../../shared/admin-content-endpoints.js';
import { adminCall, callsOf, expectEachAnswers } from '../../../tests/helpers/staff.js';
import type { Json } from '../../../tests/helpers/test-app.js';
import { dialects } from '../../../tests/helpers/test-db.js';
import { auditRows, staffToken, useTestApp } from '../../../tests/helpers/suite.js';

describe.each(dialects())('admin photos and videos on %s', (dialect) => {
  const { db, t } = useTestApp(dialect, { env: { API_CACHE_TTL_MS: '60000' } });
  let editor: string;
  let scorer: string;

  beforeAll(async () => {
    editor = await staffToken(db.db, { role: 'editor' });
    scorer = await staffToken(db.db, { role: 'scorer', events: ['MED-1'] });
    await createEvent(db.db, { eventCd: 'MED-1', isPublish: 1 });
  });

  const call = (method: string, p: string, body?: Json, bearer = editor) => adminCall(t, method, p, { bearer, body });
  const publicImages = async () =>
    expectOk(await t.call(endpoints.eventImages, { eventCd: 'MED-1' }, { pageSize: 100 })).records.map(
      (r: Json) => r.imgUrl,
    );
  const publicVideos = async () =>
    expectOk(await t.call(endpoints.eventVideos, { eventCd: 'MED-1' }, { pageSize: 100 })).records.map(
      (r: Json) => r.title,
    );
  const auditOf = (entity: string, id: number) => auditRows(db.db, entity, id);

  it('answers 401 without auth and 403 to a scorer, even on an assigned event', async () => {
    const media = callsOf(adminContentEndpoints, { eventCd: 'MED-1', id: '1' }, (name) => /^(image|video)/.test(name));
    expect(media).toHaveLength(8);
    await expectEachAnswers(t, media, 401, {});
    await expectEachAnswers(t, media, 403, { bearer: scorer });
  });

  it('adds photos (unpublished by default), publishes, reorders and deletes them; the public list follows', async () => {
    const bad = await call('POST', '/admin/events/MED-1/images', { imgUrl: 'javascript:alert(1)', isPublish: 'yes' });
    expect(Object.keys(bad.json.errors).sort()).toEqual(['imgUrl', 'isPublish']);
    expectFail(await call('POST', '/admin/events/NO-SUCH/images', { imgUrl: '/uploads/media/a.jpg' }), 404);

    const a = expectOk(
      await call('POST', '/admin/events/MED-1/images', { imgUrl: '/uploads/media/a.jpg', title: '起航' }),
    );
    const b = expectOk(
      await call('POST', '/admin/events/MED-1/images', { imgUrl: '/uploads/media/b.jpg', isPublish: 1 }),
    );
    expect(a).toMatchObject({ id: expect.any(Number), eventCd: 'MED-1', isPublish: 0, sortOrder: 10 });
    expect(b).toMatchObject({ isPublish: 1, sortOrder: 20 });
    expect(await publicImages()).toEqual(['/uploads/media/b.jpg']);

    // publish a, then put it after b
    const published = expectOk(
      await call('PUT', `/admin/images/${a.id}`, { isPublish: true, sortOrder: 30, updatedAt: a.updatedAt }),
    );
    expect(published).toMatchObject({ isPublish: 1, sortOrder: 30 });
    expect(await publicImages()).toEqual(['/uploads/media/b.jpg', '/uploads/media/a.jpg']);
    const rows = await auditOf('image', a.id);
    expect(rows.map((r) => r.action)).toEqual(['create', 'publish']);
    expect(JSON.parse(rows[1]!.beforeJson!)).toEqual({ isPublish: 0, sortOrder: 10 });
    expect(JSON.parse(rows[1]!.afterJson!)).toEqual({ isPublish: 1, sortOrder: 30 });

    // the console sees every photo, in order
    const all = expectOk(await call('GET', '/admin/events/MED-1/images'));
    expect(all.records.map((r: Json) => r.id)).toEqual([b.id, a.id]);

    expectFail(await call('PUT', `/admin/images/${a.id}`, { isPublish: 0, updatedAt: a.updatedAt }), 409);
    expectFail(await call('PUT', '/admin/images/999999', { isPublish: 0 }), 404);
    expectFail(await call('PUT', '/admin/images/abc', { isPublish: 0 }), 404);
    expectOk(await call('PUT', `/admin/images/${a.id}`, { isPublish: 0 }));
    expect((await auditOf('image', a.id)).at(-1)!.action).toBe('unpublish');
    expect(await publicImages()).toEqual(['/uploads/media/b.jpg']);

    expectFail(await call('DELETE', `/admin/images/${b.id}?updatedAt=2000-01-01T00:00:00.000Z`), 409);
    expectOk(await call('DELETE', `/admin/images/${b.id}`));
    expect(await publicImages()).toEqual([]);
    expect((await auditOf('image', b.id)).map((r) => r.action)).toEqual(['create', 'delete']);
    expectFail(await call('DELETE', `/admin/images/${b.id}`), 404);
  });

  it('adds, publishes and deletes videos; the public list shows only published ones', async () => {
    const bad = await call('POST', '/admin/events/MED-1/videos', { videoUrl: '/uploads/v.mp4' });
    expect(bad.json.errors).toEqual({ title: expect.any(String) });
    const v = expectOk(
      await call('POST', '/admin/events/MED-1/videos', {
        videoUrl: '/uploads/videos/final.mp4',
        thumbUrl: '/uploads/media/final.jpg',
        title: '决赛集锦',
      }),
    );
    expect(await publicVideos()).toEqual([]);
    expectOk(await call('PUT', `/admin/videos/${v.id}`, { isPublish: 1, updatedAt: v.updatedAt }));
    expect(await publicVideos()).toEqual(['决赛集锦']);
    expect(expectOk(await call('GET', '/admin/events/MED-1/videos')).records).toHaveLength(1);
    expectOk(await call('DELETE', `/admin/videos/${v.id}`));
    expect(await publicVideos()).toEqual([]);
    expect((await auditOf('video', v.id)).map((r) => r.action)).toEqual(['create', 'publish', 'delete']);
  });

  it("takes an event video by the one video rule: an mp4 of the site or an allowed player's https page, nothing else (issue 25, finding 8)", async () => {
    const refused = async (videoUrl: string) =>
      await call('POST', '/admin/events/MED-1/videos', { videoUrl, title: '视频' });
    for (const url of [
      'https://evil.example/player.html',
      'http://player.bilibili.com/player.html?bvid=1',
      'https://player.bilibili.com:8443/player.html?bvid=1',
      'https://player.bilibili.com:443/player.html?bvid=1',
      'https://user:pw@player.bilibili.com/player.html?bvid=1',
      'https://player.bilibili.com.evil.example/x',
      '/admin/staff',
      '/uploads/media/a.jpg',
      'javascript:alert(1)',
      '//player.bilibili.com/x',
    ]) {
      const answer = await refused(url);
      expect(answer.status, url).toBe(400);
      expect(answer.json.errors, url).toEqual({ videoUrl: expect.any(String) });
    }
    expect((await refused('https://evil.example/x')).json.errors.videoUrl).toMatch(/evil\.example is not allowed/);
    const embedded = expectOk(
      await call('POST', '/admin/events/MED-1/videos', {
        videoUrl: 'https://player.bilibili.com/player.html?bvid=BV1xx',
        title: '嵌入',
      }),
    );
    expect(embedded.videoUrl).toBe('https://player.bilibili.com/player.html?bvid=BV1xx');
    const moved = await call('PUT', `/admin/videos/${embedded.id}`, {
      videoUrl: 'https://evil.example/x',
      updatedAt: embedded.updatedAt,
    });
    expect(moved.status).toBe(400);
    expect(moved.json.errors).toEqual({ videoUrl: expect.any(String) });
    expectOk(await call('DELETE', `/admin/videos/${embedded.id}`));
  });
});
