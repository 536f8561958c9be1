/**
 * Device cookies (OWASP "Slow Down Online Guessing Attacks with Device Cookies"; issue 25
 * finding 5; docs/decisions/0015-device-cookies.md). A browser that signs in to an account gets a
 * signed, long-lived cookie bound to that account; at the next sign-in it proves the browser
 * has signed in to the account before, and its attempts are counted on their own key, apart from
 * failures of unknown browsers. So wrong passwords sent without it never lock out its holder.
 *
 * The cookie holds up to five entries (the newest first), one per account, separated by '~':
 * `<staff id>.<issued, seconds base 36>.<nonce>.<mac>`, where mac is the HMAC-SHA256 of those
 * three and of the SHA-256 of the account's password hash, keyed with the server's secret
 * (STAFF_DEVICE_SECRET, else one the server made once and keeps in the database). A new password
 * makes every device cookie of the account unknown. Nothing is stored per device.
 */
import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { safeEqual, sha256Hex } from './secrets.js';

/** a device cookie is known for this long after the sign-in that made it (each sign-in makes a new one) */
export const DEVICE_MAX_MS = 180 * 24 * 3600_000;
/** entries (accounts) one browser's cookie keeps */
export const DEVICE_ENTRIES = 5;

const ENTRY = /^([1-9]\d{0,9})\.([0-9a-z]{1,10})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

interface Entry {
  staffId: number;
  issued: string;
  nonce: string;
  mac: string;
  raw: string;
}

function entries(value: string | undefined): Entry[] {
  if (!value || value.length > 1000) return [];
  const out: Entry[] = [];
  for (const raw of value.split('~').slice(0, DEVICE_ENTRIES)) {
    const m = ENTRY.exec(raw);
    if (m) out.push({ staffId: Number(m[1]), issued: m[2]!, nonce: m[3]!, mac: m[4]!, raw });
  }
  return out;
}

function macOf(secret: string, staffId: number, issued: string, nonce: string, passwordHash: string): string {
  return crypto
    .createHmac('sha256', secret)
    .update(`sailfish staff device v1\n${staffId}\n${issued}\n${nonce}\n${sha256Hex(passwordHash)}`)
    .digest('base64url');
}

/**
 * The device id (the entry's nonce) when the cookie proves this browser signed in to the account
 * (its entry for the account is signed with the secret, for the current password, not too old);
 * null otherwise.
 */
export function knownDevice(
  value: string | undefined,
  staff: { id: number; passwordHash: string },
  secret: string,
  now: number,
): string | null {
  for (const e of entries(value)) {
    if (e.staffId !== staff.id) continue;
    const issuedMs = parseInt(e.issued, 36) * 1000;
    if (!(issuedMs <= now + 60_000 && now - issuedMs < DEVICE_MAX_MS)) continue;
    if (safeEqual(e.mac, macOf(secret, staff.id, e.issued, e.nonce, staff.passwordHash))) return e.nonce;
  }
  return null;
}

/** the cookie's new value after a sign-in to the account: a new entry for it first, the other accounts' after */
export function issueDevice(
  value: string | undefined,
  staff: { id: number; passwordHash: string },
  secret: string,
  now: number,
): string {
  const issued = Math.floor(now / 1000).toString(36);
  const nonce = crypto.randomBytes(16).toString('base64url');
  const entry = `${staff.id}.${issued}.${nonce}.${macOf(secret, staff.id, issued, nonce, staff.passwordHash)}`;
  const others = entries(value)
    .filter((e) => e.staffId !== staff.id)
    .map((e) => e.raw);
  return [entry, ...others].slice(0, DEVICE_ENTRIES).join('~');
}

const stored = new WeakMap<object, Promise<string>>();

/**
 * The HMAC key: `configured` (STAFF_DEVICE_SECRET) when set, else the one migration 0015 made
 * and stored in the database (every process of the site reads the same), read once per database.
 */
export function deviceSecret(db: Kysely<Database>, configured?: string): Promise<string> {
  if (configured) return Promise.resolve(configured);
  let secret = stored.get(db);
  if (!secret) {
    secret = db
      .selectFrom('serverSecret')
      .select('value')
      .where('name', '=', 'device-cookie')
      .executeTakeFirstOrThrow()
      .then((r) => r.value);
    secret.catch(() => stored.delete(db));
    stored.set(db, secret);
  }
  return secret;
}
