import { describe, expect, it, vi } from 'vitest';
import type { Event, News, Page } from '../../shared/api';
import { endpoints } from '../../shared/endpoints';
import { createApiClient, type ApiClient, type ApiFailure, type ApiOutcome, type ApiTransport } from './api';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const refusal = (status: number, message: string) => json({ success: false, result: null, message }, status);
const never: ApiTransport = (_path, init) =>
  new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(new Error('aborted'))));

function client(transport: ApiTransport, timeoutMs?: number) {
  const log = vi.fn<(f: ApiFailure) => void>();
  return { api: createApiClient(transport, { log, timeoutMs }), log };
}

describe('api client', () => {
  it('posts the body as JSON to the path of the endpoint, parameters encoded', async () => {
    const transport = vi.fn<ApiTransport>(async () => json({ success: true, result: { records: [] } }));
    const { api } = client(transport);
    await api.call(endpoints.eventImages, { eventCd: 'A B/1' }, { pageNo: 2, pageSize: 10 });
    await api.call(endpoints.statistics);
    const [path, init] = transport.mock.calls[0]!;
    const [path2, init2] = transport.mock.calls[1]!;
    expect(path).toBe('/event/img/A%20B%2F1');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"pageNo":2,"pageSize":10}');
    expect(path2).toBe('/statistics');
    expect(init2.body).toBe('{}');
  });

  it('200 with success: ok with the result and the status; call() gives the result', async () => {
    const { api, log } = client(async () => json({ success: true, result: { matchCount: 3 } }));
    expect(await api.send(endpoints.statistics)).toEqual({ ok: true, status: 200, result: { matchCount: 3 } });
    expect(await api.call(endpoints.statistics)).toEqual({ matchCount: 3 });
    expect(log).not.toHaveBeenCalled();
  });

  it('404: missing (the 404 page), not logged by send(); call() logs it and gives null', async () => {
    const { api, log } = client(async () => refusal(404, 'The event was not found or is not published.'));
    expect(await api.send(endpoints.eventInfo, { eventCd: 'NOPE' })).toEqual({
      ok: false,
      status: 404,
      reason: 'missing',
      code: 'HTTP 404',
      message: 'The event was not found or is not published.',
    });
    expect(log).not.toHaveBeenCalled();
    expect(await api.call(endpoints.eventLevels, { eventCd: 'NOPE' })).toBeNull();
    expect(log).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/event/level/NOPE', status: 404, reason: 'missing', code: 'HTTP 404' }),
    );
  });

  it('400 and 429: rejected with the status and the API’s message (the caller decides), logged', async () => {
    for (const [status, message] of [
      [400, 'pageSize must be at most 100'],
      [429, 'Too many messages from your address. Please try again later.'],
    ] as const) {
      const { api, log } = client(async () => refusal(status, message));
      const outcome = await api.send(endpoints.contactInsert, { name: 'Li' });
      expect(outcome).toEqual({ ok: false, status, reason: 'rejected', code: `HTTP ${status}`, message });
      expect(log).toHaveBeenCalledWith({
        path: '/contact/insert',
        status,
        reason: 'rejected',
        code: `HTTP ${status}`,
        message,
      });
    }
  });

  it('500 (the API’s own failure, e.g. the database): failed, not missing; logged', async () => {
    const { api, log } = client(async () =>
      refusal(500, 'The server could not answer this call. Please try again later.'),
    );
    expect(await api.send(endpoints.eventInfo, { eventCd: 'EV1' })).toMatchObject({
      ok: false,
      status: 500,
      reason: 'failed',
      code: 'HTTP 500',
    });
    expect(await api.call(endpoints.eventList, { pageNo: 1 })).toBeNull();
    expect(log.mock.calls.map(([f]) => [f.path, f.reason])).toEqual([
      ['/event/info/EV1', 'failed'],
      ['/event/list', 'failed'],
    ]);
  });

  it('a call that takes too long: failed, status 0, ETIMEDOUT / XMLHttpRequest timeout', async () => {
    const { api, log } = client(never, 20);
    expect(await api.send(endpoints.newsInfo, { newsCd: 'N1' })).toEqual({
      ok: false,
      status: 0,
      reason: 'failed',
      code: 'ETIMEDOUT',
      message: 'XMLHttpRequest timeout',
    });
    expect(await api.call(endpoints.newsList, {})).toBeNull();
    expect(log).toHaveBeenCalledTimes(2);
    expect(log.mock.calls[0]?.[0]).toMatchObject({ path: '/news/info/N1', code: 'ETIMEDOUT' });
  });

  it('no answer (network error): failed, status 0, ENETWORK', async () => {
    const { api, log } = client(async () => {
      throw new TypeError('fetch failed');
    });
    expect(await api.send(endpoints.eventInfo, { eventCd: 'EV1' })).toEqual({
      ok: false,
      status: 0,
      reason: 'failed',
      code: 'ENETWORK',
      message: 'fetch failed',
    });
    expect(log).toHaveBeenCalledWith(expect.objectContaining({ code: 'ENETWORK', status: 0 }));
  });

  it('an answer that is not the API’s (not JSON, no success flag): failed with its status, whatever it is', async () => {
    for (const response of [
      () => new Response('<h1>Bad gateway</h1>', { status: 502 }),
      () => new Response('<h1>Not found</h1>', { status: 404 }),
      () => json({ hello: 'world' }, 200),
    ]) {
      const { api, log } = client(async () => response());
      const outcome = await api.send(endpoints.eventInfo, { eventCd: 'EV1' });
      expect(outcome).toMatchObject({ ok: false, reason: 'failed', code: 'EBADRESPONSE', status: response().status });
      expect(log).toHaveBeenCalledTimes(1);
    }
  });

  it('success:false with a 2xx status is not the contract’s: failed', async () => {
    const { api } = client(async () => refusal(200, 'odd'));
    expect(await api.send(endpoints.statistics)).toMatchObject({ ok: false, status: 200, reason: 'failed' });
  });

  it('types: the body must fit the call, and the result type comes from the table', () => {
    // checked by `npm run check` (tsc), never run: a line that compiled would fail the check
    async function typeChecks(api: ApiClient) {
      const events: Page<Event> | null = await api.call(endpoints.eventList, { pageNo: 1, sort: 'current' });
      const post: ApiOutcome<News> = await api.send(endpoints.newsInfo, { newsCd: 'N1' });
      // @ts-expect-error the result of /event/list is a page of events, not a post
      const wrongResult: News | null = await api.call(endpoints.eventList, { pageNo: 1 });
      // @ts-expect-error a body the call does not take: pageNo is a number
      await api.call(endpoints.eventList, { pageNo: '1' });
      // @ts-expect-error sort is one of the listed columns
      await api.call(endpoints.eventList, { sort: 'name' });
      // @ts-expect-error the contact form needs a name
      await api.send(endpoints.contactInsert, { email: 'li@example.com' });
      // @ts-expect-error /event/info/:eventCd needs its eventCd
      await api.call(endpoints.eventInfo);
      // @ts-expect-error /event/info/:eventCd takes no body
      await api.call(endpoints.eventInfo, { eventCd: 'EV1' }, { pageNo: 1 });
      // @ts-expect-error the parameter is eventCd, not levelCd
      await api.call(endpoints.eventInfo, { levelCd: 'LV1' });
      // @ts-expect-error no caller-chosen result type
      await api.call<News>(endpoints.eventList);
      // @ts-expect-error a path is no endpoint
      await api.call('/event/list', {});
      return [events, post, wrongResult];
    }
    expect(typeChecks).toBeTypeOf('function');
  });
});
