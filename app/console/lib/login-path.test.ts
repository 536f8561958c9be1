import { describe, expect, expectTypeOf, it } from 'vitest';
import { href, type Register } from 'react-router';
import type { CONSOLE_ROUTES } from '../../lib/pages';
import { loginPath, safeConsoleNext } from './login-path';

describe('the console paths', () => {
  it('href() knows every console route (npx react-router typegen over app/routes.ts)', () => {
    type ConsolePath = (typeof CONSOLE_ROUTES)[number]['path'];
    expectTypeOf<Exclude<ConsolePath, keyof Register['pages']>>().toBeNever();
    // the codes of the console's links are CODE_PATTERN's (the admin API refuses any other), so
    // href() writing them as they are is what encoding them gave
    expect(href('/admin/events/:eventCd', { eventCd: 'SH-2026_a' })).toBe('/admin/events/SH-2026_a');
    expect(href('/admin/levels/:levelCd/results', { levelCd: 'ILCA7' })).toBe('/admin/levels/ILCA7/results');
  });
});

describe('loginPath and safeConsoleNext', () => {
  it('signs in and comes back to a console page, its query kept', () => {
    expect(loginPath()).toBe('/admin/login');
    expect(loginPath('/admin')).toBe('/admin/login');
    expect(loginPath('/admin/audit?entity=event')).toBe('/admin/login?next=%2Fadmin%2Faudit%3Fentity%3Devent');
    expect(safeConsoleNext('/admin/audit?entity=event')).toBe('/admin/audit?entity=event');
    expect(safeConsoleNext('/admin?x=1')).toBe('/admin?x=1');
  });

  it('never sends anyone off the console: hostile `next` values come back as the home', () => {
    const hostile = [
      null,
      undefined,
      '',
      'https://evil.example/admin',
      '//evil.example/admin',
      '/\\evil.example',
      '/admin\\..\\..\\evil',
      '/adminx',
      '/admin.evil.example',
      'admin/events',
      '/admin/\tevents',
      '/admin/\nSet-Cookie:x=1',
      '/admin\u0000',
      '/admin/\u007f',
      '/events/detail/X',
      'javascript:alert(1)//admin',
      `/${'admin/'.repeat(10_000)}\\`,
    ];
    for (const next of hostile) {
      expect(safeConsoleNext(next), String(next).slice(0, 40)).toBe('/admin');
      if (next) expect(loginPath(next), String(next).slice(0, 40)).toBe('/admin/login');
    }
  });
});
