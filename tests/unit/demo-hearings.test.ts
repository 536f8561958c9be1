/**
 * The demo's hearings match its results (issue 30): every DSQ, DPI, RDG and DNE race score of the
 * flagship's newest publications links to a decided, published hearing, the hearings are numbered
 * 1..n per event, each text has its English, and each racing day has its protest time limit.
 */
import { describe, expect, it } from 'vitest';
import { hearingIndex, type Hearing } from '../../shared/hearings.js';
import { publicationWithHearings } from '../../app/features/results/lib/hearing-links.js';
import { resultsView } from '../../shared/score-publication.js';
import { buildDemo, FLAGSHIP_EVENT_CD } from '../../server/db/seed/index.js';

describe('demo hearings', () => {
  const ctx = buildDemo(new Date('2026-11-27T02:00:00Z'));
  const { hearings, hearingTimeLimits, levels, races, scorePublications } = ctx.rows;
  const asPublic = (r: (typeof hearings)[number]): Hearing => ({
    number: r.number,
    kind: r.kind as Hearing['kind'],
    protestor: r.protestor,
    protestees: r.protestees ? r.protestees.split('\n') : [],
    levelCd: r.levelCd ?? null,
    levelName: null,
    levelNameCode: null,
    races: r.races ? r.races.split('\n') : [],
    rules: r.rules ?? null,
    hearingTime: r.hearingTime ?? null,
    room: r.room ?? null,
    roomEn: r.roomEn ?? null,
    status: r.status as Hearing['status'],
    decision: r.decision ?? null,
    decisionEn: r.decisionEn ?? null,
    decisionFile: r.decisionFile ?? null,
    updatedAt: r.updatedAt,
  });
  const flagship = hearings.filter((h) => h.eventCd === FLAGSHIP_EVENT_CD && h.isPublish === 1).map(asPublic);

  it('gives every DSQ, DPI, RDG and DNE score of the flagship’s newest results its decided hearing', () => {
    let linked = 0;
    for (const level of levels.filter((l) => l.eventCd === FLAGSHIP_EVENT_CD)) {
      const pubs = scorePublications.filter((p) => p.levelCd === level.levelCd).reverse();
      const newest = resultsView(
        pubs.map((p, i) => ({ id: i, levelCd: level.levelCd, scores: p.scores, publishTime: p.publishTime })),
      )[0]!;
      const shown = publicationWithHearings(
        newest,
        { eventCd: FLAGSHIP_EVENT_CD, timeZone: 'Asia/Shanghai', hearings: flagship, timeLimits: [] },
        level.levelCd,
      );
      const raceCols = shown.columns.map((c, i) => ({ c, i })).filter(({ c }) => c.kind === 'race');
      for (const g of shown.groups)
        for (const row of g.rows)
          for (const { i } of raceCols) {
            const cell = row.cells[i];
            if (typeof cell !== 'object' || cell.type !== 'score' || !cell.code) continue;
            if (!['DSQ', 'DPI', 'RDG', 'DNE'].includes(cell.code)) {
              expect(cell.hearing).toBeUndefined();
              continue;
            }
            expect(cell.hearing, `${level.levelCd} ${cell.text}`).toEqual(expect.any(Number));
            linked++;
          }
    }
    // the plan has DSQs in 49er R4 and iQFoil R5, RDGs in 470 R6, ILCA 7 R6 and the Optimist girls' R6
    expect(linked).toBeGreaterThanOrEqual(5);
    const index = hearingIndex(flagship, 'SFNG26-470X');
    const redress = flagship.find((h) => h.kind === 'redress' && h.levelCd === 'SFNG26-470X' && h.races.includes('R6'));
    expect(redress?.number).toBe(5); // the results' note names hearing #5
    expect(index.find('R6', redress!.protestor, 'RDG')?.number).toBe(5);
  });

  it('numbers each event’s hearings 1..n, bilingual decisions, a time limit for each racing day', () => {
    const byEvent = new Map<string, number[]>();
    for (const h of hearings) byEvent.set(h.eventCd, [...(byEvent.get(h.eventCd) ?? []), h.number]);
    expect(byEvent.size).toBeGreaterThan(1);
    for (const numbers of byEvent.values()) expect(numbers).toEqual(numbers.map((_, i) => i + 1));
    for (const h of hearings.filter((x) => x.decision)) expect(h.decisionEn, h.decision!).toBeTruthy();
    expect(new Set(flagship.map((h) => h.status))).toEqual(new Set(['decided', 'withdrawn', 'heard', 'scheduled']));
    const days = [
      ...new Set(
        races
          .filter((r) => levels.some((l) => l.eventCd === FLAGSHIP_EVENT_CD && l.levelCd === r.levelCd) && r.startTime)
          .map((r) => r.startTime!.slice(0, 10)),
      ),
    ].sort();
    expect(hearingTimeLimits.filter((l) => l.eventCd === FLAGSHIP_EVENT_CD).map((l) => l.day)).toEqual(days);
  });
});
