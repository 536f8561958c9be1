/** /event/* and /level/*: events, their levels, races, photos, videos and score publications. */
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
import { notFound } from './http.js';
import { readByPath, readCall } from './call.js';

export const eventsCalls = {
  eventList: readCall(endpoints.eventList, eventListBody, (deps, _, body) =>
    listEvents(deps.db, body, deps.eventIndex),
  ),
  eventInfo: readByPath(
    endpoints.eventInfo,
    emptyBody,
    async (deps, { eventCd }) => (await getEvent(deps.db, eventCd)) ?? notFound('The event'),
  ),
  eventLevels: readByPath(
    endpoints.eventLevels,
    emptyBody,
    async (deps, { eventCd }) => (await listLevels(deps.db, eventCd)) ?? notFound('The event'),
  ),
  eventImages: readCall(
    endpoints.eventImages,
    publishedPageBody,
    async (deps, { eventCd }, body) => (await listEventImages(deps.db, eventCd, body)) ?? notFound('The event'),
  ),
  eventVideos: readCall(
    endpoints.eventVideos,
    publishedPageBody,
    async (deps, { eventCd }, body) => (await listEventVideos(deps.db, eventCd, body)) ?? notFound('The event'),
  ),
  levelRaces: readByPath(
    endpoints.levelRaces,
    emptyBody,
    async (deps, { levelCd }) => (await listRaces(deps.db, levelCd)) ?? notFound('The level'),
  ),
  levelScores: readByPath(
    endpoints.levelScores,
    emptyBody,
    async (deps, { levelCd }) => (await listScores(deps.db, levelCd)) ?? notFound('The level'),
  ),
  eventRaces: readByPath(endpoints.eventRaces, emptyBody, async (deps, { eventCd }) => {
    const races = (await listEventRaces(deps.db, eventCd)) ?? notFound('The event');
    return { timeZone: deps.siteTimeZone ?? DEFAULT_SITE_TIME_ZONE, races };
  }),
};
