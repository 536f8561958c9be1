/**
 * POST /event/notices/{eventCd} (issue 30; docs/api-contract.md): an event's official notice
 * board, published notices only (withdrawn ones listed as withdrawn, without their text or file),
 * newest first, with the site's time zone. 404 when the event is unknown or unpublished. Cached
 * like every read call; a console change clears it at once.
 */
import { Hono } from 'hono';
import { emptyBody } from '../../shared/contract.js';
import { endpoints } from '../../shared/endpoints.js';
import { DEFAULT_SITE_TIME_ZONE } from '../../shared/site-time.js';
import { eventsWithNotices, listPublicNotices } from '../queries/notices.js';
import { cachedOk, codeParam, notFound, readBody } from './http.js';
import type { ApiEnv } from './env.js';

export const noticesApi = new Hono<ApiEnv>()
  .post(endpoints.eventNotices.route, async (c) => {
    const eventCd = codeParam(c, 'eventCd');
    await readBody(c, emptyBody, c.var.deps.bodyLimit);
    return cachedOk(c, endpoints.eventNotices, null, async () => {
      const notices = (await listPublicNotices(c.var.deps.db, eventCd)) ?? notFound('The event');
      return { eventCd, timeZone: c.var.deps.siteTimeZone ?? DEFAULT_SITE_TIME_ZONE, notices };
    });
  })
  // POST /event/notice-boards: every published event with a posted notice, in one query (the sitemap)
  .post(endpoints.noticeBoards.route, async (c) => {
    await readBody(c, emptyBody, c.var.deps.bodyLimit);
    return cachedOk(c, endpoints.noticeBoards, null, () => eventsWithNotices(c.var.deps.db));
  });
