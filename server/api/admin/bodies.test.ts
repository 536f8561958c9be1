/**
 * Issue 25, findings 2 and 10: every write call of the admin API, from the endpoint tables (a new
 * call is covered without a new test), answers a malformed body (bad JSON, none, a broken
 * multipart, a type it does not read) with 400, 413 or 415 and a code, never 500; with a bearer
 * token, and with a session whose CSRF token comes in the form (the form is then read before
 * the call's own check). A body over the call's limit is refused by its Content-Length before
 * it is read, and a chunked one at the limit (413).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { adminEndpoints } from '../../../shared/admin-endpoints.js';
import { adminContentEndpoints } from '../../../shared/admin-content-endpoints.js';
import { adminInboxEndpoints } from '../../../shared/admin-inbox.js';
import { adminNewsEndpoints } from '../../../shared/admin-news.js';
import { adminScoreEndpoints } from '../../../shared/admin-scores.js';
import { adminSiteEndpoints } from '../../../shared/admin-site.js';
import { addStaff, addToken, signIn, TEST_ORIGIN, type Session } from '../../../tests/helpers/staff.js';
import { useTestApp } from '../../../tests/helpers/suite.js';

const TABLES = [
  adminEndpoints,
  adminContentEndpoints,
  adminInboxEndpoints,
  adminNewsEndpoints,
  adminScoreEndpoints,
  adminSiteEndpoints,
];

/** every write call, its parameters filled with codes and ids no record has */
const WRITES = TABLES.flatMap((table) => Object.values(table) as { method: string; route: string }[])
  .filter((e) => e.method !== 'GET')
  .map((e) => ({ method: e.method, path: e.route.replace(/:id\b/g, '999999').replace(/:(\w+)/g, 'NO-$1') }));

const BOUNDARY = '----sf-broken';
/** malformed bodies: [what, content-type (none when undefined), body] */
const MALFORMED: [string, string | undefined, string | undefined][] = [
  ['bad JSON', 'application/json', '{"title": '],
  ['JSON that is no object', 'application/json', '[1,2]'],
  ['no body, no type', undefined, undefined],
  ['text', 'text/plain', 'hello'],
  ['multipart without a boundary', 'multipart/form-data', '--x\r\n\r\n'],
  ['broken multipart', `multipart/form-data; boundary=${BOUNDARY}`, `--${BOUNDARY}\r\nContent-Disposition: form-da`],
  ['multipart that is not', `multipart/form-data; boundary=${BOUNDARY}`, 'not multipart at all'],
  ['url-encoded where JSON is read', 'application/x-www-form-urlencoded', 'a=1&b=%'],
];

describe('admin API: malformed bodies to every write call', () => {
  const { db, t } = useTestApp('sqlite', {
    env: { UPLOAD_MAX_BYTES: String(200 * 1024), UPLOAD_VIDEO_MAX_BYTES: String(300 * 1024) },
  });
  let bearer: string;
  let session: Session;

  beforeAll(async () => {
    const admin = await addStaff(db.db, { role: 'admin', email: 'bodies@example.com' });
    bearer = (await addToken(db.db, admin.id)).token;
    session = await signIn(t, 'bodies@example.com');
  });

  const send = (
    method: string,
    path: string,
    type: string | undefined,
    body: string | undefined,
    auth: 'bearer' | 'session',
  ) => {
    const headers: Record<string, string> =
      auth === 'bearer'
        ? { authorization: `Bearer ${bearer}` }
        : { cookie: session.cookie, origin: TEST_ORIGIN, 'sec-fetch-site': 'same-origin' };
    if (type !== undefined) headers['content-type'] = type;
    return t.app.request(`${t.config.API_PREFIX}${path}`, { method, headers, body });
  };

  it('has the write calls to test', () => {
    expect(WRITES.length).toBeGreaterThan(30);
  });

  it.each(['bearer', 'session'] as const)('answers 4xx with a code, never 500 (%s)', async (auth) => {
    const failures: string[] = [];
    for (const { method, path } of WRITES) {
      for (const [what, type, body] of MALFORMED) {
        const res = await send(method, path, type, body, auth);
        const text = await res.text();
        let code: unknown;
        try {
          code = (JSON.parse(text) as { code?: unknown }).code;
        } catch {
          code = undefined;
        }
        const where = `${method} ${path} (${what}): ${res.status} ${text.slice(0, 160)}`;
        if (res.status >= 500) failures.push(where);
        else if ([400, 413, 415].includes(res.status) && typeof code !== 'string') failures.push(`no code: ${where}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses a body over the limit by its Content-Length before reading it, and a chunked one at the limit', async () => {
    const huge = (limit: number) =>
      new ReadableStream<Uint8Array>(
        {
          pull(controller) {
            pulled += 1;
            if (pulled * 65536 > limit * 4) controller.close();
            else controller.enqueue(new Uint8Array(65536).fill(0x20));
          },
        },
        { highWaterMark: 0 },
      );
    let pulled = 0;
    for (const { path, type, limit } of [
      { path: '/admin/session', type: 'application/json', limit: t.config.BODY_LIMIT },
      { path: '/admin/uploads', type: `multipart/form-data; boundary=${BOUNDARY}`, limit: 2 * 1024 * 1024 },
    ]) {
      pulled = 0;
      const declared = await t.app.request(`${t.config.API_PREFIX}${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${bearer}`, 'content-type': type, 'content-length': String(limit * 4) },
        body: huge(limit),
        duplex: 'half',
      } as RequestInit);
      expect(declared.status, path).toBe(413);
      expect(((await declared.json()) as { code: string }).code).toBe('too-large');
      expect(pulled, path).toBe(0);
      pulled = 0;
      const chunked = await t.app.request(`${t.config.API_PREFIX}${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${bearer}`, 'content-type': type },
        body: huge(limit),
        duplex: 'half',
      } as RequestInit);
      expect(chunked.status, path).toBe(413);
      expect(pulled * 65536, path).toBeLessThan(limit + 4 * 65536);
    }
  });
});
