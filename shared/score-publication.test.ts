import { describe, expect, it } from 'vitest';
import { buildDemo, FLAGSHIP_EVENT_CD } from '../server/db/seed/index.js';
import type { ScorePublication } from './contract.js';
import {
  cellText,
  columnKind,
  orderPublications,
  parseCell,
  parsePublication,
  parseScores,
  PENALTY_CODES,
  publicationKind,
  publishedTime,
  resultCell,
  resultsView,
} from './score-publication.js';
import { seriesCaption } from './scoring.js';
import { fieldColumns, publicationHeader } from './import/columns.js';

const pub = (scores: unknown, publishTime = '2026-05-12 18:20:00', id = 1): ScorePublication => ({
  id,
  levelCd: 'L1',
  scores: typeof scores === 'string' ? scores : JSON.stringify(scores),
  publishTime,
});

const header = (...keys: string[]) => keys.map((k) => ({ columnKey: k, columnName: k.toUpperCase() }));

/** a small publication in the demo's shape */
const SMALL = {
  theTitle: 'Test Regatta ILCA 7 Provisional Results after R3',
  scoringSystem: 'Low Point',
  discardRule: 3,
  groupScoreFlag: false,
  header: publicationHeader(fieldColumns(['nationality', 'sailNo', 'helm', 'club']), null, ['R1', 'R2', 'R3']),
  data: [
    {
      rank: '1',
      nationality: 'GER',
      sailNo: 'GER 12',
      helm: 'A',
      club: 'KYC',
      r1: '1.0',
      r2: '(2.0)',
      r3: '1.0',
      total: '4.0',
      net: '2.0',
    },
    {
      rank: '2',
      nationality: 'CHN',
      sailNo: 'CHN 1234',
      helm: 'B',
      club: 'SZ',
      r1: '2.0',
      r2: '1.0',
      r3: '(4.0 DNF)',
      total: '7.0',
      net: '3.0',
    },
    {
      rank: '3',
      nationality: 'NED',
      sailNo: 'NED 7',
      helm: 'C',
      club: 'WV',
      r1: '(3.6 ZFP)',
      r2: '3.0',
      r3: '2.0',
      total: '8.6',
      net: '5.0',
    },
  ],
  rules: [{ rulesKey: 'A4', notes: 'Low Point System' }],
};

describe('parseCell', () => {
  it('reads points, code and parentheses', () => {
    expect(parseCell('(12.8 ZFP)')).toEqual({ points: 12.8, code: 'ZFP', discarded: true });
    expect(parseCell('3.0')).toEqual({ points: 3, code: null, discarded: false });
    expect(parseCell('14.8 RDG')).toEqual({ points: 14.8, code: 'RDG', discarded: false });
    expect(parseCell('(11.0 DNF)')).toEqual({ points: 11, code: 'DNF', discarded: true });
    expect(parseCell('(5.0)')).toEqual({ points: 5, code: null, discarded: true });
    expect(parseCell('19.0 DNC')).toEqual({ points: 19, code: 'DNC', discarded: false });
  });
  it('reads the other ways codes get written', () => {
    expect(parseCell('DNF')).toEqual({ points: null, code: 'DNF', discarded: false });
    expect(parseCell('( DNS )')).toEqual({ points: null, code: 'DNS', discarded: true });
    expect(parseCell('11.0/DNF')).toEqual({ points: 11, code: 'DNF', discarded: false });
    expect(parseCell('11.0DNF')).toEqual({ points: 11, code: 'DNF', discarded: false });
    expect(parseCell('DSQ 19')).toEqual({ points: 19, code: 'DSQ', discarded: false });
    expect(parseCell('11,5')).toEqual({ points: 11.5, code: null, discarded: false });
    expect(parseCell(' 7 ')).toEqual({ points: 7, code: null, discarded: false });
    expect(parseCell(7)).toEqual({ points: 7, code: null, discarded: false });
  });
  it('answers no points and no code for text that is not a score', () => {
    for (const s of ['', '  ', '()', '(', 'abc', 'Did not finish', 'DNF DNS', '1.0 2.0', null, undefined, {}]) {
      const c = parseCell(s);
      expect(c.code === null || c.points === null, String(s)).toBe(true);
      expect(() => parseCell(s)).not.toThrow();
    }
    expect(parseCell('()')).toEqual({ points: null, code: null, discarded: true });
    expect(parseCell('Did not finish')).toEqual({ points: null, code: null, discarded: false });
  });
});

describe('parsePublication: a valid publication', () => {
  const p = parsePublication(pub(SMALL));
  it('keeps every part and warns of nothing', () => {
    expect(p.warnings).toEqual([]);
    expect(p.title).toBe(SMALL.theTitle);
    expect(p.scoringSystem).toBe('Low Point');
    expect(p.discardRule).toBe(3);
    expect(p.discardText).toBe('Discard After 3 race');
    expect(p.grouped).toBe(false);
    expect(p.rows).toHaveLength(3);
    expect(p.rules).toEqual([{ key: 'A4', notes: 'Low Point System' }]);
  });
  it('keeps the header order and knows the columns', () => {
    expect(p.columns.map((c) => c.key)).toEqual(SMALL.header.map((h) => h.columnKey));
    expect(p.columns.map((c) => c.kind)).toEqual([
      'rank',
      'nationality',
      'sailNo',
      'helm',
      'club',
      'race',
      'race',
      'race',
      'total',
      'net',
    ]);
    expect(p.columns[4]).toEqual({ key: 'club', name: 'Club', kind: 'club' });
  });
  it('derives the caption numbers: sailed, discards, to count, entries', () => {
    expect(p.groups).toHaveLength(1);
    expect(p.groups[0]!.value).toBeNull();
    expect(p.groups[0]!.stats).toEqual({ sailed: 3, discards: 1, toCount: 2, entries: 3 });
    expect(seriesCaption(p.groups[0]!.stats)).toBe(
      'Sailed: 3, Discards: 1, To count: 2, Entries: 3, Scoring system: Low Point',
    );
  });
  it('lists the glossary codes found in race cells, in glossary order', () => {
    expect(p.codes).toEqual(['ZFP', 'DNF']);
  });
  it('accepts the scores already parsed, or encoded twice', () => {
    expect(parseScores(SMALL).rows).toHaveLength(3);
    expect(parseScores(JSON.stringify(JSON.stringify(SMALL))).rows).toHaveLength(3);
  });
  it('ignores unknown fields', () => {
    expect(parsePublication(pub({ ...SMALL, extra: [1, 2], version: 7 })).warnings).toEqual([]);
  });
});

describe('parsePublication: the demo publications', () => {
  const ctx = buildDemo(new Date('2026-05-14T04:00:00Z'));
  const flagship = ctx.rows.scorePublications
    .filter((s) => s.levelCd.startsWith('SFNG26-'))
    .map((s, i) => ({ id: i + 1, levelCd: s.levelCd, scores: s.scores, publishTime: s.publishTime }));
  it('reads every demo publication in full', () => {
    expect(FLAGSHIP_EVENT_CD).toBeTruthy();
    expect(ctx.rows.scorePublications.length).toBeGreaterThan(10);
    for (const s of ctx.rows.scorePublications) {
      const p = parsePublication({ id: 1, levelCd: s.levelCd, scores: s.scores, publishTime: s.publishTime });
      expect(p.warnings, s.levelCd).toEqual([]);
      expect(p.rows.length, s.levelCd).toBeGreaterThan(0);
      expect(p.columns.map((c) => c.key).slice(0, 3)).toEqual(['rank', 'nationality', 'sailNo']);
      for (const g of p.groups) {
        // every boat has exactly `discards` scores in parentheses once the rule applies
        expect(g.stats.discards).toBe(p.discardRule > 0 && g.stats.sailed >= p.discardRule ? 1 : 0);
      }
    }
  });
  it('splits the Optimist level into its divisions, each scored apart', () => {
    const opt = flagship.filter((s) => s.levelCd.endsWith('OPT'));
    expect(opt).toHaveLength(2);
    const p = parsePublication(orderPublications(opt)[0]!);
    expect(p.grouped).toBe(true);
    expect(p.groupingFieldName).toBe('Division');
    expect(p.groupScoreFlag).toBe(true);
    expect(p.groups.map((g) => [g.value, g.rows.length, g.stats.entries])).toEqual([
      ['Boys', 16, 16],
      ['Girls', 14, 14],
    ]);
    expect(p.groups.every((g) => g.rows.every((r) => cellText(r, 'division') === g.value))).toBe(true);
  });
  it('knows the 49er has no discards', () => {
    const p = parsePublication(flagship.find((s) => s.levelCd.endsWith('49ER'))!);
    expect(p.discardRule).toBe(0);
    expect(p.discardText).toBeNull();
  });
  it('orders newest first and tells provisional from final by the title', () => {
    const l470 = orderPublications(flagship.filter((s) => s.levelCd.endsWith('470X')));
    expect(l470[0]!.publishTime > l470[1]!.publishTime).toBe(true);
    const titles = l470.map((s) => parsePublication(s).title);
    expect(publicationKind(titles[1]!, 1)).toBe('provisional');
    const finished = ctx.rows.scorePublications.find((s) => !s.levelCd.startsWith('SFNG26-'))!;
    expect(publicationKind(parsePublication({ ...finished, id: 9 }).title, 0)).toBe('final');
  });
});

describe('parsePublication: malformed input never throws', () => {
  it('malformed JSON: nothing to show, a warning', () => {
    for (const bad of ['{"theTitle": "x", "data": [', 'not json', '', 'null', '42', '"just text"', 'true']) {
      const p = parsePublication(pub(bad));
      expect(p.rows, bad).toEqual([]);
      expect(p.groups).toEqual([]);
      expect(p.warnings, bad).toContain('json');
      expect(p.scoringSystem).toBe('Low Point');
    }
  });
  it('a publication that is not one at all', () => {
    for (const bad of [null, undefined, 42, 'x', { scores: 5 }, { scores: null }]) {
      expect(() => parsePublication(bad as unknown as ScorePublication)).not.toThrow();
      expect(parsePublication(bad as unknown as ScorePublication).warnings).toContain('json');
    }
  });
  it('an array at the top is read as the rows', () => {
    const p = parsePublication(pub(SMALL.data));
    expect(p.rows).toHaveLength(3);
    expect(p.warnings).toContain('json');
  });
  it('header missing: columns derived from the row keys in results order', () => {
    const { header: _h, ...noHeader } = SMALL;
    const rows = [
      {
        net: '3.0',
        r10: '1.0',
        r2: '2.0',
        helm: 'A',
        sailNo: 'GER 1',
        total: '3.0',
        rank: '1',
        club: 'K',
        m: '2.0',
        nationality: 'GER',
        note: 'x',
        q1: '1.0',
      },
    ];
    for (const h of [undefined, null, [], 'oops', {}]) {
      const p = parsePublication(pub({ ...noHeader, header: h, data: rows }));
      expect(p.columns.map((c) => c.key)).toEqual([
        'rank',
        'nationality',
        'sailNo',
        'helm',
        'note',
        'club',
        'q1',
        'r2',
        'r10',
        'm',
        'total',
        'net',
      ]);
      expect(p.columns.find((c) => c.key === 'r10')).toEqual({ key: 'r10', name: 'R10', kind: 'race' });
      expect(p.columns.find((c) => c.key === 'sailNo')!.name).toBe('Sail No');
      expect(p.warnings).toContain('header');
      expect(p.rows).toHaveLength(1);
    }
  });
  it('header items of another shape are skipped; a missing columnName is derived', () => {
    const p = parsePublication(
      pub({
        ...SMALL,
        header: [
          { columnKey: 'rank' },
          'helm',
          null,
          { columnName: 'no key' },
          { columnKey: 'r1', columnName: 5 },
          { columnKey: 'rank' },
        ],
      }),
    );
    expect(p.columns).toEqual([
      { key: 'rank', name: 'Rank', kind: 'rank' },
      { key: 'r1', name: '5', kind: 'race' },
    ]);
    expect(p.warnings).toEqual(['header']);
  });
  it('data not an array: no rows, a warning, the rest kept', () => {
    for (const data of [undefined, { rank: '1' }, 'rows', 3]) {
      const p = parsePublication(pub({ ...SMALL, data }));
      expect(p.rows).toEqual([]);
      expect(p.warnings).toContain('data');
      expect(p.title).toBe(SMALL.theTitle);
      expect(p.columns).toHaveLength(10);
      expect(p.rules).toHaveLength(1);
    }
  });
  it('rows of other shapes: non-objects skipped, non-string cells stringified', () => {
    const p = parsePublication(
      pub({
        ...SMALL,
        data: [
          null,
          'GER 12',
          ['1', 'GER'],
          42,
          { rank: 1, nationality: 'CHN', sailNo: null, r1: 3, r2: true, r3: { points: 4 }, net: '3.0' },
          { rank: '2', constructor: 'x', __proto__: 'y' },
        ],
      }),
    );
    expect(p.rows).toHaveLength(2);
    const [a, b] = p.rows;
    expect(cellText(a!, 'rank')).toBe('1');
    expect(cellText(a!, 'sailNo')).toBe('');
    expect(cellText(a!, 'r1')).toBe('3');
    expect(cellText(a!, 'r2')).toBe('true');
    expect(cellText(a!, 'r3')).toBe('{"points":4}');
    expect(cellText(a!, 'club')).toBe('');
    expect(cellText(b!, 'constructor')).toBe('x');
    expect(cellText(a!, 'constructor')).toBe('');
    expect(cellText(a!, 'toString')).toBe('');
    expect(p.warnings.sort()).toEqual(['cells', 'rows']);
  });
  it('a "__proto__" key in the JSON is only data', () => {
    const p = parsePublication(
      pub('{"header":[{"columnKey":"__proto__"},{"columnKey":"rank"}],"data":[{"__proto__":{"x":1},"rank":"1"}]}'),
    );
    expect(p.rows).toHaveLength(1);
    expect(cellText(p.rows[0]!, 'rank')).toBe('1');
    expect(Object.getPrototypeOf(p.rows[0])).toBeNull();
    expect(p.columns.map((c) => c.key)).toEqual(['rank']);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
  it('rules of other shapes: text kept as notes, the rest skipped', () => {
    const p = parsePublication(
      pub({ ...SMALL, rules: ['Plain note', { rulesKey: 'A2', notes: 'x' }, { rulesKey: 'A3' }, 7, null] }),
    );
    expect(p.rules).toEqual([
      { key: '', notes: 'Plain note' },
      { key: 'A2', notes: 'x' },
      { key: '', notes: '7' },
    ]);
    expect(p.warnings).toEqual(['rules']);
    expect(parsePublication(pub({ ...SMALL, rules: 'x' })).warnings).toEqual(['rules']);
  });
});

describe('parsePublication: defaults and flags', () => {
  it.each([
    [0, 0, null],
    [undefined, 3, 'Discard After 3 race'],
    [null, 3, 'Discard After 3 race'],
    ['3', 3, 'Discard After 3 race'],
    [' 4 ', 4, 'Discard After 4 race'],
    [5, 5, 'Discard After 5 race'],
    ['0', 0, null],
    [-2, 0, null],
    [4.7, 4, 'Discard After 4 race'],
  ])('discardRule %j → %j', (rule, n, text) => {
    const p = parsePublication(pub({ ...SMALL, discardRule: rule }));
    expect(p.discardRule).toBe(n);
    expect(p.discardText).toBe(text);
    expect(p.warnings).toEqual([]);
  });
  it('a discardRule that is not a number falls back to the default, with a warning', () => {
    const p = parsePublication(pub({ ...SMALL, discardRule: 'three' }));
    expect(p.discardRule).toBe(3);
    expect(p.warnings).toEqual(['fields']);
  });
  it('scoringSystem defaults to Low Point', () => {
    expect(parsePublication(pub({ ...SMALL, scoringSystem: undefined })).scoringSystem).toBe('Low Point');
    expect(parsePublication(pub({ ...SMALL, scoringSystem: '' })).scoringSystem).toBe('Low Point');
    expect(parsePublication(pub({ ...SMALL, scoringSystem: 'Bonus Point' })).scoringSystem).toBe('Bonus Point');
  });
  it.each([
    [true, true],
    [false, false],
    [1, true],
    [0, false],
    ['1', true],
    ['0', false],
    ['true', true],
    [undefined, false],
    [null, false],
  ])('groupScoreFlag %j → %j', (flag, expected) => {
    const p = parsePublication(pub({ ...SMALL, groupScoreFlag: flag }));
    expect(p.groupScoreFlag).toBe(expected);
    expect(p.warnings).toEqual([]);
  });
});

describe('parsePublication: grouping', () => {
  const rows = [
    { rank: '1', sailNo: 'A', gender: 'Women', r1: '1.0' },
    { rank: '1', sailNo: 'B', gender: 'Men', r1: '1.0' },
    { rank: '2', sailNo: 'C', r1: '2.0' },
    { rank: '2', sailNo: 'D', gender: 'Women', r1: '2.0' },
    { rank: '3', sailNo: 'E', gender: '', r1: '' },
  ];
  const base = {
    header: header('rank', 'sailNo', 'gender', 'r1'),
    data: rows,
    groupingField: 'gender',
    groupingFieldName: 'Gender',
  };
  it('one group per value in order of appearance; rows without a value last', () => {
    const p = parsePublication(pub({ ...base, groupScoreFlag: 1 }));
    expect(p.grouped).toBe(true);
    expect(p.groups.map((g) => [g.value, g.rows.map((r) => cellText(r, 'sailNo'))])).toEqual([
      ['Women', ['A', 'D']],
      ['Men', ['B']],
      [null, ['C', 'E']],
    ]);
    expect(p.groups.map((g) => g.stats.entries)).toEqual([2, 1, 2]);
    expect(p.groups[2]!.stats.sailed).toBe(1);
  });
  it('groups scored together count every entry', () => {
    const p = parsePublication(pub({ ...base, groupScoreFlag: false }));
    expect(p.groups.map((g) => g.stats.entries)).toEqual([5, 5, 5]);
  });
  it('a grouping field no row has: one table', () => {
    const p = parsePublication(pub({ ...base, groupingField: 'division' }));
    expect(p.grouped).toBe(false);
    expect(p.groups).toHaveLength(1);
    expect(p.groups[0]!.value).toBeNull();
  });
});

describe('columns, codes and publications', () => {
  it('column kinds', () => {
    expect(['R1', 'r12', 'Q3', 'F1', 'SF2', 'M', 'MR', 'race 4'].map((k) => columnKind(k))).toEqual(
      Array(8).fill('race'),
    );
    expect(columnKind('col7', 'R7')).toBe('race');
    expect(['rank', 'nat', 'sail_no', 'SailNo', 'affiliation', 'net', 'Total'].map((k) => columnKind(k))).toEqual([
      'rank',
      'nationality',
      'sailNo',
      'sailNo',
      'club',
      'net',
      'total',
    ]);
    expect(['r', 'remarks', 'region', 'f', 'name'].map((k) => columnKind(k))).toEqual(Array(5).fill('text'));
  });
  it('the glossary has the 15 codes of the results notes', () => {
    expect(PENALTY_CODES).toHaveLength(15);
    expect(new Set(PENALTY_CODES).size).toBe(15);
  });
  it('orders publications newest first, then by id', () => {
    const list = [
      pub({}, '2026-05-12 18:20:00', 1),
      pub({}, '2026-05-14 09:00:00', 2),
      pub({}, '2026-05-12 18:20:00', 3),
      pub({}, '', 4),
    ];
    expect(orderPublications(list).map((p) => p.id)).toEqual([2, 3, 1, 4]);
  });
  it('provisional or final', () => {
    expect(publicationKind('Provisional Results after R4', 0)).toBe('provisional');
    expect(publicationKind('470级 临时成绩（第4轮后）', 0)).toBe('provisional');
    expect(publicationKind('ILCA 7 最终成绩 · Final Results', 1)).toBe('final');
    expect(publicationKind('Final Series Day 2', 0)).toBe('latest');
    expect(publicationKind('Results', 0)).toBe('latest');
    expect(publicationKind(null, 2)).toBe('provisional');
  });
});

describe('resultsView: the tables ready to show (what the level page sends to the browser)', () => {
  const grouped = {
    ...SMALL,
    groupingField: 'division',
    groupingFieldName: 'Division',
    header: [...SMALL.header.slice(0, 5), { columnKey: 'division', columnName: 'Division' }, ...SMALL.header.slice(5)],
    data: SMALL.data.map((r, i) => ({ ...r, division: i === 1 ? 'Girls' : 'Boys' })),
  };
  it('newest first, with kind, time, scoring and the grouping column left out', () => {
    const view = resultsView([pub(SMALL, '2026-05-12 18:20:00', 1), pub(grouped, '2026-05-13 09:05:30', 2), null, 5]);
    expect(view.map((p) => [p.id, p.kind, p.time])).toEqual([
      ['2', 'provisional', { text: '2026-05-13 09:05', dateTime: '2026-05-13T09:05:30' }],
      ['1', 'provisional', { text: '2026-05-12 18:20', dateTime: '2026-05-12T18:20:00' }],
    ]);
    const [g] = view;
    expect(g!.grouping).toEqual({ key: 'division', name: 'Division' });
    expect(g!.columns.map((c) => c.key)).not.toContain('division');
    expect(g!.groups.map((x) => [x.value, x.rows.length, x.stats.entries])).toEqual([
      ['Boys', 2, 3],
      ['Girls', 1, 3],
    ]);
    expect(g!.groups.every((x) => x.rows.every((r) => r.cells.length === g!.columns.length))).toBe(true);
    expect([g!.scoringSystem, g!.discardRule, g!.codes, g!.rules, g!.warnings]).toEqual([
      'Low Point',
      3,
      ['ZFP', 'DNF'],
      [{ key: 'A4', notes: 'Low Point System' }],
      [],
    ]);
    expect(view[1]!.grouping).toBeNull();
  });
  it('cells: flags for nations, race cells split into points, code and discard', () => {
    const [p] = resultsView([pub(SMALL)]);
    const row = p!.groups[0]!.rows[2]!.cells;
    const at = (key: string) => row[p!.columns.findIndex((c) => c.key === key)];
    expect(at('rank')).toBe('3');
    expect(at('nationality')).toEqual({ type: 'nation', text: 'NED', flag: '/flags/nl.svg' });
    expect(at('r1')).toEqual({
      type: 'score',
      text: '(3.6 ZFP)',
      points: 3.6,
      code: 'ZFP',
      discarded: true,
      parts: { before: '(3.6 ', points: '3.6', after: ')' },
    });
    // a score with nothing more to it travels as its text
    expect(at('r2')).toBe('3.0');
    expect(at('net')).toBe('5.0');
  });
  it('resultCell: a code alone, a code the glossary does not know, discards only in races', () => {
    expect(resultCell('race', '(DNF)')).toMatchObject({
      code: 'DNF',
      discarded: true,
      parts: { before: '(', points: '', after: ')' },
    });
    expect(resultCell('race', 'DNC 29.0')).toMatchObject({
      points: 29,
      code: 'DNC',
      parts: { before: '', points: '29.0', after: ' 29.0' },
    });
    expect(resultCell('race', '12.0 STP')).toBe('12.0 STP');
    expect(resultCell('race', '(12.0 STP)')).toEqual({
      type: 'score',
      text: '(12.0 STP)',
      points: 12,
      code: null,
      discarded: true,
      parts: null,
    });
    expect(resultCell('net', '(3.0)')).toBe('(3.0)');
    expect(resultCell('total', '20.0 DNE')).toMatchObject({
      code: 'DNE',
      discarded: false,
      parts: { before: '20.0 ', after: '' },
    });
    expect(resultCell('nationality', 'XYZ')).toEqual({ type: 'nation', text: 'XYZ', flag: null });
    expect(resultCell('nationality', '')).toEqual({ type: 'nation', text: '', flag: null });
    expect(resultCell('club', '(DNF)')).toBe('(DNF)');
  });
  it('publish times: to the minute as sent; other text kept', () => {
    expect(publishedTime('2026-05-14T17:40')).toEqual({ text: '2026-05-14 17:40', dateTime: '2026-05-14T17:40' });
    expect(publishedTime('2026-05-14')).toEqual({ text: '2026-05-14', dateTime: '2026-05-14' });
    expect(publishedTime('yesterday')).toEqual({ text: 'yesterday', dateTime: null });
    expect(publishedTime(undefined)).toEqual({ text: '', dateTime: null });
  });
  it('never throws, and is plain data (the same after a JSON round trip)', () => {
    expect(resultsView(undefined)).toEqual([]);
    expect(resultsView([pub('{"data": [')])[0]!.warnings).toEqual(['json']);
    const ctx = buildDemo(new Date('2026-05-14T04:00:00Z'));
    const view = resultsView(ctx.rows.scorePublications.map((s, i) => ({ ...s, id: i + 1 })));
    expect(view.length).toBe(ctx.rows.scorePublications.length);
    expect(JSON.parse(JSON.stringify(view))).toEqual(view);
  });
});
