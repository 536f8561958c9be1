/**
 * migration 0013_rate_limits (both engines; see ./index.ts): the rate limits that must hold
 * across server processes (issue 20 item 4: the contact form) are counted in the database when
 * it is PostgreSQL (server/api/rate-limit-db.ts); SQLite runs one process and counts in memory,
 * but has the table too so the schema is one. One row per limit (`bucket`, e.g. 'contact') and
 * client key (`client_key`, the address): the start of its current window (ms since the epoch)
 * and the hits in it.
 */
import type { Migration } from 'kysely';
import type { AnyDb } from './helpers.js';
import type { Dialect } from '../dialect.js';

export default function migration(_dialect: Dialect): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('rate_limits')
        .addColumn('bucket', 'varchar(32)', (c) => c.notNull())
        .addColumn('client_key', 'varchar(128)', (c) => c.notNull())
        .addColumn('window_start', 'bigint', (c) => c.notNull())
        .addColumn('hits', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('rate_limits_pk', ['bucket', 'client_key'])
        .execute();
      await db.schema.createIndex('rate_limits_window').on('rate_limits').columns(['window_start']).execute();
    },
  };
}
