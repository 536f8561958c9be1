/**
 * Issue 30: an event's official notice board, on SQLite and PostgreSQL. The roles (admins and
 * editors for every event, a scorer for theirs only, no session 401, another origin 403), hostile
 * bodies, the board's rules (posted time fixed, numbers in posting order per kind, earlier
 * versions kept, a posted notice withdrawn and never deleted or unpublished), the public answer
 * (published only, withdrawn without text or file, cleared at once), the audit rows, and PDF
 * documents: told by their bytes, served inline with a sandbox, public only with their notice.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../../shared/endpoints.js';
import { createEvent } from '../../db/factories.js';
import { makePdf } from '../../db/seed/notices.js';
import { expectFail, expectOk } from '../../../tests/helpers/expect.js';
import {
  addStaff,
  addToken,
  adminAs,
  adminCall,
  signIn,
  TEST_ORIGIN,
  type Session,
} from '../../../tests/helpers/staff.js';
import { type Json, type TestResponse } from '../../../tests/helpers/test-app.js';
import { dialects } from '../../../tests/helpers/test-db.js';
import { auditRows, staffToken, useTestApp } from '../../../tests/helpers/suite.js';

/** a small valid PDF (one A4 page of text, written by the demo's generator) */
const PDF = makePdf('Decision', ['Protest 1: dismissed']);

/** a multipart body with one file field, as a browser's FormData sends it */
function multipart(filename: string, type: string, data: Uint8Array | string) {
  const boundary = `----sf-test-${Math.random().toString(16).slice(2)}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    Buffer.from(data),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body: new Uint8Array(body), type: `multipart/form-data; boundary=${boundary}` };
}

describe.each(dialects())('the notice board on %s', (dialect) => {
  const { db, t } = useTestApp(dialect, { env: { API_CACHE_TTL_MS: '60000', UPLOAD_MAX_BYTES: String(64 * 1024) } });
  let editor: string;
  let admin: string;
  let scorer: string;
  let otherScorer: string;
  let editorSession: Session;

  beforeAll(async () => {
    const editorAccount = await addStaff(db.db, { role: 'editor' });
    editor = (await addToken(db.db, editorAccount.id)).token;
    admin = await staffToken(db.db, { role: 'admin' });
    scorer = await staffToken(db.db, { role: 'scorer', events: ['NB-E'] });
    otherScorer = await staffToken(db.db, { role: 'scorer', events: ['NB-X'] });
    editorSession = await signIn(t, editorAccount.email);
    await createEvent(db.db, { eventCd: 'NB-E', isPublish: 1 });
    await createEvent(db.db, { eventCd: 'NB-X', isPublish: 1 });
    await createEvent(db.db, { eventCd: 'NB-H', isPublish: 0 });
  });

  const as = (bearer: string) => adminAs(t, bearer);
  const board = async (eventCd = 'NB-E') => expectOk(await t.call(endpoints.eventNotices, { eventCd }));
  const audits = (code: number) => auditRows(db.db, 'notice', code);
  const upload = (
    data: Uint8Array | string,
    filename: string,
    type: string,
    bearer = editor,
  ): Promise<TestResponse> => {
    const { body, type: ct } = multipart(filename, type, data);
    return adminCall(t, 'POST', '/admin/uploads', { bearer, body, headers: { 'content-type': ct } });
  };

  it('refuses without a session (401), from another origin (403), and a scorer of another event (403)', async () => {
    expectFail(await adminCall(t, 'GET', '/admin/events/NB-E/notices'), 401);
    expectFail(await adminCall(t, 'POST', '/admin/events/NB-E/notices', { body: { kind: 'notice', title: 'x' } }), 401);
    // a cookie write from another site's page: refused before anything is read
    const cross = await adminCall(t, 'POST', '/admin/events/NB-E/notices', {
      session: editorSession,
      body: { kind: 'notice', title: 'Cross-site' },
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expectFail(cross, 403);
    // the same session from the site's own origin works
    const own = expectOk(
      await adminCall(t, 'POST', '/admin/events/NB-E/notices', {
        session: editorSession,
        body: { kind: 'other', title: 'Own origin draft' },
        headers: { origin: TEST_ORIGIN },
      }),
    );
    expect(own).toMatchObject({ kind: 'other', isPublish: 0, postedAt: null, number: null });
    // a scorer of another event: neither read nor write, nor the notice itself
    expectFail(await as(otherScorer).get('/admin/events/NB-E/notices'), 403);
    expectFail(await as(otherScorer).post('/admin/events/NB-E/notices', { kind: 'notice', title: 'x' }), 403);
    expectFail(await as(otherScorer).get(`/admin/notices/${own.id}`), 403);
    expectFail(await as(otherScorer).put(`/admin/notices/${own.id}`, { title: 'taken over' }), 403);
    expectFail(await as(otherScorer).del(`/admin/notices/${own.id}`), 403);
    // unknown event and notice: 404; a notice id that is no number: 404
    expectFail(await as(editor).get('/admin/events/NB-NONE/notices'), 404);
    expectFail(await as(editor).get('/admin/notices/999999'), 404);
    expectFail(await as(editor).get('/admin/notices/1%20OR%201=1'), 404);
    // the scorer of the event manages its board
    expect(expectOk(await as(scorer).get('/admin/events/NB-E/notices')).map((n: Json) => n.id)).toContain(own.id);
    expectOk(await as(scorer).del(`/admin/notices/${own.id}`));
  });

  it('refuses hostile bodies: unknown keys, a wrong kind, huge text, a huge body, broken JSON, a javascript: file', async () => {
    const post = (body: Json) => as(editor).post('/admin/events/NB-E/notices', body);
    let res = await post({ kind: 'notice', title: 'x', isAdmin: true });
    expectFail(res, 400);
    expect(res.json.issues[0]).toMatchObject({ code: 'unknown_keys' });
    res = await post({ kind: 'rumour', title: 'x' });
    expectFail(res, 400);
    expect(Object.keys(res.json.errors)).toEqual(['kind']);
    res = await post({ kind: 'notice', title: '' });
    expect(expectFail(res, 400) && Object.keys(res.json.errors)).toEqual(['title']);
    res = await post({ kind: 'notice', title: 'line\nbreak' });
    expectFail(res, 400);
    res = await post({ kind: 'notice', title: 'x', content: 'a'.repeat(50_001) });
    expect(expectFail(res, 400) && res.json.issues[0]).toMatchObject({ field: 'content', code: 'too_long' });
    res = await post({ kind: 'notice', title: 'x', fileUrl: 'javascript:alert(1)' });
    expect(expectFail(res, 400) && Object.keys(res.json.errors)).toEqual(['fileUrl']);
    // a body beyond the limit: 413 before it is read whole
    res = await adminCall(t, 'POST', '/admin/events/NB-E/notices', {
      bearer: editor,
      body: JSON.stringify({ kind: 'notice', title: 'x', content: '字'.repeat(400_000) }),
      headers: { 'content-type': 'application/json' },
    });
    expectFail(res, 413);
    res = await adminCall(t, 'POST', '/admin/events/NB-E/notices', {
      bearer: editor,
      body: '{"kind": "notice", "title": ',
      headers: { 'content-type': 'application/json' },
    });
    expectFail(res, 400);
    res = await adminCall(t, 'POST', '/admin/events/NB-E/notices', {
      bearer: editor,
      body: 'kind=notice&title=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expectFail(res, 415);
    // deeply nested JSON: refused, no crash
    res = await adminCall(t, 'POST', '/admin/events/NB-E/notices', {
      bearer: editor,
      body: `{"kind":"notice","title":"x","content":${'['.repeat(5000)}${']'.repeat(5000)}}`,
      headers: { 'content-type': 'application/json' },
    });
    expectFail(res, 400);
    expect(expectOk(await as(editor).get('/admin/events/NB-E/notices'))).toEqual([]);
  });

  it('sanitises the texts, numbers notices per kind in posting order, and keeps the posted time through edits', async () => {
    const draft = expectOk(
      await as(editor).post('/admin/events/NB-E/notices', {
        kind: 'amendment',
        title: '修改 SI 6.1',
        titleEn: 'Amendment to SI 6.1',
        content:
          '<p onclick="x()">起航时间改为 <strong>10:30</strong><script>alert(1)</script><img src=x onerror=alert(1)></p>',
      }),
    );
    expect(draft.content).toContain('<strong>10:30</strong>');
    expect(draft.content).not.toMatch(/script|onclick|onerror/);
    expect(draft).toMatchObject({ number: null, postedAt: null });
    // a draft is not on the public board
    expect((await board()).notices).toEqual([]);

    const first = expectOk(
      await as(scorer).post('/admin/events/NB-E/notices', { kind: 'amendment', title: 'Amendment A', isPublish: 1 }),
    );
    const notice1 = expectOk(
      await as(editor).post('/admin/events/NB-E/notices', { kind: 'notice', title: 'Notice A', isPublish: 1 }),
    );
    const published = expectOk(
      await as(editor).put(`/admin/notices/${draft.id}`, { isPublish: 1, updatedAt: draft.updatedAt }),
    );
    expect([first.number, published.number, notice1.number]).toEqual([1, 2, 1]);
    expect(published.postedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    // another event's numbers are its own; a kind that is not numbered has none
    const x = expectOk(
      await as(otherScorer).post('/admin/events/NB-X/notices', { kind: 'amendment', title: 'X1', isPublish: 1 }),
    );
    const si = expectOk(await as(admin).post('/admin/events/NB-X/notices', { kind: 'si', title: 'SI', isPublish: 1 }));
    expect([x.number, si.number]).toEqual([1, null]);

    // an edit of a posted notice: the posted time and number stay, the earlier version is kept
    await new Promise((r) => setTimeout(r, 5));
    const edited = expectOk(
      await as(editor).put(`/admin/notices/${published.id}`, {
        content: '<p>起航时间改为 11:00</p>',
        updatedAt: published.updatedAt,
      }),
    );
    expect(edited.postedAt).toBe(published.postedAt);
    expect(edited.number).toBe(2);
    expect(edited.amendedAt > edited.postedAt).toBe(true);
    expect(edited.versions).toHaveLength(1);
    expect(edited.versions[0]).toMatchObject({ shownFrom: published.postedAt, replacedAt: edited.amendedAt });
    expect(edited.versions[0].content).toContain('10:30');
    // a stale copy: 409, nothing changed
    expectFail(
      await as(editor).put(`/admin/notices/${published.id}`, { title: 'late', updatedAt: published.updatedAt }),
      409,
    );
    // the kind of a posted notice stays (its number is of its kind)
    const kindChange = await as(editor).put(`/admin/notices/${published.id}`, { kind: 'notice' });
    expect(expectFail(kindChange, 400) && Object.keys(kindChange.json.errors)).toEqual(['kind']);
    // publishing again changes nothing (same posted time, no new number)
    const again = expectOk(await as(editor).put(`/admin/notices/${published.id}`, { isPublish: 1 }));
    expect([again.postedAt, again.number, again.updatedAt]).toEqual([edited.postedAt, 2, edited.updatedAt]);

    // the public board: newest first, the amended notice with its earlier version and times
    const pub = await board();
    expect(pub.timeZone).toBe('Asia/Shanghai');
    expect(pub.notices.map((n: Json) => n.title)).toEqual(['修改 SI 6.1', 'Notice A', 'Amendment A']);
    expect(pub.notices[0]).toMatchObject({
      number: 2,
      postedAt: published.postedAt,
      amendedAt: edited.amendedAt,
      withdrawnAt: null,
    });
    expect(pub.notices[0].content).toContain('11:00');
    expect(pub.notices[0].versions[0].content).toContain('10:30');
    expect(Object.keys(pub.notices[0])).not.toContain('isPublish');

    // audited: create, publish, update, each with who and what
    const rows = await audits(published.id);
    expect(rows.map((r) => r.action)).toEqual(['create', 'publish', 'update']);
  });

  it('withdraws a posted notice instead of deleting or unpublishing it; withdrawn text and file are not served', async () => {
    const pdf = expectOk(await upload(PDF, 'decision.pdf', 'application/pdf'));
    expect(pdf).toMatchObject({ format: 'pdf', width: 0, height: 0, variants: [] });
    expect(pdf.url).toMatch(/^\/uploads\/media\/[0-9a-f]{32}\.pdf$/);
    // not public before a published notice refers to it
    expect((await t.request(pdf.url)).status).toBe(404);

    const n = expectOk(
      await as(scorer).post('/admin/events/NB-E/notices', {
        kind: 'decision',
        title: '抗议 3 裁决',
        titleEn: 'Protest 3 decision',
        content: '<p>DSQ</p>',
        fileUrl: pdf.url,
        isPublish: 1,
      }),
    );
    // public at once (the answer cache was cleared by the change), and its document too
    const listed = (await board()).notices.find((x: Json) => x.id === n.id);
    expect(listed).toMatchObject({ fileUrl: pdf.url, content: '<p>DSQ</p>' });
    const served = await t.request(pdf.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('content-disposition')).toBe('inline');
    expect(served.headers.get('content-security-policy')).toMatch(/(^|;\s*)sandbox(;|$)/);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.text.startsWith('%PDF-1.4')).toBe(true);

    // delete: refused with its code; unpublish: refused the same way
    const del = await as(editor).del(`/admin/notices/${n.id}`);
    expectFail(del, 409);
    expect(del.json).toMatchObject({ code: 'in-use', params: { what: 'published' } });
    const unpublish = await as(editor).put(`/admin/notices/${n.id}`, { isPublish: 0 });
    expectFail(unpublish, 409);
    expect(unpublish.json).toMatchObject({ code: 'in-use', params: { what: 'published' } });
    // withdrawn: only `1`
    expectFail(await as(editor).put(`/admin/notices/${n.id}`, { withdrawn: 0 }), 400);

    const withdrawn = expectOk(
      await as(scorer).put(`/admin/notices/${n.id}`, { withdrawn: 1, updatedAt: n.updatedAt }),
    );
    expect(withdrawn.withdrawnAt).toMatch(/Z$/);
    expect(withdrawn.postedAt).toBe(n.postedAt);
    const pub = (await board()).notices.find((x: Json) => x.id === n.id);
    expect(pub).toMatchObject({ title: '抗议 3 裁决', content: '', contentEn: '', fileUrl: null, versions: [] });
    expect(pub.withdrawnAt).toBe(withdrawn.withdrawnAt);
    expect(JSON.stringify(await board())).not.toContain(pdf.url);
    // its document is no longer served to the public
    expect((await t.request(pdf.url)).status).toBe(404);
    // a withdrawn notice is not changed any more, nor deleted
    const late = await as(editor).put(`/admin/notices/${n.id}`, { title: 'changed after' });
    expect(expectFail(late, 409) && late.json.params).toEqual({ what: 'withdrawn' });
    expectFail(await as(editor).del(`/admin/notices/${n.id}`), 409);
    // a draft cannot be withdrawn (it is deleted)
    const d = expectOk(await as(editor).post('/admin/events/NB-E/notices', { kind: 'other', title: 'draft' }));
    expectFail(await as(editor).put(`/admin/notices/${d.id}`, { withdrawn: 1 }), 400);
    expectFail(await as(editor).del(`/admin/notices/${d.id}`, { updatedAt: '2000-01-01T00:00:00.000Z' }), 409);
    expectOk(await as(editor).del(`/admin/notices/${d.id}`, { updatedAt: d.updatedAt }));
    expectFail(await as(editor).get(`/admin/notices/${d.id}`), 404);
    expect((await audits(n.id)).map((r) => r.action)).toEqual(['publish', 'withdraw']);
    expect((await audits(d.id)).map((r) => r.action)).toEqual(['create', 'delete']);
  });

  it('serves nothing of an unpublished event, nor an unknown one', async () => {
    expectOk(await as(editor).post('/admin/events/NB-H/notices', { kind: 'nor', title: 'Hidden NoR', isPublish: 1 }));
    expectFail(await t.call(endpoints.eventNotices, { eventCd: 'NB-H' }), 404);
    expectFail(await t.call(endpoints.eventNotices, { eventCd: 'NB-NONE' }), 404);
    // a code that is none: 400, no query
    expectFail(await t.post('/event/notices/..%2F..%2Fetc', {}), 400);
    // the boards' list (the sitemap's one read): the published event's board, not the hidden one's, nor a draft's
    const boards = expectOk(await t.call(endpoints.noticeBoards));
    expect(boards).toContain('NB-E');
    expect(boards).not.toContain('NB-H');
  });

  it('tells a PDF by its bytes: a .pdf that is not one refused, a PDF named .jpg stored as a PDF, one over the limit 413', async () => {
    const fake = await upload('This is not a PDF, only text named like one.', 'notice.pdf', 'application/pdf');
    expectFail(fake, 415);
    // a header alone, without a version, is no PDF
    expectFail(await upload('%PDF-garbage', 'x.pdf', 'application/pdf'), 415);
    // the header of a PDF without its end (%%EOF): cut short or no PDF at all
    expectFail(await upload('%PDF-1.7\n<< /Type /Catalog >>\n', 'cut.pdf', 'application/pdf'), 415);
    // an HTML page named .pdf: refused (never served as a page of the site)
    expectFail(await upload('<html><script>alert(1)</script></html>', 'x.pdf', 'application/pdf'), 415);
    const named = expectOk(await upload(makePdf('Named like a photo', []), 'photo.jpg', 'image/jpeg'));
    expect(named.format).toBe('pdf');
    expect(named.url).toMatch(/\.pdf$/);
    const big = `${PDF}%${'x'.repeat(70 * 1024)}\n`;
    expectFail(await upload(big, 'big.pdf', 'application/pdf'), 413);
    // a scorer of an event uploads for its board; one without events may not
    expectOk(await upload(makePdf("A scorer's notice", []), 'scorer.pdf', 'application/pdf', scorer));
    const none = await staffToken(db.db, { role: 'scorer' });
    expectFail(await upload(PDF, 'n.pdf', 'application/pdf', none), 403);
  });
});
