import { describe, expect, it } from 'vitest';
import { checkImport, checkPublication, importResults } from './index.js';
import { fixture, fixtureColumns, importRefusal, utf8 } from './fixtures.test-helper.js';

const rows = (r: ReturnType<typeof importResults>, i = 0) => r.publications[i]!.data;
const keys = (r: ReturnType<typeof importResults>) => r.publications[0]!.header.map((h) => h.columnKey);

describe('CSV, a finished table', () => {
  it('reads English headers, UTF-8, comma, a title line, quoted commas; numbers to one decimal', () => {
    const r = importResults(fixture('finished-en.csv'));
    expect(r).toMatchObject({ format: 'csv', encoding: 'utf-8', scoredBySite: false, warnings: [] });
    const p = r.publications[0]!;
    expect(p.theTitle).toBe('Autumn Cup 2026 – ILCA 6');
    expect(keys(r)).toEqual(fixtureColumns(4));
    expect(p.header.find((h) => h.columnKey === 'r4')?.columnName).toBe('R4');
    expect(rows(r)[0]).toMatchObject({
      rank: '1',
      sailNo: 'CHN 1301',
      club: 'Qingdao Sailing, Club',
      r3: '(3.0)',
      total: '7.0',
      net: '4.0',
    });
    expect(rows(r)[1]).toMatchObject({ r4: '(5.0 DNF)' });
    expect(rows(r)[3]).toMatchObject({ r1: '(4.0)', r4: '3.0 ZFP', total: '14.0', net: '10.0' });
    // the tie on 4.0 is broken by A8.2 (race 4: 1 against 5): the check agrees with the file
    expect(checkPublication(p)).toEqual([]);
  });

  it('reads Chinese headers in GB18030 (Excel on Chinese Windows)', () => {
    const r = importResults(fixture('finished-zh-gb18030.csv'), { fileName: '秋季赛.csv' });
    expect(r.encoding).toBe('gb18030');
    expect(r.warnings.map((w) => w.code)).toEqual(['encoding-guess']);
    expect(r.publications[0]!.theTitle).toBe('秋季赛');
    expect(keys(r)).toEqual(fixtureColumns(3));
    expect(rows(r)[2]).toEqual({
      rank: '3',
      nationality: 'CHN',
      sailNo: 'CHN 23',
      helm: '吴昊',
      crew: '郑凯',
      club: '宁波',
      r1: '(4.0 DNF)',
      r2: '3.0',
      r3: '2.0',
      total: '9.0',
      net: '5.0',
    });
    expect(checkPublication(r.publications[0])).toEqual([]);
  });

  it('works out ranks from the nets when there is no rank column', () => {
    const r = importResults(utf8('Sail No,Helm,R1,R2,Total,Net\nA1,Ann,2,2,4,4\nB2,Bea,1,(3),4,1\n'));
    expect(r.warnings.map((w) => w.code)).toContain('rank-computed');
    expect(rows(r).map((x) => [x.sailNo, x.rank])).toEqual([
      ['B2', '1'],
      ['A1', '2'],
    ]);
  });

  it('reads tab separated text, codes before points, commas as decimal points, and drops unknown columns', () => {
    const r = importResults(utf8('Pos\tSail\tHelm\tShirt\tQ1\tQ2\tNett\n1\tX1\tAnn\tL\tDNF 3\t1,5\t4,5\n'));
    expect(rows(r)[0]).toMatchObject({ rank: '1', r1: '3.0 DNF', r2: '1.5', net: '4.5' });
    expect(r.publications[0]!.header.filter((h) => /^r\d/.test(h.columnKey)).map((h) => h.columnName)).toEqual([
      'Q1',
      'Q2',
    ]);
    expect(r.warnings.find((w) => w.code === 'column-dropped')?.message.en).toContain('Shirt');
  });
});

describe('CSV of places and codes: scored by the site', () => {
  it('scores a GB18030, tab separated table with Chinese headers (第1轮 …): ties on the water, ZFP, DNF, OCS, DNC, a blank', () => {
    const r = importResults(fixture('places-zh-gb18030.tsv'), { discardProfile: '1 after 4' });
    expect(r).toMatchObject({ format: 'csv', encoding: 'gb18030', scoredBySite: true });
    expect(r.warnings.map((w) => w.code)).toEqual([
      'encoding-guess',
      'scored-by-site',
      'discard-profile',
      'blank-as-dnc',
    ]);
    expect(r.warnings[2]!.message.en).toBe('Discards: as given: 1 after 4.');
    const p = r.publications[0]!;
    expect(p.discardRule).toBe(4);
    expect(p.header.filter((h) => /^r\d/.test(h.columnKey)).map((h) => h.columnName)).toEqual([
      'R1',
      'R2',
      'R3',
      'R4',
      'R5',
    ]);
    expect(p.data.map((d) => [d.rank, d.helm, d.total, d.net])).toEqual([
      ['1', '李华', '8.5', '5.5'],
      ['2', '王小明', '13.0', '7.0'],
      ['3', '张伟', '12.7', '8.5'],
      ['4', '陈大文', '23.0', '17.0'], // tied with 刘洋 on 17: A8.1, a 3 against a 4
      ['5', '刘洋', '23.0', '17.0'],
    ]);
    expect(p.data[0]).toMatchObject({ r1: '2.5', r3: '(3.0)' });
    expect(p.data[2]).toMatchObject({ r1: '2.5', r2: '(4.2 ZFP)' });
    expect(p.data[3]).toMatchObject({ r3: '(6.0 OCS)', r5: '6.0 DNC' });
    expect(p.rules.find((x) => x.rulesKey === 'A2.1')?.notes).toContain('1 after 4');
    expect(checkPublication(p)).toEqual([]);
  });

  it('scores each fleet on its own (UTF-8 with a byte-order mark, English, a Fleet column) with RRS A2.1’s one discard when no profile is given', () => {
    const r = importResults(fixture('places-fleets-en.csv'));
    expect(r.warnings.map((w) => w.code)).toEqual(['scored-by-site', 'discard-profile']);
    expect(r.warnings[1]!.message.en).toContain('RRS A2.1');
    expect(r.warnings[1]!.message.zh).toContain('RRS A2.1');
    expect(r.discards).toMatchObject({ kind: 'a2.1', thresholds: [2] });
    const p = r.publications[0]!;
    expect(p).toMatchObject({
      groupingField: 'fleet',
      groupingFieldName: 'Fleet',
      groupScoreFlag: true,
      discardRule: 2,
    });
    expect(p.data.map((d) => [d.fleet, d.rank, d.helm, d.net])).toEqual([
      ['Gold', '1', 'Ann Smith', '4.0'], // A8.2: race 4, 1 against 3
      ['Gold', '2', 'Bob Jones', '4.0'],
      ['Gold', '3', 'Cat Brown', '7.0'],
      ['Silver', '1', 'Eve White', '4.0'], // A8.2: race 4, 1 against 2
      ['Silver', '2', 'Dan Green', '4.0'],
    ]);
    // the worst score in parentheses; of Cat's equal worst (3, 3) the earliest; Silver has 2 entries: DNF scores 3
    expect(p.data[2]).toMatchObject({ r1: '(3.0)', r2: '3.0' });
    expect(p.data[4]!.r3).toBe('(3.0 DNF)');
    expect(p.rules.find((x) => x.rulesKey === 'A2.1')?.notes).toContain('RRS A2.1');
    expect(checkImport(r)).toEqual([[]]);
  });

  it('scores without discards only when the scorer says “none”, and says so in the notes', () => {
    const r = importResults(fixture('places-fleets-en.csv'), { discardProfile: 'none' });
    expect(r.discards).toMatchObject({ kind: 'none', thresholds: [] });
    expect(r.warnings.find((w) => w.code === 'discard-profile')!.message.en).toBe(
      'Discards: no discards (as the scorer said).',
    );
    const p = r.publications[0]!;
    expect(p.discardRule).toBe(0);
    expect(p.data.map((d) => [d.helm, d.net])).toEqual([
      ['Ann Smith', '7.0'],
      ['Bob Jones', '7.0'],
      ['Cat Brown', '10.0'],
      ['Eve White', '6.0'],
      ['Dan Green', '7.0'],
    ]);
    expect(p.data.some((d) => Object.values(d).some((v) => v.startsWith('(')))).toBe(false);
    expect(p.rules.find((x) => x.rulesKey === 'A2.1')?.notes).toContain('no discards (as the scorer said)');
    expect(checkImport(r)).toEqual([[]]);
  });

  it('reads hostile text within the caps, as it reads: a 10 MB cell, a row of a million empty cells, 2,001 boats', () => {
    const refused = (text: string) => importRefusal(utf8(text), { format: 'csv' })?.problem.code ?? null;
    const t0 = performance.now();
    expect(refused('Rank,Sail No,R1,Total\n1,"' + 'x'.repeat(9_000_000))).toBe('cell-too-long');
    expect(refused('Rank,Sail No,R1\n' + ','.repeat(1_000_000))).toBe('too-many-columns');
    const boats = Array.from({ length: 2001 }, (_, i) => `GBR ${i},${(i % 5) + 1},${((i + 1) % 5) + 1}`);
    expect(refused(['Sail No,R1,R2', ...boats].join('\n'))).toBe('too-many-rows');
    expect(performance.now() - t0).toBeLessThan(3000);
  });

  it('scores a medal race (M) double and never discards it', () => {
    const r = importResults(utf8('Sail No,R1,R2,R3,M\nA,1,2,3,2\nB,2,1,1,1\n'), { discardProfile: '1 after 3' });
    expect(r.publications[0]!.data.map((d) => [d.sailNo, d.r1, d.r3, d.r4, d.net])).toEqual([
      ['B', '(2.0)', '1.0', '2.0', '4.0'],
      ['A', '1.0', '(3.0)', '4.0', '7.0'],
    ]);
    expect(r.publications[0]!.header.at(-3)).toEqual({ columnKey: 'r4', columnName: 'M' });
  });

  it('refuses a cell it cannot score and a header it cannot read, in both languages', () => {
    for (const [text, code] of [
      ['Sail No,R1,R2\nA,1,XYZ\nB,2,1\n', 'unscorable'],
      ['name;age\nAnn;12\n', 'not-results'],
      ['Sail No,R1\n', 'empty'],
    ] as const) {
      const problem = importRefusal(utf8(text), { format: 'csv' })?.problem;
      expect(problem?.code, text).toBe(code);
      expect(problem?.message.zh).toMatch(/[\u4e00-\u9fff]/);
    }
  });
});
