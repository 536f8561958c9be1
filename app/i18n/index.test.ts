import { describe, expect, it } from 'vitest';
import en from './en';
import zh from './zh';
import { translate } from './index';

describe('translate', () => {
  it('finds a message by its dotted key', () => {
    expect(translate(en, 'nav.home')).toBe('Home');
    expect(translate(zh, 'events.status.2')).toBe('进行中');
  });
  it('fills in {{name}} values and leaves unknown ones', () => {
    expect(translate(en, 'footer.copyright', { year: 2026, company: 'SailFish' })).toBe(
      '© 2026 SailFish · All rights reserved',
    );
    expect(translate(zh, 'footer.copyright', { year: 2026 })).toBe('© 2026 {{company}} 版权所有');
  });
  it('answers the key itself for a missing message or a non-leaf', () => {
    expect(translate(en, 'nav.nope')).toBe('nav.nope');
    expect(translate(en, 'nav')).toBe('nav');
    expect(translate(en, 'nav.home.deeper')).toBe('nav.home.deeper');
  });
});
