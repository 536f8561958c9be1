/**
 * Fixed-window counters per client address (the contact form's limit).
 *
 * - `RateLimiter` counts in process memory (lru-cache, bounded): right for one process (SQLite runs one).
 * - `DbRateLimiter` counts in the database (table rate_limits, migration 0013): every process on
 *   one PostgreSQL database shares the count, so a client cannot multiply its allowance by the
 *   number of processes behind the load balancer (issue 20 item 4). One atomic upsert a hit.
 *
 * `rateLimiterFor` picks: the database on PostgreSQL, memory on SQLite.
 */
import { sql, type Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Database } from '../db/schema.js';
import type { Dialect } from '../db/dialect.js';

/** what the contact call asks: may this client send one more? (counts the hit) */
export interface HitLimiter {
  take(key: string): Promise<boolean>;
}

export class RateLimiter implements HitLimiter {
  /** each address's window: the least recently seen forgotten first beyond maxKeys (lru-cache) */
  private readonly hits: LRUCache<string, { count: number; resetAt: number }>;

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
    /** most addresses remembered at once, so a flood of addresses cannot grow memory without bound */
    maxKeys = 100_000,
  ) {
    this.hits = new LRUCache({ max: maxKeys });
  }

  /** counts one hit; false when the address is over its limit (a limit of 0 allows everything) */
  take(key: string): Promise<boolean> {
    return Promise.resolve(this.takeNow(key));
  }

  /** take() without the promise */
  takeNow(key: string): boolean {
    if (this.limit <= 0) return true;
    const now = this.now();
    const entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) {
      this.hits.set(key, { count: 1, resetAt: now + this.windowMs });
      return true;
    }
    if (entry.count >= this.limit) return false;
    entry.count += 1;
    return true;
  }
}

/** the longest client key stored (the column is varchar(128)) */
const KEY_MAX = 128;

export class DbRateLimiter implements HitLimiter {
  private lastSweep = 0;

  constructor(
    private readonly db: Kysely<Database>,
    /** which limit ('contact'): one table holds several */
    private readonly bucket: string,
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * counts one hit in the shared row of (bucket, key) in one statement: a new window when the
   * row's has ended (or there is none), else one more hit; false when that makes more than `limit`
   */
  async take(key: string): Promise<boolean> {
    if (this.limit <= 0) return true;
    const now = this.now();
    const clientKey = key.slice(0, KEY_MAX);
    const ended = now - this.windowMs;
    const row = await this.db
      .insertInto('rateLimits')
      .values({ bucket: this.bucket, clientKey, windowStart: now, hits: 1 })
      .onConflict((oc) =>
        oc.columns(['bucket', 'clientKey']).doUpdateSet({
          windowStart: sql<number>`CASE WHEN rate_limits.window_start <= ${ended} THEN ${now} ELSE rate_limits.window_start END`,
          hits: sql<number>`CASE WHEN rate_limits.window_start <= ${ended} THEN 1 ELSE rate_limits.hits + 1 END`,
        }),
      )
      .returning('hits')
      .executeTakeFirstOrThrow();
    await this.sweep(now);
    return Number(row.hits) <= this.limit;
  }

  /** at most once a window (per process): forget the windows that have ended */
  private async sweep(now: number): Promise<void> {
    if (now - this.lastSweep < this.windowMs) return;
    this.lastSweep = now;
    await this.db
      .deleteFrom('rateLimits')
      .where('bucket', '=', this.bucket)
      .where('windowStart', '<=', now - this.windowMs)
      .execute();
  }
}

/** the contact form's limiter: shared through the database on PostgreSQL, in memory on SQLite (one process) */
export function rateLimiterFor(
  handle: { db: Kysely<Database>; dialect: Dialect },
  bucket: string,
  limit: number,
  windowMs: number,
): HitLimiter {
  return handle.dialect === 'postgres'
    ? new DbRateLimiter(handle.db, bucket, limit, windowMs)
    : new RateLimiter(limit, windowMs);
}
