import { DEFAULT_PAGE_SIZE, type PageSize } from '@plotline/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { ChoiceFilter } from './ChoiceFilter';
import { DateRangeFilter } from './DateRangeFilter';
import type { FilterChange } from './filter-change';
import { filterChanges } from './list-filter-panel';
import { PageSizeFilter } from './PageSizeFilter';
import { ProjectFilter } from './ProjectFilter';
import { TextFilter } from './TextFilter';
import docs from './ListFilters.docs.md?raw';

const PROJECTS = [
  { id: 1, name: 'Green Valley' },
  { id: 2, name: 'Sunrise Enclave' },
];

const PLOTS = [
  { id: 11, label: 'A-1' },
  { id: 12, label: 'A-2' },
];

type PlotListFilters = {
  search: string;
  plotNumber: string;
  pageSize: PageSize;
  projectId: number | null;
  plotId: number | null;
  startDate: string | null;
  endDate: string | null;
};

type PlotListFiltersDemoProps = {
  /** The filters the list is loaded with after each change, and how they changed. */
  onFiltersChange: (filters: PlotListFilters, how: FilterChange) => void;
};

/** Every filter field of a paged list, as the Plots and Bookings screens compose them. */
function PlotListFiltersDemo({ onFiltersChange }: PlotListFiltersDemoProps) {
  const [filters, setFilters] = useState<PlotListFilters>({
    search: '',
    plotNumber: '',
    pageSize: DEFAULT_PAGE_SIZE,
    projectId: null,
    plotId: null,
    startDate: null,
    endDate: null,
  });
  const { choose, applyTyped } = filterChanges({
    filters,
    onFiltersChange: (changed: PlotListFilters, how: FilterChange) => {
      setFilters(changed);
      onFiltersChange(changed, how);
    },
  });
  return (
    <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fill, 220px)' }}>
      <TextFilter
        type="search"
        label="Search Plots"
        placeholder="Plot, project or remark"
        value={filters.search}
        onApply={(search) => applyTyped({ search })}
      />
      <PageSizeFilter value={filters.pageSize} onChange={(pageSize) => choose({ pageSize })} />
      <ProjectFilter
        projects={PROJECTS}
        value={filters.projectId}
        onChange={(projectId) => choose({ projectId, plotId: null })}
      />
      <ChoiceFilter
        label="Plot"
        allLabel="All Plots"
        choices={PLOTS}
        value={filters.plotId}
        isDisabled={filters.projectId === null}
        onChange={(plotId) => choose({ plotId })}
      />
      <TextFilter
        label="Plot Number"
        placeholder="e.g. A-12"
        value={filters.plotNumber}
        onApply={(plotNumber) => applyTyped({ plotNumber })}
      />
      <DateRangeFilter startDate={filters.startDate} endDate={filters.endDate} onChange={choose} />
    </div>
  );
}

const meta = {
  title: 'Patterns/ListFilters',
  component: PlotListFiltersDemo,
  parameters: { docs: { description: { component: docs } } },
  // Typed as the props, not as storybook's Mock, so tests can pass vitest's vi.fn() instead.
  args: { onFiltersChange: fn() as PlotListFiltersDemoProps['onFiltersChange'] },
} satisfies Meta<typeof PlotListFiltersDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The search and the plot number apply once typing pauses; the choices at once. */
export const Default: Story = {};
