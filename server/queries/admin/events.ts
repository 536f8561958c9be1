/**
 * The staff console's events, levels (classes) and races: every record, published or not, and
 * their changes. Each change runs in one transaction with its audit row (../audit.ts), checks
 * the `updatedAt` the editor read (409 on a stale copy) and writes a new one; an event's search
 * text is computed anew from its fields on every write (eventSearchText).
 */
import type { Kysely, Selectable } from 'kysely';
import { sql } from 'kysely';
import type { AdminEvent, AdminLevel, AdminRace, ResultsState } from '../../../shared/admin-content.js';
import type { Page } from '../../../shared/api.js';
import type { EventTable, LevelTable, RaceTable } from '../../db/schema.js';
import { eventKeywords, eventSearchText } from '../../db/search-text.js';
import { audit } from '../audit.js';
import { showTime } from '../events.js';
import { escapeLike, paginate, type PageQuery } from '../paging.js';
import { imageView, MEDIA_NOT_AUDITED, videoView } from './media.js';
import {
  auditDeleted,
  changes,
  defined,
  deleteOwned,
  EditError,
  insertOwned,
  nextSortOrder,
  nextVersion,
  updateOwned,
  type Editor,
  type Db,
  type Trx,
} from './edits.js';

// ---------------------------------------------------------------- views

type EventRow = Selectable<EventTable>;
type LevelRow = Selectable<LevelTable>;
type RaceRow = Selectable<RaceTable>;

export function eventView(r: EventRow): AdminEvent {
  return {
    eventCd: r.eventCd,
    matchCd: r.matchCd,
    name: r.name,
    nameCode: r.nameCode,
    logo: r.logo,
    thumb: r.thumb,
    status: r.status,
    beginDate: r.beginDate,
    endDate: r.endDate,
    address: r.address,
    addressCode: r.addressCode,
    officialWebsite: r.officialWebsite,
    sponsor: r.sponsor,
    sponsorEn: r.sponsorEn,
    albumWebsite: r.albumWebsite,
    isPublish: Number(r.isPublish),
    keywords: r.keywords ? r.keywords.split('\n') : [],
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  };
}

export function levelView(r: LevelRow): AdminLevel {
  return {
    levelCd: r.levelCd,
    eventCd: r.eventCd,
    levelName: r.levelName,
    levelNameCode: r.levelNameCode,
    logo: r.logo,
    status: r.status,
    roundTotal: Number(r.roundTotal),
    sortOrder: Number(r.sortOrder),
    updatedAt: r.updatedAt,
  };
}

/**
 * The code staff see for a race: its key without the class's prefix (`L1-R3` in class L1 is
 * R3), or the key itself (races made with a key of their own, e.g. by a machine client).
 */
export function raceCodeOf(raceCd: string, levelCd: string): string {
  const prefix = `${levelCd}-`;
  return raceCd.startsWith(prefix) && raceCd.length > prefix.length ? raceCd.slice(prefix.length) : raceCd;
}

export function raceView(r: RaceRow): AdminRace {
  return {
    raceCd: r.raceCd,
    code: raceCodeOf(r.raceCd, r.levelCd),
    levelCd: r.levelCd,
    roundName: r.roundName,
    bureauName: r.bureauName,
    startTime: r.startTime,
    endTime: r.endTime,
    status: r.status,
    raceMark: r.raceMark,
    traceUrl: r.traceUrl,
    showTime: showTime(r.startTime, r.endTime),
    sortOrder: Number(r.sortOrder),
    updatedAt: r.updatedAt,
  };
}

/** never in an audit row: the version (every change has a new one) and what is computed */
const NOT_AUDITED = ['updatedAt', 'showTime', 'createdAt'] as const;

/** an event, a class and a race as updateOwned and deleteOwned change them (audited by their code) */
const ownedEvent = (eventCd: string, sentVersion: string | undefined) =>
  ({
    table: 'events',
    key: eventCd,
    sentVersion,
    noun: 'event',
    entity: 'event',
    view: eventView,
    omit: NOT_AUDITED,
  }) as const;
const ownedLevel = (levelCd: string, sentVersion: string | undefined) =>
  ({
    table: 'levels',
    key: levelCd,
    sentVersion,
    noun: 'class',
    entity: 'level',
    view: levelView,
    omit: NOT_AUDITED,
  }) as const;
const ownedRace = (raceCd: string, sentVersion: string | undefined) =>
  ({
    table: 'races',
    key: raceCd,
    sentVersion,
    noun: 'race',
    entity: 'race',
    view: raceView,
    omit: NOT_AUDITED,
  }) as const;

/** the end before the start: 400 on the end's field */
const endBeforeStart = (field: 'endDate' | 'endTime') =>
  new EditError(
    'invalid',
    field === 'endDate' ? 'The last day may not be before the first.' : 'The end may not be before the start.',
    field,
    { code: 'end_before_start' },
  );

/** the largest sort order of the rows of `table` whose `column` is `value` */
async function lastSortOrder(trx: Trx, table: 'levels' | 'races', column: 'eventCd' | 'levelCd', value: string) {
  const last = await (
    trx as unknown as Kysely<Record<'levels' | 'races', { sortOrder: number; eventCd: string; levelCd: string }>>
  )
    .selectFrom(table)
    .select((eb) => eb.fn.max('sortOrder').as('max'))
    .where(column, '=', value)
    .executeTakeFirst();
  return last?.max;
}

// ---------------------------------------------------------------- events

export interface EventInput {
  eventCd: string;
  matchCd?: string;
  name: string;
  nameCode?: string | null;
  logo?: string | null;
  thumb?: string | null;
  status: string;
  beginDate: string;
  endDate: string;
  address?: string | null;
  addressCode?: string | null;
  officialWebsite?: string | null;
  sponsor?: string | null;
  sponsorEn?: string | null;
  albumWebsite?: string | null;
  isPublish?: number;
  keywords?: string[];
}

export type EventPatch = Partial<Omit<EventInput, 'eventCd'>>;

/** every event, published or not, newest first (first day, then the newest row), optionally found by `q` as the public search does */
export async function listAdminEvents(
  db: Db,
  q: { q?: string; only?: string[] } & PageQuery,
): Promise<Page<AdminEvent>> {
  const text = q.q?.trim().toLowerCase();
  let base = db.selectFrom('events');
  // a scorer's list: the events assigned to them only
  if (q.only) base = q.only.length > 0 ? base.where('eventCd', 'in', q.only) : base.where(sql<boolean>`1 = 0`);
  if (text) base = base.where(sql<boolean>`search_text LIKE ${'%' + escapeLike(text) + '%'} ESCAPE '\\'`);
  const page = await paginate(base, q, (b) => b.selectAll().orderBy('beginDate', 'desc').orderBy('id', 'desc'));
  return { ...page, records: page.records.map(eventView) };
}

async function eventRow(db: Db, eventCd: string): Promise<EventRow | undefined> {
  return db.selectFrom('events').selectAll().where('eventCd', '=', eventCd).executeTakeFirst();
}

export async function getAdminEvent(db: Db, eventCd: string): Promise<AdminEvent | undefined> {
  const row = await eventRow(db, eventCd);
  return row && eventView(row);
}

const eventMissing = (eventCd: string) => new EditError('missing', `There is no event ${eventCd}.`);

/** the columns of an event's fields: keywords one a line, the search text from the names, venue and keywords */
function eventColumns(e: Omit<EventInput, 'eventCd'>) {
  const keywords = eventKeywords(e.keywords ?? []);
  const columns = {
    matchCd: e.matchCd,
    name: e.name,
    nameCode: e.nameCode ?? null,
    logo: e.logo ?? null,
    thumb: e.thumb ?? null,
    status: e.status,
    beginDate: e.beginDate,
    endDate: e.endDate,
    address: e.address ?? null,
    addressCode: e.addressCode ?? null,
    officialWebsite: e.officialWebsite ?? null,
    sponsor: e.sponsor ?? null,
    sponsorEn: e.sponsorEn ?? null,
    albumWebsite: e.albumWebsite ?? null,
    isPublish: e.isPublish ?? 0,
    keywords,
  };
  return { ...columns, searchText: eventSearchText(columns) };
}

export async function createAdminEvent(db: Db, editor: Editor, input: EventInput): Promise<AdminEvent> {
  return db.transaction().execute(async (trx) => {
    if (input.endDate < input.beginDate) throw endBeforeStart('endDate');
    if (await eventRow(trx, input.eventCd)) throw new EditError('exists', `The event ${input.eventCd} already exists.`);
    const columns = eventColumns({ ...input, matchCd: input.matchCd ?? input.eventCd });
    return insertOwned(trx, editor, {
      table: 'events',
      values: { ...columns, matchCd: columns.matchCd!, eventCd: input.eventCd },
      entity: 'event',
      view: eventView,
      omit: NOT_AUDITED,
      exists: `The event ${input.eventCd}`,
    });
  });
}

export async function updateAdminEvent(
  db: Db,
  editor: Editor,
  eventCd: string,
  patch: EventPatch,
  sentVersion?: string,
): Promise<AdminEvent> {
  const given = defined(patch);
  return updateOwned(db, editor, {
    ...ownedEvent(eventCd, sentVersion),
    set: (row) => {
      const before = eventView(row);
      if (!changes(before, given)) return undefined;
      const merged = { ...before, ...given };
      if (merged.endDate < merged.beginDate) throw endBeforeStart('endDate');
      return eventColumns(merged);
    },
  });
}

/**
 * Deletes an event with its photos and videos (each with its audit row); refused (409) while
 * it has classes: delete those first (their races and results go with them), or unpublish it.
 */
export async function deleteAdminEvent(db: Db, editor: Editor, eventCd: string, sentVersion?: string): Promise<void> {
  await deleteOwned(db, editor, {
    ...ownedEvent(eventCd, sentVersion),
    check: async (_row, trx) => {
      const levels = await trx.selectFrom('levels').select('levelCd').where('eventCd', '=', eventCd).execute();
      if (levels.length > 0) {
        throw new EditError(
          'in-use',
          `The event ${eventCd} still has ${levels.length} class(es) (${levels.map((l) => l.levelCd).join(', ')}): delete them first, or unpublish the event.`,
          undefined,
          { what: 'classes' },
        );
      }
    },
    cascade: (_row, trx) => deleteEventMedia(trx, editor, eventCd),
  });
}

async function deleteEventMedia(trx: Trx, editor: Editor, eventCd: string): Promise<void> {
  const images = await trx.selectFrom('eventImages').selectAll().where('eventCd', '=', eventCd).execute();
  await auditDeleted(trx, editor, images, {
    entity: 'image',
    code: (i) => i.id,
    view: imageView,
    omit: MEDIA_NOT_AUDITED,
  });
  const videos = await trx.selectFrom('eventVideos').selectAll().where('eventCd', '=', eventCd).execute();
  await auditDeleted(trx, editor, videos, {
    entity: 'video',
    code: (v) => v.id,
    view: videoView,
    omit: MEDIA_NOT_AUDITED,
  });
  await trx.deleteFrom('eventImages').where('eventCd', '=', eventCd).execute();
  await trx.deleteFrom('eventVideos').where('eventCd', '=', eventCd).execute();
}

// ---------------------------------------------------------------- levels

export interface LevelInput {
  levelCd: string;
  levelName: string;
  levelNameCode?: string | null;
  logo?: string | null;
  status: string;
  roundTotal?: number;
  sortOrder?: number;
}

export type LevelPatch = Partial<Omit<LevelInput, 'levelCd'>>;

async function levelRow(db: Db, levelCd: string): Promise<LevelRow | undefined> {
  return db.selectFrom('levels').selectAll().where('levelCd', '=', levelCd).executeTakeFirst();
}

const levelMissing = (levelCd: string) => new EditError('missing', `There is no class ${levelCd}.`);

/** the event's classes in their order; undefined when there is no such event */
export async function listAdminLevels(db: Db, eventCd: string): Promise<AdminLevel[] | undefined> {
  if (!(await eventRow(db, eventCd))) return undefined;
  const rows = await db
    .selectFrom('levels')
    .selectAll()
    .where('eventCd', '=', eventCd)
    .orderBy('sortOrder')
    .orderBy('id')
    .execute();
  const states = await resultsStates(
    db,
    rows.map((r) => r.levelCd),
  );
  return rows.map((r) => ({ ...levelView(r), results: states.get(r.levelCd) ?? 'none' }));
}

export async function getAdminLevel(db: Db, levelCd: string): Promise<AdminLevel | undefined> {
  const row = await levelRow(db, levelCd);
  return row && { ...levelView(row), results: (await resultsStates(db, [levelCd])).get(levelCd) ?? 'none' };
}

/**
 * Each class's results as the public page shows them: the newest publication not withdrawn
 * (by publish time, then id) is final or provisional (one that did not say counts as
 * provisional); a class without one is absent from the map ('none').
 */
export async function resultsStates(db: Db, levelCds: string[]): Promise<Map<string, ResultsState>> {
  const out = new Map<string, ResultsState>();
  if (levelCds.length === 0) return out;
  const rows = await db
    .selectFrom('scorePublications')
    .select(['levelCd', 'status', 'publishTime', 'id'])
    .where('levelCd', 'in', levelCds)
    .where('withdrawnAt', 'is', null)
    .orderBy('publishTime', 'desc')
    .orderBy('id', 'desc')
    .execute();
  for (const r of rows) if (!out.has(r.levelCd)) out.set(r.levelCd, r.status === 'final' ? 'final' : 'provisional');
  return out;
}

/**
 * A class's status follows a publication of its results (in the publication's transaction): a
 * final one makes it finished (3), a provisional one makes a class not started running (2).
 * Audited as the class's update; staff can still set another status by hand afterwards.
 */
export async function levelFollowsResults(
  trx: Trx,
  editor: Editor,
  levelCd: string,
  status: 'provisional' | 'final' | null,
): Promise<void> {
  const row = await levelRow(trx, levelCd);
  if (!row) return;
  const next = status === 'final' ? '3' : row.status === '1' ? '2' : row.status;
  if (next === row.status) return;
  const updated = await trx
    .updateTable('levels')
    .set({ status: next, updatedAt: nextVersion(row.updatedAt) })
    .where('levelCd', '=', levelCd)
    .returningAll()
    .executeTakeFirstOrThrow();
  await audit(trx, {
    staff: editor,
    entity: 'level',
    code: levelCd,
    action: 'update',
    before: { status: row.status },
    after: { status: updated.status },
  });
}

/** the event a class belongs to (for a scorer's check), or undefined */
export async function eventOfLevel(db: Db, levelCd: string): Promise<string | undefined> {
  return (await db.selectFrom('levels').select('eventCd').where('levelCd', '=', levelCd).executeTakeFirst())?.eventCd;
}

/** the event a race belongs to (for a scorer's check), or undefined */
export async function eventOfRace(db: Db, raceCd: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('races')
    .innerJoin('levels', 'levels.levelCd', 'races.levelCd')
    .select('levels.eventCd')
    .where('races.raceCd', '=', raceCd)
    .executeTakeFirst();
  return row?.eventCd;
}

export async function createAdminLevel(
  db: Db,
  editor: Editor,
  eventCd: string,
  input: LevelInput,
): Promise<AdminLevel> {
  return db.transaction().execute(async (trx) => {
    if (!(await eventRow(trx, eventCd))) throw eventMissing(eventCd);
    if (await levelRow(trx, input.levelCd)) throw new EditError('exists', `The class ${input.levelCd} already exists.`);
    return insertOwned(trx, editor, {
      table: 'levels',
      values: {
        levelCd: input.levelCd,
        eventCd,
        levelName: input.levelName,
        levelNameCode: input.levelNameCode ?? null,
        logo: input.logo ?? null,
        status: input.status,
        roundTotal: input.roundTotal ?? 0,
        sortOrder: input.sortOrder ?? nextSortOrder(await lastSortOrder(trx, 'levels', 'eventCd', eventCd)),
      },
      entity: 'level',
      view: levelView,
      omit: NOT_AUDITED,
      exists: `The class ${input.levelCd}`,
    });
  });
}

export async function updateAdminLevel(
  db: Db,
  editor: Editor,
  levelCd: string,
  patch: LevelPatch,
  sentVersion?: string,
): Promise<AdminLevel> {
  const given = defined(patch);
  return updateOwned(db, editor, {
    ...ownedLevel(levelCd, sentVersion),
    set: (row) => (changes(levelView(row), given) ? given : undefined),
  });
}

/** deletes a class and its races (each with its audit row); refused (409) while it has published results */
export async function deleteAdminLevel(db: Db, editor: Editor, levelCd: string, sentVersion?: string): Promise<void> {
  await deleteOwned(db, editor, {
    ...ownedLevel(levelCd, sentVersion),
    check: async (_row, trx) => {
      const scores = await trx
        .selectFrom('scorePublications')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('levelCd', '=', levelCd)
        .executeTakeFirstOrThrow();
      if (Number(scores.n) > 0) {
        throw new EditError(
          'in-use',
          `The class ${levelCd} has ${Number(scores.n)} published result(s): it cannot be deleted.`,
          undefined,
          { what: 'results' },
        );
      }
    },
    cascade: async (_row, trx) => {
      const races = await trx.selectFrom('races').selectAll().where('levelCd', '=', levelCd).execute();
      await auditDeleted(trx, editor, races, {
        entity: 'race',
        code: (r) => r.raceCd,
        view: raceView,
        omit: NOT_AUDITED,
      });
      await trx.deleteFrom('races').where('levelCd', '=', levelCd).execute();
    },
  });
}

// ---------------------------------------------------------------- races

export interface RaceInput {
  raceCd: string;
  roundName: string;
  bureauName?: string | null;
  startTime?: string | null;
  endTime?: string | null;
  status: string;
  raceMark?: string | null;
  traceUrl?: string | null;
  sortOrder?: number;
}

export type RacePatch = Partial<Omit<RaceInput, 'raceCd'>>;

async function raceRow(db: Db, raceCd: string): Promise<RaceRow | undefined> {
  return db.selectFrom('races').selectAll().where('raceCd', '=', raceCd).executeTakeFirst();
}

/** the class's races in their order; undefined when there is no such class */
export async function listAdminRaces(db: Db, levelCd: string): Promise<AdminRace[] | undefined> {
  if (!(await levelRow(db, levelCd))) return undefined;
  const rows = await db
    .selectFrom('races')
    .selectAll()
    .where('levelCd', '=', levelCd)
    .orderBy('sortOrder')
    .orderBy('id')
    .execute();
  return rows.map(raceView);
}

export async function getAdminRace(db: Db, raceCd: string): Promise<AdminRace | undefined> {
  const row = await raceRow(db, raceCd);
  return row && raceView(row);
}

/** the class's race codes as staff see them (upper case, for the comparison) */
async function raceCodesOf(db: Db, levelCd: string): Promise<Set<string>> {
  const rows = await db.selectFrom('races').select('raceCd').where('levelCd', '=', levelCd).execute();
  return new Set(rows.map((r) => raceCodeOf(r.raceCd, levelCd).toUpperCase()));
}

/** the first code R{n} (n from `from`) the class does not have yet */
export function freeRaceCode(taken: Set<string>, from = 1): string {
  let n = Math.max(1, from);
  while (taken.has(`R${n}`)) n++;
  return `R${n}`;
}

/**
 * The site's key of a race the class calls `code`: `{levelCd}-{code}` (within 64 characters),
 * or, when that key is taken (another class's code that reads the same) or too long, the same
 * with -2, -3 … or a short class prefix.
 */
async function raceKeyFor(db: Db, levelCd: string, code: string): Promise<string> {
  const base = `${levelCd}-${code}`.length <= 60 ? `${levelCd}-${code}` : `${levelCd.slice(0, 30)}-${code}`;
  for (let i = 1; i < 1000; i++) {
    const key = i === 1 ? base : `${base}-${i}`;
    if (!(await raceRow(db, key))) return key;
  }
  throw new EditError('exists', `No free key for the race ${code}.`);
}

const raceCodeTaken = (code: string, field: string) =>
  new EditError('invalid', `The race code ${code} exists already in this class.`, field, { code: 'taken' });

type RaceFields = Omit<RaceInput, 'raceCd'>;

async function insertRace(
  trx: Trx,
  editor: Editor,
  levelCd: string,
  raceCd: string,
  input: RaceFields,
  sortOrder: number,
): Promise<AdminRace> {
  return insertOwned(trx, editor, {
    table: 'races',
    values: {
      raceCd,
      levelCd,
      roundName: input.roundName,
      bureauName: input.bureauName ?? null,
      startTime: input.startTime ?? null,
      endTime: input.endTime ?? null,
      status: input.status,
      raceMark: input.raceMark ?? null,
      traceUrl: input.traceUrl ?? null,
      sortOrder,
    },
    entity: 'race',
    view: raceView,
    omit: NOT_AUDITED,
    exists: `The race ${raceCd}`,
  });
}

/**
 * A new race of the class: with `code` (unique within the class, case aside: 400 on the field
 * `code` otherwise) the site makes its key; with `raceCd` (a key of the whole site) that key.
 */
export async function createAdminRace(
  db: Db,
  editor: Editor,
  levelCd: string,
  input: RaceFields & { raceCd?: string; code?: string },
): Promise<AdminRace> {
  return db.transaction().execute(async (trx) => {
    if (input.startTime && input.endTime && input.endTime < input.startTime) throw endBeforeStart('endTime');
    if (!(await levelRow(trx, levelCd))) throw levelMissing(levelCd);
    let raceCd = input.raceCd;
    if (raceCd !== undefined) {
      if (await raceRow(trx, raceCd)) throw new EditError('exists', `The race ${raceCd} already exists.`);
    } else {
      const code = input.code!;
      if ((await raceCodesOf(trx, levelCd)).has(code.toUpperCase())) throw raceCodeTaken(code, 'code');
      raceCd = await raceKeyFor(trx, levelCd, code);
    }
    const { code: _code, raceCd: _key, sortOrder, ...rest } = input;
    return insertRace(
      trx,
      editor,
      levelCd,
      raceCd,
      rest,
      sortOrder ?? nextSortOrder(await lastSortOrder(trx, 'races', 'levelCd', levelCd)),
    );
  });
}

/**
 * Up to 100 races of the class at once, all or none, each audited: a race without a code gets
 * the next free R{n}; a code the class has, or one given twice, is refused on its field
 * (`races.{i}.code`) with every other problem of the call.
 */
export async function createAdminRaces(
  db: Db,
  editor: Editor,
  levelCd: string,
  inputs: (RaceFields & { code?: string })[],
): Promise<AdminRace[]> {
  return db.transaction().execute(async (trx) => {
    if (!(await levelRow(trx, levelCd))) throw levelMissing(levelCd);
    const taken = await raceCodesOf(trx, levelCd);
    const problems: Record<string, string> = {};
    const codes: string[] = [];
    for (const [i, race] of inputs.entries()) {
      if (race.startTime && race.endTime && race.endTime < race.startTime)
        problems[`races.${i}.endTime`] = endBeforeStart('endTime').message;
      if (race.code !== undefined) {
        if (taken.has(race.code.toUpperCase())) problems[`races.${i}.code`] = raceCodeTaken(race.code, '').message;
        taken.add(race.code.toUpperCase());
        codes.push(race.code);
      } else codes.push('');
    }
    if (Object.keys(problems).length > 0) throw new RaceProblems(problems);
    for (const [i, code] of codes.entries()) {
      if (code !== '') continue;
      codes[i] = freeRaceCode(taken);
      taken.add(codes[i]!.toUpperCase());
    }
    let order = nextSortOrder(await lastSortOrder(trx, 'races', 'levelCd', levelCd));
    const out: AdminRace[] = [];
    for (const [i, race] of inputs.entries()) {
      const { code: _code, sortOrder, ...rest } = race;
      const raceCd = await raceKeyFor(trx, levelCd, codes[i]!);
      out.push(await insertRace(trx, editor, levelCd, raceCd, rest, sortOrder ?? order));
      order = (sortOrder ?? order) + 10;
    }
    return out;
  });
}

/** the problems of a bulk call, by field (`races.3.code`): the API answers 400 with all of them */
export class RaceProblems extends Error {
  constructor(readonly errors: Record<string, string>) {
    super(Object.values(errors)[0] ?? 'The races are not valid.');
  }
}

export async function updateAdminRace(
  db: Db,
  editor: Editor,
  raceCd: string,
  patch: RacePatch,
  sentVersion?: string,
): Promise<AdminRace> {
  const given = defined(patch);
  return updateOwned(db, editor, {
    ...ownedRace(raceCd, sentVersion),
    set: (row) => {
      if (!changes(raceView(row), given)) return undefined;
      const start = given.startTime === undefined ? row.startTime : given.startTime;
      const end = given.endTime === undefined ? row.endTime : given.endTime;
      if (start && end && end < start) throw endBeforeStart('endTime');
      return given;
    },
  });
}

export async function deleteAdminRace(db: Db, editor: Editor, raceCd: string, sentVersion?: string): Promise<void> {
  await deleteOwned(db, editor, ownedRace(raceCd, sentVersion));
}
