/**
 * Reading a score publication (`/api/level/score/{levelCd}`): its `scores` JSON text in the shape
 * of docs/results.md (made by server/db/seed/results.ts for the demo).
 *
 * The text comes from the scoring office and may be anything, so `parsePublication` never throws:
 * it keeps every part it can read, fills in the spec's defaults, and lists what it had to skip or
 * guess in `warnings` (a page shows a short notice when there are any).
 *
 * - malformed JSON or not an object → no rows, warning 'json' (an array is read as the rows)
 * - header missing or unusable → columns derived from the rows' keys in results order, 'header'
 * - header items without a columnKey are skipped ('header'); a missing columnName is derived
 * - data not an array → no rows, 'data'; rows that are not objects are skipped, 'rows'
 * - cells: strings kept, numbers and booleans stringified, null → '', objects as JSON ('cells')
 * - unknown fields are ignored; null counts as absent
 * - groupScoreFlag: true/false, 1/0, '1'/'0', 'true'/'false'
 * - discardRule: a number or a numeric string; absent → 3 (the spec's default 'Discard After 3
 *   race'); 0 or less → no discard rule shown
 * - scoringSystem: absent or empty → 'Low Point'
 * - groupingField: rows split by its value, one group per value in order of first appearance;
 *   rows without a value go to a last group whose value is null ("other")
 */
import { z } from 'zod';
import type { ScorePublication } from './contract.js';
import { flagUrl } from './ioc.js';
import {
  PENALTY_CODES,
  STANDARD_COLUMN_NAMES,
  type ColumnKind,
  type GroupStats,
  type LevelResults,
  type ParseWarning,
  type PublicationKind,
  type ResultCell,
  type ResultPublication,
  type ScoreCode,
  type ScoreColumn,
  type ScoreRuleNote,
} from './results-view.js';

// ---------------------------------------------------------------- codes

export { PENALTY_CODES };
export type { ColumnKind, GroupStats, ParseWarning, PublicationKind, ScoreCode, ScoreColumn, ScoreRuleNote };

export function isScoreCode(value: unknown): value is ScoreCode {
  return typeof value === 'string' && (PENALTY_CODES as readonly string[]).includes(value);
}

export const DEFAULT_SCORING_SYSTEM = 'Low Point';
/** the spec's default discard rule: 'Discard After 3 race' */
export const DEFAULT_DISCARD_RULE = 3;

/** 'Discard After 3 race' (the spec's wording); null when the rule is 0 or less (not shown) */
function discardText(rule: number): string | null {
  return rule > 0 ? `Discard After ${rule} race` : null;
}

// ---------------------------------------------------------------- cells

export interface ParsedCell {
  /** the points, null when the cell has none ('DNF' alone, '', text) */
  points: number | null;
  /** the scoring code as published ('ZFP'); may be one not in PENALTY_CODES */
  code: string | null;
  /** shown in parentheses: a discarded (excluded) score */
  discarded: boolean;
}

const NUMBER = String.raw`-?\d+(?:[.,]\d+)?`;
const CODE = '[A-Z]{2,4}';
const POINTS_THEN_CODE = new RegExp(String.raw`^(${NUMBER})?\s*[/]?\s*(${CODE})?$`);
const CODE_THEN_POINTS = new RegExp(String.raw`^(${CODE})\s*[/]?\s*(${NUMBER})$`);

const toNumber = (text: string): number => Number(text.replace(',', '.'));

/** '(12.8 ZFP)' → { points: 12.8, code: 'ZFP', discarded: true }; '3.0' → { points: 3, code: null, … } */
export function parseCell(text: unknown): ParsedCell {
  let s = typeof text === 'string' ? text.trim() : typeof text === 'number' ? String(text) : '';
  const discarded = s.length >= 2 && s.startsWith('(') && s.endsWith(')');
  if (discarded) s = s.slice(1, -1).trim();
  let m = POINTS_THEN_CODE.exec(s);
  if (m && s !== '') return { points: m[1] ? toNumber(m[1]) : null, code: m[2] ?? null, discarded };
  m = CODE_THEN_POINTS.exec(s);
  if (m) return { points: toNumber(m[2]!), code: m[1]!, discarded };
  return { points: null, code: null, discarded };
}

// ---------------------------------------------------------------- columns

const KIND_BY_KEY: Record<string, ColumnKind> = {
  rank: 'rank',
  pos: 'rank',
  position: 'rank',
  place: 'rank',
  nationality: 'nationality',
  nat: 'nationality',
  nation: 'nationality',
  country: 'nationality',
  noc: 'nationality',
  sailno: 'sailNo',
  sailnumber: 'sailNo',
  sail: 'sailNo',
  boat: 'boat',
  boatname: 'boat',
  yacht: 'boat',
  helm: 'helm',
  helmname: 'helm',
  skipper: 'helm',
  crew: 'crew',
  crewname: 'crew',
  club: 'club',
  affiliation: 'club',
  total: 'total',
  totalpoints: 'total',
  net: 'net',
  nett: 'net',
  netpoints: 'net',
};

/** R1, Q3, F2, SF1, M, MR, Race 4 */
const RACE = /^(?:(r|q|f|sf|mr|race)\s*(\d{1,3})|(m|mr))$/i;
const RACE_PREFIX_ORDER = ['q', 'r', 'race', 'sf', 'f', 'mr', 'm'];

export function columnKind(key: string, name?: string): ColumnKind {
  const known = KIND_BY_KEY[key.toLowerCase().replace(/[^a-z]/g, '')];
  if (known) return known;
  if (RACE.test(key.trim()) || (name !== undefined && RACE.test(name.trim()))) return 'race';
  return 'text';
}

const DERIVED_NAMES: Partial<Record<ColumnKind, string>> = STANDARD_COLUMN_NAMES;

function derivedName(key: string, kind: ColumnKind): string {
  if (kind === 'race') return key.toUpperCase().replace(/^RACE\s*/, 'R');
  return DERIVED_NAMES[kind] ?? key;
}

/** the order of columns derived from row keys: identity columns, races (in race order), totals */
const KIND_ORDER: ColumnKind[] = ['rank', 'nationality', 'sailNo', 'boat', 'helm', 'crew', 'text', 'club', 'race'];

function raceOrder(key: string): [number, number] {
  const m = RACE.exec(key.trim());
  if (!m) return [99, 0];
  const prefix = (m[1] ?? m[3] ?? '').toLowerCase();
  const i = RACE_PREFIX_ORDER.indexOf(prefix);
  return [i < 0 ? 98 : i, Number(m[2] ?? 0)];
}

function deriveColumns(rows: readonly ScoreRow[], groupingField: string | null): ScoreColumn[] {
  const keys: string[] = [];
  const seen = new Set<string>();
  for (const row of rows)
    for (const key of Object.keys(row))
      if (!seen.has(key)) {
        seen.add(key);
        keys.push(key);
      }
  const rankOf = (c: ScoreColumn): number => {
    if (c.kind === 'total') return 100;
    if (c.kind === 'net') return 101;
    // the grouping field goes after the identity columns, just before the races
    if (c.key === groupingField) return KIND_ORDER.indexOf('club') + 0.5;
    return KIND_ORDER.indexOf(c.kind);
  };
  return keys
    .map((key, i) => ({ c: { key, name: '', kind: columnKind(key) }, i }))
    .sort((a, b) => {
      const d = rankOf(a.c) - rankOf(b.c);
      if (d !== 0) return d;
      if (a.c.kind === 'race') {
        const [pa, na] = raceOrder(a.c.key);
        const [pb, nb] = raceOrder(b.c.key);
        if (pa !== pb) return pa - pb;
        if (na !== nb) return na - nb;
      }
      return a.i - b.i;
    })
    .map(({ c }) => ({ ...c, name: derivedName(c.key, c.kind) }));
}

// ---------------------------------------------------------------- the schema

const text = z.union([z.string(), z.number(), z.boolean()]).transform((v) => String(v).trim());

/**
 * The published JSON, field by field. Each field is read on its own (see parsePublication), so a
 * bad field costs only that field.
 */
const scoreFields = {
  theTitle: text,
  scoringSystem: text,
  discardRule: z
    .union([
      z.number(),
      z
        .string()
        .trim()
        .regex(/^-?\d+(?:\.\d+)?$/)
        .transform(Number),
    ])
    .pipe(z.number().finite())
    .transform((n) => Math.max(0, Math.trunc(n))),
  groupingField: text,
  groupingFieldName: text,
  groupScoreFlag: z.union([
    z.boolean(),
    z.literal([0, 1]).transform((v) => v === 1),
    z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true'),
  ]),
  header: z.array(z.unknown()),
  data: z.array(z.unknown()),
  rules: z.array(z.unknown()),
};
const headerItemSchema = z.object({
  columnKey: z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .pipe(z.string().min(1)),
  columnName: text.optional().catch(undefined),
});
const ruleItemSchema = z.union([
  z.object({ rulesKey: text.optional().catch(undefined), notes: text.pipe(z.string().min(1)) }),
  text.pipe(z.string().min(1)).transform((notes) => ({ rulesKey: undefined, notes })),
]);

// ---------------------------------------------------------------- the parsed publication

/** a row: cell text by columnKey (a prototype-free object: read it with `cellText`) */
export type ScoreRow = Record<string, string>;

export interface ScoreGroup {
  /** the value of the grouping field; null for the rows without one (and when there are no groups) */
  value: string | null;
  rows: ScoreRow[];
  stats: GroupStats;
}

export interface ParsedPublication {
  title: string | null;
  scoringSystem: string;
  /** races after which one score is discarded; 0 = none */
  discardRule: number;
  /** 'Discard After N race', or null when the rule is 0 */
  discardText: string | null;
  groupingField: string | null;
  groupingFieldName: string | null;
  groupScoreFlag: boolean;
  /** true when the rows are split into groups (a grouping field that some row has) */
  grouped: boolean;
  columns: ScoreColumn[];
  /** every readable row, in published order */
  rows: ScoreRow[];
  /** one group when not grouped */
  groups: ScoreGroup[];
  rules: ScoreRuleNote[];
  /** the glossary codes found in race cells, in glossary order */
  codes: ScoreCode[];
  /** what could not be read; empty when the publication was read in full */
  warnings: ParseWarning[];
}

/** the text of a cell ('' when the row has none); safe for any key, '__proto__' and 'constructor' included */
export function cellText(row: ScoreRow, key: string): string {
  return Object.hasOwn(row, key) ? (row[key] ?? '') : '';
}

function readJson(scores: unknown, warn: (w: ParseWarning) => void): Record<string, unknown> | null {
  let value = scores;
  // a JSON text, possibly encoded twice
  for (let i = 0; i < 2 && typeof value === 'string'; i++) {
    try {
      value = JSON.parse(value);
    } catch {
      warn('json');
      return null;
    }
  }
  if (Array.isArray(value)) {
    warn('json');
    return { data: value };
  }
  if (value === null || typeof value !== 'object') {
    warn('json');
    return null;
  }
  return value as Record<string, unknown>;
}

function readField<K extends keyof typeof scoreFields>(
  json: Record<string, unknown>,
  key: K,
  warn: (w: ParseWarning) => void,
  onError: ParseWarning = 'fields',
): z.output<(typeof scoreFields)[K]> | undefined {
  const raw = json[key];
  if (raw === undefined || raw === null) return undefined;
  const r = scoreFields[key].safeParse(raw);
  if (!r.success) {
    warn(onError);
    return undefined;
  }
  return r.data as z.output<(typeof scoreFields)[K]>;
}

function readRow(value: unknown, warn: (w: ParseWarning) => void): ScoreRow | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  const row: ScoreRow = Object.create(null) as ScoreRow;
  for (const [key, cell] of Object.entries(value as Record<string, unknown>)) {
    if (key === '__proto__') continue;
    if (typeof cell === 'string') row[key] = cell.trim();
    else if (typeof cell === 'number' || typeof cell === 'boolean' || typeof cell === 'bigint') row[key] = String(cell);
    else if (cell === null || cell === undefined) row[key] = '';
    else {
      warn('cells');
      try {
        row[key] = JSON.stringify(cell);
      } catch {
        row[key] = '';
      }
    }
  }
  return row;
}

function groupStats(rows: readonly ScoreRow[], raceKeys: readonly string[], entries: number): GroupStats {
  let sailed = 0;
  for (const key of raceKeys) if (rows.some((r) => cellText(r, key) !== '')) sailed++;
  let discards = 0;
  for (const r of rows) {
    let d = 0;
    for (const key of raceKeys) if (parseCell(cellText(r, key)).discarded) d++;
    discards = Math.max(discards, d);
  }
  return { sailed, discards, toCount: Math.max(sailed - discards, 0), entries };
}

/** read the `scores` JSON (text, or already parsed) of a publication; never throws */
export function parseScores(scores: unknown): ParsedPublication {
  const warnings = new Set<ParseWarning>();
  const warn = (w: ParseWarning) => warnings.add(w);
  const json = readJson(scores, warn) ?? {};

  const title = readField(json, 'theTitle', warn) || null;
  const scoringSystem = readField(json, 'scoringSystem', warn) || DEFAULT_SCORING_SYSTEM;
  const discardRule = readField(json, 'discardRule', warn) ?? DEFAULT_DISCARD_RULE;
  const groupingField = readField(json, 'groupingField', warn) || null;
  const groupingFieldName = readField(json, 'groupingFieldName', warn) || null;
  const groupScoreFlag = readField(json, 'groupScoreFlag', warn) ?? false;

  // rows
  const rows: ScoreRow[] = [];
  const data = readField(json, 'data', warn, 'data');
  if (data === undefined && Object.keys(json).length > 0) warn('data');
  for (const item of data ?? []) {
    const row = readRow(item, warn);
    if (row) rows.push(row);
    else warn('rows');
  }

  // columns
  let columns: ScoreColumn[] = [];
  const header = readField(json, 'header', warn, 'header');
  const seen = new Set<string>();
  for (const item of header ?? []) {
    const r = headerItemSchema.safeParse(item);
    if (!r.success || r.data.columnKey === '__proto__' || seen.has(r.data.columnKey)) {
      warn('header');
      continue;
    }
    seen.add(r.data.columnKey);
    const kind = columnKind(r.data.columnKey, r.data.columnName);
    columns.push({ key: r.data.columnKey, name: r.data.columnName || derivedName(r.data.columnKey, kind), kind });
  }
  if (columns.length === 0 && rows.length > 0) {
    if (header === undefined || header.length === 0) warn('header');
    columns = deriveColumns(rows, groupingField);
  }

  // groups
  const raceKeys = columns.filter((c) => c.kind === 'race').map((c) => c.key);
  const grouped = groupingField !== null && rows.some((r) => cellText(r, groupingField) !== '');
  const groups: ScoreGroup[] = [];
  if (grouped) {
    const byValue = new Map<string, ScoreRow[]>();
    const other: ScoreRow[] = [];
    for (const row of rows) {
      const value = cellText(row, groupingField);
      if (value === '') other.push(row);
      else byValue.set(value, [...(byValue.get(value) ?? []), row]);
    }
    const entriesOf = (g: ScoreRow[]) => (groupScoreFlag ? g.length : rows.length);
    for (const [value, g] of byValue) groups.push({ value, rows: g, stats: groupStats(g, raceKeys, entriesOf(g)) });
    if (other.length > 0)
      groups.push({ value: null, rows: other, stats: groupStats(other, raceKeys, entriesOf(other)) });
  } else if (rows.length > 0) {
    groups.push({ value: null, rows, stats: groupStats(rows, raceKeys, rows.length) });
  }

  // rules
  const rules: ScoreRuleNote[] = [];
  for (const item of readField(json, 'rules', warn, 'rules') ?? []) {
    const r = ruleItemSchema.safeParse(item);
    if (r.success) rules.push({ key: r.data.rulesKey ?? '', notes: r.data.notes });
    else warn('rules');
  }

  // codes used
  const used = new Set<string>();
  for (const row of rows)
    for (const key of raceKeys) {
      const code = parseCell(cellText(row, key)).code;
      if (code) used.add(code);
    }
  const codes = PENALTY_CODES.filter((c) => used.has(c));

  return {
    title,
    scoringSystem,
    discardRule,
    discardText: discardText(discardRule),
    groupingField,
    groupingFieldName,
    groupScoreFlag,
    grouped,
    columns,
    rows,
    groups,
    rules,
    codes,
    warnings: [...warnings],
  };
}

/** read a publication's `scores`; never throws, even on a value that is not a publication */
export function parsePublication(p: ScorePublication): ParsedPublication {
  return parseScores(p !== null && typeof p === 'object' ? (p as Partial<ScorePublication>).scores : undefined);
}

// ---------------------------------------------------------------- several publications

/** digits of a publish time, for ordering: '2026-05-12 18:23:45' → '20260512182345' */
const timeKey = (p: ScorePublication): string =>
  typeof p.publishTime === 'string' ? p.publishTime.replace(/\D/g, '').padEnd(14, '0') : '';

/** newest first: by publishTime, then by id (the later insert) */
export function orderPublications<T extends ScorePublication>(publications: readonly T[]): T[] {
  return [...publications].sort((a, b) => {
    const ka = timeKey(a);
    const kb = timeKey(b);
    if (ka !== kb) return ka < kb ? 1 : -1;
    return (Number(b.id) || 0) - (Number(a.id) || 0);
  });
}

const SAYS_PROVISIONAL = /provisional|preliminary|unofficial|临时|暂定|非正式/i;
const SAYS_FINAL = /\bfinal\s+(?:results?|standings?|overall)\b|\bofficial\s+results?\b|最终|最后成绩|正式成绩/i;

/**
 * Provisional or final. The publication's own title decides when it says so ('… Provisional
 * Results after R4', '… 最终成绩 · Final Results'); otherwise the newest publication is just
 * "the latest" (we cannot know whether the jury has closed), and an older one, since a newer one
 * replaced it, was provisional. `index` is the position in newest-first order.
 */
export function publicationKind(title: string | null, index: number): PublicationKind {
  if (title && SAYS_PROVISIONAL.test(title)) return 'provisional';
  if (title && SAYS_FINAL.test(title)) return 'final';
  return index === 0 ? 'latest' : 'provisional';
}

// ---------------------------------------------------------------- ready to show

/** 'YYYY-MM-DD HH:mm' of a published time, as sent (no time-zone shift), and its <time> dateTime; the text itself otherwise */
export function publishedTime(value: unknown): ResultPublication['time'] {
  const s = typeof value === 'string' ? value.trim() : '';
  const m = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2})(:\d{2})?)?/.exec(s);
  if (!m) return { text: s, dateTime: null };
  return {
    text: m[2] ? `${m[1]} ${m[2]}` : m[1]!,
    dateTime: m[2] ? `${m[1]}T${m[2]}${m[3] ?? ''}` : m[1]!,
  };
}

/**
 * a cell as the tables show it (shared/results-view.ts ResultCell): a nation with its flag; a race,
 * Total or Net cell with a glossary code, or a race score in parentheses, read (parseCell); else the text
 */
export function resultCell(kind: ColumnKind, text: string): ResultCell {
  if (kind === 'nationality') return { type: 'nation', text, flag: text ? flagUrl(text) : null };
  if (kind !== 'race' && kind !== 'total' && kind !== 'net') return text;
  const read = parseCell(text);
  const code = isScoreCode(read.code) ? read.code : null;
  const discarded = kind === 'race' && read.discarded;
  if (!code && !discarded) return text;
  let parts: { before: string; points: string; after: string } | null = null;
  if (code) {
    const at = text.lastIndexOf(code);
    const inner = read.discarded ? text.trim().slice(1, -1).trim() : text.trim();
    const i = inner.lastIndexOf(code);
    parts = {
      before: at >= 0 ? text.slice(0, at) : text,
      points: i >= 0 ? `${inner.slice(0, i)}${inner.slice(i + code.length)}`.trim() : '',
      after: at >= 0 ? text.slice(at + code.length) : '',
    };
  }
  return { type: 'score', text, points: read.points, code, discarded, parts };
}

/** the status a publication was published with ('provisional' | 'final'), null when none */
function statusOf(publication: ScorePublication): PublicationKind | null {
  const status = (publication as Partial<ScorePublication>).status;
  return status === 'provisional' || status === 'final' ? status : null;
}

/** one publication ready to show; `index` is its place in newest-first order (see publicationKind) */
export function resultPublication(publication: ScorePublication, index: number): ResultPublication {
  const parsed = parsePublication(publication);
  const grouping =
    parsed.grouped && parsed.groupingField !== null
      ? { key: parsed.groupingField, name: parsed.groupingFieldName ?? parsed.groupingField }
      : null;
  // the grouping column is left out of grouped tables, where every row has the same value
  const columns = grouping ? parsed.columns.filter((c) => c.key !== grouping.key) : parsed.columns;
  return {
    id: String((publication as Partial<ScorePublication>).id),
    title: parsed.title,
    // as the scorer published it when it says (the console, SF-TASS), else as the title tells
    kind: statusOf(publication) ?? publicationKind(parsed.title, index),
    time: publishedTime((publication as Partial<ScorePublication>).publishTime),
    scoringSystem: parsed.scoringSystem,
    discardRule: parsed.discardRule,
    grouping,
    columns,
    groups: parsed.groups.map((g) => ({
      value: g.value,
      stats: g.stats,
      rows: g.rows.map((row) => ({ cells: columns.map((c) => resultCell(c.kind, cellText(row, c.key))) })),
    })),
    codes: parsed.codes,
    rules: parsed.rules,
    warnings: parsed.warnings,
  };
}

/**
 * A level's publications ready to show (shared/results-view.ts), newest first: what the level
 * page's loader sends to the browser. Anything that is not a publication object is left out;
 * never throws.
 */
export function resultsView(
  publications: readonly unknown[] | null | undefined,
  /** each publication's view (the server passes one that remembers them: app/features/results/lib/results-page.server.ts) */
  viewOf: (publication: ScorePublication, index: number) => ResultPublication = resultPublication,
): LevelResults {
  const list = (Array.isArray(publications) ? publications : []).filter(
    (p): p is ScorePublication => p !== null && typeof p === 'object',
  );
  return orderPublications(list).map((p, i) => viewOf(p, i));
}
