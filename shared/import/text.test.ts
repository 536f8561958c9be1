import { describe, expect, it } from 'vitest';
import { decodeBytes, looksChinese, parseDelimited } from './text.js';

/** text to Windows-1252 bytes (the characters used here are all in Latin-1 or ASCII) */
const cp1252 = (text: string) => new Uint8Array([...text].map((c) => c.charCodeAt(0)));

describe('the encoding, as Sailwave and Excel write files', () => {
  it('reads Western text as Windows-1252, never as a Chinese encoding, whatever its accents', () => {
    for (const text of [
      '"comphelmname","Zoë Müller","1",""',
      '"comphelmname","Maria Conceição","1",""\r\n"comphelmname","João Assunção","2",""', // ç ã: a GB2312-shaped pair
      '"comphelmname","ÉLODIE ÅSTRÖM","1",""',
      '"compclub","CafÃ© del Mar","1",""\r\n"comphelmname","JosÃ© MarÃ­a Müller","2",""', // UTF-8 once saved again as 1252
      '"serevent","Côte d’Azur — Été","",""',
    ]) {
      const bytes =
        text.includes('’') || text.includes('—')
          ? new Uint8Array([...text].map((c) => (c === '’' ? 0x92 : c === '—' ? 0x97 : c.charCodeAt(0))))
          : cp1252(text);
      expect(looksChinese(bytes)).toBe(false);
      expect(decodeBytes(bytes)).toEqual({ text, encoding: 'windows-1252' });
    }
  });

  it('reads Chinese saved by Chinese Windows (GB18030/GBK) as Chinese, and UTF-8 as UTF-8', () => {
    // "李华,王小明,帆船俱乐部" in GBK
    const gbk = new Uint8Array([
      0xc0, 0xee, 0xbb, 0xaa, 0x2c, 0xcd, 0xf5, 0xd0, 0xa1, 0xc3, 0xf7, 0x2c, 0xb7, 0xab, 0xb4, 0xac, 0xbe, 0xe3, 0xc0,
      0xd6, 0xb2, 0xbf,
    ]);
    expect(decodeBytes(gbk)).toEqual({ text: '李华,王小明,帆船俱乐部', encoding: 'gb18030' });
    expect(decodeBytes(new TextEncoder().encode('Zoë 李华'))).toEqual({ text: 'Zoë 李华', encoding: 'utf-8' });
  });

  it('follows a declared charset when the bytes are not UTF-8', () => {
    expect(decodeBytes(cp1252('Müller'), 'iso-8859-1').text).toBe('Müller');
  });

  it('splits delimited text with quotes, doubled quotes and line breaks in one pass', () => {
    expect(parseDelimited('a,"b ""c""",d\r\n"x\ny",2\n', ',')).toEqual([
      ['a', 'b "c"', 'd'],
      ['x\ny', '2'],
    ]);
  });
});
