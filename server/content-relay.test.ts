/**
 * The content relay on PostgreSQL (runs when DATABASE_URL is postgres://): a change made in one
 * process clears the caches of another within a second, a process does not hear itself, and a
 * change heard is not told back (no echo).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentChanges } from './content-changes.js';
import { announceContentChange, startContentRelay, type ContentRelay } from './content-relay.js';
import { isPostgresUrl, openDb } from './db/client.js';

const url = process.env.DATABASE_URL ?? '';
const quiet = { warn: () => undefined, info: () => undefined };

describe.skipIf(!isPostgresUrl(url))('content relay (PostgreSQL LISTEN/NOTIFY)', () => {
  const a = new ContentChanges();
  const b = new ContentChanges();
  let relayA: ContentRelay;
  let relayB: ContentRelay;
  beforeAll(async () => {
    relayA = await startContentRelay(a, url, quiet);
    relayB = await startContentRelay(b, url, quiet);
  });
  afterAll(async () => {
    await relayA.close();
    await relayB.close();
  });

  it('clears the other process within a second, once, and not the process itself twice', async () => {
    let heardA = 0;
    let heardB = 0;
    const offA = a.on(() => heardA++);
    const offB = b.on(() => heardB++);
    const started = Date.now();
    a.changed();
    await expect.poll(() => heardB, { timeout: 1000, interval: 10 }).toBe(1);
    expect(Date.now() - started).toBeLessThan(1000);
    // no echo: A heard its own change once (locally), B's relaying did not notify A back
    await new Promise((r) => setTimeout(r, 200));
    expect(heardA).toBe(1);
    expect(heardB).toBe(1);
    offA();
    offB();
  });

  it('hears a change announced from outside the servers (the results:import command)', async () => {
    let heardA = 0;
    let heardB = 0;
    const offA = a.on(() => heardA++);
    const offB = b.on(() => heardB++);
    const handle = await openDb(url);
    try {
      await announceContentChange(handle);
    } finally {
      await handle.close();
    }
    await expect.poll(() => [heardA, heardB], { timeout: 1000, interval: 10 }).toEqual([1, 1]);
    offA();
    offB();
  });
});

describe('content relay without PostgreSQL', () => {
  it('is not started on SQLite (the one process clears its own caches)', () => {
    expect(isPostgresUrl('sqlite:data/x.db')).toBe(false);
  });
});
