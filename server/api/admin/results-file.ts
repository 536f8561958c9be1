/**
 * A results file read for the console's import (docs/results-import.md): shared/import's
 * importResults finds the format (Sailwave series file or page, CSV, SF-TASS JSON), reads the
 * publications in the site's score JSON with its warnings, and the check (checkPublication)
 * lists what disagrees, knowing the codes the file itself defines. What cannot be read is an
 * ImportError with its message in both languages.
 */
import type { ImportFindingView, ImportPreview } from '../../../shared/admin-scores.js';
import { checkPublication, importResults } from '../../../shared/import/index.js';

export interface ReadResults {
  format: string;
  publications: Record<string, unknown>[];
  warnings: ImportPreview['warnings'];
  findings: ImportFindingView[];
}

export function readResultsFile(bytes: Uint8Array, fileName = ''): ReadResults {
  const read = importResults(bytes, { fileName: fileName || undefined });
  const knownCodes = read.codes.map((c) => c.code);
  const publications = read.publications as unknown as Record<string, unknown>[];
  const findings = read.publications.flatMap((p, i) =>
    checkPublication(p, { knownCodes }).map((f) => ({ ...f, publication: i })),
  );
  return { format: read.format, publications, warnings: read.warnings, findings };
}
