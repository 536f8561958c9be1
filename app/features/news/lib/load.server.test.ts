import { describe, expect, it, vi } from 'vitest';
import type { AppLoadContext } from 'react-router';
import type { News, Page } from '../../../../shared/api';
import { createApiClient, type ApiTransport } from '../../../lib/api';
import { serverApi } from '../../../lib/server-api';
import { CONTEXT_MAX_PAGES, loadListContext, loadNewsPages, loadPost } from './load.server';

const news = (n: number): News => ({
  newsCd: `N${n}`,
  title: `t${n}`,
  // every third item has an English title
  titleEn: n % 3 === 0 ? `English ${n}` : null,
  content: `<p>body ${n}</p>`,
  contentEn: '',
  thumbUrl: null,
  publishTime: '2026-01-01 08:00:00',
  type: 1,
});

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** an API of `total` items paged like /news/list; pages in `failing` answer a 500 (a failed call) */
function fakeApi(total: number, failing: number[] = []) {
  const calls: { pageNo: number; pageSize: number; type?: number }[] = [];
  const transport: ApiTransport = async (_path, init) => {
    const q = JSON.parse(String(init.body)) as { pageNo: number; pageSize: number; type?: number };
    calls.push(q);
    if (failing.includes(q.pageNo)) return answer(500, { success: false, result: null, message: 'down' });
    const from = (q.pageNo - 1) * q.pageSize;
    const records = Array.from({ length: Math.max(0, Math.min(q.pageSize, total - from)) }, (_, i) => news(from + i));
    const page: Page<News> = {
      records,
      total,
      pages: Math.ceil(total / q.pageSize),
      pageNo: q.pageNo,
      pageSize: q.pageSize,
    };
    return answer(200, { success: true, result: page });
  };
  return { api: createApiClient(transport, { log: () => {} }), calls };
}

describe('loadNewsPages: pages 1..n of a URL', () => {
  it('loads the pages asked for, as summaries', async () => {
    const { api, calls } = fakeApi(50);
    const list = await loadNewsPages(api, { type: 2, upTo: 2, pageSize: 20, lang: 'zh' });
    expect(list).toMatchObject({ pageNo: 2, pages: 3, total: 50, failed: false });
    expect(list.records.map((n) => n.newsCd)).toEqual(Array.from({ length: 40 }, (_, i) => `N${i}`));
    expect(list.records[0]).toEqual({
      newsCd: 'N0',
      title: 't0',
      thumbUrl: null,
      date: '2026-01-01',
      type: 1,
      excerpt: 'body 0',
      otherLang: 'en',
    });
    expect(calls).toEqual([
      { type: 2, pageNo: 1, pageSize: 20 },
      { type: 2, pageNo: 2, pageSize: 20 },
    ]);
  });

  it('titles an English page in English where a post has an English title, a Chinese page in Chinese', async () => {
    const en = await loadNewsPages(fakeApi(4).api, { upTo: 1, pageSize: 20, lang: 'en' });
    expect(en.records.map((n) => n.title)).toEqual(['English 0', 't1', 't2', 'English 3']);
    const zh = await loadNewsPages(fakeApi(4).api, { upTo: 1, pageSize: 20, lang: 'zh' });
    expect(zh.records.map((n) => n.title)).toEqual(['t0', 't1', 't2', 't3']);
    expect((await loadListContext(fakeApi(4).api, 1, 'en'))!.map((l) => l.title)).toEqual([
      'English 0',
      't1',
      't2',
      'English 3',
    ]);
  });

  it('shows no more than the list has', async () => {
    const list = await loadNewsPages(fakeApi(25).api, { upTo: 5, pageSize: 20, lang: 'zh' });
    expect(list).toMatchObject({ pageNo: 2, pages: 2, total: 25 });
    expect(list.records).toHaveLength(25);
    const empty = await loadNewsPages(fakeApi(0).api, { upTo: 3, pageSize: 20, lang: 'zh' });
    expect(empty).toMatchObject({ records: [], pageNo: 1, pages: 0, total: 0, failed: false });
  });

  it('is empty and failed when the first page fails; stops before a later page that failed', async () => {
    expect(await loadNewsPages(fakeApi(50, [1]).api, { upTo: 2, pageSize: 20, lang: 'zh' })).toEqual({
      records: [],
      pageNo: 1,
      pages: 0,
      total: 0,
      failed: true,
    });
    const partial = await loadNewsPages(fakeApi(50, [2]).api, { upTo: 3, pageSize: 20, lang: 'zh' });
    expect(partial).toMatchObject({ pageNo: 1, failed: false });
    expect(partial.records).toHaveLength(20);
  });
});

describe('loadListContext: the list around a post', () => {
  it('pages through the whole list at the largest page size', async () => {
    const { api, calls } = fakeApi(230);
    const links = await loadListContext(api, 3, 'zh');
    expect(links).toHaveLength(230);
    expect(links![229]).toEqual({ newsCd: 'N229', title: 't229' });
    expect(calls.map((c) => [c.type, c.pageNo, c.pageSize])).toEqual([
      [3, 1, 100],
      [3, 2, 100],
      [3, 3, 100],
    ]);
  });

  it('stops after CONTEXT_MAX_PAGES pages, and is null when the first call fails', async () => {
    const { api, calls } = fakeApi(100 * (CONTEXT_MAX_PAGES + 5));
    expect(await loadListContext(api, 1, 'zh')).toHaveLength(100 * CONTEXT_MAX_PAGES);
    expect(calls).toHaveLength(CONTEXT_MAX_PAGES);
    expect(await loadListContext(fakeApi(10, [1]).api, 1, 'zh')).toBeNull();
  });
});

describe('loadPost', () => {
  const outcomeOf = async (transport: ApiTransport) => {
    const context = { api: transport, logApiError: vi.fn() } as unknown as AppLoadContext;
    const found = await loadPost(serverApi(context), 'N1');
    return { found, logged: vi.mocked(context.logApiError).mock.calls };
  };

  it('is ok with the post; missing (the 404 page) when the API answers 404, or 400 for a code it refuses', async () => {
    const post = news(1);
    expect((await outcomeOf(async () => answer(200, { success: true, result: post }))).found).toEqual({
      status: 'ok',
      post,
    });
    const notFound = await outcomeOf(async () => answer(404, { success: false, result: null, message: 'not found' }));
    expect(notFound).toEqual({ found: { status: 'missing' }, logged: [] });
    const badCode = await outcomeOf(async () => answer(400, { success: false, result: null, message: 'bad code' }));
    expect(badCode.found).toEqual({ status: 'missing' });
  });

  it('is failed (the empty state, logged) when the API fails (500), times out or cannot be reached', async () => {
    const down = await outcomeOf(async () =>
      answer(500, { success: false, result: null, message: 'The server could not answer this call.' }),
    );
    expect(down).toEqual({
      found: { status: 'failed' },
      logged: [['/news/info/N1', 'HTTP 500', 'The server could not answer this call.']],
    });
    const refused = await outcomeOf(async () => {
      throw new TypeError('fetch failed');
    });
    expect(refused).toEqual({ found: { status: 'failed' }, logged: [['/news/info/N1', 'ENETWORK', 'fetch failed']] });
  });
});
