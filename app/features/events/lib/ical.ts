/**
 * iCalendar files (RFC 5545) of the events (issue 31; docs/api-contract.md "Calendars"): CRLF
 * line ends, content lines folded at 75 octets without splitting a UTF-8 character, TEXT values
 * escaped (\ ; , and line breaks), every time in UTC ('…Z', turned from the site's local time
 * with its zone), days as DATE values (the end the day after the last: DTEND is exclusive).
 */
import { siteInstant } from '../../../../shared/site-time';

/** a day ('YYYY-MM-DD') or an instant (ms since the epoch) */
export type IcsTime = { date: string } | { at: number };

export interface IcsEvent {
  /** stable across downloads: `race-{raceCd}@{host}` */
  uid: string;
  summary: string;
  start: IcsTime;
  /** exclusive; a day's end is the next day */
  end: IcsTime;
  description?: string | null;
  location?: string | null;
  url?: string | null;
  status?: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';
}

export interface IcsCalendar {
  name: string;
  /** DTSTAMP of every event (ms): when the file was made */
  stamp: number;
  events: IcsEvent[];
}

export const MAX_LINE_OCTETS = 75;

/** C0 controls but the line feed, and DEL: not allowed in a TEXT value */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/g;

/** a TEXT value (RFC 5545 §3.3.11): \ ; , escaped, line breaks as \n, other control characters left out */
export function escapeText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[\\;,]/g, (c) => `\\${c}`)
    .replace(/\n/g, '\\n')
    .replace(CONTROL, '');
}

/**
 * One content line folded (RFC 5545 §3.1): at most 75 octets a line, the following lines begin
 * with a space; never inside a UTF-8 character (nor a UTF-16 surrogate pair).
 */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const code = ch.codePointAt(0)!;
    const size = code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
    const limit = out.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.map((part, i) => (i === 0 ? part : ` ${part}`)).join('\r\n');
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** an instant as a UTC DATE-TIME: 20261123T030000Z */
export function utcStamp(at: number): string {
  const d = new Date(at);
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(
    d.getUTCMinutes(),
  )}${pad(d.getUTCSeconds())}Z`;
}

/** 'YYYY-MM-DD' plus `days` as a DATE value: 20261124 */
export function dateValue(date: string, days = 0): string {
  const t = Date.parse(`${date}T00:00:00Z`) + days * 86_400_000;
  return new Date(t).toISOString().slice(0, 10).replaceAll('-', '');
}

/** the instant of a site-local 'YYYY-MM-DD HH:mm(:ss)' in `timeZone`; NaN when it is not one */
export function localInstant(local: string | null, timeZone: string): number {
  const m = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(:\d{2})?/.exec(local ?? '');
  return m ? siteInstant(`${m[1]} ${m[2]}${m[3] ?? ':00'}`, timeZone) : NaN;
}

function timeProp(name: 'DTSTART' | 'DTEND', time: IcsTime): string {
  return 'date' in time ? `${name};VALUE=DATE:${dateValue(time.date)}` : `${name}:${utcStamp(time.at)}`;
}

/** the calendar as a file: content lines folded, CRLF after each */
export function icsCalendar(cal: IcsCalendar): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//SailFish//Events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(cal.name)}`,
  ];
  for (const e of cal.events) {
    lines.push('BEGIN:VEVENT', `UID:${e.uid}`, `DTSTAMP:${utcStamp(cal.stamp)}`, timeProp('DTSTART', e.start));
    lines.push(timeProp('DTEND', e.end), `SUMMARY:${escapeText(e.summary)}`);
    if (e.description) lines.push(`DESCRIPTION:${escapeText(e.description)}`);
    if (e.location) lines.push(`LOCATION:${escapeText(e.location)}`);
    if (e.url) lines.push(`URL:${e.url}`);
    if (e.status) lines.push(`STATUS:${e.status}`);
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
