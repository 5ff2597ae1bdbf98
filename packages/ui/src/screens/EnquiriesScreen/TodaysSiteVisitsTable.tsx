import { ENQUIRY_MESSAGES, formatTime } from '@plotline/domain';
import type { ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { EmptyState } from '../../components/EmptyState';
import { Table, type TableColumn } from '../../components/Table';
import type { SiteVisitRecord } from './enquiry-types';
import { SiteVisitOutcomeBadge } from './SiteVisitOutcomeBadge';
import * as styles from './EnquiriesScreen.css';

type VisitColumnId = 'time' | 'enquiry' | 'project' | 'accompaniedBy' | 'outcome' | 'notes';

const COLUMNS: readonly TableColumn<VisitColumnId>[] = [
  // A day's visits are told apart by their time, as a diary's are.
  { id: 'time', name: 'Time', isRowHeader: true },
  { id: 'enquiry', name: 'Enquiry' },
  { id: 'project', name: 'Project' },
  { id: 'accompaniedBy', name: 'Accompanied by' },
  { id: 'outcome', name: 'Outcome' },
  { id: 'notes', name: 'Notes' },
];

const byTime = (a: SiteVisitRecord, b: SiteVisitRecord) =>
  Date.parse(a.scheduledAt) - Date.parse(b.scheduledAt);

export type TodaysSiteVisitsTableProps = {
  /** Names the table, e.g. 'Your site visits today'. */
  'aria-label': string;
  visits: readonly SiteVisitRecord[];
  isLoading: boolean;
  /** Opens the details of the visit's enquiry. */
  onOpen: (enquiryId: number) => void;
  /** The zone the times are read in. */
  timeZone: string;
};

/**
 * A sales person's visits of the day, earliest first: the time, the enquiry (its name opens its
 * details), the project, who accompanies the buyer, the outcome and the notes. Each row is a card
 * on a phone, where a sales person on a site reads it.
 */
export function TodaysSiteVisitsTable({
  'aria-label': ariaLabel,
  visits,
  isLoading,
  onOpen,
  timeZone,
}: TodaysSiteVisitsTableProps) {
  const renderCell = (visit: SiteVisitRecord, columnId: VisitColumnId): ReactNode => {
    switch (columnId) {
      case 'time':
        return (
          <time dateTime={visit.scheduledAt} className={styles.nowrap}>
            {formatTime(visit.scheduledAt, timeZone)}
          </time>
        );
      case 'enquiry':
        return (
          <Button className={styles.nameButton} onPress={() => onOpen(visit.enquiryId)}>
            {visit.enquiryName}
          </Button>
        );
      case 'project':
        return visit.project.name;
      case 'accompaniedBy':
        return visit.accompaniedBy?.name ?? 'Unaccompanied';
      case 'outcome':
        return <SiteVisitOutcomeBadge outcome={visit.outcome} />;
      case 'notes':
        return visit.notes;
    }
  };

  return (
    <Table
      aria-label={ariaLabel}
      columns={COLUMNS}
      // The API answers earliest first; a host holding them in another order is shown them so too.
      rows={visits.toSorted(byTime)}
      renderCell={renderCell}
      isLoading={isLoading}
      emptyState={<EmptyState title={ENQUIRY_MESSAGES.noVisitsToday} />}
      stacksWhenNarrow
    />
  );
}
