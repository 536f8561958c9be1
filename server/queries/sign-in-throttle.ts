/**
 * The sign-in limits (issue 25 findings 5 and 6; docs/decisions/0015-device-cookies.md), counted
 * in the database (migration 0015 `sign_in_throttle`) so every process sees them.
 *
 * A sign-in first reserves its attempt on each of its keys, each with one statement
 * (INSERT … ON CONFLICT DO UPDATE … WHERE … RETURNING): the attempt is counted, and the key
 * marked busy, before the password is verified. The statement refuses when the key is locked,
 * when the key's attempts in its window reached the limit, or when another sign-in of the key is
 * in flight (busy), so a burst of parallel guesses verifies at most the limit, one at a time.
 * Afterwards the sign-in settles: a success gives its attempt back, a failure keeps it and locks
 * the key when it was the limit-th.
 *
 * Keys: 'account:<e-mail>' and 'ip:<address>' for a browser the account does not know,
 * 'device:<id>' for one holding the account's device cookie (server/api/admin/device-cookie.ts).
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

type Db = Kysely<Database>;

export interface ThrottleRule {
  /** attempts in a window that lock a key (the limit-th failure locks it) */
  limit: number;
  /** a key's window starts at its first attempt and lasts this long */
  windowMs: number;
  /** how long a lock lasts from the failure that reached the limit */
  lockMs: number;
  /** the longest a sign-in may hold its keys busy (released when it settles; a crashed process's after this) */
  busyMs: number;
}

/** the key of an account's attempts from browsers it does not know */
export const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;
/** the key of a client address's attempts from browsers the account does not know */
export const addressKey = (address: string) => `ip:${address}`;
/** the key of a known browser's attempts (its device cookie's id) */
export const deviceKey = (id: string) => `device:${id}`;

/** the longest key stored (the column is varchar(330)) */
const KEY_MAX = 330;

export type Reservation =
  | { ok: true; keys: string[] }
  | {
      ok: false;
      /** locked: too many failures; busy: another sign-in of the key is in flight */
      reason: 'locked' | 'busy';
      /** the key that refused */
      key: string;
      /** until when (ms since the epoch) */
      until: number;
    };

const fresh = (now: number, rule: ThrottleRule) =>
  sql<boolean>`(sign_in_throttle.window_start <= ${now - rule.windowMs} OR (sign_in_throttle.locked_until > 0 AND sign_in_throttle.locked_until <= ${now}))`;

/** reserves one attempt on `key` in one statement: true when reserved */
async function reserveKey(db: Db, key: string, now: number, rule: ThrottleRule): Promise<boolean> {
  const isFresh = fresh(now, rule);
  const row = await db
    .insertInto('signInThrottle')
    .values({ key, windowStart: now, failures: 1, busyUntil: now + rule.busyMs, lockedUntil: 0 })
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet({
          windowStart: sql<number>`CASE WHEN ${isFresh} THEN ${now} ELSE sign_in_throttle.window_start END`,
          failures: sql<number>`CASE WHEN ${isFresh} THEN 1 ELSE sign_in_throttle.failures + 1 END`,
          lockedUntil: sql<number>`CASE WHEN ${isFresh} THEN 0 ELSE sign_in_throttle.locked_until END`,
          busyUntil: now + rule.busyMs,
        })
        .where(
          sql<boolean>`sign_in_throttle.busy_until <= ${now} AND sign_in_throttle.locked_until <= ${now} AND (${isFresh} OR sign_in_throttle.failures < ${rule.limit})`,
        ),
    )
    .returning('failures')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * why `key` was refused, read after the refusing statement. The row may have changed between the
 * two: the sign-in that held the key busy may have ended meanwhile (its busy mark cleared), which
 * is a refusal for being busy, to try again at once, not a lock: only the limit reached in the
 * current window, without a lock written (a process ended between reserving and settling), is
 * answered as locked until the window's end.
 */
export async function refusal(db: Db, key: string, now: number, rule: ThrottleRule): Promise<Reservation> {
  const row = await db
    .selectFrom('signInThrottle')
    .select(['windowStart', 'failures', 'busyUntil', 'lockedUntil'])
    .where('key', '=', key)
    .executeTakeFirst();
  const locked = Number(row?.lockedUntil ?? 0);
  if (locked > now) return { ok: false, reason: 'locked', key, until: locked };
  const busy = Number(row?.busyUntil ?? 0);
  if (busy > now) return { ok: false, reason: 'busy', key, until: busy };
  const windowEnd = Number(row?.windowStart ?? 0) + rule.windowMs;
  if (row && Number(row.failures) >= rule.limit && windowEnd > now) {
    return { ok: false, reason: 'locked', key, until: windowEnd };
  }
  return { ok: false, reason: 'busy', key, until: now + 1000 };
}

/**
 * Reserves one attempt on every key, in order (the same order everywhere): all, or none (a
 * refused key gives back the reservations made before it).
 */
export async function reserveSignIn(db: Db, keys: string[], now: number, rule: ThrottleRule): Promise<Reservation> {
  const held: string[] = [];
  for (const raw of keys) {
    const key = raw.slice(0, KEY_MAX);
    if (await reserveKey(db, key, now, rule)) {
      held.push(key);
      continue;
    }
    const refused = await refusal(db, key, now, rule);
    if (held.length > 0) await giveBack(db, held);
    return refused;
  }
  return { ok: true, keys: held };
}

/** gives reserved attempts back (a success, or a reservation undone) and ends their busy marks */
async function giveBack(db: Db, keys: string[]): Promise<void> {
  await db
    .updateTable('signInThrottle')
    .set({
      failures: sql<number>`CASE WHEN failures > 0 THEN failures - 1 ELSE 0 END`,
      busyUntil: 0,
    })
    .where('key', 'in', keys)
    .execute();
}

/** a sign-in that succeeded: its attempts are given back */
export async function settleSuccess(db: Db, reservation: { keys: string[] }): Promise<void> {
  if (reservation.keys.length > 0) await giveBack(db, reservation.keys);
}

/**
 * A sign-in that failed: its attempts stay counted; a key whose attempts reached the limit is
 * locked for `lockMs`. Answers the keys this failure locked, with the lock's end.
 */
export async function settleFailure(
  db: Db,
  reservation: { keys: string[] },
  now: number,
  rule: ThrottleRule,
): Promise<{ key: string; until: number }[]> {
  if (reservation.keys.length === 0) return [];
  const until = now + rule.lockMs;
  const rows = await db
    .updateTable('signInThrottle')
    .set({
      busyUntil: 0,
      lockedUntil: sql<number>`CASE WHEN failures >= ${rule.limit} AND locked_until <= ${now} THEN ${until} ELSE locked_until END`,
    })
    .where('key', 'in', reservation.keys)
    .returning(['key', 'failures', 'lockedUntil'])
    .execute();
  await sweep(db, now, rule);
  return rows
    .filter((r) => Number(r.failures) >= rule.limit && Number(r.lockedUntil) === until)
    .map((r) => ({ key: r.key, until }));
}

/** until when `key` is locked (null when it is not) */
export async function lockedUntil(db: Db, key: string, now: number): Promise<number | null> {
  const row = await db.selectFrom('signInThrottle').select('lockedUntil').where('key', '=', key).executeTakeFirst();
  const until = Number(row?.lockedUntil ?? 0);
  return until > now ? until : null;
}

/** lifts the lock of `key` and forgets its attempts: whether it was locked */
export async function unlockKey(db: Db, key: string, now: number): Promise<boolean> {
  const locked = await db
    .updateTable('signInThrottle')
    .set({ failures: 0, lockedUntil: 0, windowStart: now })
    .where('key', '=', key)
    .where('lockedUntil', '>', now)
    .returning('key')
    .execute();
  await db.updateTable('signInThrottle').set({ failures: 0, windowStart: now }).where('key', '=', key).execute();
  return locked.length > 0;
}

let lastSweep = 0;

/** at most once a minute (per process): forget the keys whose window ended, neither locked nor busy */
async function sweep(db: Db, now: number, rule: ThrottleRule): Promise<void> {
  if (now - lastSweep < 60_000 && now >= lastSweep) return;
  lastSweep = now;
  await db
    .deleteFrom('signInThrottle')
    .where('windowStart', '<=', now - rule.windowMs)
    .where('lockedUntil', '<=', now)
    .where('busyUntil', '<=', now)
    .execute();
}
