/**
 * The demo's entry lists (issue 31): every class of every running and coming event has one. A
 * published running or coming event the demo gave no classes gets two or three (entries, no races,
 * no results), but for the last coming one, kept without classes (the event page's "classes not
 * published yet" state).
 * A class with results is entered by the boats of its newest publication (so the entries and the
 * results agree, as the results import's check expects); a class without results (a coming
 * event's) gets a fleet of invented sailors (./results.ts makeFleet, ./people.ts) from a generator
 * of its own, so the rest of the demo stays as it was.
 */
import type { NewEntry } from '../schema.js';
import { entrySailKey } from '../../../shared/entries.js';
import type { SeedContext } from './context.js';
import { Rng } from './random.js';
import { makeFleet } from './results.js';

/** the seed of the entry lists' own generator */
const ENTRIES_SEED = 0xe17e5;

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** the classes a demo event without any is given: key, Chinese name, English name, crew */
const ENTRY_CLASSES = [
  ['ILCA7', 'ILCA 7 级', 'ILCA 7', false],
  ['470', '470 级', '470', true],
  ['OPT', 'OP 级', 'Optimist', false],
  ['49ER', '49er 级', '49er', true],
  ['IQF', 'iQFOiL 级', 'iQFOiL', false],
] as const;

/** two or three classes (no races, no results) for each published running or coming event that has none, but the last coming one */
function addClasses(ctx: SeedContext, rng: Rng): void {
  const withLevels = new Set(ctx.rows.levels.map((l) => l.eventCd));
  const bare = ctx.rows.events.filter(
    (e) => e.isPublish === 1 && (e.status === '1' || e.status === '2') && !withLevels.has(e.eventCd),
  );
  const lastComing = [...bare].filter((e) => e.status === '1').sort((a, b) => (a.beginDate < b.beginDate ? 1 : -1))[0];
  for (const e of bare) {
    if (e === lastComing) continue;
    const n = rng.int(2, 3);
    const start = rng.int(0, ENTRY_CLASSES.length - 1);
    for (let i = 0; i < n; i++) {
      const [key, name, nameEn] = ENTRY_CLASSES[(start + i) % ENTRY_CLASSES.length]!;
      ctx.rows.levels.push({
        levelCd: `${e.eventCd}-${key}`,
        eventCd: e.eventCd,
        levelName: name,
        levelNameCode: nameEn,
        logo: null,
        status: '1',
        roundTotal: rng.int(6, 12),
        sortOrder: i + 1,
      });
    }
  }
}

export function seedEntries(ctx: SeedContext): void {
  const rng = new Rng(ENTRIES_SEED);
  addClasses(ctx, rng);
  const createdAt = ctx.now.toISOString();
  const open = new Set(ctx.rows.events.filter((e) => e.status === '1' || e.status === '2').map((e) => e.eventCd));
  const crewOf = new Map<string, boolean>(ENTRY_CLASSES.map(([key, , , crew]) => [key, crew]));
  for (const level of ctx.rows.levels) {
    if (!open.has(level.eventCd)) continue;
    const newest = ctx.rows.scorePublications
      .filter((p) => p.levelCd === level.levelCd)
      .sort((a, b) => (a.publishTime < b.publishTime ? 1 : a.publishTime > b.publishTime ? -1 : 0))[0];
    const rows: Omit<NewEntry, 'sortOrder' | 'levelCd' | 'sailKey' | 'createdAt' | 'updatedAt'>[] = [];
    if (newest) {
      const json = JSON.parse(newest.scores) as { data?: Record<string, unknown>[]; groupingField?: string };
      const group = json.groupingField ?? '';
      for (const r of json.data ?? [])
        rows.push({
          sailNo: text(r.sailNo),
          nationality: text(r.nationality),
          helm: text(r.helm),
          crew: text(r.crew),
          club: text(r.club),
          groupName: group ? text(r[group]) : '',
        });
      // in sail number order, as an entry list is read
      rows.sort((a, b) => a.sailNo.localeCompare(b.sailNo, 'en', { numeric: true }));
    } else {
      const crew = crewOf.get(level.levelCd.split('-').pop() ?? '') ?? rng.next() < 0.5;
      const size = rng.int(8, 22);
      const divisions = rng.next() < 0.4 ? ['U17', 'Open'] : [''];
      const used = new Set<string>();
      for (const division of divisions)
        for (const c of makeFleet(rng, Math.ceil(size / divisions.length), {
          crew,
          boat: false,
          chnShare: 0.7,
          usedSailNos: used,
          ...(division ? { division } : {}),
        }))
          rows.push({
            sailNo: c.sailNo,
            nationality: c.nationality,
            helm: c.helm,
            crew: c.crew ?? '',
            club: c.club,
            groupName: c.division ?? '',
          });
    }
    const seen = new Set<string>();
    rows.forEach((r, i) => {
      const sailKey = entrySailKey(r.sailNo);
      if (!sailKey || seen.has(sailKey)) return;
      seen.add(sailKey);
      ctx.rows.entries.push({
        ...r,
        levelCd: level.levelCd,
        sailKey,
        sortOrder: (i + 1) * 10,
        createdAt,
        updatedAt: createdAt,
      });
    });
  }
}
