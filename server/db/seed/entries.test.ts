/**
 * Issue 31, the demo: every class of every running and coming event has an entry list; a coming
 * event's classes have entries and no results; a running event's entries are the boats of its
 * results (the results import's check finds nothing to say), each sail number once a class.
 */
import { describe, expect, it } from 'vitest';
import { entryFindings } from '../../../shared/entries.js';
import { buildDemo } from './index.js';

describe('the demo entry lists', () => {
  const { rows } = buildDemo(new Date('2026-11-26T04:00:00Z'));
  const open = rows.events.filter((e) => e.isPublish === 1 && (e.status === '1' || e.status === '2'));

  it('has entries for every class of every running and coming event', () => {
    expect(open.some((e) => e.status === '1')).toBe(true);
    expect(open.some((e) => e.status === '2')).toBe(true);
    // every such event has classes but one coming event (the event page's "not published yet" state)
    const bare = open.filter((e) => !rows.levels.some((l) => l.eventCd === e.eventCd));
    expect(bare.map((e) => e.status)).toEqual(['1']);
    for (const e of open)
      for (const l of rows.levels.filter((x) => x.eventCd === e.eventCd)) {
        const list = rows.entries.filter((x) => x.levelCd === l.levelCd);
        expect(list.length, `${e.eventCd} ${l.levelCd}`).toBeGreaterThan(0);
        expect(new Set(list.map((x) => x.sailKey)).size).toBe(list.length);
        if (e.status === '1') expect(rows.scorePublications.filter((p) => p.levelCd === l.levelCd)).toEqual([]);
      }
  });

  it('agrees with the results of running events', () => {
    for (const e of open.filter((x) => x.status === '2'))
      for (const l of rows.levels.filter((x) => x.eventCd === e.eventCd)) {
        const pubs = rows.scorePublications.filter((p) => p.levelCd === l.levelCd);
        if (pubs.length === 0) continue;
        const newest = [...pubs].sort((a, b) => (a.publishTime < b.publishTime ? 1 : -1))[0]!;
        const entries = rows.entries.filter((x) => x.levelCd === l.levelCd);
        expect(entryFindings(entries, [JSON.parse(newest.scores)]), l.levelCd).toEqual([]);
      }
  });
});
