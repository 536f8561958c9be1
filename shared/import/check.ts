/**
 * The check before anything is published (issue 19 item 2, issue 26 item 4): from a publication's
 * cells it recomputes every row's total and net and the rank order from the nets (with the A8.1
 * and A8.2 tie-breaks, within each group), and lists each disagreement (the boat, expected,
 * found), with unknown codes, unreadable cells, duplicate sail numbers, rows with a different
 * number of races, scores in parentheses that are not the worst, and an empty table. Messages in
 * English and Chinese, in the scorer's terms: a boat is named by her sail number and helm.
 *
 * It blocks (severity 'error') only what is really wrong: a total or net that is not the sum of
 * the cells, a boat ranked above one with a lower net, an unreadable cell, a boat twice, a
 * discarded DNE/BFD/DGM or a discarded score better than a counting one, and a publication whose
 * groups or ranks differ from the file's own (`standings`). A tie broken otherwise than by A8
 * (a scoring program's own setting) and the choice between equal worst scores are warnings.
 * Pure; reads the publication with the site's own parser (shared/score-publication.ts), so it
 * checks what the public page will show.
 */
import {
  PENALTY_CODES,
  cellText,
  parseCell as parsePublishedCell,
  parseScores,
  type ScoreRow,
} from '../score-publication.js';
import { discardCount } from '../scoring.js';
import { FINDINGS } from './messages.js';
import type { FileStanding, Finding, ScoreFile } from './types.js';

export interface CheckOptions {
  /** codes the file itself defines (a Sailwave scoring system's custom codes): reported as warnings still, but once */
  knownCodes?: readonly string[];
  /** how the file itself groups and ranks each row of `data` (ImportResult.standings[i]): a difference is an error */
  standings?: readonly FileStanding[];
  /** the discard thresholds the publication was scored with, when known (site scoring): each row must drop that many */
  discards?: readonly number[];
}

/** a cell as the page reads it, and also points with a code of the file's own ('12.0 DNCG2'): the totals can be checked */
function parseCell(text: string) {
  const cell = parsePublishedCell(text);
  if (cell.points !== null || cell.code !== null) return cell;
  const discarded = text.startsWith('(') && text.endsWith(')');
  const m = /^(-?\d+(?:[.,]\d+)?)\s+([A-Za-z][A-Za-z0-9+]{0,9})$/.exec(discarded ? text.slice(1, -1).trim() : text);
  return m ? { points: Number(m[1]!.replace(',', '.')), code: m[2]!.toUpperCase(), discarded } : cell;
}

/** never discarded (RRS A5.3 / A2.1: DNE and BFD; DGM likewise) */
const NOT_DISCARDABLE = new Set(['DNE', 'BFD', 'DGM']);

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
  const helmCol = parsed.columns.find((c) => c.kind === 'helm')?.key;
  const boatCol = parsed.columns.find((c) => c.kind === 'boat')?.key;
  const rowNumber = new Map<ScoreRow, number>(parsed.rows.map((r, i) => [r, i + 1]));
  /** the boat as a scorer knows her: sail number and helm, else her boat name, else her place in the table */
  const boatOf = (row: ScoreRow): string => {
    const named = [sailKeyCol, helmCol]
      .map((k) => (k ? cellText(row, k) : ''))
      .filter(Boolean)
      .join(' ');
    return named || (boatCol ? cellText(row, boatCol) : '');
  };
  const known = new Set<string>([...PENALTY_CODES, ...(opts.knownCodes ?? [])]);
  const unknownCodes = new Map<string, { n: number; row: number; column: string; boat: string }>();

  for (const group of parsed.groups) {
    const groupName = group.value ?? undefined;
    const at = (row: ScoreRow) => ({
      row: rowNumber.get(row),
      ...(sailKeyCol && cellText(row, sailKeyCol) ? { sailNo: cellText(row, sailKeyCol) } : {}),
      ...(boatOf(row) ? { boat: boatOf(row) } : {}),
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
      const cells: { key: string; points: number; code: string | null; discarded: boolean }[] = [];
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
          else unknownCodes.set(cell.code, { n: 1, row: rowNumber.get(row)!, column: key, boat: boatOf(row) });
        }
        if (cell.points === null) {
          readable = false;
          // a code without points only warns (the site scores it); a cell that is not a score is an error
          const [code, severity] = cell.code ? (['no-points', 'warning'] as const) : (['bad-cell', 'error'] as const);
          findings.push({ code, severity, message: FINDINGS[code](text), column: key, found: text, ...at(row) });
          continue;
        }
        total += tenths(cell.points);
        all.push(cell.points);
        cells.push({ key, points: cell.points, code: cell.code, discarded: cell.discarded });
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
      // the row's own Total and Net must be what its race cells add up to
      const sums = [
        { code: 'total', key: totalKey, tenths: total },
        { code: 'net', key: netKey, tenths: net },
      ] as const;
      for (const sum of sums) {
        if (!sum.key) continue;
        const text = cellText(row, sum.key);
        const published = readNumber(text);
        if (published !== null && tenths(published) === sum.tenths) continue;
        findings.push({
          code: sum.code,
          severity: 'error',
          message: FINDINGS[sum.code](fmt(sum.tenths / 10), text || '—'),
          column: sum.key,
          expected: fmt(sum.tenths / 10),
          found: text,
          ...at(row),
        });
      }
      rankInputs.push({ net: net / 10, counting, all });
      findings.push(...checkDiscards(cells, at(row)));
      discardCounts.push({
        row,
        n: all.length - counting.length,
        // scores that may be discarded: not DNE, BFD, DGM (a boat with fewer of them than discards drops fewer)
        discardable: sailed.filter((k) => !/\b(DNE|BFD|DGM)\b/.test(cellText(row, k))).length,
      });
    }

    // a row that drops d.n scores where it should drop `expected`
    const discardFinding = (
      d: { row: ScoreRow; n: number },
      expected: number,
      severity: 'error' | 'warning',
    ): Finding => ({
      code: 'discard-count',
      severity,
      message: FINDINGS['discard-count'](d.n, expected),
      expected: String(expected),
      found: String(d.n),
      ...at(d.row),
    });

    // the discards the profile calls for, when the publication was scored with a known one
    if (opts.discards) {
      const due = discardCount(sailed.length, opts.discards);
      for (const d of discardCounts) {
        const expected = Math.min(due, d.discardable);
        if (d.n !== expected) findings.push(discardFinding(d, expected, 'error'));
      }
    }

    // discards: every row of a table drops as many scores (a row with fewer discardable scores than that drops all it has)
    const tally = new Map<number, number>();
    for (const d of discardCounts) tally.set(d.n, (tally.get(d.n) ?? 0) + 1);
    const usual = [...tally.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0]?.[0];
    if (usual !== undefined && tally.size > 1 && !opts.discards)
      for (const d of discardCounts)
        if (d.n !== usual && !(d.n < usual && d.n === d.discardable))
          findings.push(discardFinding(d, usual, 'warning'));

    // ranks, among the rows whose scores could all be read
    if (rankKey) {
      const readableRows = group.rows.filter((_, i) => rankInputs[i] !== null);
      const inputs = rankInputs.filter((x): x is RankInput => x !== null);
      const ranks = ranksFromNets(inputs);
      // the places boats of each net occupy: a rank among them is a tie broken otherwise, not a wrong order
      const nets = inputs.map((x) => tenths(x.net));
      const places = (net: number) => {
        let below = 0;
        let same = 0;
        for (const n of nets) {
          if (n < net) below++;
          else if (n === net) same++;
        }
        return { first: below + 1, last: below + same };
      };
      readableRows.forEach((row, i) => {
        const text = cellText(row, rankKey);
        const found = rankNumber(text);
        const span = places(nets[i]!);
        if (found !== null && found !== ranks[i] && found >= span.first && found <= span.last) {
          findings.push({
            code: 'tie-break',
            severity: 'warning',
            message: FINDINGS['tie-break'](String(ranks[i]), text, (nets[i]! / 10).toFixed(1)),
            column: rankKey,
            expected: String(ranks[i]),
            found: text,
            ...at(row),
          });
          return;
        }
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
          const list = rows.map((r) => boatOf(r)).join(', ');
          // worth a look, not wrong in itself: two sailors on one sail number (a ranking series, a
          // charter boat), or one entered twice, as published pages show (each row's scores still add up)
          findings.push({
            code: 'duplicate-sail',
            severity: 'warning',
            message: FINDINGS['duplicate-sail'](sail, list),
            column: sailKeyCol,
            found: sail,
            ...at(rows[1]!),
          });
        }
    }
  }

  // the file's own groups and ranks: what the site publishes must be what the scorer published.
  // Groups are compared as the boats they hold (the file may name a group 'Gold Fleet' where the
  // publication says 'Gold'): each of the file's groups must be one published group, and back.
  if (opts.standings) {
    const groupKey = parsed.groupingField;
    const fileToPub = new Map<string, string>();
    const pubToFile = new Map<string, string>();
    parsed.rows.forEach((row, i) => {
      const file = opts.standings![i];
      if (!file) return;
      const group = groupKey ? cellText(row, groupKey) : '';
      if (!fileToPub.has(file.group)) fileToPub.set(file.group, group);
      if (!pubToFile.has(group)) pubToFile.set(group, file.group);
    });
    parsed.rows.forEach((row, i) => {
      const file = opts.standings![i];
      if (!file) return;
      const rank = rankKey ? cellText(row, rankKey) : '';
      const group = groupKey ? cellText(row, groupKey) : '';
      const rankDiffers = file.rank !== '' && rankNumber(file.rank) !== rankNumber(rank);
      const groupDiffers = fileToPub.get(file.group) !== group || pubToFile.get(group) !== file.group;
      if (rankDiffers || groupDiffers)
        findings.push({
          code: 'file-rank',
          severity: 'error',
          message: FINDINGS['file-rank'](file.rank, file.group, rank, group),
          expected: file.group ? `${file.rank} (${file.group})` : file.rank,
          found: group ? `${rank} (${group})` : rank,
          row: i + 1,
          ...(sailKeyCol && cellText(row, sailKeyCol) ? { sailNo: cellText(row, sailKeyCol) } : {}),
          ...(boatOf(row) ? { boat: boatOf(row) } : {}),
        });
    });
  }

  for (const [code, u] of unknownCodes)
    findings.push({
      code: 'unknown-code',
      severity: 'warning',
      message: FINDINGS['unknown-code'](code, u.n),
      row: u.row,
      ...(u.boat ? { boat: u.boat } : {}),
      column: u.column,
      found: code,
      ...(known.has(code) ? { expected: 'defined by the file' } : {}),
    });
  return findings.sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
}

/**
 * A row's scores in parentheses against RRS A2.1: never DNE, BFD or DGM; never a score better than
 * one that counts (an error: the net is wrong); of equal worst scores the earliest (a warning: the
 * net is the same).
 */
function checkDiscards(
  cells: readonly { key: string; points: number; code: string | null; discarded: boolean }[],
  where: Partial<Finding>,
): Finding[] {
  const out: Finding[] = [];
  const counting = cells.filter((c) => !c.discarded && !NOT_DISCARDABLE.has(c.code ?? ''));
  const worstCounting = Math.max(-Infinity, ...counting.map((c) => tenths(c.points)));
  for (const c of cells) {
    if (!c.discarded) continue;
    const text = `(${fmt(c.points)}${c.code ? ` ${c.code}` : ''})`;
    if (c.code && NOT_DISCARDABLE.has(c.code))
      out.push({
        code: 'discard-wrong',
        severity: 'error',
        message: FINDINGS['discard-never'](c.code),
        column: c.key,
        found: text,
        ...where,
      });
    else if (tenths(c.points) < worstCounting)
      out.push({
        code: 'discard-wrong',
        severity: 'error',
        message: FINDINGS['discard-not-worst'](text, fmt(worstCounting / 10)),
        column: c.key,
        expected: fmt(worstCounting / 10),
        found: text,
        ...where,
      });
    else {
      const earlier = counting.find(
        (x) => tenths(x.points) === tenths(c.points) && cells.indexOf(x) < cells.indexOf(c),
      );
      if (earlier)
        out.push({
          code: 'discard-wrong',
          severity: 'warning',
          message: FINDINGS['discard-earliest'](text, earlier.key.toUpperCase()),
          column: c.key,
          expected: earlier.key,
          found: c.key,
          ...where,
        });
    }
  }
  return out;
}

/** true when the check found an error (warnings alone do not stop a publication) */
export const hasErrors = (findings: readonly Finding[]) => findings.some((f) => f.severity === 'error');
