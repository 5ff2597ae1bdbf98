import { PLOT_STATUSES, parsePlotStatus } from '@plotline/domain';
import { memo, useState } from 'react';
import { FilterPanel } from '../../components/FilterPanel';
import { Select } from '../../components/Select';
import {
  ALL_CHOICE,
  PageSizeFilter,
  ProjectFilter,
  TextFilter,
  type ChoiceSource,
  type ListFilterPanelState,
  type ProjectChoice,
} from '../../patterns';
import { PlotSizeRangeFields } from './PlotSizeRangeFields';
import type { PlotFilters as Filters } from './plots-screen-types';

const STATUS_ITEMS = [
  { id: ALL_CHOICE, label: 'All Statuses' },
  ...PLOT_STATUSES.map((status) => ({ id: status, label: status })),
];

export type PlotFilterPanelProps = ListFilterPanelState<Filters> & {
  /** The projects the project filter offers, with the one the filters hold. */
  projects: ChoiceSource<ProjectChoice>;
};

/**
 * Search, status, page size, project, plot number and the size range in a unit, then 'Clear All
 * Filters'.
 */
export const PlotFilterPanel = memo(function PlotFilterPanel({
  filters,
  onFiltersChange,
  pageSize,
  onPageSizeChange,
  isFiltered,
  onClear,
  projects,
}: PlotFilterPanelProps) {
  const choose = (changed: Partial<Filters>) =>
    onFiltersChange({ ...filters, ...changed }, 'chosen');
  const applyTyped = (changed: Partial<Filters>) =>
    onFiltersChange({ ...filters, ...changed }, 'typed');
  // Clearing also empties a size typed but never applied, as it was no good range.
  const [clearings, setClearings] = useState(0);
  const handleClear = () => {
    setClearings((count) => count + 1);
    onClear();
  };

  return (
    <FilterPanel isFiltered={isFiltered} onClear={handleClear}>
      <TextFilter
        type="search"
        label="Search Plots"
        placeholder="Plot, project or remark"
        value={filters.searchTerm}
        onApply={(searchTerm) => applyTyped({ searchTerm })}
      />
      <Select
        label="Status"
        items={STATUS_ITEMS}
        value={filters.status ?? ALL_CHOICE}
        onChange={(key) => choose({ status: parsePlotStatus(key) })}
      />
      <PageSizeFilter value={pageSize} onChange={onPageSizeChange} />
      <ProjectFilter
        projects={projects.items}
        chosen={projects.chosen}
        value={filters.projectId}
        onChange={(projectId) => choose({ projectId })}
        onSearch={projects.onSearch}
      />
      <TextFilter
        label="Plot Number"
        placeholder="e.g. A-12"
        value={filters.plotNumber}
        onApply={(plotNumber) => applyTyped({ plotNumber })}
      />
      <PlotSizeRangeFields
        key={clearings}
        minSize={filters.minSize}
        maxSize={filters.maxSize}
        sizeUnit={filters.sizeUnit}
        onChange={(range, how) => onFiltersChange({ ...filters, ...range }, how)}
      />
    </FilterPanel>
  );
});
