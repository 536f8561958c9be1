/**
 * A results file read for the console's import (docs/results-import.md): shared/import's
 * importResults finds the format (Sailwave series file or page, CSV, SF-TASS JSON), reads the
 * publications in the site's score JSON with its warnings, and the check (checkImport) lists
 * what disagrees, knowing the codes the file itself defines, the file's own groups and ranks and
 * the discard profile the site scored with. What cannot be read is an ImportError with its
 * message in both languages. The server runs it in its import worker (server/import-worker.ts).
 */
import type { ImportFindingView, ImportPreview } from '../../../shared/admin-scores.js';
import {
  checkImport,
  importResults,
  type DiscardProfileUsed,
  type FileStanding,
} from '../../../shared/import/index.js';
import { readEntryFile, type EntryFileRead } from '../../../shared/import/entries.js';

export interface ReadResultsOptions {
  fileName?: string;
  /** the discard profile for a table the site scores ('none', '1 after 4' …); RRS A2.1 when absent */
  discardProfile?: string;
  /** read the file as an entry list (shared/import/entries.ts, issue 31): `entries` is the answer */
  entries?: boolean;
}

export interface ReadResults {
  format: string;
  publications: Record<string, unknown>[];
  warnings: ImportPreview['warnings'];
  findings: ImportFindingView[];
  /** the file's own groups and ranks per publication row (shown beside what will be published) */
  standings?: FileStanding[][];
  /** the profile the site scored with */
  discards?: DiscardProfileUsed;
  /** the entry list read (options.entries) */
  entries?: EntryFileRead;
}

export function readResultsFile(bytes: Uint8Array, options: ReadResultsOptions | string = {}): ReadResults {
  const opts = typeof options === 'string' ? { fileName: options } : options;
  if (opts.entries) {
    const entries = readEntryFile(bytes, opts.fileName);
    return { format: entries.format, publications: [], warnings: [], findings: [], entries };
  }
  const read = importResults(bytes, {
    ...(opts.fileName ? { fileName: opts.fileName } : {}),
    ...(opts.discardProfile !== undefined && opts.discardProfile.trim() !== ''
      ? { discardProfile: opts.discardProfile }
      : {}),
  });
  const publications = read.publications as unknown as Record<string, unknown>[];
  const findings = checkImport(read).flatMap((list, i) => list.map((f) => ({ ...f, publication: i })));
  return {
    format: read.format,
    publications,
    warnings: read.warnings,
    findings,
    ...(read.standings ? { standings: read.standings } : {}),
    ...(read.discards ? { discards: read.discards } : {}),
  };
}
