/**
 * /event/hearings/{eventCd}: an event's protest hearings (issue 30; docs/api-contract.md
 * "Hearings"): the published hearings of a published event, by number, and the protest time limit
 * of each racing day; 404 when the event is unknown or unpublished. Cached as the other answers,
 * cleared by every console change.
 */
import { Hono } from 'hono';
import { emptyBody } from '../../shared/contract.js';
import { endpoints } from '../../shared/endpoints.js';
import { DEFAULT_SITE_TIME_ZONE } from '../../shared/site-time.js';
import { getHearingBoard } from '../queries/hearings.js';
import { cachedOk, codeParam, notFound, readBody } from './http.js';
import type { ApiEnv } from './env.js';

export const hearingsApi = new Hono<ApiEnv>().post(endpoints.eventHearings.route, async (c) => {
  const eventCd = codeParam(c, 'eventCd');
  await readBody(c, emptyBody, c.var.deps.bodyLimit);
  return cachedOk(
    c,
    endpoints.eventHearings,
    null,
    async () =>
      (await getHearingBoard(c.var.deps.db, eventCd, c.var.deps.siteTimeZone ?? DEFAULT_SITE_TIME_ZONE)) ??
      notFound('The event'),
  );
});
