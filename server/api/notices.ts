/**
 * POST /event/notices/{eventCd} (issue 30; docs/api-contract.md): an event's official notice
 * board, published notices only (withdrawn ones listed as withdrawn, without their text or file),
 * newest first, with the site's time zone. 404 when the event is unknown or unpublished. Cached
 * like every read call; a console change clears it at once.
 */
import { emptyBody } from '../../shared/contract.js';
import { endpoints } from '../../shared/endpoints.js';
import { DEFAULT_SITE_TIME_ZONE } from '../../shared/site-time.js';
import { eventsWithNotices, listPublicNotices } from '../queries/notices.js';
import { notFound } from './http.js';
import { readByPath } from './call.js';

export const noticesCalls = {
  eventNotices: readByPath(endpoints.eventNotices, emptyBody, async (deps, { eventCd }) => {
    const notices = (await listPublicNotices(deps.db, eventCd)) ?? notFound('The event');
    return { eventCd, timeZone: deps.siteTimeZone ?? DEFAULT_SITE_TIME_ZONE, notices };
  }),
  // POST /event/notice-boards: every published event with a posted notice, in one query (the sitemap)
  noticeBoards: readByPath(endpoints.noticeBoards, emptyBody, (deps) => eventsWithNotices(deps.db)),
};
