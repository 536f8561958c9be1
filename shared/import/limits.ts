/**
 * The caps every results reader keeps (issue 25 finding 3): one place, so a `.blw`, a Sailwave
 * page, a CSV and an SF-TASS JSON are refused on the same terms, with a code and a message in
 * both languages (messages.ts). A reader checks a count as soon as it knows it (a row over the
 * cap stops the read there: nothing past the cap is kept), and every cell it keeps.
 *
 *   import { LIMITS, limitRows, limitColumns, limitTables, limitCell } from './limits.js';
 *   limitRows(rows.length);                 // throws ImportError 'too-many-rows'
 *   const text = limitCell(raw, 'R3, GBR 1'); // throws ImportError 'cell-too-long'
 *
 * The time budget is kept by the server's import worker (server/import-worker.ts): past it the
 * worker is ended and the request answered 'too-slow'.
 */
import { importError } from './messages.js';

export const LIMITS = {
  /** the largest file read, in bytes (10 MB; a 300-boat Sailwave file is well under 1 MB) */
  bytes: 10 * 1024 * 1024,
  /** boats (rows) in one file, all publications together */
  rows: 2000,
  /** columns of one table (identity, races, totals) or races of a series */
  columns: 200,
  /** publications (tables) in one file */
  publications: 50,
  /** characters in one cell (a name, a score, a title) */
  cellChars: 1000,
  /** the time one import may take in the server's worker, in milliseconds */
  timeMs: 10_000,
} as const;

const where = (detail: string | undefined) => (detail ? `: ${detail}` : '');

/** a file's size: ImportError 'too-large' past LIMITS.bytes */
export function limitBytes(bytes: number): void {
  if (bytes > LIMITS.bytes) throw importError('too-large', { max: String(LIMITS.bytes / 1024 / 1024) });
}

/** the number of rows (boats) read so far: ImportError 'too-many-rows' past LIMITS.rows */
export function limitRows(rows: number, detail?: string): void {
  if (rows > LIMITS.rows)
    throw importError('too-many-rows', { max: String(LIMITS.rows) }, `more than ${LIMITS.rows} rows${where(detail)}`);
}

/** the number of columns (or races) of a table: ImportError 'too-many-columns' past LIMITS.columns */
export function limitColumns(columns: number, detail?: string): void {
  if (columns > LIMITS.columns)
    throw importError('too-many-columns', { max: String(LIMITS.columns) }, `${columns} columns${where(detail)}`);
}

/** the number of publications (tables) read so far: ImportError 'too-many-tables' past LIMITS.publications */
export function limitTables(tables: number, detail?: string): void {
  if (tables > LIMITS.publications)
    throw importError(
      'too-many-tables',
      { max: String(LIMITS.publications) },
      `more than ${LIMITS.publications} tables${where(detail)}`,
    );
}

/** a cell's text, as it is: ImportError 'cell-too-long' past LIMITS.cellChars (`detail`: where it is) */
export function limitCell(text: string, detail?: string): string {
  if (text.length > LIMITS.cellChars)
    throw importError(
      'cell-too-long',
      { max: String(LIMITS.cellChars) },
      `${text.length} characters${where(detail)}: “${text.slice(0, 40)}…”`,
    );
  return text;
}
