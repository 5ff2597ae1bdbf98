import type { Meta, StoryObj } from '@storybook/react-vite';
import { DASHBOARD_EMPTY_STATES, formatRupees } from '@plotline/domain';
import { useState } from 'react';
import { Button as RACButton } from 'react-aria-components';
import { expect, fn, within } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { Table, type SortDescriptor, type TableColumn, type TableProps } from './Table';
import docs from './Table.docs.md?raw';

type Project = {
  id: number;
  name: string;
  totalPlots: number;
  availablePlots: number;
  tokenAmount: number;
  address: string;
};

type ProjectColumnId =
  'name' | 'address' | 'totalPlots' | 'availablePlots' | 'tokenAmount' | 'actions';

type ProjectAction = 'view' | 'edit' | 'delete';

type ProjectsTableArgs = TableProps<Project, ProjectColumnId> & {
  onProjectAction?: (action: ProjectAction, project: Project) => void;
};

const projects: Project[] = [
  {
    id: 1,
    name: 'Green Valley',
    totalPlots: 120,
    availablePlots: 34,
    tokenAmount: 2_150_000,
    address: 'Jaipur-Ajmer Highway, near Bagru',
  },
  {
    id: 2,
    name: 'Sunrise Enclave',
    totalPlots: 80,
    availablePlots: 0,
    tokenAmount: 1_275_500,
    address: 'Sikar Road, Chomu',
  },
  {
    id: 3,
    name: 'Lake View Residency',
    totalPlots: 45,
    availablePlots: 12,
    tokenAmount: 640_000,
    address: 'Tonk Road, Sanganer',
  },
];

const columns: TableColumn<ProjectColumnId>[] = [
  { id: 'name', name: 'Project Name', isRowHeader: true, allowsSorting: true },
  { id: 'totalPlots', name: 'Total Plots', allowsSorting: true, align: 'end' },
  { id: 'availablePlots', name: 'Available Plots', allowsSorting: true, align: 'end' },
  { id: 'tokenAmount', name: 'Token', align: 'end' },
];

const columnsWithActions: TableColumn<ProjectColumnId>[] = [
  ...columns,
  { id: 'actions', name: 'Actions', align: 'end', pin: 'end' },
];

function projectCell(project: Project, columnId: ProjectColumnId) {
  switch (columnId) {
    case 'tokenAmount':
      return formatRupees(project.tokenAmount);
    case 'address':
      return <span style={{ whiteSpace: 'nowrap' }}>{project.address}</span>;
    case 'actions':
      return null;
    default:
      return project[columnId];
  }
}

const emptyState = DASHBOARD_EMPTY_STATES.projectsOverview;

const meta = {
  title: 'Components/Table',
  component: Table,
  parameters: { docs: { description: { component: docs } } },
  args: {
    'aria-label': 'Projects',
    columns,
    rows: projects,
    renderCell: projectCell,
    emptyState,
  },
  render: (args) => <Table {...args} />,
} satisfies Meta<ProjectsTableArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Loading: Story = { args: { isLoading: true } };

export const Empty: Story = { args: { rows: [] } };

/** A phone's width: the table scrolls sideways in its box, and its empty message fits the box. */
export const EmptyOnAPhone: Story = {
  args: { rows: [] },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('grid', { name: 'Projects' }).parentElement!;
    await expect(box.scrollWidth).toBeGreaterThan(box.clientWidth);
    const message = canvas.getByText(emptyState).getBoundingClientRect();
    await expect(message.right).toBeLessThanOrEqual(box.getBoundingClientRect().right);
  },
};

function compareProjects(a: Project, b: Project, { column, direction }: SortDescriptor) {
  const key = column as keyof Project;
  const order = a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0;
  return direction === 'descending' ? -order : order;
}

/** The caller owns the sort, as the app does with its URL; here the rows are sorted in place. */
function SortableProjects({ sortDescriptor, onSortChange, ...args }: ProjectsTableArgs) {
  const [sort, setSort] = useState<SortDescriptor>(
    sortDescriptor ?? { column: 'name', direction: 'ascending' },
  );
  const handleSortChange = (descriptor: SortDescriptor) => {
    setSort(descriptor);
    onSortChange?.(descriptor);
  };
  return (
    <Table
      {...args}
      rows={[...args.rows].sort((a, b) => compareProjects(a, b, sort))}
      sortDescriptor={sort}
      onSortChange={handleSortChange}
    />
  );
}

export const Sortable: Story = {
  args: { sortDescriptor: { column: 'name', direction: 'ascending' }, onSortChange: fn() },
  render: (args) => <SortableProjects {...args} />,
};

const actionButtonStyle = {
  display: 'inline-flex',
  padding: vars.space.xs,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
};

const actionIcons: Record<ProjectAction, string> = {
  view: 'M1 8s2.5-5 7-5 7 5 7 5-2.5 5-7 5-7-5-7-5zm7 2.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  edit: 'M11.5 1.5l3 3L5 14H2v-3zM9.5 3.5l3 3',
  delete: 'M2 4h12M6 4V2h4v2M3.5 4l1 10h7l1-10',
};

const actionLabels: Record<ProjectAction, string> = {
  view: 'View',
  edit: 'Edit',
  delete: 'Delete',
};

/** Icon-only buttons, each named by its aria-label; which row they act on is the row header. */
function ProjectActions({
  project,
  onProjectAction,
}: {
  project: Project;
  onProjectAction?: (action: ProjectAction, project: Project) => void;
}) {
  return (
    <span style={{ display: 'inline-flex', gap: vars.space.xs }}>
      {(['view', 'edit', 'delete'] as const).map((action) => (
        <RACButton
          key={action}
          aria-label={actionLabels[action]}
          style={actionButtonStyle}
          onPress={() => onProjectAction?.(action, project)}
        >
          <svg
            aria-hidden="true"
            width="16"
            height="16"
            viewBox="0 0 16 16"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
            strokeLinejoin="round"
          >
            <path d={actionIcons[action]} />
          </svg>
        </RACButton>
      ))}
    </span>
  );
}

export const RowActions: Story = {
  args: { columns: columnsWithActions, onProjectAction: fn() },
  render: ({ onProjectAction, ...args }) => (
    <Table
      {...args}
      renderCell={(project, columnId) =>
        columnId === 'actions' ? (
          <ProjectActions project={project} onProjectAction={onProjectAction} />
        ) : (
          projectCell(project, columnId)
        )
      }
    />
  ),
};

function renderWithActions(project: Project, columnId: ProjectColumnId) {
  return columnId === 'actions' ? (
    <ProjectActions project={project} />
  ) : (
    projectCell(project, columnId)
  );
}

/**
 * A desktop box too narrow for every column: scrolled halfway, the row header stays at the start
 * and the actions at the end, each over what scrolls under it.
 */
export const PinnedWhileScrolling: Story = {
  args: {
    columns: [columns[0]!, { id: 'address', name: 'Address' }, ...columnsWithActions.slice(1)],
  },
  render: (args) => (
    <Table {...args} renderCell={(project, columnId) => renderWithActions(project, columnId)} />
  ),
  decorators: [
    (Story) => (
      <div style={{ width: 660 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('grid', { name: 'Projects' }).parentElement!;
    await expect(box.scrollWidth).toBeGreaterThan(box.clientWidth);
    box.scrollLeft = (box.scrollWidth - box.clientWidth) / 2;
    const boxRect = box.getBoundingClientRect();
    const name = canvas.getByRole('rowheader', { name: 'Green Valley' }).getBoundingClientRect();
    const actions = canvas
      .getAllByRole('button', { name: 'Delete' })[0]!
      .closest('td')!
      .getBoundingClientRect();
    await expect(Math.round(name.left)).toBe(Math.round(boxRect.left + box.clientLeft));
    await expect(Math.round(actions.right)).toBe(
      Math.round(boxRect.left + box.clientLeft + box.clientWidth),
    );
    await expect(actions.left).toBeGreaterThan(name.right);
  },
};

/**
 * A phone's width with stacksWhenNarrow: each row is a card of label and value lines, every
 * column in view without scrolling sideways; the table is still a table to screen readers.
 */
export const StackedOnAPhone: Story = {
  args: { columns: columnsWithActions, stacksWhenNarrow: true },
  render: (args) => (
    <Table {...args} renderCell={(project, columnId) => renderWithActions(project, columnId)} />
  ),
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 340 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('grid', { name: 'Projects' }).parentElement!;
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
    const right = box.getBoundingClientRect().right;
    for (const cell of [...canvas.getAllByRole('rowheader'), ...canvas.getAllByRole('gridcell')]) {
      await expect(cell.getBoundingClientRect().right).toBeLessThanOrEqual(right);
    }
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(columnsWithActions.length);
  },
};

const sortStates: { label: string; sortDescriptor?: SortDescriptor }[] = [
  { label: 'unsorted' },
  { label: 'sorted ascending', sortDescriptor: { column: 'name', direction: 'ascending' } },
  { label: 'sorted descending', sortDescriptor: { column: 'totalPlots', direction: 'descending' } },
];

/** Sort states, loading, empty with and without an empty state, and rows with actions. */
export const Catalog: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      {sortStates.map(({ label, sortDescriptor }) => (
        <Table
          key={label}
          {...args}
          aria-label={`Projects, ${label}`}
          sortDescriptor={sortDescriptor}
        />
      ))}
      <Table {...args} aria-label="Projects, loading" isLoading />
      <Table {...args} aria-label="Projects, empty" rows={[]} />
      <Table
        {...args}
        aria-label="Projects, empty without a message"
        rows={[]}
        emptyState={undefined}
      />
      <Table
        {...args}
        aria-label="Projects, with actions"
        columns={columnsWithActions}
        renderCell={(project, columnId) => renderWithActions(project, columnId)}
      />
    </div>
  ),
};
