/**
 * Test and bench helper: how far a `.blw` import agrees with the page Sailwave published from the
 * same file (tests/fixtures/third_party/sailwave-dev/, CC BY-SA 4.0, see its README.md). The page is
 * read with htmlparser2 (a tokenizer, independent of the site's own page reader): every summary
 * table (`h3.summarytitle` then `table.summarytable`), its header and rows.
 *
 * A row agrees when the boat (sail number and helm) is in the import, in the same group (the
 * table's title), with the same rank, the same nett and the same scores in parentheses (race by
 * race). Boats the import has and the page has not count as rows that disagree.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { Parser } from 'htmlparser2';
import { normalisePoints, normaliseRank, normaliseScoreCell } from './columns.js';
import { importResults } from './index.js';

export const DEV_SET = new URL('../../tests/fixtures/third_party/sailwave-dev/', import.meta.url);

export interface PageTable {
  title: string;
  header: string[];
  rows: string[][];
}

/** the summary tables of a Sailwave page */
export function pageTables(html: string): PageTable[] {
  const tables: PageTable[] = [];
  let title = '';
  let inTitle = false;
  let table: PageTable | null = null;
  let depth = 0;
  let row: string[] | null = null;
  let cell: string | null = null;
  let headerRow = false;
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        const cls = ` ${attrs.class ?? ''} `;
        if (name === 'h3' && cls.includes(' summarytitle ')) {
          inTitle = true;
          title = '';
        } else if (name === 'table') {
          if (table) depth++;
          else if (cls.includes(' summarytable ')) {
            table = { title, header: [], rows: [] };
            depth = 0;
          }
        } else if (table && depth === 0 && name === 'tr') {
          row = [];
          headerRow = false;
        } else if (row && (name === 'td' || name === 'th')) {
          cell = '';
          if (name === 'th') headerRow = true;
        } else if (cell !== null && name === 'img') cell += ` ${attrs.alt ?? ''} `;
      },
      ontext(text) {
        if (inTitle) title += text;
        if (cell !== null) cell += text;
      },
      onclosetag(name) {
        if (name === 'h3' && inTitle) {
          inTitle = false;
          title = title.replace(/\s+/g, ' ').trim();
        } else if (name === 'table' && table) {
          if (depth > 0) depth--;
          else {
            tables.push(table);
            table = null;
            title = '';
          }
        } else if ((name === 'td' || name === 'th') && row && cell !== null) {
          row.push(cell.replace(/[\s\u00a0]+/g, ' ').trim());
          cell = null;
        } else if (name === 'tr' && table && row) {
          if (headerRow && table.header.length === 0) table.header = row;
          else if (!headerRow && row.length > 0) table.rows.push(row);
          row = null;
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  return tables;
}

const norm = (s: string) => s.replace(/\s+/g, ' ').trim().toLowerCase();
const boatKey = (sail: string, helm: string) => `${norm(sail)}|${norm(helm)}`;

export interface SeriesAgreement {
  name: string;
  rows: number;
  agreeing: number;
  /** the first few rows that disagree, and why */
  differences: string[];
}

/** one series: the `.blw` imported, compared row by row with the page */
export function compareSeries(name: string, blw: Uint8Array, html: string): SeriesAgreement {
  const result = importResults(blw, { fileName: `${name}.blw` });
  const differences: string[] = [];
  // the import's boats, with the title of their table
  const mine = new Map<string, { row: Record<string, string>; group: string; races: string[] }>();
  for (const p of result.publications) {
    const races = p.header.filter((h) => /^r\d+$/.test(h.columnKey)).map((h) => h.columnKey);
    const suffix = p.theTitle.includes(' – ') ? p.theTitle.slice(p.theTitle.lastIndexOf(' – ') + 3) : '';
    for (const row of p.data) {
      const group =
        p.groupingField && row[p.groupingField] ? `${row[p.groupingField]} ${p.groupingFieldName ?? ''}` : suffix;
      mine.set(boatKey(row.sailNo ?? '', row.helm ?? ''), { row, group: norm(group), races });
    }
  }
  let rows = 0;
  let agreeing = 0;
  const matched = new Set<string>();
  for (const t of pageTables(html)) {
    const col = (name: string) => t.header.findIndex((h) => norm(h) === name);
    const [rank, sail, helm, nett, total] = ['rank', 'sailno', 'helmname', 'nett', 'total'].map(col) as [
      number,
      number,
      number,
      number,
      number,
    ];
    // the race columns: after the helm's, before Total, except the competitor's other fields
    const raceCols: number[] = [];
    for (let i = helm + 1; i < (total >= 0 ? total : t.header.length); i++)
      if (!/^(age|sex|tally|fleet|division|class|altsailno|club|nat|boat|crewname)$/i.test(t.header[i] ?? ''))
        raceCols.push(i);
    for (const r of t.rows) {
      rows++;
      const key = boatKey(sail >= 0 ? (r[sail] ?? '') : '', r[helm] ?? '');
      const m = mine.get(key);
      const why: string[] = [];
      if (!m) why.push('missing');
      else {
        matched.add(key);
        if (m.group !== norm(t.title)) why.push(`group ${m.group} ≠ ${norm(t.title)}`);
        if (normaliseRank(m.row.rank ?? '') !== normaliseRank(r[rank] ?? '')) why.push(`rank ${m.row.rank} ≠ ${r[rank]}`);
        if (normalisePoints(m.row.net ?? '') !== normalisePoints(r[nett] ?? '')) why.push(`nett ${m.row.net} ≠ ${r[nett]}`);
        const theirs = raceCols.map((i) => normaliseScoreCell(r[i] ?? '')).filter((c) => c.startsWith('('));
        const ours = m.races.map((k) => m.row[k] ?? '').filter((c) => c.startsWith('('));
        if (theirs.join(' ') !== ours.join(' ')) why.push(`discards ${ours.join(' ')} ≠ ${theirs.join(' ')}`);
      }
      if (why.length === 0) agreeing++;
      else if (differences.length < 5) differences.push(`${t.title} ${r[sail] ?? ''} ${r[helm] ?? ''}: ${why.join(', ')}`);
    }
  }
  for (const key of mine.keys())
    if (!matched.has(key)) {
      rows++;
      if (differences.length < 5) differences.push(`${key}: not on the page`);
    }
  return { name, rows, agreeing, differences };
}

/** every pair of the development set */
export function devSetPairs(): { name: string; blw: Uint8Array; html: string }[] {
  return readdirSync(DEV_SET)
    .filter((f) => f.endsWith('.blw'))
    .sort()
    .map((f) => {
      const name = f.slice(0, -4);
      return {
        name,
        blw: new Uint8Array(readFileSync(new URL(f, DEV_SET))),
        // the pages are Windows-1252; only ASCII matters for the comparison's keys and numbers
        html: new TextDecoder('latin1').decode(readFileSync(new URL(`${name}.html`, DEV_SET))),
      };
    });
}
