import {
  DEFAULT_PROJECT_SORT,
  PROJECT_MESSAGES,
  projectsMatching,
  sortProjects,
  type ProjectSort,
} from '@plotline/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { listOf } from '../../patterns';
import { AMENITY_CHOICES, PROJECT_DETAILS, PROJECTS } from './project-fixtures';
import { ProjectsScreen, type ProjectsScreenProps } from './ProjectsScreen';

/**
 * The host's search, sort and open details live here, as the app keeps them in its URL; it
 * searches and sorts `args.list`'s projects as the app does.
 */
function HostedProjectsScreen(args: ProjectsScreenProps) {
  const [filters, setFilters] = useState(args.filters);
  const [sort, setSort] = useState<ProjectSort>(args.sort);
  const [viewedProjectId, setViewedProjectId] = useState(args.viewedProjectId);
  return (
    <ProjectsScreen
      {...args}
      list={{
        ...args.list,
        rows: sortProjects(projectsMatching(args.list.rows, filters.searchTerm), sort),
      }}
      filters={filters}
      onSearchChange={(searchTerm) => {
        setFilters({ searchTerm });
        args.onSearchChange(searchTerm);
      }}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        args.onSortChange(next);
      }}
      viewedProjectId={viewedProjectId}
      onViewedProjectIdChange={(id) => {
        setViewedProjectId(id);
        args.onViewedProjectIdChange(id);
      }}
    />
  );
}

const meta = {
  title: 'Screens/ProjectsScreen',
  component: ProjectsScreen,
  render: (args) => <HostedProjectsScreen {...args} />,
  args: {
    list: listOf(PROJECTS),
    filters: { searchTerm: '' },
    sort: DEFAULT_PROJECT_SORT,
    amenityChoices: AMENITY_CHOICES,
    viewedProjectId: null,
    timeZone: 'Asia/Kolkata',
    // Typed as the props, not as storybook's Mock, so tests can pass vitest's vi.fn() instead.
    onSearchChange: fn() as ProjectsScreenProps['onSearchChange'],
    onSortChange: fn() as ProjectsScreenProps['onSortChange'],
    onViewedProjectIdChange: fn() as ProjectsScreenProps['onViewedProjectIdChange'],
    onSave: fn(async () => ({ ok: true as const })) as ProjectsScreenProps['onSave'],
    onDelete: fn(async () => ({ ok: true })) as ProjectsScreenProps['onDelete'],
  },
} satisfies Meta<typeof ProjectsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

export const Loading: Story = { args: { list: listOf([], { isLoading: true }) } };

export const Empty: Story = { args: { list: listOf([]) } };

export const LoadFailed: Story = {
  args: { list: listOf([], { error: PROJECT_MESSAGES.fetchFailed }) },
};

/** A search that matches nothing says so in the table. */
export const NoMatch: Story = { args: { filters: { searchTerm: 'Hill Top' } } };

export const SortedByAvailablePlots: Story = {
  args: { sort: { column: 'availablePlots', direction: 'descending' } },
};

/** The details modal over the list, with the plots the details call returned. */
export const Details: Story = {
  args: { viewedProjectId: 1, viewedProject: { details: PROJECT_DETAILS } },
};

export const DetailsNotFound: Story = {
  args: { viewedProjectId: 99, viewedProject: { error: PROJECT_MESSAGES.notFound } },
};

export const AddingProject: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    // The modal is portalled to the body, outside the story's canvas.
    const screen = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Project' }));
    await expect(await screen.findByRole('dialog', { name: 'Add Project' })).toBeInTheDocument();
  },
};

export const ConfirmingDelete: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    // The modal is portalled to the body, outside the story's canvas.
    const screen = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Sunrise Enclave' }));
    await expect(
      await screen.findByRole('alertdialog', { name: 'Delete Project' }),
    ).toHaveTextContent(PROJECT_MESSAGES.confirmDelete);
  },
};
