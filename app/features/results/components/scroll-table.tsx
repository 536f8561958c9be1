/**
 * A results table wider than its card scrolls sideways inside a region: focusable, so that a
 * keyboard scrolls it too, and named like its table (WCAG 2.1.1, scrollable region focusable).
 * The boats' table (group-table.tsx), one race (race-view.tsx) and a boat's races
 * (competitor-view.tsx) are drawn in it; their cards are `tableCardClass`.
 */
import type { ReactNode, Ref } from 'react';
import card from './table-card.module.css';

/** the card around a scrolling table (table-card.module.css): border, ground, shadow, clipped corners */
export const tableCardClass = card.card;

/** a column's header: its words and its class */
export interface ColumnHead {
  label: string;
  className?: string;
}

export interface ScrollTableProps {
  ref?: Ref<HTMLDivElement>;
  /** the table's own scroller rules, added to the shared ones */
  scrollerClassName?: string;
  tableClassName?: string;
  /** the region's name, or the id of what names it */
  label?: string;
  labelledBy?: string;
  /** the table's caption for readers (drawn hidden) */
  caption?: ReactNode;
  /** the header: one row of these column headers, or (`head`) the header's own rows */
  columns?: readonly ColumnHead[];
  head?: ReactNode;
  /** the body's rows */
  children: ReactNode;
}

export function ScrollTable({
  ref,
  scrollerClassName,
  tableClassName,
  label,
  labelledBy,
  caption,
  columns,
  head,
  children,
}: ScrollTableProps) {
  return (
    <div
      ref={ref}
      className={scrollerClassName ? `${card.scroller} ${scrollerClassName}` : card.scroller}
      role="region"
      tabIndex={0}
      aria-label={label}
      aria-labelledby={labelledBy}
    >
      <table className={tableClassName}>
        {caption !== undefined ? <caption className="visually-hidden">{caption}</caption> : null}
        <thead>
          {columns ? (
            <tr>
              {columns.map((c) => (
                <th key={c.label} scope="col" className={c.className}>
                  {c.label}
                </th>
              ))}
            </tr>
          ) : (
            head
          )}
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
