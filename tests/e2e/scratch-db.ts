/**
 * The content of a spec's own server (startOwnServer's `fill`): its scratch SQLite database made
 * with the project's migrations, then written by the spec.
 */
import type { Kysely } from 'kysely';
import { migrate, openDb } from '../../server/db/client';
import type { Database } from '../../server/db/schema';

/** a `fill` that migrates the scratch database, lets `write` add the spec's content, and closes it */
export function fillWith(write: (db: Kysely<Database>) => Promise<void>): (dbFile: string) => Promise<void> {
  return async (dbFile) => {
    const handle = await openDb(`sqlite:${dbFile}`);
    try {
      await migrate(handle);
      await write(handle.db);
    } finally {
      await handle.close();
    }
  };
}
