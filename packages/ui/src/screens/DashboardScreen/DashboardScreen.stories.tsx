import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DashboardScreen } from './DashboardScreen';
import type { DashboardCardKey, DashboardScreenProps } from './dashboard-screen-types';
import { loaded } from '../../patterns';
import {
  BOOKINGS_BY_MONTH,
  COLLECTIONS_SUMMARY,
  EMPTY_SUMMARY,
  ENQUIRY_FUNNEL,
  enquiriesListHref,
  failed,
  GREEN_VALLEY_BOOKING_COUNTS,
  GREEN_VALLEY_PLOT_COUNTS,
  GREEN_VALLEY_PLOTS,
  GREEN_VALLEY_TOKEN_BOOKINGS,
  loading,
  NO_LIST_READS,
  OVERTIME_BOOKINGS,
  pageFailed,
  pageLoading,
  pageOf,
  PARTNERS_OVERVIEW,
  PARTNERS_OVERVIEW_WITH_COMMISSION,
  PROJECTS_OVERVIEW,
  REGISTRY_PIPELINE,
  SUMMARY,
  SUMMARY_WITHOUT_BOOKINGS,
} from './dashboard.fixtures';
import docs from './DashboardScreen.docs.md?raw';

/** Where a user holding every list permission is led by each card. */
const CARD_HREFS: Readonly<Record<Exclude<DashboardCardKey, 'extraTime'>, string>> = {
  totalProjects: '/projects',
  totalPlots: '/plots',
  totalBookings: '/bookings',
  registryDone: '/bookings?bookingStatus=RegistryDone',
  channelPartners: '/channel-partners',
};

const meta = {
  title: 'Screens/DashboardScreen',
  component: DashboardScreen,
  parameters: { layout: 'padded', docs: { description: { component: docs } } },
  args: {
    summary: loaded(SUMMARY),
    projectsOverview: pageOf(PROJECTS_OVERVIEW.slice(0, 3)),
    channelPartnersOverview: pageOf(PARTNERS_OVERVIEW.slice(0, 3)),
    bookingsByMonth: loaded(BOOKINGS_BY_MONTH),
    registryPipeline: loaded({ ...REGISTRY_PIPELINE, totalProjects: 10 }),
    cardHref: ((card) => CARD_HREFS[card]) as DashboardScreenProps['cardHref'],
    panel: null,
    panelContent: null,
    // Typed as the props, not as storybook's Mock, so tests can pass vitest's vi.fn() instead.
    onPanelChange: fn() as DashboardScreenProps['onPanelChange'],
  },
} satisfies Meta<typeof DashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every section loaded: three projects, Direct Sales and three partners, seven overdue. */
export const Loaded: Story = {};

/** The first load: grey shapes where each section will be, each section busy. */
export const Loading: Story = {
  args: {
    summary: loading(),
    projectsOverview: pageLoading(),
    channelPartnersOverview: pageLoading(),
    bookingsByMonth: loading(),
    registryPipeline: loading(),
  },
};

/** Every load failed: each section says so and offers 'Try Again'; no toast (logged only). */
export const Failed: Story = {
  args: {
    summary: failed('Failed to load the dashboard'),
    projectsOverview: pageFailed('Failed to load the Projects Overview'),
    channelPartnersOverview: pageFailed('Failed to load the Channel Partners Overview'),
    bookingsByMonth: failed('Failed to load bookings by month'),
    registryPipeline: failed('Failed to load the registry pipeline'),
  },
};

/** A new business: zeros, no overdue booking, no project, no partner, nothing to chart. */
export const Empty: Story = {
  args: {
    summary: loaded(EMPTY_SUMMARY),
    projectsOverview: pageOf([]),
    channelPartnersOverview: pageOf([]),
    bookingsByMonth: loaded(
      BOOKINGS_BY_MONTH.map(({ month }) => ({
        month,
        pending: 0,
        token: 0,
        booking: 0,
        registryDone: 0,
        cancelled: 0,
      })),
    ),
    registryPipeline: loaded({ projects: [], totalProjects: 0 }),
  },
};

/** Page 2 of both overviews (Direct Sales still first), 12 projects charted as the busiest 10. */
export const ManyPages: Story = {
  args: {
    projectsOverview: pageOf(PROJECTS_OVERVIEW, 2),
    channelPartnersOverview: pageOf(PARTNERS_OVERVIEW, 2),
    registryPipeline: loaded(REGISTRY_PIPELINE),
    summary: loaded({ ...SUMMARY, overtime: { data: OVERTIME_BOOKINGS, totalCount: 23 } }),
  },
};

/** Green Valley's Total Plots pressed: its plot figures and page 1 of its plots. */
export const PlotsDrillDown: Story = {
  args: {
    panel: { kind: 'projectPlots', projectId: 1, name: 'Green Valley', column: 'totalPlots' },
    panelContent: {
      kind: 'plots',
      counts: GREEN_VALLEY_PLOT_COUNTS,
      rows: pageOf(GREEN_VALLEY_PLOTS),
    },
  },
};

/** Green Valley's Token pressed: its booking figures and its Token bookings. */
export const BookingsDrillDown: Story = {
  args: {
    panel: { kind: 'projectBookings', projectId: 1, name: 'Green Valley', column: 'token' },
    panelContent: {
      kind: 'bookings',
      counts: GREEN_VALLEY_BOOKING_COUNTS,
      rows: pageOf(GREEN_VALLEY_TOKEN_BOOKINGS),
    },
  },
};

/** The Extra Time card, a carousel card or 'View all' pressed: every overdue booking. */
export const OvertimeModalOpen: Story = {
  args: {
    panel: { kind: 'overtime' },
    panelContent: { kind: 'overtime', rows: pageOf(OVERTIME_BOOKINGS, 1, 5) },
  },
};

/** A user who may open none of the lists: the cards are figures, not links. */
export const NoLinks: Story = { args: { cardHref: () => undefined } };

/**
 * For a user with payments.view and commissions.view: the Collections card after the summary,
 * and each partner's payable commission in the Channel Partners Overview.
 */
export const WithPaymentsAndCommissions: Story = {
  args: {
    collections: loaded(COLLECTIONS_SUMMARY),
    collectionsHref: ((view) =>
      view === 'all'
        ? '/collections'
        : `/collections?state=${view === 'overdue' ? 'overdue' : 'due'}`) as DashboardScreenProps['collectionsHref'],
    channelPartnersOverview: pageOf(PARTNERS_OVERVIEW_WITH_COMMISSION.slice(0, 3)),
  },
};

/** For a user with enquiries.view: the month's enquiry funnel after the summary. */
export const WithEnquiryFunnel: Story = {
  args: { enquiryFunnel: loaded(ENQUIRY_FUNNEL), enquiriesHref: enquiriesListHref },
};

/**
 * For a viewer who may read neither bookings nor plots (a new account without a role): every
 * figure, and where the overdue bookings would be, why they are not shown.
 */
export const ListsWithheld: Story = {
  args: {
    summary: loaded(SUMMARY_WITHOUT_BOOKINGS),
    cardHref: () => undefined,
    can: NO_LIST_READS,
  },
};
