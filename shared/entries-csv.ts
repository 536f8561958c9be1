/**
 * An event's entry lists as one CSV file (shared/csv.ts: BOM, CRLF, formula cells made text).
 * Apart from shared/entries.ts, which the entry list's components use in the browser: the CSV
 * writer is server only.
 */
import { csvText } from './csv.js';
import type { Entry } from './entries.js';

/** the CSV's header row of an entry list (the results import's column names: the file can be imported again) */
export const ENTRY_CSV_HEADER = ['Class', 'Group', 'Sail No', 'Nat', 'Helm', 'Crew', 'Club'] as const;

/** an event's entry lists as one CSV file */
export function entriesCsv(levels: readonly { name: string; entries: readonly Entry[] }[]): string {
  const rows: string[][] = [[...ENTRY_CSV_HEADER]];
  for (const l of levels)
    for (const e of l.entries) rows.push([l.name, e.group, e.sailNo, e.nationality, e.helm, e.crew, e.club]);
  return csvText(rows);
}
