/**
 * The site's local time (SITE_TIME_ZONE, default Asia/Shanghai; docs/admin-api.md "News"): news
 * publish times are stored and shown as 'YYYY-MM-DD HH:mm:ss' in that zone, without an offset,
 * as the seed writes them (server/db/seed/time.ts) and the public API answers them. "Now" for a
 * scheduled post is the same clock in the same zone, whatever the server machine's own zone.
 */

/** the zone when none is configured: the site's events and readers are in China (UTC+8, no DST) */
export const DEFAULT_SITE_TIME_ZONE = 'Asia/Shanghai';

const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(timeZone: string): Intl.DateTimeFormat {
  let f = formats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(timeZone, f);
  }
  return f;
}

/** whether `timeZone` is an IANA zone this runtime knows ('Asia/Shanghai', 'UTC', 'Europe/London') */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatOf(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** the instant `at` as 'YYYY-MM-DD HH:mm:ss' on the clocks of `timeZone` */
export function siteDateTime(at: Date | number, timeZone: string = DEFAULT_SITE_TIME_ZONE): string {
  const parts = Object.fromEntries(
    formatOf(timeZone)
      .formatToParts(typeof at === 'number' ? new Date(at) : at)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/** the local time as if it were UTC (ms), NaN when it is not 'YYYY-MM-DD HH:mm:ss' */
function asUtc(local: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(local);
  if (!m) return NaN;
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6]));
}

/**
 * The instant (ms since the epoch) at which the clocks of `timeZone` show `local`
 * ('YYYY-MM-DD HH:mm:ss'); NaN when it is not such a time. In a summer-time gap, the instant
 * after the gap; in an overlap, the first.
 */
export function siteInstant(local: string, timeZone: string = DEFAULT_SITE_TIME_ZONE): number {
  const wall = asUtc(local);
  if (Number.isNaN(wall)) return NaN;
  // the zone's offset near that time, then once more at the instant found (a change of offset between)
  let instant = wall - (asUtc(siteDateTime(wall, timeZone)) - wall);
  instant = wall - (asUtc(siteDateTime(instant, timeZone)) - instant);
  return instant;
}

/** the zone as people read it: 'Asia/Shanghai, GMT+8' (the offset now); the name alone if the runtime cannot tell */
export function timeZoneLabel(timeZone: string = DEFAULT_SITE_TIME_ZONE, at: Date = new Date()): string {
  try {
    const offset = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'shortOffset' })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName')?.value;
    return offset ? `${timeZone}, ${offset === 'GMT' ? 'GMT+0' : offset}` : timeZone;
  } catch {
    return timeZone;
  }
}
