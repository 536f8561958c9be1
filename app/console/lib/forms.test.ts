import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/en';
import zh from '../../i18n/zh';
import { translate, type TFunction } from '../../i18n';
import { FIELD_ISSUE_CODES, REFUSAL_CODES, REFUSAL_STATUS } from '../../../shared/admin/refusals';
import { fieldMessage, formValues, issue, problemMessage, problemOf, uploadRefusal, type FieldError } from './forms';

const tOf =
  (messages: typeof en): TFunction =>
  (key, vars) =>
    translate(messages, key, vars);
const tZh = tOf(zh as typeof en);
const tEn = tOf(en);

/** parameters a code is shown with */
const SAMPLE: Partial<Record<FieldError['code'], FieldError['params']>> = {
  too_long: { max: 200 },
  too_short: { min: 3 },
  too_small: { min: 1 },
  too_big: { max: 99 },
  range: { min: -90, max: 90 },
  too_many: { max: 50 },
  code: { max: 32 },
  one_of: { options: ['1', '2', '3'] },
  video_url: { reason: 'host', hosts: ['player.example'] },
  unknown_keys: { keys: ['extra'] },
  unknown_event: { codes: ['SF9'] },
  password_short: { min: 10 },
  file_refused: { refusal: 'too-large' },
};

describe('each field issue code in the page language', () => {
  it.each(FIELD_ISSUE_CODES.map((c) => [c]))('%s: worded in Chinese and in English, with its parameters', (code) => {
    const error = issue(code, SAMPLE[code]);
    const said = { zh: fieldMessage(tZh, error), en: fieldMessage(tEn, error) };
    for (const text of Object.values(said)) {
      expect(text).not.toBe('');
      expect(text).not.toMatch(/^admin\.|\{\{|undefined|NaN/);
    }
    expect(said.zh).not.toBe(said.en);
    expect(said.zh).toMatch(/[\u4e00-\u9fff]/);
    expect(said.en).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('puts the parameters in', () => {
    expect(fieldMessage(tZh, issue('too_long', { max: 200 }))).toBe('最多 200 个字符。');
    expect(fieldMessage(tEn, issue('too_long', { max: 200 }))).toBe('At most 200 characters.');
    expect(fieldMessage(tEn, issue('code', { max: 32 }))).toMatch(/32/);
    expect(fieldMessage(tZh, issue('password_short', { min: 10 }))).toBe('至少 10 个字符。');
    expect(fieldMessage(tEn, issue('range', { min: -90, max: 90 }))).toBe('Between -90 and 90.');
    expect(fieldMessage(tEn, issue('video_url', { reason: 'host', hosts: ['a.example', 'b.example'] }))).toMatch(
      /a\.example, b\.example/,
    );
    expect(fieldMessage(tEn, issue('end_before_start'))).toBe(en.admin.errors.endBeforeStart);
  });

  it('says a refused upload by its refusal', () => {
    expect(fieldMessage(tZh, uploadRefusal('too-large'))).toBe(zh.admin.errors.uploadTooLarge);
    expect(fieldMessage(tZh, uploadRefusal(415))).toBe(zh.admin.errors.uploadType);
    expect(fieldMessage(tEn, uploadRefusal(0))).toBe(en.admin.errors.uploadFailed);
  });
});

describe('each refusal code in the page language', () => {
  it.each(REFUSAL_CODES.map((c) => [c]))('%s: worded in Chinese and in English', (code) => {
    const p = problemOf({ status: REFUSAL_STATUS[code], code });
    const said = { zh: problemMessage(tZh, p), en: problemMessage(tEn, p) };
    for (const text of Object.values(said)) expect(text).not.toMatch(/^admin\.|\{\{|^$/);
    expect(said.zh).toMatch(/[\u4e00-\u9fff]/);
    expect(said.en).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('says what hangs on a record in use', () => {
    const inUse = (what: string) => problemOf({ status: 409, code: 'in-use', params: { what } });
    expect(problemMessage(tZh, inUse('classes'))).toBe(zh.admin.problem.eventHasClasses);
    expect(problemMessage(tEn, inUse('results'))).toBe(en.admin.problem.levelHasResults);
    expect(problemMessage(tZh, inUse('last-admin'))).toBe(zh.admin.problem.lastAdmin);
    expect(problemMessage(tEn, inUse('other'))).toBe(en.admin.problem.inUse);
  });
});

describe('problemOf reads codes, never the message', () => {
  it('tells a stale copy from a taken code and from a record still in use by their codes', () => {
    // the English messages say the opposite of the codes: the codes win
    expect(problemOf({ status: 409, code: 'stale', message: 'The event X already exists.' }).kind).toBe('stale');
    expect(problemOf({ status: 409, code: 'exists', message: 'The event X was changed.' }).kind).toBe('exists');
    expect(problemOf({ status: 409, code: 'in-use' }).kind).toBe('inUse');
    expect(problemOf({ status: 400 }).kind).toBe('invalid');
    expect(problemOf({ status: 403 }).kind).toBe('forbidden');
    expect(problemOf({ status: 401, code: 'unauthenticated' }).kind).toBe('unauthenticated');
    expect(problemOf({ status: 0 }).kind).toBe('failed');
  });

  it('puts each field issue next to its field, a list item on the list, a taken code on the code field', () => {
    const p = problemOf({
      status: 400,
      code: 'invalid',
      issues: [
        { field: 'name', code: 'required' },
        { field: 'name', code: 'too_long', params: { max: 5 } },
        { field: 'events.2', code: 'code', params: { max: 64 } },
      ],
    });
    expect(p.errors.name).toEqual({ code: 'required' });
    expect(p.errors.events).toEqual({ code: 'code', params: { max: 64 } });
    expect(problemOf({ status: 409, code: 'exists' }, 'eventCd').errors).toEqual({ eventCd: { code: 'taken' } });
    expect(problemOf({ status: 409, code: 'exists', params: { field: 'email' } }, 'eventCd').errors).toEqual({
      email: { code: 'taken' },
    });
  });
});

describe('no regular expression reads an English message', () => {
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((f) => {
      const p = path.join(dir, f);
      return statSync(p).isDirectory() ? files(p) : /\.tsx?$/.test(f) && !f.endsWith('.test.ts') ? [p] : [];
    });
  it('in the console (forms.ts holds none over text at all)', () => {
    const forms = readFileSync(path.join(__dirname, 'forms.ts'), 'utf8');
    // the one regex left in forms.ts reads a field name ('events.2'), not a message
    expect(forms.match(/\/[^/\n*]+\/[gimsuy]*\.(test|exec)\(/g) ?? []).toEqual([]);
    expect(forms).not.toMatch(/message\)|\.test\(p\.message|\.test\(message/);
    for (const file of files(path.join(__dirname, '..'))) {
      const source = readFileSync(file, 'utf8');
      expect(source, file).not.toMatch(/\.(test|exec)\([^)]*\.message\b/);
      expect(source, file).not.toMatch(/\.(test|exec)\(\s*(errs|errors|problem\.errors)\b/);
    }
  });
});

describe('formValues', () => {
  it('keeps the text fields, never the CSRF token or files', () => {
    const f = new FormData();
    f.set('_csrf', 'secret');
    f.set('name', ' 帆船 ');
    f.set('logoFile', new File(['x'], 'a.png'));
    expect(formValues(f)).toEqual({ name: ' 帆船 ' });
  });
});
