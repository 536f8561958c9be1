/**
 * The demo content: events (with a running flagship regatta, its levels, races, results, photos
 * and videos), news, banners, partners, videos, statistics and the site configuration, plus the
 * media files they point at (SVG images, WebP variants of the large ones, HTML announcement and
 * player pages, a small mp4).
 *
 * Deterministic: a seeded generator and dates relative to `now`, so the same `now` gives the same
 * content. Works on SQLite and PostgreSQL (query builder only), in one transaction.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from '../client.js';
import { emptyRows, type SeedContext } from './context.js';
import { seedEvents } from './events.js';
import { seedEntries } from './entries.js';
import { seedNews } from './news.js';
import { seedNotices } from './notices.js';
import { Rng } from './random.js';
import { seedSite } from './site.js';
import { seedHearings } from './hearings.js';
import { writeVariants } from './raster.js';
import { chinaToday } from './time.js';

export { FLAGSHIP_EVENT_CD } from './events.js';
export { DEMO_DATA_CONFIG, DEMO_STATISTICS } from './site.js';

/** the seed of the generator: change it and the whole demo changes */
const SEED = 0x5a11f15;

/** the mp4 kept in the repository (made by scripts/make-demo-video.sh) */
export const DEMO_VIDEO_ASSET = fileURLToPath(new URL('./assets/demo-race.mp4', import.meta.url));

export interface SeedOptions {
  /** where media files are written (served at /uploads) */
  uploadDir: string;
  /** the moment the demo is built around; default: now */
  now?: Date;
}

/** build every row and file in memory (no I/O) */
export function buildDemo(now: Date = new Date()): SeedContext {
  const ctx: SeedContext = { rng: new Rng(SEED), now, today: chinaToday(now), rows: emptyRows(), files: new Map() };
  seedEvents(ctx);
  seedNews(ctx);
  seedSite(ctx);
  seedHearings(ctx);
  seedEntries(ctx);
  seedNotices(ctx, ctx.rows.notices);
  return ctx;
}

/** true when the database has no events yet */
export async function isEmpty(handle: Db): Promise<boolean> {
  const row = await handle.db.selectFrom('events').select('id').limit(1).executeTakeFirst();
  return row === undefined;
}

function* chunks<T>(rows: readonly T[], size: number): Generator<T[]> {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}

/** rows per INSERT: keeps every statement far below both engines' bound-parameter limits */
const BATCH = 100;

function writeFiles(uploadDir: string, files: Map<string, string>): void {
  const dirs = new Set<string>();
  for (const rel of files.keys()) dirs.add(path.dirname(path.join(uploadDir, rel)));
  dirs.add(path.join(uploadDir, 'video'));
  for (const dir of dirs) fs.mkdirSync(dir, { recursive: true });
  for (const [rel, content] of files) fs.writeFileSync(path.join(uploadDir, rel), content);
  if (fs.existsSync(DEMO_VIDEO_ASSET)) {
    fs.copyFileSync(DEMO_VIDEO_ASSET, path.join(uploadDir, 'video', 'demo-race.mp4'));
  }
}

/**
 * Insert the demo content and write its media files under `opts.uploadDir`. Meant for an empty
 * database (see `isEmpty`): unique codes make a second run fail and roll back. Statistics and
 * configuration rows that already exist are kept.
 */
export async function seedDemo(handle: Db, opts: SeedOptions): Promise<void> {
  const { rows, files } = buildDemo(opts.now ?? new Date());
  writeFiles(opts.uploadDir, files);
  // the large pictures as WebP at a few widths, next to their SVG (shared/media-variants.ts)
  await writeVariants(opts.uploadDir, files);
  await handle.db.transaction().execute(async (trx) => {
    for (const part of chunks(rows.events, BATCH)) await trx.insertInto('events').values(part).execute();
    for (const part of chunks(rows.levels, BATCH)) await trx.insertInto('levels').values(part).execute();
    for (const part of chunks(rows.races, BATCH)) await trx.insertInto('races').values(part).execute();
    for (const part of chunks(rows.scorePublications, 20))
      await trx.insertInto('scorePublications').values(part).execute();
    for (const part of chunks(rows.banners, BATCH)) await trx.insertInto('banners').values(part).execute();
    for (const part of chunks(rows.eventImages, BATCH)) await trx.insertInto('eventImages').values(part).execute();
    for (const part of chunks(rows.eventVideos, BATCH)) await trx.insertInto('eventVideos').values(part).execute();
    for (const part of chunks(rows.videos, BATCH)) await trx.insertInto('videos').values(part).execute();
    for (const part of chunks(rows.partners, BATCH)) await trx.insertInto('partners').values(part).execute();
    for (const part of chunks(rows.news, 25)) await trx.insertInto('news').values(part).execute();
    for (const part of chunks(rows.hearings, 50)) await trx.insertInto('hearings').values(part).execute();
    for (const part of chunks(rows.hearingTimeLimits, BATCH))
      await trx.insertInto('hearingTimeLimits').values(part).execute();
    for (const part of chunks(rows.entries, BATCH)) await trx.insertInto('entries').values(part).execute();
    // the notice boards: each notice, then its earlier versions (which name its id)
    for (const { versions, ...notice } of rows.notices) {
      const { id } = await trx.insertInto('notices').values(notice).returning('id').executeTakeFirstOrThrow();
      for (const v of versions ?? [])
        await trx
          .insertInto('noticeVersions')
          .values({ ...v, noticeId: id })
          .execute();
    }
    await trx
      .insertInto('siteStatistics')
      .values(rows.siteStatistics)
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    await trx
      .insertInto('dataConfig')
      .values(rows.dataConfig)
      .onConflict((oc) => oc.column('configKey').doNothing())
      .execute();
  });
}
