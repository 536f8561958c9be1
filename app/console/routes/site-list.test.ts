/**
 * The one site-list route (banners, partners, videos: parts/site-lists.tsx) against the real admin
 * API on a test database: its loader and action are called as the page renderer calls them, with
 * the staff member's session cookie and the form's origin forwarded to the in-process API. The
 * kind of list comes from the address; the role, the CSRF token and every body are checked by the
 * API, and a refusal comes back to the form with what was typed.
 */
import { describe, expect, it } from 'vitest';
import { createBanner, createPartner } from '../../../server/db/factories.js';
import { dialects } from '../../../tests/helpers/test-db.js';
import type { Session } from '../../../tests/helpers/staff.js';
import { routeArgs, runRoute, useEditorAndScorer } from '../../../tests/helpers/console-route.js';
import { action, loader } from './site-list';

type Args = Parameters<typeof loader>[0];

describe.each(dialects())('the site-list route on %s', (dialect) => {
  const { db: t, api, editor, scorer } = useEditorAndScorer(dialect);

  const args = (path: string, session: Session | null, form?: Record<string, string>, origin?: string) =>
    routeArgs<Args>(api, path, session, form, { origin });
  const run = runRoute;

  it('reads the list of its address, one type at a time', async () => {
    const shown = await createPartner(t.db, { type: '1', name: '媒体伙伴' });
    const page = await run(loader, args('/admin/site/partners?type=1', editor));
    expect(page.status).toBe(200);
    const d = page.data as unknown as { kind: string; type: string; list: { id: number }[] };
    expect(d.kind).toBe('partner');
    expect(d.type).toBe('1');
    expect(d.list.map((p) => p.id)).toContain(shown.id);
    // an unknown type: the first
    const banners = await run(loader, args('/admin/site/banners?type=999', editor));
    expect((banners.data as unknown as { kind: string; type: string }).type).toBe('0');
  });

  it('adds a partner and comes back to its row; a refusal keeps what was typed, beside the field', async () => {
    const csrf = editor.csrfToken;
    const form = { _csrf: csrf, intent: 'create', target: '', type: '0', name: '新伙伴', nameEn: 'New partner' };
    const created = await run(
      action,
      args('/admin/site/partners?type=0', editor, { ...form, logo: 'https://example.com/logo.png', isPublish: '1' }),
    );
    expect(created.status).toBe(302);
    expect(created.location).toMatch(/^\/admin\/site\/partners\?type=0&done=created#partner-\d+$/);
    const id = Number((created.location ?? '').split('-').pop());
    const page = await run(loader, args('/admin/site/partners?type=0', editor));
    expect((page.data as unknown as { list: { id: number; name: string }[] }).list).toContainEqual(
      expect.objectContaining({ id, name: '新伙伴' }),
    );

    // a name of 100 000 characters: past the API's bound for a body, refused whole, what was typed kept
    const huge = await run(
      action,
      args('/admin/site/partners?type=0', editor, { ...form, name: '帆'.repeat(100_000) }),
    );
    expect(huge.status).toBe(413);
    expect((huge.data as unknown as { refused: { values: Record<string, string> } }).refused.values.nameEn).toBe(
      'New partner',
    );
    // a name one past its limit and a website that is not one: each said beside its field
    const bad = await run(
      action,
      args('/admin/site/partners?type=0', editor, { ...form, name: '帆'.repeat(201), website: 'javascript:alert(1)' }),
    );
    expect(bad.status).toBe(400);
    const refused = (bad.data as unknown as { refused: { intent: string; values: Record<string, string> } }).refused;
    expect(refused.intent).toBe('create');
    expect(refused.values.nameEn).toBe('New partner');
    expect(Object.keys((refused as unknown as { problem: { errors: object } }).problem.errors)).toEqual(
      expect.arrayContaining(['name', 'website']),
    );
  });

  it('publishes, moves and orders a banner list; a malformed order is refused', async () => {
    const a = await createBanner(t.db, { type: 22, title: 'A', isPublish: 0, sortOrder: 10 });
    const b = await createBanner(t.db, { type: 22, title: 'B', isPublish: 1, sortOrder: 20 });
    const here = '/admin/site/banners?type=22';
    const csrf = editor.csrfToken;
    const list = async () =>
      ((await run(loader, args(here, editor))).data as unknown as { list: { id: number; isPublish: number }[] }).list;

    const published = await run(
      action,
      args(here, editor, { _csrf: csrf, intent: 'publish', target: String(a.id), isPublish: '1' }),
    );
    expect(published).toMatchObject({ status: 302, location: `${here}&done=published#banner-${a.id}` });
    expect((await list()).find((x) => x.id === a.id)?.isPublish).toBe(1);

    const moved = await run(
      action,
      args(here, editor, { _csrf: csrf, intent: 'move', target: String(a.id), direction: 'down' }),
    );
    expect(moved.status).toBe(302);
    expect((await list()).map((x) => x.id)).toEqual([b.id, a.id]);

    const ordered = await run(action, args(here, editor, { _csrf: csrf, intent: 'order', ids: `${a.id},${b.id}` }));
    expect(ordered).toMatchObject({ status: 200, data: { ordered: true } });
    expect((await list()).map((x) => x.id)).toEqual([a.id, b.id]);

    for (const ids of ['', '1,,2', `${a.id},-3`, 'x'.repeat(10_000), `${a.id}`]) {
      const bad = await run(action, args(here, editor, { _csrf: csrf, intent: 'order', ids }));
      expect(bad.status, ids.slice(0, 20)).toBeGreaterThanOrEqual(400);
      expect(bad.data).toEqual({ ordered: false });
    }
    expect((await list()).map((x) => x.id)).toEqual([a.id, b.id]);

    const unknown = await run(action, args(here, editor, { _csrf: csrf, intent: 'drop-table' }));
    expect(unknown.status).toBe(400);
  });

  it('refuses a wrong CSRF token, another origin, a scorer and no session', async () => {
    const p = await createPartner(t.db, { type: '0', name: '不动', isPublish: 1 });
    const here = '/admin/site/partners?type=0';
    const unpublish = { intent: 'publish', target: String(p.id), isPublish: '' };
    const wrongToken = await run(action, args(here, editor, { ...unpublish, _csrf: 'x'.repeat(64) }));
    expect(wrongToken.status).toBe(403);
    const otherSite = await run(
      action,
      args(here, editor, { ...unpublish, _csrf: editor.csrfToken }, 'https://evil.example'),
    );
    expect(otherSite.status).toBe(403);
    const byScorer = await run(action, args(here, scorer, { ...unpublish, _csrf: scorer.csrfToken }));
    expect(byScorer.status).toBe(403);
    // no session: to the sign-in page
    const signedOut = await run(action, args(here, null, { ...unpublish, _csrf: editor.csrfToken }));
    expect(signedOut.status).toBe(302);
    expect(signedOut.location).toMatch(/^\/admin\/login/);
    // the scorer cannot read the list either
    expect((await run(loader, args(here, scorer))).status).toBe(403);
    const still = await run(loader, args(here, editor));
    expect((still.data as unknown as { list: { id: number; isPublish: number }[] }).list).toContainEqual(
      expect.objectContaining({ id: p.id, isPublish: 1 }),
    );
  });

  it('is a 404 at an address that is not one of its lists', async () => {
    expect((await run(loader, args('/admin/site/nonsense', editor))).status).toBe(404);
  });
});
