/**
 * POST /contact/insert: the rules of the form (spec §5), length bounds, the honeypot, the
 * per-address rate limit, and that a message is stored exactly once before success is sent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, CONTACT_LIMITS } from '../../shared/contract.js';
import { expectFail, expectOk } from '../../tests/helpers/expect.js';
import { createTestApp, type Json, type TestApp } from '../../tests/helpers/test-app.js';
import { dialects, openTestDb, type TestDb } from '../../tests/helpers/test-db.js';

const NAME_MESSAGE = 'Please fill in your name and contact information';
const EMAIL_MESSAGE = 'Please fill in the correct email format';

describe.each(dialects())('POST /contact/insert on %s', (dialect) => {
  let t: TestDb;
  let api: TestApp;

  beforeAll(async () => {
    t = await openTestDb(dialect);
    api = createTestApp(t);
  });
  afterAll(async () => {
    api?.dispose();
    await t?.close();
  });

  const send = (body: Json, ip = '198.51.100.7', headers: Record<string, string> = {}) =>
    api.post(API_PATHS.contactInsert, body, { ip, headers });
  const stored = (subject: string) =>
    t.db.selectFrom('contactMessages').selectAll().where('subject', '=', subject).orderBy('id').execute();
  const count = async () =>
    Number(
      (
        await t.db
          .selectFrom('contactMessages')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

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
  let t: TestDb;
  let api: TestApp;

  beforeAll(async () => {
    t = await openTestDb(dialect);
    api = createTestApp(t, { contactRateLimit: 3 });
  });
  afterAll(async () => {
    api?.dispose();
    await t?.close();
  });

  it('answers 429 with success:false after the limit, per client address', async () => {
    const body = (i: number) => ({ name: 'Li', email: 'li@example.com', subject: 'limited', message: `m${i}` });
    for (let i = 0; i < 3; i++) expectOk(await api.post(API_PATHS.contactInsert, body(i), { ip: '192.0.2.10' }));
    const refused = await api.post(API_PATHS.contactInsert, body(3), { ip: '192.0.2.10' });
    expectFail(refused, 429);
    expectFail(await api.post(API_PATHS.contactInsert, body(4), { ip: '192.0.2.10' }), 429);
    // another address still passes
    expectOk(await api.post(API_PATHS.contactInsert, body(5), { ip: '192.0.2.11' }));
    const rows = await t.db.selectFrom('contactMessages').select(['message', 'clientIp']).orderBy('id').execute();
    expect(rows).toEqual([
      { message: 'm0', clientIp: '192.0.2.10' },
      { message: 'm1', clientIp: '192.0.2.10' },
      { message: 'm2', clientIp: '192.0.2.10' },
      { message: 'm5', clientIp: '192.0.2.11' },
    ]);
  });
});
