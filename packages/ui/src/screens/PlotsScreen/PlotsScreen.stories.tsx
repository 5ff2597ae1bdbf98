import { DEFAULT_PAGE_SIZE, PLOT_MESSAGES } from '@plotline/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PlotsScreen, type PlotsScreenProps } from './PlotsScreen';
import { InMemoryPlotsScreen } from './in-memory-plots';
import {
  ALL_PLOTS,
  GREEN_VALLEY_PLOTS,
  PLAIN_QUERY,
  PLOT_DETAILS,
  PROJECTS,
  saveAgainst,
} from './plots.fixtures';
import { choicesOf, listOf, loaded, NOT_LOADED } from '../../patterns';
import { auditHistoryOf, PLOT_HISTORY } from '../../patterns/AuditTrail/audit-entry.fixtures';
import docs from './PlotsScreen.docs.md?raw';

/** No details open; opening a row's calls the host. */
const closed: PlotsScreenProps['record'] = {
  id: null,
  onOpen: fn() as PlotsScreenProps['record']['onOpen'],
  details: NOT_LOADED,
};

/** The details of the plot with this id, open over the list, as the host has loaded them. */
const opened = (id: number, details: PlotsScreenProps['record']['details']) => ({
  record: { ...closed, id, details },
});

const meta = {
  title: 'Screens/PlotsScreen',
  component: PlotsScreen,
  parameters: { layout: 'padded', docs: { description: { component: docs } } },
  args: {
    list: listOf(ALL_PLOTS.slice(0, DEFAULT_PAGE_SIZE), { totalCount: ALL_PLOTS.length }),
    query: PLAIN_QUERY,
    choices: { filterProjects: choicesOf(PROJECTS), formProjects: choicesOf(PROJECTS) },
    record: closed,
    timeZone: 'Asia/Kolkata',
    // Typed as the props, not as storybook's Mock, so tests can pass vitest's vi.fn() instead.
    onQueryChange: fn() as PlotsScreenProps['onQueryChange'],
    onSave: fn(saveAgainst(ALL_PLOTS)) as PlotsScreenProps['onSave'],
    onDelete: fn(async () => ({ ok: true })) as PlotsScreenProps['onDelete'],
  },
} satisfies Meta<typeof PlotsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

/** The second page: S.No runs on from 11. */
export const SecondPage: Story = {
  args: {
    query: { ...PLAIN_QUERY, page: 2 },
    list: listOf(ALL_PLOTS.slice(DEFAULT_PAGE_SIZE, 2 * DEFAULT_PAGE_SIZE), {
      totalCount: ALL_PLOTS.length,
    }),
  },
};

export const Loading: Story = { args: { list: listOf([], { isLoading: true }) } };

/** No plots at all: the way in is 'Add Plot'. */
export const Empty: Story = { args: { list: listOf([]) } };

/** Filters hide every plot: the hint says to loosen them. */
export const EmptyFiltered: Story = {
  args: {
    list: listOf([]),
    query: { ...PLAIN_QUERY, filters: { ...PLAIN_QUERY.filters, searchTerm: 'Z-99' } },
  },
};

export const Failed: Story = {
  args: { list: listOf([], { error: 'Failed to fetch plots' }) },
};

/**
 * Plots of 1,300 to 1,500 sq ft, whatever unit their sizes are in: the range is in the filters and
 * in the address (minSize, maxSize, sizeUnit).
 */
export const SizeRange: Story = {
  args: {
    query: {
      ...PLAIN_QUERY,
      filters: { ...PLAIN_QUERY.filters, minSize: 1300, maxSize: 1500, sizeUnit: 'sq ft' },
    },
    list: listOf(
      ALL_PLOTS.filter(({ plotSize }) => plotSize >= 1300 && plotSize <= 1500).slice(
        0,
        DEFAULT_PAGE_SIZE,
      ),
      { totalCount: 16 },
    ),
  },
};

/** Filtered to Green Valley: its availability map sits above the list; a tile opens its plot. */
export const ProjectMap: Story = {
  args: {
    query: { ...PLAIN_QUERY, filters: { ...PLAIN_QUERY.filters, projectId: 1 } },
    list: listOf(GREEN_VALLEY_PLOTS.slice(0, DEFAULT_PAGE_SIZE), {
      totalCount: GREEN_VALLEY_PLOTS.length,
    }),
    availability: loaded(GREEN_VALLEY_PLOTS),
  },
};

/**
 * Opened at ?projectId=1: the host has loaded the project by its id, so the filter and the map
 * name it, while the list still loads and the filter's search has found only other projects.
 */
export const ProjectFromTheUrl: Story = {
  args: {
    ...ProjectMap.args,
    list: listOf([], { isLoading: true }),
    choices: {
      filterProjects: { items: PROJECTS.slice(1), chosen: PROJECTS[0] },
      formProjects: choicesOf(PROJECTS),
    },
  },
};

/** Plot A-1's details over the list (/plots/101), with its History. */
export const Details: Story = {
  args: {
    record: {
      ...opened(PLOT_DETAILS.id, loaded(PLOT_DETAILS)).record,
      history: auditHistoryOf(PLOT_HISTORY, '/audit-log?entity=plot&entityId=101'),
    },
  },
};

/**
 * For whoever may create bookings: an Available plot's details offer 'Book this plot', which leads
 * to the booking form with the plot and its project chosen.
 */
export const DetailsBookable: Story = {
  args: {
    ...opened(PLOT_DETAILS.id, loaded(PLOT_DETAILS)),
    bookPlotHref: (plot) => `/bookings?bookPlot=${plot.id}`,
  },
};

/** Opened by its address, a plot on no page the list shows: its load is on its way. */
export const DetailsOfAnotherPage: Story = {
  args: opened(231, { ...NOT_LOADED, isLoading: true }),
};

/** Opened by an address whose plot is gone. */
export const DetailsNotFound: Story = {
  args: opened(999, { ...NOT_LOADED, error: PLOT_MESSAGES.notFound }),
};

/** The whole screen over sample data: filters, sort, pages, the form and the map all work. */
export const Catalog: Story = {
  render: (args) => <InMemoryPlotsScreen {...args} />,
};
