/**
 * migration 0016_must_change_password (both engines; see ./index.ts): an admin resets a staff
 * member's password in the console (issue 27): a one-time password the person must change at
 * the next sign-in. `must_change_password` is 1 from the reset until they choose their own (0 for
 * every existing account, and for a new one).
 */
import type { Migration } from 'kysely';
import type { AnyDb } from './helpers.js';
import type { Dialect } from '../dialect.js';

export default function migration(_dialect: Dialect): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .alterTable('staff')
        .addColumn('must_change_password', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
  };
}
