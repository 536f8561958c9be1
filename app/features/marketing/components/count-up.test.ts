import { describe, expect, it } from 'vitest';
import { countAt, groupDigits } from './count-up';

describe('groupDigits', () => {
  it('groups thousands with commas, the same everywhere', () => {
    expect(groupDigits(860000)).toBe('860,000');
    expect(groupDigits(520)).toBe('520');
    expect(groupDigits(1500)).toBe('1,500');
    expect(groupDigits(5257)).toBe('5,257');
    expect(groupDigits(0)).toBe('0');
  });
});

describe('countAt', () => {
  it('starts at 0, rises monotonically and lands exactly on the value at the duration', () => {
    expect(countAt(520, 0, 4000)).toBe(0);
    let last = 0;
    for (let t = 0; t <= 4000; t += 250) {
      const v = countAt(520, t, 4000);
      expect(v).toBeGreaterThanOrEqual(last);
      last = v;
    }
    expect(countAt(520, 4000, 4000)).toBe(520);
    expect(countAt(520, 9000, 4000)).toBe(520);
  });
  it('eases out: past half the value at a quarter of the time', () => {
    expect(countAt(1000, 1000, 4000)).toBeGreaterThan(500);
  });
});
