/**
 * The loaders of the pages of one record (event, level, post) against the real API on a test
 * database (docs/api-contract.md): a record the API does not know, or does not publish, is the
 * 404 page; when the API itself fails (here: its database, a 500) the page answers 200 with its
 * empty state (docs/product.md §8) and the failure is logged, never a 404.
 */
import { sql } from 'kysely';
import type { AppLoadContext } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createEvent, createLevel, createNews } from '../../server/db/factories.js';
import { dialects } from '../../tests/helpers/test-db.js';
import { useTestApp } from '../../tests/helpers/suite.js';
import { endpoints } from '../../shared/endpoints';
import type { ApiTransport } from '../lib/api';
import { loader as eventDetailLoader } from './event-detail';
import { loader as levelLoader } from './level';
import { loader as newsDetailLoader } from './news-detail';
import { loader as noticesLoader } from './event-notices';
import { loader as hearingsLoader } from './hearings';
import { loader as entriesLoader } from './entries';

type Args = { request: Request; params: Record<string, string>; context: AppLoadContext };

describe.each(dialects())('record pages on %s', (dialect) => {
  const { db: t, t: api } = useTestApp(dialect);
  let eventCd = '';
  let levelCd = '';
  let hiddenCd = '';
  let newsCd = '';

  beforeAll(async () => {
    const event = await createEvent(t.db, { status: '2' });
    eventCd = event.eventCd;
    levelCd = (await createLevel(t.db, { eventCd, status: '2' })).levelCd;
    hiddenCd = (await createEvent(t.db, { isPublish: 0 })).eventCd;
    newsCd = (await createNews(t.db, {})).newsCd;
  });
  /** what a page's loader gets: the in-process API of the test app, and a log */
  function args(path: string, params: Record<string, string>) {
    const transport: ApiTransport = async (p, init) => api.app.request(`${api.config.API_PREFIX}${p}`, init);
    const logApiError = vi.fn<(path: string, code: string, message: string) => void>();
    const context = { api: transport, apiBase: '/api', nonce: '', logApiError } as unknown as AppLoadContext;
    return { args: { request: new Request(`http://localhost${path}`), params, context } satisfies Args, logApiError };
  }

  /** the loader's answer, or the HTTP status it threw (react-router's data(null, { status })) */
  async function run(loader: (a: never) => Promise<unknown>, a: Args): Promise<{ thrown: number } | { data: unknown }> {
    try {
      return { data: await loader(a as never) };
    } catch (err) {
      const status = (err as { init?: { status?: number } }).init?.status;
      if (typeof status !== 'number') throw err;
      return { thrown: status };
    }
  }

  interface RecordPage {
    name: string;
    loader: (a: never) => Promise<unknown>;
    /** the loader's key of the record */
    record: 'event' | 'post';
    /** an event's board page (app/features/events/lib/event-board.server.ts) */
    board?: true;
    path: string;
    params: Record<string, string>;
  }
  const pages = (): RecordPage[] => [
    {
      name: 'event detail',
      loader: eventDetailLoader,
      record: 'event',
      path: `/events/detail/${eventCd}`,
      params: { eventCd },
    },
    {
      name: 'level',
      loader: levelLoader,
      record: 'event',
      path: `/events/level/${eventCd}/${levelCd}`,
      params: { eventCd, levelCd },
    },
    {
      name: 'news detail',
      loader: newsDetailLoader,
      record: 'post',
      path: `/news/details/${newsCd}`,
      params: { newsCd },
    },
    ...(
      [
        ['notice board', noticesLoader, 'notices'],
        ['hearings', hearingsLoader, 'hearings'],
        ['entries', entriesLoader, 'entries'],
      ] as const
    ).map(([name, loader, kind]) => ({
      name,
      loader,
      record: 'event' as const,
      board: true as const,
      path: `/events/${kind}/${eventCd}`,
      params: { eventCd },
    })),
  ];

  const boardLoaders = [noticesLoader, hearingsLoader, entriesLoader];

  it('a published record is shown', async () => {
    const info = (await api.call(endpoints.eventInfo, { eventCd })).json;
    expect(info.success && info.result.eventCd).toBe(eventCd);
    for (const page of pages()) {
      const { args: a, logApiError } = args(page.path, page.params);
      const answer = await run(page.loader, a);
      expect(answer, page.name).toHaveProperty('data');
      const data = (answer as { data: Record<string, unknown> }).data;
      expect(data[page.record], page.name).toBeTruthy();
      expect(logApiError, page.name).not.toHaveBeenCalled();
      if (page.board) {
        // the event's name filled into the page's title and description, no placeholder left
        const seo = data.seo as { title: string; description: string; noindex?: boolean };
        expect(seo.title, page.name).toContain((data.event as { name: string }).name);
        expect(`${seo.title} ${seo.description}`, page.name).not.toContain('{{');
        expect(seo.noindex, page.name).toBeFalsy();
      }
    }
  });

  it('an unknown or unpublished record is the 404 page (the API answers 404), not logged as a failure', async () => {
    for (const [loader, path, params] of [
      [eventDetailLoader, '/events/detail/NO_SUCH', { eventCd: 'NO_SUCH' }],
      [eventDetailLoader, `/events/detail/${hiddenCd}`, { eventCd: hiddenCd }],
      [levelLoader, `/events/level/NO_SUCH/${levelCd}`, { eventCd: 'NO_SUCH', levelCd }],
      [newsDetailLoader, '/news/details/NO_SUCH', { newsCd: 'NO_SUCH' }],
      ...boardLoaders.flatMap((loader) =>
        ['NO_SUCH', hiddenCd, '../admin', 'x'.repeat(5000), ''].map(
          (code) => [loader, `/events/notices/${encodeURIComponent(code)}`, { eventCd: code }] as const,
        ),
      ),
    ] as const) {
      const { args: a } = args(path, params as Record<string, string>);
      expect(await run(loader, a), path).toEqual({ thrown: 404 });
    }
  });

  it('a database failure (the API answers 500) gives the empty state, logged, not a 404', async () => {
    // the API's queries now fail: every call of these pages answers 500
    await sql`ALTER TABLE events RENAME TO events_gone`.execute(t.db);
    await sql`ALTER TABLE news RENAME TO news_gone`.execute(t.db);
    try {
      const answer = await api.call(endpoints.eventInfo, { eventCd });
      expect(answer.status).toBe(500);
      expect(answer.json.success).toBe(false);
      for (const page of pages()) {
        const { args: a, logApiError } = args(page.path, page.params);
        const answer = await run(page.loader, a);
        expect(answer, page.name).toHaveProperty('data');
        const data = (answer as { data: Record<string, unknown> }).data;
        expect(data, page.name).toHaveProperty(page.record, null);
        if (page.board) expect(data.seo, page.name).toMatchObject({ noindex: true });
        expect(logApiError, page.name).toHaveBeenCalledWith(expect.any(String), 'HTTP 500', expect.any(String));
      }
    } finally {
      await sql`ALTER TABLE events_gone RENAME TO events`.execute(t.db);
      await sql`ALTER TABLE news_gone RENAME TO news`.execute(t.db);
    }
  });
});
