/**
 * The race forms of an event's page with conform (decision 0024, issue 27) against the real admin
 * API on a test database: the bulk form's rules (also said in the browser) and a code the class
 * has, the races table's cells and the one-race form come back as the event page's refusal of that
 * form (`races-bulk`, `races-save`, `race-create` about the class) with what was typed and each
 * field's issue code; role, origin and session stay the API's.
 */
import { describe, expect, it } from 'vitest';
import { createEvent, createLevel, createRace } from '../../../server/db/factories.js';
import { raceCodeOf } from '../../../server/queries/admin/events.js';
import { dialects } from '../../../tests/helpers/test-db.js';
import type { Session } from '../../../tests/helpers/staff.js';
import { postForm, saidInBoth, useEditorAndScorer } from '../../../tests/helpers/console-route.js';
import { expectRefused } from '../../../tests/helpers/console-refusal.js';
import { action } from './event';

describe.each(dialects())('the race forms on %s', (dialect) => {
  const { db: t, api, editor, scorer } = useEditorAndScorer(dialect);
  const eventCd = 'RACE-FORMS';
  const levelCd = 'RACE-FORMS-ILCA7';

  const post = (session: Session | null, fields: Record<string, string>, origin?: string) =>
    postForm(
      action,
      api,
      `/admin/events/${eventCd}`,
      session,
      { levelCd, target: levelCd, ...fields },
      {
        origin,
        params: { eventCd },
      },
    );
  const codes = async () =>
    (await t.db.selectFrom('races').select('raceCd').where('levelCd', '=', levelCd).execute())
      .map((r) => raceCodeOf(r.raceCd, levelCd))
      .sort();

  it('refuses a bulk form by its rules, each said beside its field, keeping what was typed', async () => {
    await createEvent(t.db, { eventCd });
    await createLevel(t.db, { eventCd, levelCd });
    const out = await post(editor, {
      intent: 'races-bulk',
      count: '1000',
      firstNumber: '0',
      firstStart: '2026-13-01 10:00; DROP TABLE races',
      interval: '-5',
      perDay: 'x'.repeat(100_000),
      area: '北区',
    });
    const { intent, target, values, problem } = expectRefused(out, 400);
    expect([intent, target]).toEqual(['races-bulk', levelCd]);
    expect(problem.errors.count).toEqual({ code: 'range', params: { min: 1, max: 100 } });
    expect(problem.errors.firstNumber).toEqual({ code: 'range', params: { min: 1, max: 999 } });
    expect(problem.errors.firstStart).toEqual({ code: 'date_time' });
    expect(problem.errors.interval?.code).toBe('range');
    expect(problem.errors.perDay?.code).toBe('range');
    expect(values.area).toBe('北区');
    expect(saidInBoth(problem.errors.count)).toEqual({ zh: '须在 1 到 100 之间。', en: 'Between 1 and 100.' });
    expect(await codes()).toEqual([]);
  });

  it('adds races in bulk; codes the class has are said on the first number, with the first free one', async () => {
    const ok = await post(editor, { intent: 'races-bulk', count: '2', firstNumber: '1' });
    expect(ok).toMatchObject({ status: 302, location: `/admin/events/${eventCd}?done=races-added#level-${levelCd}` });
    expect(await codes()).toEqual(['R1', 'R2']);
    const again = await post(editor, { intent: 'races-bulk', count: '2', firstNumber: '2' });
    expectRefused(again, 400, { errors: { firstNumber: { code: 'taken', params: { code: 'R2', free: 'R3' } } } });
    expect(await codes()).toEqual(['R1', 'R2']);
  });

  it('the races table: a bad cell is said beside it, the other rows keep what was typed; stale is said above', async () => {
    const race = await createRace(t.db, { levelCd, raceCd: `${levelCd}-R9`, roundName: '第9轮' });
    const cells = (more: Record<string, string>) => ({
      intent: 'races-save',
      race: race.raceCd,
      [`${race.raceCd}.roundName`]: '第九轮',
      [`${race.raceCd}.status`]: '0',
      [`${race.raceCd}.updatedAt`]: race.updatedAt,
      ...more,
    });
    const bad = await post(editor, cells({ [`${race.raceCd}.traceUrl`]: 'javascript:alert(1)' }));
    const refused = expectRefused(bad, 400);
    expect([refused.intent, refused.target]).toEqual(['races-save', levelCd]);
    expect(refused.problem.errors[`${race.raceCd}.traceUrl`]?.code).toBe('web_url');
    expect(refused.values[`${race.raceCd}.roundName`]).toBe('第九轮');
    const stale = await post(editor, cells({ [`${race.raceCd}.updatedAt`]: '2000-01-01T00:00:00.000Z' }));
    expectRefused(stale, 409, { kind: 'stale', target: levelCd, kept: { [`${race.raceCd}.roundName`]: '第九轮' } });
    const saved = await post(editor, cells({}));
    expect(saved.location).toBe(`/admin/events/${eventCd}?done=races-saved#level-${levelCd}`);
  });

  it('one race: a code the class has is said beside the code; another origin and no session are refused', async () => {
    const taken = await post(editor, { intent: 'race-create', code: 'R1', roundName: '第1轮', status: '0' });
    const { problem, values } = expectRefused(taken, 400);
    expect(problem.errors.code?.code).toBe('taken');
    expect(values.roundName).toBe('第1轮');
    const elsewhere = await post(
      editor,
      { intent: 'races-bulk', count: '1', firstNumber: '50' },
      'https://evil.example',
    );
    expect(elsewhere.status).toBe(403);
    const nobody = await post(null, { intent: 'races-bulk', count: '1', firstNumber: '51' });
    expect(nobody.status).toBe(302);
    expect(nobody.location).toMatch(/^\/admin\/login/);
    const byScorer = await post(scorer, { intent: 'races-bulk', count: '1', firstNumber: '52' });
    expect(byScorer.status).toBe(403);
    expect(await codes()).not.toContain('R50');
    expect(await codes()).not.toContain('R51');
    expect(await codes()).not.toContain('R52');
  });
});
