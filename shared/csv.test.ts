import { describe, expect, it } from 'vitest';
import { csvText } from './csv';

/** one row's line, without the byte order mark and the CRLF */
const line = (cells: (string | number | null | undefined)[]) => csvText([cells]).slice(1, -2);

describe('csvText (csv-stringify: bom, escape_formulas, CRLF)', () => {
  it('quotes what RFC 4180 needs quoted, and nothing else', () => {
    expect(line(['plain'])).toBe('plain');
    expect(line(['a,b'])).toBe('"a,b"');
    expect(line(['say "hi"'])).toBe('"say ""hi"""');
    expect(line(['two\nlines'])).toBe('"two\nlines"');
    expect(line(['青岛帆船俱乐部'])).toBe('青岛帆船俱乐部');
    expect(line([12.5, null, undefined, ''])).toBe('12.5,,,');
  });

  it('shows a would-be formula as text: an apostrophe in front, quoted', () => {
    expect(line(['=HYPERLINK("x")'])).toBe('"\'=HYPERLINK(""x"")"');
    expect(line(['+1'])).toBe('"\'+1"');
    expect(line(['-1'])).toBe('"\'-1"');
    expect(line([-1])).toBe('"\'-1"');
    expect(line(['@SUM(A1)'])).toBe('"\'@SUM(A1)"');
    expect(line(['\tx'])).toBe('"\'\tx"');
    expect(line(['\rx'])).toBe('"\'\rx"');
    // the full-width forms some spreadsheets read as the same signs
    expect(line(['＝1+1'])).toBe('"\'＝1+1"');
    // a sign inside a cell is no formula
    expect(line(['a=b', 'x-1'])).toBe('a=b,x-1');
  });

  it('starts with the byte order mark and ends every row with CRLF', () => {
    expect(
      csvText([
        ['a', 'b'],
        ['1', '2,3'],
      ]),
    ).toBe('\uFEFFa,b\r\n1,"2,3"\r\n');
    expect(csvText([['x', null]])).toBe('\uFEFFx,\r\n');
    expect(csvText([])).toBe('\uFEFF');
    // Excel's UTF-8 signature: the bytes EF BB BF
    expect([...Buffer.from(csvText([['帆']]), 'utf8').subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('writes a large hostile file whole: every formula (a leading CR too) defused, every quote doubled, every break quoted', () => {
    const rows = Array.from({ length: 5_000 }, (_, i) => [
      `=${'"'.repeat(50)}${i}`,
      '\r\n'.repeat(50),
      '-'.repeat(200),
    ]);
    const csv = csvText(rows);
    const lines = csv.slice(1).split(/\r\n(?="')/);
    expect(lines).toHaveLength(5_000);
    expect(lines[4_999]).toBe(`"'=${'""'.repeat(50)}4999","'${'\r\n'.repeat(50)}","'${'-'.repeat(200)}"\r\n`);
  });
});
