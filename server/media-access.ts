/**
 * Which files under /uploads are served (issue 17, finding 6; docs/decisions/
 * 0009-media-of-unpublished-records.md): a file is public while a published record refers to
 * it, and only then. Every media column the API serves is asked (an event's logo and thumb, a
 * level's logo under a published event, the photos and videos of a published event, site
 * videos and their posters, banners, published partners' logos, a news item's thumb and the images in its text), and an
 * announcement page ({ANNOUNCEMENT_BASE_URL}{eventCd}.html) is public with its event. A file no
 * record refers to (a staff upload not yet attached, an orphan) is not served.
 *
 * Only files that exist are looked up, and the answer is reused for API_CACHE_TTL_MS, like the
 * API's answers: a file goes out of sight as fast as the record that uses it.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Context, MiddlewareHandler } from 'hono';
import { sql, type Kysely } from 'kysely';
import type { Config } from './config.js';
import type { Database } from './db/schema.js';
import type { ContentChanges } from './content-changes.js';
import { originalsOf } from './uploads.js';
import { variantOriginal } from '../shared/media-variants.js';
import { siteDateTime } from '../shared/site-time.js';

const UPLOADS = '/uploads/';
/** the most answers kept */
const MAX_KEPT = 10_000;

/** a LIKE pattern that matches `text` anywhere, with '!' as the escape character */
function containing(text: string): string {
  return `%${text.replace(/[!%_]/g, '!$&')}%`;
}

/**
 * whether a published record refers to the file at one of `urls` (its path as sent and decoded);
 * a news item is public from its publish time (`now`: the site's local time, shared/site-time.ts)
 */
export async function isPublishedMedia(
  db: Kysely<Database>,
  urls: string[],
  announcementPrefix: string | null,
  now: string = siteDateTime(Date.now()),
): Promise<boolean> {
  const u = [...new Set(urls)];
  type Check = () => { limit(n: number): { executeTakeFirst(): Promise<unknown> } };
  const checks: Check[] = [
    () =>
      db
        .selectFrom('events')
        .select('id')
        .where('isPublish', '=', 1)
        .where((eb) => eb.or([eb('logo', 'in', u), eb('thumb', 'in', u)])),
    () =>
      db
        .selectFrom('levels')
        .innerJoin('events', 'events.eventCd', 'levels.eventCd')
        .select('levels.id')
        .where('events.isPublish', '=', 1)
        .where('levels.logo', 'in', u),
    () =>
      db
        .selectFrom('eventImages')
        .innerJoin('events', 'events.eventCd', 'eventImages.eventCd')
        .select('eventImages.id')
        .where('events.isPublish', '=', 1)
        .where('eventImages.isPublish', '=', 1)
        .where('eventImages.imgUrl', 'in', u),
    () =>
      db
        .selectFrom('eventVideos')
        .innerJoin('events', 'events.eventCd', 'eventVideos.eventCd')
        .select('eventVideos.id')
        .where('events.isPublish', '=', 1)
        .where('eventVideos.isPublish', '=', 1)
        .where((eb) => eb.or([eb('eventVideos.videoUrl', 'in', u), eb('eventVideos.thumbUrl', 'in', u)])),
    () =>
      db
        .selectFrom('videos')
        .select('id')
        .where('isPublish', '=', 1)
        .where((eb) => eb.or([eb('videoUrl', 'in', u), eb('thumbUrl', 'in', u)])),
    () => db.selectFrom('banners').select('id').where('isPublish', '=', 1).where('bannerUrl', 'in', u),
    () => db.selectFrom('partners').select('id').where('isPublish', '=', 1).where('logo', 'in', u),
    () =>
      db
        .selectFrom('news')
        .select('id')
        .where('isPublish', '=', 1)
        .where('publishTime', '<=', now)
        .where((eb) =>
          eb.or([
            eb('thumbUrl', 'in', u),
            ...u.map((url) => sql<boolean>`${sql.ref('content')} like ${containing(url)} escape '!'`),
          ]),
        ),
  ];
  for (const url of u) {
    if (announcementPrefix && url.startsWith(announcementPrefix) && url.endsWith('.html')) {
      const eventCd = url.slice(announcementPrefix.length, -'.html'.length);
      checks.push(() => db.selectFrom('events').select('id').where('isPublish', '=', 1).where('eventCd', '=', eventCd));
    }
  }
  for (const check of checks) {
    if (await check().limit(1).executeTakeFirst()) return true;
  }
  return false;
}

/**
 * Before the static file server of /uploads: a file that exists but no published record refers
 * to answers 404, as one that does not exist.
 */
export function mediaGate({
  db,
  uploadDir,
  config,
  changes,
  staffSees,
}: {
  db: Kysely<Database>;
  uploadDir: string;
  /** SITE_TIME_ZONE: a scheduled news item's pictures are public from its publish time on that clock */
  config: Pick<Config, 'API_CACHE_TTL_MS' | 'ANNOUNCEMENT_BASE_URL'> & Partial<Pick<Config, 'SITE_TIME_ZONE'>>;
  /** the staff console's changes: the answers kept are dropped at once (a file goes public or private with its record) */
  changes?: ContentChanges;
  /**
   * whether the request comes from signed-in staff (the console previews an upload or a draft
   * before it is published): they are served what is not public, privately (no shared cache keeps it)
   */
  staffSees?: (c: Context) => Promise<boolean>;
}): MiddlewareHandler {
  const root = path.resolve(uploadDir);
  const announcementPrefix = config.ANNOUNCEMENT_BASE_URL.startsWith(UPLOADS) ? config.ANNOUNCEMENT_BASE_URL : null;
  const kept = new Map<string, { ok: boolean; at: number }>();
  changes?.on(() => kept.clear());
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const sent = new URL(c.req.url).pathname;
    let decoded: string;
    try {
      decoded = decodeURIComponent(sent);
    } catch {
      return c.text('Not found', 404);
    }
    if (!decoded.startsWith(UPLOADS)) return next();
    // a path that is no file is the static server's 404: no query for it
    const file = path.resolve(root, decoded.slice(UPLOADS.length));
    if (!file.startsWith(root + path.sep)) return next();
    const stat = await fs.promises.stat(file).catch(() => null);
    if (!stat?.isFile()) return next();

    const now = Date.now();
    let answer = kept.get(decoded);
    if (!answer || now - answer.at >= config.API_CACHE_TTL_MS) {
      // a staff upload's WebP variant (/uploads/media/<hash>-w480.webp) is public with its original
      const urls = [sent, decoded, ...originalsOf(decoded)];
      // a demo picture's WebP variant (/uploads/img/banner/home-1-w960.webp) likewise
      const original = variantOriginal(decoded);
      if (original) urls.push(original);
      answer = {
        ok: await isPublishedMedia(db, urls, announcementPrefix, siteDateTime(now, config.SITE_TIME_ZONE)),
        at: now,
      };
      kept.delete(decoded);
      kept.set(decoded, answer);
      if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value as string);
    }
    if (!answer.ok) {
      if (!staffSees || !(await staffSees(c))) return c.text('Not found', 404);
      await next();
      // (kept by /uploads' header middleware in server/app.ts)
      c.header('Cache-Control', 'private, no-store');
      return;
    }
    return next();
  };
}
