/**
 * The contact form's rules (docs/product.md §5), shared by the browser, the page's action and the API:
 * the simple email pattern and the name rule.
 */
import { describe, expect, it } from 'vitest';
import { CONTACT_LIMITS, contactInsertBody, EMAIL_PATTERN, isValidContactEmail, isValidContactName } from './contract';

describe('the email rule (docs/product.md §5)', () => {
  it.each([
    'a@b.cn',
    'li.lei@example.com',
    'first.last@mail.example.com',
    'under_score-1@sub-domain.example.org',
    'UPPER.Case@Example.COM',
    '123456@qq.com',
    'x@a-b.c-d.e',
  ])('accepts %j', (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(true);
    expect(isValidContactEmail(email)).toBe(true);
  });

  it.each([
    'plain',
    'a@b',
    '@example.com',
    'a@',
    'a@.cn',
    'a@b.',
    'a@b..cn',
    'a@@b.cn',
    'a b@example.com',
    'a@exa mple.com',
    'a+tag@example.com',
    'a@b_c!.cn',
    '<a@b.cn>',
    'a@b.cn,c@d.cn',
    'mailto:a@b.cn',
  ])('refuses %j', (email) => {
    expect(isValidContactEmail(email)).toBe(false);
  });

  it.each(['', ' ', '   ', '\t', '\n \t', '\u3000', null, undefined])('allows a blank or absent email %j', (email) => {
    expect(isValidContactEmail(email)).toBe(true);
  });

  it('checks the email without the spaces around it (as the API stores it)', () => {
    expect(isValidContactEmail('  a@b.cn  ')).toBe(true);
    expect(isValidContactEmail('\ta@b.cn\n')).toBe(true);
  });

  it.each([
    '张三@example.com',
    'user@例子.中国',
    'ü@example.de',
    'a@bü.de',
    'a@b.ç',
    'ａ@example.com', // full-width letter
    'a＠b.cn', // full-width @
    'a@b。cn', // ideographic full stop
  ])('refuses the non-ASCII email %j: the pattern is word characters, hyphen or underscore', (email) => {
    expect(isValidContactEmail(email)).toBe(false);
  });

  it('judges a very long address by the pattern only (the length bound is the API’s), and quickly', () => {
    const long = `${'a'.repeat(10_000)}@${'b'.repeat(10_000)}.cn`;
    expect(isValidContactEmail(long)).toBe(true);
    expect(contactInsertBody.safeParse({ name: 'Li', email: long }).success).toBe(false);
    const atBound = `${'e'.repeat(CONTACT_LIMITS.email - '@example.com'.length)}@example.com`;
    expect(contactInsertBody.safeParse({ name: 'Li', email: atBound }).success).toBe(true);

    // inputs built to make a backtracking pattern slow are answered (a backtracking pattern takes
    // minutes on them, far past this test's time limit; no stopwatch here: speed is for bench/)
    const hostile = [
      `${'a'.repeat(50_000)}@`,
      `a@${'b.'.repeat(50_000)}`,
      `a@${'b-'.repeat(50_000)}!`,
      `${'a.'.repeat(50_000)}@b`,
      `a@b${'.c'.repeat(50_000)}.`,
    ];
    for (const email of hostile) expect(isValidContactEmail(email)).toBe(false);
  }, 10_000);
});

describe('the name rule (docs/product.md §5)', () => {
  it.each(['Li', ' 李雷 ', 'Han Meimei', 'a', '王', 'Li Lei, 138 0000 0000', '😀'])('accepts %j', (name) => {
    expect(isValidContactName(name)).toBe(true);
  });

  it.each(['', ' ', '    ', '\t\n', '\u3000', '\u00a0', '\u2003 \u3000', null, undefined])(
    'refuses the blank name %j',
    (name) => {
      expect(isValidContactName(name)).toBe(false);
    },
  );

  it('the API applies both rules with the exact messages of the form', () => {
    const blank = contactInsertBody.safeParse({ name: '  ', email: '' });
    expect(blank.success).toBe(false);
    expect(blank.error?.issues[0]?.message).toBe('Please fill in your name and contact information');
    const email = contactInsertBody.safeParse({ name: 'Li', email: 'nope' });
    expect(email.error?.issues[0]?.message).toBe('Please fill in the correct email format');
    const ok = contactInsertBody.parse({ name: 'Li', email: '  a@b.cn ' });
    expect(ok).toMatchObject({ name: 'Li', email: 'a@b.cn', subject: '', message: '' });
  });
});
