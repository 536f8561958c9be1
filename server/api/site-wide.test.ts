/**
 * Site-wide calls (server/api/call.ts siteWide: the site's configuration, banners, partners,
 * videos, figures) keep their answers until the next content change, whatever the answer cache's
 * time to live (here 0, off), over HTTP and for the pages' direct calls alike; every other call
 * still reads the database each time. Issue 29 item 2.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../shared/endpoints.js';
import { createApp, createSiteCalls } from '../app.js';
import { ContentChanges } from '../content-changes.js';
import { createEvent } from '../db/factories.js';
import { createLogger } from '../logger.js';
import { testConfig } from '../../tests/helpers/test-app.js';
import { dialects, openTestDb, type TestDb } from '../../tests/helpers/test-db.js';

describe.each(dialects())('site-wide answers on %s', (dialect) => {
  let db: TestDb;
  const changes = new ContentChanges();
  const config = testConfig();
  let app: ReturnType<typeof createApp>;
  let direct: ReturnType<typeof createSiteCalls>['direct'];
  const visitor = { address: '127.0.0.1', userAgent: undefined };

  beforeAll(async () => {
    db = await openTestDb(dialect);
    await db.db
      .insertInto('siteStatistics')
      .values({ id: 1, matchCount: 1, mileage: 2, liveTime: 3, image: 4 })
      .execute();
    app = createApp({ config, handle: db, logger: createLogger('silent'), changes });
    ({ direct } = createSiteCalls({ config, handle: db, logger: createLogger('silent'), changes }));
  });
  afterAll(async () => {
    await db.close();
  });

  const post = async (path: string, body: unknown = {}) => {
    const res = await app.request(`${config.API_PREFIX}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return (await res.json()) as { result: { matchCount?: number; total?: number } };
  };
  const matchCountDirect = async () =>
    ((await direct(endpoints.statistics.route, {}, {}, visitor))?.answer.result as { matchCount: number }).matchCount;

  it('are kept until a content change, then read anew; other calls are read every time', async () => {
    expect(config.API_CACHE_TTL_MS).toBe(0);
    expect((await post('/statistics')).result.matchCount).toBe(1);
    expect(await matchCountDirect()).toBe(1);
    const events = (await post('/event/list')).result.total;

    // written behind the API's back (no content change): the kept answer stays
    await db.db.updateTable('siteStatistics').set({ matchCount: 99 }).execute();
    await createEvent(db.db, { eventCd: 'SW-1', isPublish: 1 });
    expect((await post('/statistics')).result.matchCount).toBe(1);
    expect(await matchCountDirect()).toBe(1);
    // (not site-wide: read anew)
    expect((await post('/event/list')).result.total).toBe(events! + 1);

    // a change (the staff console's, or another process's over NOTIFY) drops it, scoped or not
    changes.changed({ eventCd: 'SW-1' });
    expect(await matchCountDirect()).toBe(99);
    expect((await post('/statistics')).result.matchCount).toBe(99);
    await db.db.updateTable('siteStatistics').set({ matchCount: 7 }).execute();
    changes.changed();
    expect((await post('/statistics')).result.matchCount).toBe(7);
  });
});
