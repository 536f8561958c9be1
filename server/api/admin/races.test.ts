/**
 * Issue 27: races a scorer can work with, on SQLite and PostgreSQL. A race is made with the code
 * staff type, unique within its class ('R1' may be in every class), refused on its field when
 * the class has it; up to 100 races at once (bulk: all or none, audited, 403 off the scorer's
 * events, 400 beyond the cap); the key stays one of the site (the public race list answers it);
 * a class's results state and its status follow its publications.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../../shared/endpoints.js';
import { createEvent, createLevel, createRace, sampleScores } from '../../db/factories.js';
import { expectOk } from '../../../tests/helpers/expect.js';
import type { adminCall } from '../../../tests/helpers/staff.js';
import { adminAs } from '../../../tests/helpers/staff.js';
import type { Json } from '../../../tests/helpers/test-app.js';
import { dialects } from '../../../tests/helpers/test-db.js';
import { auditRows, staffToken, useTestApp } from '../../../tests/helpers/suite.js';

describe.each(dialects())('admin races by class code, in bulk, and results state on %s', (dialect) => {
  const { db, t } = useTestApp(dialect, { env: { API_CACHE_TTL_MS: '60000' } });
  let editor: string;
  let scorer: string;
  let otherScorer: string;

  beforeAll(async () => {
    editor = await staffToken(db.db, { role: 'editor' });
    scorer = await staffToken(db.db, { role: 'scorer', events: ['RB-E'] });
    otherScorer = await staffToken(db.db, { role: 'scorer', events: ['RB-X'] });
    await createEvent(db.db, { eventCd: 'RB-E', isPublish: 1 });
    await createLevel(db.db, { eventCd: 'RB-E', levelCd: 'RB-A', status: '1' });
    await createLevel(db.db, { eventCd: 'RB-E', levelCd: 'RB-B', status: '1' });
    await createLevel(db.db, { eventCd: 'RB-E', levelCd: 'RB-C', status: '1' });
  });

  const as = (bearer: string) => adminAs(t, bearer);
  /** a refusal with this status (its envelope is the admin API's: message, and errors by field for a 400) */
  const expectFail = (res: Awaited<ReturnType<typeof adminCall>>, status: number): Json => {
    expect(res.status, res.text).toBe(status);
    expect(res.json).toMatchObject({ success: false, result: null, message: expect.any(String) });
    return res.json;
  };

  it('makes R1 in two classes: codes are unique within a class, the keys within the site', async () => {
    const a = expectOk(
      await as(scorer).post('/admin/levels/RB-A/races', { code: 'R1', roundName: '第1轮', status: '0' }),
    );
    const b = expectOk(
      await as(scorer).post('/admin/levels/RB-B/races', { code: 'R1', roundName: '第1轮', status: '0' }),
    );
    expect([a.code, b.code]).toEqual(['R1', 'R1']);
    expect(a.raceCd).not.toBe(b.raceCd);
    // the key is the public API's race code: both races listed under their class
    const pub = expectOk(await t.call(endpoints.levelRaces, { levelCd: 'RB-B' }));
    expect(pub.map((r: Json) => r.raceCd)).toEqual([b.raceCd]);
    // the key addresses the race in the admin API
    expect(expectOk(await as(scorer).get(`/admin/races/${b.raceCd}`)).code).toBe('R1');
    // the same code again in the class (any case): refused on the field, nothing stored
    const again = expectFail(
      await as(scorer).post('/admin/levels/RB-A/races', { code: 'r1', roundName: '第1轮', status: '0' }),
      400,
    );
    expect(Object.keys(again.errors)).toEqual(['code']);
    expect(expectOk(await as(scorer).get('/admin/levels/RB-A/races'))).toHaveLength(1);
  });

  it('still takes a site key (raceCd) from a machine client, and refuses one taken (409)', async () => {
    const r = expectOk(
      await as(editor).post('/admin/levels/RB-C/races', { raceCd: 'RB-OWN-KEY', roundName: '第1轮', status: '0' }),
    );
    expect(r).toMatchObject({ raceCd: 'RB-OWN-KEY', code: 'RB-OWN-KEY' });
    expectFail(
      await as(editor).post('/admin/levels/RB-C/races', { raceCd: 'RB-OWN-KEY', roundName: 'x', status: '0' }),
      409,
    );
    expectFail(await as(editor).post('/admin/levels/RB-C/races', { roundName: 'x', status: '0' }), 400);
  });

  it('adds races in bulk: in order, codes made when absent, each audited', async () => {
    const before = (await auditRows(db.db, 'race')).length;
    const races = Array.from({ length: 14 }, (_, i) => ({
      ...(i < 13 ? { code: `R${i + 2}` } : {}),
      roundName: `第${i + 2}轮`,
      startTime: `2027-05-0${1 + Math.floor(i / 5)} ${String(10 + (i % 5)).padStart(2, '0')}:00`,
      status: '0',
    }));
    const created = expectOk(await as(scorer).post('/admin/levels/RB-A/races/bulk', { races }));
    expect(created.map((r: Json) => r.code)).toEqual([...races.slice(0, 13).map((r) => r.code), 'R15']);
    expect(created[0]).toMatchObject({ roundName: '第2轮', startTime: '2027-05-01 10:00:00', levelCd: 'RB-A' });
    const list = expectOk(await as(scorer).get('/admin/levels/RB-A/races'));
    expect(list.map((r: Json) => r.code)).toEqual(['R1', ...created.map((r: Json) => r.code)]);
    const orders = list.map((r: Json) => r.sortOrder);
    expect([...orders].sort((x, y) => x - y)).toEqual(orders);
    expect((await auditRows(db.db, 'race')).length - before).toBe(14);
    const pub = expectOk(await t.call(endpoints.levelRaces, { levelCd: 'RB-A' }));
    expect(pub).toHaveLength(15);
  });

  it('refuses a bulk call as a whole: codes taken or given twice (on their fields), over 100, not the scorer’s', async () => {
    const count = async () => expectOk(await as(editor).get('/admin/levels/RB-B/races')).length;
    const n = await count();
    const taken = expectFail(
      await as(scorer).post('/admin/levels/RB-B/races/bulk', {
        races: [
          { code: 'R2', roundName: '第2轮', status: '0' },
          { code: 'R1', roundName: '第1轮', status: '0' },
          { code: 'R2', roundName: '第2轮', status: '0' },
        ],
      }),
      400,
    );
    expect(Object.keys(taken.errors).sort()).toEqual(['races.1.code', 'races.2.code']);
    expect(await count()).toBe(n);
    const many = Array.from({ length: 101 }, (_, i) => ({ code: `Q${i}`, roundName: 'x', status: '0' }));
    expectFail(await as(editor).post('/admin/levels/RB-B/races/bulk', { races: many }), 400);
    expectFail(await as(editor).post('/admin/levels/RB-B/races/bulk', { races: [] }), 400);
    expectFail(
      await as(otherScorer).post('/admin/levels/RB-B/races/bulk', { races: [{ roundName: 'x', status: '0' }] }),
      403,
    );
    expectFail(
      await as(editor).post('/admin/levels/NO-SUCH/races/bulk', { races: [{ roundName: 'x', status: '0' }] }),
      404,
    );
    expect(await count()).toBe(n);
  });

  it('says each class’s results state, and its status follows a publication (final: finished), overridable', async () => {
    const state = async () =>
      Object.fromEntries(
        expectOk(await as(scorer).get('/admin/events/RB-E/levels')).map((l: Json) => [
          l.levelCd,
          [l.results, l.status],
        ]),
      );
    expect(await state()).toEqual({ 'RB-A': ['none', '1'], 'RB-B': ['none', '1'], 'RB-C': ['none', '1'] });
    const push = (levelCd: string, status: string) =>
      as(scorer).post(`/admin/levels/${levelCd}/scores`, { publication: sampleScores('R'), status });
    expectOk(await push('RB-A', 'provisional'));
    expectOk(await push('RB-B', 'final'));
    expect(await state()).toMatchObject({ 'RB-A': ['provisional', '2'], 'RB-B': ['final', '3'] });
    expect(expectOk(await as(scorer).get('/admin/levels/RB-B')).results).toBe('final');
    const audited = (await auditRows(db.db, 'level')).filter((r) => r.code === 'RB-B');
    expect(audited.at(-1)).toMatchObject({ action: 'update' });
    // staff can still set another status by hand
    const level = expectOk(await as(editor).get('/admin/levels/RB-B'));
    expectOk(await as(editor).put('/admin/levels/RB-B', { status: '2', updatedAt: level.updatedAt }));
    expect((await state())['RB-B']).toEqual(['final', '2']);
  });

  it('shows a made race as its code, not its key, when the class has one like it already', async () => {
    await createRace(db.db, { levelCd: 'RB-C', raceCd: 'RB-C-R9' });
    const made = expectOk(
      await as(editor).post('/admin/levels/RB-C/races', { code: 'R8', roundName: 'x', status: '0' }),
    );
    expect(made.raceCd).toBe('RB-C-R8');
    expectFail(await as(editor).post('/admin/levels/RB-C/races', { code: 'R9', roundName: 'x', status: '0' }), 400);
  });
});
