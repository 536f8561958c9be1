/** The console's tables: the head (one row of column headings) and the whole table around its rows. */
import type { ReactNode } from 'react';
import ui from './console.module.css';

export function TableHead({ columns }: { columns: ReactNode[] }) {
  return (
    <thead>
      <tr>
        {columns.map((c, i) => (
          <th key={i} scope="col">
            {c}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/**
 * A console table that scrolls sideways on its own on a narrow screen: its `caption` (when
 * given), the headings of its `columns`, in order, and its rows (`children`: `<tr>`s).
 */
export function ConsoleTable({
  columns,
  caption,
  children,
}: {
  columns: ReactNode[];
  caption?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={ui.tableWrap}>
      <table className={ui.table}>
        {caption === undefined ? null : <caption>{caption}</caption>}
        <TableHead columns={columns} />
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
