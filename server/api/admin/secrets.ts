/**
 * The staff console's secrets: argon2id password hashes (docs/decisions/0011), random session
 * ids and API tokens (stored as their SHA-256), and the CSRF token bound to a session.
 * Used by the admin API and by the `npm run staff:*` commands.
 */
import type { FieldIssueCode } from '../../../shared/admin/refusals.js';
import crypto from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { STAFF_LIMITS } from '../../../shared/admin-api.js';

/** argon2id's parameters: memory in KiB, passes, lanes */
export interface PasswordHashCost {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/** what every new hash uses: the library's defaults, OWASP's minimum (m 19 MiB, t 2, p 1; decision 0011) */
export const PASSWORD_HASH_COST: Readonly<PasswordHashCost> = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

let hashCost: Readonly<PasswordHashCost> = PASSWORD_HASH_COST;

/**
 * Test-only knob: the parameters of the hashes made from now on in this process (the answer is
 * the previous ones, to put back). The tests' set-up (tests/helpers/setup.ts) lowers them, since a
 * hash or a verification at full cost takes ~30 ms of CPU and the suite signs in some thousand
 * times; the tests about the cost itself put PASSWORD_HASH_COST back. The app and the scripts
 * never call it. A verification reads the parameters from the stored hash, so it is as cheap or
 * as dear as that hash was made.
 */
export function setPasswordHashCost(cost: Readonly<PasswordHashCost>): Readonly<PasswordHashCost> {
  const previous = hashCost;
  hashCost = cost;
  return previous;
}

/** an argon2id hash (PHC string) of `password`, with PASSWORD_HASH_COST */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { ...hashCost });
}

/** whether `password` matches `passwordHash`; false for a malformed hash too */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** the dummy hash, made once (again if the cost was changed: setPasswordHashCost) */
let dummy: { cost: Readonly<PasswordHashCost>; hash: Promise<string> } | undefined;

/**
 * Verifies `password` against a hash of a random password, always false: what a sign-in with an
 * unknown e-mail does, so it takes as long as one with a wrong password.
 */
export async function verifyDummy(password: string): Promise<false> {
  if (dummy?.cost !== hashCost)
    dummy = { cost: hashCost, hash: hashPassword(crypto.randomBytes(24).toString('base64url')) };
  await verifyPassword(await dummy.hash, password);
  return false;
}

/** passwords people pick first; refused whatever their length */
const COMMON = new Set([
  '1234567890',
  '0123456789',
  '12345678910',
  'qwertyuiop',
  'password12',
  'password123',
  'password1234',
  'passw0rd123',
  'iloveyou12',
  'sailfish123',
  'sailfish2026',
  'administrator',
  'admin12345',
  'admin123456',
  'abcdefghij',
  'abc1234567',
  'qwerty1234',
  'qwerty123456',
  '1q2w3e4r5t',
  '1qaz2wsx3edc',
  'letmein123',
  'welcome123',
]);

/**
 * Why `password` may not be used (a sentence), or null when it may: at least 10 characters (at
 * most 1000), not one character repeated, not a well-known password, not the e-mail address or
 * the name.
 */
export function passwordProblem(password: string, who: { email?: string; name?: string } = {}): string | null {
  return passwordIssue(password, who)?.message ?? null;
}

/** what is wrong with a password as a field issue code (shared/admin/refusals.ts) and its message, or null */
export function passwordIssue(
  password: string,
  who: { email?: string; name?: string } = {},
): { code: FieldIssueCode; params?: { min?: number; max?: number }; message: string } | null {
  const { passwordMin, passwordMax } = STAFF_LIMITS;
  if (password.trim() === '') return { code: 'required', message: 'The password is empty.' };
  if ([...password].length < passwordMin)
    return {
      code: 'password_short',
      params: { min: passwordMin },
      message: `The password must be at least ${passwordMin} characters long.`,
    };
  if (password.length > passwordMax)
    return {
      code: 'too_long',
      params: { max: passwordMax },
      message: `The password must be at most ${passwordMax} characters long.`,
    };
  const lower = password.toLowerCase();
  if (new Set(lower).size <= 2)
    return { code: 'password_simple', message: 'The password is too simple: use more different characters.' };
  if (COMMON.has(lower))
    return { code: 'password_common', message: 'This password is too common: choose another one.' };
  const email = who.email?.toLowerCase();
  if (email && (lower === email || lower === email.split('@')[0]))
    return { code: 'password_personal', message: 'The password may not be the e-mail address.' };
  if (who.name && lower === who.name.toLowerCase())
    return { code: 'password_personal', message: 'The password may not be the name.' };
  return null;
}

/** 32 random bytes, base64url (43 characters): a session id */
export function randomSecret(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** SHA-256 of `value`, hex: how session ids and tokens are stored */
export function sha256Hex(value: string): string {
  return crypto.createHash('sha256').update(value, 'utf8').digest('hex');
}

/** the prefix that makes an API token recognisable (in logs, secret scanners) */
export const TOKEN_PREFIX = 'sf_';
export const TOKEN_PATTERN = /^sf_[A-Za-z0-9_-]{43}$/;

/** a new API token: 'sf_' and 32 random bytes, base64url */
export function newApiToken(): string {
  return `${TOKEN_PREFIX}${randomSecret()}`;
}

/**
 * The CSRF token of a session: HMAC-SHA256 of a fixed label keyed with the session id (which
 * only the HttpOnly cookie holds), base64url. Bound to the session: it changes with each sign-in
 * and cannot be made without the cookie's value, so no copy of it is stored.
 */
export function csrfTokenFor(sessionId: string): string {
  return crypto.createHmac('sha256', sessionId).update('sailfish staff csrf v1').digest('base64url');
}

/** `a === b` in constant time (for secrets of equal length; a different length is false at once) */
export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}
