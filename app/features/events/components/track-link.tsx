/**
 * A race's track cell, in the races tab (race-table.tsx) and the day on the water (race-day.tsx):
 * a button opening the tracking in a new window when the race has a trace (lib/races.ts hasTrace),
 * otherwise a dash that readers skip. The words are the table's own; the classes are those of both
 * tables' rows (race-rows.module.css, which each table's module composes too).
 */
import type { Race } from '../../../../shared/api';
import { hasTrace } from '../lib/races';
import rows from './race-rows.module.css';

export function TrackLink({ race, label, ariaLabel }: { race: Race; label: string; ariaLabel: string }) {
  return hasTrace(race) ? (
    <a className={rows.trace} href={race.traceUrl!} target="_blank" rel="noopener noreferrer" aria-label={ariaLabel}>
      {label} ↗
    </a>
  ) : (
    <span className={rows.none} aria-hidden="true">
      —
    </span>
  );
}
