/**
 * The one CSV writer of the site (results downloads, the contact messages export, entry lists):
 * UTF-8 with a byte order mark (so Excel reads the Chinese), CRLF line ends, RFC 4180 quoting.
 * Formula-injection safe: a cell a spreadsheet would read as a formula (starting with = + - @, a
 * tab or CR) gets an apostrophe in front and is quoted, so it is shown as text, never run.
 */

const FORMULA = /^[=+\-@\t\r]/;

/** one CSV cell */
export function csvCell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  if (FORMULA.test(text)) return `"'${text.replace(/"/g, '""')}"`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** one CSV line, CRLF-terminated */
export function csvLine(cells: readonly (string | number | null | undefined)[]): string {
  return cells.map(csvCell).join(',') + '\r\n';
}

/** rows (a header row first) as a CSV file's text: the byte order mark, then a CRLF-terminated line per row */
export function csvText(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  let out = '\uFEFF';
  for (const row of rows) out += csvLine(row);
  return out;
}
