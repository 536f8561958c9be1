/**
 * A Sailwave published results page (.htm/.html): its summary tables — `<h3 class="summarytitle">`
 * (fleet or division), `<div class="caption summarycaption">Sailed: 7, Discards: 1, To count: 6,
 * Entries: 28, Scoring system: Appendix A</div>`, `<table class="summarytable">` — read without a
 * DOM (pure string work). Pages without Sailwave's classes: every table whose header has Rank and
 * Total or Nett. Per-race tables are ignored. Several tables with the same races become one
 * publication grouped by fleet (ranks as published, within each table); tables with different
 * races one publication each.
 */
import {
  COLUMN_NAMES,
  IDENTITY_ORDER,
  headerMeaning,
  normalisePoints,
  normaliseRank,
  normaliseScoreCell,
  type FieldKey,
} from './columns.js';
import { WARNINGS, importError } from './messages.js';
import type { ImportWarning, ScoreFile, ScoreHeader } from './types.js';

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  rsquo: '’',
  lsquo: '‘',
  ldquo: '“',
  rdquo: '”',
  hellip: '…',
  middot: '·',
  deg: '°',
  copy: '©',
  reg: '®',
  szlig: 'ß',
  aelig: 'æ',
  AElig: 'Æ',
  oslash: 'ø',
  Oslash: 'Ø',
  aring: 'å',
  Aring: 'Å',
  ccedil: 'ç',
  Ccedil: 'Ç',
  ntilde: 'ñ',
  Ntilde: 'Ñ',
  eth: 'ð',
  thorn: 'þ',
};
const ACCENTS: Record<string, string> = {
  acute: '\u0301',
  grave: '\u0300',
  circ: '\u0302',
  uml: '\u0308',
  tilde: '\u0303',
  ring: '\u030a',
  cedil: '\u0327',
};

export function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+\d*);?/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const cp = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return cp > 0 && cp <= 0x10ffff ? String.fromCodePoint(cp) : whole;
    }
    if (NAMED[name] !== undefined) return NAMED[name];
    const m = /^([a-z])(acute|grave|circ|uml|tilde|ring|cedil)$/i.exec(name);
    if (m) return (m[1]! + ACCENTS[m[2]!]).normalize('NFC');
    return whole;
  });
}

/** the text of an HTML fragment: tags out (an image's alt, title or flag file name in), entities decoded, spaces collapsed */
export function htmlText(html: string): string {
  const withImages = html.replace(/<img\b([^>]*)>/gi, (_, attrs: string) => {
    const alt = /\b(?:alt|title)\s*=\s*["']([^"']*)["']/i.exec(attrs)?.[1];
    if (alt) return ` ${alt} `;
    const flag = /\bsrc\s*=\s*["'][^"']*?([A-Za-z]{3})\.(?:gif|png|jpe?g|svg)["']/i.exec(attrs)?.[1];
    return flag ? ` ${flag.toUpperCase()} ` : ' ';
  });
  return decodeEntities(withImages.replace(/<br\s*\/?>/gi, ' ').replace(/<[^>]*>/g, ''))
    .replace(/[\s\u00a0]+/g, ' ')
    .trim();
}

interface RawTable {
  title: string | null;
  caption: string | null;
  rows: string[][];
}

function tableRows(html: string): string[][] {
  return html
    .split(/<tr\b[^>]*>/i)
    .slice(1)
    .map((tr) =>
      tr
        .split(/<t[hd]\b[^>]*>/i)
        .slice(1)
        .map((td) => htmlText(td.replace(/<\/t[hd]>[\s\S]*$/i, '').replace(/<\/tr>[\s\S]*$/i, ''))),
    )
    .filter((r) => r.length > 0);
}

const CLASS = (name: string) => String.raw`class\s*=\s*["'][^"']*\b${name}\b[^"']*["']`;

function summaryTables(html: string): RawTable[] {
  const re = new RegExp(
    String.raw`<h3\b[^>]*${CLASS('summarytitle')}[^>]*>([\s\S]*?)</h3>|<div\b[^>]*${CLASS('summarycaption')}[^>]*>([\s\S]*?)</div>|<table\b[^>]*${CLASS('summarytable')}[^>]*>([\s\S]*?)</table>`,
    'gi',
  );
  const out: RawTable[] = [];
  let title: string | null = null;
  let caption: string | null = null;
  for (const m of html.matchAll(re)) {
    if (m[1] !== undefined) title = htmlText(m[1]);
    else if (m[2] !== undefined) caption = htmlText(m[2]);
    else {
      out.push({ title, caption, rows: tableRows(m[3]!) });
      title = null;
      caption = null;
    }
  }
  if (out.length > 0) return out;
  // not Sailwave's classes: any table headed Rank … Total/Nett
  for (const m of html.matchAll(/<table\b[^>]*>([\s\S]*?)<\/table>/gi)) {
    const rows = tableRows(m[1]!);
    const head = (rows[0] ?? []).map((h) => headerMeaning(h));
    const has = (k: FieldKey) => head.some((x) => x.kind === 'field' && x.key === k);
    if (has('rank') && (has('total') || has('net'))) out.push({ title: null, caption: null, rows });
  }
  return out;
}

interface Caption {
  sailed?: number;
  discards?: number;
  entries?: number;
  scoringSystem?: string;
}

export function readCaption(text: string | null): Caption {
  if (!text) return {};
  const num = (label: string) => {
    const m = new RegExp(`${label}\\s*:\\s*(\\d+)`, 'i').exec(text);
    return m ? Number(m[1]) : undefined;
  };
  const system = /Scoring system\s*:\s*([^,]+)/i.exec(text)?.[1]?.trim();
  return {
    sailed: num('Sailed'),
    discards: num('Discards'),
    entries: num('Entries'),
    ...(system ? { scoringSystem: system } : {}),
  };
}

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

function readTable(t: RawTable): ReadTable {
  const [header = [], ...body] = t.rows;
  const meanings = header.map((h) => headerMeaning(h));
  const fields = new Map<FieldKey, number>();
  let fleetCol: number | undefined;
  const races: { index: number; name: string }[] = [];
  const dropped: string[] = [];
  const lastIdentity = Math.max(
    -1,
    ...meanings.map((m, i) =>
      m.kind === 'group' || (m.kind === 'field' && m.key !== 'total' && m.key !== 'net') ? i : -1,
    ),
  );
  const firstTotal = meanings.findIndex((m) => m.kind === 'field' && (m.key === 'total' || m.key === 'net'));
  meanings.forEach((m, i) => {
    if (m.kind === 'field' && !fields.has(m.key)) fields.set(m.key, i);
    else if (m.kind === 'group' && fleetCol === undefined) fleetCol = i;
    else if (m.kind === 'race') races.push({ index: i, name: m.name });
    // a column between the competitor's and the totals is a race named as the page names it
    else if (m.kind === 'unknown' && i > lastIdentity && (firstTotal < 0 || i < firstTotal) && m.name !== '')
      races.push({ index: i, name: m.name });
    else if (header[i]) dropped.push(header[i]!);
  });
  return {
    title: t.title,
    caption: readCaption(t.caption),
    captionText: t.caption,
    fields,
    fleetCol,
    races,
    rows: body.filter((r) => r.some((c) => c !== '')),
    dropped,
  };
}

export function importSailwaveHtml(html: string, opts: { discards?: readonly number[] } = {}) {
  const warnings: ImportWarning[] = [];
  const raw = summaryTables(html);
  if (raw.length === 0) throw importError('not-results', {}, 'no summary table (Rank … Total/Nett)');
  const tables = raw.map(readTable).filter((t) => t.races.length > 0 || t.rows.length > 0);
  if (tables.every((t) => t.rows.length === 0)) throw importError('empty');
  const event =
    htmlText(/<h1\b[^>]*>([\s\S]*?)<\/h1>/i.exec(html)?.[1] ?? '') ||
    htmlText(/<title\b[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1] ?? '') ||
    'Results';

  const dropped = [...new Set(tables.flatMap((t) => t.dropped))];
  if (dropped.length > 0)
    warnings.push({ code: 'column-dropped', message: WARNINGS['column-dropped'](dropped.join(', ')) });

  const raceNames = (t: ReadTable) => t.races.map((r) => r.name).join('\u0000');
  const together = tables.length > 1 && tables.every((t) => raceNames(t) === raceNames(tables[0]!) && t.title);
  if (tables.length > 1 && !together)
    warnings.push({ code: 'tables-apart', message: WARNINGS['tables-apart'](tables.length) });
  const sets = together ? [tables] : tables.map((t) => [t]);

  const publications = sets.map((set): ScoreFile => {
    const first = set[0]!;
    const identity = IDENTITY_ORDER.filter((k) => k !== 'rank' && set.some((t) => t.fields.has(k)));
    const fleetColumn = together || set.some((t) => t.fleetCol !== undefined);
    const header: ScoreHeader[] = [
      { columnKey: 'rank', columnName: COLUMN_NAMES.rank },
      ...identity.map((k) => ({ columnKey: k, columnName: COLUMN_NAMES[k] })),
      ...(fleetColumn ? [{ columnKey: 'fleet', columnName: 'Fleet' }] : []),
      ...first.races.map((r, i) => ({ columnKey: `r${i + 1}`, columnName: r.name })),
      { columnKey: 'total', columnName: COLUMN_NAMES.total },
      { columnKey: 'net', columnName: COLUMN_NAMES.net },
    ];
    const data = set.flatMap((t) =>
      t.rows.map((r) => {
        const cell = (i: number | undefined) => (i === undefined ? '' : (r[i] ?? ''));
        const row: Record<string, string> = { rank: normaliseRank(cell(t.fields.get('rank'))) };
        for (const k of identity) row[k] = cell(t.fields.get(k));
        if (fleetColumn) row.fleet = together ? (t.title ?? '') : cell(t.fleetCol);
        t.races.forEach((race, i) => (row[`r${i + 1}`] = normaliseScoreCell(cell(race.index))));
        row.total = normalisePoints(cell(t.fields.get('total')));
        row.net = normalisePoints(cell(t.fields.get('net')));
        return row;
      }),
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
  return { publications, warnings };
}
