/**
 * How much body each kind of route takes, and how long its request may take to arrive (issue 25,
 * findings 2 and 11; docs/decisions/0014): one table the readers (server/body.ts,
 * server/multipart.ts), the page renderer (server/pages.ts), the admin API (server/api/admin/http.ts)
 * and the HTTP server (server/http-server.ts) all ask. A new route is of the kind `form` (pages)
 * or `json` (API) until it says otherwise: a console route by `uploads: true` in
 * app/lib/pages.ts CONSOLE_ROUTES (which the server reads through the web app's build:
 * `uploadsAt`), an admin API call by its place in FILE_CALLS below.
 */
import path from 'node:path';
import { isMp4, UPLOAD_FOLDER } from './uploads.js';
import type { FormLimits } from './multipart.js';

/** what a route's body is */
export type BodyKind =
  /** an API call's JSON (BODY_LIMIT; a news post's NEWS_BODY_LIMIT) */
  | 'json'
  /** a page's form of text fields: the console's forms, the contact page's (FORM_BODY_LIMIT) */
  | 'form'
  /** a form with pictures or videos: the upload limits (UPLOAD_MAX_BYTES, UPLOAD_VIDEO_MAX_BYTES) */
  | 'upload'
  /** a results file (RESULTS_FILE_MAX) */
  | 'import';

/** the most a page's form of text fields may weigh (the console's longest text, a news post, is sent as an upload form) */
export const FORM_BODY_LIMIT = 256 * 1024;
/** the most a results file may weigh (a 300-boat Sailwave file is well under 1 MB) */
export const RESULTS_FILE_MAX = 10 * 1024 * 1024;
/** room for a form's framing and text fields around its files */
export const FORM_FRAMING = 1024 * 1024;

/** a whole request (headers and body) must arrive within this (Node's default is 300 s) */
export const REQUEST_TIMEOUT_MS = 30_000;
/**
 * an upload's request within this: 200 MB over a slow link (1 Mbit/s: about 27 minutes) is not cut
 * by the general 30 s
 */
export const UPLOAD_REQUEST_TIMEOUT_MS = 60 * 60_000;

/** what the limits are made of (server/config.ts) */
export interface BodyConfig {
  API_PREFIX: string;
  BODY_LIMIT: number;
  UPLOAD_DIR: string;
  UPLOAD_MAX_BYTES: number;
  UPLOAD_VIDEO_MAX_BYTES: number;
}

/** the admin API's calls that take files, by the end of their path (after the API prefix) */
const FILE_CALLS: { pattern: RegExp; kind: 'upload' | 'import' }[] = [
  { pattern: /\/admin\/uploads$/, kind: 'upload' },
  { pattern: /\/admin\/levels\/[^/]+\/imports$/, kind: 'import' },
  { pattern: /\/admin\/levels\/[^/]+\/entries\/import$/, kind: 'import' },
];

/** a path of the API under `prefix`, as its router reads it (percent-decoded), or null */
function apiPath(pathname: string, prefix: string): string | null {
  let decoded = pathname;
  try {
    decoded = decodeURI(pathname);
  } catch {
    // (left as sent: the router does the same)
  }
  if (decoded !== prefix && !decoded.startsWith(`${prefix}/`)) return null;
  return decoded.slice(prefix.length) || '/';
}

/** whether the page route a path reaches takes files (its CONSOLE_ROUTES `uploads`, from the build: server/pages.ts) */
export type UploadsAt = (pathname: string) => boolean;

/** the kind of body a request to `pathname` takes: API calls by FILE_CALLS, pages by their route */
export function bodyKindOf(pathname: string, prefix: string, uploadsAt: UploadsAt): BodyKind {
  const call = apiPath(pathname, prefix);
  if (call !== null) return FILE_CALLS.find((f) => f.pattern.test(call))?.kind ?? 'json';
  return uploadsAt(pathname) ? 'upload' : 'form';
}

/** the kind of body a call of the admin API takes, by its path relative to the prefix ('/admin/uploads') */
export function apiCallKind(call: string): BodyKind {
  return FILE_CALLS.find((f) => f.pattern.test(call))?.kind ?? 'json';
}

/** the largest file an upload takes, by its first bytes: an mp4 up to the video limit, anything else the picture limit */
export function uploadFileLimit(config: Pick<BodyConfig, 'UPLOAD_MAX_BYTES' | 'UPLOAD_VIDEO_MAX_BYTES'>) {
  return (head: Buffer) => (isMp4(head) ? config.UPLOAD_VIDEO_MAX_BYTES : config.UPLOAD_MAX_BYTES);
}

/**
 * The limits of a form body of `kind`: text only (`form`, `json`: a form sent to an API call that
 * reads JSON, e.g. a CSRF field), pictures and videos (`upload`), one results file (`import`).
 */
export function formLimitsOf(kind: BodyKind, config: BodyConfig): FormLimits {
  const dir = path.join(config.UPLOAD_DIR, UPLOAD_FOLDER);
  switch (kind) {
    case 'upload': {
      const largest = Math.max(config.UPLOAD_MAX_BYTES, config.UPLOAD_VIDEO_MAX_BYTES);
      return {
        maxBytes: largest + FORM_FRAMING,
        maxFileBytes: largest,
        fileLimit: uploadFileLimit(config),
        maxFiles: 20,
        // (a news post's text, up to NEWS_CONTENT_MAX characters, comes in the same form as its picture)
        maxFieldBytes: FORM_FRAMING,
        dir,
      };
    }
    case 'import':
      return { maxBytes: RESULTS_FILE_MAX + FORM_FRAMING, maxFileBytes: RESULTS_FILE_MAX, maxFiles: 1, dir };
    case 'json':
      return { maxBytes: config.BODY_LIMIT, maxFileBytes: 0 };
    default:
      return { maxBytes: FORM_BODY_LIMIT, maxFileBytes: 0, maxFieldBytes: FORM_BODY_LIMIT };
  }
}

/** how long a request to `pathname` may take to arrive whole: uploads longer than the rest */
export function requestTimeoutFor(method: string, pathname: string, prefix: string, uploadsAt: UploadsAt): number {
  if (method === 'GET' || method === 'HEAD') return REQUEST_TIMEOUT_MS;
  const kind = bodyKindOf(pathname, prefix, uploadsAt);
  return kind === 'upload' || kind === 'import' ? UPLOAD_REQUEST_TIMEOUT_MS : REQUEST_TIMEOUT_MS;
}

/**
 * Whether a path is the staff console's (its pages and their data requests), normalised as React
 * Router matches: percent-decoded, any case, a trailing slash or a `.data` suffix, empty segments.
 * The server's rule for what is never cached and never indexed (server/pages.ts).
 */
export function isConsolePath(pathname: string): boolean {
  const path = pathname.replace(/\.data$/, '');
  const first = path.split('/').find((s) => s !== '');
  if (first === undefined) return false;
  let decoded = first;
  try {
    decoded = decodeURIComponent(first);
  } catch {
    // (left as sent: the router does the same)
  }
  return decoded.toLowerCase() === 'admin';
}
