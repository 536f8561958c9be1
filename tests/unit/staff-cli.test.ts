/**
 * Issue 18: the `npm run staff:*` commands (scripts/staff.ts), run as a person runs them, against a
 * temporary SQLite file: add (password from STAFF_PASSWORD or standard input, never argv), list,
 * disable, reset-password, token (printed once, stored as SHA-256, works as a bearer token on
 * the admin API until revoked), with clear messages and exit codes for bad input.
 */
import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openDb, type Db } from '../../server/db/client.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { adminCall, signIn } from '../helpers/staff.js';
import { useScriptScratch, type CliRun } from '../helpers/cli.js';

// (each command starts node afresh on the script's bundle, scripts/bundle.ts: the sources
// as `npm run staff:*` runs them with tsx, without tsx's start-up cost at every command)
describe('npm run staff:*', { timeout: 120_000 }, () => {
  const script = useScriptScratch('staff');

  /** runs the staff script on the test database, with `input` on standard input (no STAFF_PASSWORD unless given) */
  function run(args: string[], opts: { input?: string; env?: Record<string, string> } = {}): Promise<CliRun> {
    return script.run(args, { input: opts.input, env: { STAFF_PASSWORD: undefined, ...opts.env } });
  }

  async function withDb<T>(fn: (handle: Db, t: TestApp) => Promise<T>): Promise<T> {
    const handle = await openDb(script.url);
    const t = createTestApp(handle);
    try {
      return await fn(handle, t);
    } finally {
      t.dispose();
      await handle.close();
    }
  }

  it('adds an admin with the password from STAFF_PASSWORD, and one from standard input', async () => {
    const a = await run(['add', '--email', 'Boss@Example.com', '--name', 'The Boss', '--role', 'admin'], {
      env: { STAFF_PASSWORD: 'the boss password 1' },
    });
    expect(a.stderr).toBe('');
    expect(a.code).toBe(0);
    expect(a.stdout).toMatch(/Added admin boss@example\.com \(id 1\)/);
    const b = await run(
      ['add', '--email', 'sc@example.com', '--name', 'Sco', '--role', 'scorer', '--events', 'EV1,EV2'],
      {
        input: 'scorer password 2\nignored second line\n',
      },
    );
    expect(b.code, b.stderr).toBe(0);
    await withDb(async (handle, t) => {
      // the command hashes at the real cost (this process's tests hash cheaply: tests/helpers/setup.ts)
      const hashes = await handle.db.selectFrom('staff').select('passwordHash').execute();
      expect(hashes.map((h) => h.passwordHash.slice(0, 31))).toEqual(Array(2).fill('$argon2id$v=19$m=19456,t=2,p=1$'));
      expect((await signIn(t, 'boss@example.com', 'the boss password 1')).staff.role).toBe('admin');
      expect((await signIn(t, 'sc@example.com', 'scorer password 2', '198.51.100.9')).staff.role).toBe('scorer');
    });
  });

  it('never takes the password from the command line (exit 2, nothing added)', async () => {
    const flags = [['--password', 'abcdefghijkl123'], ['--password=abcdefghijkl123'], ['--pass', 'x']];
    const runs = await Promise.all(
      flags.map((flag) =>
        run(['add', '--email', 'argv@example.com', '--name', 'Argv', '--role', 'editor', ...flag], {
          input: 'a good password 3\n',
        }),
      ),
    );
    for (const r of runs) {
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(/never given on the command line/);
    }
    const list = await run(['list']);
    expect(list.stdout).not.toContain('argv@example.com');
  });

  it('refuses an empty, short or common password, a bad role or e-mail, a taken e-mail, with a message', async () => {
    const base = ['add', '--email', 'new@example.com', '--name', 'New', '--role', 'editor'];
    // (none of them writes: run at once)
    const [empty, short, common, same, role, email, missing, taken, unknown] = await Promise.all([
      run(base, { input: '' }),
      run(base, { env: { STAFF_PASSWORD: 'short' } }),
      run(base, { env: { STAFF_PASSWORD: '1234567890' } }),
      run(base, { env: { STAFF_PASSWORD: 'aaaaaaaaaaaa' } }),
      run(['add', '--email', 'r@example.com', '--name', 'R', '--role', 'boss'], {
        env: { STAFF_PASSWORD: 'a good password 4' },
      }),
      run(['add', '--email', 'not-an-email', '--name', 'E', '--role', 'editor']),
      run(['add', '--email', 'm@example.com']),
      run(['add', '--email', 'BOSS@example.com', '--name', 'B', '--role', 'editor'], {
        env: { STAFF_PASSWORD: 'a good password 5' },
      }),
      run(['fly']),
    ]);
    expect([empty.code, empty.stderr.trim()]).toEqual([2, expect.stringMatching(/The password is empty/)]);
    expect([short.code, short.stderr]).toEqual([2, expect.stringMatching(/at least 10 characters/)]);
    expect([common.code, common.stderr]).toEqual([2, expect.stringMatching(/too common/)]);
    expect([same.code, same.stderr]).toEqual([2, expect.stringMatching(/too simple/)]);
    expect([role.code, role.stderr]).toEqual([
      2,
      expect.stringMatching(/--role must be one of: admin, editor, scorer/),
    ]);
    expect([email.code, email.stderr]).toEqual([2, expect.stringMatching(/not a valid e-mail/)]);
    expect([missing.code, missing.stderr]).toEqual([2, expect.stringMatching(/--name is required/)]);
    expect([taken.code, taken.stderr]).toEqual([1, expect.stringMatching(/already/)]);
    expect([unknown.code, unknown.stderr]).toEqual([2, expect.stringMatching(/Unknown command/)]);
  });

  it('lists the accounts, never a password hash', async () => {
    const r = await run(['list']);
    expect(r.code).toBe(0);
    const lines = r.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^id\s+email\s+name\s+role\s+status\s+events\s+created$/);
    expect(lines.find((l) => l.includes('boss@example.com'))).toMatch(/The Boss\s+admin\s+active/);
    expect(lines.find((l) => l.includes('sc@example.com'))).toMatch(/scorer\s+active\s+EV1,EV2/);
    expect(r.stdout).not.toMatch(/argon2/);
  });

  it('prints a token once, stores its SHA-256, and the token works until revoked', async () => {
    const r = await run(['token', '--email', 'sc@example.com', '--label', 'sf-tass']);
    expect(r.code, r.stderr).toBe(0);
    const token = r.stdout.trim();
    expect(token).toMatch(/^sf_[A-Za-z0-9_-]{43}$/);
    expect(r.stderr).toMatch(/shown this once/);
    const id = Number(/API token (\d+)/.exec(r.stderr)![1]);
    await withDb(async (handle, t) => {
      const row = await handle.db.selectFrom('staffToken').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      expect(row.tokenHash).toBe(crypto.createHash('sha256').update(token).digest('hex'));
      expect(row.label).toBe('sf-tass');
      const me = await adminCall(t, 'GET', '/admin/me', { bearer: token });
      expect(me.status).toBe(200);
      expect(me.json.result.staff.email).toBe('sc@example.com');
    });
    const listed = await run(['token', '--list']);
    expect(listed.stdout).toMatch(new RegExp(`^${id}\\s+sc@example\\.com\\s+sf-tass`, 'm'));
    expect(listed.stdout).not.toContain(token.slice(3));
    const revoked = await run(['token', '--revoke', String(id)]);
    expect([revoked.code, revoked.stdout.trim()]).toEqual([0, `Revoked token ${id}.`]);
    await withDb(async (_h, t) => {
      expect((await adminCall(t, 'GET', '/admin/me', { bearer: token })).status).toBe(401);
    });
    const again = await run(['token', '--revoke', '999']);
    expect([again.code, again.stderr]).toEqual([1, expect.stringMatching(/no API token 999/)]);
    const bad = await run(['token', '--revoke', 'abc']);
    expect(bad.code).toBe(2);
    const noLabel = await run(['token', '--email', 'sc@example.com']);
    expect([noLabel.code, noLabel.stderr]).toEqual([2, expect.stringMatching(/--label is required/)]);
  });

  it('reset-password sets a new password, ends the sessions and revokes the API tokens (issue 25, finding 11)', async () => {
    const session = await withDb((_h, t) => signIn(t, 'sc@example.com', 'scorer password 2', '198.51.100.10'));
    const token = (await run(['token', '--email', 'sc@example.com', '--label', 'before reset'])).stdout.trim();
    const r = await run(['reset-password', '--email', 'sc@example.com'], { input: 'a brand new password\n' });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/sessions are ended, their API tokens revoked/);
    await withDb(async (_h, t) => {
      expect((await adminCall(t, 'GET', '/admin/me', { session })).status).toBe(401);
      expect((await adminCall(t, 'GET', '/admin/me', { bearer: token })).status).toBe(401);
      await signIn(t, 'sc@example.com', 'a brand new password', '198.51.100.11');
    });
    const weak = await run(['reset-password', '--email', 'sc@example.com'], { input: 'short\n' });
    expect(weak.code).toBe(2);
  });

  it('disable ends the sessions and revokes the tokens; the last admin cannot be disabled', async () => {
    const t1 = (await run(['token', '--email', 'sc@example.com', '--label', 'second'])).stdout.trim();
    const session = await withDb((_h, t) => signIn(t, 'sc@example.com', 'a brand new password', '198.51.100.12'));
    const r = await run(['disable', '--email', 'sc@example.com']);
    expect([r.code, r.stdout]).toEqual([0, expect.stringMatching(/sessions are ended and their API tokens revoked/)]);
    await withDb(async (handle, t) => {
      expect((await adminCall(t, 'GET', '/admin/me', { session })).status).toBe(401);
      expect((await adminCall(t, 'GET', '/admin/me', { bearer: t1 })).status).toBe(401);
      const res = await t.request(`${t.config.API_PREFIX}/admin/session`, {
        method: 'POST',
        body: { email: 'sc@example.com', password: 'a brand new password' },
        ip: '198.51.100.13',
      });
      expect(res.status).toBe(401);
      const actions = await handle.db
        .selectFrom('auditLog')
        .select(['action', 'via', 'staffId'])
        .where('via', '=', 'cli')
        .execute();
      expect(actions.map((a) => a.action)).toEqual(
        expect.arrayContaining(['create', 'token-create', 'token-revoke', 'password', 'disable']),
      );
    });
    expect((await run(['list'])).stdout).toMatch(/sc@example\.com\s+Sco\s+scorer\s+disabled/);
    const last = await run(['disable', '--email', 'boss@example.com']);
    expect([last.code, last.stderr]).toEqual([1, expect.stringMatching(/last enabled admin/)]);
    const nobody = await run(['disable', '--email', 'nobody@example.com']);
    expect([nobody.code, nobody.stderr]).toEqual([1, expect.stringMatching(/no account for nobody@example\.com/)]);
  });
});
