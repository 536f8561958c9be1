/**
 * Issue 31: entry lists through the admin API and the public API, on SQLite and PostgreSQL: who may
 * (no session 401, a cookie write from another origin 403, a scorer of another event 403, the
 * event's scorer and an editor yes), add/edit/delete with the unique sail number (409) and the
 * version check, audited; public at once (answer cache on); the import reads a CSV with the
 * results' column names and a Sailwave .blw's competitors, previews duplicates, boats entered
 * already and unknown nations, saves on confirm once; huge, malformed and hostile files get a
 * clear 400/413 in both languages; parallel imports never enter a boat twice; the results
 * import's preview says which boats are not entered or absent; the CSV download is formula-safe.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../../shared/endpoints.js';
import { entryFindings } from '../../../shared/entries.js';
import { entriesCsv } from '../../../shared/entries-csv.js';
import { LIMITS } from '../../../shared/import/limits.js';
import { createEvent, createLevel } from '../../db/factories.js';
import { expectOk } from '../../../tests/helpers/expect.js';
import { addStaff, adminCall, signIn, TEST_ORIGIN, type Session } from '../../../tests/helpers/staff.js';
import type { Json } from '../../../tests/helpers/test-app.js';
import { dialects } from '../../../tests/helpers/test-db.js';
import { auditRows, staffToken, useTestApp } from '../../../tests/helpers/suite.js';

async function multipart(name: string, content: string | Uint8Array) {
  const form = new FormData();
  form.set('file', new File([content as BlobPart], name, { type: 'application/octet-stream' }));
  const res = new Response(form);
  return { body: new Uint8Array(await res.arrayBuffer()), type: res.headers.get('content-type')! };
}

const CSV = [
  'Sail No,Nat,Helm,Crew,Club,Fleet',
  'CHN 101,CHN,余雅琴,张伟,青岛帆船队,Gold',
  'HKG 7,HKG,Chan Tai Man,,RHKYC,Gold',
  'chn-101,CHN,Repeat Row,,,Gold',
  'XYZ 9,XYZ,Nobody Known,,,Silver',
].join('\r\n');

const BLW = [
  '"serevent","Spring Regatta","",""',
  '"compsailno","GBR 55","1",""',
  '"comphelmname","Jane Smith","1",""',
  '"compnat","GBR","1",""',
  '"compclub","RYA","1",""',
  '"compfleet","Silver","1",""',
  '"compsailno","NED 3","2",""',
  '"comphelmname","Jan de Vries","2",""',
  '"compnat","NED","2",""',
  '"racename","R1","","1"',
].join('\r\n');

describe.each(dialects())('entry lists on %s', (dialect) => {
  const { db, t } = useTestApp(dialect, { env: { API_CACHE_TTL_MS: '60000' } });
  let scorer: string;
  let outsider: string;
  let editor: Session;
  let levelCd: string;
  const eventCd = 'ENTRY-EV';

  beforeAll(async () => {
    await createEvent(db.db, { eventCd, isPublish: 1, status: '1' });
    levelCd = (await createLevel(db.db, { eventCd, levelCd: 'ENTRY-ILCA' })).levelCd;
    scorer = await staffToken(db.db, { role: 'scorer', events: [eventCd] });
    outsider = await staffToken(db.db, { role: 'scorer', events: ['ELSEWHERE'] });
    const ed = await addStaff(db.db, { role: 'editor', name: 'Wang Editor' });
    editor = await signIn(t, ed.email);
  });

  const publicEntries = async (body: Json = {}) =>
    expectOk(await t.post(endpoints.eventEntries.path({ eventCd }), body)) as Json;
  const entries = (bearer: string) => adminCall(t, 'GET', `/admin/levels/${levelCd}/entries`, { bearer });

  it('refuses without a session (401), a scorer of another event (403) and a cookie write from another origin (403)', async () => {
    expect((await adminCall(t, 'GET', `/admin/levels/${levelCd}/entries`)).status).toBe(401);
    expect((await adminCall(t, 'POST', `/admin/levels/${levelCd}/entries`, { body: { sailNo: 'CHN 1' } })).status).toBe(
      401,
    );
    const other = await adminCall(t, 'POST', `/admin/levels/${levelCd}/entries`, {
      bearer: outsider,
      body: { sailNo: 'CHN 1' },
    });
    expect(other.status).toBe(403);
    expect(other.json.code).toBe('forbidden');
    expect((await entries(outsider)).status).toBe(403);
    const csrfless = await adminCall(t, 'POST', `/admin/levels/${levelCd}/entries`, {
      session: editor,
      body: { sailNo: 'CHN 1' },
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(csrfless.status).toBe(403);
    expect(
      (await adminCall(t, 'POST', `/admin/levels/${levelCd}/entries/import`, { bearer: outsider, body: { text: CSV } }))
        .status,
    ).toBe(403);
    expect((await adminCall(t, 'GET', `/admin/levels/NO-SUCH/entries`, { bearer: scorer })).status).toBe(404);
    expect(expectOk(await entries(scorer))).toEqual([]);
  });

  it('adds, edits and deletes one boat: public at once (cache on), unique sail number, version check, audited', async () => {
    expect((await publicEntries()).levels[0].entries).toEqual([]); // (now in the answer cache)
    const created = expectOk(
      await adminCall(t, 'POST', `/admin/levels/${levelCd}/entries`, {
        bearer: scorer,
        body: { sailNo: ' CHN 9 ', nationality: 'chn', helm: '李明', crew: '', club: '厦门队', group: 'Gold' },
      }),
    ) as Json;
    expect(created).toMatchObject({ levelCd, sailNo: 'CHN 9', nationality: 'CHN', helm: '李明', group: 'Gold' });
    const served = await publicEntries();
    expect(served.levels[0]).toMatchObject({ levelCd, hasResults: false });
    expect(served.levels[0].entries).toEqual([
      { sailNo: 'CHN 9', nationality: 'CHN', helm: '李明', crew: '', club: '厦门队', group: 'Gold' },
    ]);
    // the same boat written otherwise is the same boat: 409 exists, with the field
    const again = await adminCall(t, 'POST', `/admin/levels/${levelCd}/entries`, {
      bearer: scorer,
      body: { sailNo: 'chn-9' },
    });
    expect(again.status).toBe(409);
    expect(again.json.code).toBe('exists');
    // bad fields: 400 with the field's issue
    for (const bad of [
      {},
      { sailNo: '' },
      { sailNo: '---' },
      { sailNo: 'X'.repeat(41) },
      { sailNo: 'CHN 1', nationality: 'CHINA' },
      { sailNo: 'CHN 1', helm: 'a\nb' },
      { sailNo: 'CHN 1', extra: 1 },
      { sailNo: 'CHN 1', club: 'c'.repeat(201) },
    ]) {
      const res = await adminCall(t, 'POST', `/admin/levels/${levelCd}/entries`, { bearer: scorer, body: bad });
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.json.code).toBe('invalid');
    }
    // edit with the version read; a stale version is 409
    const edited = expectOk(
      await adminCall(t, 'PUT', `/admin/entries/${created.id}`, {
        session: editor,
        body: { helm: 'Li Ming', updatedAt: created.updatedAt },
      }),
    ) as Json;
    expect(edited.helm).toBe('Li Ming');
    expect((await publicEntries()).levels[0].entries[0].helm).toBe('Li Ming');
    const stale = await adminCall(t, 'PUT', `/admin/entries/${created.id}`, {
      bearer: scorer,
      body: { helm: 'Old', updatedAt: created.updatedAt },
    });
    expect(stale.status).toBe(409);
    expect(stale.json.code).toBe('stale');
    expect(
      (await adminCall(t, 'PUT', `/admin/entries/${created.id}`, { bearer: outsider, body: { helm: 'x' } })).status,
    ).toBe(403);
    expect((await adminCall(t, 'DELETE', `/admin/entries/${created.id}`, { bearer: outsider })).status).toBe(403);
    expect(expectOk(await adminCall(t, 'DELETE', `/admin/entries/${created.id}`, { bearer: scorer }))).toBeNull();
    expect((await adminCall(t, 'DELETE', `/admin/entries/${created.id}`, { bearer: scorer })).status).toBe(404);
    expect((await publicEntries()).levels[0].entries).toEqual([]);
    const audit = await auditRows(db.db, 'entry');
    expect(audit.map((r) => r.action)).toEqual(['create', 'update', 'delete']);
  });

  it('imports a CSV: the preview shows duplicates and unknown nations; nothing public until the confirm, saved once', async () => {
    await adminCall(t, 'POST', `/admin/levels/${levelCd}/entries`, {
      bearer: scorer,
      body: { sailNo: 'HKG 7', helm: 'Old Name' },
    });
    const preview = expectOk(
      await adminCall(t, 'POST', `/admin/levels/${levelCd}/entries/import`, { bearer: scorer, body: { text: CSV } }),
    ) as Json;
    expect(preview).toMatchObject({ levelCd, source: 'paste', format: 'csv', current: 1 });
    expect(preview.counts).toEqual({ rows: 4, new: 2, entered: 1, duplicate: 1, invalid: 0, unknownNation: 1 });
    expect(preview.rows.map((r: Json) => [r.sailNo, r.status, r.unknownNation])).toEqual([
      ['CHN 101', 'new', false],
      ['HKG 7', 'entered', false],
      ['chn-101', 'duplicate', false],
      ['XYZ 9', 'new', true],
    ]);
    expect((await publicEntries()).levels[0].entries.map((e: Json) => e.sailNo)).toEqual(['HKG 7']);
    const saved = expectOk(
      await adminCall(t, 'POST', `/admin/levels/${levelCd}/entries/import`, {
        bearer: scorer,
        body: { confirm: preview.id, mode: 'merge' },
      }),
    ) as Json;
    expect(saved).toMatchObject({ added: 2, updated: 1, removed: 0 });
    const list = (await publicEntries({ levelCd })).levels[0].entries;
    expect(list.map((e: Json) => [e.sailNo, e.helm, e.group])).toEqual([
      ['HKG 7', 'Chan Tai Man', 'Gold'],
      ['CHN 101', '余雅琴', 'Gold'],
      ['XYZ 9', 'Nobody Known', 'Silver'],
    ]);
    const twice = await adminCall(t, 'POST', `/admin/levels/${levelCd}/entries/import`, {
      bearer: scorer,
      body: { confirm: preview.id },
    });
    expect(twice.status).toBe(404);
    const audit = await auditRows(db.db, 'entries');
    expect(audit).toHaveLength(1);
    expect(JSON.parse(String(audit[0]!.afterJson))).toMatchObject({ mode: 'merge', added: 2, updated: 1 });
  });

  it('imports a Sailwave .blw’s competitors (upload) and replaces the list', async () => {
    const { body, type } = await multipart('spring.blw', BLW);
    const preview = expectOk(
      await adminCall(t, 'POST', `/admin/levels/${levelCd}/entries/import`, {
        session: editor,
        body,
        headers: { 'content-type': type },
      }),
    ) as Json;
    expect(preview).toMatchObject({ format: 'blw', source: 'upload:spring.blw' });
    expect(preview.rows.map((r: Json) => [r.sailNo, r.nationality, r.helm, r.group])).toEqual([
      ['GBR 55', 'GBR', 'Jane Smith', 'Silver'],
      ['NED 3', 'NED', 'Jan de Vries', ''],
    ]);
    const saved = expectOk(
      await adminCall(t, 'POST', `/admin/levels/${levelCd}/entries/import`, {
        session: editor,
        body: { confirm: preview.id, mode: 'replace' },
      }),
    ) as Json;
    expect(saved).toMatchObject({ added: 2, updated: 0, removed: 3 });
    expect((await publicEntries()).levels[0].entries.map((e: Json) => e.sailNo)).toEqual(['GBR 55', 'NED 3']);
  });

  it('answers huge, malformed and hostile files with a clear refusal in both languages, storing nothing', async () => {
    const count = async () => (await db.db.selectFrom('entryImports').selectAll().execute()).length;
    const before = await count();
    const refuse = async (body: Json, headers?: Record<string, string>) => {
      const res = await adminCall(t, 'POST', `/admin/levels/${levelCd}/entries/import`, {
        bearer: scorer,
        body,
        headers,
      });
      return res;
    };
    // not an entry list, empty, results JSON, a blw with no competitors, too many rows, a cell too long
    const cases: Json[] = [
      { text: 'hello, this is not an entry list' },
      { text: '{"theTitle":"x","data":[]}' },
      { text: '"serevent","Nothing","",""\r\n"racename","R1","","1"' },
      { text: ['Sail No,Helm', ...Array.from({ length: LIMITS.rows + 5 }, (_, i) => `CHN ${i},H${i}`)].join('\n') },
      { text: `Sail No,Helm\nCHN 1,${'x'.repeat(LIMITS.cellChars + 10)}` },
      { text: `Sail No,Helm\n"CHN 1,${'"'.repeat(50_000)}` },
    ];
    for (const body of cases) {
      const res = await refuse(body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json.problem.message.en).toMatch(/\w/);
      expect(res.json.problem.message.zh).toMatch(/[\u4e00-\u9fff]/);
    }
    // a body past the import's limit (10 MB): 413 before it is read
    const huge = await multipart('huge.csv', new Uint8Array(11 * 1024 * 1024).fill(65));
    const tooLarge = await refuse(huge.body, { 'content-type': huge.type });
    expect(tooLarge.status).toBe(413);
    // an empty file, a multipart without the file
    const empty = await multipart('empty.csv', '');
    expect((await refuse(empty.body, { 'content-type': empty.type })).status).toBe(400);
    // a body that is neither JSON we read nor a form
    expect((await refuse('<xml/>', { 'content-type': 'application/xml' })).status).toBe(415);
    expect((await refuse({ text: 'Sail No\nX', confirm: 1 })).status).toBe(400);
    // a row of the file that cannot be saved is shown invalid, not saved
    const bad = expectOk(
      await refuse({ text: 'Sail No,Nat,Helm\n---,CHN,No Sail\nCHN 5,CHINA,Bad Nat\n=cmd|calc,CHN,Formula' }),
    ) as Json;
    expect(bad.rows.map((r: Json) => r.status)).toEqual(['invalid', 'invalid', 'new']);
    expect(bad.rows[0].problem.zh).toMatch(/[\u4e00-\u9fff]/);
    expect(expectOk(await refuse({ discard: bad.id }))).toBeNull();
    expect(await count()).toBe(before);
  });

  it('parallel imports never enter a boat twice', async () => {
    const list = (n: number, from: number) =>
      ['Sail No,Nat,Helm', ...Array.from({ length: n }, (_, i) => `CHN ${from + i},CHN,Sailor ${from + i}`)].join('\n');
    const previews = await Promise.all(
      [list(30, 1), list(30, 15), list(30, 1)].map(
        async (text) =>
          expectOk(
            await adminCall(t, 'POST', `/admin/levels/${levelCd}/entries/import`, { bearer: scorer, body: { text } }),
          ) as Json,
      ),
    );
    const answers = await Promise.all(
      previews.map((p) =>
        adminCall(t, 'POST', `/admin/levels/${levelCd}/entries/import`, { bearer: scorer, body: { confirm: p.id } }),
      ),
    );
    for (const a of answers) expect(a.status, a.text).toBe(200);
    const rows = expectOk(await entries(scorer)) as Json[];
    const keys = rows.map((r) => r.sailNo);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.filter((k) => /^CHN \d+$/.test(k))).toHaveLength(44);
  });

  it('the results import’s preview says which boats are not entered and which entered ones are absent', async () => {
    const res = await adminCall(t, 'POST', `/admin/levels/${levelCd}/imports`, {
      bearer: scorer,
      body: {
        text: ['Rank,Nat,Sail No,Helm,R1,R2', '1,GBR,55,Jane Smith,1,1', '2,FRA,200,Pierre Roux,2,2'].join('\n'),
      },
    });
    const preview = expectOk(res) as Json;
    const said = preview.findings.filter((f: Json) => f.code === 'not-entered' || f.code === 'not-in-results');
    expect(said.filter((f: Json) => f.code === 'not-entered').map((f: Json) => f.boat)).toEqual([
      'FRA 200 Pierre Roux',
    ]);
    const absent = said.filter((f: Json) => f.code === 'not-in-results').map((f: Json) => f.sailNo);
    expect(absent).toContain('NED 3');
    expect(absent).not.toContain('GBR 55');
    expect(said.every((f: Json) => f.severity === 'warning' && /[\u4e00-\u9fff]/.test(f.message.zh))).toBe(true);
    // a class without entries: nothing said
    expect(entryFindings([], preview.publications)).toEqual([]);
  });

  it('the public call: 404 for an unknown or unpublished event or class, 400 for a bad class code', async () => {
    expect((await t.post(endpoints.eventEntries.path({ eventCd: 'NOPE' }), {})).status).toBe(404);
    await createEvent(db.db, { eventCd: 'HIDDEN-EV', isPublish: 0 });
    expect((await t.post(endpoints.eventEntries.path({ eventCd: 'HIDDEN-EV' }), {})).status).toBe(404);
    expect((await t.post(endpoints.eventEntries.path({ eventCd }), { levelCd: 'NO-SUCH' })).status).toBe(404);
    expect((await t.post(endpoints.eventEntries.path({ eventCd }), { levelCd: '../x' })).status).toBe(400);
    expect(TEST_ORIGIN).toMatch(/^http/);
  });
});

describe('the entry list CSV', () => {
  it('is formula-safe: a cell a spreadsheet would run is text', () => {
    const csv = entriesCsv([
      {
        name: 'ILCA 7',
        entries: [
          { sailNo: "=cmd|'/c calc'!A1", nationality: 'CHN', helm: '+SUM(1)', crew: '@x', club: '-2', group: '' },
        ],
      },
    ]);
    expect(csv.startsWith('\uFEFFClass,Group,Sail No,Nat,Helm,Crew,Club\r\n')).toBe(true);
    expect(csv).toContain(`"'=cmd|'/c calc'!A1"`);
    expect(csv).toContain(`"'+SUM(1)"`);
    expect(csv).toContain(`"'@x"`);
    expect(csv).toContain(`"'-2"`);
    expect(csv).not.toMatch(/(^|,)=cmd/m);
  });
});
