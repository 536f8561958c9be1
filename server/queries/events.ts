/** Events, levels, races and score publications. Only published events and what hangs off them. */
import { PostgresAdapter, sql, type Kysely, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../db/schema.js';
import type {
  Event,
  EventImage,
  EventListBody,
  EventVideo,
  Level,
  Page,
  Race,
  RaceSummary,
  ScorePublication,
} from '../../shared/contract.js';
import { EVENT_RACES_MAX, SEARCH_COUNT_CAP } from '../../shared/api.js';
import { countRows, escapeLike, idsOfPage, offsetOf, paginate, toPage, type PageQuery } from './paging.js';
import { publishedCount } from './list-counts.js';
import { indexText, readVersion, type EventListIndex } from './event-index.js';
import { EVENT_COLUMNS } from './event-columns.js';

type Db = Kysely<Database>;
type ListQuery = Required<Pick<EventListBody, 'order' | 'sort' | 'pageNo' | 'pageSize'>> & {
  name?: string | null;
  status?: number | null;
};

const SORT_COLUMN = { begin_date: 'beginDate', end_date: 'endDate' } as const;

/** the shortest search the trigram index can answer (characters); a shorter one reads every row */
const TRIGRAM = 3;

/**
 * Most candidates worth looking up one by one (and counting all): a search matching more walks a
 * list index in the list's order instead and stops at the page and the count's cap (searchIds;
 * bench/scale.ts, 100,000 events: 1 match 35 -> 3 ms from the trigram index, but 12,500 matches
 * would take 28 -> 70 ms that way).
 */
const TRIGRAM_MAX_CANDIDATES = 2000;

/**
 * What a candidate costs (counted in the trigram index, its row read, the LIKE, the sort) in list
 * index entries walked (index-only, the LIKE on each): about 20 (CPU time at 10,000 events,
 * bench/api.ts' name search "qingdao open": 1,250 candidates counted 2.4 ms and looked up 4.7 ms;
 * 8,000 entries walked 2.5 ms). Below that the candidates win, above it the walk (searchIds).
 */
const CANDIDATE_COST = 20;

/**
 * The ids (rowids) of the events whose search text holds `text`, from the trigram index: `text`
 * as one FTS5 phrase (in double quotes, a double quote doubled; nothing else is special inside).
 */
function trigramMatches(text: string): RawBuilder<unknown> {
  return sql`SELECT rowid FROM events_search WHERE events_search MATCH ${`"${text.replaceAll('"', '""')}"`}`;
}

/** how many `candidates` there are, counted no further than `cap` + 1 (the count costs about 2 µs a candidate) */
async function candidateCount(db: Db, candidates: RawBuilder<unknown>, cap: number): Promise<number> {
  const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM (
    ${candidates} LIMIT ${cap + 1}
  )`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/**
 * The most candidates that cost less to look up one by one than walking the list index
 * (searchIds): the walk reads about `published` × (`limit` + 1) / matches entries, all of them
 * when there are fewer matches than that, and there are at most as many matches as candidates; a
 * candidate costs CANDIDATE_COST entries. So the candidates win up to `published` / CANDIDATE_COST
 * of them, or, past `limit` + 1, up to √(`published` × (`limit` + 1) / CANDIDATE_COST); never past
 * TRIGRAM_MAX_CANDIDATES. Counting further would only find that the walk is cheaper.
 */
function mostCandidates(published: number, limit: number): number {
  const few = published / CANDIDATE_COST;
  const most = few <= limit + 1 ? few : Math.sqrt((published * (limit + 1)) / CANDIDATE_COST);
  return Math.min(TRIGRAM_MAX_CANDIDATES, Math.floor(most));
}

/** what an event is found by: names, venue and aliases (server/db/search-text.ts) */
export { eventKeywords, eventSearchText } from '../db/search-text.js';

/**
 * A page of published events, in the body's order, found by name when it has one. With `index`
 * (the API's, ./event-index.ts; decision 0043): the page's ids and rows from the index while the
 * events' version is still the index's; the SQL below when the index is not built yet or the
 * events changed since it was.
 */
export async function listEvents(db: Db, q: ListQuery, index?: EventListIndex): Promise<Page<Event>> {
  const text = q.name?.trim().toLowerCase() || undefined;
  const status = q.status === undefined || q.status === null ? undefined : String(q.status);
  const snap = index?.snapshot();
  if (snap) {
    const query = { ...q, text: text === undefined ? undefined : indexText(text), status, countLimit: countLimit(q) };
    const found: PageIds = snap.page(query);
    const { ids, total, capped } = text ? capCount(q, found) : found;
    // the page's rows as the snapshot read them, while the events' version is still the snapshot's
    if ((await readVersion(db)) === snap.version) return pageOf(ids, snap.rows, total, q, capped);
    index!.outdated(snap);
  }
  const { ids, total, capped } = text
    ? capCount(q, await searchIds(db, q, text, status))
    : await listIds(db, q, status);
  const rows =
    ids.length === 0
      ? []
      : await db.selectFrom('events').select(EVENT_COLUMNS).select('id').where('id', 'in', ids).execute();
  return pageOf(ids, new Map(rows.map(({ id, ...event }) => [id, event])), total, q, capped);
}

function pageOf(ids: number[], byId: ReadonlyMap<number, Event>, total: number, q: ListQuery, capped?: boolean): Page<Event> {
  return toPage(
    ids.flatMap((id) => byId.get(id) ?? []),
    total,
    q.pageNo,
    q.pageSize,
    capped,
  );
}

interface PageIds {
  ids: number[];
  total: number;
  /** the count stopped at `total` (Page.totalCapped) */
  capped?: boolean;
}

/**
 * The most matches a search's total says exactly: SEARCH_COUNT_CAP, or the end of the page asked
 * for when further (so that a capped total always promises the next page).
 */
function countLimit(q: ListQuery): number {
  return Math.max(SEARCH_COUNT_CAP, q.pageNo * q.pageSize);
}

/** a search's total as the contract gives it, whichever way it was counted: capped past countLimit */
function capCount(q: ListQuery, found: PageIds): PageIds {
  const limit = countLimit(q);
  return found.total > limit ? { ids: found.ids, total: limit, capped: true } : found;
}

/**
 * Without a search: the count kept by list_counts (migration 0008), and the page's ids from the
 * list index alone (index-only; a page past the middle from its far end, idsOfPage).
 */
async function listIds(db: Db, q: ListQuery, status: string | undefined): Promise<PageIds> {
  let base = db.selectFrom('events').where('isPublish', '=', 1);
  if (status !== undefined) base = base.where('status', '=', status);
  const total = await publishedCount(db, 'events', status);
  if (q.sort === 'current') return { ids: (await currentPage(db, base, q)).map((h) => h.id), total };
  const flipped = q.order === 'asc' ? 'desc' : 'asc';
  const ids = await idsOfPage(total, q, (reverse, limit, offset) =>
    inOrder(base, { sort: q.sort, order: reverse ? flipped : q.order })
      .select('id')
      .limit(limit)
      .offset(offset)
      .execute(),
  );
  return { ids, total };
}

/**
 * A name search (`text` lower-cased; search_text LIKE '%text%' is the judge of a match), counted
 * at least up to countLimit + 1 (capCount makes the total the same whichever way it was found):
 *
 * - SQLite, 3+ characters with few candidates in the trigram index (migration 0004), so few that
 *   looking them up costs less than the walk below (mostCandidates): those candidates, each
 *   looked up by id, all counted.
 * - sort 'current' (no index holds its order): every match read and counted.
 * - otherwise (broad, or too short for the trigram index; PostgreSQL's planner picks its trigram
 *   index for a rare match itself): the matches in the list's order, read from a list index
 *   (SQLite: events_publish_begin_search, _end_search and _status_* of migration 0008, which hold
 *   the search text) and stopped after the end of the page or SEARCH_COUNT_CAP, whichever is further, plus
 *   one: counted up to there. One pass; a broad search stops early (1 in 4 matching: about 4,000
 *   rows read for page 1, instead of every event).
 */
async function searchIds(db: Db, q: ListQuery, text: string, status: string | undefined): Promise<PageIds> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const like = sql<boolean>`search_text LIKE ${'%' + escapeLike(text) + '%'} ESCAPE '\\'`;
  const offset = offsetOf(q.pageNo, q.pageSize);

  if (!postgres && [...text].length >= TRIGRAM) {
    const candidates = trigramMatches(text);
    const most = mostCandidates(await publishedCount(db, 'events', status), countLimit(q));
    if ((await candidateCount(db, candidates, most)) <= most) {
      // The unary + keeps the planner from reading a whole list index instead (it would, for
      // is_publish = 1, and probe the candidates row by row).
      let base = db
        .selectFrom('events')
        .where(sql<boolean>`+is_publish = 1`)
        .where(sql<boolean>`id IN (${candidates})`)
        .where(like);
      if (status !== undefined) base = base.where('status', '=', status);
      return withWindowCount(base, q);
    }
  }

  let base = db.selectFrom('events').where('isPublish', '=', 1).where(like);
  if (status !== undefined) base = base.where('status', '=', status);

  if (q.sort === 'current') {
    if (!postgres) return withWindowCount(base, q);
    // PostgreSQL: the count on its own (a count over() would read every match in the page's order)
    const [hits, total] = await Promise.all([
      inOrder(base, q).select('id').limit(q.pageSize).offset(offset).execute(),
      countRows(base),
    ]);
    return { ids: hits.map((h) => h.id), total };
  }

  const column = SORT_COLUMN[q.sort];
  const limit = countLimit(q);
  const matches = base
    .select(['id', column])
    .orderBy(column, q.order)
    .orderBy('id', q.order)
    .limit(limit + 1);
  const hits = await db
    .selectFrom(matches.as('m'))
    .select('m.id')
    .select((eb) => eb.fn.countAll<string | number>().over().as('n'))
    .orderBy(`m.${column}`, q.order)
    .orderBy('m.id', q.order)
    .limit(q.pageSize)
    .offset(offset)
    .execute();
  // past the last match: counted on their own (fewer than the page's offset, all of them)
  const n = hits.length > 0 ? Number(hits[0]!.n) : q.pageNo > 1 ? await countRows(base) : 0;
  return { ids: hits.map((h) => h.id), total: n };
}

/** the page of `base` in the body's order and the number of all its rows, in one pass */
async function withWindowCount(base: SelectQueryBuilder<Database, 'events', object>, q: ListQuery): Promise<PageIds> {
  const hits = await inOrder(base, q)
    .select('id')
    .select((eb) => eb.fn.countAll<string | number>().over().as('fullCount'))
    .limit(q.pageSize)
    .offset(offsetOf(q.pageNo, q.pageSize))
    .execute();
  const total = hits.length > 0 ? Number(hits[0]!.fullCount) : q.pageNo > 1 ? await countRows(base) : 0;
  return { ids: hits.map((h) => h.id), total };
}

/**
 * A date column in the body's order, or 'current' (shared/api.ts EVENT_SORTS): running (status
 * '2'), then coming ('1') by begin_date and id ascending, then the rest; running and the rest by
 * begin_date and id descending. (Without a search, currentPage reads the same order from indexes.)
 */
function inOrder<O>(
  base: SelectQueryBuilder<Database, 'events', O>,
  q: Pick<ListQuery, 'sort' | 'order'>,
): SelectQueryBuilder<Database, 'events', O> {
  if (q.sort === 'current') {
    return base
      .orderBy(sql`CASE status WHEN '2' THEN 0 WHEN '1' THEN 1 ELSE 2 END`)
      .orderBy(sql`CASE WHEN status = '1' THEN begin_date END`)
      .orderBy(sql`CASE WHEN status = '1' THEN id END`)
      .orderBy('beginDate', 'desc')
      .orderBy('id', 'desc');
  }
  return base.orderBy(SORT_COLUMN[q.sort], q.order).orderBy('id', q.order);
}

/**
 * The ids of a page of sort 'current' without a search: each of its three parts read in its
 * order from a list index, no further than the page reaches, then the page from those few rows.
 * Sorting every published event by the CASE of inOrder would take 30 ms at 100,000 events
 * (bench/scale.ts).
 */
async function currentPage(
  db: Db,
  base: SelectQueryBuilder<Database, 'events', object>,
  q: ListQuery,
): Promise<{ id: number }[]> {
  const offset = offsetOf(q.pageNo, q.pageSize);
  const part = (group: 0 | 1 | 2) => {
    const rows =
      group === 0
        ? base.where('status', '=', '2')
        : group === 1
          ? base.where('status', '=', '1')
          : base.where('status', 'not in', ['1', '2']);
    const dir = group === 1 ? 'asc' : 'desc';
    const first = rows
      .select(['id', 'beginDate', sql<number>`${sql.lit(group)}`.as('grp')])
      .orderBy('beginDate', dir)
      .orderBy('id', dir)
      .limit(offset + q.pageSize);
    return db.selectFrom(first.as('part')).selectAll();
  };
  return db
    .selectFrom(part(0).unionAll(part(1)).unionAll(part(2)).as('parts'))
    .select('id')
    .orderBy('grp')
    .orderBy(sql`CASE WHEN grp = 1 THEN begin_date END`)
    .orderBy(sql`CASE WHEN grp = 1 THEN id END`)
    .orderBy('beginDate', 'desc')
    .orderBy('id', 'desc')
    .limit(q.pageSize)
    .offset(offset)
    .execute();
}

export async function getEvent(db: Db, eventCd: string): Promise<Event | undefined> {
  return db
    .selectFrom('events')
    .select(EVENT_COLUMNS)
    .where('eventCd', '=', eventCd)
    .where('isPublish', '=', 1)
    .executeTakeFirst();
}

/** whether the event exists and is published (the public API serves nothing of any other) */
export async function isPublishedEvent(db: Db, eventCd: string): Promise<boolean> {
  const row = await db
    .selectFrom('events')
    .select('id')
    .where('eventCd', '=', eventCd)
    .where('isPublish', '=', 1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * What `read` finds, once `check` says its record is published; undefined otherwise (unknown or
 * unpublished: the call's 404). The check and the read go out together: on PostgreSQL on two of
 * the pool's connections at once, one round trip where there were two in a row (decision 0045;
 * SQLite runs them one after the other, as before). A read made for a record that is not
 * published is dropped unseen.
 */
export async function whenPublished<T>(check: Promise<boolean>, read: Promise<T>): Promise<T | undefined> {
  const [published, found] = await Promise.all([check, read]);
  return published ? found : undefined;
}

/** the codes of the event's levels, as a subquery (`where levelCd in (…)`): read with the levels, not after them */
export function levelsOf(db: Db, eventCd: string, levelCd?: string) {
  const q = db.selectFrom('levels').select('levels.levelCd').where('levels.eventCd', '=', eventCd);
  return levelCd === undefined ? q : q.where('levels.levelCd', '=', levelCd);
}

/** whether the level exists and its event is published */
async function publishedLevel(db: Db, levelCd: string): Promise<boolean> {
  const row = await db
    .selectFrom('levels')
    .innerJoin('events', 'events.eventCd', 'levels.eventCd')
    .select('levels.id')
    .where('levels.levelCd', '=', levelCd)
    .where('events.isPublish', '=', 1)
    .executeTakeFirst();
  return row !== undefined;
}

/** the race shown on a level card: in progress, else the latest started, else the next scheduled */
export function currentRace(races: RaceSummary[]): RaceSummary | null {
  const running = races.find((r) => r.status === '2');
  if (running) return running;
  const started = races
    .filter((r) => r.startTime !== null)
    .sort((a, b) => (a.startTime! < b.startTime! ? 1 : a.startTime! > b.startTime! ? -1 : 0));
  return started[0] ?? races[0] ?? null;
}

/** undefined when the event is unknown or unpublished */
export async function listLevels(db: Db, eventCd: string): Promise<Level[] | undefined> {
  // the check, the levels and their races at once (the races by the event's level codes in SQL)
  const read = await whenPublished(
    isPublishedEvent(db, eventCd),
    Promise.all([
      db
        .selectFrom('levels')
        .select(['levelCd', 'eventCd', 'levelName', 'levelNameCode', 'logo', 'status', 'roundTotal'])
        .where('eventCd', '=', eventCd)
        .orderBy('sortOrder')
        .orderBy('id')
        .execute(),
      db
        .selectFrom('races')
        .select(['raceCd', 'levelCd', 'roundName', 'status', 'startTime'])
        .where('levelCd', 'in', levelsOf(db, eventCd))
        .orderBy('sortOrder')
        .orderBy('id')
        .execute(),
    ]),
  );
  if (!read) return undefined;
  const [levels, races] = read;
  if (levels.length === 0) return [];
  const byLevel = new Map<string, RaceSummary[]>();
  for (const { levelCd, ...race } of races) {
    const list = byLevel.get(levelCd) ?? [];
    list.push(race);
    byLevel.set(levelCd, list);
  }
  return levels.map((l) => ({ ...l, race: currentRace(byLevel.get(l.levelCd) ?? []) }));
}

/** 'YYYY-MM-DD HH:mm ~ HH:mm' (end on another day: full end), the start alone, or '' */
export function showTime(startTime: string | null, endTime: string | null): string {
  if (!startTime) return '';
  const start = startTime.slice(0, 16);
  if (!endTime) return start;
  const sameDay = endTime.slice(0, 10) === startTime.slice(0, 10);
  return `${start} ~ ${sameDay ? endTime.slice(11, 16) : endTime.slice(0, 16)}`;
}

export async function listRaces(db: Db, levelCd: string): Promise<Race[] | undefined> {
  const races = db
    .selectFrom('races')
    .select(['raceCd', 'levelCd', 'roundName', 'bureauName', 'startTime', 'endTime', 'status', 'raceMark', 'traceUrl'])
    .where('levelCd', '=', levelCd)
    .orderBy('sortOrder')
    .orderBy('id');
  const rows = await whenPublished(publishedLevel(db, levelCd), races.execute());
  return rows?.map((r) => ({ ...r, showTime: showTime(r.startTime, r.endTime) }));
}

/**
 * Every race of a published event's classes (issue 31: the day on the water, the calendars), the
 * classes in their order and each class's races in theirs, at most EVENT_RACES_MAX; undefined
 * when the event is unknown or unpublished.
 */
export async function listEventRaces(db: Db, eventCd: string): Promise<Race[] | undefined> {
  if (!(await isPublishedEvent(db, eventCd))) return undefined;
  const rows = await db
    .selectFrom('races')
    .innerJoin('levels', 'levels.levelCd', 'races.levelCd')
    .select([
      'races.raceCd',
      'races.levelCd',
      'races.roundName',
      'races.bureauName',
      'races.startTime',
      'races.endTime',
      'races.status',
      'races.raceMark',
      'races.traceUrl',
    ])
    .where('levels.eventCd', '=', eventCd)
    .orderBy('levels.sortOrder')
    .orderBy('levels.id')
    .orderBy('races.sortOrder')
    .orderBy('races.id')
    .limit(EVENT_RACES_MAX)
    .execute();
  return rows.map((r) => ({ ...r, showTime: showTime(r.startTime, r.endTime) }));
}

export async function listScores(db: Db, levelCd: string): Promise<ScorePublication[] | undefined> {
  return whenPublished(
    publishedLevel(db, levelCd),
    db
      .selectFrom('scorePublications')
      .select(['id', 'levelCd', 'scores', 'publishTime', 'status'])
      .where('levelCd', '=', levelCd)
      // a withdrawn publication is kept, not served (migration 0009)
      .where('withdrawnAt', 'is', null)
      .orderBy('publishTime', 'desc')
      .orderBy('id', 'desc')
      .execute()
      // (a publication that did not say has no status in the answer: its title tells)
      .then((rows) => rows.map(({ status, ...row }) => (status ? { ...row, status } : row))),
  );
}

export async function listEventImages(db: Db, eventCd: string, q: PageQuery): Promise<Page<EventImage> | undefined> {
  if (!(await isPublishedEvent(db, eventCd))) return undefined;
  const base = db.selectFrom('eventImages').where('eventCd', '=', eventCd).where('isPublish', '=', 1);
  return paginate(base, q, (b) => b.select(['imgUrl', 'title', 'isPublish']).orderBy('sortOrder').orderBy('id'));
}

export async function listEventVideos(db: Db, eventCd: string, q: PageQuery): Promise<Page<EventVideo> | undefined> {
  if (!(await isPublishedEvent(db, eventCd))) return undefined;
  const base = db.selectFrom('eventVideos').where('eventCd', '=', eventCd).where('isPublish', '=', 1);
  return paginate(base, q, (b) =>
    b.select(['videoUrl', 'thumbUrl', 'title', 'isPublish']).orderBy('sortOrder').orderBy('id'),
  );
}
