/**
 * The event list's index in process (./event-index.ts, decision 0043) answers what the SQL of
 * ./events.ts answers: random published and unpublished events (names of CJK, ASCII of both
 * cases, LIKE's escape characters, quotes, a line break), random bodies (searches of 1 to 6
 * characters, padded and upper-cased, status tabs, every sort and order, deep pages, the capped
 * count), on each engine; and after the events change, the old index is never used.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { EVENT_SORTS } from '../../shared/api.js';
import type { NewEvent } from '../db/schema.js';
import { eventSearchText } from '../db/search-text.js';
import { dialects, openTestDb, type TestDb } from '../../tests/helpers/test-db.js';
import { EventListIndex, readVersion } from './event-index.js';
import { listEvents } from './events.js';

/** a seeded generator (mulberry32): a failure names its seed */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)]!;
  return { next, int, pick };
}

// (upper-case letters, é/É, ß and the Kelvin sign: the search text and the query are lower-cased by JavaScript)
const ALPHABET = [...'aboepnAO青岛帆%_\\" éÉß\u212a'];
const EVENTS = 1500;
const SEED = Number(process.env.EVENT_INDEX_SEED ?? 20261127);

function word(r: ReturnType<typeof random>, length: number): string {
  return Array.from({ length }, () => r.pick(ALPHABET)).join('');
}

describe.each(dialects())('event list index against the SQL on %s', (dialect) => {
  let t: TestDb;
  let index: EventListIndex;
  const r = random(SEED);
  const texts: string[] = [];

  beforeAll(async () => {
    t = await openTestDb(dialect);
    const rows: NewEvent[] = [];
    for (let i = 0; i < EVENTS; i++) {
      // most names hold "open": broad searches count past the cap (1,000)
      const name = `${word(r, r.int(4))}${r.next() < 0.85 ? 'open' : ''}${word(r, 1 + r.int(5))}`;
      const nameCode = r.next() < 0.5 ? `${word(r, 2 + r.int(6))} Regatta ${i}` : null;
      const begin = `2025-${String(1 + r.int(3)).padStart(2, '0')}-${String(1 + r.int(28)).padStart(2, '0')}`;
      const fields = { name, nameCode, address: r.next() < 0.3 ? `青岛${word(r, 2)}` : null };
      const searchText = eventSearchText(fields);
      texts.push(searchText);
      rows.push({
        eventCd: `IX${i}`,
        matchCd: `M${i}`,
        ...fields,
        searchText,
        status: r.pick(['0', '1', '1', '2', '3']),
        beginDate: begin,
        endDate: r.next() < 0.5 ? begin : `2025-04-${String(1 + r.int(28)).padStart(2, '0')}`,
        isPublish: r.next() < 0.9 ? 1 : 0,
      });
    }
    for (let i = 0; i < rows.length; i += 200)
      await t.db
        .insertInto('events')
        .values(rows.slice(i, i + 200))
        .execute();
    index = new EventListIndex(t.db);
    index.snapshot();
    await index.settled();
  });
  afterAll(async () => {
    await t?.close();
  });

  function body() {
    const kind = r.next();
    let name: string | undefined;
    if (kind < 0.15) name = undefined;
    else if (kind < 0.55) {
      const text = r.pick(texts);
      const from = r.int(text.length);
      name = text.slice(from, from + 1 + r.int(6));
      if (r.next() < 0.3) name = name.toUpperCase();
      if (r.next() < 0.2) name = ` ${name}  `;
    } else if (kind < 0.85) name = word(r, 1 + r.int(4));
    else name = r.pick(['open', 'OPEN', 'op', 'pen', '青岛', '\ud800', 'zzz', '%', '_', '\\']);
    const deep = r.next() < 0.1;
    return {
      name,
      status: r.next() < 0.5 ? undefined : r.pick([0, 1, 2, 3, 9]),
      sort: r.pick(EVENT_SORTS),
      order: r.pick(['asc', 'desc'] as const),
      pageNo: deep ? 38 + r.int(20) : 1 + r.int(4),
      pageSize: deep ? 25 + r.int(26) : 1 + r.int(50),
    };
  }

  async function compare(calls: number) {
    for (let i = 0; i < calls; i++) {
      const q = body();
      const expected = await listEvents(t.db, q);
      const got = await listEvents(t.db, q, index);
      expect(got, `seed ${SEED}, body ${JSON.stringify(q)}`).toEqual(expected);
    }
  }

  it('answers every body as the SQL does (records, total, pages, totalCapped)', async () => {
    const snap = index.snapshot();
    expect(snap?.size).toBe((await t.db.selectFrom('events').select('id').where('isPublish', '=', 1).execute()).length);
    await compare(dialect === 'sqlite' ? 600 : 300);
    // the index answered (nothing changed: the snapshot stayed) and some searches were capped
    expect(index.snapshot()).toBe(snap);
    const broad = await listEvents(
      t.db,
      { name: 'open', sort: 'end_date', order: 'asc', pageNo: 2, pageSize: 25 },
      index,
    );
    expect(broad.totalCapped).toBe(true);
    expect(broad.total).toBe(1000);
  });

  it('after a change: never the old index (unpublished, renamed, moved), then a new one that answers the same', async () => {
    const before = index.snapshot()!;
    const version = await readVersion(t.db);
    const shown = await listEvents(
      t.db,
      { name: 'open', sort: 'begin_date', order: 'desc', pageNo: 1, pageSize: 5 },
      index,
    );
    const first = shown.records[0]!;
    await t.db.updateTable('events').set({ isPublish: 0 }).where('eventCd', '=', first.eventCd).execute();
    expect(await readVersion(t.db)).not.toBe(version);
    const after = await listEvents(
      t.db,
      { name: 'open', sort: 'begin_date', order: 'desc', pageNo: 1, pageSize: 5 },
      index,
    );
    expect(after.records.map((e) => e.eventCd)).not.toContain(first.eventCd);
    expect(index.snapshot()).not.toBe(before);

    // a renamed event, a moved date and a new one, with the index stale, then rebuilt
    const second = shown.records[1]!;
    await t.db
      .updateTable('events')
      .set({ name: 'Renamed', searchText: 'renamed zzq', beginDate: '2030-01-01' })
      .where('eventCd', '=', second.eventCd)
      .execute();
    await sql`INSERT INTO events (event_cd, match_cd, name, search_text, status, begin_date, end_date, is_publish)
      VALUES ('IXNEW', 'MNEW', 'New open', 'new open zzq', '2', '2024-12-31', '2024-12-31', 1)`.execute(t.db);
    const renamed = await listEvents(
      t.db,
      { name: 'zzq', sort: 'begin_date', order: 'desc', pageNo: 1, pageSize: 5 },
      index,
    );
    expect(renamed.records.map((e) => e.eventCd)).toEqual([second.eventCd, 'IXNEW']);
    expect(renamed.records[0]!.name).toBe('Renamed');
    // the content-change signal: the version moved since the snapshot being built, so another
    await index.changed();
    await index.settled();
    expect(index.snapshot()?.version).toBe(await readVersion(t.db));
    await compare(dialect === 'sqlite' ? 200 : 100);
  });

  it('a content change with the events unchanged keeps the index; with them changed, rebuilds it', async () => {
    await index.changed();
    await index.settled();
    const snap = index.snapshot()!;
    expect(snap.version).toBe(await readVersion(t.db));
    await index.changed();
    expect(index.snapshot()).toBe(snap);
    await t.db.deleteFrom('events').where('eventCd', '=', 'IXNEW').execute();
    await index.changed();
    await index.settled();
    expect(index.snapshot()).not.toBe(snap);
    expect(index.snapshot()?.version).toBe(await readVersion(t.db));
    await compare(50);
  });
  it('past its most events: no index, the SQL answers, until a change leaves fewer', async () => {
    const published = (await t.db.selectFrom('events').select('id').where('isPublish', '=', 1).execute()).length;
    const small = new EventListIndex(t.db, published - 1);
    expect(small.snapshot()).toBeUndefined();
    await small.settled();
    expect(small.snapshot()).toBeUndefined();
    const q = { name: 'open', sort: 'current', order: 'desc', pageNo: 1, pageSize: 10 } as const;
    expect(await listEvents(t.db, q, small)).toEqual(await listEvents(t.db, q));
    await small.changed();
    await small.settled();
    expect(small.snapshot()).toBeUndefined();
    await t.db.updateTable('events').set({ isPublish: 0 }).where('eventCd', '=', 'IX0').execute();
    await t.db.updateTable('events').set({ isPublish: 0 }).where('eventCd', '=', 'IX1').execute();
    await small.changed();
    await small.settled();
    expect(small.snapshot()?.size).toBeLessThan(published);
    expect(await listEvents(t.db, q, small)).toEqual(await listEvents(t.db, q));
  });
});
