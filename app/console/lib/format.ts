/** Small formatting of the staff console (both languages). */
import type { Lang } from '../../../shared/lang';
import { DEFAULT_SITE_TIME_ZONE, siteDateTime } from '../../../shared/site-time';

/** an event's name in the console's language: the English name on English pages when it has one */
export function adminEventName(e: { name: string; nameCode: string | null }, lang: Lang): string {
  return lang === 'en' && e.nameCode ? e.nameCode : e.name;
}

/**
 * an ISO time as the staff member reads it: 'YYYY-MM-DD HH:mm' on the site's clock (SITE_TIME_ZONE,
 * which GET /admin/me answers; Asia/Shanghai when not known), the same on server and browser
 */
export function consoleTime(iso: string, timeZone?: string): string {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return iso;
  return siteDateTime(t, timeZone ?? DEFAULT_SITE_TIME_ZONE).slice(0, 16);
}
