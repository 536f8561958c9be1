import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limit.js';

describe('RateLimiter', () => {
  it('allows `limit` hits per window per key, then refuses until the window ends', () => {
    let t = 0;
    const rl = new RateLimiter(2, 1000, () => t);
    expect(rl.take('a')).toBe(true);
    expect(rl.take('a')).toBe(true);
    expect(rl.take('a')).toBe(false);
    expect(rl.take('b')).toBe(true);
    t = 1000;
    expect(rl.take('a')).toBe(true);
  });

  it('a limit of 0 turns it off', () => {
    const rl = new RateLimiter(0, 1000);
    for (let i = 0; i < 100; i++) expect(rl.take('a')).toBe(true);
  });

  it('remembers at most maxKeys addresses', () => {
    const rl = new RateLimiter(1, 1000, () => 0, 3);
    for (const k of ['a', 'b', 'c', 'd']) expect(rl.take(k)).toBe(true);
    // 'a' was evicted to make room, so it is counted afresh
    expect(rl.take('a')).toBe(true);
    expect(rl.take('d')).toBe(false);
  });
});
