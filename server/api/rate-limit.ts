/**
 * A fixed-window counter per client address, in process memory. With several processes
 * behind a load balancer each keeps its own count (the limit is then per process); a shared
 * store (e.g. the database or Redis) would be the next step.
 */
export class RateLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();
  private lastSweep = 0;

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
    /** most addresses remembered at once, so a flood of addresses cannot grow memory without bound */
    private readonly maxKeys = 100_000,
  ) {}

  /** counts one hit; false when the address is over its limit (a limit of 0 allows everything) */
  take(key: string): boolean {
    if (this.limit <= 0) return true;
    const now = this.now();
    this.sweep(now);
    const entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) {
      if (this.hits.size >= this.maxKeys) this.hits.delete(this.hits.keys().next().value as string);
      this.hits.set(key, { count: 1, resetAt: now + this.windowMs });
      return true;
    }
    if (entry.count >= this.limit) return false;
    entry.count += 1;
    return true;
  }

  private sweep(now: number) {
    if (now - this.lastSweep < this.windowMs) return;
    this.lastSweep = now;
    for (const [key, entry] of this.hits) if (entry.resetAt <= now) this.hits.delete(key);
  }
}
