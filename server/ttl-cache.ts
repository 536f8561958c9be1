/**
 * A bounded, short-lived (TTL) cache of finished answers: the rendered pages (server/pages.ts)
 * and the answers of the API's read calls (server/api/http.ts cachedOk) each have one. Public
 * content is the same for every visitor of a language, so an answer is kept in process, keyed
 * by language, path and query (or call and body), for `ttlMs` and within a bounded size, least
 * recently used first out (lru-cache: docs/decisions/0019-lru-cache.md). `clear()` drops
 * everything (call it when content changes).
 */
import { LRUCache } from 'lru-cache';

/**
 * A kept answer. `Body`: an API answer's JSON text (a string), or a page's UTF-8 bytes as sent
 * (a Buffer: the page cache keeps what React wrote, never decoded; decision 0044).
 */
export interface CachedResponse<Body extends string | Buffer = string> {
  status: number;
  headers: [string, string][];
  body: Body;
  /** the body compressed, per encoding, made on the first request that needs it */
  encoded?: Partial<Record<'br' | 'gzip', Buffer>>;
  /** the compressed bodies being made (server/pages.ts encodedBody): requests meanwhile wait for these */
  compressing?: Partial<Record<'br' | 'gzip', Promise<Buffer>>>;
  bytes: number;
  /** when it was kept (Date.now()): a stale copy is served only while younger than the TTL (server/pages.ts) */
  storedAt: number;
}

export class TtlCache<Body extends string | Buffer = string> {
  private readonly entries: LRUCache<string, CachedResponse<Body>>;
  /**
   * how many times it was cleared: an answer begun before a clear (a content change) is not
   * kept (`set`'s `generation`), and single-flight keys carry it (server/single-flight.ts)
   */
  generation = 0;

  constructor(opts: { ttlMs: number; maxEntries: number; maxBytes: number; now?: () => number }) {
    this.entries = new LRUCache<string, CachedResponse<Body>>({
      max: opts.maxEntries,
      maxSize: opts.maxBytes,
      // one answer may not crowd out the rest
      maxEntrySize: Math.max(1, Math.floor(opts.maxBytes / 4)),
      sizeCalculation: (entry) => entry.bytes,
      ttl: opts.ttlMs,
      // the clock read on every get (no timer per read)
      ttlResolution: 0,
      ...(opts.now ? { perf: { now: opts.now } } : {}),
    });
  }

  get(key: string): CachedResponse<Body> | undefined {
    return this.entries.get(key);
  }

  /**
   * keeps `answer`; not when `generation` is given and the cache was cleared since (the answer may
   * be stale). Answers the entry kept (what later hits get: its compressed bodies are theirs too).
   */
  set(
    key: string,
    answer: Omit<CachedResponse<Body>, 'bytes' | 'storedAt'>,
    generation?: number,
  ): CachedResponse<Body> | undefined {
    if (generation !== undefined && generation !== this.generation) return undefined;
    // the body's UTF-8 bytes and room for the compressed variants, plus, for a text, the text
    // itself (UTF-16 in memory): Chinese text takes 3 bytes a character in UTF-8, not 1
    const body = answer.body;
    const utf8 = typeof body === 'string' ? Buffer.byteLength(body) : body.length;
    const bytes = (typeof body === 'string' ? body.length * 2 : 0) + utf8 + Math.ceil(utf8 / 2);
    const entry = { ...answer, bytes, storedAt: Date.now() };
    this.entries.set(key, entry);
    return entry;
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
