import { describe, expect, it } from 'vitest';
import { LANGUAGE_REDIRECT_MS, languageRedirect } from './language-redirect';

describe('the contact pages’ language redirect (docs/product.md §2 (Contact))', () => {
  it('waits 300 ms (docs/product.md §9)', () => {
    expect(LANGUAGE_REDIRECT_MS).toBe(300);
  });
  it('sends English visitors of /contact to /contact-en and Chinese visitors of /contact-en to /contact, with the query', () => {
    expect(languageRedirect('zh', 'en', '?email=a%40b.cn')).toBe('/contact-en?email=a%40b.cn');
    expect(languageRedirect('en', 'zh', '?email=a%40b.cn')).toBe('/contact?email=a%40b.cn');
    expect(languageRedirect('zh', 'en', '')).toBe('/contact-en');
  });
  it('stays when the language chosen is the page’s, or none was chosen', () => {
    expect(languageRedirect('zh', 'zh', '')).toBeNull();
    expect(languageRedirect('en', 'en', '?email=x')).toBeNull();
    expect(languageRedirect('en', null, '')).toBeNull();
    expect(languageRedirect('zh', null, '')).toBeNull();
  });
});
