/**
 * The scheduled-publishing timer (server/news-schedule.ts) on a fake clock: it signals "content
 * changed" when the next scheduled post is due (not before, not for a draft or a past post),
 * looks again after at most 24 hours without signalling, and is armed again by every change.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { siteDateTime } from '../shared/site-time.js';
import { ContentChanges } from './content-changes.js';
import { createNews } from './db/factories.js';
import { FOLLOW_UP_MS, MAX_WAIT_MS, startNewsSchedule, type NewsSchedule } from './news-schedule.js';
import { openTestDb, type TestDb } from '../tests/helpers/test-db.js';

const HOUR = 60 * 60 * 1000;
/** 2026-11-24 08:00:00 in Shanghai */
const START = Date.UTC(2026, 10, 24, 0, 0, 0);

describe('the news schedule', () => {
  let db: TestDb;
  let schedule: NewsSchedule | undefined;
  let signals: number;
  let changes: ContentChanges;

  beforeAll(async () => {
    db = await openTestDb('sqlite');
  });
  afterAll(async () => {
    await db?.close();
  });
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: START });
    await db.db.deleteFrom('news').execute();
    changes = new ContentChanges();
    signals = 0;
    changes.on(() => signals++);
  });
  afterEach(() => {
    schedule?.stop();
    vi.useRealTimers();
  });

  /** lets the database reads of a re-arm finish (they are promises, not timers) */
  const settle = async () => {
    for (let i = 0; i < 5; i++) await new Promise<void>((resolve) => queueMicrotask(resolve));
    await vi.advanceTimersByTimeAsync(0);
  };
  const start = async () => {
    schedule = startNewsSchedule({ db: db.db, changes, timeZone: 'Asia/Shanghai' });
    await schedule.rearm();
  };

  it('signals when the next scheduled post is due, and only then', async () => {
    await createNews(db.db, { publishTime: siteDateTime(START - HOUR) }); // already public
    await createNews(db.db, { publishTime: siteDateTime(START + HOUR / 2), isPublish: 0 }); // a draft
    await createNews(db.db, { publishTime: '2026-11-24 10:00:00' }); // in two hours
    await start();
    expect(schedule!.next).toBe('2026-11-24 10:00:00');
    await vi.advanceTimersByTimeAsync(2 * HOUR - 1000);
    expect(signals).toBe(0);
    await vi.advanceTimersByTimeAsync(1000 + 100);
    await settle();
    expect(signals).toBe(1);
    expect(schedule!.next).toBeNull(); // armed again: nothing else to wait for
    // once more a moment later (a page rendered just before the second and kept after the first)
    await vi.advanceTimersByTimeAsync(FOLLOW_UP_MS);
    await settle();
    expect(signals).toBe(2);
    await vi.advanceTimersByTimeAsync(10 * 24 * HOUR);
    expect(signals).toBe(2);
  });

  it('looks again after 24 hours without signalling, for a post days ahead', async () => {
    await createNews(db.db, { publishTime: siteDateTime(START + 3 * 24 * HOUR) });
    await start();
    await vi.advanceTimersByTimeAsync(MAX_WAIT_MS);
    await settle();
    expect(signals).toBe(0);
    expect(schedule!.next).toBe(siteDateTime(START + 3 * 24 * HOUR));
    await vi.advanceTimersByTimeAsync(2 * 24 * HOUR + 100);
    await settle();
    expect(signals).toBe(1);
  });

  it('is armed again by a change: a post scheduled sooner, or one taken back', async () => {
    await createNews(db.db, { publishTime: siteDateTime(START + 5 * HOUR) });
    await start();
    expect(schedule!.next).toBe(siteDateTime(START + 5 * HOUR));
    // a post for an hour from now, saved in the console (the admin API signals after the commit)
    await createNews(db.db, { publishTime: siteDateTime(START + HOUR) });
    changes.changed();
    await settle();
    expect(schedule!.next).toBe(siteDateTime(START + HOUR));
    signals = 0;
    await vi.advanceTimersByTimeAsync(HOUR + 100);
    await settle();
    expect(signals).toBe(1);
    await vi.advanceTimersByTimeAsync(FOLLOW_UP_MS);
    // one for three hours from now, then unpublished: not waited for
    const later = await createNews(db.db, { publishTime: siteDateTime(START + 3 * HOUR) });
    changes.changed();
    await settle();
    expect(schedule!.next).toBe(siteDateTime(START + 3 * HOUR));
    await db.db.updateTable('news').set({ isPublish: 0 }).where('id', '=', later.id).execute();
    changes.changed();
    await settle();
    expect(schedule!.next).toBe(siteDateTime(START + 5 * HOUR));
    signals = 0;
    await vi.advanceTimersByTimeAsync(3 * HOUR);
    await settle();
    expect(signals).toBe(0);
    await vi.advanceTimersByTimeAsync(HOUR);
    await settle();
    expect(signals).toBe(2); // at five hours, and its follow-up
  });

  it('stops', async () => {
    await createNews(db.db, { publishTime: siteDateTime(START + HOUR) });
    await start();
    schedule!.stop();
    await vi.advanceTimersByTimeAsync(2 * HOUR);
    expect(signals).toBe(0);
  });
});
