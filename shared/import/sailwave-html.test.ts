import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkImport, checkPublication, importResults } from './index.js';
import { htmlText, readCaption } from './sailwave-html.js';
import { fixture, fixtureColumns, utf8 } from './fixtures.test-helper.js';

describe('Sailwave results page', () => {
  it('reads the summary tables of a windows-1252 page (its <meta> charset) as one publication grouped by fleet', () => {
    const r = importResults(fixture('results-1252.htm'));
    expect(r).toMatchObject({ format: 'sailwave-html', encoding: 'windows-1252', scoredBySite: false });
    expect(r.publications).toHaveLength(1);
    const p = r.publications[0]!;
    expect(p).toMatchObject({
      theTitle: 'Spring Series 2026 — Zoë Trophy',
      scoringSystem: 'Appendix A',
      groupingField: 'fleet',
      groupScoreFlag: true,
    });
    expect(p.header.map((h) => h.columnKey)).toEqual(fixtureColumns(4, 'fleet'));
    expect(p.data).toHaveLength(9); // the race table is not read
    expect(p.data[0]).toMatchObject({
      rank: '1',
      nationality: 'GBR',
      helm: 'Zoë Müller',
      crew: 'Ana Sørensen',
      fleet: 'Gold',
      r4: '(6.0 DNF)',
    });
    expect(p.data[1]).toMatchObject({ rank: '2', helm: "James O'Neill", crew: 'Tom "TJ" Jones', nationality: 'GBR' });
    expect(p.data[2]).toMatchObject({ helm: 'Élodie Marchand', crew: '' });
    expect(p.data[5]).toMatchObject({ rank: '1', fleet: 'Silver', helm: 'Chloë Brontë' });
    expect(p.data[8]).toMatchObject({ r2: '2.5 RDG', r3: '4.0 TLE', net: '10.5' });
    // the caption says 1 discard but not after how many races
    expect(r.warnings.map((w) => w.code)).toEqual(['encoding-guess', 'discard-unknown']);
    expect(p.discardRule).toBe(0);
    // the published figures agree with the cells; TLE is not in the glossary
    expect(checkPublication(p).map((f) => [f.code, f.found])).toEqual([['unknown-code', 'TLE']]);
  });

  it('takes the discard rule from the profile given', () => {
    expect(importResults(fixture('results-1252.htm'), { discardProfile: '0,0,0,1' }).publications[0]!.discardRule).toBe(
      4,
    );
  });

  it('makes one publication per table when the tables have different races', () => {
    const page = `<html><h1>Club Series</h1>
      <h3 class="summarytitle">Lasers</h3><div class="caption summarycaption">Sailed: 2, Discards: 0, To count: 2, Entries: 2, Scoring system: Appendix A</div>
      <table class="summarytable"><tr><th>Rank</th><th>SailNo</th><th>R1</th><th>R2</th><th>Total</th><th>Nett</th></tr>
      <tr class="odd summaryrow"><td>1st</td><td>1</td><td>1.0</td><td>1.0</td><td>2.0</td><td>2.0</td></tr>
      <tr class="even summaryrow"><td>2nd</td><td>2</td><td>2.0</td><td>2.0</td><td>4.0</td><td>4.0</td></tr></table>
      <h3 class="summarytitle">Toppers</h3><div class="caption summarycaption">Sailed: 1, Discards: 0</div>
      <table class="summarytable"><tr><th>Rank</th><th>SailNo</th><th>Sat 1</th><th>Total</th><th>Nett</th></tr>
      <tr><td>1st</td><td>5</td><td>1.0</td><td>1.0</td><td>1.0</td></tr></table></html>`;
    const r = importResults(utf8(page));
    expect(r.publications.map((p) => p.theTitle)).toEqual(['Club Series – Lasers', 'Club Series – Toppers']);
    expect(r.publications[1]!.header.find((h) => h.columnKey === 'r1')?.columnName).toBe('Sat 1');
    expect(r.warnings.map((w) => w.code)).toEqual(['tables-apart']);
    expect(r.publications.every((p) => p.discardRule === 0)).toBe(true);
  });

  it('reads a page without Sailwave classes when a table is headed Rank … Nett', () => {
    const r = importResults(
      utf8(
        '<table><tr><th>Rank</th><th>Sail No</th><th>R1</th><th>Nett</th></tr><tr><td>1</td><td>A</td><td>1.0</td><td>1.0</td></tr></table>',
      ),
    );
    expect(r.publications[0]!.data[0]).toMatchObject({ rank: '1', sailNo: 'A', r1: '1.0', net: '1.0' });
  });

  it('refuses a page with no results table', () => {
    expect(() => importResults(utf8('<html><body><p>Hello</p></body></html>'))).toThrow(/not a results file/);
  });

  it('decodes entities, images and captions', () => {
    expect(htmlText('&Eacute;lodie &amp; Zo&euml; &#233;&#x4E2D;&nbsp;x')).toBe('Élodie & Zoë é中 x');
    expect(htmlText('<td><img src="../flags/hkg.png"> <b>HKG</b></td>')).toBe('HKG HKG');
    expect(readCaption('Sailed: 7, Discards: 1, To count: 6, Entries: 28, Scoring system: Appendix A')).toEqual({
      sailed: 7,
      discards: 1,
      entries: 28,
      scoringSystem: 'Appendix A',
    });
  });
});

describe('the pages Sailwave published (development set: tests/fixtures/third_party/sailwave-dev, CC BY-SA 4.0, see its README)', () => {
  const dir = new URL('../../tests/fixtures/third_party/sailwave-dev/', import.meta.url);
  const pages = readdirSync(dir).filter((f) => f.endsWith('.html'));

  it('passes every published page through the check (none blocked), with its races and no others', () => {
    expect(pages.length).toBe(28);
    for (const name of pages) {
      const bytes = readFileSync(new URL(name, dir));
      const r = importResults(bytes, { fileName: name });
      const findings = checkImport(r).flat();
      expect(
        findings.filter((f) => f.severity === 'error'),
        name,
      ).toEqual([]);
      // the races are the page's own count ("Sailed: N"): Age, Sex, Tally, AltSailNo are not races
      const sailed = Number(/Sailed: (\d+)/.exec(new TextDecoder('latin1').decode(bytes))![1]);
      const p = r.publications[0]!;
      expect(p.header.filter((h) => /^r\d+$/.test(h.columnKey)).length, name).toBe(sailed);
      expect(p.header.map((h) => h.columnName)).not.toEqual(expect.arrayContaining(['Age', 'Sex', 'Tally']));
      // a boat is named by her sail number and helm in every finding
      for (const f of findings.filter((x) => x.row !== undefined)) expect(f.boat, name).toMatch(/\S/);
    }
  });
});
