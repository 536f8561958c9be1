/**
 * A client written to the spec (issue 28 item 10): `axios.post(url)` sends no body and no
 * Content-Type, the spec's Java backend read `"pageNo":"1"` as 1, and the highlights call is
 * `videoList` with type 0. Over a real HTTP socket, as such a client talks, on both engines.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../shared/endpoints.js';
import { createEvent, createLevel, createNews, createVideo } from '../db/factories.js';
import { dialects } from '../../tests/helpers/test-db.js';
import { useTestApp } from '../../tests/helpers/suite.js';

const EVENT = 'EV_SPEC';
const LEVEL = 'LV_SPEC';
const NEWS = 'NW_SPEC';

/** the seven calls the spec sends with an empty body */
const EMPTY_BODY_CALLS = [
  endpoints.eventInfo.path({ eventCd: EVENT }),
  endpoints.eventLevels.path({ eventCd: EVENT }),
  endpoints.levelRaces.path({ levelCd: LEVEL }),
  endpoints.levelScores.path({ levelCd: LEVEL }),
  endpoints.newsInfo.path({ newsCd: NEWS }),
  endpoints.dataConfigInfo.path(),
  endpoints.statistics.path(),
];

interface Answer {
  status: number;
  json: { success: boolean; result: unknown; message?: string };
}

describe.each(dialects())('a client written to the spec, on %s', (dialect) => {
  const { db: t, t: api } = useTestApp(dialect);
  let server: http.Server;
  let base: string;

  /** a POST over the socket as Node's http (and so axios) sends it: `body` undefined sends none */
  const post = (path: string, body?: string, headers: Record<string, string> = {}) =>
    new Promise<Answer>((resolve, reject) => {
      const req = http.request(`${base}${api.config.API_PREFIX}${path}`, { method: 'POST', headers }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(text) as Answer['json'] }));
      });
      req.on('error', reject);
      req.end(body);
    });

  beforeAll(async () => {
    await createEvent(t.db, { eventCd: EVENT });
    await createLevel(t.db, { eventCd: EVENT, levelCd: LEVEL });
    await createNews(t.db, { newsCd: NEWS });
    for (const [title, type] of [
      ['赛事报道 A', 1],
      ['精彩集锦 A', 2],
      ['赛事报道 B', 1],
      ['精彩集锦 B', 2],
    ] as const) {
      await createVideo(t.db, { title, type });
    }
    server = createAdaptorServer({ fetch: api.app.fetch }) as http.Server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
  });

  it.each(EMPTY_BODY_CALLS)('POST %s with no body and no Content-Type is answered (no 415)', async (path) => {
    const res = await post(path);
    expect(res.status, res.json.message).toBe(200);
    expect(res.json.success).toBe(true);
  });

  it('an empty body with Content-Length: 0 and no type reads as {} on a list call too', async () => {
    const res = await post(endpoints.eventList.path(), '', { 'content-length': '0' });
    expect(res.status, res.json.message).toBe(200);
  });

  it('a body without a Content-Type is still refused (it could be another site’s form)', async () => {
    expect((await post(endpoints.eventList.path(), '{"pageNo":1}')).status).toBe(415);
    // of unknown length (chunked): refused once it has bytes
    expect((await post(endpoints.statistics.path(), '{}', { 'transfer-encoding': 'chunked' })).status).toBe(415);
    const inProcess = await api.app.request(`${api.config.API_PREFIX}${endpoints.statistics.path()}`, {
      method: 'POST',
      body: new TextEncoder().encode('{}'),
    });
    expect(inProcess.status).toBe(415);
    expect((await post(endpoints.statistics.path(), 'x=1', { 'content-type': 'text/plain' })).status).toBe(415);
  });

  it('the contact form keeps its rules: no type is 415 even when empty, and a cross-site write is 403', async () => {
    expect((await post(endpoints.contactInsert.path())).status).toBe(415);
    const crossSite = await post(
      endpoints.contactInsert.path(),
      JSON.stringify({ name: 'Li', email: 'li@example.com', subject: 's', message: 'm' }),
      { 'content-type': 'application/json', origin: 'https://evil.example' },
    );
    expect(crossSite.status).toBe(403);
  });

  it('numbers sent as strings ("pageNo":"1") are read as numbers', async () => {
    const json = { 'content-type': 'application/json' };
    const events = await post(endpoints.eventList.path(), '{"pageNo":"1","pageSize":"25","status":""}', json);
    expect(events.status, events.json.message).toBe(200);
    expect(events.json.result).toMatchObject({ pageNo: 1, pageSize: 25 });
    const news = await post(endpoints.newsList.path(), '{"type":"1","pageNo":" 2 ","pageSize":"20"}', json);
    expect(news.status, news.json.message).toBe(200);
    expect(news.json.result).toMatchObject({ pageNo: 2, pageSize: 20 });
    // not a whole number: still refused, with the field named
    const bad = await post(endpoints.eventList.path(), '{"pageNo":"1.5"}', json);
    expect(bad.status).toBe(400);
    expect(bad.json.message).toContain('pageNo');
  });

  it('videoList with type 0, the spec’s highlights call, answers highlights only; no type answers all', async () => {
    const json = { 'content-type': 'application/json' };
    const titles = async (body: string) => {
      const res = await post(endpoints.videoList.path(), body, json);
      expect(res.status, res.json.message).toBe(200);
      return (res.json.result as { records: { title: string }[] }).records.map((v) => v.title).sort();
    };
    expect(await titles('{"type":0,"pageNo":1,"pageSize":3}')).toEqual(['精彩集锦 A', '精彩集锦 B']);
    expect(await titles('{"type":"0","pageNo":"1","pageSize":"3"}')).toEqual(['精彩集锦 A', '精彩集锦 B']);
    expect(await titles('{"pageNo":1,"pageSize":100}')).toHaveLength(4);
  });
});
