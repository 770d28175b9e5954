import type { ReactNode } from 'react';

export interface ColumnHeading {
  label: ReactNode;
  /** Each table styles its head cells its own way (padding, alignment). */
  className: string;
}

/** A table's row of column headings, each a `<th scope="col">` so screen readers announce it with every cell below. */
export function ColumnHeadings({ columns, className }: { columns: readonly ColumnHeading[]; className?: string }) {
  return (
    <tr className={className}>
      {columns.map((column, index) => (
        // The headings are a fixed list, so their place is a stable key.
        <th key={index} scope="col" className={column.className}>
          {column.label}
        </th>
      ))}
    </tr>
  );
}
