/** Small formatting of the staff console (both languages). */
import type { Lang } from '../../../../shared/lang';

/** an event's name in the console's language: the English name on English pages when it has one */
export function adminEventName(e: { name: string; nameCode: string | null }, lang: Lang): string {
  return lang === 'en' && e.nameCode ? e.nameCode : e.name;
}

/** an ISO time as the staff member reads it: 'YYYY-MM-DD HH:mm' in UTC+8 (the company's time), stable on server and browser */
export function consoleTime(iso: string): string {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return iso;
  return new Date(t + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');
}
