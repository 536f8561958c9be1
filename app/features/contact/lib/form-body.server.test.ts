import { describe, expect, it } from 'vitest';
import { readFormBody } from './form-body.server';

const post = (body: BodyInit | null, headers: Record<string, string> = {}) =>
  new Request('http://localhost/contact', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body,
    // @ts-expect-error Node's fetch needs this for a streamed body
    duplex: 'half',
  });

describe('readFormBody', () => {
  it('reads a url-encoded form, Chinese included', async () => {
    const res = await readFormBody(post(new URLSearchParams({ name: '李雷', message: 'a&b=c' }).toString()));
    expect(res.ok && Object.fromEntries(res.form)).toEqual({ name: '李雷', message: 'a&b=c' });
  });
  it('refuses another kind of body', async () => {
    expect(await readFormBody(post('{}', { 'content-type': 'application/json' }))).toEqual({
      ok: false,
      reason: 'unsupported',
    });
  });
  it('refuses a body over the limit, declared or streamed, before reading it whole', async () => {
    expect(await readFormBody(post('x'.repeat(2000)), 1024)).toEqual({ ok: false, reason: 'tooLarge' });
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        if (pulled > 1000) controller.close();
        else controller.enqueue(new TextEncoder().encode('a'.repeat(1024)));
      },
    });
    expect(await readFormBody(post(stream), 4096)).toEqual({ ok: false, reason: 'tooLarge' });
    expect(pulled).toBeLessThan(10);
  });
  it('an empty body is an empty form', async () => {
    const res = await readFormBody(post(null));
    expect(res.ok && [...res.form]).toEqual([]);
  });
});
