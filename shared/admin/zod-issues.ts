/**
 * zod's issues as the admin API's field issue codes (shared/admin/refusals.ts): one mapping for
 * the API's answers (server/api/admin/http.ts) and the console's own form checks
 * (app/console/lib/form-rules.server.ts), so a rule refused before the call reads the same as
 * one the API refuses. zod is imported for its types only: no zod runs from this module.
 */
import type { z } from 'zod';
import { isFieldIssueCode, type FieldIssueCode, type IssueParam } from './refusals.js';

type Issue = z.core.$ZodIssue;
type Params = Record<string, IssueParam>;

/** a code-like pattern (letters, digits, - and _, 1..n): the `code` issue with its `max` */
const CODE_LIKE = /^\/\^\[A-Za-z0-9_-\]\{1,(\d+)\}\$\/$/;

/** one zod issue as a field issue code with its parameters (a closed set: shared/admin/refusals.ts) */
export function issueCode(issue: Issue): { code: FieldIssueCode; params?: Params } {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? { code: 'required' } : { code: 'type', params: { expected: issue.expected } };
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string' || issue.origin === 'array' || issue.origin === 'set')
        return min <= 1 ? { code: 'required' } : { code: 'too_short', params: { min } };
      return { code: 'too_small', params: { min } };
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return { code: 'too_long', params: { max } };
      if (issue.origin === 'array' || issue.origin === 'set') return { code: 'too_many', params: { max } };
      return { code: 'too_big', params: { max } };
    }
    case 'invalid_format': {
      if (issue.format === 'regex') {
        const m = CODE_LIKE.exec(String((issue as { pattern?: string }).pattern ?? ''));
        return m ? { code: 'code', params: { max: Number(m[1]) } } : { code: 'format' };
      }
      if (issue.format === 'email') return { code: 'email' };
      if (issue.format === 'url') return { code: 'web_url' };
      if (issue.format === 'date') return { code: 'date' };
      if (issue.format === 'datetime') return { code: 'date_time' };
      return { code: 'format' };
    }
    case 'not_multiple_of':
      return { code: 'format' };
    case 'invalid_value':
      return { code: 'one_of', params: { options: issue.values.map((v) => String(v)) } };
    case 'unrecognized_keys':
      return { code: 'unknown_keys', params: { keys: issue.keys } };
    case 'invalid_union': {
      // no option took the value: the values the literal options name, else the types they want
      const options: string[] = [];
      const types: string[] = [];
      for (const branch of issue.errors) {
        const first = branch[0];
        if (first?.code === 'invalid_value') options.push(...first.values.map((v) => String(v)));
        else if (first?.code === 'invalid_type') types.push(first.expected);
        else if (first && first.path.length === 0) return issueCode(first);
      }
      if (options.length > 0 && types.length <= 1) return { code: 'one_of', params: { options } };
      return { code: 'type', params: { expected: types.join(' | ') } };
    }
    case 'custom': {
      const { code, ...params } = (issue.params ?? {}) as { code?: unknown } & Params;
      if (!isFieldIssueCode(code)) return { code: 'invalid' };
      return Object.keys(params).length > 0 ? { code, params } : { code };
    }
    default:
      return { code: 'invalid' };
  }
}
