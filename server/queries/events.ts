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
import { countRows, escapeLike, offsetOf, paginate, toPage, type PageQuery } from './paging.js';

type Db = Kysely<Database>;
type ListQuery = Required<Pick<EventListBody, 'order' | 'sort' | 'pageNo' | 'pageSize'>> & {
  name?: string | null;
  status?: number | null;
};

const EVENT_COLUMNS = [
  'eventCd',
  'matchCd',
  'name',
  'nameCode',
  'logo',
  'thumb',
  'status',
  'beginDate',
  'endDate',
  'address',
  'addressCode',
  'officialWebsite',
  'sponsor',
  'albumWebsite',
  'isPublish',
] as const;

const SORT_COLUMN = { begin_date: 'beginDate', end_date: 'endDate' } as const;

/** the shortest search the trigram index can answer (characters); a shorter one reads every row */
const TRIGRAM = 3;

/**
 * Most candidates worth looking up one by one: a search matching more reads the covering index
 * in order instead (bench/scale.ts, 100,000 events: 1 match 35 -> 3 ms from the trigram index,
 * but 12,500 matches 28 -> 70 ms, so those keep the scan).
 */
const TRIGRAM_MAX_CANDIDATES = 2000;

/**
 * The ids (rowids) of the events whose search text holds `text`, from the trigram index: `text`
 * as one FTS5 phrase (in double quotes, a double quote doubled; nothing else is special inside).
 */
function trigramMatches(text: string): RawBuilder<unknown> {
  return sql`SELECT rowid FROM events_search WHERE events_search MATCH ${`"${text.replaceAll('"', '""')}"`}`;
}

/** whether `candidates` are at most TRIGRAM_MAX_CANDIDATES rows (it stops counting past that) */
async function fewCandidates(db: Db, candidates: RawBuilder<unknown>): Promise<boolean> {
  const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM (
    ${candidates} LIMIT ${TRIGRAM_MAX_CANDIDATES + 1}
  )`.execute(db);
  return Number(rows[0]?.n ?? 0) <= TRIGRAM_MAX_CANDIDATES;
}

/** what an event is found by: names, venue and aliases (server/db/search-text.ts) */
export { eventKeywords, eventSearchText } from '../db/search-text.js';

export async function listEvents(db: Db, q: ListQuery): Promise<Page<Event>> {
  const text = q.name?.trim().toLowerCase();
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const candidates = !postgres && text && [...text].length >= TRIGRAM ? trigramMatches(text) : undefined;
  let base =
    candidates && (await fewCandidates(db, candidates))
      ? // SQLite, a search of 3+ characters with few candidates in the trigram index (migration
        // 0004): those candidates, each looked up by id. The unary + keeps the planner from
        // reading the whole covering index instead (it would, for is_publish = 1, and probe the
        // candidates row by row).
        db
          .selectFrom('events')
          .where(sql<boolean>`+is_publish = 1`)
          .where(sql<boolean>`id IN (${candidates})`)
      : db.selectFrom('events').where('isPublish', '=', 1);
  if (text) {
    // the judge of a match (the trigram index only narrows the rows down)
    base = base.where(sql<boolean>`search_text LIKE ${'%' + escapeLike(text) + '%'} ESCAPE '\\'`);
  }
  if (q.status !== undefined && q.status !== null) base = base.where('status', '=', String(q.status));
  const ordered = inOrder(base, q).limit(q.pageSize).offset(offsetOf(q.pageNo, q.pageSize));
  let ids: number[];
  let total: number;
  if (text && !postgres) {
    // SQLite: a substring search reads every candidate once anyway (from the trigram index or the
    // covering index events_publish_search): find the page's ids and the number of matches in one pass
    const hits = await ordered
      .select('id')
      .select((eb) => eb.fn.countAll<string | number>().over().as('fullCount'))
      .execute();
    total = hits.length > 0 ? Number(hits[0]!.fullCount) : 0;
    if (hits.length === 0 && q.pageNo > 1) total = await countRows(base);
    ids = hits.map((h) => h.id);
  } else {
    // the page's ids from the list index alone (index-only, also for a deep page: PostgreSQL would
    // otherwise read every skipped row from the table), and the count on its own. On PostgreSQL a
    // search is done so too: the count from the trigram index (events_search_trgm), the page from
    // the list index or the trigram index as the planner sees fit (a count over() would make it
    // read every match through the list index)
    const [hits, count] = await Promise.all([
      q.sort === 'current' && !text ? currentPage(db, base, q) : ordered.select('id').execute(),
      countRows(base),
    ]);
    ids = hits.map((h) => h.id);
    total = count;
  }
  const rows =
    ids.length === 0
      ? []
      : await db.selectFrom('events').select(EVENT_COLUMNS).select('id').where('id', 'in', ids).execute();
  const byId = new Map(rows.map(({ id, ...event }) => [id, event]));
  return toPage(
    ids.flatMap((id) => byId.get(id) ?? []),
    total,
    q.pageNo,
    q.pageSize,
  );
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

async function isPublishedEvent(db: Db, eventCd: string): Promise<boolean> {
  const row = await db
    .selectFrom('events')
    .select('id')
    .where('eventCd', '=', eventCd)
    .where('isPublish', '=', 1)
    .executeTakeFirst();
  return row !== undefined;
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
  if (!(await isPublishedEvent(db, eventCd))) return undefined;
  const levels = await db
    .selectFrom('levels')
    .select(['levelCd', 'eventCd', 'levelName', 'levelNameCode', 'logo', 'status', 'roundTotal'])
    .where('eventCd', '=', eventCd)
    .orderBy('sortOrder')
    .orderBy('id')
    .execute();
  if (levels.length === 0) return [];
  const races = await db
    .selectFrom('races')
    .select(['raceCd', 'levelCd', 'roundName', 'status', 'startTime'])
    .where(
      'levelCd',
      'in',
      levels.map((l) => l.levelCd),
    )
    .orderBy('sortOrder')
    .orderBy('id')
    .execute();
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
  if (!(await publishedLevel(db, levelCd))) return undefined;
  const rows = await db
    .selectFrom('races')
    .select(['raceCd', 'levelCd', 'roundName', 'bureauName', 'startTime', 'endTime', 'status', 'raceMark', 'traceUrl'])
    .where('levelCd', '=', levelCd)
    .orderBy('sortOrder')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ ...r, showTime: showTime(r.startTime, r.endTime) }));
}

export async function listScores(db: Db, levelCd: string): Promise<ScorePublication[] | undefined> {
  if (!(await publishedLevel(db, levelCd))) return undefined;
  return db
    .selectFrom('scorePublications')
    .select(['id', 'levelCd', 'scores', 'publishTime'])
    .where('levelCd', '=', levelCd)
    .orderBy('publishTime', 'desc')
    .orderBy('id', 'desc')
    .execute();
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
