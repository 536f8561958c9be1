import { describe, expect, it } from 'vitest';
import { acceptLang, cookieLang, pathLang, resolveLang } from './lang.js';

describe('language resolution', () => {
  it('an -en route is English whatever the cookie says', () => {
    expect(pathLang('/events-en')).toBe('en');
    expect(pathLang('/contact-en')).toBe('en');
    expect(resolveLang('/events-en', 'lang=zh', 'zh-CN')).toBe('en');
    expect(pathLang('/events-en.data')).toBe('en');
    expect(pathLang('/events')).toBeNull();
    expect(pathLang('/events/detail/x-en')).toBeNull();
  });
  it('then the cookie, then Accept-Language, then Chinese', () => {
    expect(resolveLang('/events', 'a=1; lang=en', 'zh-CN')).toBe('en');
    expect(resolveLang('/events', null, 'en-GB,en;q=0.9')).toBe('en');
    expect(resolveLang('/events', null, 'fr-FR, zh-TW;q=0.5, en;q=0.4')).toBe('zh');
    expect(resolveLang('/events', null, 'fr-FR')).toBe('zh');
    expect(resolveLang('/events', null, null)).toBe('zh');
  });
  it('ignores junk', () => {
    expect(cookieLang('lang=fr')).toBeNull();
    expect(cookieLang('===;;')).toBeNull();
    expect(acceptLang('en;q=abc, zh;q=0')).toBeNull();
    expect(acceptLang('*')).toBeNull();
  });
});
