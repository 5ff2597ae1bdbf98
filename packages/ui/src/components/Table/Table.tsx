import type { ReactNode } from 'react';
import {
  Cell,
  Column,
  Row,
  Table as RACTable,
  TableBody,
  TableHeader,
  type Key,
  type SortDescriptor,
} from 'react-aria-components';
import * as styles from './Table.css';

export type { SortDescriptor };

export type TableColumnAlign = 'start' | 'center' | 'end';

/** Where a column stays in view while the table scrolls sideways in its box. */
export type TableColumnPin = 'start' | 'end';

export type TableColumn<C extends string = string> = {
  id: C;
  name: string;
  /**
   * Row header cells name their row for screen readers, e.g. the project name; the column (the
   * first) is pinned at the start, so the name stays beside every other cell.
   */
  isRowHeader?: boolean;
  allowsSorting?: boolean;
  align?: TableColumnAlign;
  /** Kept in view while the rest scrolls: 'end' for a row's actions, which come last. */
  pin?: TableColumnPin;
};

export type TableRow = { id: Key };

export type TableProps<T extends TableRow, C extends string = string> = {
  'aria-label': string;
  columns: readonly TableColumn<C>[];
  rows: readonly T[];
  /** The content of one cell; the table makes the row and its cells. */
  renderCell: (row: T, columnId: C) => ReactNode;
  sortDescriptor?: SortDescriptor;
  onSortChange?: (descriptor: SortDescriptor) => void;
  /** While true the rows give way to one 'Loading...' row. */
  isLoading?: boolean;
  /** Shown in one full-width row when there are no rows and nothing is loading. */
  emptyState?: ReactNode;
  /**
   * Where the table's box is under 640 px wide, each row is a card: one line per cell, its
   * column's name beside its value, so a phone reads every column without scrolling sideways.
   * For a few short columns without sorting, e.g. a booking's instalments.
   */
  stacksWhenNarrow?: boolean;
};

const pinOf = (column: TableColumn) => column.pin ?? (column.isRowHeader ? 'start' : undefined);

/** react-aria's Table: real table semantics, keyboard navigation and sortable headers. */
export function Table<T extends TableRow, C extends string = string>({
  'aria-label': ariaLabel,
  columns,
  rows,
  renderCell,
  sortDescriptor,
  onSortChange,
  isLoading = false,
  emptyState,
  stacksWhenNarrow = false,
}: TableProps<T, C>) {
  const emptyMessage = isLoading ? <LoadingStatus /> : emptyState;
  const renderEmptyState =
    emptyMessage === undefined
      ? undefined
      : () => <div className={styles.emptyMessage}>{emptyMessage}</div>;

  return (
    <div className={styles.container}>
      <RACTable
        aria-label={ariaLabel}
        className={stacksWhenNarrow ? styles.stackingTable : styles.table}
        sortDescriptor={sortDescriptor}
        onSortChange={onSortChange}
      >
        <TableHeader columns={columns} className={styles.header}>
          {(column) => (
            <Column
              id={column.id}
              // The header draws its name beside an icon, so the table is told the name in words:
              // it says 'sorted by column Date in ascending order' when the sort changes.
              textValue={column.name}
              isRowHeader={column.isRowHeader}
              allowsSorting={column.allowsSorting}
              className={styles.column}
              data-align={column.align}
              data-pin={pinOf(column)}
            >
              {({ allowsSorting }) => (
                <span className={styles.columnLabel}>
                  {column.name}
                  {allowsSorting && <SortIcon />}
                </span>
              )}
            </Column>
          )}
        </TableHeader>
        <TableBody
          items={isLoading ? [] : rows}
          // Cached rows are re-rendered when what draws them changes.
          dependencies={[renderCell, columns]}
          renderEmptyState={renderEmptyState}
          className={styles.body}
        >
          {(item) => (
            // A row caches its cells too; they depend on the same things as the rows.
            <Row
              id={item.id}
              columns={columns}
              dependencies={[renderCell, columns]}
              className={styles.row}
            >
              {(column) => (
                <Cell
                  className={styles.cell}
                  data-align={column.align}
                  data-pin={pinOf(column)}
                  // A stacked row's cell draws its column's name before its value (Table.css.ts).
                  data-label={stacksWhenNarrow ? column.name : undefined}
                >
                  {renderCell(item, column.id)}
                </Cell>
              )}
            </Row>
          )}
        </TableBody>
      </RACTable>
    </div>
  );
}

/** Up and down arrows; the column's data-sort-direction decides which one is solid. */
function SortIcon() {
  return (
    <svg
      aria-hidden="true"
      className={styles.sortIcon}
      width="10"
      height="14"
      viewBox="0 0 10 14"
      fill="currentColor"
    >
      <path className={styles.sortArrowUp} d="M5 1 9 6H1z" />
      <path className={styles.sortArrowDown} d="M5 13 1 8h8z" />
    </svg>
  );
}

/** A status, so screen readers announce the wait; the Spinner component is not a dependency here. */
function LoadingStatus() {
  return (
    <span role="status" className={styles.loading}>
      <svg
        aria-hidden="true"
        className={styles.spinner}
        width="16"
        height="16"
        viewBox="0 0 16 16"
        fill="none"
      >
        <circle cx="8" cy="8" r="6" stroke="currentColor" strokeOpacity="0.25" strokeWidth="2" />
        <path d="M14 8a6 6 0 0 0-6-6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      Loading...
    </span>
  );
}
