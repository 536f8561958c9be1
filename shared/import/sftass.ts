/**
 * SF-TASS JSON: a score publication as the public API serves it (docs/results.md), checked with
 * `scoreFileSchema`. Accepted: the `scores` object itself (`{theTitle, header, data, …}`), its JSON
 * text, a publication `{id, scores, publishTime}` (scores as text or object), a list of those, or
 * the API's answer `{code, data: [publications]}`. The schema is strict where the page needs it
 * (header with column keys, data as rows of text or numbers) and lenient elsewhere (numbers as
 * text, 0/1 flags), as the public parser is.
 */
import { z } from 'zod';
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

function parseJson(s: string): unknown {
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

export function importSfTass(textIn: string): { publications: ScoreFile[]; warnings: ImportWarning[] } {
  const doc = parseJson(textIn.replace(/^\uFEFF/, ''));
  const items = scoresIn(doc);
  if (items.length === 0) throw importError('empty');
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
