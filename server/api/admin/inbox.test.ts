/**
 * Issue 20 item 3: the contact inbox through the admin API, on SQLite and PostgreSQL: roles
 * (admin and editor read and handle, a scorer 403, nobody signed in 401), search, filter,
 * paging, newest first; handled with a note (audited, 409 on a stale updatedAt); delete (admin
 * only, audited); the CSV export (BOM, CRLF, RFC 4180 quoting, formula-safe, text kept as sent);
 * the count of new messages.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../../../tests/helpers/test-db.js';
import { adminCall, signInEachRole, type Session } from '../../../tests/helpers/staff.js';
import { auditRows, useTestApp } from '../../../tests/helpers/suite.js';

describe.each(dialects())('the contact inbox on %s', (dialect) => {
  const { db, t } = useTestApp(dialect);
  let admin: Session;
  let editor: Session;
  let scorer: Session;
  const ids: Record<string, number> = {};

  async function addMessage(key: string, minute: number, fields: Partial<Record<string, string>> = {}) {
    const row = await db.db
      .insertInto('contactMessages')
      .values({
        name: fields.name ?? `Visitor ${key}`,
        email: fields.email ?? `${key}@example.com`,
        subject: fields.subject ?? `Subject ${key}`,
        message: fields.message ?? `Text of ${key}`,
        lang: 'en',
        page: '/en/contact',
        clientIp: '192.0.2.9',
        userAgent: 'test',
        createdAt: new Date(Date.UTC(2026, 10, 1, 8, minute)).toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids[key] = Number(row.id);
    return ids[key];
  }

  beforeAll(async () => {
    ({ admin, editor, scorer } = await signInEachRole(t, db.db));
    // 30 plain messages (minutes 0..29), then the special ones, newest last
    for (let i = 0; i < 30; i++) await addMessage(`m${i}`, i);
    await addMessage('boat', 40, { name: '李雷', subject: '租船 Charter', message: 'Need a BOAT for 5 people' });
    await addMessage('formula', 41, {
      subject: '=cmd|" /C calc"!A0',
      name: '+SUM(1)',
      email: 'x@example.com',
      message: 'line one\r\nline "two", with comma\u001b[2J and \u202e bidi',
    });
  });

  const messageAudit = (id: number | undefined) => auditRows(db.db, 'contact', String(id));

  it('refuses without a session (401) and a scorer (403), for every call', async () => {
    for (const [method, path] of [
      ['GET', '/admin/contacts'],
      ['GET', '/admin/contacts.csv'],
      ['GET', '/admin/contacts/count'],
      ['GET', `/admin/contacts/${ids.m0}`],
      ['PUT', `/admin/contacts/${ids.m0}`],
      ['DELETE', `/admin/contacts/${ids.m0}`],
    ] as const) {
      const none = await adminCall(t, method, path, method === 'PUT' ? { body: { status: 'handled' } } : {});
      expect(none.status, `${method} ${path}`).toBe(401);
      const sc = await adminCall(t, method, path, {
        session: scorer,
        body: method === 'PUT' ? { status: 'handled' } : undefined,
      });
      expect(sc.status, `${method} ${path}`).toBe(403);
    }
  });

  it('lists newest first, 25 a page, with every field', async () => {
    const p1 = await adminCall(t, 'GET', '/admin/contacts', { session: editor });
    expect(p1.status, p1.text).toBe(200);
    expect(p1.json.result).toMatchObject({ total: 32, pages: 2, pageNo: 1, pageSize: 25 });
    expect(p1.json.result.records.map((m: { id: number }) => m.id).slice(0, 3)).toEqual([
      ids.formula,
      ids.boat,
      ids.m29,
    ]);
    expect(p1.json.result.records[1]).toEqual({
      id: ids.boat,
      createdAt: '2026-11-01T08:40:00.000Z',
      name: '李雷',
      email: 'boat@example.com',
      subject: '租船 Charter',
      message: 'Need a BOAT for 5 people',
      lang: 'en',
      page: '/en/contact',
      status: 'new',
      handledAt: null,
      handledBy: null,
      note: null,
      updatedAt: '2026-11-01T08:40:00.000Z',
    });
    const p2 = await adminCall(t, 'GET', '/admin/contacts?page=2', { session: admin });
    expect(p2.json.result.records).toHaveLength(7);
    expect(p2.json.result.records.at(-1).id).toBe(ids.m0);
    const bad = await adminCall(t, 'GET', '/admin/contacts?status=old&page=0', { session: admin });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.errors).sort()).toEqual(['page', 'status']);
  });

  it('searches name, e-mail, subject and text (case-insensitive, literally)', async () => {
    const q = async (text: string) =>
      (
        await adminCall(t, 'GET', `/admin/contacts?q=${encodeURIComponent(text)}`, { session: editor })
      ).json.result.records.map((m: { id: number }) => m.id);
    expect(await q('boat')).toEqual([ids.boat]); // text, other case
    expect(await q('李雷')).toEqual([ids.boat]); // name
    expect(await q('charter')).toEqual([ids.boat]); // subject
    expect(await q('m17@example')).toEqual([ids.m17]); // e-mail
    expect(await q('%')).toEqual([]); // LIKE's wildcards match themselves
    expect(await q('calc"!')).toEqual([ids.formula]);
  });

  it('marks handled with a note (audited), filters, counts, and refuses a stale copy (409)', async () => {
    const count0 = await adminCall(t, 'GET', '/admin/contacts/count?status=new', { session: editor });
    expect(count0.json.result).toEqual({ count: 32 });
    const read = await adminCall(t, 'GET', `/admin/contacts/${ids.boat}`, { session: editor });
    const res = await adminCall(t, 'PUT', `/admin/contacts/${ids.boat}`, {
      session: editor,
      body: { status: 'handled', note: 'Called back, quote sent', updatedAt: read.json.result.updatedAt },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json.result).toMatchObject({
      status: 'handled',
      note: 'Called back, quote sent',
      handledBy: { id: editor.staff.id, name: 'Ed Editor' },
      handledAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(res.json.result.updatedAt).not.toBe(read.json.result.updatedAt);
    const rows = await messageAudit(ids.boat);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ staffId: editor.staff.id, action: 'update', via: 'session' });
    expect(JSON.parse(rows[0]!.afterJson!)).toEqual({ status: 'handled', note: 'Called back, quote sent' });
    expect(JSON.parse(rows[0]!.beforeJson!)).toEqual({ status: 'new', note: null });

    const stale = await adminCall(t, 'PUT', `/admin/contacts/${ids.boat}`, {
      session: admin,
      body: { note: 'x', updatedAt: read.json.result.updatedAt },
    });
    expect(stale.status).toBe(409);
    expect(await messageAudit(ids.boat)).toHaveLength(1);

    const handled = await adminCall(t, 'GET', '/admin/contacts?status=handled', { session: editor });
    expect(handled.json.result.records.map((m: { id: number }) => m.id)).toEqual([ids.boat]);
    const fresh = await adminCall(t, 'GET', '/admin/contacts?status=new&q=boat', { session: editor });
    expect(fresh.json.result.total).toBe(0);
    expect((await adminCall(t, 'GET', '/admin/contacts/count', { session: admin })).json.result).toEqual({ count: 31 });
    expect((await adminCall(t, 'GET', '/admin/contacts/count?status=handled', { session: admin })).json.result).toEqual(
      {
        count: 1,
      },
    );

    const empty = await adminCall(t, 'PUT', `/admin/contacts/${ids.boat}`, { session: editor, body: {} });
    expect(empty.status).toBe(400);
    const unknown = await adminCall(t, 'PUT', '/admin/contacts/999999', {
      session: editor,
      body: { status: 'handled' },
    });
    expect(unknown.status).toBe(404);
  });

  it('needs the CSRF token for a write with the session', async () => {
    const res = await adminCall(t, 'PUT', `/admin/contacts/${ids.m1}`, {
      session: editor,
      body: { status: 'handled' },
      headers: { 'x-csrf-token': '' },
    });
    expect(res.status).toBe(403);
  });

  it('exports the filtered list as CSV: BOM, CRLF, quoting, formula-safe, the text as sent', async () => {
    const raw = await t.app.request(`${t.config.API_PREFIX}/admin/contacts.csv?q=${encodeURIComponent('=cmd')}`, {
      headers: { cookie: editor.cookie },
    });
    expect(raw.status).toBe(200);
    const bytes = new Uint8Array(await raw.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // the UTF-8 byte order mark
    const res = { headers: raw.headers, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes) };
    expect(res.headers.get('content-type')).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="contact-messages-\d{8}-\d{4}\.csv"$/,
    );
    expect(res.text.charCodeAt(0)).toBe(0xfeff);
    const lines = res.text.slice(1).split('\r\n');
    expect(lines[0]).toBe('id,createdAt,name,email,subject,message,lang,page,status,handledAt,handledBy,note');
    expect(res.text.slice(1)).toBe(
      'id,createdAt,name,email,subject,message,lang,page,status,handledAt,handledBy,note\r\n' +
        `${ids.formula},2026-11-01T08:41:00.000Z,"'+SUM(1)",x@example.com,"'=cmd|"" /C calc""!A0",` +
        `"line one\r\nline ""two"", with comma\u001b[2J and \u202e bidi",en,/en/contact,new,,,\r\n`,
    );
    const handled = await t.request(`${t.config.API_PREFIX}/admin/contacts.csv?status=handled`, {
      headers: { cookie: admin.cookie },
    });
    const rows = handled.text.trimEnd().split('\r\n');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatch(/,handled,\d{4}-[^,]+,Ed Editor,"Called back, quote sent"$/);
    const none = await t.request(`${t.config.API_PREFIX}/admin/contacts.csv`);
    expect(none.status).toBe(401);
  });

  it('deletes only for an admin (an editor 403), audited with what the message held', async () => {
    const ed = await adminCall(t, 'DELETE', `/admin/contacts/${ids.m2}`, { session: editor });
    expect(ed.status).toBe(403);
    expect((await adminCall(t, 'GET', `/admin/contacts/${ids.m2}`, { session: editor })).status).toBe(200);
    const res = await adminCall(t, 'DELETE', `/admin/contacts/${ids.m2}`, { session: admin });
    expect(res.status, res.text).toBe(200);
    expect((await adminCall(t, 'GET', `/admin/contacts/${ids.m2}`, { session: editor })).status).toBe(404);
    const rows = await messageAudit(ids.m2);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'delete', staffId: admin.staff.id });
    expect(JSON.parse(rows[0]!.beforeJson!)).toMatchObject({
      email: 'm2@example.com',
      subject: 'Subject m2',
      status: 'new',
    });
    expect((await adminCall(t, 'DELETE', `/admin/contacts/${ids.m2}`, { session: admin })).status).toBe(404);
  });

  it('exports a message whose every field starts with a formula sign (- @ and full-width =) as text cells', async () => {
    await addMessage('signs', 50, {
      name: '-2+3',
      email: '@x@example.com',
      subject: '＝1+1',
      message: '@SUM(A1:A9)\r\n=2',
    });
    const res = await t.request(`${t.config.API_PREFIX}/admin/contacts.csv?q=${encodeURIComponent('@SUM(A1')}`, {
      headers: { cookie: admin.cookie },
    });
    expect(res.status).toBe(200);
    // (the helper's text is decoded without the byte order mark: the test above reads the bytes)
    const row = res.text.split('\r\n').slice(1).join('\r\n');
    expect(
      row.startsWith(`${ids.signs},2026-11-01T08:50:00.000Z,"'-2+3","'@x@example.com","'＝1+1","'@SUM(A1:A9)\r\n=2",`),
    ).toBe(true);
  });
});
