import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { Context } from 'hono';
import { clientAddressOf, createApp, createSiteApi } from './app.js';
import { openTestDb } from '../tests/helpers/test-db.js';
import { testConfig } from '../tests/helpers/test-app.js';
import { useTestApp } from '../tests/helpers/suite.js';
import type { Db } from './db/client.js';
import { createEvent } from './db/factories.js';
import { createLogger } from './logger.js';
import { endpoints } from '../shared/endpoints.js';

const ctx = (forwarded: string | undefined, remote = '10.0.0.9') =>
  ({
    req: { header: (name: string) => (name === 'x-forwarded-for' ? forwarded : undefined) },
    env: { incoming: { socket: { remoteAddress: remote } } },
  }) as unknown as Context;

describe('client address', () => {
  it('uses the socket address unless the proxy is trusted', () => {
    expect(clientAddressOf(false)(ctx('1.2.3.4'))).toBe('10.0.0.9');
  });
  it('behind a trusted proxy takes the last hop, which the proxy added (earlier hops are the client’s say)', () => {
    expect(clientAddressOf(true)(ctx('6.6.6.6, 203.0.113.7'))).toBe('203.0.113.7');
    expect(clientAddressOf(true)(ctx(undefined))).toBe('10.0.0.9');
  });
});

describe('a chunked body over the limit', () => {
  const { t } = useTestApp('sqlite', { env: { BODY_LIMIT: '2048' } });

  it('is refused with 413 before it is read whole', async () => {
    let pulled = 0;
    const chunk = new TextEncoder().encode(' '.repeat(1024));
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        if (pulled > 1000) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const res = await t.app.request('/api/event/list', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      // @ts-expect-error Node's fetch needs this for a streamed body
      duplex: 'half',
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ success: false, result: null });
    expect(pulled).toBeLessThan(10);
  });
});

describe('the API response cache', () => {
  const { db: handle, t } = useTestApp('sqlite', { env: { API_CACHE_TTL_MS: '60000' } });

  it('reuses an answer of the same call, keyed by path and body, and never keeps failures', async () => {
    await handle.db
      .insertInto('siteStatistics')
      .values({ id: 1, matchCount: 1, mileage: 2, liveTime: 3, image: 4 })
      .execute();
    expect((await t.post('/statistics')).json.result.matchCount).toBe(1);
    await handle.db.updateTable('siteStatistics').set({ matchCount: 99 }).execute();
    // within the time to live the same answer comes back
    expect((await t.post('/statistics')).json.result.matchCount).toBe(1);

    expect((await t.post('/event/info/NOPE')).status).toBe(404);
    expect((await t.post('/event/list', { pageSize: 5 })).json.result.pageSize).toBe(5);
    expect((await t.post('/event/list', { pageSize: 6 })).json.result.pageSize).toBe(6);
  });
});

describe('the API sub-app, which the pages call in process (server/main.ts)', () => {
  let handle: Db;
  beforeAll(async () => {
    handle = await openTestDb('sqlite');
  });
  afterAll(async () => {
    await handle.close();
  });

  it('answers under the API prefix, and fills the answer cache the app that mounts it serves from', async () => {
    const config = testConfig({ env: { API_CACHE_TTL_MS: '60000' } });
    onTestFinished(() => fs.rmSync(config.UPLOAD_DIR, { recursive: true, force: true }));
    const logger = createLogger('silent');
    const api = createSiteApi({ config, handle, logger });
    const app = createApp({ config, handle, logger, api });
    const list = async (target: { request: typeof api.request }) => {
      const res = await target.request(`${config.API_PREFIX}${endpoints.eventList.path()}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      return { status: res.status, total: ((await res.json()) as { result: { total: number } }).result.total };
    };

    await createEvent(handle.db);
    const inProcess = await list(api);
    expect(inProcess.status).toBe(200);
    expect(inProcess.total).toBe(1);
    // a second event is stored, but the app answers the same call from the answer the pages' call kept
    await createEvent(handle.db);
    const fromApp = await list(app);
    expect(fromApp.total).toBe(1);

    const unknown = await api.request(`${config.API_PREFIX}/no/such/call`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
    });
    expect(unknown.status).toBe(404);
  });
});
