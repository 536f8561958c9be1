/**
 * Issue 19: results publishing through the admin API, on SQLite and PostgreSQL: SF-TASS pushes a
 * publication with its token and the public level/score shows it at once (answer cache on) with
 * its status; a scorer outside the event gets 403; unreadable publications get 400 and store
 * nothing; the history lists who published; a withdrawal keeps the row, hides it from the public
 * and is audited; 401 without a token.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../../shared/endpoints.js';
import { createEvent, createLevel } from '../../db/factories.js';
import { expectOk } from '../../../tests/helpers/expect.js';
import { adminCall } from '../../../tests/helpers/staff.js';
import type { Json } from '../../../tests/helpers/test-app.js';
import { dialects } from '../../../tests/helpers/test-db.js';
import { auditRows, staffToken, useTestApp } from '../../../tests/helpers/suite.js';
import { twoBoatPublication } from '../../../tests/fixtures/publications.js';

describe.each(dialects())('admin results publishing on %s', (dialect) => {
  const { db, t } = useTestApp(dialect, { env: { API_CACHE_TTL_MS: '60000' } });
  let sfTass: string;
  let editor: string;
  let outsider: string;
  let levelCd: string;

  beforeAll(async () => {
    const event = await createEvent(db.db, { eventCd: 'SCORE-EV', isPublish: 1, status: '2' });
    levelCd = (await createLevel(db.db, { eventCd: event.eventCd })).levelCd;
    sfTass = await staffToken(db.db, { role: 'scorer', events: ['SCORE-EV'] }, 'sf-tass');
    editor = await staffToken(db.db, { role: 'editor', name: 'Wang Editor' });
    outsider = await staffToken(db.db, { role: 'scorer', events: ['ELSEWHERE'] });
  });

  const push = (bearer: string, body: Json) =>
    adminCall(t, 'POST', `/admin/levels/${levelCd}/scores`, { bearer, body });
  const publicScores = async () => expectOk(await t.call(endpoints.levelScores, { levelCd })) as Json[];

  it('refuses without a token (401) and a scorer of another event (403), storing nothing', async () => {
    expect(
      (
        await adminCall(t, 'POST', `/admin/levels/${levelCd}/scores`, {
          body: { publication: twoBoatPublication('x'), status: 'final' },
        })
      ).status,
    ).toBe(401);
    const res = await push(outsider, { publication: twoBoatPublication('x'), status: 'final' });
    expect(res.status).toBe(403);
    expect(String(res.json.message)).toMatch(/not assigned/);
    expect(await publicScores()).toEqual([]);
  });

  it('refuses what cannot be read (400 with the field), storing nothing', async () => {
    for (const bad of [
      'not json',
      { theTitle: 'No rows', header: twoBoatPublication('x').header, data: [] },
      { data: 'x' },
    ]) {
      const res = await push(sfTass, { publication: bad as Json, status: 'provisional' });
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.json.errors).toHaveProperty('publication');
    }
    expect((await push(sfTass, { publication: twoBoatPublication('x'), status: 'maybe' })).status).toBe(400);
    expect(await publicScores()).toEqual([]);
  });

  it('publishes what SF-TASS pushes: public at once (cache on) with its status, in the history, audited', async () => {
    expect(await publicScores()).toEqual([]); // (now in the answer cache)
    const created = expectOk(
      await push(sfTass, {
        publication: twoBoatPublication('Provisional after R2'),
        status: 'provisional',
        publishTime: '2026-11-24 12:00:00',
      }),
    );
    expect(created).toMatchObject({
      levelCd,
      status: 'provisional',
      title: 'Provisional after R2',
      source: 'sf-tass',
      withdrawnAt: null,
    });
    const served = await publicScores();
    expect(served).toHaveLength(1);
    expect(served[0]).toMatchObject({ id: created.id, status: 'provisional', publishTime: '2026-11-24 12:00:00' });
    expect(JSON.parse(served[0]!.scores as string).theTitle).toBe('Provisional after R2');
    // a JSON text is accepted as well, and the newest comes first
    const final = expectOk(
      await push(sfTass, {
        publication: JSON.stringify(twoBoatPublication('Final')),
        status: 'final',
        publishTime: '2026-11-24 18:00',
      }),
    );
    expect((await publicScores()).map((p) => p.id)).toEqual([final.id, created.id]);
    const history = expectOk(
      await adminCall(t, 'GET', `/admin/levels/${levelCd}/scores`, { bearer: editor }),
    ) as Json[];
    expect(history.map((h) => h.id)).toEqual([final.id, created.id]);
    expect(history[0]!.publishedBy).toMatchObject({ name: expect.any(String) });
    const rows = await auditRows(db.db, 'scores');
    expect(rows.map((r) => r.action)).toEqual(['publish', 'publish']);
  });

  it('withdraws: kept in the history, gone from the public page at once, audited; twice is 409', async () => {
    const [newest] = await publicScores();
    const withdrawn = expectOk(await adminCall(t, 'POST', `/admin/scores/${newest!.id}/withdraw`, { bearer: editor }));
    expect(withdrawn.withdrawnAt).toMatch(/^\d{4}-/);
    expect(withdrawn.withdrawnBy).toMatchObject({ name: 'Wang Editor' });
    expect((await publicScores()).map((p) => p.id)).not.toContain(newest!.id);
    const history = expectOk(
      await adminCall(t, 'GET', `/admin/levels/${levelCd}/scores`, { bearer: editor }),
    ) as Json[];
    expect(history.find((h) => h.id === newest!.id)).toMatchObject({ withdrawnBy: { name: 'Wang Editor' } });
    expect((await adminCall(t, 'POST', `/admin/scores/${newest!.id}/withdraw`, { bearer: editor })).status).toBe(409);
    expect((await adminCall(t, 'POST', `/admin/scores/${newest!.id}/withdraw`, { bearer: outsider })).status).toBe(403);
    expect((await adminCall(t, 'POST', '/admin/scores/999999/withdraw', { bearer: editor })).status).toBe(404);
    const rows = await auditRows(db.db, 'scores');
    expect(rows.at(-1)).toMatchObject({ action: 'unpublish' });
  });

  describe('imports (the console: upload or paste, preview, publish or discard)', () => {
    const CSV = ['Rank,Sail No,Helm,R1,R2,Total,Net', '1,CHN 11,余雅琴,1,2,3,3', '2,CHN 12,张伟,2,(5 DNF),7,2'].join(
      '\n',
    );
    const multipart = async (name: string, content: string) => {
      const form = new FormData();
      form.set('file', new File([content], name, { type: 'text/plain' }));
      const res = new Response(form);
      return { body: new Uint8Array(await res.arrayBuffer()), type: res.headers.get('content-type')! };
    };

    it('reads a pasted CSV: the preview and the check’s findings, nothing public; publish is refused while it has errors', async () => {
      const before = (await publicScores()).length;
      const res = await adminCall(t, 'POST', `/admin/levels/${levelCd}/imports`, {
        bearer: sfTass,
        body: { text: CSV },
      });
      const preview = expectOk(res);
      expect(preview).toMatchObject({ levelCd, source: 'paste', format: 'csv' });
      expect(preview.publications).toHaveLength(1);
      expect(preview.publications[0].data).toHaveLength(2);
      // CHN 12's net says 2 where its counting scores make 2.0 + … : the check says so
      expect(preview.findings.some((f: Json) => f.severity === 'error')).toBe(true);
      expect((await publicScores()).length).toBe(before);
      const refused = await adminCall(t, 'POST', `/admin/imports/${preview.id}/publish`, {
        bearer: sfTass,
        body: { status: 'final' },
      });
      expect(refused.status).toBe(409);
      expect(expectOk(await adminCall(t, 'DELETE', `/admin/imports/${preview.id}`, { bearer: sfTass }))).toBeNull();
      expect((await adminCall(t, 'GET', `/admin/imports/${preview.id}`, { bearer: sfTass })).status).toBe(404);
    });

    it('reads an uploaded SF-TASS file and publishes it with a status and a title in both languages', async () => {
      const { body, type } = await multipart('ilca.json', JSON.stringify(twoBoatPublication('From SF-TASS')));
      const preview = expectOk(
        await adminCall(t, 'POST', `/admin/levels/${levelCd}/imports`, {
          bearer: sfTass,
          body,
          headers: { 'content-type': type },
        }),
      );
      expect(preview).toMatchObject({ source: 'upload:ilca.json', format: 'json', findings: [] });
      const published = expectOk(
        await adminCall(t, 'POST', `/admin/imports/${preview.id}/publish`, {
          bearer: sfTass,
          body: {
            status: 'provisional',
            title: '临时成绩（第2轮后）',
            titleEn: 'Provisional after R2',
            publishTime: '2026-11-25 09:00',
          },
        }),
      ) as Json[];
      expect(published).toHaveLength(1);
      expect(published[0]).toMatchObject({
        status: 'provisional',
        source: 'upload:ilca.json',
        title: '临时成绩（第2轮后） · Provisional after R2',
      });
      const served = await publicScores();
      expect(served[0]).toMatchObject({
        id: published[0].id,
        status: 'provisional',
        publishTime: '2026-11-25 09:00:00',
      });
      // the import is gone once published
      expect((await adminCall(t, 'GET', `/admin/imports/${preview.id}`, { bearer: sfTass })).status).toBe(404);
    });

    it('reads a Sailwave series file (windows-1252): fleets as groups, the file’s codes known to the check', async () => {
      const bytes = readFileSync(new URL('../../../tests/fixtures/import/series-1252.blw', import.meta.url));
      const form = new FormData();
      form.set('file', new File([bytes], 'series.blw'));
      const res = new Response(form);
      const preview = expectOk(
        await adminCall(t, 'POST', `/admin/levels/${levelCd}/imports`, {
          bearer: sfTass,
          body: new Uint8Array(await res.arrayBuffer()),
          headers: { 'content-type': res.headers.get('content-type')! },
        }),
      );
      expect(preview).toMatchObject({ format: 'blw', source: 'upload:series.blw' });
      expect(preview.publications.length).toBeGreaterThan(0);
      expect((preview.publications[0].data as Json[]).length).toBeGreaterThan(0);
      expect(expectOk(await adminCall(t, 'DELETE', `/admin/imports/${preview.id}`, { bearer: sfTass }))).toBeNull();
    });

    it('answers what cannot be read with a clear message in both languages, storing nothing', async () => {
      const res = await adminCall(t, 'POST', `/admin/levels/${levelCd}/imports`, {
        bearer: sfTass,
        body: { text: 'hello, this is not a results table' },
      });
      expect(res.status).toBe(400);
      expect(res.json.problem.message.en).toMatch(/\w/);
      expect(res.json.problem.message.zh).toMatch(/[\u4e00-\u9fff]/);
      expect((await db.db.selectFrom('scoreImports').selectAll().execute()).length).toBe(0);
      expect(
        (await adminCall(t, 'POST', `/admin/levels/${levelCd}/imports`, { bearer: outsider, body: { text: CSV } }))
          .status,
      ).toBe(403);
    });
  });
});
