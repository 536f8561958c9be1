import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, openTestDb, type TestDb } from '../../tests/helpers/test-db.js';
import { DbRateLimiter, RateLimiter, rateLimiterFor } from './rate-limit.js';

describe('RateLimiter', () => {
  it('allows `limit` hits per window per key, then refuses until the window ends', () => {
    let t = 0;
    const rl = new RateLimiter(2, 1000, () => t);
    expect(rl.takeNow('a')).toBe(true);
    expect(rl.takeNow('a')).toBe(true);
    expect(rl.takeNow('a')).toBe(false);
    expect(rl.takeNow('b')).toBe(true);
    t = 1000;
    expect(rl.takeNow('a')).toBe(true);
  });

  it('a limit of 0 turns it off', () => {
    const rl = new RateLimiter(0, 1000);
    for (let i = 0; i < 100; i++) expect(rl.takeNow('a')).toBe(true);
  });

  it('remembers at most maxKeys addresses', () => {
    const rl = new RateLimiter(1, 1000, () => 0, 3);
    for (const k of ['a', 'b', 'c', 'd']) expect(rl.takeNow(k)).toBe(true);
    // 'a' was evicted to make room, so it is counted afresh
    expect(rl.takeNow('a')).toBe(true);
    expect(rl.takeNow('d')).toBe(false);
  });
});

describe.each(dialects())('DbRateLimiter on %s', (dialect) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('two limiters on one database (two processes) share one count per address and window', async () => {
    let now = 1_000_000;
    const clock = () => now;
    const a = new DbRateLimiter(t.db, 'contact', 3, 60_000, clock);
    const b = new DbRateLimiter(t.db, 'contact', 3, 60_000, clock);
    expect(await a.take('192.0.2.1')).toBe(true);
    expect(await b.take('192.0.2.1')).toBe(true);
    expect(await a.take('192.0.2.1')).toBe(true);
    // the fourth hit is refused whichever process it reaches
    expect(await b.take('192.0.2.1')).toBe(false);
    expect(await a.take('192.0.2.1')).toBe(false);
    // another address and another limit have their own counts
    expect(await b.take('192.0.2.2')).toBe(true);
    expect(await new DbRateLimiter(t.db, 'other', 1, 60_000, clock).take('192.0.2.1')).toBe(true);
    // a new window starts when the last has ended
    now += 60_000;
    expect(await a.take('192.0.2.1')).toBe(true);
    expect(await b.take('192.0.2.1')).toBe(true);
    const row = await t.db
      .selectFrom('rateLimits')
      .select(['hits', 'windowStart'])
      .where('bucket', '=', 'contact')
      .where('clientKey', '=', '192.0.2.1')
      .executeTakeFirstOrThrow();
    expect({ hits: Number(row.hits), windowStart: Number(row.windowStart) }).toEqual({ hits: 2, windowStart: now });
  });

  it('counts concurrent hits exactly (no lost update)', async () => {
    const limiter = new DbRateLimiter(t.db, 'burst', 5, 60_000);
    const answers = await Promise.all(Array.from({ length: 12 }, () => limiter.take('198.51.100.7')));
    expect(answers.filter(Boolean)).toHaveLength(5);
  });

  it('forgets ended windows, and a limit of 0 allows everything without a row', async () => {
    let now = 5_000_000;
    const limiter = new DbRateLimiter(t.db, 'sweep', 1, 1000, () => now);
    await limiter.take('203.0.113.1');
    now += 5000;
    await limiter.take('203.0.113.2');
    const keys = await t.db.selectFrom('rateLimits').select('clientKey').where('bucket', '=', 'sweep').execute();
    expect(keys.map((k) => k.clientKey)).toEqual(['203.0.113.2']);
    const off = new DbRateLimiter(t.db, 'off', 0, 1000);
    for (let i = 0; i < 5; i++) expect(await off.take('x')).toBe(true);
    expect(await t.db.selectFrom('rateLimits').select('clientKey').where('bucket', '=', 'off').execute()).toEqual([]);
  });
});

describe('rateLimiterFor', () => {
  it('counts in the database on PostgreSQL and in memory on SQLite', () => {
    const db = {} as never;
    expect(rateLimiterFor({ db, dialect: 'postgres' }, 'contact', 3, 1000)).toBeInstanceOf(DbRateLimiter);
    expect(rateLimiterFor({ db, dialect: 'sqlite' }, 'contact', 3, 1000)).toBeInstanceOf(RateLimiter);
  });
});
