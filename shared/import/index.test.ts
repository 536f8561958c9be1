import { describe, expect, it } from 'vitest';
import {
  checkPublication,
  detectFormat,
  importResults,
  isImportError,
  MAX_IMPORT_BYTES,
  type ImportErrorCode,
} from './index.js';
import { decodeBytes } from './text.js';
import { fixture, importRefusal, utf8 } from './fixtures.test-helper.js';

const refused = (bytes: Uint8Array, opts: Parameters<typeof importResults>[1] = {}): ImportErrorCode | null => {
  const e = importRefusal(bytes, opts);
  if (!e) return null;
  expect(e.problem.message.en.length).toBeGreaterThan(10);
  expect(e.problem.message.zh).toMatch(/[\u4e00-\u9fff]/);
  expect(JSON.parse(JSON.stringify(e))).toEqual(e.problem);
  return e.problem.code;
};

describe('importResults: formats and refusals', () => {
  it('detects each format from the content, whatever the file is called', () => {
    expect(importResults(fixture('series-1252.blw'), { fileName: 'x.csv' }).format).toBe('blw');
    expect(importResults(fixture('results-1252.htm'), { fileName: 'x.txt' }).format).toBe('sailwave-html');
    expect(importResults(fixture('finished-en.csv')).format).toBe('csv');
    expect(detectFormat(' {"header": []}')).toBe('json');
    expect(detectFormat('hello')).toBeNull();
  });

  it('refuses a format the content contradicts, with both names', () => {
    expect(refused(fixture('finished-en.csv'), { format: 'blw' })).toBe('format-mismatch');
    expect(refused(fixture('series-1252.blw'), { format: 'sailwave-html' })).toBe('format-mismatch');
    expect(importRefusal(fixture('results-1252.htm'), { format: 'json' })?.problem.message.en).toBe(
      'The file was given as an SF-TASS score JSON but its content is not: it looks like a Sailwave results page (.htm).',
    );
  });

  it('refuses an empty file, a file that is not results, a bad discard profile and one that is too large', () => {
    expect(refused(new Uint8Array())).toBe('empty');
    expect(refused(utf8('  \r\n'))).toBe('empty');
    expect(refused(utf8('just some words'))).toBe('not-results');
    expect(refused(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0x0d, 0xff]))).toBe('encoding');
    expect(refused(fixture('places-fleets-en.csv'), { discardProfile: 'sometimes' })).toBe('bad-discard-profile');
    expect(refused(new Uint8Array(MAX_IMPORT_BYTES + 1))).toBe('too-large');
  });
});

describe('decodeBytes', () => {
  it('reads byte-order marks, UTF-8, GB18030 and Windows-1252 (including 0x80–0x9F)', () => {
    expect(decodeBytes(new Uint8Array([0xef, 0xbb, 0xbf, 0x41]))).toEqual({ text: 'A', encoding: 'utf-8' });
    expect(decodeBytes(new Uint8Array([0xff, 0xfe, 0x2d, 0x4e]))).toEqual({ text: '中', encoding: 'utf-16le' });
    expect(decodeBytes(utf8('Zoë 中'))).toEqual({ text: 'Zoë 中', encoding: 'utf-8' });
    // 帆号,王小明 in GB18030
    expect(decodeBytes(new Uint8Array([0xb7, 0xab, 0xba, 0xc5, 0x2c, 0xcd, 0xf5, 0xd0, 0xa1, 0xc3, 0xf7]))).toEqual({
      text: '帆号,王小明',
      encoding: 'gb18030',
    });
    // "Zoë Müller — €5" in Windows-1252
    expect(
      decodeBytes(
        new Uint8Array([0x5a, 0x6f, 0xeb, 0x20, 0x4d, 0xfc, 0x6c, 0x6c, 0x65, 0x72, 0x20, 0x97, 0x20, 0x80, 0x35]),
      ),
    ).toEqual({
      text: 'Zoë Müller — €5',
      encoding: 'windows-1252',
    });
  });
});

describe('never anything but an ImportError', () => {
  it('reads any bytes into publications or refuses them with an ImportError; the check never throws', async () => {
    const fc = await import('fast-check');
    const pieces = [
      '"serevent","E","",""\r\n',
      '"rpts","3","1","1"\r\n',
      '"compsailno","A","1",""\r\n',
      'Rank,Sail No,R1,Total,Nett\n',
      '1,A,(3.0 DNF),3,0\n',
      '<table class="summarytable"><tr><th>Rank</th><th>R1</th><th>Nett</th></tr><tr><td>1st</td><td>',
      '{"header":[{"columnKey":"rank"}],"data":[{"rank":1}]}',
      '帆号\t第1轮\n',
      'DNF',
      '\t',
      ',',
      '"',
      '\r\n',
    ];
    fc.assert(
      fc.property(
        fc.oneof(
          fc.uint8Array({ maxLength: 300 }),
          fc.array(fc.constantFrom(...pieces), { maxLength: 12 }).map((a) => utf8(a.join(''))),
        ),
        fc.constantFrom(undefined, 'blw', 'sailwave-html', 'csv', 'json'),
        (bytes, format) => {
          try {
            const r = importResults(bytes, { format: format as never });
            for (const p of r.publications) expect(Array.isArray(checkPublication(p))).toBe(true);
          } catch (e) {
            if (!isImportError(e)) throw e;
          }
        },
      ),
      { numRuns: 400 },
    );
  });
});
