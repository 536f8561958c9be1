import { describe, expect, it } from 'vitest';
import en from '../../i18n/en';
import zh from '../../i18n/zh';
import { translate, type TFunction } from '../../i18n';
import { fieldMessage, formValues, problemMessage, problemOf, uploadRefusal } from './forms';

const tOf =
  (messages: typeof en): TFunction =>
  (key, vars) =>
    translate(messages, key, vars);
const tZh = tOf(zh as typeof en);
const tEn = tOf(en);

describe('the admin API field messages in the page language', () => {
  it('translates the rules the API names', () => {
    expect(fieldMessage(tZh, 'The name is required.')).toBe(zh.admin.errors.required);
    expect(fieldMessage(tZh, 'The venue must be at most 200 characters.')).toBe('最多 200 个字符。');
    expect(fieldMessage(tEn, 'The last day may not be before the first.')).toBe(en.admin.errors.endBeforeBegin);
    expect(fieldMessage(tZh, 'The tracking link must be a web address starting with http:// or https://.')).toBe(
      zh.admin.errors.webUrl,
    );
    expect(
      fieldMessage(tZh, 'The logo must be a path of this site (/uploads/…) or a web address starting with http(s)://.'),
    ).toBe(zh.admin.errors.mediaUrl);
    expect(fieldMessage(tZh, 'The start time must be a date and time (YYYY-MM-DD HH:mm).')).toBe(
      zh.admin.errors.dateTime,
    );
    expect(fieldMessage(tZh, 'eventCd may hold letters, digits, - and _ only (at most 64).')).toBe(
      zh.admin.errors.code,
    );
    expect(fieldMessage(tZh, 'The event SF1 already exists.')).toBe(zh.admin.errors.codeTaken);
    expect(fieldMessage(tZh, 'The password must be at least 10 characters long.')).toBe('至少 10 个字符。');
    expect(fieldMessage(tZh, uploadRefusal(415))).toBe(zh.admin.errors.uploadType);
    expect(fieldMessage(tZh, uploadRefusal(413))).toBe(zh.admin.errors.uploadTooLarge);
  });

  it('shows the API’s own words when no rule matches', () => {
    expect(fieldMessage(tZh, 'Something new.')).toBe('Something new.');
  });
});

describe('problemOf', () => {
  const answer = (status: number, message = '') => ({ status, message, errors: {} });
  it('tells a stale copy from a taken code and from a record still in use', () => {
    expect(problemOf(answer(409, 'The event X was changed by someone else since you opened it. Reload it.')).kind).toBe(
      'stale',
    );
    expect(problemOf(answer(409, 'The event X already exists.')).kind).toBe('exists');
    expect(problemOf(answer(409, 'The event X still has 2 class(es) (A, B): delete them first.')).kind).toBe('inUse');
    expect(problemOf(answer(400)).kind).toBe('invalid');
    expect(problemOf(answer(403)).kind).toBe('forbidden');
    expect(problemOf(answer(0)).kind).toBe('failed');
  });
  it('says a record in use in the page language', () => {
    const p = problemOf(
      answer(409, 'The event X still has 2 class(es) (A, B): delete them first, or unpublish the event.'),
    );
    expect(problemMessage(tZh, p)).toBe(zh.admin.problem.eventHasClasses);
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
