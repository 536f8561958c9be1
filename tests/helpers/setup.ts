/**
 * Runs in each test worker before its test files (vitest.config.ts `setupFiles`).
 *
 * Staff passwords are hashed with cheap argon2id parameters: at the real ones (m 19 MiB, t 2) a
 * hash or a verification costs ~30 ms of CPU, and the suite adds and signs in staff some
 * thousand times. What the tests check of passwords (right, wrong, unknown account, reset,
 * lockout) does not depend on the cost. The real parameters are still checked where they
 * matter: the staff commands (tests/unit/staff-cli.test.ts, run as their own process, without
 * this set-up) store a PASSWORD_HASH_COST hash, and the unknown-e-mail timing test
 * (server/api/admin/session.test.ts) and the sign-in limits' bursts of sign-ins in flight
 * (server/api/admin/sign-in-limits.test.ts) put PASSWORD_HASH_COST back for themselves.
 */
import { setPasswordHashCost, type PasswordHashCost } from '../../server/api/admin/secrets.js';

/** the cheapest argon2id the library takes with room to spare: ~1 ms a hash */
export const TEST_PASSWORD_HASH_COST: Readonly<PasswordHashCost> = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

setPasswordHashCost(TEST_PASSWORD_HASH_COST);
