/**
 * Excerpts of news content (docs/product.md §9: 100 characters on the blog lists, 60 on home news cards):
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

/** elements whose start and end are a break between words (block and line elements) */
const BREAKING =
  /^(p|div|br|hr|li|ul|ol|dl|dt|dd|h[1-6]|table|caption|thead|tbody|tfoot|tr|th|td|figure|figcaption|blockquote|pre|section|article|header|footer|aside|nav|address|img|iframe|video)$/i;
/** elements whose end is the end of a sentence even when their text has no full stop (headings, captions) */
const SENTENCE_END = /^(h[1-6]|caption|figcaption|dt|th|summary|legend)$/i;

/** a Chinese/Japanese character or punctuation mark (ideographs, kana, full-width forms) */
const CJK = /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]/;
/** a space between two of them */
const SPACE_IN_CJK = /([\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]) (?=[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef])/g;
/** text that already ends a clause: sentence and clause punctuation, Chinese and Latin */
const CLAUSE_END = /[。！？；：，、…．.!?;:,]$/;

/** block boundaries while the text is put together (private-use characters, removed from the text itself) */
const BREAK = '\ue000';
const STOP = '\ue001';
const BOUNDARY = /[\s\ue000\ue001]*[\ue000\ue001][\s\ue000\ue001]*/g;

/**
 * The text of some HTML: tags removed (script/style contents too), entities decoded,
 * whitespace collapsed. Words of different blocks never run together (issue 14): a block
 * boundary is a space, except between Chinese text after a clause mark (。，…), which needs
 * none; a heading or caption that ends without one gets a full stop (。 after Chinese, '. '
 * after Latin text), so "产品与服务" and the paragraph after it read as two sentences.
 */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  const source = html
    .replace(/<!--[\s\S]*?(-->|$)/g, '')
    .replace(/<(script|style|template|noscript|textarea|title)\b[\s\S]*?(<\/\1\s*>|$)/gi, ' ');
  // text between the tags, decoded one piece at a time, with a boundary mark at block tags
  const pieces: string[] = [];
  const tag = /<(\/?)([A-Za-z][A-Za-z0-9-]*)\b(?:[^>"']|"[^"]*"|'[^']*')*>/g;
  const text = (raw: string) =>
    decodeEntities(raw)
      .replace(/[\u00ad\u200b\ue000\ue001]/g, '')
      .replace(/\s+/g, ' ');
  let at = 0;
  for (let m = tag.exec(source); m; m = tag.exec(source)) {
    pieces.push(text(source.slice(at, m.index)));
    if (BREAKING.test(m[2]!)) pieces.push(m[1] && SENTENCE_END.test(m[2]!) ? STOP : BREAK);
    at = m.index + m[0].length;
  }
  // a lone '<' that starts no tag stays text; a broken tag at the end is dropped
  pieces.push(text(source.slice(at).replace(/<[A-Za-z/!][^>]*$/, '')));
  const joined = pieces
    .join('')
    // Chinese runs on without spaces: a space the text itself has between two Chinese characters goes
    .replace(SPACE_IN_CJK, '$1')
    .trim();
  return joined
    .replace(BOUNDARY, (run, offset: number) => {
      const after = joined[offset + run.length];
      if (offset === 0 || after === undefined) return '';
      // the last letter before the boundary, looking through closing quotes (“帆鱼。” ends a clause)
      const tail = joined.slice(Math.max(0, offset - 4), offset);
      const before = tail.replace(/[”’"']+$/, '').slice(-1) || tail.slice(-1);
      if (CLAUSE_END.test(before)) return CJK.test(before) && CJK.test(after) ? '' : ' ';
      if (run.includes(STOP)) return CJK.test(before) ? '。' : '. ';
      return ' ';
    })
    .trim();
}

const segmenter =
  typeof Intl !== 'undefined' && 'Segmenter' in Intl
    ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
    : null;

/**
 * What can join a code unit to the one before it into one character: surrogates (emoji, rare
 * Chinese), marks (accents, variation selectors), the zero-width joiner, Hangul jamo, prepended
 * marks, CR. A text with none of them has one character per code unit.
 */
const JOINS = /[\r\u0600-\u0605\u06dd\u070f\u0890\u0891\u08e2\u0d4e\u1100-\u11ff\ua960-\ua97f\ud7b0-\ud7ff\p{M}]/u;
/** (without the u flag: with it, a pair is one code point and the range matches lone halves only) */
const SURROGATE = /[\ud800-\udfff]/;

/** the characters of a text as a person sees them (grapheme clusters; code points without Intl.Segmenter) */
export function characters(text: string): string[] {
  // ICU's segmenter is slow (and worse on long texts): most texts need none of it
  if (!SURROGATE.test(text) && !JOINS.test(text) && !text.includes('\u200d')) return text.split('');
  return segmenter ? Array.from(segmenter.segment(text), (s) => s.segment) : Array.from(text);
}

/**
 * The first `length` characters of the content's text, plus an ellipsis when there was more.
 *
 * Only the beginning of a long post is read: the text of a prefix of the HTML is a prefix of the
 * text (htmlToText drops a tag cut at the end), so a prefix that gives clearly more than
 * `length` characters gives the same excerpt as the whole post. Lists and home render dozens
 * of excerpts; segmenting whole articles into graphemes was a tenth of an uncached render.
 */
export function newsExcerpt(html: string | null | undefined, length: number = EXCERPT_LENGTH): string {
  if (!html) return '';
  const kept = madeExcerpts.get(length)?.get(html);
  if (kept !== undefined) return kept;
  const excerpt = makeExcerpt(html, length);
  keepExcerpt(html, length, excerpt);
  return excerpt;
}

/**
 * Excerpts already made, by length and HTML (issue 29 item 2): an excerpt depends on the post's
 * text alone, and a home page asks 13 of them on every render; making one is ~30 µs–0.4 ms, looking
 * one up is hashing the HTML. At most `EXCERPTS_KEPT_CHARS` characters of HTML are kept (the
 * map starts over past it), none of a post longer than a tenth of it.
 */
const madeExcerpts = new Map<number, Map<string, string>>();
export const EXCERPTS_KEPT_CHARS = 4_000_000;
let keptChars = 0;

function keepExcerpt(html: string, length: number, excerpt: string): void {
  if (html.length > EXCERPTS_KEPT_CHARS / 10) return;
  if (keptChars + html.length > EXCERPTS_KEPT_CHARS) {
    madeExcerpts.clear();
    keptChars = 0;
  }
  let byHtml = madeExcerpts.get(length);
  if (!byHtml) madeExcerpts.set(length, (byHtml = new Map()));
  byHtml.set(html, excerpt);
  keptChars += html.length;
}

/** the characters of HTML the excerpts kept now stand for (tests) */
export const excerptsKeptChars = (): number => keptChars;

function makeExcerpt(html: string, length: number): string {
  html = opening(html);
  for (let take = Math.max(2048, length * 32); take < html.length; take *= 4) {
    const excerpt = cut(htmlToText(html.slice(0, take)), length + 8);
    // a text clearly longer than the excerpt: what a cut entity or word at its end did is out of it
    if (excerpt !== null) return excerpt.slice(0, length).join('').trimEnd() + ELLIPSIS;
  }
  const text = htmlToText(html);
  const excerpt = cut(text, length);
  return excerpt === null ? text : excerpt.slice(0, length).join('').trimEnd() + ELLIPSIS;
}

/** the first heading tag of a post */
const HEADING = /<h[1-6][\s>]/i;

/**
 * A post's opening: what comes before its first heading, when it has text (issue 28 item 6).
 * Posts follow their lead with sections ("产品与服务", "Details"); an excerpt that ran on into
 * the first section showed the same section text under every post of a kind.
 */
function opening(html: string): string {
  const at = html.search(HEADING);
  if (at <= 0) return html;
  const before = html.slice(0, at);
  return htmlToText(before) === '' ? html : before;
}

/**
 * The first `length` + 1 characters of a text when it has more than `length`, else null. Reads
 * as little of the text as it can: a character is one to a few code units (a family emoji is
 * eleven), so the first 4 × (length + 1) code units nearly always hold enough of them.
 */
function cut(text: string, length: number): string[] | null {
  const head = characters(text.slice(0, 4 * (length + 1)));
  if (head.length > length) return head.slice(0, length + 1);
  if (text.length <= 4 * (length + 1)) return null;
  const all = characters(text);
  return all.length > length ? all.slice(0, length + 1) : null;
}
