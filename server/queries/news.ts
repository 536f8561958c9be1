/** News items: published only, newest first, with the content sanitised (sanitize.ts). */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { News, Page } from '../../shared/contract.js';
import { paginate, type PageQuery } from './paging.js';
import { DEFAULT_SANITIZE_OPTIONS, sanitizeNewsHtml, type SanitizeOptions } from './sanitize.js';

type Db = Kysely<Database>;
const COLUMNS = ['newsCd', 'title', 'content', 'thumbUrl', 'publishTime', 'type'] as const;

/** the content is sanitised with the allowlist before it leaves the server (server/queries/sanitize.ts) */
function safe(row: News, opts: SanitizeOptions): News {
  return { ...row, content: sanitizeNewsHtml(row.content, opts) };
}

export async function listNews(
  db: Db,
  q: PageQuery & { type?: number },
  opts: SanitizeOptions = DEFAULT_SANITIZE_OPTIONS,
): Promise<Page<News>> {
  let base = db.selectFrom('news').where('isPublish', '=', 1);
  if (q.type) base = base.where('type', '=', q.type);
  const page = await paginate(base, q, (b) => b.select(COLUMNS).orderBy('publishTime', 'desc').orderBy('id', 'desc'));
  return { ...page, records: page.records.map((row) => safe(row, opts)) };
}

export async function getNews(
  db: Db,
  newsCd: string,
  opts: SanitizeOptions = DEFAULT_SANITIZE_OPTIONS,
): Promise<News | undefined> {
  const row = await db
    .selectFrom('news')
    .select(COLUMNS)
    .where('newsCd', '=', newsCd)
    .where('isPublish', '=', 1)
    .executeTakeFirst();
  return row && safe(row, opts);
}
