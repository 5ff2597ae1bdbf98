import { enquirySourceLabel, formatDate, type CalendarDate } from '@plotline/domain';
import { memo, type ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { Checkbox } from '../../components/Checkbox';
import { PhoneLink } from '../../components/ContactLink';
import { Table, type TableColumn } from '../../components/Table';
import { RowActions, tableSortProps, type ListTableState } from '../../patterns';
import { personName } from './enquiry-text';
import type { EnquiryRecord, EnquirySort, EnquirySortBy } from './enquiry-types';
import { EnquiryStageBadge } from './EnquiryStageBadge';
import { NextActionText } from './NextActionText';
import * as styles from './EnquiriesScreen.css';

type EnquiryColumnId =
  | 'select'
  | 'name'
  | 'mobile'
  | 'source'
  | 'projects'
  | 'stage'
  | 'salesPerson'
  | 'nextAction'
  | 'added'
  | 'actions';

const COLUMNS: readonly TableColumn<EnquiryColumnId>[] = [
  { id: 'select', name: 'Select' },
  { id: 'name', name: 'Name', isRowHeader: true, allowsSorting: true },
  { id: 'mobile', name: 'Mobile' },
  { id: 'source', name: 'Source' },
  { id: 'projects', name: 'Projects' },
  { id: 'stage', name: 'Stage' },
  { id: 'salesPerson', name: 'Sales person' },
  { id: 'nextAction', name: 'Next action', allowsSorting: true },
  { id: 'added', name: 'Added', allowsSorting: true },
  { id: 'actions', name: 'Actions', align: 'end', pin: 'end' },
];

/** Rows are selected only to be assigned: without the ability there is nothing to select. */
const COLUMNS_WITHOUT_SELECTION = COLUMNS.filter(({ id }) => id !== 'select');

/** The sortable columns and the API's sortBy for each. */
const SORT_BY: Partial<Record<EnquiryColumnId, EnquirySortBy>> = {
  name: 'Name',
  nextAction: 'NextActionDate',
  added: 'CreatedAt',
};

export type EnquiryAction = (enquiry: EnquiryRecord) => void;

/** One page, already filtered and sorted, as the list page hands it over (ListTableState). */
export type EnquiriesTableProps = ListTableState<EnquiryRecord, EnquirySort> & {
  onOpen: EnquiryAction;
  /** Left out where the user may not edit: no Edit. */
  onEdit?: EnquiryAction;
  /** Left out where the user may not delete: no Delete. */
  onDelete?: EnquiryAction;
  /** The selected rows' ids, and a row's selection changing; left out, no Select column. */
  selection?: {
    ids: ReadonlySet<number>;
    onChange: (enquiry: EnquiryRecord, isSelected: boolean) => void;
  };
  /** The business's today, against which a next action is overdue. */
  today: CalendarDate;
  /** The zone the Added dates are read in. */
  timeZone: string;
};

/**
 * The enquiries of one page: a real table whose sortable headers ask the host to sort. Memoized,
 * so a dialog opening over the list does not draw every row again (its handlers must be steady).
 */
export const EnquiriesTable = memo(function EnquiriesTable({
  rows,
  sort,
  onSortChange,
  isLoading,
  emptyState,
  onOpen,
  onEdit,
  onDelete,
  selection,
  today,
  timeZone,
}: EnquiriesTableProps) {
  const renderCell = (enquiry: EnquiryRecord, columnId: EnquiryColumnId): ReactNode => {
    switch (columnId) {
      case 'select':
        return (
          selection && (
            <Checkbox
              isSelected={selection.ids.has(enquiry.id)}
              onChange={(isSelected) => selection.onChange(enquiry, isSelected)}
            >
              <span className={styles.visuallyHidden}>Select {enquiry.name}</span>
            </Checkbox>
          )
        );
      case 'name':
        return (
          // Named by the buyer's name alone, so the row it heads reads as the buyer.
          <Button className={styles.nameButton} onPress={() => onOpen(enquiry)}>
            {enquiry.name}
          </Button>
        );
      case 'mobile':
        return <PhoneLink number={enquiry.mobileNumber} />;
      case 'source':
        return (
          <span className={styles.stacked}>
            <span>{enquirySourceLabel(enquiry.source)}</span>
            {(enquiry.channelPartnerName ?? enquiry.sourceDetail) && (
              <span className={styles.muted}>
                {enquiry.channelPartnerName ?? enquiry.sourceDetail}
              </span>
            )}
          </span>
        );
      case 'projects':
        return (
          enquiry.projects.length > 0 && (
            <ul className={styles.projectList}>
              {enquiry.projects.map((project) => (
                <li key={project.id}>{project.name}</li>
              ))}
            </ul>
          )
        );
      case 'stage':
        return <EnquiryStageBadge stage={enquiry.stage} />;
      case 'salesPerson':
        return personName(enquiry.assignedTo);
      case 'nextAction':
        return <NextActionText enquiry={enquiry} today={today} />;
      case 'added':
        return <span className={styles.nowrap}>{formatDate(enquiry.createdAt, timeZone)}</span>;
      case 'actions':
        return (
          <RowActions
            name={enquiry.name}
            onView={() => onOpen(enquiry)}
            onEdit={onEdit && (() => onEdit(enquiry))}
            onDelete={onDelete && (() => onDelete(enquiry))}
          />
        );
    }
  };

  return (
    <Table
      aria-label="Enquiries"
      columns={selection ? COLUMNS : COLUMNS_WITHOUT_SELECTION}
      rows={rows}
      renderCell={renderCell}
      {...tableSortProps(SORT_BY, sort, onSortChange)}
      isLoading={isLoading}
      emptyState={emptyState}
    />
  );
});
