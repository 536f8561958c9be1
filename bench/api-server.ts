/**
 * The servers measured by bench/api.ts, in a process of their own so that autocannon (in the
 * parent) does not share their event loop: the site with the API response cache on, the
 * same site with it off, and one bare Hono handler per case returning that case's answer.
 * Prints one JSON line with their URLs, then serves until killed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { loadConfig } from '../server/config.js';
import { createApp } from '../server/app.js';
import { createLogger } from '../server/logger.js';
import { migrate, openDb } from '../server/db/client.js';
import { seedDemo, FLAGSHIP_EVENT_CD } from '../server/db/seed/index.js';
import type { NewEvent } from '../server/db/schema.js';
import { benchEvent, listen, VENUES, VENUES_EN } from './lib.js';

const EVENTS = 10_000;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-bench-api-'));
const config = loadConfig({
  DATABASE_URL: path.join(dir, 'bench.db'),
  UPLOAD_DIR: path.join(dir, 'uploads'),
  LOG_LEVEL: 'silent',
});
const handle = await openDb(config.DATABASE_URL);
await migrate(handle);
await seedDemo(handle, { uploadDir: config.UPLOAD_DIR });

const rows: NewEvent[] = [];
for (let i = 0; i < EVENTS; i++) {
  const year = 2000 + (i % 26);
  const date = `${year}-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`;
  rows.push(
    benchEvent({ code: 'BENCH', match: 'MB', picture: 'bench' }, i, {
      name: `${year}${VENUES[i % VENUES.length]}帆船公开赛第${i}站`,
      nameCode: `${year} ${VENUES_EN[i % VENUES.length]} Open Regatta Leg ${i}`,
      beginDate: date,
      endDate: date,
    }),
  );
}
await handle.db.transaction().execute(async (trx) => {
  for (let i = 0; i < rows.length; i += 500)
    await trx
      .insertInto('events')
      .values(rows.slice(i, i + 500))
      .execute();
});

const levels = await handle.db
  .selectFrom('levels')
  .select('levelCd')
  .where('eventCd', '=', FLAGSHIP_EVENT_CD)
  .execute();
let largest = { levelCd: '', size: 0 };
for (const { levelCd } of levels) {
  const pubs = await handle.db
    .selectFrom('scorePublications')
    .select('scores')
    .where('levelCd', '=', levelCd)
    .execute();
  const size = pubs.reduce((n, p) => n + p.scores.length, 0);
  if (size > largest.size) largest = { levelCd, size };
}

const site = await listen(createApp({ config, handle, logger: createLogger('silent') }));
// the same server with the API response cache off: what every first call (and each call after the TTL) costs
const uncached = await listen(
  createApp({ config: { ...config, API_CACHE_TTL_MS: 0 }, handle, logger: createLogger('silent') }),
);
const cases = [
  {
    name: 'event/list page 1 of 25',
    path: '/api/event/list',
    body: { pageNo: 1, pageSize: 25, sort: 'begin_date', order: 'desc', isPublish: 1 },
  },
  {
    name: 'event/list name search "qingdao open"',
    path: '/api/event/list',
    body: { name: 'Qingdao Open', pageNo: 1, pageSize: 25 },
  },
  { name: `level/score (${largest.levelCd})`, path: `/api/level/score/${largest.levelCd}`, body: {} },
];

// one call of each case on the uncached server, then a pause: what is built once per version of
// the data (the event list's index, decision 0043) is built before the measured calls, as it is
// on a site that has served one list since its last event change
for (const c of cases)
  await fetch(uncached.url + c.path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(c.body),
  });
await new Promise((resolve) => setTimeout(resolve, 3000));

const servers = [];
for (const c of cases) {
  const answer = await (
    await fetch(site.url + c.path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(c.body),
    })
  ).text();
  const bare = await listen(
    new Hono().post('/bare', (ctx) => ctx.body(answer, 200, { 'content-type': 'application/json' })),
  );
  servers.push({
    ...c,
    bytes: answer.length,
    bare: bare.url + '/bare',
    site: site.url + c.path,
    uncached: uncached.url + c.path,
  });
}
console.log(JSON.stringify({ events: EVENTS, cases: servers }));
const stop = () => {
  fs.rmSync(dir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
