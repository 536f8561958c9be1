import { describe, expect, it } from 'vitest';
import { checkPublication, importResults } from './index.js';
import { readBlw, readCodeRecord } from './blw.js';
import { fixture, importRefusal, utf8 } from './fixtures.test-helper.js';

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

describe('Sailwave series file: Sailwave’s settings', () => {
  const lines = (...l: string[]) => utf8(l.join('\r\n'));
  const base = [
    '"serevent","Cup","",""',
    '"serscoringhandle","1","",""',
    '"scrname","Appendix A","1",""',
    '"scrparent","0","1",""',
    '"scrfield","Fleet","1",""',
    '"scrsfield","Fleet","1",""',
    '"column","1|Rank|3|Yes|Yes|21||",""',
    '"column","1|Fleet|7|Yes|Yes|47||",""',
    '"column","1|SailNo|11|Yes|Yes|45||",""',
    '"column","1|HelmName|15|Yes|Yes|70||",""',
    '"column","1|HelmAgeGroup|16|Yes|Yes|21|Age|",""',
    '"column","1|Club|13|No|No|40||",""',
    '"column","2||25|Yes|Yes|39||",""',
    '"column","1|Total|31|Yes|Yes|43||",""',
    '"column","1|Nett|33|Yes|Yes|40||",""',
    '"racerank","1","","1"',
    '"racesailed","1","","1"',
    '"racerank","2","","2"',
    '"racesailed","1","","2"',
  ];
  const boat = (id: string, sail: string, fleet: string, rank: string, r1: string, r2: string, nett: string) => [
    `"compsailno","${sail}","${id}",""`,
    `"comphelmname","Helm ${sail}","${id}",""`,
    `"compfleet","${fleet}","${id}",""`,
    `"comphelmagegroup","M","${id}",""`,
    `"compclub","Club ${sail}","${id}",""`,
    `"comprank","${rank}","${id}",""`,
    `"compnett","${nett}","${id}",""`,
    `"rpts","${r1}","${id}","1"`,
    `"rrestyp","1","${id}","1"`,
    `"rpts","${r2}","${id}","2"`,
    `"rrestyp","1","${id}","2"`,
  ];

  it('titles one table as Sailwave does and publishes the columns its column records publish', () => {
    const r = importResults(
      lines(
        ...base,
        '"serpubgroupvalues","Pro","",""',
        ...boat('2', 'P1', 'Pro', '1', '1', '2', '3'),
        ...boat('3', 'P2', 'Pro', '2', '2', '1', '3'),
      ),
    );
    const p = r.publications[0]!;
    expect(p.theTitle).toBe('Cup – Pro Fleet');
    expect(p.groupingField).toBeUndefined();
    // Club is not published (its column record says No); Age is, with its caption; Fleet shown as a column
    expect(p.header.map((h) => `${h.columnKey}:${h.columnName}`)).toEqual([
      'rank:Rank',
      'fleet:Fleet',
      'sailNo:Sail No',
      'helm:Helm',
      'helmagegroup:Age',
      'r1:R1',
      'r2:R2',
      'total:Total',
      'net:Net',
    ]);
    expect(p.data.map((d) => [d.rank, d.sailNo])).toEqual([
      ['1', 'P1'],
      ['2', 'P2'],
    ]);
  });

  it('serpubgroupvalues orders the tables but leaves no boat out (the publish dialog’s last choice)', () => {
    const p = importResults(
      lines(
        ...base,
        '"serpubgroupvalues","Pro","",""',
        ...boat('1', 'A1', 'Amateur', '1', '1', '1', '2'),
        ...boat('2', 'P1', 'Pro', '1', '1', '2', '3'),
        ...boat('3', 'M1', 'Masterblaster', '1', '1', '1', '2'),
      ),
    ).publications[0]!;
    expect(p.data.map((d) => [d.fleet, d.rank, d.sailNo])).toEqual([
      ['Pro', '1', 'P1'],
      ['Amateur', '1', 'A1'],
      ['Masterblaster', '1', 'M1'],
    ]);
  });

  it('one table with the stored overall ranks when the series was scored as one fleet (no list, ranks do not restart)', () => {
    const p = importResults(
      lines(
        ...base,
        ...boat('1', 'A1', 'Amateur', '2', '2', '2', '4'),
        ...boat('2', 'P1', 'Pro', '1', '1', '1', '2'),
        ...boat('3', 'A2', 'Amateur', '3', '3', '3', '6'),
      ),
    ).publications[0]!;
    expect(p.groupingField).toBeUndefined();
    expect(p.theTitle).toBe('Cup');
    expect(p.data.map((d) => [d.rank, d.sailNo, d.fleet])).toEqual([
      ['1', 'P1', 'Pro'],
      ['2', 'A1', 'Amateur'],
      ['3', 'A2', 'Amateur'],
    ]);
  });

  it('one group per value when the stored ranks start again in each (scored apart), in the listed order', () => {
    const p = importResults(
      lines(
        ...base,
        '"serpubgroupvalues","Pro|Amateur","",""',
        ...boat('1', 'A1', 'Amateur', '1', '1', '1', '2'),
        ...boat('2', 'P1', 'Pro', '1', '1', '1', '2'),
        ...boat('3', 'A2', 'Amateur', '2', '2', '2', '4'),
      ),
    ).publications[0]!;
    expect(p).toMatchObject({ groupingField: 'fleet', groupingFieldName: 'Fleet', groupScoreFlag: true, theTitle: 'Cup' });
    expect(p.data.map((d) => [d.fleet, d.rank, d.sailNo])).toEqual([
      ['Pro', '1', 'P1'],
      ['Amateur', '1', 'A1'],
      ['Amateur', '2', 'A2'],
    ]);
  });

  it('publishes the stored rank and nett where a recomputation disagrees, and names the boats in a warning', () => {
    const r = importResults(
      lines(
        ...base,
        ...boat('1', 'A1', 'Amateur', '1', '3', '3', '5'), // the cells say 6
        ...boat('2', 'A2', 'Amateur', '2', '1', '1', '2'),
      ),
    );
    const p = r.publications[0]!;
    expect(p.data.map((d) => [d.rank, d.sailNo, d.net])).toEqual([
      ['1', 'A1', '5.0'],
      ['2', 'A2', '2.0'],
    ]);
    const w = r.warnings.filter((x) => x.code === 'stored-differs');
    expect(w.map((x) => x.params)).toEqual([
      { what: 'rank', boats: 'A1 Helm A1; A2 Helm A2', count: '2' },
      { what: 'net', boats: 'A1 Helm A1', count: '1' },
    ]);
    expect(w[1]!.message.en).toContain('A1 Helm A1');
    expect(w[1]!.message.zh).toContain('净分');
  });

  it('checks the discard marks against the file’s discard list (the last step holds; a trailing comma ends it)', () => {
    const disc = (list: string, marks: [string, string]) =>
      importResults(
        lines(
          ...base,
          `"scrdiscardlist","${list}","1",""`,
          ...boat('1', 'A1', 'Amateur', '1', '1', '3', '1'),
          `"rdisc","${marks[0]}","1","1"`,
          `"rdisc","${marks[1]}","1","2"`,
        ),
      ).warnings.find((w) => w.params?.what === 'discards')?.params?.boats ?? null;
    expect(disc('0,1', ['0', '1'])).toBeNull(); // the worst (3.0) discarded
    expect(disc('0,1', ['1', '0'])).toBe('A1 Helm A1'); // the better one marked
    expect(disc('1', ['0', '1'])).toBeNull(); // the last step holds
    expect(disc('1,', ['0', '0'])).toBeNull(); // past a trailing comma: none
    expect(disc('1,', ['0', '1'])).toBe('A1 Helm A1');
  });

  it('shows a code only for a code result (rrestyp 3); points set by hand (“-”) as the points alone', () => {
    const r = importResults(
      lines(
        ...base,
        '"scrcode","-|Set points by hand||Yes|Yes|spare|spare|spare|spare|spare|spare|Yes|Yes|No|1||slalom scoring places","",""',
        '"compsailno","A1","1",""',
        '"comprank","1","1",""',
        '"rpts","22","1","1"',
        '"rcod","-","1","1"',
        '"rrestyp","3","1","1"',
        '"rdisc","1","1","1"',
        '"rpts","12","1","2"',
        '"rcod","DNC","1","2"',
        '"rrestyp","1","1","2"',
      ),
    );
    const d = r.publications[0]!.data[0]!;
    // Sailwave prints '(22.0 -)': points set by hand, no penalty
    expect([d.r1, d.r2, d.total, d.net]).toEqual(['(22.0)', '12.0', '34.0', '12.0']);
    expect(r.codes.find((c) => c.code === '-')).toMatchObject({ method: 'Set points by hand', description: 'slalom scoring places' });
  });

  it('works out the points of a code the file stores none for, by the code’s method in the file', () => {
    const r = importResults(
      lines(
        ...base,
        '"scrcode","DNF|Boats in series +|1|Yes|Yes|spare|spare|spare|spare|spare|spare|Yes|No|No|1||Did not finish","",""',
        '"scrcode","DNS|Score like|DNF|Yes|Yes|spare|spare|spare|spare|spare|spare|No|No|No|1||Did not start","",""',
        '"scrcode","TLE|Fixed points of|4|Yes|Yes|spare|spare|spare|spare|spare|spare|No|No|No|1||Time limit","",""',
        ...boat('1', 'A1', 'Amateur', '1', '1', '1', '2'),
        ...boat('2', 'A2', 'Amateur', '2', '2', '2', '4'),
        '"compsailno","A3","3",""',
        '"compfleet","Amateur","3",""',
        '"rcod","DNS","3","1"',
        '"rrestyp","3","3","1"',
        '"rcod","TLE","3","2"',
        '"rrestyp","3","3","2"',
      ),
    );
    const d = r.publications[0]!.data.find((x) => x.sailNo === 'A3')!;
    expect([d.r1, d.r2, d.total]).toEqual(['4.0 DNS', '4.0 TLE', '8.0']);
  });

  it('leaves out a competitor record with no sail number, name or result (not a boat)', () => {
    const p = importResults(
      lines(...base, ...boat('1', 'A1', 'Amateur', '1', '1', '1', '2'), '"compexclude","0","9",""'),
    ).publications[0]!;
    expect(p.data).toHaveLength(1);
  });
});

/** the time of a plain linear pass over the same bytes: decoded, split into lines (ms) */
function baseline(bytes: Uint8Array): number {
  const t0 = performance.now();
  new TextDecoder().decode(bytes).split('\n').forEach((l) => l.split(','));
  return performance.now() - t0;
}

describe('Sailwave series file: linear reading and caps', () => {
  it('reads a 9.9 MB file of 2,000 boats in one pass, well under two seconds', () => {
    const parts: string[] = ['"serevent","Big","",""\r\n'];
    for (let r = 1; r <= 20; r++) parts.push(`"racerank","${r}","","${r}"\r\n"racesailed","1","","${r}"\r\n`);
    let size = 0;
    for (let c = 1; c <= 2000; c++) {
      const rec = `"compsailno","GBR ${c}","${c}",""\r\n"comphelmname","${'Helm '.repeat(30)}","${c}",""\r\n`;
      parts.push(rec);
      size += rec.length;
      for (let r = 1; r <= 20; r++) {
        const line = `"rpts","${(c % 50) + 1}","${c}","${r}"\r\n"rrestyp","1","${c}","${r}"\r\n"srat","0","${c}","${r}"\r\n`;
        parts.push(line);
        size += line.length;
      }
    }
    // padding Sailwave ignores (notes), up to 9.9 MB
    const pad = 9.9 * 1024 * 1024 - size;
    parts.push(`"sernotes","${'x'.repeat(Math.max(0, Math.floor(pad)))}","",""\r\n`);
    const bytes = utf8(parts.join(''));
    expect(bytes.length).toBeGreaterThan(9.5 * 1024 * 1024);
    const t0 = performance.now();
    const r = importResults(bytes);
    const ms = performance.now() - t0;
    expect(r.publications[0]!.data).toHaveLength(2000);
    // well under two seconds on an idle machine; on a loaded one, within 10 times the time of
    // decoding and splitting the same bytes into lines (a super-linear reader is far beyond both)
    expect(ms).toBeLessThan(Math.max(2000, 10 * baseline(bytes)));
  });

  it('reads hostile text linearly: an unclosed quote, thousands of doubled quotes, commas without end', () => {
    for (const hostile of [
      `"serevent","${'"'.repeat(3_000_000)}`,
      `"compsailno","${'""'.repeat(2_000_000)}","1",""`,
      `"compsailno",${','.repeat(3_000_000)}`,
      '"compsailno","A","1",""\r\n' + '"rpts","1"\r\n'.repeat(300_000),
    ]) {
      const bytes = utf8(hostile);
      const t0 = performance.now();
      importRefusal(bytes, { format: 'blw' }); // taken or refused, never another error
      expect(performance.now() - t0).toBeLessThan(Math.max(2000, 10 * baseline(bytes)));
    }
  });

  it('refuses more than 2,000 competitors, more than 200 races and a value over 1,000 characters, with codes', () => {
    const code = (text: string) => importRefusal(utf8(text), { format: 'blw' })?.problem.code ?? null;
    const comps = Array.from({ length: 2001 }, (_, i) => `"compsailno","S${i}","${i + 1}",""`).join('\r\n');
    const races = Array.from({ length: 201 }, (_, i) => `"racesailed","1","","${i + 1}"`).join('\r\n');
    expect(code(`"serevent","E","",""\r\n${comps}`)).toBe('too-many-rows');
    expect(code(`"compsailno","A","1",""\r\n${races}`)).toBe('too-many-columns');
    expect(code(`"compsailno","A","1",""\r\n"comphelmname","${'x'.repeat(1001)}","1",""`)).toBe('cell-too-long');
    const e = importRefusal(utf8(`"serevent","E","",""\r\n${comps}`));
    expect(e?.problem.message.zh).toMatch(/[\u4e00-\u9fff]/);
  });
});
