/**
 * A race's track cell, in the races tab (race-table.tsx) and the day on the water (race-day.tsx):
 * a button opening the tracking in a new window when the race has a trace (lib/races.ts hasTrace),
 * otherwise a dash that readers skip. The words are the table's own, and so are the classes: each
 * table's `.trace` and `.none` compose race-rows.module.css (no module of class names of its own
 * to load).
 */
import type { Race } from '../../../../shared/api';
import { hasTrace } from '../lib/races';

export function TrackLink({
  race,
  label,
  ariaLabel,
  classes,
}: {
  race: Race;
  label: string;
  ariaLabel: string;
  /** the table's CSS module: its `trace` and `none` classes */
  classes: CSSModuleClasses;
}) {
  return hasTrace(race) ? (
    <a className={classes.trace} href={race.traceUrl!} target="_blank" rel="noopener noreferrer" aria-label={ariaLabel}>
      {label} ↗
    </a>
  ) : (
    <span className={classes.none} aria-hidden="true">
      —
    </span>
  );
}
