/**
 * The allowlist sanitiser for HTML from the database (news content), applied on the server
 * before the content is sent, so every client of the API gets safe markup.
 *
 * Kept: headings (h1 becomes h2: the page has its own h1), paragraphs, lists, links (http,
 * https, mailto or relative; always rel="noopener noreferrer"), images from this site's own
 * paths or configured https hosts, tables, figures, block quotes, strong/em, br, hr,
 * code/pre, div/span without attributes, and video iframes from configured https hosts only
 * (none by default). Removed: scripts, styles (element and attribute), event handlers, ids
 * and classes, forms, objects, SVG/MathML, and any javascript:, data:, vbscript: or other URL.
 */
import { LRUCache } from 'lru-cache';
import sanitizeHtml from 'sanitize-html';

export interface SanitizeOptions {
  /** hostnames (exact) whose https images may be shown; the site's own paths always may */
  imageHosts?: readonly string[];
  /** hostnames (exact) whose https pages may be embedded as a video iframe; none by default */
  videoHosts?: readonly string[];
}

export const DEFAULT_SANITIZE_OPTIONS: Required<SanitizeOptions> = { imageHosts: [], videoHosts: [] };

const BLOCKS = ['p', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'hr', 'br', 'pre', 'code', 'div', 'span'];
const LISTS = ['ul', 'ol', 'li', 'dl', 'dt', 'dd'];
const INLINE = ['a', 'strong', 'em', 'sub', 'sup', 'small', 'mark', 'del', 'ins', 's', 'u', 'abbr', 'q'];
const TABLES = ['table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'];
const MEDIA = ['figure', 'figcaption', 'img'];

/** elements dropped with everything inside them (text included) */
const DROPPED_WHOLE = [
  'script',
  'style',
  'textarea',
  'option',
  'select',
  'noscript',
  'noembed',
  'noframes',
  'xmp',
  'plaintext',
  'template',
  'title',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'svg',
  'math',
  'head',
];

/** an absolute path on this site: '/uploads/…' (never '//host' or '/\host', no spaces or control characters) */
function isSitePath(url: string): boolean {
  return /^\/(?![/\\])/.test(url) && !/[\s\\\p{Cc}]/u.test(url);
}

/** an https URL on one of the hosts, without credentials */
function isHttpsOn(url: string, hosts: readonly string[]): boolean {
  if (hosts.length === 0 || /[\s\\\p{Cc}]/u.test(url)) return false;
  try {
    const parsed = new URL(url);
    return (
      parsed.protocol === 'https:' &&
      !parsed.username &&
      !parsed.password &&
      hosts.includes(parsed.hostname.toLowerCase())
    );
  } catch {
    return false;
  }
}

/** a whole number of pixels (1–9999) or nothing */
function dimension(value: string | undefined): string | undefined {
  return value !== undefined && /^\s*[1-9]\d{0,3}\s*$/.test(value) ? value.trim() : undefined;
}

function withoutUndefined(attribs: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(attribs).filter(([, v]) => v !== undefined)) as Record<string, string>;
}

function buildOptions(opts: SanitizeOptions): sanitizeHtml.IOptions {
  const imageHosts = (opts.imageHosts ?? []).map((h) => h.toLowerCase());
  const videoHosts = (opts.videoHosts ?? []).map((h) => h.toLowerCase());
  const videos = videoHosts.length > 0;
  return {
    allowedTags: [...BLOCKS, ...LISTS, ...INLINE, ...TABLES, ...MEDIA, ...(videos ? ['iframe'] : [])],
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel'],
      img: ['src', 'alt', 'title', 'width', 'height', 'loading', 'decoding'],
      iframe: ['src', 'title', 'width', 'height', 'allow', 'allowfullscreen', 'loading', 'referrerpolicy', 'sandbox'],
      ol: ['start', 'reversed'],
      th: ['colspan', 'rowspan', 'scope'],
      td: ['colspan', 'rowspan'],
      col: ['span'],
      colgroup: ['span'],
      abbr: ['title'],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['https'], iframe: ['https'] },
    allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    nonTextTags: DROPPED_WHOLE.filter((tag) => !(videos && tag === 'iframe')),
    parseStyleAttributes: false,
    transformTags: {
      h1: 'h2',
      b: 'strong',
      i: 'em',
      a: (tagName, attribs) => ({
        tagName,
        attribs: withoutUndefined({
          href: attribs.href?.trim(),
          title: attribs.title,
          target: attribs.target === '_blank' ? '_blank' : undefined,
          rel: 'noopener noreferrer',
        }),
      }),
      img: (tagName, attribs) => {
        const src = (attribs.src ?? '').trim();
        const allowed = isSitePath(src) || isHttpsOn(src, imageHosts);
        return {
          tagName,
          attribs: withoutUndefined({
            src: allowed ? src : undefined,
            alt: attribs.alt ?? '',
            title: attribs.title,
            width: dimension(attribs.width),
            height: dimension(attribs.height),
            loading: 'lazy',
            decoding: 'async',
          }),
        };
      },
      iframe: (tagName, attribs) => {
        const src = (attribs.src ?? '').trim();
        return {
          tagName,
          attribs: withoutUndefined({
            src: isHttpsOn(src, videoHosts) ? src : undefined,
            title: attribs.title ?? 'Video',
            width: dimension(attribs.width),
            height: dimension(attribs.height),
            allow: 'fullscreen; picture-in-picture; encrypted-media',
            allowfullscreen: '',
            loading: 'lazy',
            referrerpolicy: 'strict-origin-when-cross-origin',
            sandbox: 'allow-scripts allow-same-origin allow-presentation allow-popups',
          }),
        };
      },
      ol: (tagName, attribs) => ({
        tagName,
        attribs: withoutUndefined({
          start: /^-?\d{1,6}$/.test(attribs.start ?? '') ? attribs.start : undefined,
          reversed: 'reversed' in attribs ? '' : undefined,
        }),
      }),
      th: (tagName, attribs) => ({
        tagName,
        attribs: withoutUndefined({
          colspan: dimension(attribs.colspan),
          rowspan: dimension(attribs.rowspan),
          scope: ['row', 'col', 'rowgroup', 'colgroup'].includes(attribs.scope ?? '') ? attribs.scope : undefined,
        }),
      }),
      td: (tagName, attribs) => ({
        tagName,
        attribs: withoutUndefined({ colspan: dimension(attribs.colspan), rowspan: dimension(attribs.rowspan) }),
      }),
    },
    // an image or a video frame whose source was not allowed is dropped whole
    exclusiveFilter: (frame) => (frame.tag === 'img' || frame.tag === 'iframe') && !frame.attribs.src,
  };
}

const optionsCache = new WeakMap<SanitizeOptions, sanitizeHtml.IOptions>();

/** the HTML with only allowlisted markup left (see the module comment) */
export function sanitizeNewsHtml(
  html: string | null | undefined,
  opts: SanitizeOptions = DEFAULT_SANITIZE_OPTIONS,
): string {
  if (!html) return '';
  // a post's version is its text: the same text with the same hosts allowed is the same answer
  // (issue 29 item 2: the public pages and the API sanitised every listed post on every read)
  const key = `${(opts.imageHosts ?? []).join(' ')}|${(opts.videoHosts ?? []).join(' ')}|${html}`;
  const known = sanitised.get(key);
  if (known !== undefined) return known;
  let options = optionsCache.get(opts);
  if (!options) {
    options = buildOptions(opts);
    optionsCache.set(opts, options);
  }
  const clean = dropTrailingEmptyRows(sanitizeHtml(html, options));
  sanitised.set(key, clean);
  return clean;
}

/**
 * The sanitised text of each post version read lately (keyed by the allowed hosts and the
 * stored text), least recently read out past 16 M characters of keys and answers; a text over
 * 1 M characters is sanitised on every read and never kept.
 */
const sanitised = new LRUCache<string, string>({
  maxSize: 16 * 1024 * 1024,
  maxEntrySize: 2 * 1024 * 1024,
  sizeCalculation: (value, key) => value.length + key.length,
});

/** the sanitised texts kept (tests) */
export function sanitisedKept(): number {
  return sanitised.size;
}

/** a cell with nothing to read: only spaces, line breaks and empty paragraphs (as sanitize-html writes them) */
const EMPTY_CELL = '<t[dh](?: (?:colspan|rowspan|scope)="[^"]*")*>(?:\\s|&nbsp;|<br />|<p>(?:\\s|&nbsp;|<br />)*</p>)*</t[dh]>';
/** an empty row after another row, the last of its table */
const TRAILING_EMPTY_ROW = new RegExp(
  `(</tr>)\\s*<tr>(?:\\s*${EMPTY_CELL})+\\s*</tr>(?=\\s*(?:</tbody>|</tfoot>)?\\s*</table>)`,
  'g',
);

/**
 * A table's empty last rows removed (the editor adds one when Tab leaves the last cell; issue 28,
 * item 11), on every save and every read, so no client of the API gets them. A table keeps its
 * first row even when it is empty. Works on sanitize-html's output, whose markup is regular (the
 * allowlisted attributes only, quoted, `<br />`).
 */
export function dropTrailingEmptyRows(html: string): string {
  let out = html;
  for (;;) {
    const next = out.replace(TRAILING_EMPTY_ROW, '$1');
    if (next === out) return out;
    out = next;
  }
}
