import type { ReactNode } from 'react';

/**
 * A table with a caption and column headers, in a region that scrolls sideways when it must. On a
 * phone a `stack`ed table shows each row as a card, each cell labelled by its column; explicit ARIA
 * roles keep the table's semantics when CSS changes its display.
 */
export function DataTable({
  caption,
  columns,
  rows,
  className,
  stack = true,
}: {
  caption: string;
  columns: string[];
  rows: ReactNode[][];
  className?: string;
  stack?: boolean;
}) {
  const classes = [className, stack ? 'stack' : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div className="table-wrap" role="region" aria-label={caption} tabIndex={0}>
      <table className={classes} role="table">
        <caption>{caption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((column) => (
              <th key={column} scope="col" role="columnheader">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((cells, index) => (
            <tr key={index} role="row">
              {cells.map((cell, column) => {
                const empty = cell === '—' || cell === '' || cell === undefined;
                return column === 0 ? (
                  <th key={column} scope="row" role="rowheader" data-label={columns[column]}>
                    {cell}
                  </th>
                ) : (
                  <td key={column} role="cell" data-label={columns[column]} data-empty={empty || undefined}>
                    {cell}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
