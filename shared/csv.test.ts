import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, csvText } from './csv';

describe('csvCell', () => {
  it('quotes what RFC 4180 needs quoted, and nothing else', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('青岛帆船俱乐部')).toBe('青岛帆船俱乐部');
    expect(csvCell(12.5)).toBe('12.5');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });
  it('shows a would-be formula as text: an apostrophe in front, quoted', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('+1')).toBe('"\'+1"');
    expect(csvCell('-1')).toBe('"\'-1"');
    expect(csvCell('@SUM(A1)')).toBe('"\'@SUM(A1)"');
    expect(csvCell('\tx')).toBe('"\'\tx"');
    expect(csvCell('\rx')).toBe('"\'\rx"');
  });
});

describe('csvText', () => {
  it('starts with the byte order mark and ends every row with CRLF', () => {
    expect(csvText([['a', 'b'], ['1', '2,3']])).toBe('\uFEFFa,b\r\n1,"2,3"\r\n');
    expect(csvLine(['x', null])).toBe('x,\r\n');
    expect(csvText([])).toBe('\uFEFF');
  });
});
