/** migration 0006_staff (both engines; see ./index.ts): the staff console's accounts, sessions, tokens and audit log */
import type { Migration } from 'kysely';
import type { Dialect } from '../dialect.js';
import { type AnyDb, withId } from './helpers.js';

/** times the application writes: ISO 8601 UTC with milliseconds ('2026-11-24T10:00:00.000Z'), compared as text */
const TIME = 'varchar(24)';

export default function migration(dialect: Dialect): Migration {
  return {
    async up(db: AnyDb) {
      // accounts: e-mail stored lower-cased (the application lower-cases it), role admin|editor|scorer
      await withId(dialect, db.schema.createTable('staff'))
        .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        .addColumn('role', 'varchar(16)', (c) => c.notNull())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', TIME, (c) => c.notNull())
        .addColumn('updated_at', TIME, (c) => c.notNull())
        .execute();

      // sign-in sessions: the key is the SHA-256 (hex) of the cookie's random id, never the id itself
      await db.schema
        .createTable('staff_session')
        .addColumn('id_hash', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id').onDelete('cascade'))
        .addColumn('created_at', TIME, (c) => c.notNull())
        .addColumn('last_seen_at', TIME, (c) => c.notNull())
        /** the absolute end (created_at + 7 days); the idle end is last_seen_at + 12 h */
        .addColumn('expires_at', TIME, (c) => c.notNull())
        .addColumn('user_agent', 'varchar(300)')
        .addColumn('address', 'varchar(64)')
        .execute();
      await db.schema.createIndex('staff_session_staff').on('staff_session').columns(['staff_id']).execute();
      await db.schema.createIndex('staff_session_expires').on('staff_session').columns(['expires_at']).execute();

      // API tokens for machines (the scoring system): stored as SHA-256 (hex) of the token
      await withId(dialect, db.schema.createTable('staff_token'))
        .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id').onDelete('cascade'))
        .addColumn('label', 'varchar(100)', (c) => c.notNull())
        .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('created_at', TIME, (c) => c.notNull())
        .addColumn('last_used_at', TIME)
        .addColumn('revoked_at', TIME)
        .execute();
      await db.schema.createIndex('staff_token_staff').on('staff_token').columns(['staff_id', 'id']).execute();

      // a scorer's events (no foreign key to events: the record of an assignment outlives a renamed code)
      await db.schema
        .createTable('staff_event')
        .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id').onDelete('cascade'))
        .addColumn('event_cd', 'varchar(64)', (c) => c.notNull())
        .addPrimaryKeyConstraint('staff_event_pk', ['staff_id', 'event_cd'])
        .execute();
      await db.schema.createIndex('staff_event_event').on('staff_event').columns(['event_cd']).execute();

      // who changed what, when: only the changed fields, before and after (JSON objects)
      await withId(dialect, db.schema.createTable('audit_log'))
        .addColumn('at', TIME, (c) => c.notNull())
        // (no foreign key: the log outlives anything; null for changes made with the npm run staff:* commands)
        .addColumn('staff_id', 'integer')
        /** how the change was made: 'session', 'token' or 'cli' */
        .addColumn('via', 'varchar(8)', (c) => c.notNull())
        .addColumn('entity', 'varchar(32)', (c) => c.notNull())
        .addColumn('code', 'varchar(64)', (c) => c.notNull())
        .addColumn('action', 'varchar(16)', (c) => c.notNull())
        .addColumn('before_json', 'text')
        .addColumn('after_json', 'text')
        .execute();
      await db.schema.createIndex('audit_log_entity').on('audit_log').columns(['entity', 'code', 'id']).execute();
      await db.schema.createIndex('audit_log_staff').on('audit_log').columns(['staff_id', 'id']).execute();

      // failed sign-ins, one row each, keyed 'email:<address>' or 'ip:<address>': the lockout counts
      // them in the database, so it holds across processes (PostgreSQL behind a load balancer)
      await withId(dialect, db.schema.createTable('login_attempt'))
        .addColumn('key', 'varchar(320)', (c) => c.notNull())
        .addColumn('at', TIME, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('login_attempt_key').on('login_attempt').columns(['key', 'at']).execute();
      await db.schema.createIndex('login_attempt_at').on('login_attempt').columns(['at']).execute();
    },
  };
}
