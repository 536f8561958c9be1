import { describe, expect, it, vi } from 'vitest';
import { createApiClient, type ApiCallError } from './api';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

describe('api client', () => {
  it('returns the result of a successful call, posting JSON', async () => {
    const transport = vi.fn(async () => json({ success: true, result: { a: 1 } }));
    const api = createApiClient(transport, { log: () => {} });
    expect(await api.call('/x', { pageNo: 1 })).toEqual({ a: 1 });
    const [path, init] = transport.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/x');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"pageNo":1}');
  });

  it('success:false, a non-JSON answer and a network failure are logged and give null', async () => {
    const log = vi.fn();
    for (const transport of [
      async () => json({ success: false, result: null, message: 'nope' }, 400),
      async () => new Response('<html>', { status: 502 }),
      async () => {
        throw new TypeError('fetch failed');
      },
    ]) {
      expect(await createApiClient(transport, { log }).call('/x')).toBeNull();
    }
    expect(log.mock.calls.map(([e]) => (e as ApiCallError).code)).toEqual(['EFAIL', 'EBADRESPONSE', 'ENETWORK']);
  });

  it('a call that takes too long fails with ETIMEDOUT / XMLHttpRequest timeout', async () => {
    const api = createApiClient(() => new Promise<Response>(() => {}), { timeoutMs: 20 });
    await expect(api.raw('/slow')).rejects.toMatchObject({ code: 'ETIMEDOUT', message: 'XMLHttpRequest timeout' });
    const log = vi.fn();
    expect(
      await createApiClient(() => new Promise<Response>(() => {}), { timeoutMs: 20, log }).call('/slow'),
    ).toBeNull();
    expect(log.mock.calls[0]?.[0]).toMatchObject({ code: 'ETIMEDOUT' });
  });
});
