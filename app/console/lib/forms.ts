/**
 * The console's forms (docs/admin-console.md): what a submitted form holds, and the admin API's
 * answers said in the page's language. Every form posts to its route's action (it works without
 * JavaScript); a refused one is shown again with what was typed and an error next to each field.
 */
import type { TFunction } from '../../i18n';

/** a form's fields as text (the last value of each name; files left out) */
export type FormValues = Record<string, string>;

export function formValues(form: FormData): FormValues {
  const out: FormValues = {};
  for (const [k, v] of form.entries()) if (typeof v === 'string' && k !== '_csrf') out[k] = v;
  return out;
}

/** a text field: trimmed, '' when absent */
export function text(values: FormValues, name: string): string {
  return (values[name] ?? '').trim();
}

/** an optional text field: null when empty (the API stores null) */
export function optional(values: FormValues, name: string): string | null {
  const v = text(values, name);
  return v === '' ? null : v;
}

/** a checkbox: 1 when ticked */
export function checked(values: FormValues, name: string): 0 | 1 {
  return values[name] === '1' || values[name] === 'on' ? 1 : 0;
}

/** the files of a file input that hold something (a form without a chosen file sends one empty file) */
export function filesOf(form: FormData, name: string): File[] {
  return form.getAll(name).filter((f): f is File => typeof f !== 'string' && f.size > 0);
}

/** the field message of a file the upload refused with `status` (said by fieldMessage) */
export function uploadRefusal(status: number): string {
  return `@upload:${status}`;
}

/**
 * What the console tells the staff member after a refused write: a message for the form and one
 * per field. `kind` says what happened: 'invalid' (400: see the fields), 'stale' (409: changed
 * since it was read; reload), 'exists' (409: the code is taken), 'inUse' (409: still has what
 * hangs on it), 'forbidden', 'missing', 'tooLarge', 'unsupported', 'failed'.
 */
export type ProblemKind =
  'invalid' | 'stale' | 'exists' | 'inUse' | 'forbidden' | 'missing' | 'tooLarge' | 'unsupported' | 'failed';

export interface Problem {
  kind: ProblemKind;
  /** the API's own message (English), shown when no translation says the same */
  message: string;
  /** field → the API's message */
  errors: Record<string, string>;
}

export function problemOf(answer: { status: number; message: string; errors: Record<string, string> }): Problem {
  const { status, message, errors } = answer;
  let kind: ProblemKind = 'failed';
  if (status === 400) kind = 'invalid';
  else if (status === 403) kind = 'forbidden';
  else if (status === 404) kind = 'missing';
  else if (status === 413) kind = 'tooLarge';
  else if (status === 415) kind = 'unsupported';
  else if (status === 409)
    kind = /already exists|exists already/i.test(message) ? 'exists' : /changed/i.test(message) ? 'stale' : 'inUse';
  return { kind, message, errors };
}

/**
 * The API's field message in the page's language: the rule it names (required, too long, a web
 * address …) translated; otherwise the API's own words.
 */
export function fieldMessage(t: TFunction, message: string): string {
  const rules: [RegExp, (m: RegExpExecArray) => string][] = [
    // a file the upload refused (uploadFiles): too large, not a picture, or no answer
    [/^@upload:413/, () => t('admin.errors.uploadTooLarge')],
    [/^@upload:415/, () => t('admin.errors.uploadType')],
    [/^@upload:/, () => t('admin.errors.uploadFailed')],
    [/is required|^Enter a name|^Enter a password/i, () => t('admin.errors.required')],
    [/at most (\d+) characters/i, (m) => t('admin.errors.tooLong', { n: m[1]! })],
    [/line breaks or control/i, () => t('admin.errors.oneLine')],
    [/letters, digits/i, () => t('admin.errors.code')],
    [/date and time/i, () => t('admin.errors.dateTime')],
    [/must be a date/i, () => t('admin.errors.date')],
    [/last day may not be before the first/i, () => t('admin.errors.endBeforeBegin')],
    [/end may not be before the start/i, () => t('admin.errors.endBeforeStart')],
    [/path of this site|path such as/i, () => t('admin.errors.mediaUrl')],
    [/web address/i, () => t('admin.errors.webUrl')],
    [/status must be one of/i, () => t('admin.errors.status')],
    [/valid e-mail|Enter an e-mail/i, () => t('admin.errors.email')],
    [/at least (\d+) characters/i, (m) => t('admin.errors.passwordShort', { n: m[1]! })],
    [/already exists|exists already/i, () => t('admin.errors.codeTaken')],
    [/too simple/i, () => t('admin.errors.passwordSimple')],
    [/too common/i, () => t('admin.errors.passwordCommon')],
    [/may not be the (e-mail|name)/i, () => t('admin.errors.passwordPersonal')],
    [/cannot disable your own/i, () => t('admin.errors.ownAccount')],
    [/Only scorers/i, () => t('admin.errors.scorerEvents')],
  ];
  for (const [re, say] of rules) {
    const m = re.exec(message);
    if (m) return say(m);
  }
  return message;
}

/** the message above a refused form, in the page's language */
export function problemMessage(t: TFunction, p: Problem): string {
  if (p.kind === 'inUse') {
    if (/class\(es\)/.test(p.message)) return t('admin.problem.eventHasClasses');
    if (/published result/.test(p.message)) return t('admin.problem.levelHasResults');
    if (/last (enabled )?admin/i.test(p.message)) return t('admin.problem.lastAdmin');
    return p.message;
  }
  if (p.kind === 'failed' && p.message) return `${t('admin.problem.failed')} (${p.message})`;
  return t(`admin.problem.${p.kind}`);
}
