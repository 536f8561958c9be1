/**
 * The content relay on PostgreSQL (runs when DATABASE_URL is postgres://): a change made in one
 * process clears the caches of another within a second, a process does not hear itself, and a
 * change heard is not told back (no echo).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentChanges } from './content-changes.js';
import {
  announceContentChange,
  contentPayload,
  readContentPayload,
  startContentRelay,
  type ContentRelay,
} from './content-relay.js';
import type { ChangeScope } from './content-changes.js';
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

  it("passes a change's scope on: one event's publication is that event's change in the other process too", async () => {
    const heardB: (ChangeScope | undefined)[] = [];
    const offB = b.on((scope) => heardB.push(scope));
    a.changed({ eventCd: 'SF-NG-2026-SAIL' });
    await expect.poll(() => heardB.length, { timeout: 1000, interval: 10 }).toBe(1);
    a.changed();
    await expect.poll(() => heardB.length, { timeout: 1000, interval: 10 }).toBe(2);
    expect(heardB).toEqual([{ eventCd: 'SF-NG-2026-SAIL' }, undefined]);
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

  it("hears an outside change's scope (the import published one event's results)", async () => {
    const heard: (ChangeScope | undefined)[] = [];
    const offA = a.on((scope) => heard.push(scope));
    const offB = b.on((scope) => heard.push(scope));
    const handle = await openDb(url);
    try {
      await announceContentChange(handle, { eventCd: 'SF-1' });
    } finally {
      await handle.close();
    }
    await expect.poll(() => heard, { timeout: 1000, interval: 10 }).toEqual([{ eventCd: 'SF-1' }, { eventCd: 'SF-1' }]);
    offA();
    offB();
  });
});

describe('content relay payloads', () => {
  it('carry who made the change and the one event it touched, when known', () => {
    expect(contentPayload('abc')).toBe('abc');
    expect(contentPayload('abc', { eventCd: 'SF-NG-2026-SAIL' })).toBe('abc SF-NG-2026-SAIL');
    expect(readContentPayload('abc SF-NG-2026-SAIL')).toEqual({ from: 'abc', scope: { eventCd: 'SF-NG-2026-SAIL' } });
    expect(readContentPayload('abc')).toEqual({ from: 'abc' });
    // (an older server's payload, and the import's before it said which event)
    expect(readContentPayload('outside')).toEqual({ from: 'outside' });
  });

  it('read anything else after the id as a change to anything (never a scope it did not name)', () => {
    // a scope that is not an event code is not sent as one: the change is to anything
    expect(contentPayload('abc', { eventCd: 'a b' })).toBe('abc');
    expect(contentPayload('abc', { eventCd: 'x'.repeat(65) })).toBe('abc');
    for (const hostile of [
      'abc ',
      'abc a b',
      'abc <x>',
      `abc ${'x'.repeat(8000)}`,
      'abc {"eventCd":"SF-1"}',
      'abc SF-1\n',
    ]) {
      expect(readContentPayload(hostile), hostile.slice(0, 30)).toEqual({ from: 'abc' });
    }
    expect(readContentPayload('')).toEqual({ from: '' });
    expect(readContentPayload(' SF-1')).toEqual({ from: '', scope: { eventCd: 'SF-1' } });
  });
});

describe('content relay without PostgreSQL', () => {
  it('is not started on SQLite (the one process clears its own caches)', () => {
    expect(isPostgresUrl('sqlite:data/x.db')).toBe(false);
  });
});
