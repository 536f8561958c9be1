/** Contact messages: stored (and committed) before the caller is told it worked. */
import type { Kysely, Selectable } from 'kysely';
import type { ContactMessageTable, Database, NewContactMessage } from '../db/schema.js';

type Db = Kysely<Database>;

/** a stored message as sent (the inbox's handling columns are server/queries/admin/inbox.ts's) */
export type StoredMessage = Omit<Selectable<ContactMessageTable>, 'handledAt' | 'handledBy' | 'note' | 'updatedAt'>;

/** inserts one message in its own statement (autocommit): when this resolves, the row is durable */
export async function insertContactMessage(db: Db, message: Omit<NewContactMessage, 'createdAt'>): Promise<number> {
  const row = await db
    .insertInto('contactMessages')
    .values({ ...message, createdAt: new Date().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function listContactMessages(
  db: Db,
  opts: { since?: string; limit?: number } = {},
): Promise<StoredMessage[]> {
  let q = db
    .selectFrom('contactMessages')
    .select(['id', 'name', 'email', 'subject', 'message', 'lang', 'page', 'clientIp', 'userAgent', 'createdAt']);
  if (opts.since) q = q.where('createdAt', '>=', opts.since);
  return q
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(opts.limit ?? 1000)
    .execute();
}
