import { DASHBOARD_EMPTY_STATES, formatRupees, orNotAvailable } from '@plotline/domain';
import { EmptyState } from '../../components/EmptyState';
import { Pagination } from '../../components/Pagination';
import { Table, type TableColumn } from '../../components/Table';
import { CountButton } from './CountButton';
import { DashboardSection, SkeletonLines } from './DashboardSection';
import type { PagedState } from '../../patterns';
import type { ChannelPartnerOverview, DashboardPanel } from './dashboard-screen-types';
import { COUNTED, PARTNER_COUNT_COLUMNS } from './overview-columns';

type PartnerColumnId =
  'partnerName' | (typeof PARTNER_COUNT_COLUMNS)[number]['id'] | 'commissionEarned';

const COLUMNS: readonly TableColumn<PartnerColumnId>[] = [
  { id: 'partnerName', name: 'Partner Name', isRowHeader: true },
  ...PARTNER_COUNT_COLUMNS.map(({ id, name }) => ({ id, name, align: 'end' as const })),
];

/** For a user with commissions.view, whose rows carry each partner's payable commission. */
const COLUMNS_WITH_COMMISSION: readonly TableColumn<PartnerColumnId>[] = [
  ...COLUMNS,
  { id: 'commissionEarned', name: 'Commission', align: 'end' },
];

export type ChannelPartnersOverviewTableProps = {
  /** The partner rows of the page. */
  partners: PagedState<ChannelPartnerOverview>;
  /** The Direct Sales row, first on every page; null until the summary has loaded. */
  directSales: ChannelPartnerOverview | null;
  onOpenPanel: (panel: DashboardPanel) => void;
};

/**
 * 'Channel Partners Overview': Direct Sales first on every page, so its Total and the partners'
 * add up to the Total Bookings card, then a page of partners; their payable commission last when
 * the rows carry it (the user has commissions.view).
 */
export function ChannelPartnersOverviewTable({
  partners: { list, page, pageSize, onPageChange },
  directSales,
  onOpenPanel,
}: ChannelPartnersOverviewTableProps) {
  const rows = [...(directSales ? [directSales] : []), ...list.rows].map((row) => ({
    ...row,
    // Direct Sales has no partner id, and no partner has id 0.
    id: row.channelPartnerId ?? 0,
  }));
  const emptyState = <EmptyState title={DASHBOARD_EMPTY_STATES.channelPartnersOverview} />;
  const showsCommission = list.rows.some((row) => row.commissionEarned !== undefined);

  const renderCell = (row: ChannelPartnerOverview, columnId: PartnerColumnId) => {
    if (columnId === 'partnerName') return row.partnerName;
    if (columnId === 'commissionEarned') {
      // Direct Sales earns no partner a commission.
      return row.commissionEarned === undefined
        ? orNotAvailable(null)
        : formatRupees(row.commissionEarned);
    }
    const name = row.partnerName;
    return (
      <CountButton
        count={row[columnId]}
        counted={`${COUNTED[columnId]} of ${name}`}
        onPress={() =>
          onOpenPanel({
            kind: 'partnerBookings',
            channelPartnerId: row.channelPartnerId,
            name,
            column: columnId,
          })
        }
      />
    );
  };

  return (
    <DashboardSection
      title="Channel Partners Overview"
      isLoading={list.isLoading}
      error={list.error}
      onRetry={list.onRetry}
      skeleton={<SkeletonLines count={5} />}
    >
      <Table
        aria-label="Channel Partners Overview"
        columns={showsCommission ? COLUMNS_WITH_COMMISSION : COLUMNS}
        rows={rows}
        renderCell={renderCell}
        emptyState={emptyState}
      />
      {/* Under the Direct Sales row, which is there with no partner at all. */}
      {directSales && list.totalCount === 0 && emptyState}
      {list.totalCount > 0 && (
        <Pagination
          aria-label="Channel Partners Overview pages"
          page={page}
          pageSize={pageSize}
          totalCount={list.totalCount}
          onPageChange={onPageChange}
        />
      )}
    </DashboardSection>
  );
}
