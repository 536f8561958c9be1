/**
 * The hearing forms with conform (decision 0024, issue 30) against the real admin API on a test
 * database: a new hearing, a hearing's change and the time limits come back refused to their own
 * form with what was typed and each field's issue code (a time limit's beside its row's field);
 * a change over a newer version is stale; role, origin and session are the API's.
 */
import { describe, expect, it } from 'vitest';
import { createEvent } from '../../../server/db/factories.js';
import { dialects } from '../../../tests/helpers/test-db.js';
import type { Session } from '../../../tests/helpers/staff.js';
import { expectGuarded, postForm, saidInBoth, useEditorAndScorer } from '../../../tests/helpers/console-route.js';
import { expectRefused } from '../../../tests/helpers/console-refusal.js';
import { action } from './event-hearings';

describe.each(dialects())('the hearing forms on %s', (dialect) => {
  const { db: t, api, editor, scorer } = useEditorAndScorer(dialect);
  const eventCd = 'HEARING-FORM';

  const post = (session: Session | null, fields: Record<string, string>, origin?: string) =>
    postForm(action, api, `/admin/events/${eventCd}/hearings`, session, fields, { origin, params: { eventCd } });
  const hearings = async () =>
    t.db.selectFrom('hearings').select(['id', 'protestor', 'updatedAt']).where('eventCd', '=', eventCd).execute();

  it('refuses a new hearing beside its fields, keeping what was typed; then adds it', async () => {
    await createEvent(t.db, { eventCd });
    const bad = await post(editor, {
      intent: 'create',
      kind: 'duel',
      protestor: '',
      room: '房'.repeat(10_000),
      rules: '31, 42',
    });
    const { intent, values, problem } = expectRefused(bad, 400);
    expect(intent).toBe('create');
    expect(problem.errors.kind?.code).toBe('one_of');
    expect(problem.errors.protestor).toEqual({ code: 'required' });
    expect(problem.errors.room?.code).toBe('too_long');
    expect(values.rules).toBe('31, 42');
    expect(saidInBoth(problem.errors.protestor)).toEqual({ zh: '请填写此项。', en: 'Fill this in.' });
    expect(await hearings()).toEqual([]);
    const ok = await post(editor, { intent: 'create', kind: 'protest', protestor: 'CHN 1', isPublish: '1' });
    expect(ok.status).toBe(302);
  });

  it("a hearing's change over a newer version is stale, to its own form, keeping what was typed", async () => {
    const [h] = await hearings();
    const stale = await post(editor, {
      intent: 'save',
      target: String(h!.id),
      kind: 'protest',
      protestor: 'CHN 2',
      status: 'scheduled',
      decision: '驳回',
      updatedAt: '2000-01-01T00:00:00.000Z',
    });
    expectRefused(stale, 409, { kind: 'stale', target: String(h!.id), kept: { decision: '驳回' } });
  });

  it("a time limit's issue is said beside its row's field (empty rows left out)", async () => {
    const out = await post(editor, {
      intent: 'limits',
      version: '',
      day0: '2026-07-01',
      limitTime0: '18:00',
      day3: '2026-07-02',
      limitTime3: '25:99',
      note3: '第二天',
    });
    const { problem, values } = expectRefused(out, 400);
    expect(problem.errors.limitTime3?.code).toBe('format');
    expect(problem.errors.limitTime0).toBeUndefined();
    expect(values.note3).toBe('第二天');
  });

  it('leaves role, origin and session to the API: a scorer of another event, another origin, no session', async () => {
    const fields = { intent: 'create', kind: 'protest', protestor: 'GBR 9' };
    await expectGuarded((session, origin) => post(session, fields, origin), { denied: scorer, allowed: editor });
    expect((await hearings()).map((h) => h.protestor)).toEqual(['CHN 1']);
  });
});
