import { describe, expect, it } from 'vitest';
import { checkPublication, importResults } from './index.js';
import { readBlw, readCodeRecord } from './blw.js';
import { fixture, utf8 } from './fixtures.test-helper.js';

describe('Sailwave series file (.blw)', () => {
  const r = importResults(fixture('series-1252.blw'), { fileName: 'spring.blw' });
  const p = r.publications[0]!;

  it('detects the format and Windows-1252 (accents and the em dash read right)', () => {
    expect(r).toMatchObject({ format: 'blw', encoding: 'windows-1252', scoredBySite: false });
    expect(p.theTitle).toBe('Spring Series 2026 — Zoë Trophy');
    expect(p.data.map((d) => d.helm)).toContain('Jürgen Weiß');
  });

  it('publishes sailed races in Sailwave order, named, with their dates; the race not sailed is left out and said', () => {
    expect(p.header.filter((h) => /^r\d/.test(h.columnKey)).map((h) => `${h.columnKey}:${h.columnName}`)).toEqual([
      'r1:R1',
      'r2:R2',
      'r3:R3',
      'r4:R4',
    ]);
    expect(r.races).toEqual([
      { key: 'r1', name: 'R1', sailed: true, date: '11/04/2026' },
      { key: 'r2', name: 'R2', sailed: true, date: '11/04/2026' },
      { key: 'r3', name: 'R3', sailed: true, date: '12/04/2026' },
      { key: 'r4', name: 'R4', sailed: true, date: '12/04/2026' },
      { key: null, name: 'R5', sailed: false, date: '13/04/2026' },
    ]);
    expect(r.warnings.find((w) => w.code === 'not-sailed')?.message).toEqual({
      en: 'Races not sailed, left out: R5.',
      zh: '未进行的轮次未列出：R5。',
    });
  });

  it('groups by fleet with ranks within each fleet in Sailwave’s order, and leaves the excluded competitor out', () => {
    expect(p).toMatchObject({ groupingField: 'fleet', groupingFieldName: 'Fleet', groupScoreFlag: true });
    expect(p.data.map((d) => [d.fleet, d.rank, d.sailNo])).toEqual([
      ['Gold', '1', 'GBR 101'],
      ['Gold', '2', 'GBR 202'],
      ['Gold', '3', 'FRA 33'],
      ['Gold', '4', 'IRL 4'],
      ['Gold', '5', 'GBR 5'],
      ['Silver', '1', 'GBR 61'], // stored overall rank 6
      ['Silver', '2', 'NED 7'],
      ['Silver', '3', 'GBR 88'],
      ['Silver', '4', 'GER 9'],
    ]);
    expect(p.data.some((d) => d.sailNo === 'GBR 999')).toBe(false);
    expect(r.warnings.find((w) => w.code === 'excluded')?.message.en).toContain('1 excluded');
  });

  it('writes each cell as published: points with one decimal, the code, parentheses when discarded', () => {
    expect(p.data[0]).toMatchObject({
      r1: '1.0',
      r4: '(6.0 DNF)',
      total: '10.0',
      net: '4.0',
      club: 'Royal Lymington YC',
      nationality: 'GBR',
    });
    expect(p.data[3]).toMatchObject({ r2: '(5.2 ZFP)', total: '16.2' });
    expect(p.data[8]).toMatchObject({ r1: '(4.0)', r2: '2.5 RDG', r3: '4.0 TLE', net: '10.5' });
    expect(p.data[1]).toMatchObject({ crew: 'Tom "TJ" Jones' });
  });

  it('takes the scoring system, its discard list and its codes with their descriptions', () => {
    expect(p.scoringSystem).toBe('Appendix A');
    expect(p.discardRule).toBe(4); // 0,0,0,1
    expect(r.codes.find((c) => c.code === 'TLE')).toEqual({
      code: 'TLE',
      method: 'Fixed points of',
      value: '4',
      discardable: true,
      description: 'Time limit expired: finishers + 2 (club rule 7.3)',
    });
    expect(r.codes.find((c) => c.code === 'DNE')?.discardable).toBe(false);
    // the code the glossary does not know is explained in the notes
    expect(p.rules).toContainEqual({ rulesKey: 'TLE', notes: 'Time limit expired: finishers + 2 (club rule 7.3)' });
    expect(p.rules[0]!.notes).toContain('1 after 4');
  });

  it('keeps Sailwave’s stored nett, and the check shows where it differs from the cells', () => {
    expect(p.data[3]!.net).toBe('10.0');
    const findings = checkPublication(p);
    expect(findings.filter((f) => f.severity === 'error')).toEqual([
      expect.objectContaining({ code: 'net', row: 4, sailNo: 'IRL 4', group: 'Gold', expected: '11.0', found: '10.0' }),
    ]);
    expect(findings.find((f) => f.code === 'unknown-code')).toMatchObject({ found: 'TLE', row: 9 });
  });

  it('reads a UTF-8 file with Chinese names and no fleets', () => {
    const u = importResults(fixture('series-utf8.blw'));
    expect(u.encoding).toBe('utf-8');
    expect(u.warnings).toEqual([]);
    const q = u.publications[0]!;
    expect(q.groupingField).toBeUndefined();
    expect(q.data.map((d) => [d.rank, d.helm, d.net])).toEqual([
      ['1', '李华', '3.0'],
      ['2', '陈大文', '3.0'],
      ['3', '王小明', '3.0'],
    ]);
    expect(checkPublication(q)).toEqual([]);
  });

  it('scores a missing result in a sailed race DNC and says so; ranks from the nets when none is stored', () => {
    const blw = [
      '"serevent","Test","",""',
      '"racename","R1","","1"',
      '"racesailed","1","","1"',
      '"compsailno","A","1",""',
      '"compsailno","B","2",""',
      '"compsailno","C","3",""',
      '"rpts","1","1","1"',
      '"rpts","2","2","1"',
    ].join('\r\n');
    const t = importResults(utf8(blw));
    expect(t.publications[0]!.data.map((d) => [d.rank, d.sailNo, d.r1, d.net])).toEqual([
      ['1', 'A', '1.0', '1.0'],
      ['2', 'B', '2.0', '2.0'],
      ['3', 'C', '4.0 DNC', '4.0'],
    ]);
    expect(t.warnings.map((w) => w.code)).toEqual(['missing-result', 'not-stored']);
  });

  it('leaves a race blank for a fleet that did not sail it (a start for the other fleet)', () => {
    const blw = [
      '"serevent","Test","",""',
      '"racename","R1","","1"',
      '"racesailed","1","","1"',
      '"racename","R2","","2"',
      '"racesailed","1","","2"',
      '"compsailno","A","1",""',
      '"compfleet","Gold","1",""',
      '"compsailno","B","2",""',
      '"compfleet","Silver","2",""',
      '"rpts","1","1","1"',
      '"rpts","1","1","2"',
      '"rpts","1","2","1"',
    ].join('\r\n');
    const t = importResults(utf8(blw));
    expect(t.publications[0]!.data.map((d) => [d.fleet, d.r1, d.r2, d.net])).toEqual([
      ['Gold', '1.0', '1.0', '2.0'],
      ['Silver', '1.0', '', '1.0'],
    ]);
    expect(t.warnings.map((w) => w.code)).toEqual(['not-stored']);
    expect(checkPublication(t.publications[0])).toEqual([]);
  });

  it('reads records with doubled quotes and code records', () => {
    const f = readBlw('"comphelmname","Tom ""TJ"" Jones","4",""\r\n"rpts","3","4","2"\r\n"serevent","X","",""\r\n');
    expect(f.competitors.get('4')).toEqual({ comphelmname: 'Tom "TJ" Jones' });
    expect(f.results.get('4|2')).toEqual({ rpts: '3' });
    expect(readCodeRecord('DNF|Boats in series +|1|Yes|No|Did not finish')).toMatchObject({
      code: 'DNF',
      discardable: true,
      description: 'Did not finish',
    });
    expect(readCodeRecord('')).toBeNull();
  });
});
