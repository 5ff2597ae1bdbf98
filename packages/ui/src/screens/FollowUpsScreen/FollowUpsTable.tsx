import {
  bookingNumberLabel,
  followUpUpdatePreview,
  formatDate,
  nextFollowUpState,
  type CalendarDate,
} from '@plotline/domain';
import { memo, type ReactNode } from 'react';
import { StatusBadge } from '../../components/StatusBadge';
import { Table, type TableColumn } from '../../components/Table';
import { RowActions, type ListTableState } from '../../patterns';
import type { FollowUpRow } from './follow-ups-screen-types';
import * as styles from './FollowUpsScreen.css';

type FollowUpColumnId =
  'booking' | 'followUpDate' | 'purpose' | 'update' | 'takenBy' | 'nextFollowUp' | 'actions';

const COLUMNS: readonly TableColumn<FollowUpColumnId>[] = [
  { id: 'booking', name: 'Booking Details', isRowHeader: true },
  { id: 'followUpDate', name: 'Follow-up Date' },
  { id: 'purpose', name: 'Purpose' },
  { id: 'update', name: 'Update' },
  { id: 'takenBy', name: 'Taken By' },
  { id: 'nextFollowUp', name: 'Next Follow-up' },
  { id: 'actions', name: 'Actions', align: 'end', pin: 'end' },
];

/**
 * One page, newest first, as the list page hands it over (ListTableState); the server keeps the
 * order, so there is no sort to choose, and the rows carry no serial number.
 */
export type FollowUpsTableProps = ListTableState<FollowUpRow, null> & {
  /** The day the next-follow-up badges are read against. */
  today: CalendarDate;
  onEdit: (followUp: FollowUpRow) => void;
  onDelete: (followUp: FollowUpRow) => void;
};

const bookingOf = (followUp: FollowUpRow) =>
  bookingNumberLabel({ id: followUp.bookingId, bookingNumber: followUp.bookingNumber });

/** 'BK-0001 on 12/03/2025': names a follow-up in its row's buttons and its delete question. */
export function followUpName(followUp: FollowUpRow): string {
  return `${bookingOf(followUp)} on ${formatDate(followUp.followUpDate)}`;
}

/** The follow-ups, newest first as the host gives them, with the badge of each next call. */
export const FollowUpsTable = memo(function FollowUpsTable({
  rows,
  today,
  isLoading,
  emptyState,
  onEdit,
  onDelete,
}: FollowUpsTableProps) {
  const renderCell = (followUp: FollowUpRow, columnId: FollowUpColumnId): ReactNode => {
    switch (columnId) {
      case 'booking':
        return (
          <span className={styles.stacked}>
            <span className={styles.strong}>{bookingOf(followUp)}</span>
            <span className={styles.muted}>
              {followUp.projectName} · Plot {followUp.plotNumber}
            </span>
            <span className={styles.muted}>{followUp.plotOwnerName}</span>
          </span>
        );
      case 'followUpDate':
        return <span className={styles.date}>{formatDate(followUp.followUpDate)}</span>;
      case 'purpose':
        return followUp.purpose;
      case 'update':
        return (
          <span className={styles.update}>{followUpUpdatePreview(followUp.followUpUpdate)}</span>
        );
      case 'takenBy':
        return followUp.followUpTakenBy || <span className={styles.muted}>Not recorded</span>;
      case 'nextFollowUp':
        return <NextFollowUp followUp={followUp} today={today} />;
      case 'actions':
        return (
          <RowActions
            name={`follow-up ${followUpName(followUp)}`}
            onEdit={() => onEdit(followUp)}
            onDelete={() => onDelete(followUp)}
          />
        );
    }
  };

  return (
    <Table
      aria-label="Follow-ups"
      columns={COLUMNS}
      rows={rows}
      renderCell={renderCell}
      isLoading={isLoading}
      emptyState={emptyState}
    />
  );
});

/**
 * The next call's date with its Overdue / Today / Upcoming badge; muted, with why, once a newer
 * follow-up of the booking settled it (it is due no more); or that none is planned.
 */
function NextFollowUp({ followUp, today }: { followUp: FollowUpRow; today: CalendarDate }) {
  const next = nextFollowUpState(followUp, today);
  switch (next.kind) {
    case 'notPlanned':
      return <span className={styles.muted}>Not planned</span>;
    case 'settled':
      return (
        <span className={styles.stacked}>
          <span className={`${styles.date} ${styles.settledDate}`}>{formatDate(next.date)}</span>
          <span className={styles.muted}>{next.note}</span>
        </span>
      );
    case 'pending':
      return (
        <span className={styles.nextFollowUp}>
          <span className={styles.date}>{formatDate(next.date)}</span>
          <StatusBadge status={next.badge} />
        </span>
      );
  }
}
