/**
 * Excerpts of news content (spec §9: 100 characters on the blog lists, 60 on home news cards):
 * the HTML's text with the tags stripped, entities decoded and whitespace collapsed, cut at a
 * number of characters (user-perceived characters: a surrogate pair, an emoji sequence or a
 * letter with its accents is never cut) plus an ellipsis when something was cut.
 * Pure and DOM-free, so the server and the browser make the same excerpt.
 */

export const EXCERPT_LENGTH = 100;
export const ELLIPSIS = '…';

/** the named entities that occur in edited text; numeric ones are decoded whatever they are */
const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  ensp: '\u2002',
  emsp: '\u2003',
  thinsp: '\u2009',
  zwnj: '\u200c',
  zwj: '\u200d',
  shy: '\u00ad',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  lsquo: '‘',
  rsquo: '’',
  sbquo: '‚',
  ldquo: '“',
  rdquo: '”',
  bdquo: '„',
  laquo: '«',
  raquo: '»',
  lsaquo: '‹',
  rsaquo: '›',
  middot: '·',
  bull: '•',
  copy: '©',
  reg: '®',
  trade: '™',
  deg: '°',
  plusmn: '±',
  times: '×',
  divide: '÷',
  micro: 'µ',
  para: '¶',
  sect: '§',
  cent: '¢',
  pound: '£',
  yen: '¥',
  euro: '€',
  frac12: '½',
  frac14: '¼',
  frac34: '¾',
  sup2: '²',
  sup3: '³',
  larr: '←',
  rarr: '→',
  uarr: '↑',
  darr: '↓',
  harr: '↔',
  le: '≤',
  ge: '≥',
  ne: '≠',
  asymp: '≈',
  infin: '∞',
  prime: '′',
  Prime: '″',
  permil: '‰',
  dagger: '†',
  Dagger: '‡',
  iexcl: '¡',
  iquest: '¿',
  auml: 'ä',
  ouml: 'ö',
  uuml: 'ü',
  Auml: 'Ä',
  Ouml: 'Ö',
  Uuml: 'Ü',
  szlig: 'ß',
  eacute: 'é',
  egrave: 'è',
  aacute: 'á',
  agrave: 'à',
  ccedil: 'ç',
  ntilde: 'ñ',
  oacute: 'ó',
  iacute: 'í',
  uacute: 'ú',
};

function codePoint(n: number): string {
  // what browsers do with numbers that are not characters: the replacement character
  if (!Number.isFinite(n) || n <= 0 || n > 0x10ffff || (n >= 0xd800 && n <= 0xdfff)) return '\ufffd';
  return String.fromCodePoint(n);
}

/** `&amp;`, `&#39;`, `&#x4E2D;` … decoded; an unknown name is left as written */
export function decodeEntities(text: string): string {
  return text.replace(/&(#[xX][0-9a-fA-F]{1,8}|#\d{1,9}|[A-Za-z][A-Za-z0-9]{1,31});?/g, (match, body: string) => {
    if (body[0] === '#') {
      const hex = body[1] === 'x' || body[1] === 'X';
      return codePoint(parseInt(body.slice(hex ? 2 : 1), hex ? 16 : 10));
    }
    return Object.prototype.hasOwnProperty.call(NAMED, body) ? NAMED[body]! : match;
  });
}

/** elements whose end is a break between words (block and line elements) */
const BREAKING =
  /^(p|div|br|hr|li|ul|ol|dl|dt|dd|h[1-6]|table|caption|thead|tbody|tfoot|tr|th|td|figure|figcaption|blockquote|pre|section|article|header|footer|aside|nav|address|img|iframe|video)$/i;

/** a space between two Chinese/Japanese characters or punctuation marks (ideographs, kana, full-width forms) */
const SPACE_IN_CJK = /([\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]) (?=[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef])/g;

/** the text of some HTML: tags removed (script/style contents too), entities decoded, whitespace collapsed */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  const text = html
    .replace(/<!--[\s\S]*?(-->|$)/g, '')
    .replace(/<(script|style|template|noscript|textarea|title)\b[\s\S]*?(<\/\1\s*>|$)/gi, ' ')
    .replace(/<\/?([A-Za-z][A-Za-z0-9-]*)\b(?:[^>"']|"[^"]*"|'[^']*')*>/g, (_, name: string) =>
      BREAKING.test(name) ? ' ' : '',
    )
    // a lone '<' that starts no tag stays text; a broken tag at the end is dropped
    .replace(/<[A-Za-z/!][^>]*$/, '');
  return (
    decodeEntities(text)
      .replace(/[\u00ad\u200b]/g, '')
      .replace(/\s+/g, ' ')
      // Chinese runs on without spaces: a break between two paragraphs leaves none between CJK characters
      .replace(SPACE_IN_CJK, '$1')
      .trim()
  );
}

const segmenter =
  typeof Intl !== 'undefined' && 'Segmenter' in Intl
    ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
    : null;

/** the characters of a text as a person sees them (grapheme clusters; code points without Intl.Segmenter) */
export function characters(text: string): string[] {
  return segmenter ? Array.from(segmenter.segment(text), (s) => s.segment) : Array.from(text);
}

/** the first `length` characters of the content's text, plus an ellipsis when there was more */
export function newsExcerpt(html: string | null | undefined, length: number = EXCERPT_LENGTH): string {
  const text = htmlToText(html);
  const chars = characters(text);
  if (chars.length <= length) return text;
  return chars.slice(0, length).join('').trimEnd() + ELLIPSIS;
}
