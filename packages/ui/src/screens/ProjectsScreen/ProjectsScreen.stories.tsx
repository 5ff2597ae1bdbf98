import { DEFAULT_PROJECT_SORT, PROJECT_MESSAGES, type ProjectSort } from '@plotline/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { AMENITY_CHOICES, PROJECT_DETAILS, PROJECTS } from './project-fixtures';
import { ProjectsScreen, type ProjectsScreenProps } from './ProjectsScreen';

/** The host's search, sort and open details live here, as the app keeps them in its URL. */
function HostedProjectsScreen(args: ProjectsScreenProps) {
  const [searchText, setSearchText] = useState(args.searchText);
  const [sort, setSort] = useState<ProjectSort>(args.sort);
  const [viewedProjectId, setViewedProjectId] = useState(args.viewedProjectId);
  return (
    <ProjectsScreen
      {...args}
      searchText={searchText}
      onSearchTextChange={(text) => {
        setSearchText(text);
        args.onSearchTextChange(text);
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
    projects: PROJECTS,
    searchText: '',
    sort: DEFAULT_PROJECT_SORT,
    amenityChoices: AMENITY_CHOICES,
    viewedProjectId: null,
    timeZone: 'Asia/Kolkata',
    // Typed as the props, not as storybook's Mock, so tests can pass vitest's vi.fn() instead.
    onRetry: fn() as ProjectsScreenProps['onRetry'],
    onSearchTextChange: fn() as ProjectsScreenProps['onSearchTextChange'],
    onSortChange: fn() as ProjectsScreenProps['onSortChange'],
    onViewedProjectIdChange: fn() as ProjectsScreenProps['onViewedProjectIdChange'],
    onSave: fn(async () => ({ ok: true as const })) as ProjectsScreenProps['onSave'],
    onDelete: fn(async () => ({ ok: true })) as ProjectsScreenProps['onDelete'],
  },
} satisfies Meta<typeof ProjectsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

export const Loading: Story = { args: { projects: [], isLoading: true } };

export const Empty: Story = { args: { projects: [] } };

export const LoadFailed: Story = {
  args: { projects: [], loadError: PROJECT_MESSAGES.fetchFailed },
};

/** A search that matches nothing says so in the table. */
export const NoMatch: Story = { args: { searchText: 'Hill Top' } };

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
