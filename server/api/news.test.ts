/** /news/list and /news/info/{newsCd}: published news only, newest first. */
import { beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../shared/endpoints.js';
import { createNews, timeAfter, type NewsRow } from '../db/factories.js';
import { expectFail, expectFields, expectOk, expectPage, SPEC_FIELDS } from '../../tests/helpers/expect.js';
import type { Json } from '../../tests/helpers/test-app.js';
import { dialects } from '../../tests/helpers/test-db.js';
import { useTestApp } from '../../tests/helpers/suite.js';

/** published items per type: 1 general, 2 events, 3 notice, 4 community (45 in all) */
const PER_TYPE: Record<number, number> = { 1: 23, 2: 12, 3: 6, 4: 4 };
const TOTAL = 45;

describe.each(dialects())('news calls on %s', (dialect) => {
  const { db: t, t: api } = useTestApp(dialect);
  let sample: NewsRow;
  let unpublished: NewsRow;

  beforeAll(async () => {
    // publish times interleave across types and are not in insertion order
    let i = 0;
    for (const [type, count] of Object.entries(PER_TYPE)) {
      for (let k = 0; k < count; k++, i++) {
        const row = await createNews(t.db, {
          type: Number(type),
          title: `新闻 ${type}-${k}`,
          publishTime: timeAfter(((i * 37) % TOTAL) * 24 * 60, '2024-01-01 08:00:00'),
          content: `<p>第 ${k} 条 <strong>新闻</strong></p>`,
          thumbUrl: `/uploads/news/${type}-${k}.svg`,
        });
        if (type === '2' && k === 0) sample = row;
      }
    }
    // unpublished, newer than everything: never listed
    unpublished = await createNews(t.db, { type: 1, title: '草稿', publishTime: '2030-01-01 00:00:00', isPublish: 0 });
    await createNews(t.db, { type: 3, title: '草稿 3', publishTime: '2030-01-02 00:00:00', isPublish: 0 });
  });

  const list = (body: Json) => api.post(endpoints.newsList.path(), body);

  describe('/news/list', () => {
    it('lists a type, newest first (home page: type 1, page 1, size 20)', async () => {
      const result = expectOk(await list({ type: 1, pageNo: 1, pageSize: 20 }));
      const records = expectPage(result, { total: PER_TYPE[1]!, pageNo: 1, pageSize: 20 });
      expect(result.pages).toBe(2);
      for (const n of records) {
        expectFields(n, SPEC_FIELDS.news);
        expect(n.type).toBe(1);
      }
      const times = records.map((n) => n.publishTime);
      expect(times).toEqual([...times].sort().reverse());
      expect(records.map((n) => n.title)).not.toContain('草稿');
    });

    it.each([1, 2, 3, 4])('type %i: every published item of the type, across pages, newest first', async (type) => {
      const all: Json[] = [];
      for (let pageNo = 1; ; pageNo++) {
        const result = expectOk(await list({ type, pageNo, pageSize: 5 }));
        all.push(...expectPage(result, { total: PER_TYPE[type]!, pageNo, pageSize: 5 }));
        if (pageNo >= result.pages) break;
      }
      expect(all).toHaveLength(PER_TYPE[type]!);
      expect(new Set(all.map((n) => n.newsCd)).size).toBe(PER_TYPE[type]!);
      for (const n of all) expect(n.type).toBe(type);
      const times = all.map((n) => n.publishTime);
      expect(times).toEqual([...times].sort().reverse());
    });

    it("takes the type as a digit string too ('3' = 3)", async () => {
      expect(expectOk(await list({ type: '3', pageNo: 1, pageSize: 20 }))).toEqual(
        expectOk(await list({ type: 3, pageNo: 1, pageSize: 20 })),
      );
    });

    it('without a type lists all published news, newest first, 20 a page by default', async () => {
      const result = expectOk(await list({}));
      const records = expectPage(result, { total: TOTAL, pageNo: 1, pageSize: 20 });
      expect(result.pages).toBe(3);
      const times = records.map((n) => n.publishTime);
      expect(times).toEqual([...times].sort().reverse());
      expectPage(expectOk(await list({ pageNo: 3 })), { total: TOTAL, pageNo: 3, pageSize: 20, count: 5 });
      // the English list (30) and the blog list (35)
      expectPage(expectOk(await list({ pageNo: 2, pageSize: 30 })), {
        total: TOTAL,
        pageNo: 2,
        pageSize: 30,
        count: 15,
      });
      expectPage(expectOk(await list({ pageNo: 1, pageSize: 35 })), { total: TOTAL, pageNo: 1, pageSize: 35 });
    });

    it('serves only published news, whatever isPublish the body sends', async () => {
      for (const body of [{ isPublish: 0 }, { isPublish: 0, type: 1 }, { isPublish: '0', type: 3 }]) {
        const result = expectOk(await list({ ...body, pageSize: 100 }));
        const titles = result.records.map((n: Json) => n.title);
        expect(titles).not.toContain('草稿');
        expect(titles).not.toContain('草稿 3');
      }
      expect(expectOk(await list({ isPublish: 0, pageSize: 100 })).total).toBe(TOTAL);
    });

    it('an unused type is an empty page', async () => {
      expectPage(expectOk(await list({ type: 9 })), { total: 0, pageNo: 1, pageSize: 20 });
    });
  });

  describe('/news/info/{newsCd}', () => {
    it('answers the published item with its HTML content', async () => {
      const result = expectOk(await api.post(endpoints.newsInfo.path({ newsCd: sample.newsCd })));
      expectFields(result, SPEC_FIELDS.news);
      expect(result).toMatchObject({
        newsCd: sample.newsCd,
        title: '新闻 2-0',
        content: '<p>第 0 条 <strong>新闻</strong></p>',
        thumbUrl: '/uploads/news/2-0.svg',
        publishTime: sample.publishTime,
        type: 2,
      });
    });

    it('answers 404 for an unpublished or unknown item, 400 for an invalid code', async () => {
      expectFail(await api.post(endpoints.newsInfo.path({ newsCd: unpublished.newsCd })), 404);
      expectFail(await api.post(endpoints.newsInfo.path({ newsCd: unpublished.newsCd }), { isPublish: 0 }), 404);
      expectFail(await api.post(endpoints.newsInfo.path({ newsCd: 'NO_SUCH_NEWS' })), 404);
      expectFail(await api.post('/news/info/a.b'), 400);
      expectFail(await api.post(`/news/info/${'n'.repeat(65)}`), 400);
    });
  });
});
