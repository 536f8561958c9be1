/**
 * POST /event/list: paging (25 a page), sort, status filter, name search, published only.
 * The database holds exactly 60 published events (so 3 pages of 25) and a few unpublished ones.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../shared/endpoints.js';
import { eventSearchText } from '../queries/events.js';
import { createEvent, dayAfter } from '../db/factories.js';
import { expectFail, expectFields, expectOk, expectPage, SPEC_FIELDS } from '../../tests/helpers/expect.js';
import type { Json } from '../../tests/helpers/test-app.js';
import { dialects } from '../../tests/helpers/test-db.js';
import { useTestApp } from '../../tests/helpers/suite.js';

const PUBLISHED = 60;

/** events with names the search tests look for; the rest are "帆船联赛 第N站 / Sailing League Stop N" */
const NAMED = [
  { name: '青岛国际帆船周', nameCode: 'Qingdao International Sailing Week' },
  { name: '深圳杯帆船赛', nameCode: 'Shenzhen Cup Regatta' },
  { name: '百分百 100% 挑战赛', nameCode: 'Hundred Percent Challenge' },
  { name: '下划线_杯', nameCode: 'Under_score Cup' },
  { name: '反斜杠\\赛', nameCode: 'Back\\slash Open' },
  { name: '厦门海峡杯', nameCode: 'ÉCOLE de Voile Xiamen' },
  { name: '三亚帆船节', nameCode: null },
];

describe.each(dialects())('POST /event/list on %s', (dialect) => {
  const { db: t, t: api } = useTestApp(dialect);
  const list = (body?: Json) => api.post(endpoints.eventList.path(), body);

  beforeAll(async () => {
    for (let i = 0; i < PUBLISHED; i++) {
      const named = NAMED[i];
      // begin dates ascend with i, end dates descend with i: the two sorts give opposite orders
      await createEvent(t.db, {
        name: named?.name ?? `帆船联赛 第${i}站`,
        nameCode: named ? named.nameCode : `Sailing League Stop ${i}`,
        status: String((i % 3) + 1), // 20 each of '1', '2', '3'
        beginDate: dayAfter(i * 7),
        endDate: dayAfter(1000 - i * 3),
        isPublish: 1,
      });
    }
    // unpublished: never listed, whatever the body says
    await createEvent(t.db, { name: '青岛秘密赛', nameCode: 'Qingdao Hidden Regatta', status: '2', isPublish: 0 });
    await createEvent(t.db, { name: '未发布 100% 赛', nameCode: 'Unpublished_Event', status: '1', isPublish: 0 });
  });

  async function allPages(body: Json): Promise<Json[]> {
    const records: Json[] = [];
    for (let pageNo = 1; ; pageNo++) {
      const result = expectOk(await list({ ...body, pageNo }));
      records.push(...result.records);
      if (pageNo >= result.pages) return records;
    }
  }

  it('pages 60 published events as 3 pages of 25 by default', async () => {
    const first = expectOk(await list({}));
    expectPage(first, { total: PUBLISHED, pageNo: 1, pageSize: 25 });
    expect(first.pages).toBe(3);
    const second = expectOk(await list({ pageNo: 2 }));
    expectPage(second, { total: PUBLISHED, pageNo: 2, pageSize: 25 });
    const third = expectOk(await list({ pageNo: 3, pageSize: 25 }));
    expectPage(third, { total: PUBLISHED, pageNo: 3, pageSize: 25, count: 10 });
    // beyond the last page: no records, same totals
    const fourth = expectOk(await list({ pageNo: 4 }));
    expectPage(fourth, { total: PUBLISHED, pageNo: 4, pageSize: 25, count: 0 });

    const codes = [...first.records, ...second.records, ...third.records].map((e: Json) => e.eventCd);
    expect(new Set(codes).size).toBe(PUBLISHED);
  });

  it('answers the body of the original site: order desc, sort begin_date, isPublish 1, empty name and status', async () => {
    const result = expectOk(
      await list({ order: 'desc', sort: 'begin_date', isPublish: 1, name: '', status: '', pageNo: 1, pageSize: 25 }),
    );
    expectPage(result, { total: PUBLISHED, pageNo: 1, pageSize: 25 });
  });

  it('accepts an empty body (no Content-Type) and other page sizes', async () => {
    const res = await api.request(`${api.config.API_PREFIX}${endpoints.eventList.path()}`, { method: 'POST' });
    expectPage(expectOk(res), { total: PUBLISHED, pageNo: 1, pageSize: 25 });
    expectPage(expectOk(await list({ pageSize: 4 })), { total: PUBLISHED, pageNo: 1, pageSize: 4 });
    expectPage(expectOk(await list({ pageSize: 100 })), { total: PUBLISHED, pageNo: 1, pageSize: 100 });
    expectPage(expectOk(await list({ pageSize: 1, pageNo: 60 })), { total: PUBLISHED, pageNo: 60, pageSize: 1 });
  });

  it('answers records with the event fields of docs/product.md §3', async () => {
    const [event] = expectOk(await list({ pageSize: 1 })).records;
    expectFields(event, SPEC_FIELDS.event, { exact: true });
    expect(event).toMatchObject({
      eventCd: expect.any(String),
      matchCd: expect.any(String),
      name: expect.any(String),
      status: expect.stringMatching(/^[123]$/),
      beginDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      endDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      isPublish: 1,
    });
  });

  it('sorts by begin_date descending by default', async () => {
    const records = await allPages({});
    expect(records).toHaveLength(PUBLISHED);
    const dates = records.map((e) => e.beginDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(dates).size).toBe(PUBLISHED);
  });

  it.each([
    ['begin_date', 'asc', 'beginDate'],
    ['begin_date', 'desc', 'beginDate'],
    ['end_date', 'asc', 'endDate'],
    ['end_date', 'desc', 'endDate'],
  ] as const)('sorts by %s %s across pages', async (sort, order, field) => {
    const records = await allPages({ sort, order });
    expect(records).toHaveLength(PUBLISHED);
    const values = records.map((e) => e[field] as string);
    const sorted = [...values].sort();
    expect(values).toEqual(order === 'asc' ? sorted : sorted.reverse());
  });

  it('end_date order is not begin_date order (the sort column is honoured)', async () => {
    const byBegin = expectOk(await list({ sort: 'begin_date', order: 'asc', pageSize: 5 })).records.map(
      (e: Json) => e.eventCd,
    );
    const byEnd = expectOk(await list({ sort: 'end_date', order: 'asc', pageSize: 5 })).records.map(
      (e: Json) => e.eventCd,
    );
    expect(byEnd).not.toEqual(byBegin);
  });

  it("sort 'current': running, then coming soonest first, then the rest newest first, across pages", async () => {
    const records = await allPages({ sort: 'current', pageSize: 7 });
    expect(records).toHaveLength(PUBLISHED);
    const group = (status: string) => records.filter((e) => e.status === status);
    // the groups in turn: 20 running, 20 coming, 20 finished
    expect(records.map((e) => e.status)).toEqual([...group('2'), ...group('1'), ...group('3')].map((e) => e.status));
    const begins = (status: string) => group(status).map((e) => e.beginDate as string);
    expect(begins('2')).toEqual([...begins('2')].sort().reverse());
    expect(begins('1')).toEqual([...begins('1')].sort());
    expect(begins('3')).toEqual([...begins('3')].sort().reverse());
    expect(new Set(records.map((e) => e.eventCd)).size).toBe(PUBLISHED);
  });

  it("sort 'current' ignores order; combines with the status filter and the search", async () => {
    const ids = async (body: Json) =>
      expectOk(await list({ sort: 'current', pageSize: 100, ...body })).records.map((e: Json) => e.eventCd);
    expect(await ids({ order: 'asc' })).toEqual(await ids({ order: 'desc' }));
    const coming = expectOk(await list({ sort: 'current', status: 1, pageSize: 100 }));
    expect(coming.total).toBe(20);
    const dates = coming.records.map((e: Json) => e.beginDate as string);
    expect(dates).toEqual([...dates].sort());
    // a search keeps the order: its matches in the order of the whole list
    const all = await ids({});
    const found = await ids({ name: 'Sailing League' });
    expect(found.length).toBe(PUBLISHED - NAMED.length);
    expect(found).toEqual(all.filter((cd: string) => found.includes(cd)));
    // (a search of 2 characters reads every row, one of 3+ its trigram candidates on SQLite: the same order)
    expect(await ids({ name: '联赛' })).toEqual(found);
  });

  it.each(['name', 'id', 'status', 'begin_date; DROP TABLE events', 'beginDate', '', 1, 'CURRENT', 'relevance'])(
    'refuses the sort column %j with 400',
    async (sort) => {
      expectFail(await list({ sort }), 400);
    },
  );

  it.each(['up', 'random', 'asc; --', 1])('refuses the order %j with 400', async (order) => {
    expectFail(await list({ order }), 400);
  });

  it.each([2, '2'])('filters by status %j (running)', async (status) => {
    const result = expectOk(await list({ status, pageSize: 100 }));
    expectPage(result, { total: 20, pageNo: 1, pageSize: 100 });
    for (const e of result.records) expect(e.status).toBe('2');
  });

  it('filters by status 1 (coming) and pages the filtered list', async () => {
    const result = expectOk(await list({ status: 1, pageSize: 15, pageNo: 2 }));
    expectPage(result, { total: 20, pageNo: 2, pageSize: 15, count: 5 });
    for (const e of result.records) expect(e.status).toBe('1');
  });

  it('no status, an empty status or null lists every status', async () => {
    for (const body of [{}, { status: '' }, { status: null }]) {
      expect(expectOk(await list(body)).total).toBe(PUBLISHED);
    }
    expect(expectOk(await list({ status: 9 })).total).toBe(0);
  });

  it.each(['running', -1, 1.5, true, [2], { s: 2 }])('refuses the status %j with 400', async (status) => {
    expectFail(await list({ status }), 400);
  });

  const search = async (name: string, body: Json = {}) =>
    expectOk(await list({ ...body, name, pageSize: 100 })).records as Json[];

  it('finds an event by a substring of its Chinese name', async () => {
    const found = await search('国际帆船');
    expect(found.map((e) => e.name)).toEqual(['青岛国际帆船周']);
    expect((await search('青岛')).map((e) => e.nameCode)).toEqual(['Qingdao International Sailing Week']);
  });

  it('finds an event by its English name, case-insensitively, by substring', async () => {
    for (const q of ['qingdao', 'QINGDAO', 'QingDao Inter', 'ingdao internat', 'sailing week']) {
      expect(
        (await search(q)).map((e) => e.name),
        q,
      ).toEqual(['青岛国际帆船周']);
    }
    expect((await search('École')).map((e) => e.name)).toEqual(['厦门海峡杯']);
    expect((await search('sailing')).length).toBe(1 + (PUBLISHED - NAMED.length));
  });

  it('finds an event without an English name by its Chinese name', async () => {
    expect((await search('三亚')).map((e) => e.name)).toEqual(['三亚帆船节']);
  });

  it("treats '%', '_' and '\\' in the search as literal characters", async () => {
    expect((await search('%')).map((e) => e.name)).toEqual(['百分百 100% 挑战赛']);
    expect((await search('100%')).map((e) => e.name)).toEqual(['百分百 100% 挑战赛']);
    expect(await search('1%0')).toEqual([]);
    expect(await search('%%')).toEqual([]);
    expect((await search('_')).map((e) => e.name)).toEqual(['下划线_杯']);
    expect((await search('under_score')).map((e) => e.name)).toEqual(['下划线_杯']);
    expect(await search('under%score')).toEqual([]);
    expect(await search('q_ingdao')).toEqual([]);
    expect(await search('_ingdao')).toEqual([]);
    expect((await search('\\')).map((e) => e.name)).toEqual(['反斜杠\\赛']);
    expect((await search('back\\slash')).map((e) => e.name)).toEqual(['反斜杠\\赛']);
    expect(await search('back\\\\slash')).toEqual([]);
    expect(await search("'; DROP TABLE events; --")).toEqual([]);
  });

  it('combines the search with the status filter and paging', async () => {
    const result = expectOk(await list({ name: 'Sailing League', status: 2, pageSize: 5 }));
    expect(result.total).toBeGreaterThan(5);
    expect(result.records).toHaveLength(5);
    for (const e of result.records) {
      expect(e.status).toBe('2');
      expect(e.nameCode).toMatch(/^Sailing League/);
    }
  });

  it('a search that matches nothing is an empty page, not an error', async () => {
    const result = expectOk(await list({ name: 'no such regatta' }));
    expectPage(result, { total: 0, pageNo: 1, pageSize: 25 });
    expect(result.pages).toBe(0);
  });

  it('a search of 500 characters is fine; 501 is refused with 400', async () => {
    expect(expectOk(await list({ name: 'x'.repeat(500) })).total).toBe(0);
    expectFail(await list({ name: 'x'.repeat(501) }), 400);
  });

  it('returns only published events, whatever isPublish the body sends', async () => {
    for (const isPublish of [0, '0', 1, null, false]) {
      const result = expectOk(await list({ isPublish, pageSize: 100 }));
      expect(result.total).toBe(PUBLISHED);
      for (const e of result.records) expect(e.isPublish).toBe(1);
    }
    expect(await search('Hidden', { isPublish: 0 })).toEqual([]);
    expect(await search('秘密', { isPublish: 0 })).toEqual([]);
    expect((await search('100%', { isPublish: 0 })).map((e) => e.name)).toEqual(['百分百 100% 挑战赛']);
    expect(await search('unpublished_event')).toEqual([]);
  });

  // (last: it adds an event for a while; SQLite answers searches of 3+ characters from a trigram
  // index that triggers keep in step with the table: these check the triggers too)
  it('finds an event by its new name once renamed, never by the old one, and not at all once deleted', async () => {
    const e = await createEvent(t.db, { name: '蓝水 "Blue Water" 杯', nameCode: 'Blue Water Trophy', isPublish: 1 });
    expect((await search('"blue water"')).map((x) => x.eventCd)).toEqual([e.eventCd]);
    expect((await search('water" 杯')).map((x) => x.eventCd)).toEqual([e.eventCd]);

    await t.db
      .updateTable('events')
      .set({
        name: '红树林杯',
        nameCode: 'Mangrove Cup',
        searchText: eventSearchText({
          name: '红树林杯',
          nameCode: 'Mangrove Cup',
          address: e.address,
          addressCode: e.addressCode,
        }),
      })
      .where('id', '=', e.id)
      .execute();
    expect(await search('blue water')).toEqual([]);
    expect((await search('mangrove')).map((x) => x.eventCd)).toEqual([e.eventCd]);
    expect((await search('红树林')).map((x) => x.eventCd)).toEqual([e.eventCd]);

    // unpublishing hides it from a search as from the list
    await t.db.updateTable('events').set({ isPublish: 0 }).where('id', '=', e.id).execute();
    expect(await search('mangrove')).toEqual([]);

    await t.db.deleteFrom('events').where('id', '=', e.id).execute();
    expect(await search('mangrove')).toEqual([]);
    expect(expectOk(await list({ pageSize: 100 })).total).toBe(PUBLISHED);
  });
});

describe.each(dialects())("POST /event/list sort 'current' with equal dates on %s", (dialect) => {
  const { db: t, t: api } = useTestApp(dialect);
  const events: { eventCd: string; status: string; beginDate: string; id: number }[] = [];

  beforeAll(async () => {
    // 40 events on 4 begin dates, statuses 0-3 mixed (0: neither running nor coming); 3 unpublished
    for (let i = 0; i < 43; i++) {
      const e = await createEvent(t.db, {
        name: `帆船赛 ${i}`,
        nameCode: `Regatta ${i}`,
        status: String(Math.floor(i / 3) % 4),
        beginDate: dayAfter((i * 5) % 4),
        isPublish: i < 40 ? 1 : 0,
      });
      if (i < 40) events.push(e);
    }
  });

  /** the order of shared/api.ts EVENT_SORTS, ties by id (ascending among the coming, else descending) */
  function expected(status?: string): string[] {
    const group = (s: string) => (s === '2' ? 0 : s === '1' ? 1 : 2);
    const cmp = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);
    return events
      .filter((e) => !status || e.status === status)
      .sort(
        (a, b) =>
          group(a.status) - group(b.status) ||
          (group(a.status) === 1
            ? cmp(a.beginDate, b.beginDate) || a.id - b.id
            : cmp(b.beginDate, a.beginDate) || b.id - a.id),
      )
      .map((e) => e.eventCd);
  }

  async function pages(body: Json, pageSize: number): Promise<string[]> {
    const codes: string[] = [];
    for (let pageNo = 1; ; pageNo++) {
      const result = expectOk(
        await api.post(endpoints.eventList.path(), { ...body, sort: 'current', pageNo, pageSize }),
      );
      codes.push(...result.records.map((e: Json) => e.eventCd as string));
      if (pageNo >= result.pages) return codes;
    }
  }

  it('pages (from the indexes) and searches (sorting the matches) give the same order, ties included', async () => {
    const all = expected();
    for (const pageSize of [1, 3, 7, 40, 100]) expect(await pages({}, pageSize), `pageSize ${pageSize}`).toEqual(all);
    // every event matches these: a search of 3+ characters (trigram candidates on SQLite) and of 2
    expect(await pages({ name: 'regatta' }, 6)).toEqual(all);
    expect(await pages({ name: '帆船' }, 6)).toEqual(all);
    for (const status of ['0', '1', '2', '3']) {
      expect(await pages({ status }, 4), `status ${status}`).toEqual(expected(status));
      expect(await pages({ status, name: 'regatta' }, 4), `status ${status}, search`).toEqual(expected(status));
    }
    // past the last page: nothing, the same total
    const beyond = expectOk(await api.post(endpoints.eventList.path(), { sort: 'current', pageNo: 9, pageSize: 5 }));
    expect(beyond).toMatchObject({ records: [], total: 40, pages: 8 });
  });
});
