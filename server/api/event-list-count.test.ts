/**
 * POST /event/list totals at scale (issue 17, decision 0012):
 *
 * - a search counts its matches up to SEARCH_COUNT_CAP, or to the end of the page asked for when
 *   that is further; past that `total` is the cap and `totalCapped: true` says more match, and
 *   `pages` counts one record more, so that `pageNo < pages` still finds every page;
 * - a search with fewer matches, and every list without a search, is counted exactly (the
 *   latter from list_counts, which triggers keep in step with every write);
 * - a page past the middle of a list is read from its far end: the same records as from the front.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_COUNT_CAP } from '../../shared/api.js';
import { endpoints } from '../../shared/endpoints.js';
import { eventSearchText } from '../queries/events.js';
import { migrate } from '../db/client.js';
import { dayAfter } from '../db/factories.js';
import type { NewEvent } from '../db/schema.js';
import { expectOk } from '../../tests/helpers/expect.js';
import { createTestApp, type Json } from '../../tests/helpers/test-app.js';
import { dialects, openTestDb, type TestDb } from '../../tests/helpers/test-db.js';
import { useTestApp } from '../../tests/helpers/suite.js';

/** published events that match "broad" (and 宽阔, two characters: too short for a trigram index) */
const BROAD = SEARCH_COUNT_CAP + 30;
/** published events that match neither */
const OTHER = 50;
const PAGE = 25;

function event(i: number, broad: boolean, isPublish = 1): NewEvent {
  const name = broad ? `宽阔帆船赛 第${i}站` : `帆船联赛 第${i}站`;
  const nameCode = broad ? `Broad Regatta ${i}` : `Sailing League ${i}`;
  return {
    eventCd: `CNT${i}`,
    matchCd: `M${i}`,
    name,
    nameCode,
    searchText: eventSearchText({ name, nameCode }),
    logo: null,
    thumb: null,
    // 1 in 3 running
    status: String((i % 3) + 1),
    // begin dates in no order of i, some shared (the id breaks the tie); end dates the other way
    beginDate: dayAfter((i * 7919) % 400),
    endDate: dayAfter(1000 - ((i * 104729) % 500)),
    address: null,
    addressCode: null,
    officialWebsite: null,
    sponsor: null,
    albumWebsite: null,
    isPublish,
  };
}

describe.each(dialects())('POST /event/list totals on %s', (dialect) => {
  const { db: t, t: api } = useTestApp(dialect);
  const list = async (body: Json) => expectOk(await api.post(endpoints.eventList.path(), { pageSize: PAGE, ...body }));

  /** every matching published event's code in the list's order: begin_date or end_date, then id */
  async function expected(
    where: { broad?: boolean; status?: string },
    sort: 'begin_date' | 'end_date',
    order: 'asc' | 'desc',
  ) {
    let q = t.db.selectFrom('events').select('eventCd').where('isPublish', '=', 1);
    if (where.broad) q = q.where('eventCd', 'in', broadCodes);
    if (where.status) q = q.where('status', '=', where.status);
    const column = sort === 'begin_date' ? 'beginDate' : 'endDate';
    return (await q.orderBy(column, order).orderBy('id', order).execute()).map((r) => r.eventCd);
  }

  /** the pages a client reads while `pageNo < pages`, with each answer's total, pages and flag */
  async function allPages(body: Json) {
    const codes: string[] = [];
    const answers: Json[] = [];
    for (let pageNo = 1; ; pageNo++) {
      const page = await list({ ...body, pageNo });
      answers.push({ total: page.total, pages: page.pages, totalCapped: page.totalCapped });
      codes.push(...page.records.map((e: Json) => e.eventCd));
      if (pageNo >= page.pages) return { codes, answers };
    }
  }

  let broadCodes: string[];

  beforeAll(async () => {
    const rows: NewEvent[] = [];
    for (let i = 0; i < BROAD + OTHER; i++) rows.push(event(i, i < BROAD));
    // unpublished matches: never listed, never counted
    rows.push(event(90_001, true, 0), event(90_002, true, 0), event(90_003, false, 0));
    for (let i = 0; i < rows.length; i += 200)
      await t.db
        .insertInto('events')
        .values(rows.slice(i, i + 200))
        .execute();
    broadCodes = rows.slice(0, BROAD).map((r) => r.eventCd);
  });

  it('a broad search: total stops at the cap with totalCapped, and pages promise the next page', async () => {
    for (const name of ['broad', 'BROAD regatta', '宽阔']) {
      const page = await list({ name });
      expect(page).toEqual({
        records: expect.any(Array),
        total: SEARCH_COUNT_CAP,
        totalCapped: true,
        pages: Math.ceil((SEARCH_COUNT_CAP + 1) / PAGE),
        pageNo: 1,
        pageSize: PAGE,
      });
      expect(page.records.map((e: Json) => e.eventCd)).toEqual(
        (await expected({ broad: true }, 'begin_date', 'desc')).slice(0, PAGE),
      );
    }
  });

  it('paging on while pageNo < pages reads every match once, in order; the count becomes exact at its end', async () => {
    for (const [sort, order] of [
      ['begin_date', 'desc'],
      ['end_date', 'asc'],
    ] as const) {
      const { codes, answers } = await allPages({ name: 'broad', sort, order });
      expect(codes).toEqual(await expected({ broad: true }, sort, order));
      // capped up to the page whose end passes the cap, then each page counts to its own end
      const capPage = Math.ceil(SEARCH_COUNT_CAP / PAGE);
      expect(answers[0]).toEqual({ total: SEARCH_COUNT_CAP, pages: capPage + 1, totalCapped: true });
      expect(answers[capPage]).toEqual({ total: (capPage + 1) * PAGE, pages: capPage + 2, totalCapped: true });
      expect(answers.at(-1)).toEqual({ total: BROAD, pages: Math.ceil(BROAD / PAGE), totalCapped: undefined });
    }
  });

  it('a search with fewer matches than the cap is counted exactly, without totalCapped', async () => {
    // "broad regatta 1" matches 1, 10-19, 100-199 and 1000-1029 among the broad ones
    const want = broadCodes.filter((c) => /^CNT1/.test(c)).length;
    expect(want).toBeLessThan(SEARCH_COUNT_CAP);
    const page = await list({ name: 'broad regatta 1' });
    expect(page).toEqual({
      records: expect.any(Array),
      total: want,
      pages: Math.ceil(want / PAGE),
      pageNo: 1,
      pageSize: PAGE,
    });
    expect('totalCapped' in page).toBe(false);
    // with a status (a tab): a third of the broad ones, under the cap: exact
    const running = await expected({ broad: true, status: '2' }, 'begin_date', 'desc');
    const tab = await allPages({ name: 'broad', status: 2 });
    expect(tab.codes).toEqual(running);
    expect(tab.answers.every((a: Json) => a.total === running.length && a.totalCapped === undefined)).toBe(true);
  });

  it('a search answered from a few trigram candidates and one answered by walking the list index list the same', async () => {
    // SQLite looks "regatta 102" (11 candidates) and "broad regatta 10" (41) up one by one, and
    // walks the list index for "broad regatta 1" (141: more than the 54 of 1,080 published events
    // that cost less than the walk); PostgreSQL's planner chooses its own way: the same answers
    for (const name of ['regatta 102', 'broad regatta 10', 'broad regatta 1']) {
      const want = (
        await t.db
          .selectFrom('events')
          .select('eventCd')
          .where('isPublish', '=', 1)
          .where('searchText', 'like', `%${name}%`)
          .orderBy('beginDate', 'desc')
          .orderBy('id', 'desc')
          .execute()
      ).map((r) => r.eventCd);
      expect(want.length).toBeGreaterThan(PAGE / 3);
      const { codes, answers } = await allPages({ name, pageSize: 10 });
      expect(codes).toEqual(want);
      expect(answers.every((a: Json) => a.total === want.length && a.totalCapped === undefined)).toBe(true);
    }
  });

  it('past the last match: no records and the exact count', async () => {
    const page = await list({ name: 'broad', pageNo: 60 });
    expect(page.records).toEqual([]);
    expect(page.total).toBe(BROAD);
    expect(page.totalCapped).toBeUndefined();
  });

  it('without a search the total is exact (list_counts), and pages from the far end hold the same records', async () => {
    const all = BROAD + OTHER;
    for (const [sort, order, status] of [
      ['begin_date', 'desc', undefined],
      ['begin_date', 'asc', undefined],
      ['end_date', 'desc', '3'],
    ] as const) {
      const want = await expected({ status }, sort, order);
      expect(want.length).toBe(status ? want.length : all);
      const { codes, answers } = await allPages({ sort, order, status: status && Number(status), pageSize: 100 });
      expect(codes).toEqual(want);
      expect(answers.every((a: Json) => a.total === want.length && a.totalCapped === undefined)).toBe(true);
    }
    // an odd page size: the last, short page read from the end
    const last = await list({ pageSize: 17, pageNo: Math.ceil(all / 17) });
    expect(last.records.map((e: Json) => e.eventCd)).toEqual(
      (await expected({}, 'begin_date', 'desc')).slice((Math.ceil(all / 17) - 1) * 17),
    );
  });

  it('list_counts follows inserts, deletes, publishing and status changes', async () => {
    const totals = async () => ({
      all: (await list({})).total,
      running: (await list({ status: 2 })).total,
      coming: (await list({ status: 1 })).total,
    });
    const truth = async () => {
      const count = async (status?: string) => {
        let q = t.db
          .selectFrom('events')
          .select((eb) => eb.fn.countAll<string | number>().as('n'))
          .where('isPublish', '=', 1);
        if (status) q = q.where('status', '=', status);
        return Number((await q.executeTakeFirstOrThrow()).n);
      };
      return { all: await count(), running: await count('2'), coming: await count('1') };
    };
    const before = await totals();
    expect(before).toEqual(await truth());

    await t.db
      .insertInto('events')
      .values([event(80_001, false), event(80_002, false, 0)])
      .execute();
    await t.db.updateTable('events').set({ isPublish: 1 }).where('eventCd', '=', 'CNT80002').execute();
    await t.db.updateTable('events').set({ status: '2' }).where('eventCd', 'in', ['CNT0', 'CNT1']).execute();
    await t.db.updateTable('events').set({ isPublish: 0 }).where('eventCd', '=', 'CNT2').execute();
    await t.db.deleteFrom('events').where('eventCd', 'in', ['CNT3', 'CNT90001']).execute();
    // a change of neither column, and a status change of an unpublished event: no count moves
    await t.db.updateTable('events').set({ name: 'renamed' }).where('eventCd', '=', 'CNT4').execute();
    await t.db.updateTable('events').set({ status: '1' }).where('eventCd', '=', 'CNT2').execute();

    const after = await totals();
    expect(after).toEqual(await truth());
    expect(after.all).toBe(before.all + 2 - 1 - 1);
    if (dialect === 'postgres') {
      // PostgreSQL: a TRUNCATE fires no row trigger; its own trigger empties the counts
      await sql`TRUNCATE events`.execute(t.db);
      expect(await totals()).toEqual({ all: 0, running: 0, coming: 0 });
    }
  });
});

describe.each(dialects())('migration 0008_list_counts on %s', (dialect) => {
  let t: TestDb;
  afterAll(async () => {
    await t?.close();
  });

  it('counts the events and news items a database already holds', async () => {
    t = await openTestDb(dialect, { migrateTo: '0006_staff' });
    await t.db
      .insertInto('events')
      .values([event(1, false), event(2, true), event(3, true), event(4, false, 0), event(5, false)])
      .execute();
    const news = (i: number, type: number, isPublish = 1) => ({
      newsCd: `N${i}`,
      title: `新闻 ${i}`,
      content: '<p>x</p>',
      thumbUrl: null,
      publishTime: `2024-01-0${i} 08:00:00`,
      type,
      isPublish,
    });
    await t.db
      .insertInto('news')
      .values([news(1, 1), news(2, 2), news(3, 2), news(4, 2, 0)])
      .execute();
    await migrate(t);
    const counts = await t.db
      .selectFrom('listCounts')
      .select(['list', 'grp', 'n'])
      .orderBy('list')
      .orderBy('grp')
      .execute();
    expect(counts.map((c) => ({ ...c, n: Number(c.n) }))).toEqual([
      // events 1, 2, 3, 5 published: status (i % 3) + 1
      { list: 'events', grp: '1', n: 1 },
      { list: 'events', grp: '2', n: 1 },
      { list: 'events', grp: '3', n: 2 },
      { list: 'news', grp: '1', n: 1 },
      { list: 'news', grp: '2', n: 2 },
    ]);
    const api = createTestApp(t);
    try {
      expect(expectOk(await api.post(endpoints.eventList.path(), {})).total).toBe(4);
      expect(expectOk(await api.post(endpoints.newsList.path(), { type: 2 })).total).toBe(2);
    } finally {
      api.dispose();
    }
  });
});
