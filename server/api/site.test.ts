/** /banner/list, /partnerList, /videoList, /statistics and /dataConfigInfo. */
import { beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../shared/endpoints.js';
import { createBanner, createPartner, createVideo, setDataConfig, setStatistics } from '../db/factories.js';
import { expectFields, expectOk, expectPage, SPEC_FIELDS } from '../../tests/helpers/expect.js';
import type { Json } from '../../tests/helpers/test-app.js';
import { dialects } from '../../tests/helpers/test-db.js';
import { useTestApp } from '../../tests/helpers/suite.js';

/** banner types of docs/product.md §3 */
const BANNER_TYPES = [0, 1, 4, 20, 21, 22, 23, 31, 32, 33, 34, 35, 36, 37, 38];

describe.each(dialects())('site calls on %s', (dialect) => {
  const { db: t, t: api } = useTestApp(dialect, {
    env: {
      MAP_TILE_URL: 'https://tiles.example.org/{z}/{x}/{y}.png',
      ANNOUNCEMENT_BASE_URL: 'https://static.example.org/notice/',
    },
  });

  describe('/banner/list', () => {
    beforeAll(async () => {
      // 7 home banners (type 0), one of every other type, 2 of type 1, and an unpublished home banner
      for (let i = 0; i < 7; i++)
        await createBanner(t.db, { type: 0, bannerUrl: `/uploads/banners/home-${i}.svg`, sortOrder: i });
      for (const type of BANNER_TYPES.slice(1))
        await createBanner(t.db, { type, bannerUrl: `/uploads/banners/type-${type}.svg` });
      await createBanner(t.db, { type: 1, bannerUrl: '/uploads/banners/type-1b.svg' });
      await createBanner(t.db, { type: 0, bannerUrl: '/uploads/banners/hidden.svg', isPublish: 0, sortOrder: -1 });
    });

    it('lists the banners of a type, in order, as the home page asks (type 0, page 1, size 5)', async () => {
      const result = expectOk(await api.post(endpoints.bannerList.path(), { type: 0, pageNo: 1, pageSize: 5 }));
      const records = expectPage(result, { total: 7, pageNo: 1, pageSize: 5 });
      expect(records.map((b) => b.bannerUrl)).toEqual([0, 1, 2, 3, 4].map((i) => `/uploads/banners/home-${i}.svg`));
      for (const b of records) {
        expectFields(b, SPEC_FIELDS.banner);
        expect(b.type).toBe(0);
      }
      const second = expectOk(await api.post(endpoints.bannerList.path(), { type: 0, pageNo: 2, pageSize: 5 }));
      expect(expectPage(second, { total: 7, pageNo: 2, pageSize: 5, count: 2 }).map((b) => b.bannerUrl)).toEqual([
        '/uploads/banners/home-5.svg',
        '/uploads/banners/home-6.svg',
      ]);
    });

    it.each(BANNER_TYPES.slice(1))('lists banners of type %i', async (type) => {
      const result = expectOk(await api.post(endpoints.bannerList.path(), { type, pageNo: 1, pageSize: 100 }));
      expect(result.total).toBe(type === 1 ? 2 : 1);
      for (const b of result.records) expect(b.type).toBe(type);
      expect(result.records[0].bannerUrl).toBe(`/uploads/banners/type-${type}.svg`);
    });

    it("takes the type as a number or a digit string ('21' = 21)", async () => {
      const asText = expectOk(await api.post(endpoints.bannerList.path(), { type: '21', pageNo: 1, pageSize: 100 }));
      const asNumber = expectOk(await api.post(endpoints.bannerList.path(), { type: 21, pageNo: 1, pageSize: 100 }));
      expect(asText).toEqual(asNumber);
    });

    it('without a type lists every published banner (live page: page 1, size 100)', async () => {
      const result = expectOk(await api.post(endpoints.bannerList.path(), { pageNo: 1, pageSize: 100 }));
      expectPage(result, { total: 7 + BANNER_TYPES.length, pageNo: 1, pageSize: 100 });
      expect(result.records.map((b: Json) => b.bannerUrl)).not.toContain('/uploads/banners/hidden.svg');
    });

    it('an unused type is an empty page', async () => {
      expectPage(expectOk(await api.post(endpoints.bannerList.path(), { type: 99 })), {
        total: 0,
        pageNo: 1,
        pageSize: 100,
      });
    });
  });

  describe('/partnerList', () => {
    beforeAll(async () => {
      for (let i = 0; i < 3; i++)
        await createPartner(t.db, {
          type: '0',
          name: `赞助商 ${i}`,
          nameEn: `Sponsor ${i}`,
          logo: `/uploads/partners/s${i}.svg`,
        });
      for (let i = 0; i < 2; i++)
        await createPartner(t.db, { type: '1', name: `合作机构 ${i}`, logo: `/uploads/partners/c${i}.svg` });
    });

    it('filters by type 0 (page 1, size 100)', async () => {
      const result = expectOk(await api.post(endpoints.partnerList.path(), { type: 0, pageNo: 1, pageSize: 100 }));
      const records = expectPage(result, { total: 3, pageNo: 1, pageSize: 100 });
      expect(records.map((p) => p.name)).toEqual(['赞助商 0', '赞助商 1', '赞助商 2']);
      for (const p of records) {
        expectFields(p, SPEC_FIELDS.partner);
        expect(p.type).toBe('0');
        expect(p.logo).toMatch(/^\/uploads\/partners\//);
      }
    });

    it("filters by type '1' (sent as a string, as the site does)", async () => {
      const result = expectOk(await api.post(endpoints.partnerList.path(), { type: '1', pageNo: 1, pageSize: 100 }));
      const records = expectPage(result, { total: 2, pageNo: 1, pageSize: 100 });
      for (const p of records) expect(p.type).toBe('1');
    });

    it('without a type lists both; pages', async () => {
      expectPage(expectOk(await api.post(endpoints.partnerList.path(), {})), { total: 5, pageNo: 1, pageSize: 100 });
      expectPage(expectOk(await api.post(endpoints.partnerList.path(), { pageNo: 2, pageSize: 2 })), {
        total: 5,
        pageNo: 2,
        pageSize: 2,
      });
    });
  });

  describe('/videoList', () => {
    beforeAll(async () => {
      // race reports (type 1) and highlights (type 2), published at distinct times, plus unpublished ones
      const at = (day: number) => `2025-03-${String(day).padStart(2, '0')} 09:00:00`;
      for (const [day, type] of [
        [3, 1],
        [7, 1],
        [5, 1],
        [2, 2],
        [9, 2],
        [4, 2],
        [8, 2],
      ] as const) {
        await createVideo(t.db, {
          type,
          publishTime: at(day),
          title: `视频 ${day}`,
          videoUrl: day === 9 ? 'https://player.example.org/embed/9' : `/uploads/videos/${day}.mp4`,
        });
      }
      await createVideo(t.db, { type: 1, publishTime: at(20), title: '未发布 1', isPublish: 0 });
      await createVideo(t.db, { type: 2, publishTime: at(21), title: '未发布 2', isPublish: 0 });
    });

    it('filters race reports (type 1), newest first', async () => {
      const result = expectOk(await api.post(endpoints.videoList.path(), { type: 1, pageNo: 1, pageSize: 100 }));
      const records = expectPage(result, { total: 3, pageNo: 1, pageSize: 100 });
      expect(records.map((v) => v.title)).toEqual(['视频 7', '视频 5', '视频 3']);
      for (const v of records) {
        expectFields(v, SPEC_FIELDS.video);
        expect(v.type).toBe(1);
      }
    });

    it('filters highlights (type 2), newest first', async () => {
      const result = expectOk(await api.post(endpoints.videoList.path(), { type: '2', pageNo: 1, pageSize: 100 }));
      expect(expectPage(result, { total: 4, pageNo: 1, pageSize: 100 }).map((v) => v.title)).toEqual([
        '视频 9',
        '视频 8',
        '视频 4',
        '视频 2',
      ]);
    });

    it('type 0 is the spec’s highlights call (page 1, size 3, type 0): highlights only; no type lists both, newest first', async () => {
      const home = expectOk(await api.post(endpoints.videoList.path(), { type: 0, pageNo: 1, pageSize: 3 }));
      expect(expectPage(home, { total: 4, pageNo: 1, pageSize: 3 }).map((v) => v.title)).toEqual([
        '视频 9',
        '视频 8',
        '视频 4',
      ]);
      const all = expectOk(await api.post(endpoints.videoList.path(), { pageNo: 1, pageSize: 100 }));
      const times = expectPage(all, { total: 7, pageNo: 1, pageSize: 100 }).map((v) => v.publishTime);
      expect(times).toEqual([...times].sort().reverse());
    });

    it('serves only published videos, whatever isPublish the body sends', async () => {
      for (const body of [{ isPublish: 0 }, { isPublish: 0, type: 1 }, { isPublish: 0, type: 2 }]) {
        const result = expectOk(await api.post(endpoints.videoList.path(), { ...body, pageSize: 100 }));
        const titles = result.records.map((v: Json) => v.title);
        expect(titles.length).toBeGreaterThan(0);
        expect(titles).not.toContain('未发布 1');
        expect(titles).not.toContain('未发布 2');
      }
    });
  });

  describe('/statistics', () => {
    it('answers zeros while no figures are stored, then the stored figures', async () => {
      const empty = expectOk(await api.post(endpoints.statistics.path()));
      expectFields(empty, SPEC_FIELDS.statistics);
      expect(empty).toEqual({ matchCount: 0, mileage: 0, liveTime: 0, image: 0 });

      await setStatistics(t.db, { matchCount: 523, mileage: 861_234, liveTime: 91_000, image: 15_321 });
      // (written behind the API: a site-wide answer is kept until a content change, decision 0032)
      api.changed();
      const stored = expectOk(await api.post(endpoints.statistics.path(), {}));
      expect(stored).toEqual({ matchCount: 523, mileage: 861_234, liveTime: 91_000, image: 15_321 });
    });
  });

  describe('/dataConfigInfo', () => {
    it('answers empty settings plus the configured map and announcement URLs when nothing is stored', async () => {
      const result = expectOk(await api.post(endpoints.dataConfigInfo.path()));
      expect(result).toMatchObject({
        email: '',
        phone: '',
        jobEmail: '',
        jobPhone: '',
        offices: [],
        mapTileUrl: 'https://tiles.example.org/{z}/{x}/{y}.png',
        announcementBaseUrl: 'https://static.example.org/notice/',
      });
    });

    it('answers the stored contacts and offices with the configured URLs', async () => {
      const offices = [
        {
          key: 'qingdao',
          name: '青岛总部',
          nameEn: 'Qingdao HQ',
          address: '青岛市崂山区',
          addressEn: 'Laoshan, Qingdao',
          phone: '0532-00000000',
          lat: 36.06,
          lng: 120.38,
        },
        {
          key: 'shenzhen',
          name: '深圳分公司',
          nameEn: 'Shenzhen Office',
          address: '深圳市南山区',
          addressEn: 'Nanshan, Shenzhen',
          phone: null,
          lat: 22.53,
          lng: 113.93,
        },
      ];
      await setDataConfig(t.db, 'email', 'info@sailfish.example');
      await setDataConfig(t.db, 'phone', '400-000-0000');
      await setDataConfig(t.db, 'jobEmail', 'jobs@sailfish.example');
      await setDataConfig(t.db, 'jobPhone', '0532-11111111');
      await setDataConfig(t.db, 'companyName', '青岛赛帆鱼科技有限公司');
      await setDataConfig(t.db, 'offices', offices);
      // a stored map URL does not override the server's configuration
      await setDataConfig(t.db, 'mapTileUrl', 'https://evil.example.org/{z}/{x}/{y}.png');
      // (written behind the API: a site-wide answer is kept until a content change, decision 0032)
      api.changed();

      const result = expectOk(await api.post(endpoints.dataConfigInfo.path(), {}));
      expect(result).toMatchObject({
        email: 'info@sailfish.example',
        phone: '400-000-0000',
        jobEmail: 'jobs@sailfish.example',
        jobPhone: '0532-11111111',
        companyName: '青岛赛帆鱼科技有限公司',
        offices,
        mapTileUrl: 'https://tiles.example.org/{z}/{x}/{y}.png',
        announcementBaseUrl: 'https://static.example.org/notice/',
      });
    });
  });
});
