/**
 * Scheduled publishing (issue 20 item 1; docs/admin-api.md "News"): a published post whose
 * publish time is still to come is not public (server/queries/news.ts reads "now" on the site's
 * clock). It appears by itself at that time, but the API answer cache (API_CACHE_TTL_MS) and
 * the page cache (PAGE_CACHE_TTL_MS, a minute by default) would keep serving the list without
 * it for up to their time to live, so a timer in the process signals "content changed"
 * (server/content-changes.ts) when the next scheduled post is due: every cache drops what it
 * holds, and the next request reads the list with the post in it.
 *
 * Why a timer and not a shorter cache life: the caches keep their full use between schedules
 * (the site's normal case), and a post appears at its second instead of up to a TTL later. The
 * timer is armed at start and again after every change (the staff console's, or another
 * process's relayed by server/content-relay.ts: the same signal), and waits at most 24 hours
 * before it looks again (a clock change, a post added by a command without the signal). Each
 * process of a multi-process site runs its own, on the one database, so each clears its own
 * caches at the time.
 */
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { siteDateTime, siteInstant } from '../shared/site-time.js';
import type { ContentChanges } from './content-changes.js';
import type { Database } from './db/schema.js';
import { nextScheduledTime } from './queries/news.js';

/** the longest the timer waits before it looks again */
export const MAX_WAIT_MS = 24 * 60 * 60 * 1000;
/** fired this long after the due second (so the site's clock reads it, never a moment before) */
const MARGIN_MS = 20;
/**
 * and once more this long after: a page or answer whose rendering began a moment before the due
 * second (it read the list without the post) and was kept after the first clearing is dropped too
 */
export const FOLLOW_UP_MS = 2000;

export interface NewsSchedule {
  /** looks for the next scheduled post and sets the timer for it (done at start and on every change) */
  rearm(): Promise<void>;
  /** the publish time the timer waits for ('YYYY-MM-DD HH:mm:ss' site time), null when none */
  readonly next: string | null;
  /** stops the timer and no longer listens for changes */
  stop(): void;
}

export function startNewsSchedule({
  db,
  changes,
  timeZone,
  logger,
  now = Date.now,
}: {
  db: Kysely<Database>;
  changes: ContentChanges;
  timeZone: string;
  logger?: Pick<Logger, 'warn'>;
  /** the clock (tests) */
  now?: () => number;
}): NewsSchedule {
  let timer: NodeJS.Timeout | null = null;
  let followUp: NodeJS.Timeout | null = null;
  let next: string | null = null;
  let stopped = false;
  // a later rearm supersedes one still reading the database
  let generation = 0;

  const clear = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };

  const rearm = async (): Promise<void> => {
    if (stopped) return;
    const mine = ++generation;
    let due: string | null;
    try {
      due = await nextScheduledTime(db, siteDateTime(now(), timeZone));
    } catch (err) {
      // (the database may be closing, or briefly away: the next change or a minute from now tries again)
      if (stopped || mine !== generation) return;
      logger?.warn({ err: (err as Error).message }, 'news schedule: could not read the next publish time');
      clear();
      timer = setTimeout(() => void rearm(), 60_000);
      timer.unref();
      return;
    }
    if (stopped || mine !== generation) return;
    clear();
    next = due;
    if (due === null) return;
    const wait = Math.min(Math.max(siteInstant(due, timeZone) - now() + MARGIN_MS, 0), MAX_WAIT_MS);
    timer = setTimeout(() => {
      timer = null;
      if (siteDateTime(now(), timeZone) >= due) {
        // a post is due: every cache drops its copies, which arms the timer again (the listener below)
        changes.changed();
        if (followUp) clearTimeout(followUp);
        followUp = setTimeout(() => {
          followUp = null;
          if (!stopped) changes.changed();
        }, FOLLOW_UP_MS);
        followUp.unref();
      } else {
        void rearm();
      }
    }, wait);
    // (the timer never keeps the process alive)
    timer.unref();
  };

  const unlisten = changes.on(() => void rearm());
  void rearm();

  return {
    rearm,
    get next() {
      return next;
    },
    stop() {
      stopped = true;
      clear();
      if (followUp) clearTimeout(followUp);
      unlisten();
    },
  };
}
