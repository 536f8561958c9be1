/**
 * News in the staff console (issue 20 item 1): every post, draft, scheduled or published, and
 * its changes. Each change runs in one transaction with its audit row (../audit.ts), checks the
 * `updatedAt` the editor read (409 on a stale copy) and writes a new one. The content is passed
 * through the public pages' sanitiser (../sanitize.ts, DEFAULT_SANITIZE_OPTIONS) before it is
 * stored, so what the database holds is already what the public site may show (the public
 * queries sanitise again when they read it).
 *
 * `now` is the site's local time ('YYYY-MM-DD HH:mm:ss', shared/site-time.ts): a post's state
 * (draft / scheduled / published) is computed against it.
 */
import { sql, type Selectable } from 'kysely';
import { newsState, type AdminNews, type NewsState } from '../../../shared/admin-news.js';
import type { Page } from '../../../shared/api.js';
import type { NewsTable } from '../../db/schema.js';
import { escapeLike, paginate, type PageQuery } from '../paging.js';
import { DEFAULT_SANITIZE_OPTIONS, sanitizeNewsHtml } from '../sanitize.js';
import {
  changes,
  defined,
  deleteOwned,
  insertOwned,
  retryOnUniqueViolation,
  updateOwned,
  type Editor,
  type Db,
  type Trx,
} from './edits.js';

type NewsRow = Selectable<NewsTable>;

export interface NewsFilter {
  /** in the title, the English title and the content (case-insensitive for Latin letters, literally) */
  q?: string;
  type?: number;
  state?: NewsState;
}

export interface NewsInput {
  title: string;
  titleEn?: string | null;
  type: number;
  thumbUrl?: string | null;
  /** 'YYYY-MM-DD HH:mm:ss', the site's local time */
  publishTime: string;
  isPublish?: number;
  /** HTML as the editor wrote it (sanitised here before it is stored) */
  content: string;
  /** the English body, the same way ('' or absent: none; migration 0017) */
  contentEn?: string;
}

export type NewsPatch = Partial<NewsInput>;

/** never in an audit row: the version (every change has a new one) and the computed state */
const NOT_AUDITED = ['updatedAt', 'state'] as const;

/**
 * A post as the admin API answers it. The content is sanitised on every read too (issue 25,
 * finding 9): a body that reached the database by another way than this module (an import, a
 * restore, an older version, SQL) never reaches the console's preview or editor as it is.
 */
export function newsView(r: NewsRow, now: string): AdminNews {
  const isPublish = Number(r.isPublish) === 1 ? 1 : 0;
  return {
    newsCd: r.newsCd,
    title: r.title,
    titleEn: r.titleEn,
    type: Number(r.type),
    thumbUrl: r.thumbUrl,
    publishTime: r.publishTime,
    isPublish,
    content: storedContent(r.content),
    contentEn: storedContent(r.contentEn),
    state: newsState({ isPublish, publishTime: r.publishTime }, now),
    updatedAt: r.updatedAt,
  };
}

/** the HTML the public pages may show: what is stored */
export function storedContent(html: string): string {
  return sanitizeNewsHtml(html, DEFAULT_SANITIZE_OPTIONS);
}

function filtered(db: Db, filter: NewsFilter, now: string) {
  let base = db.selectFrom('news');
  if (filter.type) base = base.where('type', '=', filter.type);
  if (filter.state === 'draft') base = base.where('isPublish', '=', 0);
  if (filter.state === 'scheduled') base = base.where('isPublish', '=', 1).where('publishTime', '>', now);
  if (filter.state === 'published') base = base.where('isPublish', '=', 1).where('publishTime', '<=', now);
  const text = filter.q?.trim().toLowerCase();
  if (text) {
    const like = `%${escapeLike(text)}%`;
    base = base.where((eb) =>
      eb.or(
        (['title', 'titleEn', 'content', 'contentEn'] as const).map(
          (col) => sql<boolean>`lower(${sql.ref(col)}) LIKE ${like} ESCAPE '\\'`,
        ),
      ),
    );
  }
  return base;
}

/** a page of every post, newest publish time first */
export async function listAdminNews(
  db: Db,
  filter: NewsFilter,
  page: PageQuery,
  now: string,
): Promise<Page<AdminNews>> {
  const result = await paginate(filtered(db, filter, now), page, (b) =>
    b.selectAll().orderBy('publishTime', 'desc').orderBy('id', 'desc'),
  );
  return { ...result, records: result.records.map((r) => newsView(r as NewsRow, now)) };
}

async function newsRow(db: Db | Trx, newsCd: string): Promise<NewsRow | undefined> {
  return db.selectFrom('news').selectAll().where('newsCd', '=', newsCd).executeTakeFirst();
}

export async function getAdminNews(db: Db, newsCd: string, now: string): Promise<AdminNews | undefined> {
  const row = await newsRow(db, newsCd);
  return row && newsView(row, now);
}

/** a post as updateOwned and deleteOwned change it (its state computed against `now`) */
const owned = (newsCd: string, sentVersion: string | undefined, now: string) =>
  ({
    table: 'news',
    key: newsCd,
    sentVersion,
    noun: 'news post',
    entity: 'news',
    view: (row: NewsRow) => newsView(row, now),
    omit: NOT_AUDITED,
  }) as const;

/**
 * The next free code of a post published on the day of `publishTime`: N + YYYYMMDD + a two-digit
 * number (N2026112401, as the seed's), three digits after the 99th of a day.
 */
async function nextNewsCd(trx: Trx, publishTime: string): Promise<string> {
  const prefix = `N${publishTime.slice(0, 10).replace(/-/g, '')}`;
  const taken = await trx.selectFrom('news').select('newsCd').where('newsCd', 'like', `${prefix}%`).execute();
  let max = 0;
  for (const { newsCd } of taken) {
    const rest = newsCd.slice(prefix.length);
    if (/^\d{2,4}$/.test(rest)) max = Math.max(max, Number(rest));
  }
  return `${prefix}${String(max + 1).padStart(2, '0')}`;
}

/**
 * The columns a post is stored in, on insert (the input, its content sanitised) and on update
 * (the stored post with the fields sent over it): absent optional fields stored as null / 0 / ''.
 * The content must be sanitised already (storedContent).
 */
function storedColumns(post: NewsInput) {
  return {
    title: post.title,
    titleEn: post.titleEn ?? null,
    type: post.type,
    thumbUrl: post.thumbUrl ?? null,
    publishTime: post.publishTime,
    isPublish: post.isPublish ?? 0,
    content: post.content,
    contentEn: post.contentEn ?? '',
  };
}

/** a new post with the next free code (a code taken meanwhile by another editor's save: tried again) */
export async function createAdminNews(db: Db, editor: Editor, input: NewsInput, now: string): Promise<AdminNews> {
  return retryOnUniqueViolation(() =>
    db.transaction().execute(async (trx) =>
      insertOwned(trx, editor, {
        table: 'news',
        values: {
          newsCd: await nextNewsCd(trx, input.publishTime),
          ...storedColumns({
            ...input,
            content: storedContent(input.content),
            contentEn: storedContent(input.contentEn ?? ''),
          }),
        },
        entity: 'news',
        view: (row) => newsView(row, now),
        omit: NOT_AUDITED,
      }),
    ),
  );
}

/** changes the fields sent (the content sanitised); nothing changed, nothing written */
export async function updateAdminNews(
  db: Db,
  editor: Editor,
  newsCd: string,
  patch: NewsPatch,
  sentVersion: string | undefined,
  now: string,
): Promise<AdminNews> {
  const given = defined({
    ...patch,
    content: patch.content === undefined ? undefined : storedContent(patch.content),
    contentEn: patch.contentEn === undefined ? undefined : storedContent(patch.contentEn),
  });
  return updateOwned(db, editor, {
    ...owned(newsCd, sentVersion, now),
    set: (row) => {
      const before = newsView(row, now);
      if (!changes(before, given)) return undefined;
      return storedColumns({ ...before, ...given });
    },
  });
}

export async function deleteAdminNews(
  db: Db,
  editor: Editor,
  newsCd: string,
  sentVersion: string | undefined,
  now: string,
): Promise<void> {
  await deleteOwned(db, editor, owned(newsCd, sentVersion, now));
}
