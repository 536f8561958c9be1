/**
 * Issue 20 items 2 and 5: the home page and site content through the admin API, on SQLite and
 * PostgreSQL: roles (an editor can, a scorer 403, no one 401), each call's success and refusals
 * (bad type, bad URL, an embed host not allowed, a javascript: link, 409 on a stale copy, 404),
 * ordering, audit rows, the public API following each change at once with its answer cache on,
 * and the files of unpublished banners and partners not served.
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../../shared/endpoints.js';
import { createBanner, createPartner, createVideo, setDataConfig, setStatistics } from '../../db/factories.js';
import { expectFail, expectOk } from '../../../tests/helpers/expect.js';
import { adminSiteEndpoints } from '../../../shared/admin-site.js';
import { adminCall, callsOf, expectEachAnswers } from '../../../tests/helpers/staff.js';
import type { Json } from '../../../tests/helpers/test-app.js';
import { dialects } from '../../../tests/helpers/test-db.js';
import { auditRows, staffToken, useTestApp } from '../../../tests/helpers/suite.js';

describe.each(dialects())('admin site content on %s', (dialect) => {
  const { db, t } = useTestApp(dialect, {
    env: { API_CACHE_TTL_MS: '60000', VIDEO_EMBED_HOSTS: 'player.bilibili.com,www.youtube-nocookie.com' },
  });
  let editor: string;
  let scorer: string;

  beforeAll(async () => {
    editor = await staffToken(db.db, { role: 'editor' });
    scorer = await staffToken(db.db, { role: 'scorer' });
  });

  const call = (method: string, p: string, body?: Json, bearer = editor) => adminCall(t, method, p, { bearer, body });
  const auditOf = (entity: string, code: number | string) => auditRows(db.db, entity, code);
  /** a file under UPLOAD_DIR for `url` (/uploads/…) */
  const putFile = (url: string) => {
    const file = path.join(t.config.UPLOAD_DIR, url.slice('/uploads/'.length));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, '<svg xmlns="http://www.w3.org/2000/svg"/>');
  };
  const publicBanners = async (type: number) =>
    expectOk(await t.call(endpoints.bannerList, { type, pageNo: 1, pageSize: 100 })).records;
  const publicPartners = async (type: string) =>
    expectOk(await t.call(endpoints.partnerList, { type, pageNo: 1, pageSize: 100 })).records.map((p: Json) => p.name);
  const publicVideos = async (type: number) =>
    expectOk(await t.call(endpoints.videoList, { type, pageNo: 1, pageSize: 100 })).records.map((v: Json) => v.title);

  it('answers 401 without auth and 403 to a scorer on every call', async () => {
    const calls = callsOf(adminSiteEndpoints, { id: '1' });
    await expectEachAnswers(t, calls, 401, {});
    await expectEachAnswers(t, calls, 403, { bearer: scorer });
  });

  it('creates, links, publishes, changes and deletes banners; the public list follows at once', async () => {
    const bad = await call('POST', '/admin/banners', {
      bannerUrl: 'javascript:alert(1)',
      type: 5,
      linkUrl: 'javascript:alert(1)',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.errors).sort()).toEqual(['bannerUrl', 'linkUrl', 'type']);
    for (const linkUrl of ['//evil.example/x', 'data:text/html,x', ' javascript:alert(1)', 'ftp://x.example/']) {
      const refused = await call('POST', '/admin/banners', { bannerUrl: '/uploads/media/a.jpg', type: 0, linkUrl });
      expect(refused.json.errors, linkUrl).toEqual({ linkUrl: expect.any(String) });
    }

    expect(await publicBanners(0)).toEqual([]); // (now kept in the answer cache)
    const a = expectOk(
      await call('POST', '/admin/banners', {
        bannerUrl: '/uploads/media/home-a.svg',
        title: '起航',
        titleEn: 'Start',
        type: 0,
        linkUrl: '/events?status=1',
      }),
    );
    expect(a).toEqual({
      id: expect.any(Number),
      bannerUrl: '/uploads/media/home-a.svg',
      title: '起航',
      titleEn: 'Start',
      type: 0,
      linkUrl: '/events?status=1',
      sortOrder: 10,
      isPublish: 0,
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(await publicBanners(0)).toEqual([]);

    const published = expectOk(await call('PUT', `/admin/banners/${a.id}`, { isPublish: 1, updatedAt: a.updatedAt }));
    expect(await publicBanners(0)).toEqual([
      { bannerUrl: '/uploads/media/home-a.svg', title: '起航', titleEn: 'Start', type: 0, linkUrl: '/events?status=1' },
    ]);
    // a stale copy, an unknown banner, a bad link or type in a change
    expectFail(await call('PUT', `/admin/banners/${a.id}`, { title: 'x', updatedAt: a.updatedAt }), 409);
    expectFail(await call('PUT', '/admin/banners/999999', { title: 'x' }), 404);
    expectFail(await call('GET', '/admin/banners/999999'), 404);
    const badPut = await call('PUT', `/admin/banners/${a.id}`, { linkUrl: 'javascript:void(0)', type: 99 });
    expect(Object.keys(badPut.json.errors).sort()).toEqual(['linkUrl', 'type']);

    const linked = expectOk(
      await call('PUT', `/admin/banners/${a.id}`, {
        linkUrl: 'https://www.example.com/regatta',
        title: '',
        updatedAt: published.updatedAt,
      }),
    );
    expect(linked).toMatchObject({ linkUrl: 'https://www.example.com/regatta', title: null });
    expect((await publicBanners(0))[0]).toMatchObject({ linkUrl: 'https://www.example.com/regatta', title: null });
    expect(expectOk(await call('GET', `/admin/banners/${a.id}`))).toEqual(linked);

    const rows = await auditOf('banner', a.id);
    expect(rows.map((r) => r.action)).toEqual(['create', 'publish', 'update']);
    expect(JSON.parse(rows[2]!.beforeJson!)).toEqual({ linkUrl: '/events?status=1', title: '起航' });
    expect(JSON.parse(rows[2]!.afterJson!)).toEqual({ linkUrl: 'https://www.example.com/regatta', title: null });

    expectFail(await call('DELETE', `/admin/banners/${a.id}?updatedAt=${encodeURIComponent(a.updatedAt)}`), 409);
    expectOk(await call('DELETE', `/admin/banners/${a.id}`, { updatedAt: linked.updatedAt }));
    expect(await publicBanners(0)).toEqual([]);
    expect((await auditOf('banner', a.id)).at(-1)!.action).toBe('delete');
    expectFail(await call('DELETE', `/admin/banners/${a.id}`), 404);
  });

  it('orders the banners of a type (audited); the public carousel follows', async () => {
    const made = [];
    for (const title of ['one', 'two', 'three'])
      made.push(
        expectOk(
          await call('POST', '/admin/banners', {
            bannerUrl: `/uploads/media/${title}.svg`,
            title,
            type: 21,
            isPublish: 1,
          }),
        ),
      );
    // a banner of another type is not in this order
    const other = expectOk(await call('POST', '/admin/banners', { bannerUrl: '/uploads/media/x.svg', type: 22 }));
    expect((await publicBanners(21)).map((b: Json) => b.title)).toEqual(['one', 'two', 'three']);

    const [one, two, three] = made;
    const list = expectOk(await call('POST', '/admin/banners/order', { type: 21, ids: [three.id, one.id, two.id] }));
    expect(list.map((b: Json) => [b.title, b.sortOrder])).toEqual([
      ['three', 10],
      ['one', 20],
      ['two', 30],
    ]);
    expect((await publicBanners(21)).map((b: Json) => b.title)).toEqual(['three', 'one', 'two']);
    expect(expectOk(await call('GET', '/admin/banners?type=21')).map((b: Json) => b.id)).toEqual([
      three.id,
      one.id,
      two.id,
    ]);
    const moved = await auditOf('banner', three.id);
    expect(moved.at(-1)).toMatchObject({ action: 'update' });
    expect(JSON.parse(moved.at(-1)!.beforeJson!)).toEqual({ sortOrder: 30 });
    expect(JSON.parse(moved.at(-1)!.afterJson!)).toEqual({ sortOrder: 10 });
    // the versions read before the order are stale now
    expectFail(await call('PUT', `/admin/banners/${three.id}`, { title: 'x', updatedAt: three.updatedAt }), 409);

    // not exactly the type's banners: someone added or deleted one since the list was read
    expectFail(await call('POST', '/admin/banners/order', { type: 21, ids: [one.id, two.id] }), 409);
    expectFail(
      await call('POST', '/admin/banners/order', { type: 21, ids: [one.id, two.id, three.id, other.id] }),
      409,
    );
    const badOrder = await call('POST', '/admin/banners/order', { type: 7, ids: [one.id, one.id] });
    expect(Object.keys(badOrder.json.errors).sort()).toEqual(['ids', 'type']);
    expect((await publicBanners(21)).map((b: Json) => b.title)).toEqual(['three', 'one', 'two']);
    // the list of every type: by type, then order
    const all = expectOk(await call('GET', '/admin/banners'));
    expect(all.map((b: Json) => b.type)).toEqual([21, 21, 21, 22]);
    expect((await call('GET', '/admin/banners?type=abc')).status).toBe(400);
  });

  it("does not serve an unpublished banner's picture, nor an unpublished partner's logo", async () => {
    const picture = '/uploads/media/gate-banner.svg';
    const logo = '/uploads/media/gate-logo.svg';
    putFile(picture);
    putFile(logo);
    const b = expectOk(await call('POST', '/admin/banners', { bannerUrl: picture, type: 1, isPublish: 1 }));
    const p = expectOk(await call('POST', '/admin/partners', { name: '闸门', logo, type: '0', isPublish: 1 }));
    expect((await t.request(picture)).status).toBe(200);
    expect((await t.request(logo)).status).toBe(200);
    expectOk(await call('PUT', `/admin/banners/${b.id}`, { isPublish: 0 }));
    expectOk(await call('PUT', `/admin/partners/${p.id}`, { isPublish: 0 }));
    expect((await t.request(picture)).status).toBe(404);
    expect((await t.request(logo)).status).toBe(404);
    expectOk(await call('PUT', `/admin/banners/${b.id}`, { isPublish: 1 }));
    expect((await t.request(picture)).status).toBe(200);
  });

  it('manages partners of both types; the public lists show only published ones', async () => {
    const seeded = await createPartner(db.db, { type: '1', name: '老伙伴', sortOrder: 1 });
    expect(await publicPartners('1')).toEqual(['老伙伴']);
    const bad = await call('POST', '/admin/partners', {
      name: '',
      logo: 'javascript:alert(1)',
      website: 'javascript:alert(1)',
      type: '2',
    });
    expect(Object.keys(bad.json.errors).sort()).toEqual(['logo', 'name', 'type', 'website']);
    const p = expectOk(
      await call('POST', '/admin/partners', {
        name: '海图科技',
        nameEn: 'SeaChart',
        logo: '/uploads/media/seachart.svg',
        website: 'https://www.seachart.example',
        type: 1,
        isPublish: true,
      }),
    );
    expect(p).toMatchObject({ type: '1', isPublish: 1, sortOrder: 11, website: 'https://www.seachart.example' });
    expect(await publicPartners('1')).toEqual(['老伙伴', '海图科技']);

    const ordered = expectOk(await call('POST', '/admin/partners/order', { type: '1', ids: [p.id, seeded.id] }));
    expect(ordered.map((x: Json) => x.name)).toEqual(['海图科技', '老伙伴']);
    expect(await publicPartners('1')).toEqual(['海图科技', '老伙伴']);

    const off = expectOk(await call('PUT', `/admin/partners/${seeded.id}`, { isPublish: 0 }));
    expect(off.isPublish).toBe(0);
    expect(await publicPartners('1')).toEqual(['海图科技']);
    expect((await auditOf('partner', seeded.id)).map((r) => r.action)).toEqual(['update', 'unpublish']);
    expect(expectOk(await call('GET', '/admin/partners?type=1')).map((x: Json) => x.name)).toEqual([
      '海图科技',
      '老伙伴',
    ]);
    expectFail(await call('PUT', `/admin/partners/${seeded.id}`, { name: 'x', updatedAt: seeded.updatedAt }), 409);
    expectOk(await call('DELETE', `/admin/partners/${p.id}`));
    expect(await publicPartners('1')).toEqual([]);
    expectFail(await call('DELETE', `/admin/partners/${p.id}`), 404);
  });

  it('takes a site video as an uploaded mp4 or a page of an allowed embed host, never another', async () => {
    expect(expectOk(await call('GET', '/admin/site-videos/embed-hosts'))).toEqual({
      hosts: ['player.bilibili.com', 'www.youtube-nocookie.com'],
    });
    const refused = async (videoUrl: string) =>
      (await call('POST', '/admin/site-videos', { title: 'x', type: 1, videoUrl })).json.errors;
    expect(await refused('https://v.qq.com/txp/iframe/player.html?vid=1')).toEqual({
      videoUrl: expect.stringContaining('v.qq.com is not allowed'),
    });
    for (const url of [
      'http://player.bilibili.com/player.html?bvid=1',
      'https://player.bilibili.com.evil.example/x',
      'javascript:alert(1)',
      '/uploads/media/a.jpg',
      '/uploads/../secret.mp4',
      '//player.bilibili.com/x',
    ])
      expect(await refused(url), url).toEqual({ videoUrl: expect.any(String) });
    const bad = await call('POST', '/admin/site-videos', {
      title: '',
      type: 3,
      videoUrl: '/x.mp4',
      publishTime: 'soon',
    });
    expect(Object.keys(bad.json.errors).sort()).toEqual(['publishTime', 'title', 'type', 'videoUrl']);

    const old = await createVideo(db.db, { type: 2, title: '旧集锦', publishTime: '2025-01-01 10:00:00' });
    const mp4 = expectOk(
      await call('POST', '/admin/site-videos', {
        title: '决赛集锦',
        titleEn: 'Final highlights',
        type: 2,
        videoUrl: '/uploads/media/0123456789abcdef0123456789abcdef.mp4',
        thumbUrl: '/uploads/media/poster.jpg',
        publishTime: '2026-05-01 09:30',
      }),
    );
    expect(mp4).toMatchObject({ type: 2, isPublish: 0, sortOrder: 0, publishTime: '2026-05-01 09:30:00' });
    const embed = expectOk(
      await call('POST', '/admin/site-videos', {
        title: '嵌入',
        type: 2,
        videoUrl: 'https://player.bilibili.com/player.html?bvid=BV1xx&page=1',
        isPublish: 1,
      }),
    );
    expect(embed.publishTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(await publicVideos(2)).toEqual(['嵌入', '旧集锦']);
    expectOk(await call('PUT', `/admin/site-videos/${mp4.id}`, { isPublish: 1, updatedAt: mp4.updatedAt }));
    // newest first until ordered
    expect(await publicVideos(2)).toEqual(['嵌入', '决赛集锦', '旧集锦']);
    expect((await auditOf('site-video', mp4.id)).map((r) => r.action)).toEqual(['create', 'publish']);

    const ordered = expectOk(
      await call('POST', '/admin/site-videos/order', { type: 2, ids: [old.id, mp4.id, embed.id] }),
    );
    expect(ordered.map((v: Json) => v.title)).toEqual(['旧集锦', '决赛集锦', '嵌入']);
    expect(await publicVideos(2)).toEqual(['旧集锦', '决赛集锦', '嵌入']);
    expect(await publicVideos(1)).toEqual([]);

    const badPut = await call('PUT', `/admin/site-videos/${embed.id}`, { videoUrl: 'https://evil.example/x' });
    expect(badPut.json.errors).toEqual({ videoUrl: expect.any(String) });
    expectFail(await call('PUT', `/admin/site-videos/${embed.id}`, { title: 'x', updatedAt: embed.updatedAt }), 409);
    expectFail(await call('PUT', '/admin/site-videos/999999', { title: 'x' }), 404);
    expectOk(await call('DELETE', `/admin/site-videos/${embed.id}`));
    expect(await publicVideos(2)).toEqual(['旧集锦', '决赛集锦']);
  });

  it('changes the statistics figures (audited, version-checked); the public statistics follow', async () => {
    await setStatistics(db.db, { matchCount: 1, mileage: 2, liveTime: 3, image: 4 });
    expect(expectOk(await t.call(endpoints.statistics))).toEqual({ matchCount: 1, mileage: 2, liveTime: 3, image: 4 });
    const read = expectOk(await call('GET', '/admin/statistics'));
    expect(read).toMatchObject({ matchCount: 1, mileage: 2, liveTime: 3, image: 4 });

    const bad = await call('PUT', '/admin/statistics', { matchCount: -1, mileage: 1.5, image: '7' });
    expect(Object.keys(bad.json.errors).sort()).toEqual(['image', 'matchCount', 'mileage']);
    const changed = expectOk(
      await call('PUT', '/admin/statistics', { matchCount: 600, liveTime: 95_000, updatedAt: read.updatedAt }),
    );
    expect(changed).toMatchObject({ matchCount: 600, mileage: 2, liveTime: 95_000, image: 4 });
    expect(expectOk(await t.call(endpoints.statistics))).toEqual({
      matchCount: 600,
      mileage: 2,
      liveTime: 95_000,
      image: 4,
    });
    expectFail(await call('PUT', '/admin/statistics', { image: 5, updatedAt: read.updatedAt }), 409);
    const rows = await auditOf('statistics', 'site');
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]!.beforeJson!)).toEqual({ matchCount: 1, liveTime: 3 });
    expect(JSON.parse(rows[0]!.afterJson!)).toEqual({ matchCount: 600, liveTime: 95_000 });
  });

  it('changes the site configuration (audited, version-checked); dataConfigInfo follows', async () => {
    await setDataConfig(db.db, 'email', 'old@example.com');
    expect(expectOk(await t.call(endpoints.dataConfigInfo)).email).toBe('old@example.com');
    const read = expectOk(await call('GET', '/admin/config'));
    expect(read).toMatchObject({ email: 'old@example.com', offices: [], companyName: '' });

    const office = {
      key: 'qingdao',
      name: '青岛总部',
      nameEn: 'Qingdao Headquarters',
      address: '青岛市市南区燕儿岛路1号',
      addressEn: '1 Yan’erdao Road, Qingdao',
      phone: '0532-8899 6620',
      lat: 36.0563,
      lng: 120.3897,
    };
    const bad = await call('PUT', '/admin/config', {
      email: 'not an address',
      offices: [office, { ...office, key: 'x', lat: 91 }],
      mapTileUrl: '/x',
    });
    expect(bad.status).toBe(400);
    // (the map tiles come from the server's configuration: not a field here)
    expect(bad.json.errors).toEqual({
      '': expect.any(String),
      email: expect.any(String),
      'offices.1.lat': expect.any(String),
    });
    const twice = await call('PUT', '/admin/config', { offices: [office, office] });
    expect(twice.json.errors).toEqual({ 'offices.1.key': 'The key qingdao is used twice.' });

    const changed = expectOk(
      await call('PUT', '/admin/config', {
        email: 'info@sailfish.example',
        jobPhone: '400-000-0000',
        offices: [office],
        updatedAt: read.updatedAt,
      }),
    );
    expect(changed).toMatchObject({ email: 'info@sailfish.example', jobPhone: '400-000-0000', offices: [office] });
    const shown = expectOk(await t.call(endpoints.dataConfigInfo));
    expect(shown).toMatchObject({ email: 'info@sailfish.example', jobPhone: '400-000-0000', offices: [office] });
    expect(shown.mapTileUrl).toBe(t.config.MAP_TILE_URL);

    expectFail(await call('PUT', '/admin/config', { icp: '鲁ICP备1号', updatedAt: read.updatedAt }), 409);
    const rows = await auditOf('config', 'site');
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]!.beforeJson!)).toEqual({ email: 'old@example.com', jobPhone: '', offices: [] });
    expect(JSON.parse(rows[0]!.afterJson!)).toMatchObject({ email: 'info@sailfish.example', offices: [office] });
    // clearing a field: an empty value
    expect(expectOk(await call('PUT', '/admin/config', { jobPhone: '' })).jobPhone).toBe('');
  });

  it('keeps the banners the site already had, with their version', async () => {
    const seeded = await createBanner(db.db, { type: 33, title: 'seed' });
    const list = expectOk(await call('GET', '/admin/banners?type=33'));
    expect(list).toEqual([expect.objectContaining({ id: seeded.id, linkUrl: null, updatedAt: seeded.updatedAt })]);
    expectOk(await call('PUT', `/admin/banners/${seeded.id}`, { title: 'changed', updatedAt: seeded.updatedAt }));
  });
});
