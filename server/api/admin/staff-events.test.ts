/**
 * Issue 27: a scorer's events must exist. An event code that names no event is refused on the
 * field `events` (400, issue code unknown_event with the unknown codes), when an account is
 * created and when it is changed; nothing is stored. On SQLite and PostgreSQL.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from '../../db/factories.js';
import { adminCall } from '../../../tests/helpers/staff.js';
import { dialects } from '../../../tests/helpers/test-db.js';
import { staffToken, useTestApp } from '../../../tests/helpers/suite.js';

describe.each(dialects())('a scorer’s events must exist on %s', (dialect) => {
  const { db, t } = useTestApp(dialect);
  let admin: string;

  beforeAll(async () => {
    admin = await staffToken(db.db, { role: 'admin' });
    await createEvent(db.db, { eventCd: 'SE-REAL' });
  });

  const body = (events: string[]) => ({
    email: 'scorer.x@example.com',
    name: 'Scorer X',
    role: 'scorer',
    password: 'a long enough pass phrase',
    events,
  });

  it('refuses an unknown event code for a new scorer, on the field, and stores nothing', async () => {
    const res = await adminCall(t, 'POST', '/admin/staff', { bearer: admin, body: body(['SE-REAL', 'SE-TYPO']) });
    expect(res.status, res.text).toBe(400);
    expect(res.json.issues).toEqual([{ field: 'events', code: 'unknown_event', params: { codes: ['SE-TYPO'] } }]);
    expect(Object.keys(res.json.errors)).toEqual(['events']);
    const stored = await db.db
      .selectFrom('staff')
      .select('email')
      .where('email', '=', 'scorer.x@example.com')
      .execute();
    expect(stored).toEqual([]);
  });

  it('takes known codes, and refuses an unknown one when the account is changed', async () => {
    const created = await adminCall(t, 'POST', '/admin/staff', { bearer: admin, body: body(['SE-REAL']) });
    expect(created.status, created.text).toBe(200);
    const account = created.json.result;
    expect(account.events).toEqual(['SE-REAL']);
    const res = await adminCall(t, 'PUT', `/admin/staff/${account.id}`, {
      bearer: admin,
      body: { events: ['SE-NOPE'], updatedAt: account.updatedAt },
    });
    expect(res.status, res.text).toBe(400);
    expect(res.json.issues[0]).toMatchObject({ field: 'events', code: 'unknown_event' });
  });
});
