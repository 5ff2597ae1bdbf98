import { PLOT_STATUSES, parsePlotStatus } from '@plotline/domain';
import { FilterPanel } from '../../components/FilterPanel';
import { Select } from '../../components/Select';
import {
  ALL_CHOICE,
  PageSizeFilter,
  ProjectFilter,
  TextFilter,
  filterChanges,
  type ListFilterPanelProps,
} from '../../patterns';
import type { PlotFilters as Filters } from './plots-screen-types';

const STATUS_ITEMS = [
  { id: ALL_CHOICE, label: 'All Statuses' },
  ...PLOT_STATUSES.map((status) => ({ id: status, label: status })),
];

export type PlotFilterPanelProps = ListFilterPanelProps<Filters>;

/** Search, status, page size, project and plot number, then 'Clear All Filters'. */
export function PlotFilterPanel({
  filters,
  projects,
  chosenProject = null,
  onProjectSearch,
  isFiltered,
  onFiltersChange,
  onClear,
}: PlotFilterPanelProps) {
  const { choose, applyTyped } = filterChanges({ filters, onFiltersChange });

  return (
    <FilterPanel isFiltered={isFiltered} onClear={onClear}>
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
      <PageSizeFilter value={filters.pageSize} onChange={(pageSize) => choose({ pageSize })} />
      <ProjectFilter
        projects={projects}
        chosen={chosenProject}
        value={filters.projectId}
        onChange={(projectId) => choose({ projectId })}
        onSearch={onProjectSearch}
      />
      <TextFilter
        label="Plot Number"
        placeholder="e.g. A-12"
        value={filters.plotNumber}
        onApply={(plotNumber) => applyTyped({ plotNumber })}
      />
    </FilterPanel>
  );
}
