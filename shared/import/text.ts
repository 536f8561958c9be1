/**
 * Bytes to text, and delimited text to rows: the part every importer shares.
 *
 * Encodings (WHATWG TextDecoder for UTF-8, UTF-16 and GB18030, built into Node 20 with full ICU;
 * Windows-1252 by its own table, since Node 20's TextDecoder reads 'windows-1252' as Latin-1 and
 * turns 0x80–0x9F (€ ’ “ ” — …) into control characters): a byte-order mark decides (UTF-8, UTF-16 LE/BE); else valid UTF-8 is UTF-8;
 * else the bytes are GB18030 (Excel or Sailwave on Chinese Windows) or Windows-1252 (on Western
 * Windows). Both decode almost any bytes, so the choice is by shape: Chinese text is runs of
 * two-byte characters, so read as Windows-1252 nearly every non-ASCII character stands next to
 * another one; accented Latin text has them alone between ASCII letters ("Müller").
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

/** share of non-ASCII characters standing next to another non-ASCII character */
function pairedShare(text: string): number {
  let high = 0;
  let paired = 0;
  for (let i = 0; i < text.length; i++) {
    if (text.charCodeAt(i) < 0x80) continue;
    high++;
    if ((i > 0 && text.charCodeAt(i - 1) >= 0x80) || (i + 1 < text.length && text.charCodeAt(i + 1) >= 0x80)) paired++;
  }
  return high === 0 ? 0 : paired / high;
}

const CJK = /[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]/g;

/**
 * Decode a file's bytes. `declared` is a charset the file names (an HTML <meta>), used when the
 * bytes are not valid UTF-8. Throws ImportError 'encoding' when nothing reads it.
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
  const latin = decodeWindows1252(bytes);
  const gb = tryDecode('gb18030', bytes);
  if (gb !== null && pairedShare(latin) > 0.8) {
    const cjk = gb.match(CJK)?.length ?? 0;
    let nonAscii = 0;
    for (let i = 0; i < gb.length; i++) if (gb.charCodeAt(i) >= 0x80) nonAscii++;
    if (cjk >= nonAscii * 0.7) return { text: gb, encoding: 'gb18030' };
  }
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
