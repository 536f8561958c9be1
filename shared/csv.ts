/**
 * The one CSV writer of the site (results downloads, the contact messages export, entry lists),
 * on csv-stringify (docs/decisions/0020-csv-stringify.md): UTF-8 with a byte order mark (`bom`,
 * so Excel reads the Chinese), CRLF line ends, RFC 4180 quoting. Formula-injection safe
 * (`escape_formulas`): a cell a spreadsheet would read as a formula (starting with = + - @, their
 * full-width forms, a tab or CR) gets an apostrophe in front and is quoted, so it is shown as
 * text, never run.
 *
 * Server only (csv-stringify's Node build reads Buffer): the client bundle must not import it.
 */
import { stringify } from 'csv-stringify/sync';

export type CsvCell = string | number | null | undefined;

/** what csv-stringify's escape_formulas puts an apostrophe before: such a cell is quoted too */
const FORMULA = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/** rows (a header row first) as a CSV file's text: the byte order mark, then a CRLF-terminated line per row */
export function csvText(rows: readonly (readonly CsvCell[])[]): string {
  // every cell as text (a negative number is defused as its text is)
  const text = rows.map((row) => row.map((cell) => (cell === null || cell === undefined ? '' : String(cell))));
  return stringify(text, {
    bom: true,
    escape_formulas: true,
    quoted_match: FORMULA,
    record_delimiter: 'windows',
    // a line break inside a cell is quoted (with record_delimiter set, csv-stringify would not by default)
    quote_record_delimiter: true,
    eof: true,
  });
}
