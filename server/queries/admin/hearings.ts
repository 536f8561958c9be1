/**
 * The staff console's protest hearings of an event (issue 30; docs/admin-api.md "Hearings"): every
 * one, published or not, by number; and their changes, each in one transaction with its audit row,
 * `updatedAt` checked and renewed. A new hearing gets the event's next number (the highest + 1,
 * read in its transaction; two at once: the unique key refuses one, which is tried again). The
 * protest time limits of the racing days are set as a whole list.
 */
import type { Selectable } from 'kysely';
import type { AdminHearing, AdminTimeLimits } from '../../../shared/admin-hearings.js';
import type { HearingKind, HearingStatus, HearingTimeLimit } from '../../../shared/hearings.js';
import type { HearingTable, HearingTimeLimitTable } from '../../db/schema.js';
import { audit } from '../audit.js';
import {
  defined,
  deleteOwned,
  EditError,
  eventExists,
  insertOwned,
  nextVersion,
  retryOnUniqueViolation,
  updateOwned,
  type Editor,
  type Db,
} from './edits.js';

/** a list column (one item a line) as a list */
export const lines = (text: string): string[] => (text === '' ? [] : text.split('\n'));

export function hearingView(
  r: Selectable<HearingTable>,
  level?: { levelName: string; levelNameCode: string | null } | null,
): AdminHearing {
  return {
    id: Number(r.id),
    eventCd: r.eventCd,
    number: Number(r.number),
    kind: r.kind as HearingKind,
    protestor: r.protestor,
    protestees: lines(r.protestees),
    levelCd: r.levelCd,
    levelName: level?.levelName ?? null,
    levelNameCode: level?.levelNameCode ?? null,
    races: lines(r.races),
    rules: r.rules,
    hearingTime: r.hearingTime,
    room: r.room,
    roomEn: r.roomEn,
    status: r.status as HearingStatus,
    decision: r.decision,
    decisionEn: r.decisionEn,
    decisionFile: r.decisionFile,
    isPublish: Number(r.isPublish) === 1 ? 1 : 0,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  };
}

/** never in an audit row: the version, the id (the row's code) and the class's names (not stored) */
const NOT_AUDITED = ['updatedAt', 'id', 'levelName', 'levelNameCode', 'createdAt'] as const;

export interface HearingInput {
  kind: HearingKind;
  protestor: string;
  protestees?: string[];
  levelCd?: string | null;
  races?: string[];
  rules?: string | null;
  hearingTime?: string | null;
  room?: string | null;
  roomEn?: string | null;
  status?: HearingStatus;
  decision?: string | null;
  decisionEn?: string | null;
  decisionFile?: string | null;
  isPublish?: number;
}
export type HearingPatch = Partial<HearingInput>;

async function levelOf(db: Db, eventCd: string, levelCd: string | null) {
  if (levelCd === null) return null;
  const level = await db
    .selectFrom('levels')
    .select(['levelName', 'levelNameCode'])
    .where('levelCd', '=', levelCd)
    .where('eventCd', '=', eventCd)
    .executeTakeFirst();
  if (!level)
    throw new EditError('invalid', `The class ${levelCd} is not a class of the event ${eventCd}.`, 'levelCd', {
      code: 'invalid',
    });
  return level;
}

/** the rules between fields: a decided hearing has its decision, as text or a document */
function checkDecided(h: {
  status: string;
  decision: string | null;
  decisionEn: string | null;
  decisionFile: string | null;
}) {
  if (h.status === 'decided' && !h.decision && !h.decisionEn && !h.decisionFile)
    throw new EditError('invalid', 'A decided hearing needs its decision: the text or a document.', 'decision', {
      code: 'required',
    });
}

/** the event a hearing belongs to (the scorer's check), undefined when there is no such hearing */
export async function eventOfHearing(db: Db, id: number): Promise<string | undefined> {
  const row = await db.selectFrom('hearings').select('eventCd').where('id', '=', id).executeTakeFirst();
  return row?.eventCd;
}

async function withLevels(db: Db, rows: Selectable<HearingTable>[]): Promise<AdminHearing[]> {
  const codes = [...new Set(rows.map((r) => r.levelCd).filter((c): c is string => c !== null))];
  const levels =
    codes.length === 0
      ? []
      : await db
          .selectFrom('levels')
          .select(['levelCd', 'levelName', 'levelNameCode'])
          .where('levelCd', 'in', codes)
          .execute();
  const byCode = new Map(levels.map((l) => [l.levelCd, l]));
  return rows.map((r) => hearingView(r, r.levelCd ? byCode.get(r.levelCd) : null));
}

/** the event's hearings, published or not, by number; undefined when there is no such event */
export async function listAdminHearings(db: Db, eventCd: string): Promise<AdminHearing[] | undefined> {
  if (!(await eventExists(db, eventCd))) return undefined;
  const rows = await db
    .selectFrom('hearings')
    .selectAll()
    .where('eventCd', '=', eventCd)
    .orderBy('number')
    .limit(1000)
    .execute();
  return withLevels(db, rows);
}

export async function getAdminHearing(db: Db, id: number): Promise<AdminHearing | undefined> {
  const row = await db.selectFrom('hearings').selectAll().where('id', '=', id).executeTakeFirst();
  return row && (await withLevels(db, [row]))[0];
}

/**
 * A new hearing with the event's next number. 404 (missing) for an unknown event, 409 (exists)
 * past HEARINGS_MAX, 400 on `levelCd` for a class of another event.
 */
export async function createAdminHearing(
  db: Db,
  editor: Editor,
  eventCd: string,
  input: HearingInput,
  max: number,
): Promise<AdminHearing> {
  // another hearing took the number in the meantime: read the highest again, after a moment of a
  // random length (several at once then take their turns)
  return retryOnUniqueViolation(
    () =>
      db.transaction().execute(async (trx) => {
        if (!(await eventExists(trx, eventCd))) throw new EditError('missing', `There is no event ${eventCd}.`);
        const level = await levelOf(trx, eventCd, input.levelCd ?? null);
        const last = await trx
          .selectFrom('hearings')
          .select([(eb) => eb.fn.max('number').as('max'), (eb) => eb.fn.countAll().as('n')])
          .where('eventCd', '=', eventCd)
          .executeTakeFirst();
        if (Number(last?.n ?? 0) >= max)
          throw new EditError('exists', `The event has ${max} hearings, the most it may hold.`);
        const values = {
          eventCd,
          number: last?.max == null ? 1 : Number(last.max) + 1,
          kind: input.kind,
          protestor: input.protestor,
          protestees: (input.protestees ?? []).join('\n'),
          levelCd: input.levelCd ?? null,
          races: (input.races ?? []).join('\n'),
          rules: input.rules ?? null,
          hearingTime: input.hearingTime ?? null,
          room: input.room ?? null,
          roomEn: input.roomEn ?? null,
          status: input.status ?? 'scheduled',
          decision: input.decision ?? null,
          decisionEn: input.decisionEn ?? null,
          decisionFile: input.decisionFile ?? null,
          isPublish: input.isPublish ?? 0,
          createdAt: new Date().toISOString(),
        };
        checkDecided(values);
        return insertOwned(trx, editor, {
          table: 'hearings',
          values,
          entity: 'hearing',
          view: (row) => hearingView(row, level),
          omit: NOT_AUDITED,
        });
      }),
    12,
    (attempt) => 2 + Math.random() * 20 * (attempt + 1),
  );
}

/** a hearing as updateOwned and deleteOwned change it */
const owned = (id: number, sentVersion: string | undefined) =>
  ({
    table: 'hearings',
    key: id,
    sentVersion,
    noun: 'hearing',
    what: (row: { number: number }) => `The hearing ${row.number}`,
    entity: 'hearing',
    omit: NOT_AUDITED,
  }) as const;

export async function updateAdminHearing(
  db: Db,
  editor: Editor,
  id: number,
  patch: HearingPatch,
  sentVersion?: string,
): Promise<AdminHearing> {
  // the class the hearing has after the change (checked to be one of its event's)
  let level: Awaited<ReturnType<typeof levelOf>> = null;
  return updateOwned(db, editor, {
    ...owned(id, sentVersion),
    view: (row) => hearingView(row, level),
    set: async (row, trx) => {
      const p = defined(patch);
      level = await levelOf(trx, row.eventCd, p.levelCd !== undefined ? p.levelCd : row.levelCd);
      const set = {
        ...(p.kind !== undefined ? { kind: p.kind } : {}),
        ...(p.protestor !== undefined ? { protestor: p.protestor } : {}),
        ...(p.protestees !== undefined ? { protestees: p.protestees.join('\n') } : {}),
        ...('levelCd' in p ? { levelCd: p.levelCd ?? null } : {}),
        ...(p.races !== undefined ? { races: p.races.join('\n') } : {}),
        ...('rules' in p ? { rules: p.rules ?? null } : {}),
        ...('hearingTime' in p ? { hearingTime: p.hearingTime ?? null } : {}),
        ...('room' in p ? { room: p.room ?? null } : {}),
        ...('roomEn' in p ? { roomEn: p.roomEn ?? null } : {}),
        ...(p.status !== undefined ? { status: p.status } : {}),
        ...('decision' in p ? { decision: p.decision ?? null } : {}),
        ...('decisionEn' in p ? { decisionEn: p.decisionEn ?? null } : {}),
        ...('decisionFile' in p ? { decisionFile: p.decisionFile ?? null } : {}),
        ...(p.isPublish !== undefined ? { isPublish: p.isPublish } : {}),
      };
      checkDecided({ ...row, ...set });
      return set;
    },
  });
}

/** deletes an unpublished hearing; a published one is refused (409 in-use): unpublish or withdraw it */
export async function deleteAdminHearing(db: Db, editor: Editor, id: number, sentVersion?: string): Promise<void> {
  await deleteOwned(db, editor, {
    ...owned(id, sentVersion),
    view: (row) => hearingView(row),
    check: (row) => {
      if (Number(row.isPublish) === 1)
        throw new EditError(
          'in-use',
          `The hearing ${row.number} is published: unpublish it (or mark it withdrawn) rather than delete it.`,
          undefined,
          { what: 'published' },
        );
    },
  });
}

// ---------------------------------------------------------------- protest time limits

export function timeLimitView(r: Selectable<HearingTimeLimitTable>): HearingTimeLimit {
  return { day: r.day, limitTime: r.limitTime, note: r.note, noteEn: r.noteEn };
}

async function readLimits(db: Db, eventCd: string) {
  return db
    .selectFrom('hearingTimeLimits')
    .selectAll()
    .where('eventCd', '=', eventCd)
    .orderBy('day')
    .limit(100)
    .execute();
}

function limitsOf(eventCd: string, rows: Selectable<HearingTimeLimitTable>[]): AdminTimeLimits {
  const version = rows.reduce<string | null>((v, r) => (v === null || r.updatedAt > v ? r.updatedAt : v), null);
  return { eventCd, limits: rows.map(timeLimitView), updatedAt: version };
}

/** the event's protest time limits by day; undefined when there is no such event */
export async function getAdminTimeLimits(db: Db, eventCd: string): Promise<AdminTimeLimits | undefined> {
  if (!(await eventExists(db, eventCd))) return undefined;
  return limitsOf(eventCd, await readLimits(db, eventCd));
}

export interface TimeLimitInput {
  day: string;
  limitTime: string;
  note?: string | null;
  noteEn?: string | null;
}

/**
 * The event's protest time limits replaced by `limits` (audited as one change of the entity
 * 'hearing-limits', code the event), when `sentVersion` is the list's version (null: it was empty;
 * undefined: not checked)
 */
export async function setAdminTimeLimits(
  db: Db,
  editor: Editor,
  eventCd: string,
  limits: TimeLimitInput[],
  sentVersion?: string | null,
): Promise<AdminTimeLimits> {
  return db.transaction().execute(async (trx) => {
    if (!(await eventExists(trx, eventCd))) throw new EditError('missing', `There is no event ${eventCd}.`);
    const current = limitsOf(eventCd, await readLimits(trx, eventCd));
    if (sentVersion !== undefined && sentVersion !== current.updatedAt)
      throw new EditError(
        'stale',
        `The protest time limits were changed by someone else since you opened them. Reload them and make your change again.`,
      );
    const sorted = [...limits].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
    const next = sorted.map((l) => ({
      day: l.day,
      limitTime: l.limitTime,
      note: l.note ?? null,
      noteEn: l.noteEn ?? null,
    }));
    if (JSON.stringify(next) === JSON.stringify(current.limits)) return current;
    await trx.deleteFrom('hearingTimeLimits').where('eventCd', '=', eventCd).execute();
    const version = nextVersion(current.updatedAt);
    if (next.length > 0)
      await trx
        .insertInto('hearingTimeLimits')
        .values(next.map((l) => ({ ...l, eventCd, updatedAt: version })))
        .execute();
    await audit(trx, {
      staff: editor,
      entity: 'hearing-limits',
      code: eventCd,
      action: 'update',
      before: { limits: current.limits },
      after: { limits: next },
    });
    return { eventCd, limits: next, updatedAt: next.length > 0 ? version : null };
  });
}
