/**
 * SF-TASS JSON: a score publication as the public API serves it (docs/results.md), checked with
 * `scoreFileSchema`. Accepted: the `scores` object itself (`{theTitle, header, data, …}`), its JSON
 * text, a publication `{id, scores, publishTime}` (scores as text or object), a list of those, or
 * the API's answer `{code, data: [publications]}`. The schema is strict where the page needs it
 * (header with column keys, data as rows of text or numbers) and lenient elsewhere (numbers as
 * text, 0/1 flags), as the public parser is.
 */
import { z } from 'zod';
import { LIMITS, limitCell, limitColumns, limitRows, limitTables } from './limits.js';
import { importError } from './messages.js';
import type { ImportWarning, ScoreFile } from './types.js';

const text = z.union([z.string(), z.number(), z.boolean()]).transform((v) => String(v).trim());

/** one publication's `scores` JSON, as SF-TASS sends it (also the body of the admin push call) */
export const scoreFileSchema = z.object({
  theTitle: text.optional(),
  scoringSystem: text.optional(),
  discardRule: z
    .union([z.number(), z.string().trim().regex(/^\d+$/).transform(Number)])
    .pipe(z.number().int().min(0))
    .optional(),
  groupingField: text.nullish(),
  groupingFieldName: text.nullish(),
  groupScoreFlag: z
    .union([
      z.boolean(),
      z.literal([0, 1]).transform((v) => v === 1),
      z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true'),
    ])
    .optional(),
  header: z
    .array(
      z.object({
        columnKey: z
          .union([z.string(), z.number()])
          .transform((v) => String(v).trim())
          .pipe(z.string().min(1)),
        columnName: text.optional(),
      }),
    )
    .min(1),
  data: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))),
  rules: z
    .array(
      z.union([
        z.object({ rulesKey: text.optional(), notes: text }),
        text.transform((notes) => ({ rulesKey: '', notes })),
      ]),
    )
    .optional(),
});
export type ScoreFileInput = z.input<typeof scoreFileSchema>;

/** a checked `scores` value → the publication in the site's shape (cells as text, defaults filled) */
export function toScoreFile(value: z.output<typeof scoreFileSchema>, fallbackTitle = 'Results'): ScoreFile {
  const out: ScoreFile = {
    theTitle: value.theTitle || fallbackTitle,
    scoringSystem: value.scoringSystem || 'Low Point',
    discardRule: value.discardRule ?? 0,
    groupScoreFlag: value.groupScoreFlag ?? false,
    header: value.header.map((h) => ({ columnKey: h.columnKey, columnName: h.columnName || h.columnKey })),
    data: value.data.map((row) =>
      Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v === null ? '' : String(v).trim()])),
    ),
    rules: (value.rules ?? []).map((r) => ({ rulesKey: r.rulesKey ?? '', notes: r.notes })),
  };
  if (value.groupingField) out.groupingField = value.groupingField;
  if (value.groupingFieldName) out.groupingFieldName = value.groupingFieldName;
  return out;
}

/** how deep a publication's JSON may nest (it needs 5: the answer, its list, a publication, its data, a row) */
const MAX_DEPTH = 32;

function parseJson(s: string): unknown {
  // one pass over the text before JSON.parse: 10 MB of '[' costs the parser seconds and 600 MB
  let depth = 0;
  let inString = false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 || c === 123 /* [ { */) {
      if (++depth > MAX_DEPTH) throw importError('bad-json', {}, `nested deeper than ${MAX_DEPTH}`);
    } else if (c === 93 || c === 125) depth--;
  }
  try {
    return JSON.parse(s);
  } catch (e) {
    throw importError('bad-json', {}, e instanceof Error ? e.message : undefined);
  }
}

/** the `scores` values in a JSON document, whichever of the accepted wrappings it has */
function scoresIn(doc: unknown): unknown[] {
  const unwrap = (item: unknown): unknown => {
    if (item !== null && typeof item === 'object' && !Array.isArray(item) && 'scores' in item) {
      const s = (item as { scores: unknown }).scores;
      return typeof s === 'string' ? parseJson(s) : s;
    }
    return item;
  };
  if (Array.isArray(doc)) return doc.map(unwrap);
  if (doc !== null && typeof doc === 'object') {
    const o = doc as Record<string, unknown>;
    if (
      !('header' in o) &&
      Array.isArray(o.data) &&
      o.data.every((d) => d !== null && typeof d === 'object' && 'scores' in d)
    )
      return o.data.map(unwrap);
    return [unwrap(doc)];
  }
  return [doc];
}

/** the caps of ./limits.ts, before the schema reads anything: publications, rows, columns, cell length */
function capsOf(items: readonly unknown[]) {
  limitTables(items.length);
  let rows = 0;
  items.forEach((item, i) => {
    if (item === null || typeof item !== 'object') return;
    const { header, data } = item as { header?: unknown; data?: unknown };
    const where = items.length > 1 ? `publication ${i + 1}` : undefined;
    if (Array.isArray(header)) limitColumns(header.length, where);
    if (!Array.isArray(data)) return;
    rows += data.length;
    limitRows(rows, where);
    for (const row of data) {
      if (row === null || typeof row !== 'object') continue;
      const cells = Object.values(row as Record<string, unknown>);
      limitColumns(cells.length, where);
      for (const v of cells) if (typeof v === 'string' && v.length > LIMITS.cellChars) limitCell(v, where);
    }
  });
}

export function importSfTass(textIn: string): { publications: ScoreFile[]; warnings: ImportWarning[] } {
  const doc = parseJson(textIn.replace(/^\uFEFF/, ''));
  const items = scoresIn(doc);
  if (items.length === 0) throw importError('empty');
  capsOf(items);
  const publications = items.map((item, i) => {
    const r = scoreFileSchema.safeParse(item);
    if (!r.success) {
      const issue = r.error.issues[0];
      throw importError(
        'bad-json',
        {},
        `${items.length > 1 ? `publication ${i + 1}: ` : ''}${issue ? `${issue.path.join('.') || '(root)'}: ${issue.message}` : ''}`,
      );
    }
    return toScoreFile(r.data);
  });
  if (publications.every((p) => p.data.length === 0)) throw importError('empty');
  return { publications, warnings: [] };
}
