import { describe, expect, it } from 'vitest';
import { CONTACT_LIMITS } from '../../../../shared/api';
import en from '../../../i18n/en';
import zh from '../../../i18n/zh';
import { translate } from '../../../i18n';
import {
  EMPTY_VALUES,
  FAILURE_MESSAGE,
  findProblem,
  insertBody,
  MAX_LENGTH,
  prefillEmail,
  PROBLEM_MESSAGE,
  valuesFromForm,
} from './form';

describe('findProblem (docs/product.md §5 in its order)', () => {
  it('lets a form with a name and a blank or good email through; subject and message are not checked', () => {
    expect(findProblem({ name: 'Li', email: '' })).toBeNull();
    expect(findProblem({ name: 'Li', email: '   ' })).toBeNull();
    expect(findProblem({ name: 'Li', email: 'li@example.com' })).toBeNull();
  });
  it('finds a bad email, then a blank name; the email rule comes first', () => {
    expect(findProblem({ name: 'Li', email: 'li@example' })).toBe('email');
    expect(findProblem({ name: ' \t', email: 'li@example.com' })).toBe('name');
    expect(findProblem({ name: '', email: 'bad' })).toBe('email');
  });
  it('each problem shows the exact message of docs/product.md §5 in both languages', () => {
    expect(translate(en, PROBLEM_MESSAGE.email)).toBe('Please fill in the correct email format');
    expect(translate(zh, PROBLEM_MESSAGE.email)).toBe('请填写正确的邮箱格式');
    expect(translate(en, PROBLEM_MESSAGE.name)).toBe('Please fill in your name and contact information');
    expect(translate(zh, PROBLEM_MESSAGE.name)).toBe('请填写您的称呼及联系方式');
    for (const key of Object.values(FAILURE_MESSAGE)) {
      expect(translate(en, key)).not.toBe(key);
      expect(translate(zh, key)).not.toBe(key);
    }
  });
});

describe('the form’s values and the API body', () => {
  it('reads the posted fields (missing ones are empty), the honeypot apart', () => {
    const form = new URLSearchParams({ name: 'Li', email: 'a@b.cn', message: 'hi', website: 'spam' });
    expect(valuesFromForm(form)).toEqual({ name: 'Li', email: 'a@b.cn', subject: '', message: 'hi', website: 'spam' });
    expect(valuesFromForm(new URLSearchParams())).toEqual({ ...EMPTY_VALUES, website: '' });
  });
  it('sends the fields as typed with the page and its language; the honeypot only when filled in', () => {
    const values = { name: ' Li ', email: ' a@b.cn ', subject: 's', message: 'm' };
    expect(insertBody(values, { lang: 'en', page: '/contact-en' })).toEqual({
      ...values,
      lang: 'en',
      page: '/contact-en',
    });
    expect(insertBody(values, { lang: 'zh', page: '/contact', website: 'x' }).website).toBe('x');
    expect(insertBody(values, { lang: 'zh', page: `/${'p'.repeat(400)}` }).page).toHaveLength(300);
  });
  it('the inputs are bounded as the API is', () => {
    expect(MAX_LENGTH).toEqual(CONTACT_LIMITS);
  });
  it('pre-fills the email from ?email=, trimmed and bounded', () => {
    expect(prefillEmail('?email=li%40example.com')).toBe('li@example.com');
    expect(prefillEmail('?email=%20a@b.cn%20&x=1')).toBe('a@b.cn');
    expect(prefillEmail('')).toBe('');
    expect(prefillEmail(`?email=${'a'.repeat(1000)}`)).toHaveLength(CONTACT_LIMITS.email);
  });
});
