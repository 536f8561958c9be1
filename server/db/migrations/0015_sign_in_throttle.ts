/**
 * migration 0015_sign_in_throttle (both engines; see ./index.ts): the sign-in limits of issue 25
 * (findings 5 and 6; docs/decisions/0015-device-cookies.md).
 *
 * - `sign_in_throttle`: one row per key ('account:<e-mail>' for browsers the account does not
 *   know, 'ip:<address>', 'device:<device cookie id>'): the start of its window, the attempts
 *   reserved in it (a success gives its own back), until when a sign-in is in flight
 *   (`busy_until`) and until when the key is locked; times in ms since the epoch. A sign-in
 *   reserves its attempt with one UPDATE … RETURNING before the password is verified, so
 *   parallel guesses cannot pass the limit (server/queries/sign-in-throttle.ts).
 * - `server_secret`: secrets the server makes for itself once and every process shares; here the
 *   key of the device cookies' HMAC when STAFF_DEVICE_SECRET is not set.
 * - `login_attempt` (migration 0006, one row per failure, checked before and recorded after the
 *   verification: raceable) is dropped.
 */
import crypto from 'node:crypto';
import type { Migration } from 'kysely';
import type { AnyDb } from './helpers.js';
import type { Dialect } from '../dialect.js';

export default function migration(_dialect: Dialect): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('sign_in_throttle')
        .addColumn('key', 'varchar(330)', (c) => c.primaryKey())
        .addColumn('window_start', 'bigint', (c) => c.notNull())
        .addColumn('failures', 'integer', (c) => c.notNull())
        .addColumn('busy_until', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('locked_until', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('sign_in_throttle_window').on('sign_in_throttle').columns(['window_start']).execute();

      await db.schema
        .createTable('server_secret')
        .addColumn('name', 'varchar(32)', (c) => c.primaryKey())
        .addColumn('value', 'varchar(128)', (c) => c.notNull())
        .execute();
      await db
        .insertInto('server_secret' as never)
        .values({ name: 'device-cookie', value: crypto.randomBytes(32).toString('base64url') } as never)
        .execute();

      await db.schema.dropTable('login_attempt').execute();
    },
  };
}
