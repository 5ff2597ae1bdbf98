import {
  CHANNEL_PARTNER_EMPTY_HINTS,
  CHANNEL_PARTNER_MESSAGES,
  filtersHideRows,
  listIsFiltered,
} from '@plotline/domain';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EmptyState } from '../../components/EmptyState';
import { Icon } from '../../components/Icon';
import {
  ExportButton,
  BROWSER_TIME_ZONE,
  type FilterChange,
  ListSection,
  LoadFailedState,
  PageHeader,
  useDeleteConfirmation,
  useLastShown,
  type AuditHistory,
  type DeleteOutcome,
  type ListState,
} from '../../patterns';
import { ChannelPartnerFilterPanel } from './ChannelPartnerFilterPanel';
import { ChannelPartnersTable } from './ChannelPartnersTable';
import { ChannelPartnerViewModal } from './ChannelPartnerViewModal';
import type { PartnerCommissionProps } from './commission/PartnerCommissionSection';
import type {
  ChannelPartnerFilters,
  ChannelPartnerListRow,
  ChannelPartnerSort,
} from './channel-partners-screen-types';
import * as styles from './ChannelPartnersScreen.css';

export type ChannelPartnersScreenProps = {
  /** The channel partners of the current page (the list contract, docs/ui-contract.md). */
  list: ListState<ChannelPartnerListRow>;
  /** 1-based. */
  page: number;
  filters: ChannelPartnerFilters;
  sort: ChannelPartnerSort;
  onFiltersChange: (filters: ChannelPartnerFilters, how: FilterChange) => void;
  onClearFilters: () => void;
  onSortChange: (sort: ChannelPartnerSort) => void;
  onPageChange: (page: number) => void;
  /** Opens the partner form on a new partner; the host shows the form. */
  onAddPartner: () => void;
  /** Opens the partner form on this partner; the host shows the form. */
  onEditPartner: (partner: ChannelPartnerListRow) => void;
  /** Where a partner's bookings are listed, e.g. '/bookings?channelPartnerId=7'. */
  bookingsHref: (partner: ChannelPartnerListRow) => string;
  /** The partner whose details are open, so the host names the user who created it. */
  viewedPartnerId: number | null;
  onViewedPartnerIdChange: (partnerId: number | null) => void;
  /** The name of the user who created the viewed partner, once the host has it. */
  viewedPartnerCreatedByName?: string | null;
  /** The audit entries of the viewed partner; left out, its details show no History section. */
  viewedPartnerAudit?: AuditHistory;
  /**
   * The commission of the viewed partner and what the user may do with it; left out (no
   * commissions.view), its details show no Commission section.
   */
  viewedPartnerCommission?: PartnerCommissionProps;
  /** The zone the created timestamps are read in; the browser's own by default. */
  timeZone?: string;
  /** Deletes after the user confirmed; resolves (never rejects). Success closes the question. */
  onDelete: (partner: ChannelPartnerListRow) => Promise<DeleteOutcome>;
  /** Downloads the filtered list, every page, as CSV; resolves (never rejects) when done. */
  onExport: () => Promise<void>;
};

/**
 * The Channel Partners page: filters, the paged and sorted table, a partner's details, the delete
 * question and the CSV export. The host owns the data, the filters, the sort, the page and the
 * partner form; the screen owns the delete question.
 */
export function ChannelPartnersScreen({
  list: { rows, totalCount, totalCountEstimated, isLoading, error, onRetry },
  page,
  filters,
  sort,
  onFiltersChange,
  onClearFilters,
  onSortChange,
  onPageChange,
  onAddPartner,
  onEditPartner,
  bookingsHref,
  viewedPartnerId,
  onViewedPartnerIdChange,
  viewedPartnerCreatedByName,
  viewedPartnerAudit,
  viewedPartnerCommission,
  timeZone = BROWSER_TIME_ZONE,
  onDelete,
  onExport,
}: ChannelPartnersScreenProps) {
  const { deleting, askToDelete, dialogProps } = useDeleteConfirmation(onDelete);
  const viewedRow = rows.find((row) => row.id === viewedPartnerId);
  const viewed = useLastShown(viewedRow);

  const hidesRows = filtersHideRows(filters);
  const isFiltered = listIsFiltered(filters);

  const emptyState = error ? (
    <LoadFailedState message={error} onRetry={onRetry} />
  ) : (
    <EmptyState
      title={CHANNEL_PARTNER_MESSAGES.empty}
      hint={
        hidesRows ? CHANNEL_PARTNER_EMPTY_HINTS.filtered : CHANNEL_PARTNER_EMPTY_HINTS.unfiltered
      }
      action={!hidesRows && <AddPartnerButton onPress={onAddPartner} />}
    />
  );

  return (
    <div className={styles.page}>
      <PageHeader
        title="Channel Partners"
        subtitle="The intermediaries who bring buyers: their nature, contacts and associates."
        actions={
          <>
            <ExportButton
              onExport={onExport}
              isDisabled={!error && !isLoading && totalCount === 0}
            />
            <AddPartnerButton onPress={onAddPartner} />
          </>
        }
      />
      <ChannelPartnerFilterPanel
        filters={filters}
        isFiltered={isFiltered}
        onFiltersChange={onFiltersChange}
        onClear={onClearFilters}
      />
      <ListSection
        label="Channel partner list"
        result={{
          query: { page, filters, sort },
          totalCount,
          isLoading,
          error,
          emptyText: CHANNEL_PARTNER_MESSAGES.empty,
        }}
        className={styles.wrapsColumnHeaders}
        pagination={
          error
            ? null
            : { page, pageSize: filters.pageSize, totalCount, totalCountEstimated, onPageChange }
        }
      >
        <ChannelPartnersTable
          rows={error ? [] : rows}
          sort={sort}
          onSortChange={onSortChange}
          isLoading={isLoading}
          emptyState={emptyState}
          timeZone={timeZone}
          bookingsHref={bookingsHref}
          onView={(partner) => onViewedPartnerIdChange(partner.id)}
          onEdit={onEditPartner}
          onDelete={askToDelete}
        />
      </ListSection>
      {viewed && (
        <ChannelPartnerViewModal
          isOpen={viewedRow !== undefined}
          onOpenChange={(isOpen) => !isOpen && onViewedPartnerIdChange(null)}
          partner={viewed}
          createdByName={viewedPartnerCreatedByName}
          audit={viewedPartnerAudit}
          commission={viewedPartnerCommission}
          timeZone={timeZone}
        />
      )}
      <ConfirmDialog
        {...dialogProps}
        title={deleting ? `Delete ${deleting.name}` : 'Delete channel partner'}
        message={CHANNEL_PARTNER_MESSAGES.confirmDelete}
      />
    </div>
  );
}

function AddPartnerButton({ onPress }: { onPress: () => void }) {
  return (
    <Button onPress={onPress}>
      <Icon name="plus" />
      Add Partner
    </Button>
  );
}
