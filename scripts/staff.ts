/**
 * Staff accounts from the command line, on the configured database (DATABASE_URL, default the
 * SQLite file data/sailfish.db; a .env file is read). See docs/admin-api.md.
 *
 *   npm run staff:add -- --email E --name N --role admin|editor|scorer [--events EV1,EV2]
 *   npm run staff:list
 *   npm run staff:disable -- --email E          (also ends their sessions and revokes their tokens)
 *   npm run staff:reset-password -- --email E   (also ends their sessions, revokes their API tokens,
 *                                                forgets their browsers and lifts a sign-in lock)
 *   npm run staff:unlock -- --email E           (lifts the lock of their sign-in from unknown browsers)
 *   npm run staff:token -- --email E --label L  (prints a new API token, once)
 *   npm run staff:token -- --revoke ID
 *   npm run staff:token -- --list [--email E]
 *
 * Passwords come from STAFF_PASSWORD or standard input (typed twice, hidden, on a terminal; the
 * first line when piped), never from the command line. Exit codes: 0 done, 1 refused (no such
 * account, e-mail taken, last admin …), 2 bad arguments or input.
 */
import { parseArgs } from 'node:util';
import { STAFF_LIMITS, STAFF_ROLES, type StaffRole } from '../shared/admin-api.js';
import { CODE_PATTERN, EMAIL_PATTERN } from '../shared/api.js';
import { loadConfig } from '../server/config.js';
import { migrate, openDb, type Db } from '../server/db/client.js';
import { hashPassword, newApiToken, passwordProblem, sha256Hex } from '../server/api/admin/secrets.js';
import {
  createApiToken,
  createStaff,
  findStaffByEmail,
  listStaff,
  listTokens,
  normaliseEmail,
  revokeToken,
  setStaffPassword,
  unlockAccount,
  updateStaff,
} from '../server/queries/staff.js';
import type { AuditActor } from '../server/queries/audit.js';
import { CliError, runCli } from './cli.js';
import { terminalSafe } from './contact-list-format.js';

const CLI: AuditActor = { id: null, via: 'cli' };

const USAGE = `Usage:
  npm run staff:add -- --email E --name N --role ${STAFF_ROLES.join('|')} [--events EV1,EV2]
  npm run staff:list
  npm run staff:disable -- --email E
  npm run staff:reset-password -- --email E
  npm run staff:unlock -- --email E
  npm run staff:token -- --email E --label L
  npm run staff:token -- --revoke ID
  npm run staff:token -- --list [--email E]
The password is read from STAFF_PASSWORD or standard input, never from the command line.`;

const COMMANDS = ['add', 'list', 'disable', 'reset-password', 'unlock', 'token'] as const;
type Command = (typeof COMMANDS)[number];

function parse(argv: string[]) {
  const [command, ...rest] = argv;
  if (!command || !(COMMANDS as readonly string[]).includes(command))
    throw new CliError(`Unknown command '${command ?? ''}'.\n${USAGE}`);
  if (rest.some((a) => /^--pass(word)?(=|$)/i.test(a)))
    throw new CliError('Passwords are never given on the command line: set STAFF_PASSWORD or type it when asked.');
  let values;
  try {
    ({ values } = parseArgs({
      args: rest,
      strict: true,
      allowPositionals: false,
      options: {
        email: { type: 'string' },
        name: { type: 'string' },
        role: { type: 'string' },
        events: { type: 'string' },
        label: { type: 'string' },
        revoke: { type: 'string' },
        list: { type: 'boolean' },
        help: { type: 'boolean' },
      },
    }));
  } catch (err) {
    throw new CliError(`${err instanceof Error ? err.message : String(err)}\n${USAGE}`);
  }
  return { command: command as Command, values };
}

function required(value: string | undefined, flag: string): string {
  if (value === undefined || value.trim() === '') throw new CliError(`--${flag} is required.\n${USAGE}`);
  return value.trim();
}

function checkEmail(value: string | undefined): string {
  const email = normaliseEmail(required(value, 'email'));
  if (email.length > STAFF_LIMITS.email || !EMAIL_PATTERN.test(email))
    throw new CliError(`'${terminalSafe(email)}' is not a valid e-mail address.`);
  return email;
}

// ---------------------------------------------------------------- reading the password

/** one line typed on the terminal without echo */
function askHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const stdin = process.stdin;
    process.stderr.write(question);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    let value = '';
    const finish = () => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off('data', onData);
      process.stderr.write('\n');
    };
    function onData(chunk: string) {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') {
          finish();
          resolve(value);
          return;
        }
        if (ch === '\u0003' || ch === '\u0004') {
          finish();
          reject(new CliError('Cancelled.'));
          return;
        }
        if (ch === '\u007f' || ch === '\b') value = [...value].slice(0, -1).join('');
        else value += ch;
      }
    }
    stdin.on('data', onData);
  });
}

/** the first line of standard input (piped) */
async function firstLineOfStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of process.stdin as AsyncIterable<Buffer>) {
    chunks.push(chunk);
    size += chunk.length;
    if (size > 64 * 1024) break;
  }
  return Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0] ?? '';
}

/** the new password: STAFF_PASSWORD, else standard input; checked (exit 2 when weak) */
async function readNewPassword(who: { email: string; name?: string }): Promise<string> {
  let password: string;
  if (process.env.STAFF_PASSWORD !== undefined) password = process.env.STAFF_PASSWORD;
  else if (process.stdin.isTTY) {
    password = await askHidden(`Password for ${who.email} (at least ${STAFF_LIMITS.passwordMin} characters): `);
    const again = await askHidden('The same password again: ');
    if (again !== password) throw new CliError('The two passwords differ.');
  } else password = await firstLineOfStdin();
  const problem = passwordProblem(password, who);
  if (problem) throw new CliError(`${problem} (Passwords come from STAFF_PASSWORD or standard input.)`);
  return password;
}

// ---------------------------------------------------------------- the commands

type Values = ReturnType<typeof parse>['values'];

async function add(db: Db['db'], v: Values) {
  const email = checkEmail(v.email);
  const name = required(v.name, 'name');
  // eslint-disable-next-line no-control-regex -- control characters are what it refuses
  if (name.length > STAFF_LIMITS.name || /[\u0000-\u001f\u007f-\u009f]/.test(name))
    throw new CliError(`--name must be at most ${STAFF_LIMITS.name} characters, without control characters.`);
  const role = required(v.role, 'role');
  if (!(STAFF_ROLES as readonly string[]).includes(role))
    throw new CliError(`--role must be one of: ${STAFF_ROLES.join(', ')} (got '${terminalSafe(role)}').`);
  const events = (v.events ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  if (events.some((e) => !CODE_PATTERN.test(e)))
    throw new CliError('--events is a comma-separated list of event codes.');
  if (events.length > 0 && role !== 'scorer') throw new CliError('Only scorers are assigned events (--events).');
  if (await findStaffByEmail(db, email)) throw new CliError(`There is an account for ${email} already.`, 1);
  const password = await readNewPassword({ email, name });
  const created = await createStaff(
    db,
    { email, name, role: role as StaffRole, passwordHash: await hashPassword(password), events },
    CLI,
  );
  if (created === 'exists') throw new CliError(`There is an account for ${email} already.`, 1);
  console.log(`Added ${created.role} ${created.email} (id ${created.id}). They can sign in at /admin/login.`);
}

async function list(db: Db['db'], _v?: Values) {
  const staff = await listStaff(db);
  if (staff.length === 0) {
    console.log('No staff accounts. Add the first with: npm run staff:add -- --email E --name N --role admin');
    return;
  }
  const rows = staff.map((s) => [
    String(s.id),
    terminalSafe(s.email),
    terminalSafe(s.name),
    s.role,
    s.disabled ? 'disabled' : 'active',
    s.events.join(','),
    s.createdAt.slice(0, 10),
  ]);
  const head = ['id', 'email', 'name', 'role', 'status', 'events', 'created'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => [...r[i]!].length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c + ' '.repeat(widths[i]! - [...c].length))
      .join('  ')
      .trimEnd();
  console.log([line(head), ...rows.map(line)].join('\n'));
}

async function accountOf(db: Db['db'], v: Values) {
  const email = checkEmail(v.email);
  const staff = await findStaffByEmail(db, email);
  if (!staff) throw new CliError(`There is no account for ${email}.`, 1);
  return staff;
}

async function disable(db: Db['db'], v: Values) {
  const staff = await accountOf(db, v);
  if (Number(staff.disabled) === 1) {
    console.log(`${staff.email} is disabled already.`);
    return;
  }
  const result = await updateStaff(db, Number(staff.id), { disabled: true }, CLI);
  if (result === 'last-admin')
    throw new CliError(
      `${staff.email} is the last enabled admin: add another admin first (npm run staff:add -- … --role admin).`,
      1,
    );
  if (typeof result === 'string') throw new CliError(`${staff.email} could not be disabled (${result}).`, 1);
  console.log(`Disabled ${staff.email}: their sessions are ended and their API tokens revoked.`);
}

async function resetPassword(db: Db['db'], v: Values) {
  const staff = await accountOf(db, v);
  const password = await readNewPassword({ email: staff.email, name: staff.name });
  await setStaffPassword(db, Number(staff.id), await hashPassword(password), CLI);
  console.log(
    `New password set for ${staff.email}: their sessions are ended, their API tokens revoked, ` +
      'and the browsers they signed in with count as unknown ones until they sign in again.',
  );
}

async function unlock(db: Db['db'], v: Values) {
  const staff = await accountOf(db, v);
  const was = await unlockAccount(db, { id: Number(staff.id), email: staff.email }, CLI);
  console.log(
    was
      ? `Lifted the lock of ${staff.email}'s sign-in from unknown browsers.`
      : `${staff.email}'s sign-in was not locked; its failed attempts are forgotten.`,
  );
}

async function token(db: Db['db'], v: Values) {
  if (v.list) {
    const staffId = v.email !== undefined ? Number((await accountOf(db, v)).id) : undefined;
    const tokens = await listTokens(db, staffId);
    if (tokens.length === 0) console.log('No API tokens.');
    for (const t of tokens) {
      const state = t.revokedAt ? `revoked ${t.revokedAt}` : `last used ${t.lastUsedAt ?? 'never'}`;
      console.log(`${t.id}  ${terminalSafe(t.email)}  ${terminalSafe(t.label)}  created ${t.createdAt}  ${state}`);
    }
    return;
  }
  if (v.revoke !== undefined) {
    if (!/^[1-9]\d{0,9}$/.test(v.revoke)) throw new CliError('--revoke takes a token id (a number, see --list).');
    const result = await revokeToken(db, Number(v.revoke), CLI);
    if (result === 'missing') throw new CliError(`There is no API token ${v.revoke}.`, 1);
    console.log(result === 'revoked' ? `Token ${v.revoke} was revoked already.` : `Revoked token ${v.revoke}.`);
    return;
  }
  const staff = await accountOf(db, v);
  if (Number(staff.disabled) === 1) throw new CliError(`${staff.email} is disabled.`, 1);
  const label = required(v.label, 'label');
  // eslint-disable-next-line no-control-regex -- control characters are what it refuses
  if (label.length > STAFF_LIMITS.tokenLabel || /[\u0000-\u001f\u007f-\u009f]/.test(label))
    throw new CliError(`--label must be at most ${STAFF_LIMITS.tokenLabel} characters, without control characters.`);
  const secret = newApiToken();
  const id = await createApiToken(db, { staffId: Number(staff.id), label, tokenHash: sha256Hex(secret) }, CLI);
  console.error(
    `API token ${id} for ${staff.email} (${staff.role}), label '${label}'. It is shown this once: store it now.\n` +
      `Use it as: Authorization: Bearer <token>. Revoke it with: npm run staff:token -- --revoke ${id}`,
  );
  console.log(secret);
}

async function main() {
  const { command, values } = parse(process.argv.slice(2));
  if (values.help) {
    console.log(USAGE);
    return;
  }
  if (command === 'token' && !values.list && values.revoke === undefined) {
    checkEmail(values.email);
    required(values.label, 'label');
  }
  const handle = await openDb(loadConfig().DATABASE_URL);
  try {
    await migrate(handle);
    const run = { add, list, disable, 'reset-password': resetPassword, unlock, token }[command];
    await run(handle.db, values);
  } finally {
    await handle.close();
  }
}

runCli(main);
