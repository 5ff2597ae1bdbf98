import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Table, type TableColumn } from '../../components/Table';
import { tableSortProps, type ListSort } from './tableSortProps';
import docs from './tableSortProps.docs.md?raw';

type ProjectSortBy = 'Name' | 'TotalArea' | 'CreatedAt';
type ProjectColumn = 'name' | 'area' | 'plots';

const COLUMNS: readonly TableColumn<ProjectColumn>[] = [
  { id: 'name', name: 'Project', isRowHeader: true, allowsSorting: true },
  { id: 'area', name: 'Total Area (sq ft)', allowsSorting: true, align: 'end' },
  { id: 'plots', name: 'Plots', align: 'end' },
];

/** The API sorts by Name and TotalArea under these headers; Plots is not sortable. */
const SORT_BY: Partial<Record<ProjectColumn, ProjectSortBy>> = { name: 'Name', area: 'TotalArea' };

const PROJECTS = [
  { id: 1, name: 'Green Valley', area: 120000, plots: 42 },
  { id: 2, name: 'Sunrise Enclave', area: 86000, plots: 30 },
];

type SortedProjectsProps = { initialSort: ListSort<ProjectSortBy> };

/** A list the API sorts: the headers show the list's sort and ask for a new one. */
function SortedProjects({ initialSort }: SortedProjectsProps) {
  const [sort, setSort] = useState(initialSort);
  return (
    <>
      <Table
        aria-label="Projects"
        columns={COLUMNS}
        rows={PROJECTS}
        renderCell={(project, column) => project[column]}
        {...tableSortProps(SORT_BY, sort, setSort)}
      />
      <output aria-label="Sort sent to the API">{`${sort.sortBy} ${sort.sortOrder}`}</output>
    </>
  );
}

const meta = {
  title: 'Patterns/tableSortProps',
  component: SortedProjects,
  parameters: { docs: { description: { component: docs } } },
  args: { initialSort: { sortBy: 'Name', sortOrder: 'asc' } },
} satisfies Meta<typeof SortedProjects>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sorted by a column: its header shows which way. */
export const SortedByAColumn: Story = {};

/** Sorted by what no header shows (newest first): every header is unmarked. */
export const SortedByNoColumn: Story = {
  args: { initialSort: { sortBy: 'CreatedAt', sortOrder: 'desc' } },
};
