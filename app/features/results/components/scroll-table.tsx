/**
 * A results table that scrolls sideways in a region of its own: the group table (group-table.tsx),
 * a race's results (race-view.tsx) and a boat's races (competitor-view.tsx). The region is named
 * (`label`, or the id of a heading in `labelledBy`) and takes the keyboard's focus, so that keyboard
 * users can scroll it; the classes are the caller's module's. `head` is the header row (or
 * `HeadRow` for plain column headings), the children the body's rows.
 */
import type { ReactNode, Ref } from 'react';

export function ScrollTable({
  scrollerClass,
  tableClass,
  label,
  labelledBy,
  caption,
  head,
  children,
  ref,
}: {
  scrollerClass: string | undefined;
  tableClass: string | undefined;
  /** the region's name, or (`labelledBy`) the id of the element that names it */
  label?: string;
  labelledBy?: string;
  /** a caption for screen readers (the page shows its own heading) */
  caption?: ReactNode;
  head: ReactNode;
  children: ReactNode;
  ref?: Ref<HTMLDivElement>;
}) {
  return (
    <div ref={ref} className={scrollerClass} role="region" tabIndex={0} aria-label={label} aria-labelledby={labelledBy}>
      <table className={tableClass}>
        {caption ? <caption className="visually-hidden">{caption}</caption> : null}
        <thead>{head}</thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** a header row of plain column headings, each its words and its cell's class */
export function HeadRow({ columns }: { columns: readonly { label: ReactNode; className?: string | undefined }[] }) {
  return (
    <tr>
      {columns.map((c, i) => (
        <th key={i} scope="col" className={c.className}>
          {c.label}
        </th>
      ))}
    </tr>
  );
}
