/**
 * The key a boat is found by, in a module of its own: the entry list in the browser needs it
 * and nothing else of the results' analysis (which reads publications with zod: 24 KB gzip of
 * first-load JavaScript on a level page, issue 29 item 4).
 */

/** the key a boat is found by: upper case, spaces, dashes and dots removed ('chn 1234' → 'CHN1234') */
export function sailKey(text: string): string {
  return text.replace(/[\s\-.‐-―－．]/gu, '').toUpperCase();
}
