/**
 * The event form with conform (decision 0024) against the real admin API on a test database:
 * the new-event and event-page actions check every rule of the API's schema before anything is
 * uploaded or sent, and a refused submit comes back with what was typed and each field's issue
 * code (worded in both languages by the console); the API still judges role, origin and session.
 */
import { describe, expect, it } from 'vitest';
import { dialects } from '../../../tests/helpers/test-db.js';
import type { Session } from '../../../tests/helpers/staff.js';
import { routeArgs, runRoute, saidInBoth as said, useEditorAndScorer } from '../../../tests/helpers/console-route.js';
import { expectRefused } from '../../../tests/helpers/console-refusal.js';
import type { Refused } from '../lib/edits';
import { action as createAction, loader as newLoader } from './event-new';
import { action as eventAction } from './event';

type Args = Parameters<typeof createAction>[0];

describe.each(dialects())('the event form on %s', (dialect) => {
  const { db: t, api, editor, scorer } = useEditorAndScorer(dialect);

  const form = (session: Session | null, fields: Record<string, string>) => ({
    _csrf: session?.csrfToken ?? '',
    intent: 'event-save',
    eventCd: 'FORM-1',
    name: '青岛帆船周',
    nameCode: 'Qingdao Sailing Week',
    beginDate: '2026-07-01',
    endDate: '2026-07-05',
    status: '1',
    ...fields,
  });
  const create = (session: Session | null, fields: Record<string, string> = {}, origin?: string) =>
    runRoute<{ refused: Refused }>(
      createAction,
      routeArgs<Args>(api, '/admin/events/new', session, form(session, fields), { origin }),
    );

  it('says every broken rule beside its field, as a code worded in both languages, keeping what was typed', async () => {
    const out = await create(editor, {
      eventCd: 'bad code!',
      name: '',
      nameCode: 'Qingdao Sailing Week',
      beginDate: '2026-07-05',
      endDate: '2026-07-01',
      status: '9',
      sponsor: '帆'.repeat(201),
      officialWebsite: 'javascript:alert(1)',
      albumWebsite: 'www.example.com/album',
      logo: '//evil.example/x.png',
    });
    const { values, problem } = expectRefused(out, 400);
    expect(problem.kind).toBe('invalid');
    const e = problem.errors;
    expect(e.eventCd).toEqual({ code: 'code', params: { max: 64 } });
    expect(e.name).toEqual({ code: 'required' });
    expect(e.endDate).toEqual({ code: 'end_before_start' });
    expect(e.status?.code).toBe('one_of');
    expect(e.sponsor).toEqual({ code: 'too_long', params: { max: 200 } });
    expect(e.officialWebsite).toEqual({ code: 'web_url' });
    expect(e.logo).toEqual({ code: 'media_url' });
    // www.example.com/album: https:// added, as the hint says, and accepted
    expect(e.albumWebsite).toBeUndefined();
    expect(values.albumWebsite).toBe('https://www.example.com/album');
    // what was typed comes back as typed
    expect(values.nameCode).toBe('Qingdao Sailing Week');
    expect(values.sponsor).toHaveLength(201);
    expect(values.eventCd).toBe('bad code!');
    // the words, in the page's language
    expect(said(e.name)).toEqual({ zh: '请填写此项。', en: 'Fill this in.' });
    expect(said(e.sponsor)?.en).toContain('200');
    expect(said(e.sponsor)?.zh).toContain('200');
    expect(said(e.endDate)?.en).toMatch(/before/i);
    expect(said(e.officialWebsite)?.en).toMatch(/https?:\/\//);
    expect(said(e.eventCd)?.zh).toMatch(/64/);
    // nothing was created
    expect(await t.db.selectFrom('events').select('eventCd').where('eventCd', '=', 'bad code!').execute()).toEqual([]);
  });

  it('refuses a 1 MB field at its limit, fast, keeping the other fields', async () => {
    const started = performance.now();
    const out = await create(editor, { name: '帆'.repeat(1_000_000), sponsor: '<script>'.repeat(130_000) });
    expect(performance.now() - started).toBeLessThan(5000);
    const { values, problem } = expectRefused(out, 400);
    expect(problem.errors.name).toEqual({ code: 'too_long', params: { max: 200 } });
    expect(values.nameCode).toBe('Qingdao Sailing Week');
  });

  it('creates a valid event and opens its page; a code taken is said beside the code', async () => {
    const ok = await create(editor, { eventCd: 'FORM-OK', officialWebsite: 'sailfish.example' });
    expect(ok).toMatchObject({ status: 302, location: '/admin/events/FORM-OK?done=created' });
    const row = await t.db
      .selectFrom('events')
      .select(['officialWebsite'])
      .where('eventCd', '=', 'FORM-OK')
      .executeTakeFirst();
    expect(row?.officialWebsite).toBe('https://sailfish.example');
    expectRefused(await create(editor, { eventCd: 'FORM-OK', name: '另一个' }), 409, {
      errors: { eventCd: { code: 'taken' } },
      kept: { name: '另一个' },
    });
  });

  it('leaves role, origin and session to the API: a scorer, another origin, no session', async () => {
    expect((await runRoute(newLoader, routeArgs(api, '/admin/events/new', scorer))).status).toBe(403);
    expectRefused(await create(scorer, { eventCd: 'FORM-SC' }), 403, { kind: 'forbidden' });
    const elsewhere = await create(editor, { eventCd: 'FORM-X' }, 'https://evil.example');
    expect(elsewhere.status).toBe(403);
    const nobody = await create(null, { eventCd: 'FORM-N' });
    expect(nobody.status).toBe(302);
    expect(nobody.location).toMatch(/^\/admin/);
    const made = await t.db
      .selectFrom('events')
      .select('eventCd')
      .where('eventCd', 'in', ['FORM-SC', 'FORM-X', 'FORM-N'])
      .execute();
    expect(made).toEqual([]);
  });

  it('on the event page: the same rules, and a save over a newer version is stale', async () => {
    await create(editor, { eventCd: 'FORM-UP' });
    const page = (fields: Record<string, string>) =>
      runRoute<{ refused: Refused }>(
        eventAction,
        routeArgs(api, '/admin/events/FORM-UP', editor, form(editor, { eventCd: '', ...fields }), {
          params: { eventCd: 'FORM-UP' },
        }),
      );
    const bad = await page({ beginDate: '2026-02-30', name: 'x\u0007y' });
    expectRefused(bad, 400, {
      errors: { beginDate: { code: 'date' }, name: { code: 'one_line' } },
      kept: { name: 'x\u0007y' },
    });
    const stale = await page({ name: '新名字', updatedAt: '2000-01-01T00:00:00.000Z' });
    expectRefused(stale, 409, { kind: 'stale', kept: { name: '新名字' } });
  });
});
