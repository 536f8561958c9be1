/**
 * Single flight (issue 29 item 1): while an answer for a key is being made, other callers for the
 * same key wait for that one and get the same answer (or the same error), instead of making it
 * again. Nothing is kept once it is made: a cache keeps answers (server/ttl-cache.ts), this only
 * joins the callers of one making. Used by the page cache (server/pages.ts), the API answer cache
 * (server/api/http.ts cachedOk) and the /uploads checks (server/media-access.ts).
 *
 * A content change must never hand a caller an answer begun before it: put the content's
 * generation into the key (TtlCache.generation), so a caller after the change starts anew.
 * Callers that carry a staff session or an Authorization header bypass the caches and must not
 * come here.
 */
export class SingleFlight<V> {
  private readonly flights = new Map<string, Promise<V>>();
  /** callers that joined a making under way (for tests and benchmarks) */
  joined = 0;

  /** `make()`'s answer for `key`, or the answer of the making of `key` under way */
  run(key: string, make: () => Promise<V>): Promise<V> {
    const under = this.flights.get(key);
    if (under) {
      this.joined++;
      return under;
    }
    // (made on the next microtask: a making that throws at once is still this flight's error)
    const flight: Promise<V> = Promise.resolve()
      .then(make)
      .finally(() => {
        // (only this making's own entry: never one begun after it)
        if (this.flights.get(key) === flight) this.flights.delete(key);
      });
    this.flights.set(key, flight);
    return flight;
  }

  /** makings under way */
  get size(): number {
    return this.flights.size;
  }
}
