/**
 * The results importers' shapes (docs/results-import.md): the publication an importer makes (the
 * site's score JSON, docs/results.md), its warnings, the check's findings and the typed error.
 * Every message a scorer may see is given in English and Chinese.
 */

export const IMPORT_FORMATS = ['blw', 'sailwave-html', 'csv', 'json'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** a text in both of the site's languages */
export interface Bilingual {
  en: string;
  zh: string;
}

export interface ScoreHeader {
  columnKey: string;
  columnName: string;
}

export interface ScoreRule {
  rulesKey: string;
  notes: string;
}

/** one score publication as the site stores it (the `scores` JSON of /api/level/score, docs/results.md) */
export interface ScoreFile {
  theTitle: string;
  scoringSystem: string;
  /** "Discard After N race": the races sailed before the first discard; 0 = none */
  discardRule: number;
  groupingField?: string;
  groupingFieldName?: string;
  /** the groups were scored apart (entries + 1 counts the group's boats) */
  groupScoreFlag: boolean;
  header: ScoreHeader[];
  /** rows keyed by columnKey: rank, nationality, sailNo, boat, helm, crew, club, r1…rn, total, net */
  data: Record<string, string>[];
  rules: ScoreRule[];
}

export interface ImportWarning {
  code: string;
  message: Bilingual;
  /** which publication (index in `publications`) it is about; absent: the whole file */
  publication?: number;
  detail?: string;
  /**
   * the warning's parameters, for a page that words it itself (e.g. the boats a stored figure
   * differs for: `boats` "GBR 101 Ann Lee; GBR 7 Bo Wu", `why` "rank"); the message says the same
   */
  params?: Record<string, string>;
}

/** a scoring code as the file defines it (Sailwave's scoring system), for the glossary */
export interface CodeDefinition {
  code: string;
  /** Sailwave's method: 'Boats in series +', 'Fixed points of', 'Percentage penalty' … */
  method?: string;
  value?: string;
  /** false when the file says it can never be discarded */
  discardable?: boolean;
  description?: string;
}

/** a race as the file lists it (Sailwave series files only) */
export interface RaceInfo {
  /** the column key ('r3'); null for a race not sailed (not published) */
  key: string | null;
  name: string;
  date?: string;
  time?: string;
  sailed: boolean;
}

export interface ImportResult {
  format: ImportFormat;
  /** the text encoding the file was read in: 'utf-8', 'windows-1252', 'gb18030', 'utf-16le' … */
  encoding: string;
  /** one or more publications (a Sailwave page with fleets of different races gives one per table) */
  publications: ScoreFile[];
  warnings: ImportWarning[];
  /** the codes the file defines, with their descriptions (Sailwave series files) */
  codes: CodeDefinition[];
  /** the races, sailed or not (Sailwave series files) */
  races: RaceInfo[];
  /** true when the site computed the scores (a CSV of places and codes) */
  scoredBySite: boolean;
  /**
   * the discard profile the site scored with (scoredBySite only): 'a2.1' RRS A2.1's default (one
   * discard, the worst score), 'given' the profile the scorer gave, 'none' said explicitly
   */
  discards?: DiscardProfileUsed;
  /**
   * how the file itself groups and ranks each boat, per publication and per row of its `data`
   * (same order): shown beside what will be published, and the check refuses a publication whose
   * groups or ranks differ from the file's. Absent when the file ranks nothing (places only).
   */
  standings?: FileStanding[][];
}

export interface DiscardProfileUsed {
  kind: 'a2.1' | 'given' | 'none';
  /** thresholds: the k-th number is the races sailed from which k scores are discarded */
  thresholds: number[];
  /** the profile in words, both languages */
  label: Bilingual;
}

/** a boat as the file itself places her */
export interface FileStanding {
  /** the file's group (fleet, division, table title); '' when it has one table */
  group: string;
  /** her rank as the file gives it ('' when it gives none) */
  rank: string;
  /** her nett as the file gives it ('' when it gives none) */
  net: string;
}

export const IMPORT_ERROR_CODES = [
  'not-results',
  'format-mismatch',
  'empty',
  'encoding',
  'bad-json',
  'too-large',
  'bad-discard-profile',
  'unscorable',
  'too-many-rows',
  'too-many-columns',
  'too-many-tables',
  'cell-too-long',
  'too-slow',
] as const;
export type ImportErrorCode = (typeof IMPORT_ERROR_CODES)[number];

/** what an import refused: a code, the message in both languages, and a detail (line, field …) */
export interface ImportProblem {
  code: ImportErrorCode;
  message: Bilingual;
  detail?: string;
}

/** thrown by importResults; `problem` is the answer to send (`{code, message: {en, zh}, detail?}`) */
export class ImportError extends Error {
  readonly problem: ImportProblem;
  constructor(problem: ImportProblem) {
    super(problem.detail ? `${problem.message.en} (${problem.detail})` : problem.message.en);
    this.name = 'ImportError';
    this.problem = problem;
  }
  get code(): ImportErrorCode {
    return this.problem.code;
  }
  toJSON(): ImportProblem {
    return this.problem;
  }
}

export function isImportError(e: unknown): e is ImportError {
  return e instanceof ImportError;
}

export type FindingCode =
  | 'empty'
  | 'total'
  | 'net'
  | 'rank'
  | 'tie-break'
  | 'file-rank'
  | 'discard-wrong'
  | 'rank-missing'
  | 'unknown-code'
  | 'bad-cell'
  | 'no-points'
  | 'duplicate-sail'
  | 'race-count'
  | 'discard-count';

/** one disagreement or problem the check found in a publication */
export interface Finding {
  code: FindingCode;
  /** 'error': the table says something false or unreadable; 'warning': worth a look */
  severity: 'error' | 'warning';
  message: Bilingual;
  /** 1-based row in `data` (the publication's own order, for tools; people are shown `boat`) */
  row?: number;
  sailNo?: string;
  /** the boat as a scorer knows her: sail number and helm ('GBR 123 Jane Smith'), else her boat name */
  boat?: string;
  /** the columnKey concerned */
  column?: string;
  expected?: string;
  found?: string;
  /** the group (value of the grouping field) */
  group?: string;
}
