import { memo } from 'react';
import { COLLECTION_STATE_LABELS, COLLECTION_STATES, isCollectionState } from '@plotline/domain';
import { FilterPanel } from '../../components/FilterPanel';
import { Select } from '../../components/Select';
import {
  DateRangeFilter,
  PageSizeFilter,
  ProjectFilter,
  SearchedChoiceFilter,
  type ListFilterPanelState,
} from '../../patterns';
import type { CollectionChoices, CollectionFilters } from './collections-screen-types';

const STATE_ITEMS = COLLECTION_STATES.map((state) => ({
  id: state,
  label: COLLECTION_STATE_LABELS[state],
}));

export type CollectionsFilterPanelProps = ListFilterPanelState<CollectionFilters> & {
  /** The projects and partners found for what was typed in their filters, and the chosen ones. */
  choices: CollectionChoices;
};

/** The state (all, overdue, due), page size, project, channel partner and the due-date range. */
export const CollectionsFilterPanel = memo(function CollectionsFilterPanel({
  filters,
  onFiltersChange,
  pageSize,
  onPageSizeChange,
  isFiltered,
  onClear,
  choices: { projects, channelPartners },
}: CollectionsFilterPanelProps) {
  // Every filter here is picked, none typed.
  const choose = (changed: Partial<CollectionFilters>) =>
    onFiltersChange({ ...filters, ...changed }, 'chosen');
  return (
    <FilterPanel isFiltered={isFiltered} onClear={onClear}>
      <Select
        label="State"
        items={STATE_ITEMS}
        value={filters.state}
        onChange={(key) => choose({ state: isCollectionState(key) ? key : 'all' })}
      />
      <PageSizeFilter value={pageSize} onChange={onPageSizeChange} />
      <ProjectFilter
        projects={projects.items}
        chosen={projects.chosen}
        value={filters.projectId}
        onChange={(projectId) => choose({ projectId })}
        onSearch={projects.onSearch}
      />
      <SearchedChoiceFilter
        label="Channel Partner"
        allLabel="All Channel Partners"
        placeholder="Search channel partners"
        choices={channelPartners.items}
        chosen={channelPartners.chosen ?? null}
        value={filters.channelPartnerId}
        onChange={(channelPartnerId) => choose({ channelPartnerId })}
        onSearch={channelPartners.onSearch}
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
});
