import { listFiltering, PAYMENT_MESSAGES, withheldMessage } from '@plotline/domain';
import { ExportButton, ListPage, type ListScreenProps } from '../../patterns';
import {
  NO_COLLECTION_FILTERS,
  type CollectionChoices,
  type CollectionFilters,
  type CollectionGrants,
  type CollectionItem,
} from './collections-screen-types';
import { CollectionsFilterPanel } from './CollectionsFilterPanel';
import { CollectionsTable } from './CollectionsTable';
import * as styles from './CollectionsScreen.css';

export type CollectionsScreenProps = ListScreenProps<CollectionItem, CollectionFilters, null> & {
  /** What the project and channel partner filters offer, each with the one the filters hold. */
  choices: CollectionChoices;
  /**
   * Downloads the filtered list, every page, as CSV; resolves (never rejects) when done. Left
   * out, there is no 'Export CSV'.
   */
  onExport?: () => Promise<void>;
  /** Where an instalment's booking is shown; left out, its number is plain text. */
  bookingHref?: (item: CollectionItem) => string | undefined;
  /** Without readBuyers a line above the table says why no owner is named; left out, true. */
  can?: CollectionGrants;
};

/**
 * The Collections page (docs/payments.md "Collections"): every instalment with something
 * outstanding, soonest due first, filtered by state, project, partner and due date, and exported
 * as CSV. The host owns the data and the query. A viewer who may not read buyers gets the
 * instalments without their owners' names, and a line saying why.
 */
export function CollectionsScreen({
  list,
  query,
  onQueryChange,
  choices,
  onExport,
  bookingHref,
  can = { readBuyers: true },
}: CollectionsScreenProps) {
  // The state 'All' is the list unfiltered, as a null filter is elsewhere.
  const { isFiltered } = listFiltering({
    filters: {
      ...query.filters,
      state: query.filters.state === 'all' ? null : query.filters.state,
    },
    pageSize: query.pageSize,
  });
  const hasNothingToExport = !list.error && !list.isLoading && list.totalCount === 0;

  return (
    <ListPage
      list={list}
      query={query}
      onQueryChange={onQueryChange}
      title="Collections"
      subtitle="Every instalment still to be paid, soonest due first."
      actions={onExport && <ExportButton onExport={onExport} isDisabled={hasNothingToExport} />}
      noFilters={NO_COLLECTION_FILTERS}
      filterPanel={(panel) => (
        <CollectionsFilterPanel {...panel} isFiltered={isFiltered} choices={choices} />
      )}
      label="Collection list"
      emptyText={PAYMENT_MESSAGES.noCollections}
    >
      {(table) => (
        <>
          {!can.readBuyers && <p className={styles.note}>{withheldMessage('booking.buyer')}</p>}
          <CollectionsTable {...table} bookingHref={bookingHref} />
        </>
      )}
    </ListPage>
  );
}
