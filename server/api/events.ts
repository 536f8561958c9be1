/** /event/* and /level/*: events, their levels, races, photos, videos and score publications. */
import { Hono } from 'hono';
import { emptyBody, eventListBody, publishedPageBody } from '../../shared/contract.js';
import { endpoints } from '../../shared/endpoints.js';
import {
  getEvent,
  listEventImages,
  listEventVideos,
  listEventRaces,
  listEvents,
  listLevels,
  listRaces,
  listScores,
} from '../queries/events.js';
import { DEFAULT_SITE_TIME_ZONE } from '../../shared/site-time.js';
import { cachedOk, codeParam, notFound, readBody } from './http.js';
import type { ApiEnv } from './env.js';

export const eventsApi = new Hono<ApiEnv>()
  .post(endpoints.eventList.route, async (c) => {
    const body = await readBody(c, eventListBody, c.var.deps.bodyLimit);
    return cachedOk(c, endpoints.eventList, body, () => listEvents(c.var.deps.db, body));
  })
  .post(endpoints.eventInfo.route, async (c) => {
    const eventCd = codeParam(c, 'eventCd');
    await readBody(c, emptyBody, c.var.deps.bodyLimit);
    return cachedOk(
      c,
      endpoints.eventInfo,
      null,
      async () => (await getEvent(c.var.deps.db, eventCd)) ?? notFound('The event'),
    );
  })
  .post(endpoints.eventLevels.route, async (c) => {
    const eventCd = codeParam(c, 'eventCd');
    await readBody(c, emptyBody, c.var.deps.bodyLimit);
    return cachedOk(
      c,
      endpoints.eventLevels,
      null,
      async () => (await listLevels(c.var.deps.db, eventCd)) ?? notFound('The event'),
    );
  })
  .post(endpoints.eventImages.route, async (c) => {
    const eventCd = codeParam(c, 'eventCd');
    const body = await readBody(c, publishedPageBody, c.var.deps.bodyLimit);
    return cachedOk(
      c,
      endpoints.eventImages,
      body,
      async () => (await listEventImages(c.var.deps.db, eventCd, body)) ?? notFound('The event'),
    );
  })
  .post(endpoints.eventVideos.route, async (c) => {
    const eventCd = codeParam(c, 'eventCd');
    const body = await readBody(c, publishedPageBody, c.var.deps.bodyLimit);
    return cachedOk(
      c,
      endpoints.eventVideos,
      body,
      async () => (await listEventVideos(c.var.deps.db, eventCd, body)) ?? notFound('The event'),
    );
  })
  .post(endpoints.levelRaces.route, async (c) => {
    const levelCd = codeParam(c, 'levelCd');
    await readBody(c, emptyBody, c.var.deps.bodyLimit);
    return cachedOk(
      c,
      endpoints.levelRaces,
      null,
      async () => (await listRaces(c.var.deps.db, levelCd)) ?? notFound('The level'),
    );
  })
  .post(endpoints.levelScores.route, async (c) => {
    const levelCd = codeParam(c, 'levelCd');
    await readBody(c, emptyBody, c.var.deps.bodyLimit);
    return cachedOk(
      c,
      endpoints.levelScores,
      null,
      async () => (await listScores(c.var.deps.db, levelCd)) ?? notFound('The level'),
    );
  })
  .post(endpoints.eventRaces.route, async (c) => {
    const eventCd = codeParam(c, 'eventCd');
    await readBody(c, emptyBody, c.var.deps.bodyLimit);
    return cachedOk(c, endpoints.eventRaces, null, async () => {
      const races = (await listEventRaces(c.var.deps.db, eventCd)) ?? notFound('The event');
      return { timeZone: c.var.deps.siteTimeZone ?? DEFAULT_SITE_TIME_ZONE, races };
    });
  });
