import { describe, expect, it, vi } from 'vitest';
import type { ApiTransport } from '../../../lib/api';
import { sendContact } from './send';

const body = { name: 'Li', email: 'li@example.com', subject: 's', message: 'm', lang: 'zh' as const, page: '/contact' };
const json = (status: number, value: unknown) =>
  new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });

describe('sendContact', () => {
  it('posts the body to /contact/insert and answers sent on success', async () => {
    const transport = vi.fn<ApiTransport>(async () => json(200, { success: true, result: null }));
    expect(await sendContact(transport, body)).toBe('sent');
    const [path, init] = transport.mock.calls[0]!;
    expect(path).toBe('/contact/insert');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual(body);
  });

  it('answers fail on success:false and tooMany on 429, and tells the log', async () => {
    const log = vi.fn();
    expect(
      await sendContact(async () => json(400, { success: false, result: null, message: 'bad' }), body, { log }),
    ).toBe('fail');
    expect(log).toHaveBeenCalledWith('HTTP 400', 'bad');
    expect(await sendContact(async () => json(500, { success: false, result: null, message: 'x' }), body)).toBe('fail');
    expect(await sendContact(async () => json(429, { success: false, result: null, message: 'slow' }), body)).toBe(
      'tooMany',
    );
  });

  it('a 500 or a 404 of the API is fail, and each refusal or failure is told to the log with its status', async () => {
    const log = vi.fn();
    const answer = (status: number) => async () =>
      json(status, { success: false, result: null, message: `m${status}` });
    expect(await sendContact(answer(500), body, { log })).toBe('fail');
    expect(await sendContact(answer(404), body, { log })).toBe('fail');
    expect(await sendContact(answer(429), body, { log })).toBe('tooMany');
    expect(log.mock.calls).toEqual([
      ['HTTP 500', 'm500'],
      ['HTTP 404', 'm404'],
      ['HTTP 429', 'm429'],
    ]);
  });

  it('a 429 from a proxy (not JSON) is still too many; another page that is not the API’s is fail', async () => {
    expect(await sendContact(async () => new Response('<h1>Too Many</h1>', { status: 429 }), body)).toBe('tooMany');
    expect(await sendContact(async () => new Response('<h1>Bad gateway</h1>', { status: 502 }), body)).toBe('fail');
  });

  it('answers network when the call cannot be made or takes too long', async () => {
    const log = vi.fn();
    expect(
      await sendContact(
        async () => {
          throw new TypeError('Failed to fetch');
        },
        body,
        { log },
      ),
    ).toBe('network');
    expect(log).toHaveBeenCalledWith('ENETWORK', 'Failed to fetch');
    const never: ApiTransport = (_path, init) =>
      new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(new Error('aborted'))));
    expect(await sendContact(never, body, { timeoutMs: 20 })).toBe('network');
  });
});
