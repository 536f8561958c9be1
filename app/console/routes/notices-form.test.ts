/**
 * The notice form with conform (decision 0024, issue 30) against the real admin API on a test
 * database: every rule of the API's notice schema is checked before the photo or PDF is
 * uploaded, a refused notice comes back with what was typed and each field's issue code; posting
 * and a change over a newer version go through the API; a scorer of another event, another origin
 * and no session are the API's to refuse.
 */
import { describe, expect, it } from 'vitest';
import { createEvent } from '../../../server/db/factories.js';
import { dialects } from '../../../tests/helpers/test-db.js';
import type { Session } from '../../../tests/helpers/staff.js';
import { expectGuarded, postForm, saidInBoth, useEditorAndScorer } from '../../../tests/helpers/console-route.js';
import { expectRefused } from '../../../tests/helpers/console-refusal.js';
import { action } from './event-notices';

describe.each(dialects())('the notice form on %s', (dialect) => {
  const { db: t, api, editor, scorer } = useEditorAndScorer(dialect);
  const eventCd = 'NOTICE-FORM';

  const save = (session: Session | null, more: Record<string, string | File>, origin?: string) =>
    postForm(
      action,
      api,
      `/admin/events/${eventCd}/notices`,
      session,
      {
        intent: 'notice-save',
        kind: 'notice',
        title: '航行细则修改',
        content: '第一段\n\n第二段',
        publish: '1',
        ...more,
      },
      { origin, params: { eventCd } },
    );
  const titled = async (title: string) =>
    t.db.selectFrom('notices').select(['id', 'updatedAt']).where('title', '=', title).execute();

  it('says every broken rule beside its field before the file is uploaded, keeping what was typed', async () => {
    await createEvent(t.db, { eventCd });
    const pdf = new File(['%PDF-1.4'], 'notice.pdf', { type: 'application/pdf' });
    const out = await save(editor, {
      kind: 'gossip',
      title: '',
      titleEn: 'T'.repeat(1000),
      fileUrl: 'javascript:alert(1)',
      content: '保留的正文',
      file: pdf,
    });
    const { values, problem } = expectRefused(out, 400);
    expect(problem.errors.kind?.code).toBe('one_of');
    expect(problem.errors.title).toEqual({ code: 'required' });
    expect(problem.errors.titleEn?.code).toBe('too_long');
    expect(problem.errors.fileUrl).toEqual({ code: 'media_url' });
    expect(problem.errors.file).toBeUndefined();
    expect(values.content).toBe('保留的正文');
    expect(saidInBoth(problem.errors.kind)?.en).toBeTruthy();
    expect(saidInBoth(problem.errors.title)).toEqual({ zh: '请填写此项。', en: 'Fill this in.' });
  });

  it('posts a notice; a change over a newer version is stale, keeping what was typed', async () => {
    const posted = await save(editor, { title: '开赛时间' });
    expect(posted.status).toBe(302);
    expect(posted.location).toMatch(/\?done=created#notice-\d+$/);
    const [row] = await titled('开赛时间');
    const stale = await save(editor, {
      id: String(row!.id),
      title: '开赛时间（改）',
      updatedAt: '2000-01-01T00:00:00.000Z',
    });
    expectRefused(stale, 409, { kind: 'stale', target: String(row!.id), kept: { title: '开赛时间（改）' } });
  });

  it('leaves role, origin and session to the API: a scorer of another event, another origin, no session', async () => {
    await expectGuarded((session, origin) => save(session, { title: '不该有的公告' }, origin), {
      denied: scorer,
      allowed: editor,
    });
    expect(await titled('不该有的公告')).toEqual([]);
  });
});
