/** Where the calendars are (issue 31; docs/api-contract.md "Calendars"): the list's and an event's .ics file. */
import type { Lang } from '../../../../shared/lang';

/** the coming and running events: `/events/calendar.ics`, English `/events-en/calendar.ics` */
export function eventsCalendarPath(lang: Lang): string {
  return lang === 'en' ? '/events-en/calendar.ics' : '/events/calendar.ics';
}

/** one event's days and races: `/events/detail/{eventCd}/calendar.ics`, English with `?lang=en` */
export function eventCalendarPath(eventCd: string, lang: Lang): string {
  return `/events/detail/${encodeURIComponent(eventCd)}/calendar.ics${lang === 'en' ? '?lang=en' : ''}`;
}
