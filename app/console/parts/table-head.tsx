/** The head of a console table: one row of column headings, in order. */
import type { ReactNode } from 'react';

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
