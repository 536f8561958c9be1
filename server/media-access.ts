/**
 * Which files under /uploads are served (issue 17, finding 6; docs/decisions/
 * 0009-media-of-unpublished-records.md): a file is public while a published record refers to
 * it, and only then. Every media column the API serves is asked (an event's logo and thumb, a
 * level's logo under a published event, the photos and videos of a published event, site
 * videos and their posters, banners, published partners' logos, a news item's thumb and the images in its text), and an
 * announcement page ({ANNOUNCEMENT_BASE_URL}{eventCd}.html) is public with its event. A file no
 * record refers to (a staff upload not yet attached, an orphan) is not served. Signed-in staff are
 * served a file that is not public when their role may read a record that uses it (issue 25,
 * finding 7: staffMayReadMedia), privately.
 *
 * Only files that exist are looked up, and the answer is reused for API_CACHE_TTL_MS, like the
 * API's answers: a file goes out of sight as fast as the record that uses it.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Context, MiddlewareHandler } from 'hono';
import { sql, type Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Config } from './config.js';
import type { Database } from './db/schema.js';
import type { ContentChanges } from './content-changes.js';
import { originalsOf } from './uploads.js';
import { staffEvents } from './queries/staff.js';
import type { StaffRole } from '../shared/admin-api.js';
import { variantOriginal } from '../shared/media-variants.js';
import { siteDateTime } from '../shared/site-time.js';
import { SingleFlight } from './single-flight.js';

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
    // a published hearing's decision document (issue 30)
    () =>
      db
        .selectFrom('hearings')
        .innerJoin('events', 'events.eventCd', 'hearings.eventCd')
        .select('hearings.id')
        .where('events.isPublish', '=', 1)
        .where('hearings.isPublish', '=', 1)
        .where('hearings.decisionFile', 'in', u),
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
            // (a picture of the English body, migration 0017)
            ...u.map((url) => sql<boolean>`${sql.ref('contentEn')} like ${containing(url)} escape '!'`),
          ]),
        ),
    // a notice's document and the pictures in its texts, and its earlier versions' documents,
    // while it stands on a published event's board (issue 30; withdrawn: none of them)
    () =>
      db
        .selectFrom('notices')
        .innerJoin('events', 'events.eventCd', 'notices.eventCd')
        .select('notices.id')
        .where('events.isPublish', '=', 1)
        .where('notices.isPublish', '=', 1)
        .where('notices.postedAt', 'is not', null)
        .where('notices.withdrawnAt', 'is', null)
        .where((eb) =>
          eb.or([
            eb('notices.fileUrl', 'in', u),
            ...u.map((url) => sql<boolean>`${sql.ref('notices.content')} like ${containing(url)} escape '!'`),
            ...u.map((url) => sql<boolean>`${sql.ref('notices.contentEn')} like ${containing(url)} escape '!'`),
            eb.exists(
              eb
                .selectFrom('noticeVersions')
                .select('noticeVersions.id')
                .whereRef('noticeVersions.noticeId', '=', 'notices.id')
                .where('noticeVersions.fileUrl', 'in', u),
            ),
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

/** signed-in staff as the media gate sees them (a session or API token the admin API accepts) */
export interface MediaViewer {
  id: number;
  role: StaffRole;
}

/**
 * Whether staff may see a file no published record refers to (issue 25, finding 7): only when
 * their role may read a record that uses it (docs/decisions/0009).
 *
 * - Admins and editors read every content record (events and their classes, photos and videos,
 *   news, banners, partners, site videos), published or not, and they alone upload: a file no
 *   record uses yet is one of their uploads (the console shows a picture before its record is
 *   saved). So they see any file.
 * - A scorer reads the classes of the events assigned to them: the logo and thumb of such an
 *   event, its classes' logos and its announcement page, and its notices' documents (issue 30). Nothing else: not news, site content, or
 *   another event's files, and not an upload no record uses.
 */
export async function staffMayReadMedia(
  db: Kysely<Database>,
  urls: string[],
  viewer: MediaViewer,
  announcementPrefix: string | null,
): Promise<boolean> {
  if (viewer.role === 'admin' || viewer.role === 'editor') return true;
  if (viewer.role !== 'scorer') return false;
  const events = await staffEvents(db, viewer.id);
  if (events.length === 0) return false;
  const u = [...new Set(urls)];
  for (const url of u) {
    if (announcementPrefix && url.startsWith(announcementPrefix) && url.endsWith('.html')) {
      if (events.includes(url.slice(announcementPrefix.length, -'.html'.length))) return true;
    }
  }
  const event = await db
    .selectFrom('events')
    .select('id')
    .where('eventCd', 'in', events)
    .where((eb) => eb.or([eb('logo', 'in', u), eb('thumb', 'in', u)]))
    .limit(1)
    .executeTakeFirst();
  if (event) return true;
  // the decision documents of their events' hearings (issue 30)
  const hearing = await db
    .selectFrom('hearings')
    .select('id')
    .where('eventCd', 'in', events)
    .where('decisionFile', 'in', u)
    .limit(1)
    .executeTakeFirst();
  if (hearing) return true;
  const level = await db
    .selectFrom('levels')
    .select('id')
    .where('eventCd', 'in', events)
    .where('logo', 'in', u)
    .limit(1)
    .executeTakeFirst();
  if (level) return true;
  // the documents of their events' notices, drafts and earlier versions included (issue 30)
  const notice = await db
    .selectFrom('notices')
    .select('id')
    .where('eventCd', 'in', events)
    .where((eb) =>
      eb.or([
        eb('fileUrl', 'in', u),
        eb.exists(
          eb
            .selectFrom('noticeVersions')
            .select('noticeVersions.id')
            .whereRef('noticeVersions.noticeId', '=', 'notices.id')
            .where('noticeVersions.fileUrl', 'in', u),
        ),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  return notice !== undefined;
}

/** the admin API's call that names the caller (GET /admin/me): a request handler, in process */
export type AdminRequest = (path: string, init: RequestInit) => Response | Promise<Response>;

/**
 * The signed-in staff member of a request, as the admin API's GET /admin/me answers it (the one
 * place sessions and tokens are checked), or null: no session cookie or bearer token, or one the
 * API refuses.
 */
export function staffByAdminApi(request: AdminRequest, apiPrefix: string, sessionCookie: string) {
  return async (c: Context): Promise<MediaViewer | null> => {
    const cookie = c.req.header('cookie');
    const authorization = c.req.header('authorization');
    if (!cookie?.includes(`${sessionCookie}=`) && !/^\s*Bearer\b/i.test(authorization ?? '')) return null;
    const headers: Record<string, string> = {};
    if (cookie) headers.cookie = cookie;
    if (authorization) headers.authorization = authorization;
    const res = await request(`${apiPrefix}/admin/me`, { headers });
    if (res.status !== 200) return null;
    const body = (await res.json().catch(() => null)) as { result?: { staff?: Partial<MediaViewer> } } | null;
    const staff = body?.result?.staff;
    return typeof staff?.id === 'number' && typeof staff.role === 'string' ? { id: staff.id, role: staff.role } : null;
  };
}

/** the paths a file is referred to by: as sent, decoded, and a variant's original */
function staffUrls(sent: string, decoded: string): string[] {
  const urls = [sent, decoded, ...originalsOf(decoded)];
  const original = variantOriginal(decoded);
  if (original) urls.push(original);
  return urls;
}

/**
 * Before the static file server of /uploads: a file that exists but no published record refers
 * to answers 404, as one that does not exist; signed-in staff are served it when their role may
 * read a record that uses it (staffMayReadMedia), privately.
 */
export function mediaGate({
  db,
  uploadDir,
  config,
  changes,
  staffOf,
}: {
  db: Kysely<Database>;
  uploadDir: string;
  /** SITE_TIME_ZONE: a scheduled news item's pictures are public from its publish time on that clock */
  config: Pick<Config, 'API_CACHE_TTL_MS' | 'ANNOUNCEMENT_BASE_URL'> & Partial<Pick<Config, 'SITE_TIME_ZONE'>>;
  /** the staff console's changes: the answers kept are dropped at once (a file goes public or private with its record) */
  changes?: ContentChanges;
  /**
   * the signed-in staff member of the request, or null (staffByAdminApi): the console previews an
   * upload or a draft before it is published; staff are served what their role may read, privately
   * (no shared cache keeps it)
   */
  staffOf?: (c: Context) => Promise<MediaViewer | null>;
}): MiddlewareHandler {
  const root = path.resolve(uploadDir);
  const announcementPrefix = config.ANNOUNCEMENT_BASE_URL.startsWith(UPLOADS) ? config.ANNOUNCEMENT_BASE_URL : null;
  // each file's answer for API_CACHE_TTL_MS (0: asked every time), the most recently asked kept
  const ttl = config.API_CACHE_TTL_MS;
  const kept = ttl > 0 ? new LRUCache<string, boolean>({ max: MAX_KEPT, ttl, ttlResolution: 0 }) : null;
  // concurrent checks of one file wait for one (issue 29); a check begun before a change is
  // neither joined nor kept after it (the generation)
  const checking = new SingleFlight<boolean>();
  let generation = 0;
  changes?.on(() => {
    generation++;
    kept?.clear();
  });
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

    let ok = kept?.get(decoded);
    if (ok === undefined) {
      // a staff upload's WebP variant (/uploads/media/<hash>-w480.webp) is public with its original,
      // a demo picture's (/uploads/img/banner/home-1-w960.webp) likewise
      const urls = staffUrls(sent, decoded);
      const begun = generation;
      ok = await checking.run(`${begun}|${decoded}`, () =>
        isPublishedMedia(db, urls, announcementPrefix, siteDateTime(Date.now(), config.SITE_TIME_ZONE)),
      );
      if (begun === generation) kept?.set(decoded, ok);
    }
    if (!ok) {
      const viewer = staffOf ? await staffOf(c) : null;
      if (!viewer || !(await staffMayReadMedia(db, staffUrls(sent, decoded), viewer, announcementPrefix)))
        return c.text('Not found', 404);
      await next();
      // (kept by /uploads' header middleware in server/app.ts)
      c.header('Cache-Control', 'private, no-store');
      return;
    }
    return next();
  };
}
