/**
 * POST /event/list `name` (issue 14): an event is found by its name, its English name, its venue
 * (address, addressCode) and its search aliases (keywords): 全运会 finds 第十五届全国运动会帆船项目.
 * Unpublished events never; the aliases are searched, not served. The trigram index follows
 * updates (SQLite: triggers), and migration 0005 gives an existing database the new search text.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../shared/endpoints.js';
import { eventKeywords, eventSearchText, listEvents } from '../queries/events.js';
import { migrate } from '../db/client.js';
import { createEvent, type EventRow } from '../db/factories.js';
import { expectFields, expectOk, SPEC_FIELDS } from '../../tests/helpers/expect.js';
import type { Json } from '../../tests/helpers/test-app.js';
import { dialects, openTestDb, type TestDb } from '../../tests/helpers/test-db.js';
import { useTestApp } from '../../tests/helpers/suite.js';

const FLAGSHIP = {
  eventCd: 'SF-NG-2026-SAIL',
  name: '第十五届全国运动会帆船项目',
  nameCode: '15th National Games Sailing Competition',
  address: '深圳市大鹏新区国家帆船帆板训练基地',
  addressCode: 'Dapeng National Sailing Training Base, Shenzhen',
  keywords: ['全运会', '十五运', '全运', 'National Games', '15th NG'],
  status: '2',
};

describe('search text and keywords', () => {
  it('holds both names, the venue in both languages and the aliases, one a line, lower-cased', () => {
    expect(eventSearchText({ ...FLAGSHIP, keywords: eventKeywords(FLAGSHIP.keywords) })).toBe(
      [
        '第十五届全国运动会帆船项目',
        '15th national games sailing competition',
        '深圳市大鹏新区国家帆船帆板训练基地',
        'dapeng national sailing training base, shenzhen',
        '全运会',
        '十五运',
        '全运',
        'national games',
        '15th ng',
      ].join('\n'),
    );
    expect(eventSearchText({ name: 'ÉCOLE', nameCode: null, address: '  ', addressCode: undefined })).toBe('école');
  });

  it('keywords: trimmed, blanks and repeats dropped, one a line, null when none', () => {
    expect(eventKeywords([' 全运会 ', '', 'National  Games', '全运会', '\t'])).toBe('全运会\nNational Games');
    expect(eventKeywords('十五运\r\n\n 15th NG ')).toBe('十五运\n15th NG');
    expect(eventKeywords([])).toBeNull();
    expect(eventKeywords(' \n ')).toBeNull();
    expect(eventKeywords(null)).toBeNull();
    expect(eventKeywords(undefined)).toBeNull();
  });
});

describe.each(dialects())('POST /event/list name: names, venue and aliases on %s', (dialect) => {
  const { db: t, t: api } = useTestApp(dialect);
  let flagship: EventRow;
  const search = async (name: string, body: Json = {}) =>
    (expectOk(await api.post(endpoints.eventList.path(), { ...body, name, pageSize: 100 })).records as Json[]).map(
      (e) => e.eventCd as string,
    );

  beforeAll(async () => {
    flagship = await createEvent(t.db, FLAGSHIP);
    await createEvent(t.db, {
      eventCd: 'QISW',
      name: '2026青岛国际帆船周',
      nameCode: '2026 Qingdao International Sailing Week',
      address: '青岛奥林匹克帆船中心',
      addressCode: 'Qingdao Olympic Sailing Center',
      keywords: ['帆船周', 'QISW'],
      status: '3',
    });
    await createEvent(t.db, { eventCd: 'NO_EN', name: '三亚帆船节', nameCode: null, address: null, addressCode: null });
    for (let i = 0; i < 20; i++)
      await createEvent(t.db, { name: `帆船联赛 第${i}站`, nameCode: `Sailing League Stop ${i}` });
    // unpublished, with the flagship's aliases and venue: never found
    await createEvent(t.db, {
      eventCd: 'HIDDEN',
      name: '未发布全运会预备赛',
      nameCode: 'Unpublished National Games Warm-up',
      address: FLAGSHIP.address,
      addressCode: FLAGSHIP.addressCode,
      keywords: ['全运会', '十五运', 'National Games', '15th NG', '秘密别名'],
      status: '2',
      isPublish: 0,
    });
  });

  it('全运会 and 全运 find the flagship (the aliases), as do its other aliases, in any case', async () => {
    for (const q of [
      '全运会',
      '全运',
      '十五运',
      'National Games',
      'national games',
      '15th NG',
      '15TH ng',
      ' 全运会 ',
    ]) {
      expect(await search(q), q).toEqual([FLAGSHIP.eventCd]);
    }
  });

  it('the Chinese and the English name find it, whole or in part', async () => {
    for (const q of [
      '第十五届全国运动会帆船项目',
      '全国运动会',
      '15th National Games Sailing Competition',
      'sailing comp',
    ]) {
      expect(await search(q), q).toEqual([FLAGSHIP.eventCd]);
    }
  });

  it('a word of the venue finds it, in Chinese and in English', async () => {
    for (const q of ['大鹏', '大鹏新区', '帆板训练基地', 'Dapeng', 'shenzhen', 'training base']) {
      expect(await search(q), q).toEqual([FLAGSHIP.eventCd]);
    }
    expect(await search('奥林匹克帆船中心')).toEqual(['QISW']);
    expect(await search('olympic sailing center')).toEqual(['QISW']);
  });

  it("another event's aliases find that event", async () => {
    expect(await search('QISW')).toEqual(['QISW']);
    expect(await search('帆船周')).toEqual(['QISW']);
    expect(await search('三亚')).toEqual(['NO_EN']);
  });

  it('no match across two of the fields (they are separate lines)', async () => {
    expect(await search('帆船项目 15th')).toEqual([]);
    expect(await search('competition 深圳')).toEqual([]);
  });

  it('never an unpublished event, by its name, venue or aliases, whatever isPublish says', async () => {
    for (const isPublish of [undefined, 0, '0', 1]) {
      const body = isPublish === undefined ? {} : { isPublish };
      expect(await search('全运会', body)).toEqual([FLAGSHIP.eventCd]);
      expect(await search('大鹏', body)).toEqual([FLAGSHIP.eventCd]);
      expect(await search('秘密别名', body)).toEqual([]);
      expect(await search('未发布', body)).toEqual([]);
      expect(await search('warm-up', body)).toEqual([]);
    }
  });

  it('serves the event fields of docs/product.md §3 only: not the aliases nor the search text', async () => {
    const [record] = expectOk(await api.post(endpoints.eventList.path(), { name: '全运会' })).records as Json[];
    expectFields(record, SPEC_FIELDS.event, { exact: true });
    const info = expectOk(await api.post(endpoints.eventInfo.path({ eventCd: FLAGSHIP.eventCd })));
    expect(info).not.toHaveProperty('keywords');
    expect(info).not.toHaveProperty('searchText');
  });

  // (last: it changes the flagship; SQLite answers a search of 3+ characters from the trigram index
  // that triggers keep in step with search_text: these check them, and the index holds no old text)
  it('follows a change of the aliases and the venue: the new ones find it, the old ones no longer', async () => {
    const changed = {
      ...flagship,
      address: '青岛市市南区浮山湾',
      addressCode: 'Fushan Bay, Qingdao',
      keywords: eventKeywords(['十五运会', 'NG Sailing 2026']),
    };
    await t.db
      .updateTable('events')
      .set({
        address: changed.address,
        addressCode: changed.addressCode,
        keywords: changed.keywords,
        searchText: eventSearchText(changed),
      })
      .where('id', '=', flagship.id)
      .execute();
    for (const q of ['十五运会', 'ng sailing 2026', '浮山湾', 'fushan bay', '第十五届全国运动会']) {
      expect(await search(q), q).toEqual([FLAGSHIP.eventCd]);
    }
    for (const q of ['全运会', '15th ng', '大鹏新区', 'dapeng']) expect(await search(q), q).toEqual([]);
    if (dialect === 'sqlite') {
      const indexed = async (text: string) =>
        (
          await sql<{
            rowid: number;
          }>`SELECT rowid FROM events_search WHERE events_search MATCH ${`"${text}"`}`.execute(t.db)
        ).rows;
      expect(await indexed('fushan bay')).toEqual([{ rowid: flagship.id }]);
      // (the unpublished event keeps the old venue and aliases)
      expect((await indexed('dapeng')).map((r) => r.rowid)).not.toContain(flagship.id);
      expect((await indexed('全运会')).map((r) => r.rowid)).not.toContain(flagship.id);
    }
  });
});

describe.each(dialects())('migration 0005 on a database of 0004 on %s', (dialect) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb(dialect, { migrateTo: '0004_sqlite_event_search_trigram' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('adds keywords and rewrites every search text, so the venue finds old events (and the index follows)', async () => {
    // events as 0004 stored them: the search text was "name \n nameCode"
    const insert = (
      id: number,
      cd: string,
      name: string,
      nameCode: string | null,
      address: string,
      addressCode: string,
    ) =>
      sql`INSERT INTO events (id, event_cd, match_cd, name, name_code, search_text, status, begin_date, end_date,
        address, address_code, is_publish)
        VALUES (${id}, ${cd}, ${cd}, ${name}, ${nameCode}, ${`${name}\n${nameCode ?? ''}`.toLowerCase()}, '2',
        '2026-11-21', '2026-11-27', ${address}, ${addressCode}, 1)`.execute(t.db.withoutPlugins());
    await insert(1, 'OLD1', '第十五届全国运动会帆船项目', '15th National Games', '深圳市大鹏新区', 'Dapeng, Shenzhen');
    await insert(2, 'OLD2', '厦门帆船赛', null, '厦门五缘湾', 'Wuyuan Bay, XIAMEN');
    // more than one statement's worth (500 a statement): ids 3 to 1402
    for (let i = 3; i <= 1203; i += 200) {
      const rows = Array.from({ length: 200 }, (_, k) => i + k).map(
        (id) => sql`(${id}, ${`B${id}`}, ${`B${id}`}, ${`联赛${id}`}, ${`league ${id}`}, ${`联赛${id}\nleague ${id}`},
          '3', '2020-01-01', '2020-01-02', ${`场地${id}`}, ${`Venue ${id}`}, 1)`,
      );
      await sql`INSERT INTO events (id, event_cd, match_cd, name, name_code, search_text, status, begin_date, end_date,
        address, address_code, is_publish) VALUES ${sql.join(rows)}`.execute(t.db.withoutPlugins());
    }
    const list = async (name: string) =>
      (await listEvents(t.db, { name, order: 'desc', sort: 'begin_date', pageNo: 1, pageSize: 10 })).records.map(
        (e) => e.eventCd,
      );

    await migrate(t);
    expect(await list('大鹏新区')).toEqual(['OLD1']);
    expect(await list('dapeng')).toEqual(['OLD1']);
    expect(await list('xiamen')).toEqual(['OLD2']);
    expect(await list('venue 1203')).toEqual(['B1203']);
    expect(await list('场地1402')).toEqual(['B1402']);
    const row = await t.db
      .selectFrom('events')
      .select(['keywords', 'searchText'])
      .where('eventCd', '=', 'OLD2')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ keywords: null, searchText: '厦门帆船赛\n厦门五缘湾\nwuyuan bay, xiamen' });

    // aliases set afterwards are found
    await t.db
      .updateTable('events')
      .set({
        keywords: '全运会',
        searchText: eventSearchText({
          name: '第十五届全国运动会帆船项目',
          nameCode: '15th National Games',
          address: '深圳市大鹏新区',
          addressCode: 'Dapeng, Shenzhen',
          keywords: '全运会',
        }),
      })
      .where('eventCd', '=', 'OLD1')
      .execute();
    expect(await list('全运会')).toEqual(['OLD1']);
  });
});
