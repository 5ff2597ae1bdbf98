import { COLLECTION_STATE_LABELS, COLLECTION_STATES, isCollectionState } from '@plotline/domain';
import { FilterPanel } from '../../components/FilterPanel';
import { Select } from '../../components/Select';
import {
  DateRangeFilter,
  PageSizeFilter,
  ProjectFilter,
  SearchedChoiceFilter,
  filterChanges,
  type ListFilterPanelProps,
} from '../../patterns';
import type { ChannelPartnerChoice } from '../BookingsScreen/bookings-screen-types';
import type { CollectionFilters } from './collections-screen-types';

const STATE_ITEMS = COLLECTION_STATES.map((state) => ({
  id: state,
  label: COLLECTION_STATE_LABELS[state],
}));

export type CollectionsFilterPanelProps = ListFilterPanelProps<CollectionFilters> & {
  /** The partners found for what was typed in the partner filter (every one, for no search). */
  channelPartners: readonly ChannelPartnerChoice[];
  /** The partner the filters hold, loaded by its id, so it is named before any search. */
  chosenChannelPartner: ChannelPartnerChoice | null;
  /** What was typed in the partner filter, for a host that searches the partners. */
  onChannelPartnerSearch?: (text: string) => void;
};

/** The state (all, overdue, due), page size, project, channel partner and the due-date range. */
export function CollectionsFilterPanel({
  filters,
  projects,
  chosenProject = null,
  onProjectSearch,
  channelPartners,
  chosenChannelPartner,
  onChannelPartnerSearch,
  isFiltered,
  onFiltersChange,
  onClear,
}: CollectionsFilterPanelProps) {
  const { choose } = filterChanges({ filters, onFiltersChange });
  return (
    <FilterPanel isFiltered={isFiltered} onClear={onClear}>
      <Select
        label="State"
        items={STATE_ITEMS}
        value={filters.state}
        onChange={(key) => choose({ state: isCollectionState(key) ? key : 'all' })}
      />
      <PageSizeFilter value={filters.pageSize} onChange={(pageSize) => choose({ pageSize })} />
      <ProjectFilter
        projects={projects}
        chosen={chosenProject}
        value={filters.projectId}
        onChange={(projectId) => choose({ projectId })}
        onSearch={onProjectSearch}
      />
      <SearchedChoiceFilter
        label="Channel Partner"
        allLabel="All Channel Partners"
        placeholder="Search channel partners"
        choices={channelPartners}
        chosen={chosenChannelPartner}
        value={filters.channelPartnerId}
        onChange={(channelPartnerId) => choose({ channelPartnerId })}
        onSearch={onChannelPartnerSearch}
      />
      <DateRangeFilter
        startLabel="Due From"
        endLabel="Due To"
        startDate={filters.dueFrom}
        endDate={filters.dueTo}
        onChange={({ startDate, endDate }) =>
          choose({
            ...(startDate !== undefined && { dueFrom: startDate }),
            ...(endDate !== undefined && { dueTo: endDate }),
          })
        }
      />
    </FilterPanel>
  );
}
