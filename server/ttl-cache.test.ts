import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache.js';

const page = (body: string) => ({ status: 200, headers: [] as [string, string][], body });

describe('TtlCache', () => {
  it('serves a stored page until its time is up', () => {
    let t = 5000;
    const cache = new TtlCache({ ttlMs: 1000, maxEntries: 10, maxBytes: 1e6, now: () => t });
    cache.set('zh|/events', page('<html>'));
    expect(cache.get('zh|/events')?.body).toBe('<html>');
    expect(cache.get('en|/events')).toBeUndefined();
    t = 6000;
    expect(cache.get('zh|/events')?.body).toBe('<html>');
    t = 6001;
    expect(cache.get('zh|/events')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('evicts the least recently used beyond its bounds', () => {
    const cache = new TtlCache({ ttlMs: 1e9, maxEntries: 2, maxBytes: 1e6 });
    cache.set('a', page('a'));
    cache.set('b', page('b'));
    cache.get('a');
    cache.set('c', page('c'));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
  });

  it('bounds the bytes held and refuses a page larger than a quarter of them', () => {
    const cache = new TtlCache({ ttlMs: 1e9, maxEntries: 100, maxBytes: 100 });
    cache.set('big', page('x'.repeat(20)));
    expect(cache.get('big')).toBeUndefined();
    for (let i = 0; i < 10; i++) cache.set(`k${i}`, page('x'.repeat(10)));
    expect(cache.size).toBeLessThanOrEqual(5);
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it('counts a page by its bytes, not its characters (issue 17, finding 7)', () => {
    const cache = new TtlCache({ ttlMs: 1e9, maxEntries: 100, maxBytes: 1000 });
    for (let i = 0; i < 10; i++) cache.set(`zh${i}`, page('帆'.repeat(30)));
    // 30 characters: 60 bytes of UTF-16 text, 90 of UTF-8 and room for its compressed forms
    expect(cache.size).toBeLessThanOrEqual(5);
  });

  it("counts a page kept as its UTF-8 bytes by those bytes and their compressed forms' room, no text beside them", () => {
    const cache = new TtlCache<Buffer>({ ttlMs: 1e9, maxEntries: 100, maxBytes: 1000 });
    const bytes = Buffer.from('帆'.repeat(30));
    const kept = cache.set('zh', { status: 200, headers: [], body: bytes });
    expect(kept?.bytes).toBe(90 + 45);
    expect(cache.get('zh')?.body).toBe(bytes);
    // 7 of 135 bytes fit in 1000 (the same text kept as a string took 195 each: 5 fit)
    for (let i = 0; i < 10; i++) cache.set(`zh${i}`, { status: 200, headers: [], body: Buffer.from(bytes) });
    expect(cache.size).toBe(7);
  });

  it('does not keep an answer begun before a clear (issue 29: a content change during a render)', () => {
    const cache = new TtlCache({ ttlMs: 1e9, maxEntries: 100, maxBytes: 1e6 });
    const begun = cache.generation;
    cache.clear();
    cache.set('old', page('old'), begun);
    expect(cache.get('old')).toBeUndefined();
    cache.set('new', page('new'), cache.generation);
    expect(cache.get('new')?.body).toBe('new');
  });
});
