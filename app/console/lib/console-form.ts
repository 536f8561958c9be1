/**
 * The console's forms with conform (decision 0024): the rules the browser can check (required,
 * at most N characters, a code's letters, a date …, read from the fields' own attributes, plus a
 * form's own `rules`) are said beside their field as soon as the field is left and again on
 * submit, in the page's language, never in the browser's own words; a form refused by the server
 * (its action checks the same rules with the API's schemas, lib/form-rules.server.ts, and the API
 * its own) comes back through conform's `lastResult` with what was typed and each field's error.
 * No zod here: this runs in the browser.
 */
import { useMemo, type FormEvent } from 'react';
import { getFormProps, parse, useForm, type SubmissionResult } from '@conform-to/react';
import type { Refused } from './edits';
import {
  decodeIssue,
  encodeIssue,
  issue,
  markSubmitStopped,
  type FieldError,
  type FieldErrors,
  type FormValues,
  type Problem,
} from './forms';

type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** a code-like pattern of a field ([A-Za-z0-9_\-]{1,64}): the `code` issue with its `max` */
const CODE_PATTERN = /^\[A-Za-z0-9_\\?-\]\{1,(\d+)\}$/;

/** what the browser's constraint check found wrong with a field, as the API's issue code */
export function constraintIssue(el: FieldElement): FieldError | null {
  const v = el.validity;
  if (v.valid) return null;
  if (v.valueMissing) return issue('required');
  if (v.tooLong && 'maxLength' in el) return issue('too_long', { max: el.maxLength });
  if (v.tooShort && 'minLength' in el) return issue('too_short', { min: el.minLength });
  if (v.patternMismatch && el instanceof HTMLInputElement) {
    const m = CODE_PATTERN.exec(el.pattern);
    return m ? issue('code', { max: Number(m[1]) }) : issue('format');
  }
  const type = el instanceof HTMLInputElement ? el.type : '';
  if (v.typeMismatch) return type === 'email' ? issue('email') : issue('web_url');
  if (v.rangeUnderflow && el instanceof HTMLInputElement) return issue('too_small', { min: Number(el.min) });
  if (v.rangeOverflow && el instanceof HTMLInputElement) return issue('too_big', { max: Number(el.max) });
  if (v.stepMismatch) return issue('not_integer');
  if (v.badInput)
    return type === 'date' ? issue('date') : type === 'datetime-local' ? issue('date_time') : issue('type');
  return issue('invalid');
}

/** a form's own rules over its values (e.g. the last day not before the first): field → error */
export type FormRules = (values: FormValues) => FieldErrors;

/** the last of two dates or times (`end`) not before the first (`start`); empty ones are not compared */
export const inOrder =
  (start: string, end: string): FormRules =>
  (values) => {
    const a = values[start] ?? '';
    const b = values[end] ?? '';
    return a && b && b < a ? { [end]: issue('end_before_start') } : {};
  };

function browserErrors(form: HTMLFormElement, formData: FormData, rules?: FormRules): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const el of Array.from(form.elements)) {
    if (!(el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement))
      continue;
    if (!el.name || out[el.name]) continue;
    const found = constraintIssue(el);
    if (found) out[el.name] = [encodeIssue(found)];
  }
  if (rules) {
    const values: FormValues = {};
    for (const [k, v] of formData.entries()) if (typeof v === 'string') values[k] = v;
    for (const [name, e] of Object.entries(rules(values))) out[name] ??= [encodeIssue(e)];
  }
  return out;
}

/**
 * One console form under conform: `formProps` go on the <Form> (its id, noValidate, the submit
 * check), `problem` carries each field's error for the fields (form-parts.tsx), `values` what the
 * fields start with (what was typed, after a refusal; else `initial`).
 */
export function useConsoleForm({
  id,
  refused,
  initial,
  rules,
}: {
  id: string;
  /** the action's answer to this form, when it refused it */
  refused?: Refused | null;
  initial: FormValues;
  rules?: FormRules;
}) {
  const lastResult = useMemo<SubmissionResult<string[]> | undefined>(() => {
    if (!refused) return undefined;
    const error: Record<string, string[]> = {};
    for (const [name, e] of Object.entries(refused.problem.errors)) error[name] = [encodeIssue(e)];
    const validated = Object.fromEntries([...Object.keys(refused.values), ...Object.keys(error)].map((k) => [k, true]));
    return { status: 'error', initialValue: refused.values, error, state: { validated } };
  }, [refused]);
  const [form] = useForm<FormValues>({
    id,
    lastResult,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate({ form: el, formData }) {
      return parse(formData, {
        resolve: () => {
          const error = browserErrors(el, formData, rules);
          return Object.keys(error).length > 0 ? { error } : { value: {} };
        },
      });
    },
  });
  const errors: FieldErrors = {};
  for (const [name, list] of Object.entries(form.allErrors)) if (list[0]) errors[name] = decodeIssue(list[0]);
  const problem: Problem | null = Object.keys(errors).length > 0 ? { kind: 'invalid', errors } : null;
  const props = getFormProps(form);
  const formProps = {
    ...props,
    // (conform stops a submit it refuses, and the submit it requests to check a field just left:
    // both are marked, so the leave guard goes on asking before the typed work is left)
    onSubmit(event: FormEvent<HTMLFormElement>) {
      props.onSubmit(event);
      if (event.defaultPrevented) markSubmitStopped(event.nativeEvent);
    },
  };
  return { form, formProps, problem, values: refused?.values ?? initial };
}
