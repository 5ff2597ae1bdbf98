import { PAGE_SIZES, PLOT_STATUSES, parsePlotStatus, type PageSize } from '@plotline/domain';
import type { Key } from 'react-aria-components';
import { FilterPanel } from '../../components/FilterPanel';
import { Select } from '../../components/Select';
import { TextField } from '../../components/TextField';
import { useDraftText, type FilterChange, type ProjectChoice } from '../shared';
import type { PlotFilters as Filters } from './plots-screen-types';

/** The 'all' choice of the status and project lists; the filters hold null for it. */
const ALL = 'all';

const STATUS_ITEMS = [
  { id: ALL, label: 'All Statuses' },
  ...PLOT_STATUSES.map((status) => ({ id: status, label: status })),
];
const PAGE_SIZE_ITEMS = PAGE_SIZES.map((size) => ({ id: size, label: String(size) }));

export type PlotFiltersProps = {
  filters: Filters;
  projects: readonly ProjectChoice[];
  isFiltered: boolean;
  onFiltersChange: (filters: Filters, how: FilterChange) => void;
  onClear: () => void;
};

/** Search, status, page size, project and plot number, then 'Clear All Filters'. */
export function PlotFilters({
  filters,
  projects,
  isFiltered,
  onFiltersChange,
  onClear,
}: PlotFiltersProps) {
  const choose = (change: Partial<Filters>) => onFiltersChange({ ...filters, ...change }, 'chosen');
  const [searchTerm, setSearchTerm] = useDraftText(filters.searchTerm, (text) =>
    onFiltersChange({ ...filters, searchTerm: text }, 'typed'),
  );
  const [plotNumber, setPlotNumber] = useDraftText(filters.plotNumber, (text) =>
    onFiltersChange({ ...filters, plotNumber: text }, 'typed'),
  );
  const projectItems = [
    { id: ALL, label: 'All Projects' },
    ...projects.map(({ id, name }) => ({ id, label: name })),
  ];

  return (
    <FilterPanel isFiltered={isFiltered} onClear={onClear}>
      <TextField
        label="Search Plots"
        type="search"
        placeholder="Plot, project or remark"
        value={searchTerm}
        onChange={setSearchTerm}
      />
      <Select
        label="Status"
        items={STATUS_ITEMS}
        value={filters.status ?? ALL}
        onChange={(key) => choose({ status: parsePlotStatus(key) })}
      />
      <Select
        label="Page Size"
        items={PAGE_SIZE_ITEMS}
        value={filters.pageSize}
        onChange={(key) => choose({ pageSize: key as PageSize })}
      />
      <Select
        label="Project"
        items={projectItems}
        value={filters.projectId ?? ALL}
        onChange={(key) => choose({ projectId: projectIdOf(key) })}
      />
      <TextField
        label="Plot Number"
        placeholder="e.g. A-12"
        value={plotNumber}
        onChange={setPlotNumber}
      />
    </FilterPanel>
  );
}

function projectIdOf(key: Key | null): number | null {
  return typeof key === 'number' ? key : null;
}
