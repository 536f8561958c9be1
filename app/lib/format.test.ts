import { describe, expect, it } from 'vitest';
import { formatDate, formatDateRange, formatDateTime } from './format';

describe('format', () => {
  it('dates', () => {
    expect(formatDate('2026-11-19 09:30:00')).toBe('2026-11-19');
    expect(formatDate('2026-11-19')).toBe('2026-11-19');
    expect(formatDate(null)).toBe('');
    expect(formatDate('soon')).toBe('');
  });
  it('date-times', () => {
    expect(formatDateTime('2026-11-19 09:30:05')).toBe('2026-11-19 09:30:05');
    expect(formatDateTime('2026-11-19T09:30')).toBe('2026-11-19 09:30:00');
    expect(formatDateTime('2026-11-19')).toBe('2026-11-19');
  });
  it('ranges', () => {
    expect(formatDateRange('2026-11-19', '2026-11-25')).toBe('2026-11-19 ~ 2026-11-25');
    expect(formatDateRange('2026-11-19', null)).toBe('2026-11-19');
    expect(formatDateRange(undefined, undefined)).toBe('');
  });
});
