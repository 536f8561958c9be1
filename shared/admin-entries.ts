/**
 * Entry lists in the staff console (docs/admin-api.md "Entries", issue 31): a class's entries, one
 * added, changed or deleted, an entry list imported from a file (a preview showing duplicates and
 * unknown nations, then a confirm). The bodies' zod schemas are checked on the server; the types
 * are what the console and tests send.
 */
import * as z from 'zod';
import { adminCall } from './admin-endpoints.js';
import type { BilingualText } from './admin-scores.js';
import { ENTRY_LIMITS, NATION_PATTERN, type Entry } from './entries.js';

/** an entry as the console lists it */
export interface AdminEntry extends Entry {
  id: number;
  levelCd: string;
  sortOrder: number;
  createdAt: string;
  /** the version a PUT or DELETE sends back */
  updatedAt: string;
}

/** what the preview says of a row: new, already entered (its fields are updated), a repeat of an earlier row (left out), unusable */
export type EntryRowStatus = 'new' | 'entered' | 'duplicate' | 'invalid';

export interface EntryPreviewRow extends Entry {
  /** its line in the file */
  line: number;
  status: EntryRowStatus;
  /** the nation is not one the site knows (no flag): saved as given */
  unknownNation: boolean;
  /** why an invalid row cannot be saved, both languages */
  problem?: BilingualText;
}

/** an entry list read, awaiting confirmation (POST …/entries/import with a file or text answers it) */
export interface EntryImportPreview {
  id: number;
  levelCd: string;
  /** 'upload:<file name>' or 'paste' */
  source: string;
  format: string;
  createdAt: string;
  rows: EntryPreviewRow[];
  warnings: { code: string; message: BilingualText }[];
  counts: { rows: number; new: number; entered: number; duplicate: number; invalid: number; unknownNation: number };
  /** the class's entries now (how many) */
  current: number;
}

/** what a confirmed import did */
export interface EntryImportSaved {
  levelCd: string;
  added: number;
  updated: number;
  /** entries not in the file, removed (mode 'replace') */
  removed: number;
  entries: AdminEntry[];
}

const oneLine = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text.` })
    .trim()
    .max(max, { error: `${field} is longer than ${max} characters.` })
    // eslint-disable-next-line no-control-regex -- one line: no control characters
    .regex(/^[^\u0000-\u001f\u007f]*$/, { error: `${field} must be one line of text.` });

const entryFields = {
  sailNo: oneLine('sailNo', ENTRY_LIMITS.sailNo).regex(/[\p{L}\p{N}]/u, {
    error: 'sailNo must have a letter or digit.',
  }),
  nationality: z
    .string({ error: 'nationality must be text.' })
    .trim()
    .transform((s) => s.toUpperCase())
    .pipe(
      z.string().regex(NATION_PATTERN, { error: 'nationality must be the 3-letter IOC code (CHN, GBR) or empty.' }),
    ),
  helm: oneLine('helm', ENTRY_LIMITS.helm),
  crew: oneLine('crew', ENTRY_LIMITS.crew),
  club: oneLine('club', ENTRY_LIMITS.club),
  group: oneLine('group', ENTRY_LIMITS.group),
};

/** POST /admin/levels/{levelCd}/entries: one boat (sailNo required; the rest may be empty) */
export const entryCreateBody = z.strictObject({
  sailNo: entryFields.sailNo,
  nationality: entryFields.nationality.optional(),
  helm: entryFields.helm.optional(),
  crew: entryFields.crew.optional(),
  club: entryFields.club.optional(),
  group: entryFields.group.optional(),
});
export type EntryCreateBody = z.input<typeof entryCreateBody>;

/** PUT /admin/entries/{id}: the fields to change, and the updatedAt read (409 when it changed since) */
export const entryUpdateBody = z.strictObject({
  sailNo: entryFields.sailNo.optional(),
  nationality: entryFields.nationality.optional(),
  helm: entryFields.helm.optional(),
  crew: entryFields.crew.optional(),
  club: entryFields.club.optional(),
  group: entryFields.group.optional(),
  updatedAt: z.string().max(40).optional(),
});
export type EntryUpdateBody = z.input<typeof entryUpdateBody>;

/**
 * POST /admin/levels/{levelCd}/entries/import with JSON: a pasted table (`text`), or the confirm of
 * a preview (`confirm`: its id; `mode` 'merge' adds new boats and updates entered ones, 'replace'
 * also removes the entries the file does not have), or its discard (`discard`: its id)
 */
export const entryImportBody = z.union([
  z.strictObject({
    text: z.string().min(1, { error: 'Paste the entry list.' }).max(5_000_000, { error: 'The text is too long.' }),
    fileName: z.string().max(200).optional(),
  }),
  z.strictObject({
    confirm: z.number().int().positive(),
    mode: z.enum(['merge', 'replace'], { error: 'mode must be merge or replace.' }).optional(),
  }),
  z.strictObject({ discard: z.number().int().positive() }),
]);
export type EntryImportBody = z.input<typeof entryImportBody>;

/** the checks of one row of a file (the same as a POST's), for the preview */
export const entryRowSchema = z.object({
  sailNo: entryFields.sailNo,
  nationality: entryFields.nationality,
  helm: entryFields.helm,
  crew: entryFields.crew,
  club: entryFields.club,
  group: entryFields.group,
});

export const adminEntryEndpoints = {
  /** the class's entries in list order (admin, editor, the event's scorers) */
  entryList: adminCall<undefined, AdminEntry[]>()('GET', '/admin/levels/:levelCd/entries'),
  /** one boat added; 409 `exists` when the sail number is entered already */
  entryCreate: adminCall<EntryCreateBody, AdminEntry>()('POST', '/admin/levels/:levelCd/entries'),
  /** a file (multipart `file`) or pasted text read: the preview; `{confirm, mode}` saves it; `{discard}` drops it */
  entryImport: adminCall<FormData | EntryImportBody, EntryImportPreview | EntryImportSaved | null>()(
    'POST',
    '/admin/levels/:levelCd/entries/import',
  ),
  /** one entry changed (version-checked) */
  entryUpdate: adminCall<EntryUpdateBody, AdminEntry>()('PUT', '/admin/entries/:id'),
  /** one entry removed (version-checked when updatedAt is sent) */
  entryDelete: adminCall<undefined, null>()('DELETE', '/admin/entries/:id'),
} as const;
