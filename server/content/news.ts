/** News items: published only, newest first. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { News, Page } from '../../shared/contract.js';
import { offsetOf, toPage } from './paging.js';

type Db = Kysely<Database>;
const COLUMNS = ['newsCd', 'title', 'content', 'thumbUrl', 'publishTime', 'type'] as const;

export async function listNews(db: Db, q: { type?: number; pageNo: number; pageSize: number }): Promise<Page<News>> {
  let base = db.selectFrom('news').where('isPublish', '=', 1);
  if (q.type) base = base.where('type', '=', q.type);
  const [rows, count] = await Promise.all([
    base
      .select(COLUMNS)
      .orderBy('publishTime', 'desc')
      .orderBy('id', 'desc')
      .limit(q.pageSize)
      .offset(offsetOf(q.pageNo, q.pageSize))
      .execute(),
    base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return toPage(rows, Number(count.n), q.pageNo, q.pageSize);
}

export async function getNews(db: Db, newsCd: string): Promise<News | undefined> {
  return db
    .selectFrom('news')
    .select(COLUMNS)
    .where('newsCd', '=', newsCd)
    .where('isPublish', '=', 1)
    .executeTakeFirst();
}
