/**
 * Calendar helpers for the seed. Every date and time is China local time (UTC+8, no DST),
 * computed from `now` without looking at the machine's time zone.
 */
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** a calendar day, as the UTC midnight of that date */
export type Day = Date;

/** today's date in China */
export function chinaToday(now: Date): Day {
  const local = new Date(now.getTime() + CHINA_OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()));
}

export function addDays(day: Day, days: number): Day {
  return new Date(day.getTime() + days * DAY_MS);
}

export function makeDay(year: number, month: number, date: number): Day {
  return new Date(Date.UTC(year, month - 1, date));
}

export function daysBetween(a: Day, b: Day): number {
  return Math.round((b.getTime() - a.getTime()) / DAY_MS);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** YYYY-MM-DD */
export function fmtDate(day: Day): string {
  return `${day.getUTCFullYear()}-${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())}`;
}

/** YYYYMMDD */
export function compactDate(day: Day): string {
  return fmtDate(day).replaceAll('-', '');
}

/** 'YYYY-MM-DD HH:mm:ss' at a given minute of the day (may exceed 24 h: rolls into the next day) */
export function fmtDateTime(day: Day, minuteOfDay: number, second = 0): string {
  const t = new Date(day.getTime() + minuteOfDay * 60_000 + second * 1000);
  return `${fmtDate(t)} ${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}:${pad(t.getUTCSeconds())}`;
}

/** minutes from hh:mm */
export function hm(hours: number, minutes = 0): number {
  return hours * 60 + minutes;
}

/** the moment `at` as China local time, 'YYYY-MM-DD HH:mm:ss' */
export function chinaDateTime(at: Date): string {
  const t = new Date(at.getTime() + CHINA_OFFSET_MS);
  return `${fmtDate(t)} ${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}:${pad(t.getUTCSeconds())}`;
}
