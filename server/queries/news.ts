/**
 * News items: published only, newest first, with the content sanitised (sanitize.ts).
 *
 * A published item whose publish time is still to come (scheduled in the staff console) is not
 * public until then: every read takes `now`, the site's local time ('YYYY-MM-DD HH:mm:ss',
 * shared/site-time.ts; publish times are stored in it), and shows only items published at or
 * before it. server/news-schedule.ts clears the answer and page caches when the next one is due.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { News, Page } from '../../shared/contract.js';
import { siteDateTime } from '../../shared/site-time.js';
import { idsOfPage, toPage, type PageQuery } from './paging.js';
import { publishedCount } from './list-counts.js';
import { DEFAULT_SANITIZE_OPTIONS, sanitizeNewsHtml, type SanitizeOptions } from './sanitize.js';

type Db = Kysely<Database>;
const COLUMNS = ['newsCd', 'title', 'titleEn', 'content', 'contentEn', 'thumbUrl', 'publishTime', 'type'] as const;

/** the content is sanitised with the allowlist before it leaves the server (server/queries/sanitize.ts) */
function safe(row: News, opts: SanitizeOptions): News {
  return { ...row, content: sanitizeNewsHtml(row.content, opts), contentEn: sanitizeNewsHtml(row.contentEn, opts) };
}

/** now on the site's clock in its default zone (a caller with a configured zone passes its own) */
const siteNow = () => siteDateTime(Date.now());

/**
 * How many published items (of a type) are scheduled after `now`: the count kept by list_counts
 * holds them, the public total does not. A range read of news_publish_type_time /
 * news_publish_time over the future rows only (usually none or a few).
 */
async function scheduledCount(db: Db, now: string, type?: number): Promise<number> {
  let q = db
    .selectFrom('news')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('isPublish', '=', 1)
    .where('publishTime', '>', now);
  if (type) q = q.where('type', '=', type);
  const row = await q.executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function listNews(
  db: Db,
  q: PageQuery & { type?: number },
  opts: SanitizeOptions = DEFAULT_SANITIZE_OPTIONS,
  now: string = siteNow(),
): Promise<Page<News>> {
  let base = db.selectFrom('news').where('isPublish', '=', 1).where('publishTime', '<=', now);
  if (q.type) base = base.where('type', '=', q.type);
  // the count kept by list_counts less the scheduled ones, then the page's ids from the list index
  // alone (news_publish_time, news_publish_type_time: no table rows read for the skipped ones), then those rows
  const [counted, scheduled] = await Promise.all([
    publishedCount(db, 'news', q.type || undefined),
    scheduledCount(db, now, q.type || undefined),
  ]);
  const total = Math.max(0, counted - scheduled);
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
  now: string = siteNow(),
): Promise<News | undefined> {
  const row = await db
    .selectFrom('news')
    .select(COLUMNS)
    .where('newsCd', '=', newsCd)
    .where('isPublish', '=', 1)
    .where('publishTime', '<=', now)
    .executeTakeFirst();
  return row && safe(row, opts);
}

/**
 * The publish time of the next scheduled item (published, publish time after `now`), or null:
 * the public lists change then (server/news-schedule.ts). One read of the news_publish_time index.
 */
export async function nextScheduledTime(db: Db, now: string): Promise<string | null> {
  const row = await db
    .selectFrom('news')
    .select('publishTime')
    .where('isPublish', '=', 1)
    .where('publishTime', '>', now)
    .orderBy('publishTime')
    .limit(1)
    .executeTakeFirst();
  return row?.publishTime ?? null;
}
