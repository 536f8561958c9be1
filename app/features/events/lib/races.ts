/** Race rules of docs/product.md §4: which races have a track to open, and the order of the race table. */
import type { Race } from '../../../../shared/api';

/** race statuses 1, 2 and 4 have a track to open (docs/product.md §4) */
export function hasTrace(race: Pick<Race, 'status' | 'traceUrl'>): boolean {
  return ['1', '2', '4'].includes(race.status) && !!race.traceUrl && /^https?:\/\//i.test(race.traceUrl);
}

/** a race without a start time sorts after every dated one (docs/product.md §4) */
export const UNDATED_SORT = 9e12;
/**
 * a race in progress sorts before every other: the one a visitor mid-regatta looks for (issue 14;
 * the spec put it last, 9e13; docs/decisions/0002-status-codes.md)
 */
export const RACING_SORT = -9e13;

/** a local 'YYYY-MM-DD HH:mm(:ss)' as a number that orders like the time (no time zone involved) */
function timeKey(text: string | null): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?/.exec(text ?? '');
  if (!m) return null;
  return Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +(m[6] ?? 0));
}

/** the sort value of a race: its start; undated 9e12 (docs/product.md §4); racing (status 2) -9e13, first */
export function raceSortKey(race: Pick<Race, 'status' | 'startTime'>): number {
  if (race.status === '2') return RACING_SORT;
  return timeKey(race.startTime) ?? UNDATED_SORT;
}

/** the racing race first, then by start time, undated after dated; ties keep their order */
export function sortRaces<T extends Pick<Race, 'status' | 'startTime'>>(races: T[]): T[] {
  return races
    .map((race, i) => ({ race, i, key: raceSortKey(race) }))
    .sort((a, b) => a.key - b.key || a.i - b.i)
    .map((x) => x.race);
}

/**
 * The tracking replay of race N of a class (the results' race columns are numbered; a race's
 * round name carries the number: 第3轮, Race 3), null when that race has none to watch
 */
export function replayOfRound(races: readonly Race[]): (n: number) => string | null {
  return (n) => {
    const race = races.find((r) => Number(/\d+/.exec(r.roundName)?.[0]) === n);
    return race && hasTrace(race) ? race.traceUrl : null;
  };
}
