/**
 * A results file read for the console's import (docs/results-import.md): the format found from
 * the name and the content, the publications in the site's score JSON, the importer's warnings
 * and the check's findings (shared/import). What cannot be read is an ImportError with its
 * message in both languages.
 */
import { checkPublication } from '../../../shared/import/check.js';
import { importCsv } from '../../../shared/import/csv.js';
import { importError } from '../../../shared/import/messages.js';
import { importSfTass } from '../../../shared/import/sftass.js';
import { decodeBytes } from '../../../shared/import/text.js';
import type { ImportFindingView, ImportPreview } from '../../../shared/admin-scores.js';

export interface ReadResults {
  format: string;
  publications: Record<string, unknown>[];
  warnings: ImportPreview['warnings'];
  findings: ImportFindingView[];
}

export function readResultsFile(bytes: Uint8Array, fileName = ''): ReadResults {
  const { text } = decodeBytes(bytes);
  const head = text.replace(/^\uFEFF/, '').trimStart();
  const name = fileName.toLowerCase();
  let format: string;
  let read: { publications: Record<string, unknown>[] | object[]; warnings: ImportPreview['warnings'] };
  if (name.endsWith('.json') || head.startsWith('{') || head.startsWith('[')) {
    format = 'json';
    read = importSfTass(text);
  } else if (
    name.endsWith('.htm') ||
    name.endsWith('.html') ||
    name.endsWith('.blw') ||
    /^<(!doctype|html)/i.test(head)
  ) {
    // (Sailwave files: read by shared/import once its readers are in)
    throw importError('not-results', {}, 'Sailwave files cannot be read here yet: export the results as CSV.');
  } else {
    format = 'csv';
    read = importCsv(text);
  }
  const publications = read.publications as Record<string, unknown>[];
  const findings = publications.flatMap((p, i) => checkPublication(p).map((f) => ({ ...f, publication: i })));
  return { format, publications, warnings: read.warnings, findings };
}
