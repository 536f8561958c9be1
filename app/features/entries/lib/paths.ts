/** Paths of the entry lists (issue 31). */
const enc = encodeURIComponent;

/** the event's entry lists page; with a class, the page opened at it */
export function entriesPath(eventCd: string, levelCd?: string): string {
  return `/events/entries/${enc(eventCd)}${levelCd ? `?level=${enc(levelCd)}` : ''}`;
}

/** the event's entry lists as CSV (one class with `levelCd`) */
export function entriesCsvPath(eventCd: string, levelCd?: string): string {
  return `/events/entries/${enc(eventCd)}/csv${levelCd ? `?level=${enc(levelCd)}` : ''}`;
}
