import { describe, expect, it } from 'vitest';
import { isTimeZone, siteDateTime, siteInstant, timeZoneLabel } from './site-time.js';

describe('site time', () => {
  it('says an instant on the site clock (Asia/Shanghai by default, UTC+8)', () => {
    const at = Date.UTC(2026, 10, 24, 16, 30, 5);
    expect(siteDateTime(at)).toBe('2026-11-25 00:30:05');
    expect(siteDateTime(at, 'UTC')).toBe('2026-11-24 16:30:05');
    expect(siteDateTime(new Date(at), 'Europe/London')).toBe('2026-11-24 16:30:05');
  });

  it('finds the instant a local time names, across summer time', () => {
    expect(siteInstant('2026-11-25 00:30:05')).toBe(Date.UTC(2026, 10, 24, 16, 30, 5));
    expect(siteInstant('2026-07-01 12:00:00', 'Europe/London')).toBe(Date.UTC(2026, 6, 1, 11, 0, 0));
    expect(siteInstant('2026-01-01 12:00:00', 'Europe/London')).toBe(Date.UTC(2026, 0, 1, 12, 0, 0));
    for (const local of ['2026-03-08 12:00:00', '2026-02-28 23:59:59']) {
      expect(siteDateTime(siteInstant(local, 'America/New_York'), 'America/New_York')).toBe(local);
    }
    expect(siteInstant('2026-11-25T00:30')).toBeNaN();
  });

  it('knows a zone from a misspelt one', () => {
    expect(isTimeZone('Asia/Shanghai')).toBe(true);
    expect(isTimeZone('Asia/Shanghia')).toBe(false);
  });
});

describe('timeZoneLabel', () => {
  it('names the zone and its offset at the time', () => {
    expect(timeZoneLabel('Asia/Shanghai')).toBe('Asia/Shanghai, GMT+8');
    expect(timeZoneLabel('UTC')).toBe('UTC, GMT+0');
    expect(timeZoneLabel('Europe/London', new Date('2026-07-01T12:00:00Z'))).toBe('Europe/London, GMT+1');
    expect(timeZoneLabel('Asia/Kolkata')).toBe('Asia/Kolkata, GMT+5:30');
  });
});
