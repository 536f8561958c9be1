/**
 * The staff forms with conform (decision 0024, issue 27 item 5) against the real admin API on a
 * test database: a refused account comes back to its form with what was typed (never the
 * password) and each field's issue code; only an admin may add one; another origin and no
 * session are refused.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../../../tests/helpers/test-db.js';
import { addStaff, signIn, type Session } from '../../../tests/helpers/staff.js';
import { postForm, saidInBoth, useEditorAndScorer } from '../../../tests/helpers/console-route.js';
import { expectRefused } from '../../../tests/helpers/console-refusal.js';
import { action } from './staff';

describe.each(dialects())('the staff forms on %s', (dialect) => {
  const { db: t, api, editor } = useEditorAndScorer(dialect);
  let admin: Session;
  beforeAll(async () => {
    await addStaff(t.db, { email: 'admin@example.com', role: 'admin' });
    admin = await signIn(api, 'admin@example.com');
  });

  const add = (session: Session | null, fields: Record<string, string>, origin?: string) =>
    postForm(action, api, '/admin/staff', session, { intent: 'staff-create', role: 'editor', ...fields }, { origin });
  const emails = async (email: string) =>
    (await t.db.selectFrom('staff').select('id').where('email', '=', email).execute()).length;

  it('refuses an account beside its fields, keeping what was typed but never the password', async () => {
    const out = await add(admin, {
      email: 'not-an-address',
      name: '',
      password: 'short',
      role: 'scorer',
      events: 'NO-SUCH-EVENT',
    });
    const { values, problem } = expectRefused(out, 400);
    expect(problem.errors.email?.code).toBe('email');
    expect(problem.errors.name).toEqual({ code: 'required' });
    expect(values.events).toBe('NO-SUCH-EVENT');
    expect(values.password).toBeUndefined();
    expect(saidInBoth(problem.errors.email)?.zh).toBeTruthy();
    expect(await emails('not-an-address')).toBe(0);
  });

  it('an e-mail taken is said beside the e-mail; an editor, another origin and no session add nobody', async () => {
    const fields = { email: 'new@example.com', name: '新同事', password: 'a long enough pass phrase 42' };
    expect((await add(admin, fields)).status).toBe(302);
    expectRefused(await add(admin, { ...fields, name: '又一个' }), 409, {
      errors: { email: { code: 'taken' } },
      kept: { name: '又一个' },
    });
    const other = { ...fields, email: 'other@example.com' };
    expect((await add(editor, other)).status).toBe(403);
    expect((await add(admin, other, 'https://evil.example')).status).toBe(403);
    const nobody = await add(null, other);
    expect(nobody.status).toBe(302);
    expect(nobody.location).toMatch(/^\/admin\/login/);
    expect(await emails('other@example.com')).toBe(0);
  });
});
