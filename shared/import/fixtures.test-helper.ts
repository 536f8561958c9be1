/** test helper: the importer fixtures (tests/fixtures/import) as bytes, and an import's refusal */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { importResults, isImportError, type ImportError, type ImportOptions } from './index.js';

export const FIXTURES = fileURLToPath(new URL('../../tests/fixtures/import/', import.meta.url));
export const fixture = (name: string): Uint8Array => new Uint8Array(readFileSync(FIXTURES + name));
export const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);

/**
 * the column keys of a publication read from a finished fixture (finished-*.csv, results-1252.htm):
 * rank, the competitor's columns they all have (nationality, sail number, helm, crew, club), the
 * grouping column when there is one, `races` races, total and net
 */
export function fixtureColumns(races: number, group?: string): string[] {
  const raceKeys = Array.from({ length: races }, (_, i) => `r${i + 1}`);
  return [
    'rank',
    'nationality',
    'sailNo',
    'helm',
    'crew',
    'club',
    ...(group ? [group] : []),
    ...raceKeys,
    'total',
    'net',
  ];
}

/**
 * what importResults refuses these bytes with (the error, its `problem` the answer the API sends),
 * or null when it takes them; anything else it throws is thrown on (a refusal must be an ImportError)
 */
export function importRefusal(bytes: Uint8Array, opts?: ImportOptions): ImportError | null {
  try {
    importResults(bytes, opts);
    return null;
  } catch (e) {
    if (!isImportError(e)) throw e;
    return e;
  }
}
