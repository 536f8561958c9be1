/**
 * Results import (issue 19; docs/results-import.md): uploaded bytes → score publications in the
 * site's shape, with warnings; then `checkPublication` before anything is published.
 *
 *   import { importResults, checkPublication, isImportError } from '…/shared/import/index.js';
 *   try {
 *     const { format, publications, warnings } = importResults(bytes, { fileName: 'series.blw' });
 *     const findings = publications.map((p) => checkPublication(p));
 *   } catch (e) {
 *     if (isImportError(e)) answer(400, e.problem); // {code, message: {en, zh}, detail?}
 *     else throw e;
 *   }
 *
 * Pure functions, no I/O: usable on the server and in tests.
 */
import { importBlw } from './blw.js';
import { importCsv } from './csv.js';
import { importSailwaveHtml } from './sailwave-html.js';
import { LIMITS, limitBytes, limitRows, limitTables } from './limits.js';
import { WARNINGS, importError, mismatch } from './messages.js';
import { checkPublication } from './check.js';
import { parseDiscardProfile, resolveDiscards } from './scoring.js';
import { importSfTass } from './sftass.js';
import { decodeBytes, decodeWindows1252, detectSeparator, parseDelimited } from './text.js';
import type {
  CodeDefinition,
  DiscardProfileUsed,
  FileStanding,
  Finding,
  ImportFormat,
  ImportResult,
  ImportWarning,
  RaceInfo,
  ScoreFile,
} from './types.js';

export * from './types.js';
export { checkPublication, hasErrors, ranksFromNets, type CheckOptions, type RankInput } from './check.js';
export {
  A2_1_THRESHOLDS,
  parseDiscardProfile,
  describeDiscards,
  resolveDiscards,
  scorePlaces,
  readPlaceCell,
} from './scoring.js';
export { scoreFileSchema, toScoreFile } from './sftass.js';
export { formatName } from './messages.js';
export { LIMITS, limitBytes, limitCell, limitColumns, limitRows, limitTables } from './limits.js';

/** the largest file read (bytes): LIMITS.bytes (shared/import/limits.ts) */
export const MAX_IMPORT_BYTES = LIMITS.bytes;

export interface ImportOptions {
  /** the format, when known; else detected from the content (a declared format the content contradicts is refused) */
  format?: ImportFormat;
  /**
   * the discard profile for a table the site scores ("1 after 4, 2 after 8", "0,0,0,1", "3",
   * "none"); not given: RRS A2.1, one discard (the worst score); also the discard rule of a
   * Sailwave page, which does not say it
   */
  discardProfile?: string;
  /** the uploaded file's name: a hint for the format and the title of a CSV that has none */
  fileName?: string;
}

const EXT: Record<string, ImportFormat> = {
  blw: 'blw',
  htm: 'sailwave-html',
  html: 'sailwave-html',
  csv: 'csv',
  tsv: 'csv',
  txt: 'csv',
  json: 'json',
};

/** the format of a text, from its content; the file name breaks no tie but names CSV-like text */
export function detectFormat(text: string, fileName?: string): ImportFormat | null {
  const head = text
    .replace(/^\uFEFF/, '')
    .trimStart()
    .slice(0, 65536);
  if (/^[[{]/.test(head)) return 'json';
  if (
    /^"[a-z]+","[^"\r\n]*","[^"\r\n]*","[^"\r\n]*"\s*$/m.test(head.slice(0, 4096)) &&
    /^"(ser|comp|race|scr)[a-z]*",/m.test(head)
  )
    return 'blw';
  if (/<(!doctype\s+html|html|head|body|table)\b/i.test(head)) return 'sailwave-html';
  const rows = parseDelimited(head.slice(0, 8192), detectSeparator(head));
  if (rows.length >= 2 && (rows[0]?.length ?? 0) >= 2) return 'csv';
  const ext = fileName ? EXT[fileName.toLowerCase().split('.').pop() ?? ''] : undefined;
  return ext === 'csv' && rows.length >= 1 ? 'csv' : null;
}

/** a charset the page declares in its first 2 KB (<meta charset> or http-equiv content) */
function declaredCharset(bytes: Uint8Array): string | null {
  const head = decodeWindows1252(bytes.subarray(0, 2048));
  return /<meta[^>]+charset\s*=\s*["']?([\w-]+)/i.exec(head)?.[1] ?? null;
}

/**
 * Read an uploaded results file. Throws ImportError (`e.problem`: {code, message: {en, zh},
 * detail?}) when it is not a results file, is empty, cannot be decoded, or contradicts `format`.
 */
export function importResults(bytes: Uint8Array, opts: ImportOptions = {}): ImportResult {
  limitBytes(bytes.length);
  if (bytes.length === 0) throw importError('empty');
  const { text, encoding } = decodeBytes(bytes, declaredCharset(bytes));
  if (text.trim() === '') throw importError('empty');
  const detected = detectFormat(text, opts.fileName);
  const format = opts.format ?? detected;
  if (!format) throw importError('not-results');
  if (opts.format && detected !== opts.format && !(opts.format === 'csv' && detected === null))
    throw mismatch(opts.format, detected);

  const warnings: ImportWarning[] = [];
  if (encoding !== 'utf-8' && encoding !== 'utf-16le' && encoding !== 'utf-16be')
    warnings.push({ code: 'encoding-guess', message: WARNINGS['encoding-guess'](encoding) });
  // the profile the site scores a table of places with (RRS A2.1 when none is given); for a
  // Sailwave page, the discard rule to show when one is given
  const profile = resolveDiscards(opts.discardProfile);
  const discards = opts.discardProfile !== undefined ? parseDiscardProfile(opts.discardProfile) : undefined;
  const baseName = opts.fileName?.replace(/^.*[\\/]/, '').replace(/\.[^.]+$/, '') || undefined;

  let publications: ScoreFile[];
  let codes: CodeDefinition[] = [];
  let races: RaceInfo[] = [];
  let scoredBySite = false;
  let used: DiscardProfileUsed | undefined;
  let standings: FileStanding[][] | undefined;
  switch (format) {
    case 'csv': {
      const r = importCsv(text, { discards: profile, title: undefined });
      if (baseName) for (const p of r.publications) if (p.theTitle === 'Results') p.theTitle = baseName;
      ({ publications, scoredBySite, standings } = r);
      used = r.discards;
      warnings.push(...r.warnings);
      break;
    }
    case 'json': {
      const r = importSfTass(text);
      publications = r.publications;
      warnings.push(...r.warnings);
      break;
    }
    case 'sailwave-html': {
      const r = importSailwaveHtml(text, { discards });
      ({ publications, standings } = r);
      warnings.push(...r.warnings);
      break;
    }
    case 'blw': {
      const r: ReturnType<typeof importBlw> & { standings?: FileStanding[][] } = importBlw(text);
      ({ publications, codes, races, standings } = r);
      warnings.push(...r.warnings);
      break;
    }
  }
  if (publications.length === 0 || publications.every((p) => p.data.length === 0)) throw importError('empty');
  limitTables(publications.length);
  limitRows(publications.reduce((n, p) => n + p.data.length, 0));
  return {
    format,
    encoding,
    publications,
    warnings,
    codes,
    races,
    scoredBySite,
    ...(used ? { discards: used } : {}),
    ...(standings ? { standings } : {}),
  };
}

/**
 * The check of every publication of an import, with what the import knows: the codes the file
 * defines, the file's own groups and ranks, the discard profile the site scored with.
 */
export function checkImport(result: ImportResult): Finding[][] {
  const knownCodes = result.codes.map((c) => c.code);
  return result.publications.map((p, i) =>
    checkPublication(p, {
      knownCodes,
      ...(result.standings?.[i] ? { standings: result.standings[i] } : {}),
      ...(result.scoredBySite && result.discards ? { discards: result.discards.thresholds } : {}),
    }),
  );
}
