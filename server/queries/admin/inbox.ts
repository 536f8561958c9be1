/**
 * The contact inbox (issue 20 item 3): the messages visitors sent, newest first, searched in
 * name, e-mail, subject and text, filtered new/handled; marking one handled with a note, and
 * deleting one, each with its audit row in the same transaction.
 */
import { sql, type Transaction } from 'kysely';
import type { AdminContactMessage, ContactStatus } from '../../../shared/admin-inbox.js';
import type { Page } from '../../../shared/api.js';
import type { Database } from '../../db/schema.js';
import { audit } from '../audit.js';
import { escapeLike, paginate, type PageQuery } from '../paging.js';
import { checkVersion, EditError, nextVersion, type Editor, type Db } from './edits.js';

export interface InboxFilter {
  q?: string;
  status?: ContactStatus;
}

function filtered(db: Db | Transaction<Database>, filter: InboxFilter) {
  let base = db.selectFrom('contactMessages as m').leftJoin('staff as s', 's.id', 'm.handledBy');
  if (filter.status === 'new') base = base.where('m.handledAt', 'is', null);
  if (filter.status === 'handled') base = base.where('m.handledAt', 'is not', null);
  const text = filter.q?.trim().toLowerCase();
  if (text) {
    const like = `%${escapeLike(text)}%`;
    base = base.where((eb) =>
      eb.or(
        (['m.name', 'm.email', 'm.subject', 'm.message'] as const).map(
          (col) => sql<boolean>`lower(${sql.ref(col)}) LIKE ${like} ESCAPE '\\'`,
        ),
      ),
    );
  }
  return base;
}

const COLUMNS = [
  'm.id',
  'm.createdAt',
  'm.name',
  'm.email',
  'm.subject',
  'm.message',
  'm.lang',
  'm.page',
  'm.handledAt',
  'm.handledBy',
  'm.note',
  'm.updatedAt',
  's.name as handledByName',
] as const;

/** the messages of `filter` with the columns the console shows (and who handled each, by name) */
const messages = (db: Db | Transaction<Database>, filter: InboxFilter) => filtered(db, filter).select(COLUMNS);
type Row = NonNullable<Awaited<ReturnType<ReturnType<typeof messages>['executeTakeFirst']>>>;

function toMessage(r: Row): AdminContactMessage {
  return {
    id: Number(r.id),
    createdAt: r.createdAt,
    name: r.name,
    email: r.email,
    subject: r.subject,
    message: r.message,
    lang: r.lang,
    page: r.page,
    status: r.handledAt ? 'handled' : 'new',
    handledAt: r.handledAt,
    handledBy: r.handledBy === null ? null : { id: Number(r.handledBy), name: r.handledByName ?? '' },
    note: r.note,
    updatedAt: r.updatedAt ?? r.createdAt,
  };
}

/** one page of the inbox, newest first */
export async function listInbox(db: Db, filter: InboxFilter, page: PageQuery): Promise<Page<AdminContactMessage>> {
  const result = await paginate(filtered(db, filter), page, (b) =>
    b.select(COLUMNS).orderBy('m.createdAt', 'desc').orderBy('m.id', 'desc'),
  );
  return { ...result, records: result.records.map((r) => toMessage(r as Row)) };
}

/** the filtered inbox (at most `limit` messages, the newest), newest first: the CSV export */
export async function exportInbox(db: Db, filter: InboxFilter, limit: number): Promise<AdminContactMessage[]> {
  const rows = await messages(db, filter).orderBy('m.createdAt', 'desc').orderBy('m.id', 'desc').limit(limit).execute();
  return rows.map(toMessage);
}

/** how many messages have the status */
export async function countInbox(db: Db, status: ContactStatus): Promise<number> {
  const row = await db
    .selectFrom('contactMessages')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('handledAt', status === 'new' ? 'is' : 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function readOne(db: Db | Transaction<Database>, id: number): Promise<AdminContactMessage | undefined> {
  const row = await messages(db, {}).where('m.id', '=', id).executeTakeFirst();
  return row ? toMessage(row) : undefined;
}

/** one message (undefined: none has the id) */
export function getInboxMessage(db: Db, id: number): Promise<AdminContactMessage | undefined> {
  return readOne(db, id);
}

/** what the audit log keeps of a message's handling */
const handling = (m: AdminContactMessage) => ({ status: m.status, note: m.note });

/**
 * Marks a message handled (now, by the editor) or new again, and/or sets its note (empty: none);
 * audited ('update', the changed fields). Nothing changes, nothing is written.
 */
export async function updateInboxMessage(
  db: Db,
  editor: Editor,
  id: number,
  change: { status?: ContactStatus; note?: string; updatedAt?: string },
): Promise<AdminContactMessage> {
  return db.transaction().execute(async (trx) => {
    const before = await readOne(trx, id);
    if (!before) throw new EditError('missing', `There is no message ${id}.`);
    checkVersion(`Message ${id}`, before.updatedAt, change.updatedAt);
    const note = change.note === undefined ? before.note : change.note.trim() === '' ? null : change.note;
    const status = change.status ?? before.status;
    if (status === before.status && note === before.note) return before;
    const values: { note: string | null; updatedAt: string; handledAt?: string | null; handledBy?: number | null } = {
      note,
      updatedAt: nextVersion(before.updatedAt),
    };
    if (status !== before.status) {
      values.handledAt = status === 'handled' ? new Date().toISOString() : null;
      values.handledBy = status === 'handled' ? editor.id : null;
    }
    await trx.updateTable('contactMessages').set(values).where('id', '=', id).execute();
    const after = (await readOne(trx, id))!;
    await audit(trx, {
      staff: editor,
      entity: 'contact',
      code: id,
      action: 'update',
      before: handling(before),
      after: handling(after),
    });
    return after;
  });
}

/** deletes a message (audited with what it held) */
export async function deleteInboxMessage(db: Db, editor: Editor, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await readOne(trx, id);
    if (!before) throw new EditError('missing', `There is no message ${id}.`);
    await trx.deleteFrom('contactMessages').where('id', '=', id).execute();
    const { handledBy, ...kept } = before;
    await audit(trx, {
      staff: editor,
      entity: 'contact',
      code: id,
      action: 'delete',
      before: { ...kept, handledBy: handledBy?.name ?? null },
    });
  });
}
