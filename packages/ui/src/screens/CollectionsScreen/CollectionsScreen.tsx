import { listIsFiltered, PAYMENT_MESSAGES, withheldMessage } from '@plotline/domain';
import { EmptyState } from '../../components/EmptyState';
import {
  ExportButton,
  ListSection,
  LoadFailedState,
  PageHeader,
  type FilterChange,
  type ListState,
  type ProjectChoice,
} from '../../patterns';
import type { ChannelPartnerChoice } from '../BookingsScreen/bookings-screen-types';
import type {
  CollectionFilters,
  CollectionGrants,
  CollectionItem,
} from './collections-screen-types';
import { CollectionsFilterPanel } from './CollectionsFilterPanel';
import { CollectionsTable } from './CollectionsTable';
import * as styles from './CollectionsScreen.css';

export type CollectionsScreenProps = {
  /** The instalments of the current page (the list contract, docs/ui-contract.md). */
  list: ListState<CollectionItem>;
  /** 1-based. */
  page: number;
  filters: CollectionFilters;
  /** The projects the project filter offers: those found for what was typed in it. */
  projects: readonly ProjectChoice[];
  /** The project the filters hold, loaded by its id, so the filter names it before any search. */
  chosenProject?: ProjectChoice | null;
  /** What was typed in the project filter, for a host that searches the projects. */
  onProjectSearch?: (text: string) => void;
  /** The partners the channel partner filter offers: those found for what was typed in it. */
  channelPartners: readonly ChannelPartnerChoice[];
  /** The partner the filters hold, loaded by its id, so the filter names it before any search. */
  chosenChannelPartner?: ChannelPartnerChoice | null;
  /** What was typed in the channel partner filter, for a host that searches the partners. */
  onChannelPartnerSearch?: (text: string) => void;
  onFiltersChange: (filters: CollectionFilters, how: FilterChange) => void;
  onClearFilters: () => void;
  onPageChange: (page: number) => void;
  /** Downloads the filtered list, every page, as CSV; resolves (never rejects) when done. */
  onExport: () => Promise<void>;
  /** Where an instalment's booking is shown; left out, its number is plain text. */
  bookingHref?: (item: CollectionItem) => string | undefined;
  /** Without readBuyers a line above the table says why no owner is named; left out, true. */
  can?: CollectionGrants;
};

/**
 * The Collections page (docs/payments.md "Collections"): every instalment with something
 * outstanding, soonest due first, filtered by state, project, partner and due date, and exported
 * as CSV. The host owns the data, the filters and the page. A viewer who may not read buyers gets
 * the instalments without their owners' names, and a line saying why.
 */
export function CollectionsScreen({
  list: { rows, totalCount, totalCountEstimated, isLoading, error, onRetry },
  page,
  filters,
  projects,
  chosenProject = null,
  onProjectSearch,
  channelPartners,
  chosenChannelPartner = null,
  onChannelPartnerSearch,
  onFiltersChange,
  onClearFilters,
  onPageChange,
  onExport,
  bookingHref,
  can = { readBuyers: true },
}: CollectionsScreenProps) {
  // 'All' is the list unfiltered, as a null filter is elsewhere.
  const isFiltered = listIsFiltered({
    ...filters,
    state: filters.state === 'all' ? null : filters.state,
  });
  const emptyState = error ? (
    <LoadFailedState message={error} onRetry={onRetry} />
  ) : (
    <EmptyState title={PAYMENT_MESSAGES.noCollections} />
  );

  return (
    <div className={styles.page}>
      <PageHeader
        title="Collections"
        subtitle="Every instalment still to be paid, soonest due first."
        actions={
          <ExportButton onExport={onExport} isDisabled={!error && !isLoading && totalCount === 0} />
        }
      />
      <CollectionsFilterPanel
        filters={filters}
        projects={projects}
        chosenProject={chosenProject}
        onProjectSearch={onProjectSearch}
        channelPartners={channelPartners}
        chosenChannelPartner={chosenChannelPartner}
        onChannelPartnerSearch={onChannelPartnerSearch}
        isFiltered={isFiltered}
        onFiltersChange={onFiltersChange}
        onClear={onClearFilters}
      />
      <ListSection
        label="Collection list"
        result={{
          query: { page, filters },
          totalCount,
          isLoading,
          error,
          emptyText: PAYMENT_MESSAGES.noCollections,
        }}
        className={styles.wrapsColumnHeaders}
        pagination={
          error
            ? null
            : { page, pageSize: filters.pageSize, totalCount, totalCountEstimated, onPageChange }
        }
      >
        {!can.readBuyers && <p className={styles.note}>{withheldMessage('booking.buyer')}</p>}
        <CollectionsTable
          rows={error ? [] : rows}
          isLoading={isLoading}
          emptyState={emptyState}
          bookingHref={bookingHref}
        />
      </ListSection>
    </div>
  );
}
