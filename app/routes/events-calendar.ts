/**
 * `/events/calendar.ics` (English: `/events-en/calendar.ics` or `?lang=en`): the coming and
 * running events as an iCalendar file (issue 31; docs/api-contract.md "Calendars"), each over its
 * days; published events only (the API serves no other), at most CALENDAR_MAX_EVENTS.
 */
import type { Route } from './+types/events-calendar';
import type { Event } from '../../shared/api';
import { endpoints } from '../../shared/endpoints';
import { eventsCalendar } from '../features/events/lib/calendars';
import { calendarAnswer, calendarContext, calendarFailed } from '../features/events/lib/calendar-route.server';
import { serverApi } from '../lib/server-api';

/** the most events the list's calendar holds (running first, then the soonest coming) */
export const CALENDAR_MAX_EVENTS = 500;
const PAGE_SIZE = 100;

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = serverApi(context);
  const events: Event[] = [];
  for (const status of [2, 1]) {
    for (let pageNo = 1; events.length < CALENDAR_MAX_EVENTS; pageNo++) {
      const page = await api.call(endpoints.eventList, {
        status,
        sort: 'begin_date',
        order: 'asc',
        pageNo,
        pageSize: PAGE_SIZE,
      });
      if (!page) return calendarFailed();
      events.push(...page.records.slice(0, CALENDAR_MAX_EVENTS - events.length));
      if (pageNo >= page.pages) break;
    }
  }
  const c = calendarContext(request);
  return calendarAnswer(eventsCalendar(events, c), c.lang === 'en' ? 'sailfish-events-en' : 'sailfish-events');
}
