import { describe, expect, it } from 'vitest';
import { buildDemo } from '../server/db/seed/index.js';
import type { ScorePublication } from './contract.js';
import {
  boatMatches,
  boats,
  filterBoats,
  filterOptions,
  findBoat,
  publicationCsv,
  raceResults,
  rankChanges,
  rankNumber,
  rankProgression,
  sailKey,
  sailorQuery,
  tieNotes,
} from './results-analysis.js';
import type { ResultPublication } from './results-view.js';
import { resultsView } from './score-publication.js';
import { expectEach } from '../tests/helpers/expect-each.js';

// ---------------------------------------------------------------- publications

const ctx = buildDemo(new Date('2026-05-14T04:00:00Z'));
/** every demo level's publications, newest first */
const demo = new Map<string, ResultPublication[]>();
{
  const byLevel = new Map<string, ScorePublication[]>();
  ctx.rows.scorePublications.forEach((s, i) =>
    byLevel.set(s.levelCd, [
      ...(byLevel.get(s.levelCd) ?? []),
      { id: i + 1, levelCd: s.levelCd, scores: s.scores, publishTime: s.publishTime },
    ]),
  );
  for (const [levelCd, list] of byLevel) demo.set(levelCd, resultsView(list));
}
const level = (cd: string): ResultPublication[] => {
  const list = demo.get(cd);
  if (!list) throw new Error(`no demo level ${cd}`);
  return list;
};
const ilca7 = level('SFNG26-ILCA7')[0]!;
const opt = level('SFNG26-OPT')[0]!;
const mixed470 = level('SFNG26-470X')[0]!;
const allDemo = [...demo.values()].flat();

const header = (...keys: string[]) =>
  keys.map((k) => ({ columnKey: k, columnName: k === 'sailNo' ? 'Sail No' : k.toUpperCase() }));

/** a publication from rows in the published shape */
function publication(
  data: Record<string, string>[],
  o: {
    keys?: string[];
    discardRule?: number;
    grouping?: [string, string];
    id?: number;
    time?: string;
    title?: string;
  } = {},
): ResultPublication {
  const keys = o.keys ?? Object.keys(data[0] ?? {});
  const json: Record<string, unknown> = {
    theTitle: o.title ?? 'Test Provisional Results',
    scoringSystem: 'Low Point',
    discardRule: o.discardRule ?? 3,
    groupScoreFlag: o.grouping !== undefined,
    header: header(...keys),
    data,
    rules: [],
  };
  if (o.grouping) [json.groupingField, json.groupingFieldName] = o.grouping;
  return resultsView([
    { id: o.id ?? 1, levelCd: 'L1', scores: JSON.stringify(json), publishTime: o.time ?? '2026-05-14 12:00:00' },
  ])[0]!;
}

const row = (
  rank: string,
  sailNo: string,
  helm: string,
  races: string[],
  net: string,
  more: Record<string, string> = {},
) => ({
  rank,
  nationality: sailNo.slice(0, 3),
  sailNo,
  helm,
  ...more,
  ...Object.fromEntries(races.map((r, i) => [`r${i + 1}`, r])),
  net,
});

/** the fastest of a few runs of a call, in milliseconds (the machine may be busy with other work) */
function fastest(run: () => unknown): number {
  run();
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < 15; i++) {
    const t = performance.now();
    run();
    best = Math.min(best, performance.now() - t);
  }
  return best;
}

// ---------------------------------------------------------------- boats

describe('sailKey and rankNumber', () => {
  it('upper-cases and drops spaces, dashes and dots', () => {
    expectEach(sailKey, { 'chn 1234': 'CHN1234', ' GBR-12.3 ': 'GBR123', 'HKG–88': 'HKG88', '': '' });
  });

  it('reads published ranks', () => {
    expectEach(rankNumber, { '1': 1, '1st': 1, '=3': 3, '3T': 3, '': null, DNC: null });
  });
});

describe('boats', () => {
  it('lists every boat of the flagship ILCA 7 with its cells read', () => {
    const all = boats(ilca7);
    expect(all).toHaveLength(28);
    const first = all[0]!;
    expect(first).toMatchObject({ groupIndex: 0, rowIndex: 0, group: null, rank: 1, crew: '', boat: '' });
    expect(first.key).toBe(sailKey(first.sailNo));
    expect(first.nation).toMatch(/^[A-Z]{3}$/);
    expect(first.races.map((r) => r.key)).toEqual(['r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'r7']);
    expect(first.races.map((r) => r.name)).toEqual(['R1', 'R2', 'R3', 'R4', 'R5', 'R6', 'R7']);
    // Total is the sum of the race points, Net that less the discards
    for (const b of all) {
      const sum = b.races.reduce((s, r) => s + (r.points ?? 0), 0);
      const kept = b.races.reduce((s, r) => s + (r.discarded ? 0 : (r.points ?? 0)), 0);
      expect(b.total).toBeCloseTo(sum, 5);
      expect(b.net).toBeCloseTo(kept, 5);
    }
    // the ranks as published, 1…28
    expect(all.map((b) => b.rank)).toEqual(Array.from({ length: 28 }, (_, i) => i + 1));
  });

  it('reads codes and discards of race cells', () => {
    const withCode = allDemo
      .flatMap(boats)
      .flatMap((b) => b.races)
      .find((r) => r.text.startsWith('(') && r.code !== null);
    expect(withCode).toBeDefined();
    expect(withCode!.discarded).toBe(true);
    expect(withCode!.points).toBeGreaterThan(0);
  });

  it('lists grouped publications group by group, with crew where there is one', () => {
    const all = boats(opt);
    expect(all.map((b) => b.group)).toEqual([...Array<string>(16).fill('Boys'), ...Array<string>(14).fill('Girls')]);
    expect(all[16]).toMatchObject({ groupIndex: 1, rowIndex: 0, rank: 1 });
    expect(boats(mixed470).every((b) => b.crew !== '')).toBe(true);
  });

  it('is the same array for the same publication (cached)', () => {
    expect(boats(ilca7)).toBe(boats(ilca7));
  });

  it('gives boats without a sail number a key from the helm name, unique in the publication', () => {
    const pub = publication(
      [
        { rank: '1', helm: '余雅琴', r1: '1.0', net: '1.0' },
        { rank: '2', helm: 'Lukas MÜLLER', r1: '2.0', net: '2.0' },
        { rank: '3', helm: '余雅琴', r1: '3.0', net: '3.0' },
        { rank: '4', helm: '', r1: '4.0', net: '4.0' },
      ],
      { keys: ['rank', 'helm', 'r1', 'net'] },
    );
    const all = boats(pub);
    expect(all.map((b) => b.sailNo)).toEqual(['', '', '', '']);
    expect(all.map((b) => b.key)).toEqual(['YUYAQIN', 'LUKASMULLER', 'YUYAQIN2', 'ROW4']);
    expect(all[0]!.nation).toBeNull();
    expect(findBoat(pub, 'yuyaqin2')).toBe(all[2]);
    expect(findBoat(pub, 'row4')).toBe(all[3]);
  });
});

describe('findBoat', () => {
  it('finds a boat by its sail number as in a URL, with or without the nation prefix', () => {
    const b = boats(ilca7)[5]!;
    expect(findBoat(ilca7, b.sailNo)).toBe(b);
    expect(findBoat(ilca7, b.key.toLowerCase())).toBe(b);
    expect(findBoat(ilca7, b.sailNo.replace(/^\D+/, ''))).toBe(b);
  });

  it('needs the number without prefix to be unique', () => {
    const pub = publication([
      row('1', 'CHN 1234', 'A', ['1.0'], '1.0'),
      row('2', 'HKG 1234', 'B', ['2.0'], '2.0'),
      row('3', 'GER 7', 'C', ['3.0'], '3.0'),
    ]);
    expect(findBoat(pub, '1234')).toBeNull();
    expect(findBoat(pub, 'hkg-1234')?.helm).toBe('B');
    expect(findBoat(pub, '7')?.helm).toBe('C');
    expect(findBoat(pub, 'FRA 7')?.helm).toBe('C');
    expect(findBoat(pub, '99')).toBeNull();
    expect(findBoat(pub, '')).toBeNull();
  });
});

// ---------------------------------------------------------------- search

describe('sailor search', () => {
  const pub = publication(
    [
      row('1', 'CHN 1234', '余雅琴', ['1.0'], '1.0', { crew: '单雪', club: '深圳市帆船队' }),
      row('2', 'HKG 88', 'CHAN Ka Ho', ['2.0'], '2.0', { crew: 'Wing Yan LEUNG', club: 'Royal Hong Kong Yacht Club' }),
      row('3', 'GER 5', 'Lukas MÜLLER', ['3.0'], '3.0', { crew: 'Hannah SCHMIDT', club: 'Kieler Yacht-Club' }),
      row('4', 'CHN 2769', '欧阳晓梅', ['4.0'], '4.0', { crew: '吕雪', club: '山东省水上运动管理中心' }),
      row('5', 'CHN 5770', '曾浩然 / 李娜', ['5.0'], '5.0', { crew: '', club: 'Shenzhen Sailing Team' }),
      row('6', 'CHN 6', '张　伟', ['6.0'], '6.0', { crew: '王芳 赵磊', club: '' }),
    ],
    { keys: ['rank', 'nationality', 'sailNo', 'helm', 'crew', 'club', 'r1', 'net'] },
  );
  const find = (query: string): string[] => {
    const q = sailorQuery(query);
    return q === null
      ? []
      : boats(pub)
          .filter((b) => boatMatches(b, q))
          .map((b) => b.sailNo);
  };

  it('finds a sail number with or without the nation prefix, spaces ignored, case-insensitive', () => {
    expect(find('CHN 1234')).toEqual(['CHN 1234']);
    expect(find('chn1234')).toEqual(['CHN 1234']);
    expect(find('1234')).toEqual(['CHN 1234']);
    expect(find('hkg 88')).toEqual(['HKG 88']);
    // the start of a number is enough while typing
    expect(find('CHN 12')).toEqual(['CHN 1234']);
    expect(find('5')).toEqual(['GER 5', 'CHN 5770']);
  });

  it('finds Chinese names by a part of them', () => {
    expect(find('余雅琴')).toEqual(['CHN 1234']);
    expect(find('雅琴')).toEqual(['CHN 1234']);
    expect(find('单雪')).toEqual(['CHN 1234']);
    expect(find('李娜')).toEqual(['CHN 5770']);
  });

  it('finds Chinese names typed in pinyin without tones, with or without spaces, in either order', () => {
    for (const q of ['yu yaqin', 'yuyaqin', 'yaqin yu', 'YU Yaqin', 'yu ya', 'yuya', 'yaqin'])
      expect(find(q), q).toEqual(['CHN 1234']);
    // a compound surname, a surname reading (单 Shan, 曾 Zeng), ü typed as v, u or yu
    expect(find('ouyang xiaomei')).toEqual(['CHN 2769']);
    expect(find('xiaomei ouyang')).toEqual(['CHN 2769']);
    expect(find('shan xue')).toEqual(['CHN 1234']);
    expect(find('zeng haoran')).toEqual(['CHN 5770']);
    expect(find('li na')).toEqual(['CHN 5770']);
    // a name spaced to line up with longer ones, two names in one cell
    expect(find('zhang wei')).toEqual(['CHN 6']);
    expect(find('张伟')).toEqual(['CHN 6']);
    expect(find('zhao lei')).toEqual(['CHN 6']);
    expect(find('lei zhao')).toEqual(['CHN 6']);
    for (const q of ['lv xue', 'lyu xue', 'lü xue']) expect(find(q), q).toEqual(['CHN 2769']);
  });

  it('finds English names case-insensitively, words in any order, accents optional', () => {
    expect(find('chan ka ho')).toEqual(['HKG 88']);
    expect(find('ka ho chan')).toEqual(['HKG 88']);
    expect(find('leung')).toEqual(['HKG 88']);
    expect(find('lukas müller')).toEqual(['GER 5']);
    expect(find('muller lukas')).toEqual(['GER 5']);
    expect(find('schmidt')).toEqual(['GER 5']);
  });

  it('finds clubs in Chinese, pinyin and English', () => {
    expect(find('帆船队')).toEqual(['CHN 1234']);
    expect(find('shenzhen')).toEqual(['CHN 1234', 'CHN 5770']);
    expect(find('fanchuan')).toEqual(['CHN 1234']);
    expect(find('shandong')).toEqual(['CHN 2769']);
    // as the English page writes it: 'Shenzhen Shi Fanchuan Dui'
    expect(find('shenzhen fanchuan')).toEqual(['CHN 1234']);
    expect(find('Fanchuan Dui')).toEqual(['CHN 1234']);
    expect(find('yacht club')).toEqual(['HKG 88', 'GER 5']);
    expect(find('kieler')).toEqual(['GER 5']);
    expect(find('hong kong')).toEqual(['HKG 88']);
  });

  it('matches nothing for queries under 2 characters but digits, and for no match', () => {
    expect(sailorQuery('')).toBeNull();
    expect(sailorQuery('  y ')).toBeNull();
    expect(sailorQuery('余')).toBeNull();
    expect(sailorQuery('7')).not.toBeNull();
    expect(find('zzz')).toEqual([]);
    expect(find('王')).toEqual([]);
    expect(find('zhou')).toEqual([]);
    expect(find('周杰')).toEqual([]);
  });

  it('finds every demo sailor by the pinyin of the helm and by the sail number', () => {
    for (const pub of [ilca7, opt, mixed470]) {
      const all = boats(pub);
      for (const b of all) {
        // the boat, and any whose number starts with hers ('MAC 714' finds 'MAC 7143' too)
        const bySail = sailorQuery(b.sailNo)!;
        const found = all.filter((x) => boatMatches(x, bySail));
        expect(found).toContain(b);
        for (const x of found) expect(x.key.startsWith(b.key)).toBe(true);
        const q = sailorQuery(b.helm)!;
        expect(boatMatches(b, q), b.helm).toBe(true);
      }
    }
  });

  it('makes the search keys of a fresh copy of a publication quickly once the names were seen', () => {
    const copy = structuredClone(mixed470);
    const q = sailorQuery('yu yaqin')!;
    boats(mixed470).forEach((b) => boatMatches(b, q));
    expect(fastest(() => boats(structuredClone(copy)).forEach((b) => boatMatches(b, q)))).toBeLessThan(5);
  });

  it('is fast: a 100-boat search well under a millisecond once the keys are made', () => {
    const big = allDemo.flatMap(boats).slice(0, 100);
    const q = sailorQuery('yu yaqin')!;
    big.forEach((b) => boatMatches(b, q));
    const ms = fastest(() => {
      const q = sailorQuery('chen hao')!;
      big.forEach((b) => boatMatches(b, q));
    });
    expect(ms).toBeLessThan(1);
  });
});

// ---------------------------------------------------------------- rank progression

describe('rankProgression', () => {
  it('agrees with the published order after the last race, for every demo publication', () => {
    let checked = 0;
    for (const pub of allDemo) {
      pub.groups.forEach((group) => {
        const progression = rankProgression(pub, group);
        expect(progression).toHaveLength(group.rows.length);
        const all = boats(pub).filter((b) => b.group === group.value);
        const last = pub.columns.filter((c) => c.kind === 'race').length - 1;
        all.forEach((b, i) => expect(progression[i]![last], `${pub.title} ${b.sailNo}`).toBe(b.rank));
        checked++;
      });
    }
    expect(checked).toBeGreaterThan(20);
  });

  it('agrees with the earlier publication of each demo level after its races', () => {
    // e.g. the flagship ILCA 7 after R4, re-scored from the R7 publication's first 4 races
    let compared = 0;
    for (const [cd, [now, before]] of demo) {
      if (!now || !before) continue;
      const races = before.columns.filter((c) => c.kind === 'race').length;
      now.groups.forEach((group, groupIndex) => {
        const progression = rankProgression(now, group);
        const rows = boats(now).filter((b) => b.groupIndex === groupIndex);
        for (const b of boats(before).filter((x) => x.group === group.value)) {
          const i = rows.findIndex((x) => x.key === b.key);
          expect(progression[i]![races - 1], `${cd} ${b.sailNo}`).toBe(b.rank);
          compared++;
        }
      });
    }
    expect(compared).toBeGreaterThan(100);
  });

  it('re-scores race by race with the discards of the time', () => {
    // discard after 2 races; the final table has one discard
    const pub = publication(
      [
        row('1', 'CHN 1', 'A', ['(5.0)', '1.0', '1.0'], '2.0'),
        row('2', 'CHN 2', 'B', ['1.0', '(3.0)', '2.0'], '3.0'),
        row('3', 'CHN 3', 'C', ['2.0', '2.0', '(5.0 DNF)'], '4.0'),
        row('4', 'CHN 4', 'D', ['3.0', '(5.0 BFD)', '3.0'], '11.0'),
      ],
      { discardRule: 2 },
    );
    expect(pub.groups[0]!.stats.discards).toBe(1);
    // after R1: B 1, C 2, D 3, A 5 · after R2 (1 discard): A 1, B 1, C 2, D 3 (BFD not discarded: 3 + 5)
    // A and B tie on 1.0 after R2: A8.1 equal (1.0), A8.2 last race: A 1.0 beats B 3.0
    // after R3: A 2, B 3, C 4, D 11
    expect(rankProgression(pub, pub.groups[0]!)).toEqual([
      [4, 1, 1],
      [1, 2, 2],
      [2, 3, 3],
      [3, 4, 4],
    ]);
  });

  it('never discards more than the table does now, and none without a discard rule', () => {
    const rows = [
      row('1', 'CHN 1', 'A', ['9.0', '1.0', '1.0'], '11.0'),
      row('2', 'CHN 2', 'B', ['1.0', '2.0', '2.0'], '5.0'),
    ];
    const none = publication(rows, { discardRule: 0 });
    // after R2: A 10, B 3 (no discards) · after R3: A 11, B 5
    expect(rankProgression(none, none.groups[0]!)).toEqual([
      [2, 2, 2],
      [1, 1, 1],
    ]);
    // a rule of 1 race, but the table shows no discard: none applied
    const ruleWithout = publication(rows, { discardRule: 1 });
    expect(ruleWithout.groups[0]!.stats.discards).toBe(0);
    expect(rankProgression(ruleWithout, ruleWithout.groups[0]!)[0]).toEqual([2, 2, 2]);
  });

  it('skips races no boat has a score in, and scores a code without points as entries + 1', () => {
    const pub = publication(
      [
        { rank: '1', sailNo: 'CHN 1', r1: '1.0', r2: '', r3: '2.0', net: '3.0' },
        { rank: '2', sailNo: 'CHN 2', r1: 'DNF', r2: '', r3: '1.0', net: '4.0' },
      ],
      { discardRule: 0 },
    );
    expect(rankProgression(pub, pub.groups[0]!)).toEqual([
      [1, null, 1],
      [2, null, 2],
    ]);
  });

  it('keeps equal ranks for boats still equal', () => {
    const pub = publication(
      [row('1', 'CHN 1', 'A', ['1.0', '2.0'], '3.0'), row('1', 'CHN 2', 'B', ['2.0', '1.0'], '3.0')],
      { discardRule: 0 },
    );
    // after R1: A 1, B 2 · after R2: equal net, A8.1 equal, A8.2 last race: B
    expect(rankProgression(pub, pub.groups[0]!)).toEqual([
      [1, 2],
      [2, 1],
    ]);
    const same = publication(
      [row('1', 'CHN 1', 'A', ['1.5', '1.5'], '3.0'), row('1', 'CHN 2', 'B', ['1.5', '1.5'], '3.0')],
      { discardRule: 0 },
    );
    expect(rankProgression(same, same.groups[0]!)).toEqual([
      [1, 1],
      [1, 1],
    ]);
  });

  it('is fast on a 100-boat publication', () => {
    const big = publication(
      Array.from({ length: 100 }, (_, i) =>
        row(
          String(i + 1),
          `CHN ${1000 + i}`,
          'A',
          Array.from({ length: 10 }, (_, r) => `${((i * 7 + r * 13) % 100) + 1}.0`),
          '0.0',
        ),
      ),
    );
    expect(fastest(() => rankProgression(big, big.groups[0]!))).toBeLessThan(2);
  });
});

// ---------------------------------------------------------------- ties

describe('tieNotes', () => {
  it('says which rule separated boats tied on net', () => {
    const pub = publication(
      [
        row('1', 'CHN 1', 'A', ['1.0', '4.0', '(6.0)'], '5.0'),
        row('2', 'CHN 2', 'B', ['2.0', '3.0', '(6.0)'], '5.0'),
        row('3', 'CHN 3', 'C', ['(6.0)', '3.0', '3.0'], '6.0'),
        row('4', 'CHN 4', 'D', ['3.0', '(6.0)', '3.0'], '6.0'),
        row('5', 'CHN 5', 'E', ['4.0', '4.0', '(5.0)'], '8.0'),
        row('5', 'CHN 6', 'F', ['4.0', '4.0', '(5.0)'], '8.0'),
        row('7', 'CHN 7', 'G', ['5.0', '5.0', '(6.0)'], '10.0'),
      ],
      { discardRule: 3 },
    );
    const notes = tieNotes(pub, pub.groups[0]!);
    expect(notes[0]).toEqual({ net: 5, tiedRows: [1], rule: 'A8.1' });
    expect(notes[1]).toEqual({ net: 5, tiedRows: [0], rule: 'A8.1' });
    // C and D: counting 3, 3 both; last race equal (3.0), the one before: C 3.0, D 6.0
    expect(notes[2]).toEqual({ net: 6, tiedRows: [3], rule: 'A8.2' });
    expect(notes[3]).toEqual({ net: 6, tiedRows: [2], rule: 'A8.2' });
    expect(notes[4]).toEqual({ net: 8, tiedRows: [5], rule: 'none' });
    expect(notes[6]).toBeNull();
  });

  it('explains every tie of the demo data with the order the publication gives', () => {
    let ties = 0;
    for (const pub of allDemo)
      for (const group of pub.groups) {
        const notes = tieNotes(pub, group);
        const all = boats(pub).filter((b) => b.group === group.value);
        notes.forEach((note, i) => {
          if (!note) return;
          ties++;
          for (const j of note.tiedRows) expect(all[j]!.net).toBe(all[i]!.net);
          // separated boats have different published ranks; boats still equal share one
          const next = all[note.tiedRows.find((j) => j > i) ?? note.tiedRows.at(-1)!]!;
          if (note.rule === 'none') expect(next.rank).toBe(all[i]!.rank);
          else expect(next.rank).not.toBe(all[i]!.rank);
        });
      }
    expect(ties).toBeGreaterThan(0);
  });

  it('finds the A8.2 tie of the demo IRC 1 table', () => {
    const pub = level('SF2026HK02-IRC1')[0]!;
    const notes = tieNotes(pub, pub.groups[0]!);
    const a82 = notes.flatMap((n, i) => (n?.rule === 'A8.2' ? [i] : []));
    expect(a82).toHaveLength(2);
    const [a, b] = a82.map((i) => boats(pub)[i]!);
    expect(a!.net).toBe(b!.net);
    expect(b!.rank).toBe(a!.rank! + 1);
    // equal counting scores, sorted
    const counting = (x: typeof a) =>
      x!.races
        .filter((r) => !r.discarded)
        .map((r) => r.points)
        .sort((p, q) => p! - q!);
    expect(counting(a)).toEqual(counting(b));
  });
});

// ---------------------------------------------------------------- filters

describe('filters', () => {
  it('offers the groups, nations and clubs of a publication with their counts', () => {
    const o = filterOptions(opt);
    expect(o.groups).toEqual([
      { value: 'Boys', count: 16 },
      { value: 'Girls', count: 14 },
    ]);
    expect(o.nations.reduce((s, n) => s + n.count, 0)).toBe(30);
    expect(o.nations.map((n) => n.value)).toEqual([...o.nations.map((n) => n.value)].sort());
    expect(o.clubs.reduce((s, n) => s + n.count, 0)).toBe(30);
    expect(filterOptions(ilca7).groups).toEqual([]);
  });

  it('re-ranks the boats of a nation and keeps the overall rank', () => {
    const { applied, boats: filtered } = filterBoats(ilca7, { nat: 'chn' });
    expect(applied).toEqual({ group: null, nat: 'CHN', club: null });
    const chn = boats(ilca7).filter((b) => b.nation === 'CHN');
    expect(filtered.map((f) => f.boat)).toEqual(chn);
    expect(filtered.map((f) => f.filterRank)).toEqual(chn.map((_, i) => i + 1));
    expect(filtered.map((f) => f.overallRank)).toEqual(chn.map((b) => b.rank));
  });

  it('filters by group and club, and ignores empty or unknown values', () => {
    const girls = filterBoats(opt, { group: 'Girls', nat: '', club: 'No Such Club' });
    expect(girls.applied).toEqual({ group: 'Girls', nat: null, club: null });
    expect(girls.boats).toHaveLength(14);
    expect(girls.boats[0]!.filterRank).toBe(1);
    const club = filterOptions(opt).clubs[0]!;
    const byClub = filterBoats(opt, { club: club.value });
    expect(byClub.boats).toHaveLength(club.count);
    // the rank within the filter counts within each group
    for (const g of ['Boys', 'Girls']) {
      const inGroup = byClub.boats.filter((f) => f.boat.group === g);
      expect(inGroup.map((f) => f.filterRank)).toEqual(inGroup.map((_, i) => i + 1));
    }
    expect(filterBoats(opt, {}).boats).toHaveLength(30);
    expect(filterBoats(opt, { nat: 'XYZ' }).applied.nat).toBeNull();
  });

  it('keeps equal published ranks equal', () => {
    const pub = publication([
      row('1', 'CHN 1', 'A', ['1.0'], '1.0'),
      row('2', 'GER 2', 'B', ['2.0'], '2.0'),
      row('=3', 'CHN 3', 'C', ['3.0'], '3.0'),
      row('=3', 'CHN 4', 'D', ['3.0'], '3.0'),
      row('5', 'CHN 5', 'E', ['5.0'], '5.0'),
    ]);
    expect(filterBoats(pub, { nat: 'CHN' }).boats.map((f) => [f.overallRank, f.filterRank])).toEqual([
      [1, 1],
      [3, 2],
      [3, 2],
      [5, 4],
    ]);
  });
});

// ---------------------------------------------------------------- rank changes

describe('rankChanges', () => {
  it('gives the places gained since the previous publication', () => {
    const [now, before] = level('SFNG26-ILCA7');
    const changes = rankChanges(now!, before);
    expect(changes.size).toBe(28);
    const prev = new Map(boats(before!).map((b) => [b.key, b.rank!]));
    for (const b of boats(now!)) expect(changes.get(b.key)).toBe(prev.get(b.key)! - b.rank!);
    expect([...changes.values()].some((c) => c > 0)).toBe(true);
  });

  it('is empty without a previous publication or when they cannot be compared', () => {
    expect(rankChanges(ilca7, undefined).size).toBe(0);
    expect(rankChanges(ilca7, ilca7).size).toBe(0);
    const grouped = publication([{ ...row('1', 'CHN 1', 'A', ['1.0'], '1.0'), div: 'X' }], {
      grouping: ['div', 'Division'],
    });
    const plain = publication([row('2', 'CHN 1', 'A', ['1.0'], '1.0')], { id: 2 });
    expect(rankChanges(grouped, plain).size).toBe(0);
  });

  it('leaves out boats missing from either or without a rank', () => {
    const before = publication(
      [
        row('1', 'CHN 1', 'A', ['1.0'], '1.0'),
        row('2', 'CHN 2', 'B', ['2.0'], '2.0'),
        row('', 'CHN 3', 'C', ['3.0'], '3.0'),
      ],
      { id: 1 },
    );
    const now = publication(
      [
        row('1', 'CHN 2', 'B', ['1.0'], '1.0'),
        row('2', 'CHN 3', 'C', ['2.0'], '2.0'),
        row('3', 'CHN 4', 'D', ['3.0'], '3.0'),
      ],
      { id: 2 },
    );
    expect([...rankChanges(now, before)]).toEqual([['CHN2', 1]]);
  });
});

// ---------------------------------------------------------------- one race

describe('raceResults', () => {
  it('lists a race in order of points, codes without points last', () => {
    const pub = publication([
      row('1', 'CHN 1', 'A', ['2.0'], '2.0'),
      row('2', 'CHN 2', 'B', ['DNF'], '6.0'),
      row('3', 'CHN 3', 'C', ['(3.8 ZFP)'], '0.0'),
      row('4', 'CHN 4', 'D', ['1.0'], '1.0'),
      row('5', 'CHN 5', 'E', ['2.0'], '2.0'),
      row('6', 'CHN 6', 'F', [''], '0.0'),
    ]);
    const r = raceResults(pub, 'r1')!;
    expect(r.map((x) => [x.boat.sailNo, x.place, x.points, x.code, x.discarded])).toEqual([
      ['CHN 4', 1, 1, null, false],
      ['CHN 1', 2, 2, null, false],
      ['CHN 5', 2, 2, null, false],
      ['CHN 3', null, 3.8, 'ZFP', true],
      ['CHN 2', null, null, 'DNF', false],
    ]);
    expect(raceResults(pub, 'r9')).toBeNull();
    expect(raceResults(pub, 'net')).toBeNull();
  });

  it('lists a demo race group by group, every boat once', () => {
    const r = raceResults(opt, 'r3')!;
    expect(r).toHaveLength(30);
    expect(r.slice(0, 16).every((x) => x.boat.group === 'Boys')).toBe(true);
    const boys = r.slice(0, 16).filter((x) => x.place !== null);
    expect(boys[0]!.place).toBe(1);
    for (let i = 1; i < boys.length; i++) expect(boys[i]!.points!).toBeGreaterThanOrEqual(boys[i - 1]!.points!);
  });
});

// ---------------------------------------------------------------- CSV

describe('publicationCsv', () => {
  it('writes every cell as published, with a BOM, CRLF and the header row', () => {
    const csv = publicationCsv(ilca7);
    expect(csv.startsWith('\uFEFFRank,Nat,Sail No,Helm,Club,R1,')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines).toHaveLength(28 + 2); // header, 28 boats, the empty string after the last CRLF
    expect(lines.at(-1)).toBe('');
    const first = boats(ilca7)[0]!;
    expect(lines[1]!.startsWith(`1,${first.nation},${first.sailNo},${first.helm},`)).toBe(true);
    expect(lines[1]!.endsWith(`,${first.net!.toFixed(1)}`)).toBe(true);
    expect(csv).toContain('(');
  });

  it('puts the grouping column first when grouped', () => {
    const lines = publicationCsv(opt).split('\r\n');
    expect(lines[0]).toMatch(/^\uFEFF[^,]+,Rank,Nat,Sail No/);
    expect(lines[1]!.startsWith('Boys,1,')).toBe(true);
    expect(lines[17]!.startsWith('Girls,1,')).toBe(true);
  });

  it('quotes per RFC 4180 and defuses formulas (shared/csv.ts)', () => {
    const pub = publication([row('1', 'CHN 1', '=cmd|calc', ['1.0'], '1.0', { club: 'Club, "Quoted"' })], {
      keys: ['rank', 'sailNo', 'helm', 'club', 'r1', 'net'],
    });
    expect(publicationCsv(pub)).toBe(
      '\uFEFFRANK,Sail No,HELM,CLUB,R1,NET\r\n1,CHN 1,"\'=cmd|calc","Club, ""Quoted""",1.0,1.0\r\n',
    );
  });

  it('makes every formula sign a text cell (+ - @ too) after the byte order mark Excel reads', () => {
    const pub = publication([row('1', '-2', '+SUM(1)', ['1.0'], '1.0', { club: '@x' })], {
      keys: ['rank', 'sailNo', 'helm', 'club', 'r1', 'net'],
    });
    const csv = publicationCsv(pub);
    expect([...Buffer.from(csv, 'utf8').subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.split('\r\n')[1]).toBe(`1,"'-2","'+SUM(1)","'@x",1.0,1.0`);
  });
});

// ---------------------------------------------------------------- malformed publications

describe('malformed publications', () => {
  const broken = [
    resultsView([{ id: 1, levelCd: 'L1', scores: '{not json', publishTime: '2026-05-14 12:00:00' }])[0]!,
    resultsView([
      { id: 2, levelCd: 'L1', scores: JSON.stringify({ data: [{ helm: 'A' }, { helm: 'B' }] }), publishTime: '' },
    ])[0]!,
    publication(
      [
        { rank: 'x', sailNo: '', r1: 'abc', net: '' },
        { rank: '', sailNo: '', r1: '', net: '' },
      ],
      { discardRule: 1 },
    ),
  ];

  it('never throws and answers what it can', () => {
    for (const pub of broken) {
      expect(() => {
        boats(pub);
        findBoat(pub, 'CHN 1');
        const q = sailorQuery('ab')!;
        boats(pub).forEach((b) => boatMatches(b, q));
        for (const g of pub.groups) {
          expect(rankProgression(pub, g)).toHaveLength(g.rows.length);
          expect(tieNotes(pub, g)).toHaveLength(g.rows.length);
        }
        filterOptions(pub);
        filterBoats(pub, { group: 'x', nat: 'CHN', club: 'y' });
        rankChanges(pub, broken[0]);
        raceResults(pub, 'r1');
        publicationCsv(pub);
      }).not.toThrow();
    }
    expect(boats(broken[0]!)).toEqual([]);
    expect(publicationCsv(broken[0]!)).toBe('\uFEFF\r\n');
    expect(boats(broken[1]!).map((b) => [b.key, b.rank, b.races])).toEqual([
      ['A', null, []],
      ['B', null, []],
    ]);
  });

  it('notes no tie for rows with neither Net nor race scores, and ranks no race without scores', () => {
    const pub = broken[2]!;
    expect(tieNotes(pub, pub.groups[0]!)).toEqual([null, null]);
    // 'abc' is neither points nor a code: no score in R1
    expect(rankProgression(pub, pub.groups[0]!)).toEqual([[null], [null]]);
    expect(raceResults(pub, 'r1')!.map((r) => [r.place, r.points, r.code])).toEqual([[null, null, null]]);
  });

  it('gives no group, tie or progression for a group of another publication', () => {
    const other = structuredClone(ilca7.groups[0]!);
    expect(rankProgression(ilca7, other)).toHaveLength(28);
    expect(rankProgression(ilca7, other).every((r) => r.length === 0)).toBe(true);
    expect(tieNotes(ilca7, other).every((n) => n === null)).toBe(true);
  });
});
