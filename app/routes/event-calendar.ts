/**
 * `/events/detail/{eventCd}/calendar.ics` (English with `?lang=en`): one event's days and each of
 * its races with a start time, as an iCalendar file (issue 31; docs/api-contract.md
 * "Calendars"). An unknown or unpublished event, or a code that names none, is a 404.
 */
import type { Route } from './+types/event-calendar';
import { CODE_PATTERN } from '../../shared/api';
import { endpoints } from '../../shared/endpoints';
import { eventCalendar } from '../features/events/lib/calendars';
import {
  calendarAnswer,
  calendarContext,
  calendarFailed,
  calendarMissing,
} from '../features/events/lib/calendar-route.server';
import { lookup, serverApi } from '../lib/server-api';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const eventCd = params.eventCd ?? '';
  if (!CODE_PATTERN.test(eventCd)) return calendarMissing();
  const api = serverApi(context);
  const [info, levels, races] = await Promise.all([
    lookup(api, endpoints.eventInfo, { eventCd }),
    lookup(api, endpoints.eventLevels, { eventCd }),
    lookup(api, endpoints.eventRaces, { eventCd }),
  ]);
  if (info.status === 'missing' || levels.status === 'missing' || races.status === 'missing') return calendarMissing();
  if (info.status === 'failed' || levels.status === 'failed' || races.status === 'failed') return calendarFailed();
  const c = calendarContext(request);
  const file = eventCalendar(info.result, levels.result, races.result.races, races.result.timeZone, c);
  return calendarAnswer(file, c.lang === 'en' ? `${eventCd}-en` : eventCd);
}
