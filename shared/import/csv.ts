/**
 * CSV or tab-separated tables from a spreadsheet (docs/results-import.md): a header row naming the
 * columns in English or Chinese, in any order (a title line above it is read as the title); then
 * either a finished table (points with codes, discards in parentheses), published as written with
 * the numbers to one decimal, or finishing places and codes only, scored by the site
 * (./scoring.ts). A fleet/division/组别 column becomes the grouping field (places-only tables are
 * scored group by group).
 */
import { ranksFromNets } from './check.js';
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
import { WARNINGS, importError } from './messages.js';
import { LIMITS, limitCell, limitColumns, limitRows } from './limits.js';
import { formatPoints, resolveDiscards, scorePlaces } from './scoring.js';
import { detectSeparator } from './text.js';
import { parseCell } from '../score-publication.js';
import type { DiscardProfileUsed, FileStanding, ImportWarning, ScoreFile, ScoreRule } from './types.js';

export interface TableImport {
  publications: ScoreFile[];
  warnings: ImportWarning[];
  scoredBySite: boolean;
  /** the profile the site scored with (a table of places) */
  discards?: DiscardProfileUsed;
  /** the file's own groups and ranks, per row of the publication (a finished table) */
  standings?: FileStanding[][];
}

export interface CsvOptions {
  /** the discard profile (resolveDiscards): for a table the site scores, RRS A2.1 when not given */
  discards?: DiscardProfileUsed;
  /** a title when the file has none */
  title?: string;
}

const warn = (code: keyof typeof WARNINGS, message: ImportWarning['message'], detail?: string): ImportWarning => ({
  code,
  message,
  ...(detail !== undefined ? { detail } : {}),
});

/** is this row a header: two or more cells name known columns, one of them a race */
function headerScore(row: readonly string[]): number {
  const meanings = row.map((c) => headerMeaning(c));
  const known = meanings.filter((m) => m.kind === 'field' || m.kind === 'group').length;
  const races = meanings.filter((m) => m.kind === 'race').length;
  return races > 0 && known > 0 ? known + races : 0;
}

/** the rules notes of a table the site scored: the notes say which discard profile was used */
export function siteScoringRules(profile: DiscardProfileUsed): ScoreRule[] {
  const d = profile.label;
  return [
    {
      rulesKey: 'A4',
      notes:
        '采用低分制（RRS 附录 A），成绩由网站根据名次计算。 Low Point System (RRS Appendix A), scored by the site from the places.',
    },
    {
      rulesKey: 'A5.2',
      notes:
        'DNC、DNS、OCS、NSC、DNF、RET、DSQ、UFD、BFD、DNE 计报名船数加 1 分；ZFP、SCP 加其 20%。 These codes score the number of entries + 1; ZFP and SCP add 20% of it.',
    },
    {
      rulesKey: 'A2.1',
      notes: `去掉最差成绩：${d.zh}；相同最差成绩去掉较早的一轮；BFD、DNE 不可去掉。 Discards: ${d.en}; of equal worst scores the earliest; BFD and DNE cannot be discarded.`,
    },
    {
      rulesKey: 'A8',
      notes:
        '同分时按 A8.1，再按 A8.2 决定名次。 Ties are broken by A8.1 (counting scores best to worst), then A8.2 (the last race, then the one before).',
    },
  ];
}

/** rows of a table: the header, up to 10 lines above it, and the boats */
const MAX_LINES = LIMITS.rows + 11;

/**
 * The rows of a delimited text (RFC 4180: quoted fields hold separators, line breaks and doubled
 * quotes; entirely empty lines skipped), within the caps of ./limits.ts as it reads: it stops at
 * the first cell over 1,000 characters, row over 200 cells or line past the boats' cap, so a
 * hostile file costs no more than its length. Fields are cut from the text (indexOf), never built
 * a character at a time.
 */
export function readRows(text: string, sep: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  const n = text.length;
  let i = 0;
  const push = (field: string) => {
    if (field.length > LIMITS.cellChars) limitCell(field, `line ${rows.length + 1}`);
    row.push(field);
    limitColumns(row.length, `line ${rows.length + 1}`);
  };
  const endRow = () => {
    if (row.length > 1 || (row[0] ?? '') !== '') {
      rows.push(row);
      if (rows.length > MAX_LINES) limitRows(rows.length);
    }
    row = [];
  };
  while (i <= n) {
    // a field: quoted (leading spaces allowed) or plain
    let j = i;
    while (j < n && (text[j] === ' ' || text[j] === '\t') && text[j] !== sep) j++;
    if (j < n && text[j] === '"') {
      let field = '';
      let k = j + 1;
      for (;;) {
        const q = text.indexOf('"', k);
        if (q < 0) {
          field += text.slice(k, Math.min(n, k + LIMITS.cellChars + 1));
          k = n;
          break;
        }
        field += text.slice(k, q);
        if (field.length > LIMITS.cellChars) break;
        if (text[q + 1] === '"') {
          field += '"';
          k = q + 2;
        } else {
          k = q + 1;
          break;
        }
      }
      push(field);
      // anything after the closing quote up to the separator or line end is dropped
      let e = k;
      while (e < n && text[e] !== sep && text[e] !== '\n' && text[e] !== '\r') e++;
      i = e;
    } else {
      let e = i;
      while (e < n && text[e] !== sep && text[e] !== '\n' && text[e] !== '\r') {
        e++;
        if (e - i > LIMITS.cellChars) break;
      }
      push(text.slice(i, e));
      i = e;
    }
    if (i >= n) {
      endRow();
      break;
    }
    const ch = text[i];
    if (ch === sep) i++;
    else {
      endRow();
      i += ch === '\r' && text[i + 1] === '\n' ? 2 : 1;
      if (i >= n) break;
    }
  }
  return rows;
}

export function importCsv(text: string, opts: CsvOptions = {}): TableImport {
  const rows = readRows(text.replace(/^\uFEFF/, ''), detectSeparator(text));
  const warnings: ImportWarning[] = [];
  const headerAt = rows.slice(0, 10).findIndex((r) => headerScore(r) > 0);
  if (headerAt < 0) throw importError('not-results', {}, 'no header row naming a race column (R1, 第1轮 …)');
  const titleLine = rows
    .slice(0, headerAt)
    .map((r) => r.filter((c) => c.trim() !== ''))
    .find((r) => r.length >= 1)?.[0]
    ?.trim();
  const header = rows[headerAt]!;
  const meanings: HeaderMeaning[] = header.map((h) => headerMeaning(h));

  // columns: the first of each field, races in file order
  const fieldCol = new Map<FieldKey, number>();
  let groupCol: { index: number; key: string; name: string } | null = null;
  const raceCols: { index: number; name: string }[] = [];
  const dropped: string[] = [];
  meanings.forEach((m, i) => {
    if (m.kind === 'field' && !fieldCol.has(m.key)) fieldCol.set(m.key, i);
    else if (m.kind === 'group' && !groupCol) groupCol = { index: i, key: m.key, name: m.name };
    else if (m.kind === 'race') raceCols.push({ index: i, name: m.name });
    else if (header[i]!.trim() !== '') dropped.push(header[i]!.trim());
  });
  if (dropped.length > 0) warnings.push(warn('column-dropped', WARNINGS['column-dropped'](dropped.join(', '))));

  const body = rows.slice(headerAt + 1).filter((r) => r.some((c) => c.trim() !== ''));
  if (body.length === 0) throw importError('empty');
  limitRows(body.length);
  const short = body.filter((r) => r.length < header.length).length;
  if (short > 0) warnings.push(warn('short-row', WARNINGS['short-row'](short)));
  const cell = (r: readonly string[], i: number | undefined) => (i === undefined ? '' : (r[i] ?? '').trim());
  const group = groupCol as { index: number; key: string; name: string } | null;

  const finished =
    fieldCol.has('total') ||
    fieldCol.has('net') ||
    body.some((r) => raceCols.some((c) => /[().]/.test(cell(r, c.index))));

  // a race nobody has a score in was not sailed
  const races = raceCols.filter((c) => body.some((r) => cell(r, c.index) !== ''));
  const identity = identityKeys((k) => fieldCol.has(k));
  const headerOut = publicationHeader(
    fieldColumns(identity),
    group ? { columnKey: group.key, columnName: group.name } : null,
    races.map((c) => c.name),
  );
  const base = (r: readonly string[]): Record<string, string> => {
    const out: Record<string, string> = {};
    for (const k of identity) out[k] = cell(r, fieldCol.get(k));
    if (group) out[group.key] = cell(r, group.index);
    return out;
  };
  // groups in order of first appearance
  const groupsOf = <T>(items: T[], value: (t: T) => string): T[][] => {
    const by = new Map<string, T[]>();
    for (const t of items) by.set(value(t), [...(by.get(value(t)) ?? []), t]);
    return [...by.values()];
  };
  const title = opts.title ?? titleLine ?? 'Results';

  if (finished) {
    const data = body.map((r) => {
      const row = base(r);
      races.forEach((c, i) => (row[`r${i + 1}`] = normaliseScoreCell(cell(r, c.index))));
      const points = races.map((_, i) => parseCell(row[`r${i + 1}`]));
      const sum = (list: typeof points) => list.reduce((s, p) => s + Math.round((p.points ?? 0) * 10), 0) / 10;
      row.total = fieldCol.has('total') ? normalisePoints(cell(r, fieldCol.get('total'))) : formatPoints(sum(points));
      row.net = fieldCol.has('net')
        ? normalisePoints(cell(r, fieldCol.get('net')))
        : formatPoints(sum(points.filter((p) => !p.discarded)));
      row.rank = fieldCol.has('rank') ? normaliseRank(cell(r, fieldCol.get('rank'))) : '';
      return row;
    });
    if (!fieldCol.has('rank')) {
      warnings.push(warn('rank-computed', WARNINGS['rank-computed']()));
      const sorted = groupsOf(data, (row) => (group ? (row[group.key] ?? '') : '')).map((g) => {
        const ranks = ranksFromNets(
          g.map((row) => {
            const cells = races.map((_, i) => parseCell(row[`r${i + 1}`]));
            return {
              net: Number(row.net) || 0,
              counting: cells.filter((c) => !c.discarded).map((c) => c.points ?? 0),
              all: cells.map((c) => c.points ?? 0),
            };
          }),
        );
        g.forEach((row, i) => (row.rank = String(ranks[i])));
        return [...g].sort((a, b) => Number(a.rank) - Number(b.rank));
      });
      data.splice(0, data.length, ...sorted.flat());
    }
    const publication: ScoreFile = {
      theTitle: title,
      scoringSystem: 'Low Point',
      discardRule: opts.discards?.thresholds[0] ?? 0,
      groupScoreFlag: group !== null,
      header: headerOut,
      data: data.map((row) => Object.fromEntries(headerOut.map((h) => [h.columnKey, row[h.columnKey] ?? '']))),
      rules: [],
      ...(group ? { groupingField: group.key, groupingFieldName: group.name } : {}),
    };
    // the file's own groups and ranks (a table without ranks has none to compare)
    const standings = publication.data.map((row) => ({
      group: group ? (row[group.key] ?? '') : '',
      rank: fieldCol.has('rank') ? (row.rank ?? '') : '',
      net: row.net ?? '',
    }));
    return { publications: [publication], warnings, scoredBySite: false, standings: [standings] };
  }

  // places and codes only: the site scores it, group by group
  warnings.push(warn('scored-by-site', WARNINGS['scored-by-site']()));
  const profile = opts.discards ?? resolveDiscards(undefined);
  warnings.push(warn('discard-profile', WARNINGS['discard-profile'](profile)));
  const thresholds = profile.thresholds;
  const data: Record<string, string>[] = [];
  let blanks = 0;
  for (const g of groupsOf(body, (r) => (group ? cell(r, group.index) : ''))) {
    const result = scorePlaces(
      g.map((r, i) => ({
        id: cell(r, fieldCol.get('sailNo')) || cell(r, fieldCol.get('helm')) || `row ${i + 1}`,
        cells: races.map((c) => cell(r, c.index)),
        data: r,
      })),
      // a medal race (M) scores double and is never discarded
      { discards: thresholds, medalRaces: races.flatMap((c, i) => (c.name === 'M' ? [i] : [])) },
    );
    blanks += result.blanks;
    for (const b of result.boats) {
      const row: Record<string, string> = { rank: String(b.rank), ...base(b.data!) };
      b.races.forEach((x, i) => (row[`r${i + 1}`] = x.cell));
      row.total = formatPoints(b.total);
      row.net = formatPoints(b.net);
      data.push(Object.fromEntries(headerOut.map((h) => [h.columnKey, row[h.columnKey] ?? ''])));
    }
  }
  if (blanks > 0) warnings.push(warn('blank-as-dnc', WARNINGS['blank-as-dnc'](blanks)));
  const publication: ScoreFile = {
    theTitle: title,
    scoringSystem: 'Low Point',
    discardRule: thresholds[0] ?? 0,
    groupScoreFlag: group !== null,
    header: headerOut,
    data,
    rules: siteScoringRules(profile),
    ...(group ? { groupingField: group.key, groupingFieldName: group.name } : {}),
  };
  return { publications: [publication], warnings, scoredBySite: true, discards: profile };
}
