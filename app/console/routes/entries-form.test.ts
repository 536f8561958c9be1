/**
 * A class's boat forms (add, change) with conform (decision 0024, issue 31) against the real admin
 * API on a test database: a refused boat comes back to its own form (`add`, or `update` about the
 * entry) with what was typed and each field's issue code, a sail number the class has said beside
 * the sail number; a change over a newer version is stale; role, origin and session are the API's.
 */
import { describe, expect, it } from 'vitest';
import { createEvent, createLevel } from '../../../server/db/factories.js';
import { dialects } from '../../../tests/helpers/test-db.js';
import type { Session } from '../../../tests/helpers/staff.js';
import { expectGuarded, postForm, saidInBoth, useEditorAndScorer } from '../../../tests/helpers/console-route.js';
import { expectRefused } from '../../../tests/helpers/console-refusal.js';
import { action } from './level-entries';

describe.each(dialects())('the boat forms on %s', (dialect) => {
  const { db: t, api, editor, scorer } = useEditorAndScorer(dialect);
  const levelCd = 'ENTRY-FORM-470';

  const post = (session: Session | null, fields: Record<string, string>, origin?: string) =>
    postForm(action, api, `/admin/levels/${levelCd}/entries`, session, fields, { origin, params: { levelCd } });
  const boats = async () =>
    await t.db.selectFrom('entries').select(['id', 'sailNo', 'updatedAt']).where('levelCd', '=', levelCd).execute();

  it('refuses a boat with each field said beside it, keeping what was typed; a sail number taken is said there', async () => {
    await createEvent(t.db, { eventCd: 'ENTRY-FORM' });
    await createLevel(t.db, { eventCd: 'ENTRY-FORM', levelCd });
    const bad = await post(editor, {
      intent: 'add',
      sailNo: '---',
      nationality: 'CHINA',
      helm: '张'.repeat(5000),
      club: '青岛帆船俱乐部',
    });
    const { intent, target, values, problem } = expectRefused(bad, 400);
    expect([intent, target]).toEqual(['add', '']);
    expect(problem.errors.sailNo?.code).toBeTruthy();
    expect(problem.errors.nationality?.code).toBeTruthy();
    expect(problem.errors.helm?.code).toBe('too_long');
    expect(values.club).toBe('青岛帆船俱乐部');
    expect(saidInBoth(problem.errors.helm)?.en).toMatch(/\d/);
    expect(await boats()).toEqual([]);

    expect((await post(editor, { intent: 'add', sailNo: 'CHN 1', nationality: 'CHN' })).status).toBe(302);
    expectRefused(await post(editor, { intent: 'add', sailNo: 'CHN 1', helm: '李' }), 409, {
      errors: { sailNo: { code: 'taken' } },
      kept: { helm: '李' },
    });
  });

  it('a change is refused to its own row: stale over a newer version, keeping what was typed', async () => {
    const [boat] = await boats();
    const stale = await post(editor, {
      intent: 'update',
      id: String(boat!.id),
      sailNo: 'CHN 1',
      helm: '王',
      updatedAt: '2000-01-01T00:00:00.000Z',
    });
    expectRefused(stale, 409, { kind: 'stale', target: String(boat!.id), kept: { helm: '王' } });
  });

  it('leaves role, origin and session to the API: a scorer of another event, another origin, no session', async () => {
    await expectGuarded((session, origin) => post(session, { intent: 'add', sailNo: 'X 1' }, origin), {
      denied: scorer,
      allowed: editor,
    });
    expect((await boats()).map((b) => b.sailNo)).toEqual(['CHN 1']);
  });
});
