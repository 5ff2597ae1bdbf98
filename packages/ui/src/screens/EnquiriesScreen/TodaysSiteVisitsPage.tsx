import { ENQUIRY_MESSAGES } from '@plotline/domain';
import { lazy, Suspense, type ReactNode } from 'react';
import { FilterPanel } from '../../components/FilterPanel';
import { Spinner } from '../../components/Spinner';
import {
  filterChanges,
  listQueryChanges,
  LoadFailedState,
  PageHeader,
  SearchedChoiceFilter,
  type ListScreenProps,
} from '../../patterns';
import { listSection } from '../../patterns/ListPage/ListPage.css';
import {
  NO_ENQUIRY_FILTERS,
  type EnquiryChoices,
  type EnquiryFilters,
  type EnquirySort,
  type TodaysSiteVisits,
} from './enquiry-types';
import * as styles from './EnquiriesScreen.css';

// The visits' table is fetched apart from the page's first visit, as 'Today's visits' first shows.
const TodaysSiteVisitsTable = lazy(() =>
  import('./TodaysSiteVisitsTable').then((module) => ({ default: module.TodaysSiteVisitsTable })),
);

export type TodaysSiteVisitsPageProps = Pick<
  ListScreenProps<unknown, EnquiryFilters, EnquirySort>,
  'query' | 'onQueryChange'
> & {
  visits: TodaysSiteVisits;
  /** The Sales person filter's picker, which names whose visits they are. */
  salesPeople: EnquiryChoices['filter']['salesPeople'];
  headerActions: ReactNode;
  /** Opens an enquiry's details. */
  onOpen: (enquiryId: number) => void;
  timeZone: string;
};

/** 'Your site visits today', or 'Today's site visits of Asha Rao' for the Sales person filter's. */
function whoseVisits(
  assignedToId: number | null,
  salesPeople: TodaysSiteVisitsPageProps['salesPeople'],
): string {
  if (assignedToId === null) return ENQUIRY_MESSAGES.ownVisitsToday;
  const person = [salesPeople.chosen, ...salesPeople.items].find(
    (choice) => choice?.id === assignedToId,
  );
  return ENQUIRY_MESSAGES.visitsTodayOf(person?.name ?? null);
}

/**
 * 'Today's visits': a sales person's site visits of the business's today, earliest first, under
 * the page's header. Whose they are is the Sales person filter's, the one filter that applies
 * here; without it, the signed-in user's own.
 */
export function TodaysSiteVisitsPage({
  query,
  onQueryChange,
  visits: { data, isLoading, error, onRetry },
  salesPeople,
  headerActions,
  onOpen,
  timeZone,
}: TodaysSiteVisitsPageProps) {
  const { assignedToId } = query.filters;
  const whose = whoseVisits(assignedToId, salesPeople);
  const { choose } = filterChanges({
    filters: query.filters,
    onFiltersChange: listQueryChanges({ query, onQueryChange }, NO_ENQUIRY_FILTERS).filterBy,
  });
  const loading = <Spinner aria-label="Loading site visits" />;

  return (
    <div className={styles.page}>
      <PageHeader title="Enquiries" subtitle={whose} actions={headerActions} />
      <FilterPanel
        isFiltered={assignedToId !== null}
        onClear={() => choose({ assignedToId: null })}
      >
        <SearchedChoiceFilter
          label="Sales person"
          allLabel="You"
          placeholder="Search sales people"
          choices={salesPeople.items}
          chosen={salesPeople.chosen ?? null}
          value={assignedToId}
          onChange={(chosenId) => choose({ assignedToId: chosenId })}
          onSearch={salesPeople.onSearch}
        />
      </FilterPanel>
      <section aria-label="Today's visits" className={listSection}>
        {error ? (
          <LoadFailedState message={error} onRetry={onRetry} />
        ) : (
          <Suspense fallback={loading}>
            <TodaysSiteVisitsTable
              aria-label={whose}
              visits={data ?? []}
              isLoading={isLoading && !data}
              onOpen={onOpen}
              timeZone={timeZone}
            />
          </Suspense>
        )}
      </section>
    </div>
  );
}
