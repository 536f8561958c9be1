/**
 * A results table that scrolls sideways in a region of its own: the group table (group-table.tsx)
 * and a race's results (race-view.tsx, loaded with the tables). The region is named (`label`) and
 * takes the keyboard's focus, so that keyboard users can scroll it; the classes are the caller's
 * module's; `head` is the header row, the children the body's rows. (A boat's page keeps its own
 * table: there this module would be a file of its own.)
 */
import type { ReactNode, Ref } from 'react';

export function ScrollTable({
  scrollerClass,
  tableClass,
  label,
  caption,
  head,
  children,
  ref,
}: {
  scrollerClass: string | undefined;
  tableClass: string | undefined;
  /** the region's name */
  label: string;
  /** the table's caption, for screen readers (the page shows its own heading) */
  caption: string;
  head: ReactNode;
  children: ReactNode;
  ref?: Ref<HTMLDivElement>;
}) {
  return (
    <div ref={ref} className={scrollerClass} role="region" tabIndex={0} aria-label={label}>
      <table className={tableClass}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>{head}</thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
