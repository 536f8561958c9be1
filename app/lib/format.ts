/**
 * The one date formatter of the site. The API sends local venue times as text
 * ('YYYY-MM-DD' or 'YYYY-MM-DD HH:mm:ss'); pages show them as sent, never shifted by the
 * visitor's time zone, so the server and the browser render the same text.
 */

/** 'YYYY-MM-DD' of a date or date-time text; '' when it is not one */
export function formatDate(value: string | null | undefined): string {
  const m = /^(\d{4}-\d{2}-\d{2})/.exec(value ?? '');
  return m ? m[1]! : '';
}

/** 'YYYY-MM-DD HH:mm:ss' (seconds added when missing); '' when it is not a date-time */
export function formatDateTime(value: string | null | undefined): string {
  const m = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(:\d{2})?/.exec(value ?? '');
  return m ? `${m[1]} ${m[2]}${m[3] ?? ':00'}` : formatDate(value);
}

/** 'YYYY-MM-DD ~ YYYY-MM-DD' (docs/product.md §2 (Events list)); one side alone when the other is missing */
export function formatDateRange(begin: string | null | undefined, end: string | null | undefined): string {
  const a = formatDate(begin);
  const b = formatDate(end);
  return a && b ? `${a} ~ ${b}` : a || b;
}
