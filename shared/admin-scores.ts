/**
 * Results publishing in the staff console and by SF-TASS (docs/admin-api.md "Results"): a
 * level's publications with their history, pushing a publication, withdrawing one. The bodies'
 * zod schemas are checked on the server; the types are what the console and tests send.
 */
import * as z from 'zod';
import { adminCall } from './admin-endpoints.js';

export const PUBLICATION_STATUSES = ['provisional', 'final'] as const;
export type PublicationStatus = (typeof PUBLICATION_STATUSES)[number];

/** a publication as the console lists it: the public fields, its status and its history */
export interface AdminScorePublication {
  id: number;
  levelCd: string;
  publishTime: string;
  status: PublicationStatus | null;
  /** its title (theTitle), null when it has none or the scores are not JSON */
  title: string | null;
  /** how it came: 'seed', 'cli', 'sf-tass', 'upload:<file>', 'paste' (null: before history was kept) */
  source: string | null;
  publishedBy: { id: number; name: string } | null;
  /** withdrawn: kept, no longer served */
  withdrawnAt: string | null;
  withdrawnBy: { id: number; name: string } | null;
}

const PUBLISH_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/;

/**
 * POST /admin/levels/{levelCd}/scores (SF-TASS, with its token; the console too): the score
 * publication as the public API serves its `scores` (an object, or its JSON text), with the
 * status and the publish time ('YYYY-MM-DD HH:mm:ss', venue time; now when absent).
 */
export const scorePushBody = z.strictObject({
  publication: z.union([z.record(z.string(), z.unknown()), z.string().max(5_000_000)], {
    error: 'publication must be the score publication (an object, or its JSON text).',
  }),
  status: z.enum(PUBLICATION_STATUSES, { error: 'status must be provisional or final.' }),
  publishTime: z.string().regex(PUBLISH_TIME, { error: 'publishTime must read YYYY-MM-DD HH:mm:ss.' }).optional(),
});
export type ScorePushBody = z.input<typeof scorePushBody>;

/** a text in both of the site's languages */
export interface BilingualText {
  en: string;
  zh: string;
}

/** what the check found in one publication of an import (shared/import/check.ts Finding) */
export interface ImportFindingView {
  /** which publication of the import (index) */
  publication: number;
  code: string;
  severity: 'error' | 'warning';
  message: BilingualText;
  row?: number;
  sailNo?: string;
  column?: string;
  expected?: string;
  found?: string;
  group?: string;
}

/** a file read by the console, awaiting publish or discard (POST …/imports answers it) */
export interface ImportPreview {
  id: number;
  levelCd: string;
  /** 'upload:<file name>' or 'paste' */
  source: string;
  /** 'blw', 'sailwave-html', 'csv', 'json' */
  format: string;
  createdAt: string;
  /** the publications as read, in the site's score JSON (docs/results.md) */
  publications: Record<string, unknown>[];
  warnings: { code: string; message: BilingualText; publication?: number; detail?: string }[];
  findings: ImportFindingView[];
  /**
   * how the file itself groups and ranks each boat, per publication and per row of its `data`
   * (shared/import FileStanding): the console shows it beside what will be published
   */
  standings?: { group: string; rank: string; net: string }[][];
  /** the discard profile the site scored a table of places with ('a2.1' the default, 'given', 'none') */
  discards?: { kind: 'a2.1' | 'given' | 'none'; thresholds: number[]; label: BilingualText };
}

/** POST …/imports with JSON: a pasted table (CSV or tab-separated, or SF-TASS JSON) */
export const importTextBody = z.strictObject({
  text: z.string().min(1, { error: 'Paste the results table.' }).max(5_000_000, { error: 'The text is too long.' }),
  fileName: z.string().max(200).optional(),
  /** the discard profile for a table of places the site scores: '1 after 4', '0,0,0,1', 'none'; absent or empty: RRS A2.1 (one discard) */
  discards: z.string().max(100, { error: 'The discard profile is too long.' }).optional(),
});
export type ImportTextBody = z.input<typeof importTextBody>;

/** POST /admin/imports/{id}/publish: the status and the title (both languages) */
export const importPublishBody = z.strictObject({
  status: z.enum(PUBLICATION_STATUSES, { error: 'status must be provisional or final.' }),
  title: z.string().trim().max(300, { error: 'The title is too long.' }).optional(),
  titleEn: z.string().trim().max(300, { error: 'The English title is too long.' }).optional(),
  publishTime: z.string().regex(PUBLISH_TIME, { error: 'publishTime must read YYYY-MM-DD HH:mm:ss.' }).optional(),
});
export type ImportPublishBody = z.input<typeof importPublishBody>;

export const adminScoreEndpoints = {
  /** every publication of a class, newest first, withdrawn ones too (admin, editor, the event's scorers) */
  scoreList: adminCall<undefined, AdminScorePublication[]>()('GET', '/admin/levels/:levelCd/scores'),
  /** a new publication (SF-TASS pushes here): checked, stored, audited, live at once; 400 with what cannot be read */
  scorePush: adminCall<ScorePushBody, AdminScorePublication>()('POST', '/admin/levels/:levelCd/scores'),
  /** withdraw a publication: kept, no longer served (audited); 409 when already withdrawn */
  scoreWithdraw: adminCall<undefined, AdminScorePublication>()('POST', '/admin/scores/:id/withdraw'),
  /** read a file (multipart, field `file`) or a pasted table (JSON `{text}`): the preview and the check's findings; nothing public yet */
  importCreate: adminCall<FormData | ImportTextBody, ImportPreview>()('POST', '/admin/levels/:levelCd/imports'),
  /** an import awaiting publish or discard */
  importGet: adminCall<undefined, ImportPreview>()('GET', '/admin/imports/:id'),
  /** publish an import's publications with a status and a title; 409 when the check found errors */
  importPublish: adminCall<ImportPublishBody, AdminScorePublication[]>()('POST', '/admin/imports/:id/publish'),
  /** discard an import */
  importDiscard: adminCall<undefined, null>()('DELETE', '/admin/imports/:id'),
} as const;
