/** /event/* and /level/*: events, their levels, races, photos, videos and score publications. */
import { Hono } from 'hono';
import { emptyBody, eventListBody, publishedPageBody } from '../../shared/contract.js';
import {
  getEvent,
  listEventImages,
  listEventVideos,
  listEvents,
  listLevels,
  listRaces,
  listScores,
} from '../content/events.js';
import { cachedOk, codeParam, notFound, readBody } from './http.js';
import type { ApiEnv } from './index.js';

export const eventsApi = new Hono<ApiEnv>()
  .post('/event/list', async (c) => {
    const body = await readBody(c, eventListBody, c.var.deps.bodyLimit);
    return cachedOk(c, body, () => listEvents(c.var.deps.db, body));
  })
  .post('/event/info/:eventCd', async (c) => {
    const eventCd = codeParam(c, 'eventCd');
    await readBody(c, emptyBody, c.var.deps.bodyLimit);
    return cachedOk(c, null, async () => (await getEvent(c.var.deps.db, eventCd)) ?? notFound('The event'));
  })
  .post('/event/level/:eventCd', async (c) => {
    const eventCd = codeParam(c, 'eventCd');
    await readBody(c, emptyBody, c.var.deps.bodyLimit);
    return cachedOk(c, null, async () => (await listLevels(c.var.deps.db, eventCd)) ?? notFound('The event'));
  })
  .post('/event/img/:eventCd', async (c) => {
    const eventCd = codeParam(c, 'eventCd');
    const body = await readBody(c, publishedPageBody, c.var.deps.bodyLimit);
    return cachedOk(
      c,
      body,
      async () => (await listEventImages(c.var.deps.db, eventCd, body)) ?? notFound('The event'),
    );
  })
  .post('/event/video/:eventCd', async (c) => {
    const eventCd = codeParam(c, 'eventCd');
    const body = await readBody(c, publishedPageBody, c.var.deps.bodyLimit);
    return cachedOk(
      c,
      body,
      async () => (await listEventVideos(c.var.deps.db, eventCd, body)) ?? notFound('The event'),
    );
  })
  .post('/level/race/:levelCd', async (c) => {
    const levelCd = codeParam(c, 'levelCd');
    await readBody(c, emptyBody, c.var.deps.bodyLimit);
    return cachedOk(c, null, async () => (await listRaces(c.var.deps.db, levelCd)) ?? notFound('The level'));
  })
  .post('/level/score/:levelCd', async (c) => {
    const levelCd = codeParam(c, 'levelCd');
    await readBody(c, emptyBody, c.var.deps.bodyLimit);
    return cachedOk(c, null, async () => (await listScores(c.var.deps.db, levelCd)) ?? notFound('The level'));
  });
