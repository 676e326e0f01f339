import type { ReactNode } from 'react';

/** A column heading; numeric columns are right-aligned. */
export interface Column {
  label: ReactNode;
  numeric?: boolean;
}

/** The frame of the console's data tables: scrolling wrapper, hidden caption, column headings; the rows are the children. */
export function DataTable({
  testId,
  caption,
  columns,
  className = 'data-table',
  children,
}: {
  testId: string;
  /** Read by screen readers only. */
  caption: string;
  columns: readonly Column[];
  className?: string;
  /** The table's rows. */
  children: ReactNode;
}) {
  return (
    <div className="table-scroll">
      <table className={className} data-testid={testId}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column, i) => (
              <th key={i} scope="col" className={column.numeric ? 'numeric' : undefined}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
