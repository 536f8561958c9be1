/** News items: published only, newest first, with the content sanitised (sanitize.ts). */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { News, Page } from '../../shared/contract.js';
import { idsOfPage, toPage, type PageQuery } from './paging.js';
import { publishedCount } from './list-counts.js';
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
  // the count kept by list_counts, then the page's ids from the list index alone (news_publish_time,
  // news_publish_type_time: no table rows read for the skipped ones), then those rows
  const total = await publishedCount(db, 'news', q.type || undefined);
  const ids = await idsOfPage(total, q, (reverse, limit, offset) => {
    const dir = reverse ? 'asc' : 'desc';
    return base.select('id').orderBy('publishTime', dir).orderBy('id', dir).limit(limit).offset(offset).execute();
  });
  const rows =
    ids.length === 0 ? [] : await db.selectFrom('news').select(COLUMNS).select('id').where('id', 'in', ids).execute();
  const byId = new Map(rows.map(({ id, ...row }) => [id, row]));
  return toPage(
    ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [safe(row, opts)] : [];
    }),
    total,
    q.pageNo,
    q.pageSize,
  );
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
