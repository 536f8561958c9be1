/**
 * The day on the water (issue 31; docs/product.md "The day on the water"): what an event's page
 * shows of its races, on the site's clock (SITE_TIME_ZONE, the zone of every race's local start
 * time, answered by POST /event/race with the races).
 *
 * - Before the event (the site's date before its first day): the programme, one entry per day of
 *   the event (at most PROGRAMME_MAX_DAYS), each with the races that start that day, by class.
 * - While it runs (its first to its last day, both included): today's races of every class, the
 *   races starting today and any race still racing (an offshore race that started yesterday).
 * - Afterwards: nothing.
 *
 * A race's state on the day is its status code (docs/decisions/0002-status-codes.md), but for one
 * derived state: "starting soon", a scheduled race (status 1) whose start is from now to
 * STARTING_SOON_MS (15 minutes) ahead, both ends included. A scheduled race whose start has passed
 * stays "scheduled" until the race office marks it racing or postponed.
 */
import type { Event, Level, Race } from '../../../../shared/api';
import { siteDateTime, siteInstant } from '../../../../shared/site-time';
import { sortRaces } from './races';

export const STARTING_SOON_MS = 15 * 60_000;
/** the programme shows at most this many days (an event of months lists its first weeks) */
export const PROGRAMME_MAX_DAYS = 31;

export type DayState =
  'planned' | 'scheduled' | 'soon' | 'racing' | 'postponed' | 'finished' | 'abandoned' | 'cancelled';

const STATE_OF_STATUS: Record<string, DayState> = {
  '0': 'planned',
  '1': 'scheduled',
  '2': 'racing',
  '3': 'postponed',
  '4': 'finished',
  '5': 'abandoned',
  '6': 'cancelled',
};

/** a race's state at `now` (ms) on the clocks of `timeZone` */
export function dayState(race: Pick<Race, 'status' | 'startTime'>, now: number, timeZone: string): DayState {
  const state = STATE_OF_STATUS[race.status] ?? 'planned';
  if (state !== 'scheduled' || !race.startTime) return state;
  const m = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(:\d{2})?/.exec(race.startTime);
  const start = m ? siteInstant(`${m[1]} ${m[2]}${m[3] ?? ':00'}`, timeZone) : NaN;
  if (Number.isNaN(start)) return state;
  const ahead = start - now;
  return ahead >= 0 && ahead <= STARTING_SOON_MS ? 'soon' : state;
}

export interface DayRace {
  race: Race;
  state: DayState;
}

export interface DayClass {
  level: Pick<Level, 'levelCd' | 'levelName' | 'levelNameCode'>;
  races: DayRace[];
}

export type RaceDayView =
  | { kind: 'today'; date: string; classes: DayClass[]; idle: DayClass['level'][] }
  | { kind: 'programme'; days: { date: string; classes: DayClass[] }[] }
  | { kind: 'none' };

const dateOf = (time: string | null) => (time && /^\d{4}-\d{2}-\d{2}/.test(time) ? time.slice(0, 10) : null);

/** the dates from `begin` to `end` ('YYYY-MM-DD'), at most `max` */
export function eventDays(begin: string, end: string, max = PROGRAMME_MAX_DAYS): string[] {
  const days: string[] = [];
  const from = Date.parse(`${begin}T00:00:00Z`);
  const to = Date.parse(`${end}T00:00:00Z`);
  if (Number.isNaN(from) || Number.isNaN(to)) return days;
  for (let t = from; t <= to && days.length < max; t += 86_400_000) days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}

function byClass(
  levels: readonly DayClass['level'][],
  races: readonly Race[],
  now: number,
  timeZone: string,
): DayClass[] {
  return levels
    .map((level) => ({
      level,
      races: sortRaces(races.filter((r) => r.levelCd === level.levelCd)).map((race) => ({
        race,
        state: dayState(race, now, timeZone),
      })),
    }))
    .filter((c) => c.races.length > 0);
}

/**
 * What the event's page shows of its races at `now` (ms): today's racing, the programme, or
 * nothing (see the module's comment).
 */
export function raceDay(
  event: Pick<Event, 'beginDate' | 'endDate'>,
  levels: readonly DayClass['level'][],
  races: readonly Race[],
  now: number,
  timeZone: string,
): RaceDayView {
  const today = siteDateTime(now, timeZone).slice(0, 10);
  if (!dateOf(event.beginDate) || !dateOf(event.endDate) || today > event.endDate) return { kind: 'none' };
  if (today < event.beginDate) {
    const days = eventDays(event.beginDate, event.endDate).map((date) => ({
      date,
      classes: byClass(
        levels,
        races.filter((r) => dateOf(r.startTime) === date),
        now,
        timeZone,
      ),
    }));
    return { kind: 'programme', days };
  }
  const todays = races.filter((r) => dateOf(r.startTime) === today || r.status === '2');
  const classes = byClass(levels, todays, now, timeZone);
  const racing = new Set(classes.map((c) => c.level.levelCd));
  return { kind: 'today', date: today, classes, idle: levels.filter((l) => !racing.has(l.levelCd)) };
}
