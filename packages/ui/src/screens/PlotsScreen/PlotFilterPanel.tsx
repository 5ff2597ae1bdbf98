import { PLOT_STATUSES, parsePlotStatus } from '@plotline/domain';
import { FilterPanel } from '../../components/FilterPanel';
import { Select } from '../../components/Select';
import {
  ALL_CHOICE,
  PageSizeFilter,
  ProjectFilter,
  SearchFilter,
  TextFilter,
  type FilterChange,
  type ProjectChoice,
} from '../../patterns';
import type { PlotFilters as Filters } from './plots-screen-types';

const STATUS_ITEMS = [
  { id: ALL_CHOICE, label: 'All Statuses' },
  ...PLOT_STATUSES.map((status) => ({ id: status, label: status })),
];

export type PlotFilterPanelProps = {
  filters: Filters;
  projects: readonly ProjectChoice[];
  isFiltered: boolean;
  onFiltersChange: (filters: Filters, how: FilterChange) => void;
  onClear: () => void;
};

/** Search, status, page size, project and plot number, then 'Clear All Filters'. */
export function PlotFilterPanel({
  filters,
  projects,
  isFiltered,
  onFiltersChange,
  onClear,
}: PlotFilterPanelProps) {
  const choose = (change: Partial<Filters>) => onFiltersChange({ ...filters, ...change }, 'chosen');
  const applyTyped = (change: Partial<Filters>) =>
    onFiltersChange({ ...filters, ...change }, 'typed');

  return (
    <FilterPanel isFiltered={isFiltered} onClear={onClear}>
      <SearchFilter
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
        value={filters.projectId}
        onChange={(projectId) => choose({ projectId })}
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
