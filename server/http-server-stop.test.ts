/**
 * stopGracefully (server/http-server.ts), as server/main.ts stops on SIGTERM: the requests in
 * flight are answered whole, and a kept-alive connection does not hold the stop once its answer
 * has gone out (it held it for the whole SHUTDOWN_TIMEOUT_MS, 10 s, in most stops of a server a
 * client had just called: the browser tests' own servers were killed after 3 s instead).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { stopGracefully } from './http-server.js';

const agents: http.Agent[] = [];
afterEach(() => {
  for (const a of agents.splice(0)) a.destroy();
});

/** a server whose answer to each request is written when the test says so */
async function heldServer() {
  const waiting: Array<(res: http.ServerResponse) => void> = [];
  const answering: http.ServerResponse[] = [];
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.write('part one, ');
    answering.push(res);
    for (const w of waiting.splice(0)) w(res);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  const agent = new http.Agent({ keepAlive: true });
  agents.push(agent);
  return {
    server,
    /** a GET on the kept-alive agent: its whole body */
    get: () =>
      new Promise<string>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path: '/', agent }, (res) => {
            let body = '';
            res.setEncoding('utf8');
            res.on('data', (c: string) => (body += c));
            res.on('end', () => resolve(body));
            res.on('error', reject);
          })
          .on('error', reject);
      }),
    /** the answer being written (once the request has arrived) */
    answer: () =>
      new Promise<http.ServerResponse>((r) => (answering.length ? r(answering.shift()!) : waiting.push((res) => r(answering.shift() ?? res)))),
  };
}

/** stops `server` and says how: stopped by itself once the requests were done, or forced after the timeout */
function stop(server: http.Server, timeoutMs: number): Promise<'stopped' | 'forced'> {
  return new Promise((resolve) => {
    let forced = false;
    stopGracefully(server, { timeoutMs, onForced: () => (forced = true), done: () => resolve(forced ? 'forced' : 'stopped') });
  });
}

describe('stopGracefully', () => {
  it('answers the request in flight whole, then stops without waiting for its kept-alive connection', async () => {
    const { server, get, answer } = await heldServer();
    const body = get();
    const res = await answer();
    // the stop begins while the answer is still being written: its connection is not idle yet
    const stopped = stop(server, 4000);
    await new Promise((r) => setTimeout(r, 100));
    res.end('part two');
    expect(await body).toBe('part one, part two');
    expect(await stopped).toBe('stopped');
  });

  it('an idle kept-alive connection does not hold the stop', async () => {
    const { server, get, answer } = await heldServer();
    const body = get();
    (await answer()).end('done');
    expect(await body).toBe('part one, done');
    expect(await stop(server, 4000)).toBe('stopped');
  });

  it('cuts a request that does not finish within the timeout', async () => {
    const { server, get, answer } = await heldServer();
    const body = get().catch((e: unknown) => `cut: ${(e as Error).message}`);
    await answer();
    expect(await stop(server, 200)).toBe('forced');
    expect(await body).toMatch(/^cut: |^part one, $/);
  });
});
