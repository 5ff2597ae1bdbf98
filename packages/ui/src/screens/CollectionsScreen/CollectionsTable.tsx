import {
  collectionsCsvColumns,
  DIRECT_SALE_LABEL,
  formatCount,
  formatDate,
  formatRupees,
  withheldNote,
} from '@plotline/domain';
import { memo, type ReactNode } from 'react';
import { StatusBadge } from '../../components/StatusBadge';
import { Table, type TableColumn } from '../../components/Table';
import { RecordLink, type ListTableState } from '../../patterns';
import type { CollectionItem } from './collections-screen-types';
import * as styles from './CollectionsScreen.css';

type CollectionColumnId =
  | 'booking'
  | 'project'
  | 'plot'
  | 'owner'
  | 'partner'
  | 'instalment'
  | 'dueDate'
  | 'amount'
  | 'paid'
  | 'outstanding'
  | 'daysOverdue';

const COLUMN_IDS: readonly CollectionColumnId[] = [
  'booking',
  'project',
  'plot',
  'owner',
  'partner',
  'instalment',
  'dueDate',
  'amount',
  'paid',
  'outstanding',
  'daysOverdue',
];

const FIGURES: ReadonlySet<CollectionColumnId> = new Set([
  'amount',
  'paid',
  'outstanding',
  'daysOverdue',
]);

/**
 * The export's columns, in its order and words: the list shows what the CSV holds. How late an
 * instalment is, its state, stays in view at the end as its booking does at the start.
 */
const COLUMNS: readonly TableColumn<CollectionColumnId>[] = COLUMN_IDS.map((id, index) => ({
  id,
  name: collectionsCsvColumns[index]!,
  isRowHeader: id === 'booking',
  align: FIGURES.has(id) ? 'end' : undefined,
  pin: id === 'daysOverdue' ? 'end' : undefined,
}));

type CollectionRow = CollectionItem & { id: number };

/**
 * One page, soonest due first, as the list page hands it over (ListTableState): the list keeps
 * that one order and numbers no rows, so the table reads the rows and their states only.
 */
export type CollectionsTableProps = ListTableState<CollectionItem, null> & {
  /** Where a booking is shown, e.g. its details on the Bookings page; left out, plain text. */
  bookingHref?: (item: CollectionItem) => string | undefined;
};

/** The instalments with something outstanding, soonest due first, as the host gives them. */
export const CollectionsTable = memo(function CollectionsTable({
  rows,
  isLoading,
  emptyState,
  bookingHref,
}: CollectionsTableProps) {
  const renderCell = (item: CollectionRow, columnId: CollectionColumnId): ReactNode => {
    switch (columnId) {
      case 'booking':
        return <RecordLink href={bookingHref?.(item)}>{item.bookingNumber}</RecordLink>;
      case 'project':
        return item.projectName;
      case 'plot':
        return item.plotNumber;
      case 'owner':
        return (
          item.plotOwnerName ?? (
            <span className={styles.muted}>{withheldNote('booking.buyer')}</span>
          )
        );
      case 'partner':
        return item.channelPartnerName ?? <span className={styles.muted}>{DIRECT_SALE_LABEL}</span>;
      case 'instalment':
        return item.label;
      case 'dueDate':
        return (
          <span className={styles.dueDate}>
            <span className={styles.nowrap}>{formatDate(item.dueDate)}</span>
            {item.daysOverdue > 0 && <StatusBadge status="Overdue" />}
          </span>
        );
      case 'amount':
        return <span className={styles.nowrap}>{formatRupees(item.amount)}</span>;
      case 'paid':
        return <span className={styles.nowrap}>{formatRupees(item.paidAmount)}</span>;
      case 'outstanding':
        return <span className={styles.strongFigure}>{formatRupees(item.outstanding)}</span>;
      case 'daysOverdue':
        return <span className={styles.nowrap}>{formatCount(item.daysOverdue)}</span>;
    }
  };
  return (
    <Table
      aria-label="Collections"
      columns={COLUMNS}
      rows={rows.map((item) => ({ ...item, id: item.instalmentId }))}
      renderCell={renderCell}
      isLoading={isLoading}
      emptyState={emptyState}
    />
  );
});
