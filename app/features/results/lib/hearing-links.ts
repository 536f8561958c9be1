/**
 * The result cells a protest hearing gave (issue 30): each DSQ, DPI, RDG or DNE race score of the
 * shown publication that a decided, published hearing of the class gave (same race, the boat among
 * its parties: shared/hearings.ts `hearingIndex`) gets the hearing's number, and the page links the
 * cell to the decision. Read on the server; the publications are not changed (they are shared
 * between requests), the linked rows are copies.
 */
import { hearingIndex, type HearingBoard } from '../../../../shared/hearings';
import type { ResultPublication, ResultsPage } from '../../../../shared/results-view';

/** the cell's text as published */
const textOf = (cell: unknown): string =>
  typeof cell === 'string'
    ? cell
    : typeof cell === 'object' && cell !== null
      ? String((cell as { text?: unknown }).text ?? '')
      : '';

/** `pub` with the cells decided hearings gave marked with their number (the same object when none) */
export function publicationWithHearings(
  pub: ResultPublication,
  board: HearingBoard | null | undefined,
  levelCd: string,
): ResultPublication {
  if (!board || board.hearings.length === 0) return pub;
  const index = hearingIndex(board.hearings, levelCd);
  const iSail = pub.columns.findIndex((c) => c.kind === 'sailNo');
  const races = pub.columns.map((c, i) => ({ c, i })).filter(({ c }) => c.kind === 'race');
  if (iSail < 0 || races.length === 0) return pub;
  let changed = false;
  const groups = pub.groups.map((group) => ({
    ...group,
    rows: group.rows.map((row) => {
      const sailNo = textOf(row.cells[iSail]);
      let cells = row.cells;
      for (const { c, i } of races) {
        const cell = row.cells[i];
        if (typeof cell !== 'object' || cell === null || cell.type !== 'score' || !cell.code) continue;
        const hearing = index.find(c.name, sailNo, cell.code) ?? index.find(c.key, sailNo, cell.code);
        if (!hearing) continue;
        if (cells === row.cells) cells = [...row.cells];
        cells[i] = { ...cell, hearing: hearing.number };
        changed = true;
      }
      return cells === row.cells ? row : { ...row, cells };
    }),
  }));
  return changed ? { ...pub, groups } : pub;
}

/** the results part of a level page with the shown publication's hearing links */
export function resultsWithHearings(
  page: ResultsPage,
  board: HearingBoard | null | undefined,
  levelCd: string,
): ResultsPage {
  if (!page.shown) return page;
  const shown = publicationWithHearings(page.shown, board, levelCd);
  return shown === page.shown ? page : { ...page, shown };
}
