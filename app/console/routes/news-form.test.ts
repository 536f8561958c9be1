/**
 * The news post form with conform (decision 0024, issue 27) against the real admin API on a test
 * database: the new-post and post-page actions check every rule of the API's news schema before
 * the thumbnail is uploaded or the post sent, and a refused submit comes back with what was typed
 * and each field's issue code (worded in both languages); role, origin and session stay the API's.
 */
import { describe, expect, it } from 'vitest';
import { dialects } from '../../../tests/helpers/test-db.js';
import type { Session } from '../../../tests/helpers/staff.js';
import { expectGuarded, postForm, saidInBoth, useEditorAndScorer } from '../../../tests/helpers/console-route.js';
import { expectRefused } from '../../../tests/helpers/console-refusal.js';
import { action as createAction } from './news-new';
import { action as postAction } from './news-post';

describe.each(dialects())('the news form on %s', (dialect) => {
  const { db: t, api, editor, scorer } = useEditorAndScorer(dialect);

  const fields = (more: Record<string, string | File>) => ({
    intent: 'news-save',
    title: '青岛帆船周开幕',
    titleEn: 'Qingdao Sailing Week opens',
    type: '1',
    publishTime: '2026-07-01T09:00:00',
    content: '<p>开幕</p>',
    ...more,
  });
  const create = (session: Session | null, more: Record<string, string | File> = {}, origin?: string) =>
    postForm(createAction, api, '/admin/news/new', session, fields(more), { origin });
  const titles = async (title: string) =>
    (await t.db.selectFrom('news').select('newsCd').where('title', '=', title).execute()).length;

  it('says every broken rule beside its field before the thumbnail is uploaded, keeping what was typed', async () => {
    const picture = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'thumb.png', { type: 'image/png' });
    const out = await create(editor, {
      title: '',
      titleEn: 'T'.repeat(201),
      type: '9',
      thumbUrl: '//evil.example/x.png',
      publishTime: '2026-02-30T25:00',
      content: '<p>留着</p>',
      thumbFile: picture,
    });
    const { values, problem } = expectRefused(out, 400);
    const e = problem.errors;
    expect(e.title).toEqual({ code: 'required' });
    expect(e.titleEn?.code).toBe('too_long');
    expect(e.type?.code).toBe('one_of');
    expect(e.thumbUrl).toEqual({ code: 'media_url' });
    expect(e.publishTime?.code).toBe('date_time');
    // nothing uploaded for a form that cannot be saved: the thumbnail has no error of its own
    expect(e.thumbFile).toBeUndefined();
    expect(values.content).toBe('<p>留着</p>');
    expect(values.titleEn).toHaveLength(201);
    expect(saidInBoth(e.title)).toEqual({ zh: '请填写此项。', en: 'Fill this in.' });
    expect(saidInBoth(e.titleEn)?.zh).toMatch(/\d/);
    expect(await titles('')).toBe(0);
  });

  it('refuses a 1 MB title at its limit, fast, keeping the text', async () => {
    const started = performance.now();
    const out = await create(editor, { title: '帆'.repeat(1_000_000), content: '<p>正文</p>' });
    expect(performance.now() - started).toBeLessThan(5000);
    const { values, problem } = expectRefused(out, 400);
    expect(problem.errors.title?.code).toBe('too_long');
    expect(values.content).toBe('<p>正文</p>');
  });

  it('creates a valid post and opens it; a save over a newer version is stale, keeping what was typed', async () => {
    const ok = await create(editor, { title: '新帖' });
    expect(ok.status).toBe(302);
    const newsCd = /\/admin\/news\/([^?]+)\?done=created$/.exec(ok.location ?? '')?.[1];
    expect(newsCd).toBeTruthy();
    const save = (more: Record<string, string>) =>
      postForm(postAction, api, `/admin/news/${newsCd}`, editor, fields(more), { params: { newsCd: newsCd! } });
    const bad = await save({ title: 'x\u0007y' });
    expectRefused(bad, 400, { target: newsCd, errors: { title: { code: 'one_line' } } });
    const stale = await save({ title: '改过的', updatedAt: '2000-01-01T00:00:00.000Z' });
    expectRefused(stale, 409, { kind: 'stale', target: newsCd, kept: { title: '改过的' } });
    expect(await titles('改过的')).toBe(0);
  });

  it('leaves role, origin and session to the API: a scorer, another origin, no session', async () => {
    await expectGuarded((session, origin) => create(session, { title: '不该有的帖' }, origin), {
      denied: scorer,
      allowed: editor,
    });
    expect(await titles('不该有的帖')).toBe(0);
  });
});
