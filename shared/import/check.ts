/**
 * The check before anything is published (issue 19 item 2): from a publication's cells it
 * recomputes every row's total and net and the rank order from the nets (with the A8.1 and A8.2
 * tie-breaks, within each group), and lists each disagreement (row, expected, found), with unknown
 * codes, unreadable cells, duplicate sail numbers, rows with a different number of races and an
 * empty table. Messages in English and Chinese. Pure; reads the publication with the site's own
 * parser (shared/score-publication.ts), so it checks what the public page will show.
 */
import { PENALTY_CODES, cellText, parseCell, parseScores, type ScoreRow } from '../score-publication.js';
import { FINDINGS } from './messages.js';
import type { Finding, ScoreFile } from './types.js';

export interface CheckOptions {
  /** codes the file itself defines (a Sailwave scoring system's custom codes): reported as warnings still, but once */
  knownCodes?: readonly string[];
}

const fmt = (n: number) => (Math.round(n * 10 + 1e-9) / 10).toFixed(1);
const tenths = (n: number) => Math.round(n * 10 + (n >= 0 ? 1e-9 : -1e-9));
const sailKey = (s: string) => s.replace(/[\s\-.]/g, '').toUpperCase();
const readNumber = (s: string): number | null => {
  const m = /^\(?\s*(-?\d+(?:[.,]\d+)?)\s*\)?$/.exec(s.trim());
  return m ? Number(m[1]!.replace(',', '.')) : null;
};
const rankNumber = (s: string): number | null => {
  const m = /\d+/.exec(s);
  return m ? Number(m[0]) : null;
};

function compareLists(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const x = a[i] ?? Infinity;
    const y = b[i] ?? Infinity;
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}

export interface RankInput {
  net: number;
  /** the counting race scores (not in parentheses) */
  counting: readonly number[];
  /** every race score in race order, discarded ones included */
  all: readonly number[];
}

/**
 * Ranks from nets with A8.1 (counting scores best to worst) then A8.2 (last race first, all
 * scores); boats tied after both share a rank. Returns the rank of each input, in input order.
 */
export function ranksFromNets(items: readonly RankInput[]): number[] {
  const prepared = items.map((x, i) => ({
    i,
    net: tenths(x.net),
    counting: x.counting.map(tenths).sort((a, b) => a - b),
    lastFirst: x.all.map(tenths).reverse(),
  }));
  type P = (typeof prepared)[number];
  const cmp = (a: P, b: P) =>
    a.net - b.net || compareLists(a.counting, b.counting) || compareLists(a.lastFirst, b.lastFirst);
  const order = [...prepared].sort((a, b) => cmp(a, b) || a.i - b.i);
  const ranks = new Array<number>(items.length);
  order.forEach((p, pos) => {
    const prev = order[pos - 1];
    ranks[p.i] = prev && cmp(prev, p) === 0 ? ranks[prev.i]! : pos + 1;
  });
  return ranks;
}

/** Check a publication (the ScoreFile an importer made, or its JSON text). Empty list: nothing found. */
export function checkPublication(pub: ScoreFile | string | unknown, opts: CheckOptions = {}): Finding[] {
  const parsed = parseScores(pub);
  const findings: Finding[] = [];
  if (parsed.rows.length === 0) return [{ code: 'empty', severity: 'error', message: FINDINGS.empty() }];

  const raceKeys = parsed.columns.filter((c) => c.kind === 'race').map((c) => c.key);
  const totalKey = parsed.columns.find((c) => c.kind === 'total')?.key;
  const netKey = parsed.columns.find((c) => c.kind === 'net')?.key;
  const rankKey = parsed.columns.find((c) => c.kind === 'rank')?.key;
  const sailKeyCol = parsed.columns.find((c) => c.kind === 'sailNo')?.key;
  const rowNumber = new Map<ScoreRow, number>(parsed.rows.map((r, i) => [r, i + 1]));
  const known = new Set<string>([...PENALTY_CODES, ...(opts.knownCodes ?? [])]);
  const unknownCodes = new Map<string, { n: number; row: number; column: string }>();

  for (const group of parsed.groups) {
    const groupName = group.value ?? undefined;
    const at = (row: ScoreRow) => ({
      row: rowNumber.get(row),
      ...(sailKeyCol && cellText(row, sailKeyCol) ? { sailNo: cellText(row, sailKeyCol) } : {}),
      ...(groupName !== undefined ? { group: groupName } : {}),
    });
    // races sailed in this group: a column with a score in some row
    const sailed = raceKeys.filter((k) => group.rows.some((r) => cellText(r, k) !== ''));
    const rankInputs: (RankInput | null)[] = [];
    const discardCounts: { row: ScoreRow; n: number; discardable: number }[] = [];

    for (const row of group.rows) {
      let total = 0;
      let net = 0;
      let readable = true;
      const counting: number[] = [];
      const all: number[] = [];
      let has = 0;
      for (const key of sailed) {
        const text = cellText(row, key);
        if (text === '') {
          readable = false;
          continue;
        }
        has++;
        const cell = parseCell(text);
        if (cell.code && !PENALTY_CODES.includes(cell.code as never)) {
          const u = unknownCodes.get(cell.code);
          if (u) u.n++;
          else unknownCodes.set(cell.code, { n: 1, row: rowNumber.get(row)!, column: key });
        }
        if (cell.points === null) {
          readable = false;
          findings.push(
            cell.code
              ? {
                  code: 'no-points',
                  severity: 'warning',
                  message: FINDINGS['no-points'](text),
                  column: key,
                  found: text,
                  ...at(row),
                }
              : {
                  code: 'bad-cell',
                  severity: 'error',
                  message: FINDINGS['bad-cell'](text),
                  column: key,
                  found: text,
                  ...at(row),
                },
          );
          continue;
        }
        total += tenths(cell.points);
        all.push(cell.points);
        if (!cell.discarded) {
          net += tenths(cell.points);
          counting.push(cell.points);
        }
      }
      if (has < sailed.length)
        findings.push({
          code: 'race-count',
          severity: 'error',
          message: FINDINGS['race-count'](has, sailed.length),
          expected: String(sailed.length),
          found: String(has),
          ...at(row),
        });
      if (!readable) {
        rankInputs.push(null);
        continue;
      }
      const totalText = totalKey ? cellText(row, totalKey) : '';
      const netText = netKey ? cellText(row, netKey) : '';
      const publishedTotal = readNumber(totalText);
      const publishedNet = readNumber(netText);
      if (totalKey && (publishedTotal === null || tenths(publishedTotal) !== total))
        findings.push({
          code: 'total',
          severity: 'error',
          message: FINDINGS.total(fmt(total / 10), totalText || '—'),
          column: totalKey,
          expected: fmt(total / 10),
          found: totalText,
          ...at(row),
        });
      if (netKey && (publishedNet === null || tenths(publishedNet) !== net))
        findings.push({
          code: 'net',
          severity: 'error',
          message: FINDINGS.net(fmt(net / 10), netText || '—'),
          column: netKey,
          expected: fmt(net / 10),
          found: netText,
          ...at(row),
        });
      rankInputs.push({ net: net / 10, counting, all });
      discardCounts.push({
        row,
        n: all.length - counting.length,
        // scores that may be discarded: not DNE, BFD, DGM (a boat with fewer of them than discards drops fewer)
        discardable: sailed.filter((k) => !/\b(DNE|BFD|DGM)\b/.test(cellText(row, k))).length,
      });
    }

    // discards: every row of a table drops as many scores (a row with fewer discardable scores than that drops all it has)
    const tally = new Map<number, number>();
    for (const d of discardCounts) tally.set(d.n, (tally.get(d.n) ?? 0) + 1);
    const usual = [...tally.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0]?.[0];
    if (usual !== undefined && tally.size > 1)
      for (const d of discardCounts)
        if (d.n !== usual && !(d.n < usual && d.n === d.discardable))
          findings.push({
            code: 'discard-count',
            severity: 'warning',
            message: FINDINGS['discard-count'](d.n, usual),
            expected: String(usual),
            found: String(d.n),
            ...at(d.row),
          });

    // ranks, among the rows whose scores could all be read
    if (rankKey) {
      const readableRows = group.rows.filter((_, i) => rankInputs[i] !== null);
      const ranks = ranksFromNets(rankInputs.filter((x): x is RankInput => x !== null));
      readableRows.forEach((row, i) => {
        const text = cellText(row, rankKey);
        const found = rankNumber(text);
        if (found === null)
          findings.push({
            code: 'rank-missing',
            severity: 'warning',
            message: FINDINGS['rank-missing'](),
            column: rankKey,
            ...at(row),
          });
        else if (found !== ranks[i])
          findings.push({
            code: 'rank',
            severity: 'error',
            message: FINDINGS.rank(String(ranks[i]), text),
            column: rankKey,
            expected: String(ranks[i]),
            found: text,
            ...at(row),
          });
      });
    }

    // duplicate sail numbers within the table
    if (sailKeyCol) {
      const seen = new Map<string, ScoreRow[]>();
      for (const row of group.rows) {
        const k = sailKey(cellText(row, sailKeyCol));
        if (k) seen.set(k, [...(seen.get(k) ?? []), row]);
      }
      for (const rows of seen.values())
        if (rows.length > 1) {
          const sail = cellText(rows[0]!, sailKeyCol);
          const list = rows.map((r) => rowNumber.get(r)).join(', ');
          findings.push({
            code: 'duplicate-sail',
            severity: 'error',
            message: FINDINGS['duplicate-sail'](sail, list),
            column: sailKeyCol,
            found: sail,
            ...at(rows[1]!),
          });
        }
    }
  }

  for (const [code, u] of unknownCodes)
    findings.push({
      code: 'unknown-code',
      severity: 'warning',
      message: FINDINGS['unknown-code'](code, u.n),
      row: u.row,
      column: u.column,
      found: code,
      ...(known.has(code) ? { expected: 'defined by the file' } : {}),
    });
  return findings.sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
}

/** true when the check found an error (warnings alone do not stop a publication) */
export const hasErrors = (findings: readonly Finding[]) => findings.some((f) => f.severity === 'error');
