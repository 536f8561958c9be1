/**
 * A table wider than its card scrolls sideways inside a region: focusable, so that a keyboard
 * scrolls it too, and named like its table (WCAG 2.1.1, scrollable region focusable). The boats'
 * table (group-table.tsx), one race (race-view.tsx) and a boat's races (competitor-view.tsx)
 * draw their tables in it; `className` adds the table's own scroller rules.
 */
import type { ReactNode, Ref } from 'react';
import card from './table-card.module.css';

export const tableCardClass = card.card;

export function ScrollRegion({
  ref,
  className,
  label,
  labelledBy,
  children,
}: {
  ref?: Ref<HTMLDivElement>;
  className?: string;
  /** the region's name, or the id of what names it */
  label?: string;
  labelledBy?: string;
  children: ReactNode;
}) {
  return (
    <div
      ref={ref}
      className={className ? `${card.scroller} ${className}` : card.scroller}
      role="region"
      tabIndex={0}
      aria-label={label}
      aria-labelledby={labelledBy}
    >
      {children}
    </div>
  );
}
