import { describe, expect, it } from 'vitest';
import en from './en';
import zh from './zh';
import { interpolate, translate } from './index';

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

describe('interpolate', () => {
  it('fills every placeholder, spaces inside the braces allowed, and keeps the ones vars lacks', () => {
    expect(interpolate('{{n}} of {{ total }}: {{n}}', { n: 3, total: 9 })).toBe('3 of 9: 3');
    expect(interpolate('Notice {{n}} for {{name}}', { n: '' })).toBe('Notice  for {{name}}');
  });
  it('takes a value literally and never an inherited property', () => {
    expect(interpolate('Play {{name}}', { name: "$& $' $1 {{name}}" })).toBe("Play $& $' $1 {{name}}");
    expect(interpolate('{{toString}} {{constructor}}', {})).toBe('{{toString}} {{constructor}}');
  });
  it('reads a long run of braces in linear time', () => {
    const hostile = '{{'.repeat(50_000) + ' '.repeat(50_000) + 'x';
    const started = performance.now();
    expect(interpolate(hostile, { x: 1 })).toBe(hostile);
    expect(performance.now() - started).toBeLessThan(500);
  });
});
