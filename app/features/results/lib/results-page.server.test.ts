/**
 * Decision 0040: a level's publications are read once per publication and shared by every page of
 * the level (the level page in each language and query, and each boat page), with the view a new
 * read would give; anything a view depends on that changes gives a new one.
 */
import { describe, expect, it } from 'vitest';
import { resultsView } from '../../../../shared/score-publication';
import type { ScorePublication } from '../../../../shared/api';
import { rankProgression, raceResults } from '../../../../shared/results-analysis';
import { scoreHeader } from '../../../../server/db/factories';
import { competitorOf } from './competitor.server';
import { readPublications, resultsPage } from './results-page.server';

const publication = (title: string, net: string) =>
  JSON.stringify({
    theTitle: title,
    scoringSystem: 'Low Point',
    discardRule: 0,
    header: scoreHeader({ rank: 'Rank', sailNo: 'Sail No', helm: 'Helm', R1: 'R1', R2: 'R2', net: 'Net' }),
    data: [
      { rank: '1', sailNo: 'CHN 1', helm: '王一', R1: '1', R2: '2', net },
      { rank: '2', sailNo: 'CHN 2', helm: 'Li Er', R1: '2', R2: '1', net: '3' },
    ],
  });

const pub = (id: number, time: string, title: string, net = '3', status?: ScorePublication['status']) => ({
  id,
  levelCd: 'L1',
  scores: publication(title, net),
  publishTime: time,
  ...(status !== undefined ? { status } : {}),
});

/** the same publications as the API sends them again: new objects and strings, the same text (a new JSON.parse) */
const again = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

describe('readPublications (decision 0040)', () => {
  const first = [pub(1, '2026-05-12 10:00:00', 'Race day 1'), pub(2, '2026-05-12 18:00:00', 'Race day 1 after R2')];

  it('reads each list as resultsView does, and the same publications sent again give the same views', () => {
    const read = readPublications(first);
    expect(read).toEqual(resultsView(again(first)));
    expect(readPublications(again(first))).toBe(read);
    expect(readPublications([...again(first)].reverse())).toBe(read);
  });

  it('a new publication reads only itself: the older ones keep their views; the newest kind follows its place', () => {
    const before = readPublications(first);
    const next = [...again(first), pub(3, '2026-05-13 18:00:00', 'Race day 2')];
    const after = readPublications(next);
    expect(after).toEqual(resultsView(again(next)));
    expect(after[0]!.id).toBe('3');
    expect(after[0]!.kind).toBe('latest');
    // (the one that was newest is an older one now: its view is made anew, as provisional)
    expect(after[1]!.kind).toBe('provisional');
    expect(before[0]!.kind).toBe('latest');
    expect(after[2]).toBe(before[1]);
  });

  it('a changed text, time or status under the same id is read anew', () => {
    const base = readPublications([pub(7, '2026-05-14 10:00:00', 'Day 3')])[0]!;
    const changed = readPublications([pub(7, '2026-05-14 10:00:00', 'Day 3', '4')])[0]!;
    expect(changed).not.toBe(base);
    expect(changed.groups[0]!.rows[0]!.cells).toContain('4');
    expect(readPublications([pub(7, '2026-05-14 11:00:00', 'Day 3')])[0]!.time).not.toEqual(base.time);
    expect(readPublications([pub(7, '2026-05-14 10:00:00', 'Day 3', '3', 'final')])[0]!.kind).toBe('final');
    expect(readPublications([pub(7, '2026-05-14 10:00:00', 'Day 3')])[0]).toBe(base);
  });

  it('the level page and its boat pages share the reading and what is derived from it', () => {
    const page = resultsPage({
      scores: again(first),
      query: { pub: null, group: null, nat: null, club: null, race: 'R1' },
      lang: 'en',
    });
    expect(page.race?.rows.map((r) => r.place)).toEqual([1, 2]);
    const view = readPublications(again(first))[0]!;
    expect(raceResults(view, 'R1')).toBe(raceResults(view, 'R1'));
    expect(rankProgression(view, view.groups[0]!)).toBe(rankProgression(view, view.groups[0]!));
    const boat = competitorOf({ scores: again(first), sailNo: 'CHN1', pub: null, lang: 'en' });
    expect(boat.status).toBe('found');
    if (boat.status === 'found') {
      expect(boat.competitor.races.map((r) => [r.place, r.rankAfter])).toEqual([
        [1, 1],
        // (tied on 3 after R2: the other boat won the last race, A8.2)
        [2, 2],
      ]);
      expect(boat.competitor.helm).toEqual({ type: 'name', text: '王一', roman: 'WANG Yi' });
    }
  });
});
