/**
 * The two calendars (issue 31; docs/api-contract.md "Calendars"):
 * - the events list's: each coming or running event as an all-day event over its days;
 * - an event's: its days as one all-day event, and each race with a start time as its own event
 *   (from its start to its end, or an hour when it has none), a cancelled or abandoned race
 *   STATUS:CANCELLED, a postponed one TENTATIVE.
 * UIDs are stable (`event-{eventCd}@{host}`, `race-{raceCd}@{host}`; the host is the site's,
 * from SITE_ORIGIN, never a request's Host), SUMMARY in the language asked for, URL the event's page.
 */
import type { Event, Level, Race } from '../../../../shared/api';
import type { Lang } from '../../../../shared/lang';
import { courseArea, courseName, eventAddress, eventName, levelName, roundName } from './events';
import { icsCalendar, localInstant, type IcsEvent } from './ical';

/** a race without an end time lasts this long in a calendar */
export const RACE_DEFAULT_MS = 60 * 60_000;

type Translate = (key: string, vars: Record<string, string>) => string;

export interface CalendarContext {
  /** the site's origin (SITE_ORIGIN): links and the UIDs' host */
  origin: string;
  lang: Lang;
  t: Translate;
  /** DTSTAMP (ms) */
  stamp: number;
}

const eventPage = (origin: string, eventCd: string) => `${origin}/events/detail/${encodeURIComponent(eventCd)}`;

function eventDays(event: Event, c: CalendarContext): IcsEvent {
  const host = new URL(c.origin).host;
  return {
    uid: `event-${event.eventCd}@${host}`,
    summary: c.t('raceDay.calendar.eventDays', { name: eventName(event, c.lang) }),
    start: { date: event.beginDate },
    // DTEND of a DATE is the day after the last
    end: { date: nextDay(event.endDate) },
    location: eventAddress(event, c.lang) || null,
    url: eventPage(c.origin, event.eventCd),
  };
}

function nextDay(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** the coming and running events, each over its days */
export function eventsCalendar(events: readonly Event[], c: CalendarContext): string {
  const valid = events.filter((e) => isDate(e.beginDate) && isDate(e.endDate) && e.endDate >= e.beginDate);
  return icsCalendar({
    name: c.t('raceDay.calendar.calName', {}),
    stamp: c.stamp,
    events: valid.map((e) => eventDays(e, c)),
  });
}

const isDate = (s: string | null | undefined) => !!s && /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(s));

/** one event: its days, and each race that has a start time */
export function eventCalendar(
  event: Event,
  levels: readonly Pick<Level, 'levelCd' | 'levelName' | 'levelNameCode'>[],
  races: readonly Race[],
  timeZone: string,
  c: CalendarContext,
): string {
  const host = new URL(c.origin).host;
  const url = eventPage(c.origin, event.eventCd);
  const names = new Map(levels.map((l) => [l.levelCd, levelName(l, c.lang)]));
  const items: IcsEvent[] = [];
  if (isDate(event.beginDate) && isDate(event.endDate) && event.endDate >= event.beginDate)
    items.push(eventDays(event, c));
  for (const race of races) {
    const start = localInstant(race.startTime, timeZone);
    if (Number.isNaN(start)) continue;
    const end = localInstant(race.endTime, timeZone);
    const area = courseArea(race, c.lang, c.t);
    const course = courseName(race, c.lang);
    items.push({
      uid: `race-${race.raceCd}@${host}`,
      summary: c.t('raceDay.calendar.race', {
        level: names.get(race.levelCd) ?? race.levelCd,
        race: roundName(race, c.lang, c.t),
      }),
      start: { at: start },
      end: { at: !Number.isNaN(end) && end > start ? end : start + RACE_DEFAULT_MS },
      description: [area, course].filter(Boolean).join('\n') || null,
      location: eventAddress(event, c.lang) || null,
      url,
      status:
        race.status === '5' || race.status === '6' ? 'CANCELLED' : race.status === '3' ? 'TENTATIVE' : 'CONFIRMED',
    });
  }
  return icsCalendar({ name: eventName(event, c.lang), stamp: c.stamp, events: items });
}
