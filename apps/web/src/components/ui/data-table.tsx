import type { Key, ReactNode } from 'react';
import { Button } from './button';

type Column<T> = {
  /** The heading (a hidden one still names the column for screen readers). */
  header: ReactNode;
  /** The cell of one row. */
  cell: (row: T, index: number) => ReactNode;
  /** A class on the heading (a column that may wrap, say). */
  headerClassName?: string;
  /** A class on each cell of the column (numbers aligned right, say). */
  className?: string;
  /** The column names its row (`<th scope="row">`). */
  rowHeader?: boolean;
};

/** A list read a page at a time (the back office's useCursorList): 'Load more' while it has one. */
type MoreRows = { hasMore: boolean; loadingMore: boolean; loadMore: () => void };

type DataTableProps<T> = {
  /** Names the scrolling region for screen readers; without it the table is drawn bare. */
  label?: string;
  columns: readonly (Column<T> | false | null | undefined)[];
  rows: readonly T[];
  rowKey: (row: T, index: number) => Key;
  /** Shown instead of the table when there are no rows (null: nothing). */
  empty?: ReactNode;
  caption?: ReactNode;
  /** The table's foot (a row of totals), drawn under the rows. */
  foot?: ReactNode;
  /** The table's class: 'ui-table' unless told (the hospital portal's own look). */
  className?: string;
  /** A row's class (the one opened beside the table) and test id. */
  rowProps?: (row: T) => {
    className?: string;
    'data-testid'?: string;
    'aria-current'?: 'true';
  };
  more?: MoreRows;
  /** The words of the button that reads the next page. */
  moreLabel?: string;
  'data-testid'?: string;
};

/**
 * A wide table's frame: it scrolls sideways on a narrow screen, so it takes keyboard focus (arrow
 * keys scroll it) and is named for screen readers (axe: scrollable-region-focusable).
 */
export function TableWrap({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="ui-table-wrap" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

/**
 * Every list drawn as a table: its headings, a row per item, what shows when there is none, and
 * 'Load more' under a list read a page at a time.
 */
export function DataTable<T>({
  label,
  columns,
  rows,
  rowKey,
  empty = null,
  caption,
  foot,
  className = 'ui-table',
  rowProps,
  more,
  moreLabel = 'Load more',
  'data-testid': testId,
}: DataTableProps<T>) {
  if (rows.length === 0) return empty === null ? null : <p>{empty}</p>;
  const shown = columns.filter((c): c is Column<T> => Boolean(c));
  const table = (
    <table className={className} data-testid={testId}>
      {caption ? <caption>{caption}</caption> : null}
      <thead>
        <tr>
          {shown.map((c, i) => (
            <th key={i} scope="col" className={c.headerClassName}>
              {c.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, r) => (
          <tr key={rowKey(row, r)} {...rowProps?.(row)}>
            {shown.map((c, i) =>
              c.rowHeader ? (
                <th key={i} scope="row" className={c.className}>
                  {c.cell(row, r)}
                </th>
              ) : (
                <td key={i} className={c.className}>
                  {c.cell(row, r)}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
      {foot ? <tfoot>{foot}</tfoot> : null}
    </table>
  );
  const framed = label ? <TableWrap label={label}>{table}</TableWrap> : table;
  if (!more) return framed;
  // One element with its 'Load more', so a page's grid (the queue beside the opened item) keeps it
  // under the table.
  return (
    <div>
      {framed}
      <LoadMore more={more} label={moreLabel} />
    </div>
  );
}

/** 'Load more' under a list read a page at a time, while it has another page (DataTable's own). */
export function LoadMore({ more, label = 'Load more' }: { more: MoreRows; label?: string }) {
  if (!more.hasMore) return null;
  return (
    <p>
      <Button variant="secondary" loading={more.loadingMore} onClick={more.loadMore}>
        {label}
      </Button>
    </p>
  );
}
