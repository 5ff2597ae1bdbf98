import { changedWhileEditingNotice, PROJECT_MESSAGES } from '@plotline/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { choicesOf, listOf, loaded, NOT_LOADED, type EditWatch } from '../../patterns';
import { InMemoryProjectsScreen, matchingProjects } from './in-memory-projects';
import {
  AMENITY_CHOICES,
  PLAIN_QUERY,
  PROJECT_CATALOGUE,
  PROJECT_DETAILS,
  PROJECTS,
} from './project-fixtures';
import type { ProjectSort } from './project-types';
import { ProjectsScreen, type ProjectsScreenProps } from './ProjectsScreen';
import docs from './ProjectsScreen.docs.md?raw';

const BY_NAME = PLAIN_QUERY.sort;

/** The catalogue's projects in the sort's order, as the server pages them. */
const catalogueIn = (sort: ProjectSort) => matchingProjects(PROJECT_CATALOGUE, '', sort);

/** No details open; opening a row's calls the host. */
const closed: ProjectsScreenProps['record'] = {
  id: null,
  onOpen: fn() as ProjectsScreenProps['record']['onOpen'],
  details: NOT_LOADED,
};

/** The details of the project with this id, open over the list, as the host has loaded them. */
const opened = (id: number, details: ProjectsScreenProps['record']['details']) => ({
  record: { ...closed, id, details },
});

const meta = {
  title: 'Screens/ProjectsScreen',
  component: ProjectsScreen,
  parameters: { layout: 'padded', docs: { description: { component: docs } } },
  args: {
    list: listOf(matchingProjects(PROJECTS, '', BY_NAME)),
    query: PLAIN_QUERY,
    amenities: choicesOf(AMENITY_CHOICES),
    record: closed,
    timeZone: 'Asia/Kolkata',
    // Typed as the props, not as storybook's Mock, so tests can pass vitest's vi.fn() instead.
    onQueryChange: fn() as ProjectsScreenProps['onQueryChange'],
    onSave: fn(async () => ({ ok: true as const })) as ProjectsScreenProps['onSave'],
    onDelete: fn(async () => ({ ok: true })) as ProjectsScreenProps['onDelete'],
  },
} satisfies Meta<typeof ProjectsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every project on one page, by name: plots available, none available, and none at all. */
export const Filled: Story = {};

export const Loading: Story = { args: { list: listOf([], { isLoading: true }) } };

export const Empty: Story = { args: { list: listOf([]) } };

/** A search that matches nothing says so in the table. */
export const EmptySearch: Story = {
  args: {
    list: listOf([]),
    query: { ...PLAIN_QUERY, filters: { searchTerm: 'Hill Top' } },
  },
};

export const LoadFailed: Story = {
  args: { list: listOf([], { error: PROJECT_MESSAGES.fetchFailed }) },
};

/** The second of three pages of five: S.No runs on from the first page. */
export const Paged: Story = {
  args: {
    list: listOf(catalogueIn(BY_NAME).slice(5, 10), { totalCount: PROJECT_CATALOGUE.length }),
    query: { ...PLAIN_QUERY, page: 2, pageSize: 5 },
  },
};

/** A count the server estimated: the pages say 'about'. */
export const EstimatedCount: Story = {
  args: {
    list: listOf(catalogueIn(BY_NAME).slice(0, 10), {
      totalCount: 24_000,
      totalCountEstimated: true,
    }),
  },
};

export const SortedByAvailablePlots: Story = {
  args: {
    list: listOf(catalogueIn({ sortBy: 'AvailablePlots', sortOrder: 'desc' }).slice(0, 10), {
      totalCount: PROJECT_CATALOGUE.length,
    }),
    query: { ...PLAIN_QUERY, sort: { sortBy: 'AvailablePlots', sortOrder: 'desc' } },
  },
};

/** The details modal over the list, with the plots the details call returned. */
export const Details: Story = {
  args: opened(1, loaded(PROJECT_DETAILS)),
};

/** A project no row of this page shows (e.g. a shared link): the modal waits for its details. */
export const DetailsOfAnotherPage: Story = {
  args: opened(12, { ...NOT_LOADED, isLoading: true }),
};

export const DetailsNotFound: Story = {
  args: opened(99, { ...NOT_LOADED, error: PROJECT_MESSAGES.notFound }),
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

/** A project's edit form once someone else changed the project: the host's notice above it. */
export const EditedElsewhere: Story = {
  args: {
    editing: {
      onEditingChange: fn() as EditWatch['onEditingChange'],
      notice: changedWhileEditingNotice('project', false),
    },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    // The modal is portalled to the body, outside the story's canvas.
    const screen = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Sunrise Enclave' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Project' });
    await expect(within(dialog).getByRole('status')).toHaveTextContent(
      /^Someone else changed this project/,
    );
  },
};

/** The whole screen over sample data, five a page: search, sort, pages, add, edit and delete. */
export const Catalog: Story = {
  args: { query: { ...PLAIN_QUERY, pageSize: 5 } },
  render: (args) => <InMemoryProjectsScreen {...args} />,
};
