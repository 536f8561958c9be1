/** Paths of the results pages and files (docs/results.md "On the page"). */

const enc = encodeURIComponent;

/** a level page without its query ('' or a page variant such as '_wf') */
export function levelBase(eventCd: string, levelCd: string, variant = ''): string {
  return `/events/level${variant}/${enc(eventCd)}/${enc(levelCd)}`;
}

/** a boat's competitor view; with boat '' the prefix the boats' keys are added to */
export function boatPath(eventCd: string, levelCd: string, boat: string): string {
  return `${levelBase(eventCd, levelCd)}/boat/${boat ? enc(boat) : ''}`;
}

/** the level's results files: 'csv', 'json' and 'live' are added */
export function resultsFilesBase(eventCd: string, levelCd: string): string {
  return `${levelBase(eventCd, levelCd)}/results/`;
}
