/**
 * migration 0010_contact_inbox (both engines; see ./index.ts): the staff console's contact inbox
 * (issue 20 item 3). A message is new until a staff member marks it handled: `handled_at` (ISO
 * time, null while new), `handled_by` (a staff id), the staff's `note`, and `updated_at` (the
 * version a console form sends back; null until the first change, when `created_at` stands for
 * it). The index serves the inbox's filter (new/handled) in its order (newest first) and the
 * dashboard's count of new messages.
 */
import type { Migration } from 'kysely';
import type { AnyDb } from './helpers.js';
import type { Dialect } from '../dialect.js';

export default function migration(_dialect: Dialect): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('contact_messages').addColumn('handled_at', 'varchar(24)').execute();
      await db.schema.alterTable('contact_messages').addColumn('handled_by', 'integer').execute();
      await db.schema.alterTable('contact_messages').addColumn('note', 'text').execute();
      await db.schema.alterTable('contact_messages').addColumn('updated_at', 'varchar(24)').execute();
      await db.schema
        .createIndex('contact_messages_handled_created')
        .on('contact_messages')
        .columns(['handled_at', 'created_at', 'id'])
        .execute();
    },
  };
}
