/**
 * The console's forms checked on the server with conform (`parseWithZod`, decision 0024) against
 * the admin API's own schemas (shared/admin-content.ts …), before anything is uploaded or sent:
 * every broken rule comes back as the API's field issue code with its parameters
 * (shared/admin/zod-issues.ts), worded beside its field by the console (lib/forms.ts). zod runs
 * here only, never in the console's browser code.
 */
import { parseWithZod } from '@conform-to/zod/v4';
import { z } from 'zod';
import { checkDates, eventCreateBody } from '../../../shared/admin-content';
import { newsCreateBody } from '../../../shared/admin-news';
import { noticeCreateBody } from '../../../shared/admin-notices';
import { issueCode } from '../../../shared/admin/zod-issues';
import type { ConsoleApi } from './console-api.server';
import { refuse, uploadFiles } from './edits';
import { decodeIssue, encodeIssue, type FieldErrors, type FormValues } from './forms';

/** a form's schema: the API body's fields without its strictness (a form also carries _csrf, intent, files …) */
const formOf = <S extends z.ZodObject>(body: S) => z.object(body.shape);

/** a form's schema and its rules across fields (checked even when a field is wrong, unlike a zod refinement) */
export interface FormRuleSet {
  schema: z.ZodType;
  across?: (values: FormValues) => FieldErrors;
}

/** the last day not before the first: the API's rule (checkDates), said on the last day */
const datesInOrder = (v: FormValues): FieldErrors => {
  const wrong = checkDates(v.beginDate?.trim(), v.endDate?.trim());
  return wrong ? { [wrong.field]: { code: 'end_before_start' } } : {};
};

/** the event form: a new event (with its code) or an existing one (the code stays) */
export const eventForm = {
  create: { schema: formOf(eventCreateBody), across: datesInOrder },
  update: { schema: formOf(eventCreateBody.omit({ eventCd: true })), across: datesInOrder },
} satisfies Record<string, FormRuleSet>;

/** the news post form (the same rules for a new post and a changed one) */
export const newsForm: FormRuleSet = { schema: formOf(newsCreateBody) };

/** an event's notice (its text is plain text here, the API's HTML once sent: its length is the API's to judge) */
export const noticeForm: FormRuleSet = { schema: formOf(noticeCreateBody) };

/**
 * Checks a submitted form: null when every rule holds, else each bad field's error (the first
 * of each). A list's item ('keywords.3') counts for the list.
 */
export function formRuleErrors(values: FormValues, { schema, across }: FormRuleSet): FieldErrors | null {
  // (the values as the action holds them: a web address typed without https:// has it already)
  const submission = parseWithZod(new URLSearchParams(values), {
    schema,
    formatError: (issues: z.core.$ZodIssue[]) => issues.map((i) => encodeIssue(issueCode(i))),
  });
  const errors: FieldErrors = { ...across?.(values) };
  const issues = submission.status === 'success' ? {} : (submission.error ?? {});
  for (const [name, list] of Object.entries(issues)) {
    const first = list?.[0];
    if (!first) continue;
    const field = name.replace(/\[\d+\].*$/, '');
    errors[field] ??= decodeIssue(first);
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

/**
 * A form with files, checked before it is sent: every rule of its schema first (nothing is
 * uploaded for a form that cannot be saved), then the chosen files uploaded into their fields
 * (`[fileField, urlField]` pairs). The refused form (`intent` about `target`, with what was typed
 * and each field's error), or null when it can be sent.
 */
export async function checkThenUpload(
  api: ConsoleApi,
  form: FormData,
  values: FormValues,
  csrf: string,
  {
    intent,
    target = '',
    rules,
    files,
  }: { intent: string; target?: string; rules: FormRuleSet; files: [file: string, url: string][] },
) {
  const ruleErrors = formRuleErrors(values, rules);
  if (ruleErrors) return refuse(intent, target, values, { kind: 'invalid', errors: ruleErrors });
  const uploadErrors = await uploadFiles(api, form, values, files, csrf);
  if (Object.keys(uploadErrors).length > 0)
    return refuse(intent, target, values, { kind: 'invalid', errors: uploadErrors });
  return null;
}
