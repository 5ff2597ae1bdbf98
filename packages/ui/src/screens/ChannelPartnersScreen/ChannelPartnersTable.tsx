import {
  associatedPersonsCountLabel,
  commissionRateLabel,
  formatDateTime,
  natureLabel,
  NOT_AVAILABLE_TEXT,
  orNotAvailable,
  partnerStatusLabel,
} from '@plotline/domain';
import { memo, type ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { EmailLink, PhoneLink } from '../../components/ContactLink';
import { StatusBadge } from '../../components/StatusBadge';
import { Table, type TableColumn } from '../../components/Table';
import { RowActions, tableSortProps, type ListTableState } from '../../patterns';
import type {
  ChannelPartnerListRow,
  ChannelPartnerSort,
  ChannelPartnerSortBy,
} from './channel-partners-screen-types';
import * as styles from './ChannelPartnersScreen.css';

type PartnerColumnId =
  'name' | 'nature' | 'company' | 'mobile' | 'email' | 'associates' | 'createdAt' | 'actions';

/** docs/product/screens.md "Channel partners": the columns, in order. */
const COLUMNS: readonly TableColumn<PartnerColumnId>[] = [
  { id: 'name', name: 'Name', isRowHeader: true, allowsSorting: true },
  { id: 'nature', name: 'Nature', allowsSorting: true },
  { id: 'company', name: 'Company' },
  { id: 'mobile', name: 'Mobile' },
  { id: 'email', name: 'Email' },
  { id: 'associates', name: 'Associated Persons' },
  { id: 'createdAt', name: 'Created', allowsSorting: true },
  { id: 'actions', name: 'Actions', align: 'end', pin: 'end' },
];

/** The sortable columns and the API's sortBy for each. */
const SORT_BY: Partial<Record<PartnerColumnId, ChannelPartnerSortBy>> = {
  name: 'Name',
  nature: 'NatureId',
  createdAt: 'CreatedAt',
};

/** One page, already filtered and sorted, as the list page hands it over (ListTableState). */
export type ChannelPartnersTableProps = ListTableState<
  ChannelPartnerListRow,
  ChannelPartnerSort
> & {
  /** The zone the created timestamps are read in. */
  timeZone: string;
  /** Where a partner's bookings are listed; without it, no 'Bookings' link. */
  bookingsHref?: (partner: ChannelPartnerListRow) => string;
  /** Left out, rows have no View. */
  onView?: (partner: ChannelPartnerListRow) => void;
  /** Left out, rows have no Edit. */
  onEdit?: (partner: ChannelPartnerListRow) => void;
  onDelete: (partner: ChannelPartnerListRow) => void;
};

/** The channel partners of one page: a real table whose sortable headers ask the host to sort. */
export const ChannelPartnersTable = memo(function ChannelPartnersTable({
  rows,
  sort,
  onSortChange,
  isLoading,
  emptyState,
  timeZone,
  bookingsHref,
  onView,
  onEdit,
  onDelete,
}: ChannelPartnersTableProps) {
  const renderCell = (partner: ChannelPartnerListRow, columnId: PartnerColumnId): ReactNode => {
    switch (columnId) {
      case 'name':
        return (
          <span className={styles.stacked}>
            <span className={styles.strong}>{partner.name}</span>
            <StatusBadge status={partnerStatusLabel(partner.isActive)} />
          </span>
        );
      case 'nature':
        return (
          <span className={styles.stacked}>
            <span>{natureLabel(partner.natureId)}</span>
            <span className={styles.muted}>
              Commission {commissionRateLabel(partner.commissionRate)}
            </span>
          </span>
        );
      case 'company':
        return orNotAvailable(partner.companyName);
      case 'mobile':
        return partner.mobileNumber?.trim() ? (
          <PhoneLink number={partner.mobileNumber} />
        ) : (
          NOT_AVAILABLE_TEXT
        );
      case 'email':
        return partner.emailId?.trim() ? (
          <EmailLink address={partner.emailId} />
        ) : (
          NOT_AVAILABLE_TEXT
        );
      case 'associates':
        return associatedPersonsCountLabel(partner.associatesCount);
      case 'createdAt':
        return formatDateTime(partner.createdAt, timeZone);
      case 'actions':
        return (
          <span className={styles.actions}>
            {bookingsHref && (
              <Link
                href={bookingsHref(partner)}
                className={styles.link}
                aria-label={`Bookings of ${partner.name}`}
              >
                Bookings
              </Link>
            )}
            <RowActions
              name={partner.name}
              onView={onView && (() => onView(partner))}
              onEdit={onEdit && (() => onEdit(partner))}
              onDelete={() => onDelete(partner)}
            />
          </span>
        );
    }
  };

  return (
    <Table
      aria-label="Channel Partners"
      columns={COLUMNS}
      rows={rows}
      renderCell={renderCell}
      {...tableSortProps(SORT_BY, sort, onSortChange)}
      isLoading={isLoading}
      emptyState={emptyState}
    />
  );
});
