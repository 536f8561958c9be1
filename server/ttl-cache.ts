/**
 * A bounded, short-lived (TTL) cache of finished answers: the rendered pages (server/pages.ts)
 * and the answers of the API's read calls (server/api/http.ts cachedOk) each have one. Public
 * content is the same for every visitor of a language, so an answer is kept in process, keyed
 * by language, path and query (or call and body), for `ttlMs` and within a bounded size, least
 * recently used first out. `clear()` drops everything (call it when content changes).
 */
export interface CachedResponse {
  status: number;
  headers: [string, string][];
  body: string;
  /** the body as bytes, per encoding (identity = uncompressed), made on the first request that needs it */
  encoded?: Partial<Record<'br' | 'gzip' | 'identity', Buffer>>;
  bytes: number;
  storedAt: number;
}

export class TtlCache {
  private readonly entries = new Map<string, CachedResponse>();
  private bytes = 0;
  hits = 0;
  misses = 0;
  /**
   * how many times it was cleared: an answer begun before a clear (a content change) is not
   * kept (`set`'s `generation`), and single-flight keys carry it (server/single-flight.ts)
   */
  generation = 0;

  constructor(private readonly opts: { ttlMs: number; maxEntries: number; maxBytes: number; now?: () => number }) {}

  private now() {
    return this.opts.now ? this.opts.now() : Date.now();
  }

  get(key: string): CachedResponse | undefined {
    const entry = this.entries.get(key);
    if (!entry) {
      this.misses++;
      return undefined;
    }
    if (this.now() - entry.storedAt > this.opts.ttlMs) {
      this.delete(key);
      this.misses++;
      return undefined;
    }
    // least recently used goes first: re-insert on every hit
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.hits++;
    return entry;
  }

  /** keeps `answer`; not when `generation` is given and the cache was cleared since (the answer may be stale) */
  set(key: string, answer: Omit<CachedResponse, 'storedAt' | 'bytes'>, generation?: number): void {
    if (generation !== undefined && generation !== this.generation) return;
    // the text (UTF-16 in memory), its UTF-8 bytes (sent as they are) and room for the
    // compressed variants: Chinese text takes 3 bytes a character in UTF-8, not 1
    const utf8 = Buffer.byteLength(answer.body);
    const bytes = answer.body.length * 2 + utf8 + Math.ceil(utf8 / 2);
    if (bytes > this.opts.maxBytes / 4) return; // one answer may not crowd out the rest
    this.delete(key);
    this.entries.set(key, { ...answer, bytes, storedAt: this.now() });
    this.bytes += bytes;
    while (this.entries.size > this.opts.maxEntries || this.bytes > this.opts.maxBytes) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.delete(oldest);
    }
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
    this.bytes = 0;
  }

  get size(): number {
    return this.entries.size;
  }

  private delete(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.bytes;
    this.entries.delete(key);
  }
}
