/**
 * Entry lists from a file (issue 31; docs/results-import.md "Entry lists"): a CSV or tab-separated
 * table with the results import's column names without scores (Sail No/帆号, Nat/国籍, Helm/舵手,
 * Crew/缆手, Club/单位, Fleet/Division/组别 …), or a Sailwave series file's competitors
 * (`compsailno`, `compnat`, `comphelmname`, `compcrewname`, `compclub`, `compfleet` or
 * `compdivision`). The results import's readers do the reading (text.ts decodeBytes and
 * detectSeparator, csv.ts readRows, blw.ts readBlw, columns.ts headerMeaning), within its caps
 * (limits.ts): the same bytes, rows, columns and characters a cell. Race, total and rank columns
 * are ignored. Pure, no I/O; the server runs it in its import worker.
 */
import type { Entry } from '../entries.js';
import { readBlw } from './blw.js';
import { headerMeaning } from './columns.js';
import { readRows } from './csv.js';
import { detectFormat } from './index.js';
import { limitBytes, limitRows } from './limits.js';
import { importError } from './messages.js';
import { decodeBytes, detectSeparator } from './text.js';
import { ImportError, type Bilingual } from './types.js';

/** one row of an entry list as read (the row's line in the file, 1-based, for the preview) */
export interface EntryRow extends Entry {
  line: number;
}

export interface EntryFileRead {
  format: 'csv' | 'blw';
  encoding: string;
  rows: EntryRow[];
  /** what was left out, in both languages */
  warnings: { code: string; message: Bilingual }[];
}

const notEntries = (detail: string) =>
  new ImportError({
    code: 'not-results',
    message: {
      en: 'This file is not an entry list: upload a CSV table with a Sail No column (the results import’s column names, without scores) or a Sailwave .blw.',
      zh: '此文件不是报名名单：请上传带“帆号 / Sail No”列的 CSV 表格（与成绩导入的列名相同，无成绩）或 Sailwave 的 .blw 文件。',
    },
    detail,
  });

type Key = 'sailNo' | 'nationality' | 'helm' | 'crew' | 'club' | 'group';

function readCsv(text: string): Omit<EntryFileRead, 'format' | 'encoding'> {
  const rows = readRows(text.replace(/^\uFEFF/, ''), detectSeparator(text));
  // the header: the first of the first 10 rows naming a sail number column
  const headerAt = rows.slice(0, 10).findIndex((r) =>
    r.some((c) => {
      const m = headerMeaning(c);
      return m.kind === 'field' && m.key === 'sailNo';
    }),
  );
  if (headerAt < 0) throw notEntries('no header row naming a sail number column (Sail No, 帆号 …)');
  const cols = new Map<Key, number>();
  let ignored = 0;
  rows[headerAt]!.forEach((h, i) => {
    const m = headerMeaning(h);
    if (m.kind === 'group' && !cols.has('group')) cols.set('group', i);
    else if (
      m.kind === 'field' &&
      ['sailNo', 'nationality', 'helm', 'crew', 'club'].includes(m.key) &&
      !cols.has(m.key as Key)
    )
      cols.set(m.key as Key, i);
    else if (h.trim() !== '') ignored++;
  });
  const body = rows.slice(headerAt + 1).filter((r) => r.some((c) => c.trim() !== ''));
  if (body.length === 0) throw importError('empty');
  limitRows(body.length);
  const cell = (r: readonly string[], k: Key) => {
    const i = cols.get(k);
    return i === undefined ? '' : (r[i] ?? '').trim();
  };
  const out: EntryRow[] = body.map((r, j) => ({
    line: headerAt + 2 + j,
    sailNo: cell(r, 'sailNo'),
    nationality: cell(r, 'nationality'),
    helm: cell(r, 'helm'),
    crew: cell(r, 'crew'),
    club: cell(r, 'club'),
    group: cell(r, 'group'),
  }));
  const warnings =
    ignored > 0
      ? [
          {
            code: 'column-dropped',
            message: {
              en: `${ignored} column(s) of the file are not part of an entry list (scores, ranks, other fields) and were left out.`,
              zh: `文件中有 ${ignored} 列不属于报名名单（成绩、名次或其他字段），已略去。`,
            },
          },
        ]
      : [];
  return { rows: out, warnings };
}

function readBlwEntries(text: string): Omit<EntryFileRead, 'format' | 'encoding'> {
  const file = readBlw(text);
  if (file.competitors.size === 0) throw notEntries('no competitor records (comp…)');
  const rows: EntryRow[] = [];
  let i = 0;
  for (const c of file.competitors.values()) {
    i++;
    const row: EntryRow = {
      line: i,
      sailNo: c.compsailno ?? '',
      nationality: c.compnat ?? '',
      helm: c.comphelmname ?? '',
      crew: c.compcrewname ?? '',
      club: c.compclub ?? '',
      group: c.compfleet || c.compdivision || '',
    };
    // a record with nothing of a boat is not one
    if (row.sailNo || row.helm || row.crew) rows.push(row);
  }
  if (rows.length === 0) throw importError('empty');
  limitRows(rows.length);
  return { rows, warnings: [] };
}

/**
 * Read an entry list. Throws ImportError (`e.problem`: {code, message: {en, zh}, detail?}) when it
 * is empty, too large, cannot be decoded or is not an entry list (a results page, JSON …).
 */
export function readEntryFile(bytes: Uint8Array, fileName?: string): EntryFileRead {
  limitBytes(bytes.length);
  if (bytes.length === 0) throw importError('empty');
  const { text, encoding } = decodeBytes(bytes);
  if (text.trim() === '') throw importError('empty');
  const format = detectFormat(text, fileName);
  if (format === 'blw') return { format, encoding, ...readBlwEntries(text) };
  if (format === 'csv') return { format, encoding, ...readCsv(text) };
  throw notEntries(format ? `a ${format} file` : 'an unknown format');
}
