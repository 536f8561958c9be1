/**
 * /event/hearings/{eventCd}: an event's protest hearings (issue 30; docs/api-contract.md
 * "Hearings"): the published hearings of a published event, by number, and the protest time limit
 * of each racing day; 404 when the event is unknown or unpublished. Cached as the other answers,
 * cleared by every console change.
 */
import { emptyBody } from '../../shared/contract.js';
import { endpoints } from '../../shared/endpoints.js';
import { DEFAULT_SITE_TIME_ZONE } from '../../shared/site-time.js';
import { getHearingBoard } from '../queries/hearings.js';
import { notFound } from './http.js';
import { readByPath } from './call.js';

export const hearingsCalls = {
  eventHearings: readByPath(
    endpoints.eventHearings,
    emptyBody,
    async (deps, { eventCd }) =>
      (await getHearingBoard(deps.db, eventCd, deps.siteTimeZone ?? DEFAULT_SITE_TIME_ZONE)) ?? notFound('The event'),
  ),
};
