/**
 * POST /contact/insert: the rules of the form (docs/product.md §5), length bounds, the honeypot, the
 * per-address rate limit, and that a message is stored exactly once before success is sent.
 */
import type { Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/schema.js';
import { migrate, openDb, type Db } from '../db/client.js';
import { listContactMessages } from '../queries/contact.js';
import { CONTACT_LIMITS } from '../../shared/contract.js';
import { endpoints } from '../../shared/endpoints.js';
import { expectFail, expectOk } from '../../tests/helpers/expect.js';
import { createTestApp, type Json } from '../../tests/helpers/test-app.js';
import { dialects } from '../../tests/helpers/test-db.js';
import { useTestApp } from '../../tests/helpers/suite.js';
import { useScriptScratch } from '../../tests/helpers/cli.js';

const NAME_MESSAGE = 'Please fill in your name and contact information';
const EMAIL_MESSAGE = 'Please fill in the correct email format';

/** how many contact messages are stored */
async function countMessages(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('contactMessages')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe.each(dialects())('POST /contact/insert on %s', (dialect) => {
  const { db: t, t: api } = useTestApp(dialect);

  const send = (body: Json, ip = '198.51.100.7', headers: Record<string, string> = {}) =>
    api.post(endpoints.contactInsert.path(), body, { ip, headers });
  const stored = (subject: string) =>
    t.db.selectFrom('contactMessages').selectAll().where('subject', '=', subject).orderBy('id').execute();
  const count = () => countMessages(t.db);

  it('stores the message (name trimmed, language, page, client address, user agent) before answering success', async () => {
    const res = await send(
      {
        name: '  李雷 Li Lei  ',
        email: 'li.lei@example.com',
        subject: 'stored-1',
        message: '你好，我想咨询赛事服务。\nHello!',
        lang: 'en',
        page: '/en/contact',
      },
      '203.0.113.9',
      { 'user-agent': 'Mozilla/5.0 (test)' },
    );
    expectOk(res);
    expect(res.json.success).toBe(true);
    const rows = await stored('stored-1');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: '李雷 Li Lei',
      email: 'li.lei@example.com',
      subject: 'stored-1',
      message: '你好，我想咨询赛事服务。\nHello!',
      lang: 'en',
      page: '/en/contact',
      clientIp: '203.0.113.9',
      userAgent: 'Mozilla/5.0 (test)',
    });
    expect(Number.isNaN(Date.parse(rows[0]!.createdAt))).toBe(false);
  });

  it('takes the body of the original site (name, email, subject, message) and a blank or absent email', async () => {
    expectOk(await send({ name: 'Han Meimei', email: '', subject: 'stored-2', message: 'hi' }));
    expectOk(await send({ name: 'Han Meimei', email: '   ', subject: 'stored-2', message: 'hi' }));
    expectOk(await send({ name: 'Han Meimei', subject: 'stored-2' }));
    const rows = await stored('stored-2');
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row.email).toBe('');
    expect(rows[2]!.message).toBe('');
  });

  it.each(['', '   ', '\t\n', '\u3000'])('refuses a blank name %j with the message of the form', async (name) => {
    const before = await count();
    const res = await send({ name, email: 'a@b.cn', subject: 'blank', message: 'x' });
    expect(expectFail(res, 400)).toBe(NAME_MESSAGE);
    expect(await count()).toBe(before);
  });

  it('refuses a missing name with 400', async () => {
    expectFail(await send({ email: 'a@b.cn', subject: 'x' }), 400);
  });

  it.each(['not-an-email', 'a@b', '@example.com', 'a b@example.com', 'a@exa mple.com', 'a@@b.cn', 'a@.cn'])(
    'refuses the email %j with the message of the form',
    async (email) => {
      const before = await count();
      expect(expectFail(await send({ name: 'Li', email, subject: 'bad-email' }), 400)).toBe(EMAIL_MESSAGE);
      expect(await count()).toBe(before);
    },
  );

  it.each(['a@b.cn', 'first.last@mail.example.com', 'under_score-1@sub-domain.example.org'])(
    'accepts the email %j',
    async (email) => {
      expectOk(await send({ name: 'Li', email, subject: 'good-email' }));
    },
  );

  const atBound = {
    name: 'n'.repeat(CONTACT_LIMITS.name),
    email: `${'e'.repeat(CONTACT_LIMITS.email - '@example.com'.length)}@example.com`,
    subject: 's'.repeat(CONTACT_LIMITS.subject),
    message: 'm'.repeat(CONTACT_LIMITS.message),
  };

  it('bounds: name 100, email 254, subject 200, message 5000 are accepted and stored whole', async () => {
    expect(CONTACT_LIMITS).toEqual({ name: 100, email: 254, subject: 200, message: 5000 });
    expect(atBound.email).toHaveLength(254);
    expectOk(await send(atBound));
    const [row] = await stored(atBound.subject);
    expect(row).toMatchObject(atBound);
  });

  it.each(['name', 'email', 'subject', 'message'] as const)(
    'one character over the bound of %s is refused with 400',
    async (field) => {
      const before = await count();
      const value = field === 'email' ? `e${atBound.email}` : `${atBound[field]}x`;
      expectFail(await send({ ...atBound, [field]: value }), 400);
      expect(await count()).toBe(before);
    },
  );

  it.each([
    ['name', 42],
    ['email', ['a@b.cn']],
    ['subject', { a: 1 }],
    ['message', true],
    ['lang', 'fr'],
  ])('refuses %s of the wrong type or value %j with 400', async (field, value) => {
    expectFail(await send({ name: 'Li', email: 'a@b.cn', [field]: value }), 400);
  });

  it('honeypot: a filled `website` field is told success but nothing is stored', async () => {
    const before = await count();
    const res = await send({
      name: 'Bot',
      email: 'bot@spam.example',
      subject: 'honeypot',
      message: 'buy now',
      website: 'https://spam.example',
    });
    expectOk(res);
    expect(await stored('honeypot')).toEqual([]);
    expect(await count()).toBe(before);
    // an empty honeypot is a person
    expectOk(await send({ name: 'Person', subject: 'honeypot-empty', website: '' }));
    expect(await stored('honeypot-empty')).toHaveLength(1);
  });

  it('stores 1,000 messages sent at once, each exactly once', async () => {
    const sent = Array.from({ length: 1000 }, (_, i) => `bulk message #${i} ${'·'.repeat(i % 7)}`);
    const answers = await Promise.all(
      sent.map((message, i) =>
        send(
          { name: `Sender ${i}`, email: `s${i}@example.com`, subject: 'bulk', message },
          `10.0.${i >> 8}.${i & 255}`,
        ),
      ),
    );
    for (const res of answers) expectOk(res);
    const rows = await stored('bulk');
    expect(rows).toHaveLength(1000);
    expect(rows.map((r) => r.message).sort()).toEqual([...sent].sort());
    expect(new Set(rows.map((r) => r.id)).size).toBe(1000);
  });
});

describe.each(dialects())('contact rate limit on %s', (dialect) => {
  const { db: t, t: api } = useTestApp(dialect, { contactRateLimit: 3 });

  it('answers 429 with success:false after the limit, per client address', async () => {
    const body = (i: number) => ({ name: 'Li', email: 'li@example.com', subject: 'limited', message: `m${i}` });
    for (let i = 0; i < 3; i++) expectOk(await api.post(endpoints.contactInsert.path(), body(i), { ip: '192.0.2.10' }));
    const refused = await api.post(endpoints.contactInsert.path(), body(3), { ip: '192.0.2.10' });
    expectFail(refused, 429);
    expectFail(await api.post(endpoints.contactInsert.path(), body(4), { ip: '192.0.2.10' }), 429);
    // another address still passes
    expectOk(await api.post(endpoints.contactInsert.path(), body(5), { ip: '192.0.2.11' }));
    const rows = await t.db.selectFrom('contactMessages').select(['message', 'clientIp']).orderBy('id').execute();
    expect(rows).toEqual([
      { message: 'm0', clientIp: '192.0.2.10' },
      { message: 'm1', clientIp: '192.0.2.10' },
      { message: 'm2', clientIp: '192.0.2.10' },
      { message: 'm5', clientIp: '192.0.2.11' },
    ]);
    // on PostgreSQL the count lives in the database, shared by every process (issue 20 item 4)
    const counted = await t.db.selectFrom('rateLimits').select(['clientKey', 'hits']).orderBy('clientKey').execute();
    expect(counted.map((r) => ({ ...r, hits: Number(r.hits) }))).toEqual(
      dialect === 'postgres'
        ? [
            { clientKey: '192.0.2.10', hits: 5 },
            { clientKey: '192.0.2.11', hits: 1 },
          ]
        : [],
    );
  });
});

describe.each(dialects())('contact: whose address a message is stored and limited under, on %s', (dialect) => {
  // no trusted proxy: the address is the socket's, or the visitor's that a page hands over in process
  const { db: t, t: api } = useTestApp(dialect, { contactRateLimit: 2, env: { TRUST_PROXY: 'false' } });

  const insert = (message: string, headers: Record<string, string>, env: Record<string, unknown>) =>
    api.app.request(
      `${api.config.API_PREFIX}${endpoints.contactInsert.path()}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ name: 'Li', subject: 'address', message }),
      },
      env,
    );
  const rows = () =>
    t.db
      .selectFrom('contactMessages')
      .select(['message', 'clientIp', 'userAgent'])
      .where('subject', '=', 'address')
      .orderBy('id')
      .execute();
  const socket = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

  it('a request from the network is known by its socket: X-Forwarded-For and look-alike headers are ignored', async () => {
    const res = await insert(
      'net-1',
      { 'x-forwarded-for': '6.6.6.6', 'x-visitor-address': '7.7.7.7', visitoraddress: '8.8.8.8' },
      socket('192.0.2.60'),
    );
    expect(res.status).toBe(200);
    expect((await rows()).at(-1)).toMatchObject({ message: 'net-1', clientIp: '192.0.2.60' });
  });

  it('a call a page makes in process for a visitor (the form without JavaScript) is stored and limited under the visitor', async () => {
    const visitor = { visitorAddress: '203.0.113.77' };
    const ua = { 'user-agent': 'Mozilla/5.0 (no-js visitor)' };
    expect((await insert('page-1', ua, visitor)).status).toBe(200);
    expect((await insert('page-2', ua, visitor)).status).toBe(200);
    const third = await insert('page-3', ua, visitor);
    expect(third.status).toBe(429);
    expect(await third.json()).toEqual({
      success: false,
      result: null,
      message: 'Too many messages from your address. Please try again later.',
    });
    // other visitors of the same page are not held up by this one
    expect((await insert('page-4', ua, { visitorAddress: '203.0.113.78' })).status).toBe(200);
    const stored = (await rows()).filter((r) => r.message.startsWith('page-'));
    expect(stored).toEqual([
      { message: 'page-1', clientIp: '203.0.113.77', userAgent: 'Mozilla/5.0 (no-js visitor)' },
      { message: 'page-2', clientIp: '203.0.113.77', userAgent: 'Mozilla/5.0 (no-js visitor)' },
      { message: 'page-4', clientIp: '203.0.113.78', userAgent: 'Mozilla/5.0 (no-js visitor)' },
    ]);
  });
});

describe.each(dialects())('contact: what else is stored, on %s', (dialect) => {
  const { db: t, t: api } = useTestApp(dialect);

  it('keeps at most 500 characters of the user agent, and none when there is none', async () => {
    expectOk(
      await api.post(
        endpoints.contactInsert.path(),
        { name: 'Li', subject: 'ua' },
        { headers: { 'user-agent': 'U'.repeat(900) } },
      ),
    );
    expectOk(await api.post(endpoints.contactInsert.path(), { name: 'Li', subject: 'ua' }));
    const stored = await t.db
      .selectFrom('contactMessages')
      .select('userAgent')
      .where('subject', '=', 'ua')
      .orderBy('id')
      .execute();
    expect(stored.map((r) => r.userAgent?.length ?? null)).toEqual([500, null]);
  });

  it('refuses a page path over 300 characters and a honeypot over 1,000', async () => {
    expectFail(await api.post(endpoints.contactInsert.path(), { name: 'Li', page: `/${'p'.repeat(300)}` }), 400);
    expectFail(await api.post(endpoints.contactInsert.path(), { name: 'Li', website: 'w'.repeat(1001) }), 400);
  });

  it('stores a message of every Unicode plane as it was typed', async () => {
    const message = '帆船 ⛵ 𠀀 emoji 😀 RTL עברית\r\nnull-free <b>html</b> & "quotes"';
    expectOk(await api.post(endpoints.contactInsert.path(), { name: '李雷', subject: 'unicode', message }));
    const [row] = await t.db.selectFrom('contactMessages').selectAll().where('subject', '=', 'unicode').execute();
    expect(row?.message).toBe(message);
  });
});

describe.each(dialects())('contact: reading the messages (npm run contact:list) on %s', (dialect) => {
  const { db: t, t: api } = useTestApp(dialect);

  beforeAll(async () => {
    for (const [i, day] of ['2026-03-01', '2026-03-05', '2026-03-03'].entries()) {
      expectOk(await api.post(endpoints.contactInsert.path(), { name: `Reader ${i}`, subject: 'list', message: day }));
      await t.db
        .updateTable('contactMessages')
        .set({ createdAt: `${day}T08:00:00.000Z` })
        .where('message', '=', day)
        .execute();
    }
  });

  it('lists newest first, from a date on, at most a limit', async () => {
    expect((await listContactMessages(t.db)).map((m) => m.message)).toEqual(['2026-03-05', '2026-03-03', '2026-03-01']);
    expect((await listContactMessages(t.db, { since: '2026-03-02T00:00:00.000Z' })).map((m) => m.message)).toEqual([
      '2026-03-05',
      '2026-03-03',
    ]);
    expect(await listContactMessages(t.db, { limit: 1 })).toHaveLength(1);
  });
});

describe('npm run contact:list', () => {
  // (node on the script's bundle, as the staff commands' tests run theirs: tests/helpers/cli.ts)
  const script = useScriptScratch('contact-list');
  let handle: Db;
  const run = async (...args: string[]) => {
    const r = await script.run(args);
    expect(r.code, r.stderr).toBe(0);
    return r;
  };

  beforeAll(async () => {
    handle = await openDb(script.url);
    await migrate(handle);
    const app = createTestApp(handle);
    expectOk(
      await app.post(
        endpoints.contactInsert.path(),
        {
          name: '李雷',
          email: 'li@example.com',
          subject: 'Hello',
          message: 'line 1\nline 2',
          lang: 'zh',
          page: '/contact',
        },
        { ip: '198.51.100.1', headers: { 'user-agent': 'UA/1' } },
      ),
    );
    expectOk(
      await app.post(endpoints.contactInsert.path(), { name: 'Han', message: 'second' }, { ip: '198.51.100.2' }),
    );
    app.dispose();
    await handle.close();
  });

  it('prints the messages for staff, newest first, and as JSON', async () => {
    const [plain, json] = await Promise.all([run(), run('--json')]);
    const text = plain.stdout;
    expect(text.indexOf('Han')).toBeLessThan(text.indexOf('李雷'));
    expect(text).toContain('李雷 <li@example.com>  [zh] /contact');
    expect(text).toContain('  line 1\n  line 2');
    expect(text).toContain('from 198.51.100.1 · UA/1');
    const rows = JSON.parse(json.stdout) as { name: string; clientIp: string }[];
    expect(rows.map((r) => [r.name, r.clientIp])).toEqual([
      ['Han', '198.51.100.2'],
      ['李雷', '198.51.100.1'],
    ]);
  });
});

describe('issue 17: contact messages from other sites and with terminal controls (findings 4 and 5)', () => {
  const { db: t, t: api } = useTestApp('sqlite');
  const path = `/api${endpoints.contactInsert.path()}`;
  const good = {
    name: 'Li Lei',
    email: 'li@example.com',
    subject: 'hello',
    message: 'line 1\nline 2',
    page: '/contact',
  };
  const count = () => countMessages(t.db);

  it('a body without the JSON type is refused with 415 and stored nowhere', async () => {
    const before = await count();
    for (const type of [
      undefined,
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      const res = await api.app.request(path, {
        method: 'POST',
        headers: type ? { 'content-type': type } : {},
        body: new Blob([JSON.stringify(good)]),
      });
      expect(res.status, type).toBe(415);
      expect(await res.json()).toMatchObject({ success: false, result: null, message: expect.any(String) });
    }
    // an empty POST without a type carries nothing to forge: a read call answers it (what
    // axios.post(url) sends, issue 28 item 10), and the contact form refuses it as an empty message
    const empty = await api.app.request(`/api${endpoints.statistics.path()}`, { method: 'POST' });
    expect(empty.status).toBe(200);
    const emptyInsert = await api.app.request(path, { method: 'POST' });
    expect([400, 415]).toContain(emptyInsert.status);
    expect(await count()).toBe(before);
  });

  it('a cross-site call is refused with 403; same-origin and header-less clients are served', async () => {
    const before = await count();
    const crossSite: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' },
    ];
    for (const headers of crossSite) {
      const res = await api.post(endpoints.contactInsert.path(), good, { headers });
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(res.json).toMatchObject({ success: false, result: null });
    }
    expect(await count()).toBe(before);
    expectOk(
      await api.post(endpoints.contactInsert.path(), good, {
        headers: { origin: 'http://localhost', 'sec-fetch-site': 'same-origin' },
      }),
    );
    expectOk(await api.post(endpoints.contactInsert.path(), good));
    expect(await count()).toBe(before + 2);
  });

  it('control characters in name, subject and page, and a page that is not a path of this site, are refused', async () => {
    const before = await count();
    const bad: [string, string][] = [
      ['name', 'Li\u001b]0;owned\u0007'],
      ['name', 'Li\rfrom 10.0.0.1 · trusted'],
      ['name', 'Li\u009b2J'],
      ['subject', 'hi\u001b[2J'],
      ['subject', 'hi\nthere'],
      ['page', '/contact\u001b[2J'],
      ['page', 'https://evil.example/contact'],
      ['page', '//evil.example/contact'],
      ['page', '/\\evil.example'],
      ['page', 'contact'],
    ];
    for (const [field, value] of bad) {
      const res = await api.post(endpoints.contactInsert.path(), { ...good, [field]: value });
      expect(res.status, `${field}: ${JSON.stringify(value)}`).toBe(400);
      expect(res.json.message, `${field}: ${JSON.stringify(value)}`).toMatch(new RegExp(`^${field}\\b`));
    }
    expect(await count()).toBe(before);
    // the message keeps its lines and tabs
    expectOk(await api.post(endpoints.contactInsert.path(), { ...good, message: 'a\r\n\tb', page: '/contact-en' }));
  });
});
