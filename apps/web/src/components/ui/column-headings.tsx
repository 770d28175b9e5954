import type { ReactNode } from 'react';

/** A heading that is styled unlike the others (a right-aligned number, the last column without end padding). */
export interface ColumnHeading {
  label: ReactNode;
  className: string;
}

interface ColumnHeadingsProps {
  /** Plain headings; each table styles its head cells its own way (padding, weight). */
  columns: readonly (string | ColumnHeading)[];
  cellClassName: string;
  className?: string;
}

/** A table's row of column headings, each a `<th scope="col">` so screen readers announce it with every cell below. */
export function ColumnHeadings({ columns, cellClassName, className }: ColumnHeadingsProps) {
  return (
    <tr className={className}>
      {columns.map((column, index) => {
        const { label, className: headingClassName } =
          typeof column === 'string' ? { label: column, className: cellClassName } : column;
        return (
          // The headings are a fixed list, so their place is a stable key.
          <th key={index} scope="col" className={headingClassName}>
            {label}
          </th>
        );
      })}
    </tr>
  );
}
