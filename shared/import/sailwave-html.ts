/**
 * A Sailwave published results page (.htm/.html): its summary tables — `<h3 class="summarytitle">`
 * (fleet or division), `<div class="caption summarycaption">Sailed: 7, Discards: 1, To count: 6,
 * Entries: 28, Scoring system: Appendix A</div>`, `<table class="summarytable">` with a
 * `<colgroup>` whose `<col class>` names each column (rank, fleet, sailno, helmname,
 * helmagegroup, helmsex, race, total, nett …). Pages without Sailwave's classes: every table whose
 * header has Rank and Total or Nett. Per-race tables are ignored. Several tables with the same
 * races become one publication grouped by fleet (ranks as published, within each table); tables
 * with different races one publication each.
 *
 * Read in one pass by htmlparser2's tokenizer (no regular expression over the page, no tree, no
 * stack of open elements: time linear in the page's length whatever it holds, `<` without `>`
 * or elements nested a million deep included), keeping only the text of the elements it needs,
 * within the caps of ./limits.ts.
 *
 * Which columns are races: the page's own `<col class="race">` when it has a colgroup (what
 * Sailwave writes); else a column named as a race (R1, Q2 …), or one between the competitor's and
 * the totals whose cells read as scores and whose name is not a competitor field Sailwave prints
 * (Age, Sex, Class, Rating, Tally …: columns.ts).
 */
import { Tokenizer } from 'htmlparser2';
import { parseCell } from '../score-publication.js';
import {
  fieldColumns,
  headerMeaning,
  identityKeys,
  normalisePoints,
  normaliseRank,
  normaliseScoreCell,
  publicationHeader,
  type FieldKey,
  type HeaderMeaning,
} from './columns.js';
import { LIMITS, limitCell, limitColumns, limitRows, limitTables } from './limits.js';
import { WARNINGS, importError } from './messages.js';
import type { FileStanding, ImportWarning, ScoreFile } from './types.js';

interface RawTable {
  title: string | null;
  caption: string | null;
  /** the `<col class>` of each column, when the table has a colgroup */
  cols: string[];
  rows: string[][];
}

/** text pieces collapsed as they come (runs of white space to one space), at most `max` characters kept */
class TextBuffer {
  text = '';
  over = false;
  constructor(private readonly max: number) {}
  add(piece: string) {
    if (this.over || piece === '') return;
    const s = piece.replace(/[\s\u00a0]+/g, ' ');
    const joined = this.text.endsWith(' ') && s.startsWith(' ') ? s.slice(1) : s;
    if (this.text.length + joined.length > this.max) {
      this.text += joined.slice(0, this.max - this.text.length);
      this.over = true;
    } else this.text += joined;
  }
  value() {
    return this.text.trim();
  }
}

/** attributes kept (the rest is skipped as it is read) */
const WANTED = new Set(['class', 'alt', 'title', 'src', 'span']);
const VOID = new Set(['img', 'br', 'col', 'meta', 'link', 'input', 'hr', 'source', 'wbr', 'area', 'base', 'embed']);
const MAX_ATTRIBUTE = 1000;

const hasClass = (attrs: Map<string, string>, name: string) =>
  (attrs.get('class') ?? '').toLowerCase().split(/\s+/).includes(name);

/** what an image says in a cell: its alt or title, else the three-letter flag of its file name ('GBR.gif') */
function imageText(attrs: Map<string, string>): string {
  const alt = (attrs.get('alt') ?? attrs.get('title') ?? '').trim();
  if (alt) return ` ${alt} `;
  const file = (attrs.get('src') ?? '').split(/[\\/]/).pop() ?? '';
  const flag = /^([A-Za-z]{3})\.(?:gif|png|jpe?g|svg)$/i.exec(file)?.[1];
  return flag ? ` ${flag.toUpperCase()} ` : ' ';
}

/**
 * The attribute callbacks of an htmlparser2 Tokenizer over `html`, keeping the WANTED attributes of
 * the tag being read (the first of a repeated name; each value cut at MAX_ATTRIBUTE characters).
 * `attrs()` is that tag's map; `reset()` starts a new tag (call it from onopentagname).
 */
function attributeReader(html: string) {
  let attrs = new Map<string, string>();
  let attrName: string | null = null;
  let attrValue = '';
  const callbacks = {
    onattribname(start: number, end: number) {
      const name = end - start <= 10 ? html.slice(start, end).toLowerCase() : '';
      attrName = WANTED.has(name) ? name : null;
      attrValue = '';
    },
    onattribdata(start: number, end: number) {
      if (attrName !== null && attrValue.length < MAX_ATTRIBUTE)
        attrValue += html.slice(start, Math.min(end, start + MAX_ATTRIBUTE - attrValue.length));
    },
    onattribentity(codepoint: number) {
      if (attrName !== null && attrValue.length < MAX_ATTRIBUTE) attrValue += String.fromCodePoint(codepoint);
    },
    onattribend() {
      if (attrName !== null && !attrs.has(attrName)) attrs.set(attrName, attrValue);
      attrName = null;
    },
  };
  return {
    callbacks,
    attrs: () => attrs,
    reset: () => {
      attrs = new Map();
    },
  };
}

/** the Tokenizer callbacks neither reader needs */
const IGNORED_TOKENS = {
  oncdata() {},
  oncomment() {},
  ondeclaration() {},
  onprocessinginstruction() {},
  onend() {},
};

interface Scanned {
  h1: string;
  title: string;
  tables: RawTable[];
}

/**
 * One pass over the page. `summaryOnly`: keep the tables of class summarytable (a Sailwave page);
 * else every table outside another (a table inside a kept table is text of its cell).
 */
function scan(html: string, summaryOnly: boolean): Scanned {
  const out: Scanned = { h1: '', title: '', tables: [] };
  const slice = (start: number, end: number) => html.slice(start, end);

  // the tag being read
  let tagName = '';
  let closing = false;
  const attributes = attributeReader(html);

  // text captured outside tables: <h1>, <title>, the summary title and caption
  let capture: { tag: string; buf: TextBuffer; depth: number; into: 'h1' | 'title' | 'h3' | 'caption' } | null = null;
  let pendingTitle: string | null = null;
  let pendingCaption: string | null = null;
  let skipText: string | null = null; // inside <script> or <style>

  // the table being kept
  let table: (RawTable & { overflow: 'rows' | 'columns' | 'cell' | null }) | null = null;
  let depth = 0; // tables open inside it, itself included
  let row: string[] | null = null;
  let cell: TextBuffer | null = null;
  let rowCount = 0;

  const addText = (s: string) => {
    if (skipText) return;
    if (cell) cell.add(s);
    else if (capture) capture.buf.add(s);
  };
  const endCell = () => {
    if (!cell || !row || !table) return;
    if (cell.over) table.overflow ??= 'cell';
    if (row.length < LIMITS.columns + 1) row.push(cell.value());
    else table.overflow ??= 'columns';
    cell = null;
  };
  const endRow = () => {
    endCell();
    if (!row || !table) return;
    if (row.length > 0) {
      rowCount++;
      if (table.rows.length <= LIMITS.rows) table.rows.push(row);
      else table.overflow ??= 'rows';
    }
    row = null;
  };
  const endTable = () => {
    endRow();
    if (!table) return;
    const t = table;
    table = null;
    depth = 0;
    if (t.overflow) {
      // a table of results over a cap is refused; any other table (a page's layout) is left
      if (summaryOnly || isResultsTable(t.rows[0] ?? [])) {
        if (t.overflow === 'rows') limitRows(rowCount, t.title ?? undefined);
        if (t.overflow === 'columns') limitColumns(LIMITS.columns + 1, t.title ?? undefined);
        const long = t.rows.flat().find((c) => c.length >= LIMITS.cellChars) ?? '';
        limitCell(`${long}…`, t.title ?? undefined);
      }
      return;
    }
    if (summaryOnly || isResultsTable(t.rows[0] ?? [])) {
      out.tables.push(t);
      limitTables(out.tables.length);
      limitRows(out.tables.reduce((n, x) => n + Math.max(0, x.rows.length - 1), 0));
    }
  };

  const openTag = (name: string, a: Map<string, string>) => {
    if (name === 'script' || name === 'style') {
      skipText = name;
      return;
    }
    if (table) {
      if (name === 'table') depth++;
      else if (depth === 1 && name === 'col') table.cols.push((a.get('class') ?? '').trim().toLowerCase());
      else if (depth === 1 && name === 'tr') {
        endRow();
        row = [];
      } else if (depth === 1 && (name === 'td' || name === 'th')) {
        endCell();
        row ??= [];
        cell = new TextBuffer(LIMITS.cellChars);
      } else if (name === 'img') addText(imageText(a));
      else if (name === 'br') addText(' ');
      return;
    }
    if (name === 'table' && (!summaryOnly || hasClass(a, 'summarytable'))) {
      capture = null;
      table = { title: pendingTitle, caption: pendingCaption, cols: [], rows: [], overflow: null };
      pendingTitle = null;
      pendingCaption = null;
      depth = 1;
      rowCount = 0;
      return;
    }
    if (capture) {
      if (name === capture.tag) capture.depth++;
      else if (name === 'img') addText(imageText(a));
      else if (name === 'br') addText(' ');
      return;
    }
    const buf = new TextBuffer(LIMITS.cellChars);
    if (name === 'h1' && !out.h1) capture = { tag: 'h1', buf, depth: 1, into: 'h1' };
    else if (name === 'title' && !out.title) capture = { tag: 'title', buf, depth: 1, into: 'title' };
    else if (name === 'h3' && hasClass(a, 'summarytitle')) capture = { tag: 'h3', buf, depth: 1, into: 'h3' };
    else if (name === 'div' && hasClass(a, 'summarycaption')) capture = { tag: 'div', buf, depth: 1, into: 'caption' };
  };

  const closeTag = (name: string) => {
    if (skipText) {
      if (name === skipText) skipText = null;
      return;
    }
    if (table) {
      if (name === 'table') {
        depth--;
        if (depth === 0) endTable();
      } else if (depth === 1 && (name === 'td' || name === 'th')) endCell();
      else if (depth === 1 && name === 'tr') endRow();
      return;
    }
    if (capture && name === capture.tag && --capture.depth === 0) {
      const text = capture.buf.value();
      if (capture.into === 'h1') out.h1 = text;
      else if (capture.into === 'title') out.title = text;
      else if (capture.into === 'h3') pendingTitle = text;
      else pendingCaption = text;
      capture = null;
    }
  };

  const tokenizer = new Tokenizer(
    { decodeEntities: true },
    {
      onopentagname(start, end) {
        tagName = slice(start, end).toLowerCase();
        closing = false;
        attributes.reset();
      },
      ...attributes.callbacks,
      onopentagend() {
        if (!closing) openTag(tagName, attributes.attrs());
        if (VOID.has(tagName)) tagName = '';
      },
      onselfclosingtag() {
        openTag(tagName, attributes.attrs());
        if (!VOID.has(tagName)) closeTag(tagName);
      },
      onclosetag(start, end) {
        closing = true;
        closeTag(slice(start, end).toLowerCase());
      },
      ontext(start, end) {
        if (cell || capture) addText(slice(start, end));
      },
      ontextentity(codepoint) {
        if (cell || capture) addText(String.fromCodePoint(codepoint));
      },
      ...IGNORED_TOKENS,
    },
  );
  tokenizer.write(html);
  tokenizer.end();
  endTable();
  return out;
}

/** does a table's first row head a results table: Rank and Total or Nett */
function isResultsTable(header: readonly string[]): boolean {
  const head = header.map((h) => headerMeaning(h));
  const has = (k: FieldKey) => head.some((x) => x.kind === 'field' && x.key === k);
  return has('rank') && (has('total') || has('net'));
}

/** the text of an HTML fragment: tags out (an image's alt, title or flag file name in), entities decoded, spaces collapsed */
export function htmlText(html: string): string {
  const buf = new TextBuffer(LIMITS.cellChars);
  let name = '';
  const attributes = attributeReader(html);
  const tagEnd = () => {
    if (name === 'img') buf.add(imageText(attributes.attrs()));
    else if (name === 'br') buf.add(' ');
  };
  const tokenizer = new Tokenizer(
    { decodeEntities: true },
    {
      onopentagname: (s, e) => {
        name = html.slice(s, e).toLowerCase();
        attributes.reset();
      },
      ...attributes.callbacks,
      onopentagend: tagEnd,
      onselfclosingtag: tagEnd,
      onclosetag: () => {},
      ontext: (s, e) => buf.add(html.slice(s, e)),
      ontextentity: (cp) => buf.add(String.fromCodePoint(cp)),
      ...IGNORED_TOKENS,
    },
  );
  tokenizer.write(html);
  tokenizer.end();
  return buf.value();
}

interface Caption {
  sailed?: number;
  discards?: number;
  entries?: number;
  scoringSystem?: string;
}

/** 'Sailed: 7, Discards: 1, To count: 6, Entries: 28, Scoring system: Appendix A' (a caption, at most 1,000 characters) */
export function readCaption(text: string | null): Caption {
  if (!text) return {};
  const parts = new Map<string, string>();
  for (const part of text.slice(0, LIMITS.cellChars).split(',')) {
    const at = part.indexOf(':');
    if (at > 0) parts.set(part.slice(0, at).trim().toLowerCase(), part.slice(at + 1).trim());
  }
  const num = (label: string) => {
    const v = parts.get(label);
    return v !== undefined && /^\d{1,6}$/.test(v) ? Number(v) : undefined;
  };
  const system = parts.get('scoring system');
  return {
    sailed: num('sailed'),
    discards: num('discards'),
    entries: num('entries'),
    ...(system ? { scoringSystem: system } : {}),
  };
}

/** Sailwave's `<col class>` names: what each column of its summary table is */
const COL_CLASS: Record<string, HeaderMeaning> = {
  rank: { kind: 'field', key: 'rank' },
  sailno: { kind: 'field', key: 'sailNo' },
  boat: { kind: 'field', key: 'boat' },
  boatname: { kind: 'field', key: 'boat' },
  helmname: { kind: 'field', key: 'helm' },
  helm: { kind: 'field', key: 'helm' },
  crewname: { kind: 'field', key: 'crew' },
  crew: { kind: 'field', key: 'crew' },
  club: { kind: 'field', key: 'club' },
  nat: { kind: 'field', key: 'nationality' },
  total: { kind: 'field', key: 'total' },
  nett: { kind: 'field', key: 'net' },
  net: { kind: 'field', key: 'net' },
  fleet: { kind: 'group', key: 'fleet', name: 'Fleet' },
  division: { kind: 'group', key: 'division', name: 'Division' },
};

interface ReadTable {
  title: string | null;
  caption: Caption;
  captionText: string | null;
  fields: Map<FieldKey, number>;
  fleetCol: number | undefined;
  races: { index: number; name: string }[];
  rows: string[][];
  dropped: string[];
}

/** does every non-empty cell of the column read as a score ('3.0', '11.0 DNF', '(57.0 DNC)', '14.0 -'), one at least with points */
function looksLikeRace(body: readonly string[][], index: number): boolean {
  let points = 0;
  for (const r of body) {
    const text = (r[index] ?? '').trim();
    if (text === '') continue;
    const cell = parseCell(text.replace(/\s+-$/, ''));
    if (cell.points === null && cell.code === null) return false;
    if (cell.points !== null) points++;
  }
  return points > 0;
}

function readTable(t: RawTable): ReadTable {
  const [header = [], ...rest] = t.rows;
  limitColumns(header.length, t.title ?? undefined);
  const body = rest.filter((r) => r.some((c) => c !== ''));
  // Sailwave's colgroup says what each column is; else the header (and, for a name it does not know, the cells)
  const byCols = t.cols.length === header.length && t.cols.includes('race');
  const meanings: HeaderMeaning[] = header.map((h, i) => {
    if (byCols) {
      const cls = t.cols[i]!;
      if (cls === 'race') return { kind: 'race', name: h.trim() || `R${i}` };
      return COL_CLASS[cls] ?? { kind: 'other', name: h.trim() || cls };
    }
    return headerMeaning(h);
  });
  const fields = new Map<FieldKey, number>();
  let fleetCol: number | undefined;
  const races: { index: number; name: string }[] = [];
  const dropped: string[] = [];
  let lastIdentity = -1;
  meanings.forEach((m, i) => {
    if (m.kind === 'group' || (m.kind === 'field' && m.key !== 'total' && m.key !== 'net')) lastIdentity = i;
  });
  const firstTotal = meanings.findIndex((m) => m.kind === 'field' && (m.key === 'total' || m.key === 'net'));
  meanings.forEach((m, i) => {
    if (m.kind === 'field' && !fields.has(m.key)) fields.set(m.key, i);
    else if (m.kind === 'group' && fleetCol === undefined) fleetCol = i;
    else if (m.kind === 'race') races.push({ index: i, name: m.name });
    // a column between the competitor's and the totals whose cells are scores is a race named as the page names it
    else if (
      !byCols &&
      m.kind === 'unknown' &&
      i > lastIdentity &&
      (firstTotal < 0 || i < firstTotal) &&
      m.name !== '' &&
      looksLikeRace(body, i)
    )
      races.push({ index: i, name: m.name });
    else if (header[i]) dropped.push(header[i]!);
  });
  limitColumns(races.length, t.title ?? undefined);
  return {
    title: t.title,
    caption: readCaption(t.caption),
    captionText: t.caption,
    fields,
    fleetCol,
    races,
    rows: body,
    dropped,
  };
}

/** a score cell as Sailwave prints it: '14.0 -' (a score it marks with a dash) is the score */
const scoreCell = normaliseScoreCell;

export function importSailwaveHtml(html: string, opts: { discards?: readonly number[] } = {}) {
  const warnings: ImportWarning[] = [];
  const summaryOnly = /summarytable/i.test(html);
  const scanned = scan(html, summaryOnly);
  const raw = scanned.tables;
  if (raw.length === 0) throw importError('not-results', {}, 'no summary table (Rank … Total/Nett)');
  const tables = raw.map(readTable).filter((t) => t.races.length > 0 || t.rows.length > 0);
  if (tables.every((t) => t.rows.length === 0)) throw importError('empty');
  const event = scanned.h1 || scanned.title || 'Results';

  const dropped = [...new Set(tables.flatMap((t) => t.dropped))];
  if (dropped.length > 0)
    warnings.push({ code: 'column-dropped', message: WARNINGS['column-dropped'](dropped.join(', ')) });

  const raceNames = (t: ReadTable) => t.races.map((r) => r.name).join('\u0000');
  const together = tables.length > 1 && tables.every((t) => raceNames(t) === raceNames(tables[0]!) && t.title);
  if (tables.length > 1 && !together)
    warnings.push({ code: 'tables-apart', message: WARNINGS['tables-apart'](tables.length) });
  const sets = together ? [tables] : tables.map((t) => [t]);

  const standings: FileStanding[][] = [];
  const publications = sets.map((set): ScoreFile => {
    const first = set[0]!;
    const identity = identityKeys((k) => set.some((t) => t.fields.has(k)));
    const fleetColumn = together || set.some((t) => t.fleetCol !== undefined);
    const header = publicationHeader(
      fieldColumns(identity),
      fleetColumn ? { columnKey: 'fleet', columnName: 'Fleet' } : null,
      first.races.map((r) => r.name),
    );
    const data: Record<string, string>[] = [];
    for (const t of set)
      for (const r of t.rows) {
        const cell = (i: number | undefined) => (i === undefined ? '' : (r[i] ?? ''));
        const row: Record<string, string> = { rank: normaliseRank(cell(t.fields.get('rank'))) };
        for (const k of identity) row[k] = cell(t.fields.get(k));
        if (fleetColumn) row.fleet = together ? (t.title ?? '') : cell(t.fleetCol);
        t.races.forEach((race, i) => (row[`r${i + 1}`] = scoreCell(cell(race.index))));
        row.total = normalisePoints(cell(t.fields.get('total')));
        row.net = normalisePoints(cell(t.fields.get('net')));
        data.push(row);
      }
    // the page's own groups (its tables, when they are one publication) and ranks
    standings.push(
      data.map((row) => ({ group: together ? (row.fleet ?? '') : '', rank: row.rank ?? '', net: row.net ?? '' })),
    );
    const discardsNow = Math.max(0, ...set.map((t) => t.caption.discards ?? 0));
    let discardRule = 0;
    if (opts.discards) discardRule = opts.discards[0] ?? 0;
    else if (discardsNow > 0)
      warnings.push({
        code: 'discard-unknown',
        message: WARNINGS['discard-unknown'](first.captionText ?? `Discards: ${discardsNow}`),
        publication: sets.indexOf(set),
      });
    const title = together || !first.title ? event : `${event} – ${first.title}`;
    return {
      theTitle: title,
      scoringSystem: first.caption.scoringSystem ?? 'Low Point',
      discardRule,
      groupScoreFlag: together,
      ...(together ? { groupingField: 'fleet', groupingFieldName: 'Fleet' } : {}),
      header,
      data,
      rules: [],
    };
  });
  return { publications, warnings, standings };
}
