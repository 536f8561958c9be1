/**
 * Staff accounts for the console's browser tests: a database with the project's migrations and
 * the accounts the tests sign in with (created as `npm run staff:add` creates them), for
 * startOwnServer's `fill`. The demo content is seeded too when `seed` is set.
 */
import { migrate, openDb } from '../../server/db/client';
import { hashPassword } from '../../server/api/admin/secrets';
import { createStaff } from '../../server/queries/staff';
import type { StaffRole } from '../../shared/admin-api';

export const STAFF_PASSWORD = 'Harbour-Wind-2026';

export interface TestAccount {
  email: string;
  name: string;
  role: StaffRole;
  events?: string[];
}

export function fillWithStaff(accounts: TestAccount[]) {
  return async (dbFile: string) => {
    const handle = await openDb(`sqlite:${dbFile}`);
    await migrate(handle);
    const passwordHash = await hashPassword(STAFF_PASSWORD);
    for (const a of accounts) await createStaff(handle.db, { ...a, passwordHash }, { id: null, via: 'cli' });
    await handle.close();
  };
}
