/**
 * migration 0019_hearings (both engines; see ./index.ts): an event's protest hearings and the
 * protest time limit of each racing day (issue 30; docs/admin-api.md "Hearings"). A hearing's
 * `number` is the site's, in the order hearings are entered, unique within the event;
 * `protestees` and `races` are lists, one item a line; times are the site's local time.
 * Depends on nothing but the events table (0001).
 */
import type { Migration } from 'kysely';
import { withId, type AnyDb } from './helpers.js';
import type { Dialect } from '../dialect.js';

export default function migration(dialect: Dialect): Migration {
  return {
    async up(db: AnyDb) {
      await withId(dialect, db.schema.createTable('hearings'))
        .addColumn('event_cd', 'text', (c) => c.notNull())
        .addColumn('number', 'integer', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('protestor', 'text', (c) => c.notNull())
        .addColumn('protestees', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('level_cd', 'text')
        .addColumn('races', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('rules', 'text')
        .addColumn('hearing_time', 'text')
        .addColumn('room', 'text')
        .addColumn('room_en', 'text')
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('scheduled'))
        .addColumn('decision', 'text')
        .addColumn('decision_en', 'text')
        .addColumn('decision_file', 'text')
        .addColumn('is_publish', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('hearings_event_number', ['event_cd', 'number'])
        .execute();
      await db.schema.createIndex('hearings_decision_file').on('hearings').column('decision_file').execute();

      await withId(dialect, db.schema.createTable('hearing_time_limits'))
        .addColumn('event_cd', 'text', (c) => c.notNull())
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('limit_time', 'text', (c) => c.notNull())
        .addColumn('note', 'text')
        .addColumn('note_en', 'text')
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('hearing_time_limits_event_day', ['event_cd', 'day'])
        .execute();
    },
  };
}
