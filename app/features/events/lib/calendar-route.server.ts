/** What the two calendar routes share (issue 31): the language and origin of a request, and the answers. */
import type { Lang } from '../../../../shared/lang';
import { translate } from '../../../i18n';
import en from '../../../i18n/en';
import zh from '../../../i18n/zh';
import type { CalendarContext } from './calendars';

/** `?lang=en|zh` decides, else an `-en` path is English, else Chinese (a calendar app sends no cookie) */
export function calendarLang(url: URL): Lang {
  const asked = url.searchParams.get('lang');
  if (asked === 'en' || asked === 'zh') return asked;
  return /^\/[^/]*-en(\/|$)/.test(url.pathname) ? 'en' : 'zh';
}

/**
 * The request's language and the site's origin: the server hands every route a request on
 * SITE_ORIGIN (or, with none set, the checked local address), never on the Host a client sent
 * (server/site-origin.ts; docs/decisions/0010-host-and-origin.md).
 */
export function calendarContext(request: Request, now = Date.now()): CalendarContext {
  const url = new URL(request.url);
  const lang = calendarLang(url);
  const messages = lang === 'en' ? en : zh;
  return { origin: url.origin, lang, t: (key, vars) => translate(messages, key, vars), stamp: now };
}

/** like the site's other public files (robots.txt, results downloads): cached a short while */
export const CALENDAR_CACHE = 'public, max-age=300';

export function calendarAnswer(body: string, name: string): Response {
  return new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name.replace(/[^A-Za-z0-9_-]/g, '_')}.ics"`,
      'Cache-Control': CALENDAR_CACHE,
    },
  });
}

function text(status: number, body: string): Response {
  return new Response(body, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

export const calendarMissing = () => text(404, 'Not found');
export const calendarFailed = () => text(503, 'The calendar cannot be made just now. Try again in a minute.');
