/**
 * Bytes to text, and delimited text to rows: the part every importer shares.
 *
 * Encodings (WHATWG TextDecoder for UTF-8, UTF-16 and GB18030, built into Node 20 with full ICU;
 * Windows-1252 by its own table, since Node 20's TextDecoder reads 'windows-1252' as Latin-1 and
 * turns 0x80–0x9F (€ ’ “ ” — …) into control characters): a byte-order mark decides (UTF-8, UTF-16 LE/BE); else valid UTF-8 is UTF-8;
 * else a declared charset (an HTML <meta>); else Windows-1252, as Sailwave and Excel write files on
 * Western Windows, unless the bytes have the shape of Chinese text (pairs of GB2312 bytes, not the
 * shape of UTF-8 saved again as Windows-1252) and read as Chinese characters in GB18030 (Excel or
 * Sailwave on Chinese Windows): never a Chinese encoding for a file without Chinese.
 */
import { importError } from './messages.js';

export interface DecodedText {
  text: string;
  encoding: string;
}

/** Windows-1252's 0x80–0x9F (0 where the code page has no character: kept as the C1 code point) */
const CP1252_HIGH = [
  0x20ac, 0, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0, 0x017d, 0, 0,
  0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0, 0x017e, 0x0178,
];

/** Windows-1252 bytes to text (every byte is a character) */
export function decodeWindows1252(bytes: Uint8Array): string {
  let out = '';
  const CHUNK = 8192;
  for (let start = 0; start < bytes.length; start += CHUNK) {
    const end = Math.min(start + CHUNK, bytes.length);
    const codes = new Array<number>(end - start);
    for (let i = start; i < end; i++) {
      const b = bytes[i]!;
      codes[i - start] = b >= 0x80 && b < 0xa0 ? CP1252_HIGH[b - 0x80] || b : b;
    }
    out += String.fromCharCode(...codes);
  }
  return out;
}

const decoder = (label: string, fatal = false) => new TextDecoder(label, { fatal, ignoreBOM: false });

function tryDecode(label: string, bytes: Uint8Array): string | null {
  try {
    return decoder(label, true).decode(bytes);
  } catch {
    return null;
  }
}

/**
 * Whether bytes that are not UTF-8 read as Chinese (GB18030/GBK, as Excel or Sailwave on Chinese
 * Windows save them) rather than as Windows-1252 (Western Windows, where Sailwave writes its
 * files). One pass over the bytes:
 * - GBK text is pairs: a lead byte 0x81–0xFE and a trail byte; Chinese names are GB2312 (both bytes
 *   0xA1–0xFE). Latin text has accented letters alone between ASCII letters ("Müller": 0xFC then
 *   "l", not a GB2312 pair), so most of its high bytes fail to pair.
 * - UTF-8 saved again as Windows-1252 ("Ã©", "â€™") pairs up as well, but its lead bytes are only
 *   0xC2–0xC5, 0xE2 with a trail byte 0x80–0xBF: that is Latin text, never Chinese.
 * - Chinese words are runs of pairs; a Latin pair ("Conceição": 0xE7 0xE3) stands alone.
 * Chinese only when at least two GB2312 pairs were read, 90% of the high bytes are in GB2312 pairs,
 * under half of the pairs have the UTF-8 shape and a third of them stand next to another pair.
 */
export function looksChinese(bytes: Uint8Array): boolean {
  let high = 0;
  let gbPairs = 0;
  let utf8Shaped = 0;
  // pairs next to another pair: Chinese words are runs of characters, accented Latin letters that
  // happen to pair ("Conceição": 0xE7 0xE3) stand alone between ASCII letters
  let inRuns = 0;
  let lastPairEnd = -2;
  let lastCounted = false;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!;
    if (b < 0x80) continue;
    const next = i + 1 < bytes.length ? bytes[i + 1]! : 0;
    if (b >= 0xa1 && b <= 0xfe && next >= 0xa1 && next <= 0xfe) {
      high += 2;
      gbPairs++;
      if (((b >= 0xc2 && b <= 0xc5) || b === 0xe2) && next <= 0xbf) utf8Shaped++;
      if (lastPairEnd === i - 1) {
        inRuns += lastCounted ? 1 : 2;
        lastCounted = true;
      } else lastCounted = false;
      lastPairEnd = i + 1;
      i++;
    } else {
      high++;
      if (b >= 0x81 && b <= 0xfe && next >= 0x40 && next !== 0x7f && next <= 0xfe) i++; // a GBK pair, not GB2312
    }
  }
  return gbPairs >= 2 && gbPairs * 2 >= high * 0.9 && utf8Shaped * 2 < gbPairs && inRuns * 3 >= gbPairs;
}

const CJK = /[\u4e00-\u9fff]/;

/**
 * Decode a file's bytes. `declared` is a charset the file names (an HTML <meta>), used when the
 * bytes are not valid UTF-8. Without a byte-order mark, valid UTF-8 or a declaration, the text is
 * Windows-1252 (as Sailwave and Excel write it on Western Windows) unless the bytes have the shape
 * of Chinese text (looksChinese) and read as Chinese characters in GB18030: never a Chinese
 * encoding for a file without Chinese. Throws ImportError 'encoding' when nothing reads it.
 */
export function decodeBytes(bytes: Uint8Array, declared?: string | null): DecodedText {
  if (bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
    return { text: decoder('utf-8').decode(bytes.subarray(3)), encoding: 'utf-8' };
  if (bytes.length >= 2 && bytes[0] === 0xff && bytes[1] === 0xfe)
    return { text: decoder('utf-16le').decode(bytes.subarray(2)), encoding: 'utf-16le' };
  if (bytes.length >= 2 && bytes[0] === 0xfe && bytes[1] === 0xff)
    return { text: decoder('utf-16be').decode(bytes.subarray(2)), encoding: 'utf-16be' };
  const utf8 = tryDecode('utf-8', bytes);
  if (utf8 !== null) return { text: utf8, encoding: 'utf-8' };
  if (declared) {
    const label = declared.trim().toLowerCase();
    try {
      const d = decoder(label);
      if (d.encoding === 'windows-1252') return { text: decodeWindows1252(bytes), encoding: 'windows-1252' };
      if (d.encoding !== 'utf-8') return { text: d.decode(bytes), encoding: d.encoding };
    } catch {
      // an unknown label: guess below
    }
  }
  if (looksChinese(bytes)) {
    const gb = tryDecode('gb18030', bytes);
    if (gb !== null && CJK.test(gb)) return { text: gb, encoding: 'gb18030' };
  }
  const latin = decodeWindows1252(bytes);
  if (latin.includes('\u0000')) throw importError('encoding');
  return { text: latin, encoding: 'windows-1252' };
}

/** the separator of a delimited text: tab, comma or semicolon, whichever the first line has most of (outside quotes) */
export function detectSeparator(text: string): string {
  const firstLine = text.slice(0, 4000).split(/\r?\n/, 1)[0] ?? '';
  const counts = { '\t': 0, ',': 0, ';': 0 };
  let quoted = false;
  for (const ch of firstLine) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && ch in counts) counts[ch as keyof typeof counts]++;
  }
  if (counts['\t'] > 0 && counts['\t'] >= counts[',']) return '\t';
  if (counts[';'] > counts[',']) return ';';
  return ',';
}

/**
 * Rows of a delimited text (RFC 4180: quoted fields may hold separators, line breaks and doubled
 * quotes). Lines that are entirely empty are skipped.
 */
export function parseDelimited(text: string, sep: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = 0;
  const n = text.length;
  const endRow = () => {
    row.push(field);
    field = '';
    if (row.length > 1 || row[0] !== '') rows.push(row);
    row = [];
  };
  while (i < n) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i++;
        continue;
      }
      field += ch;
      i++;
      continue;
    }
    if (ch === '"' && field.trim() === '') {
      field = '';
      quoted = true;
    } else if (ch === sep) {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      endRow();
      if (ch === '\r' && text[i + 1] === '\n') i++;
    } else field += ch;
    i++;
  }
  if (field !== '' || row.length > 0) endRow();
  return rows;
}
