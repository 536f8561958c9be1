import { describe, expect, it } from 'vitest';
import { consoleTime } from './format';

describe('consoleTime', () => {
  it('shows an ISO time on the site clock: Asia/Shanghai by default, the configured zone when given', () => {
    expect(consoleTime('2026-11-24T15:42:10.123Z')).toBe('2026-11-24 23:42');
    expect(consoleTime('2026-11-24T15:42:10.123Z', 'Asia/Shanghai')).toBe('2026-11-24 23:42');
    expect(consoleTime('2026-11-24T15:42:10.123Z', 'Europe/London')).toBe('2026-11-24 15:42');
    expect(consoleTime('2026-07-01T12:00:00.000Z', 'Europe/London')).toBe('2026-07-01 13:00');
  });

  it('leaves what is not a time as it is', () => {
    expect(consoleTime('not a time')).toBe('not a time');
  });
});
