/** The rank axis of a boat page's chart (issue 28 item 4). */

/** steps of the rank axis: at most 4 intervals between the best and the worst rank shown */
const STEPS = [1, 2, 5, 10, 20, 25, 50, 100, 200, 500];

/**
 * The rank axis of a boat's chart: the ranks from `top` (best, drawn at the top) to `bottom`,
 * labelled every `step` places at 1 + k × step, so the gridlines are evenly spaced and the line
 * fills the height. A boat that kept one rank gets the ranks on either side of it.
 */
export function rankAxis(ranks: readonly number[]): { ticks: number[]; top: number; bottom: number; step: number } {
  const best = Math.min(...ranks);
  const worst = Math.max(...ranks);
  if (best === worst) {
    const top = Math.max(1, best - 1);
    return { ticks: [top, top + 1, top + 2], top, bottom: top + 2, step: 1 };
  }
  const step = STEPS.find((s) => Math.ceil((worst - best) / s) <= 4 && Math.ceil((worst - best) / s) >= 1) ?? 1000;
  const top = best - ((best - 1) % step);
  const bottom = worst + ((step - ((worst - 1) % step)) % step);
  const ticks: number[] = [];
  for (let v = top; v <= bottom; v += step) ticks.push(v);
  return { ticks, top, bottom, step };
}
