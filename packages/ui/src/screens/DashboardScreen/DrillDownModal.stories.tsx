import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import {
  GREEN_VALLEY_BOOKING_COUNTS,
  GREEN_VALLEY_PLOT_COUNTS,
  GREEN_VALLEY_PLOTS,
  GREEN_VALLEY_TOKEN_BOOKINGS,
  NO_LIST_READS,
  pageFailed,
  pageLoading,
  pageOf,
  pageWithheld,
} from './dashboard.fixtures';
import { DrillDownModal, type DrillDownModalProps } from './DrillDownModal';
import docs from './DrillDownModal.docs.md?raw';

const meta = {
  title: 'Screens/DashboardScreen/DrillDownModal',
  component: DrillDownModal,
  parameters: { layout: 'fullscreen', docs: { description: { component: docs } } },
  args: {
    isOpen: true,
    onOpenChange: fn() as DrillDownModalProps['onOpenChange'],
    // Typed as the props: a host may give no address for a record the viewer may not open.
    bookingHref: ((bookingId: number) =>
      `/bookings/${bookingId}`) as DrillDownModalProps['bookingHref'],
    plotHref: ((plotId: number) => `/plots/${plotId}`) as DrillDownModalProps['plotHref'],
    panel: { kind: 'projectBookings', projectId: 1, name: 'Green Valley', column: 'token' },
    content: {
      kind: 'bookings',
      counts: GREEN_VALLEY_BOOKING_COUNTS,
      rows: pageOf(GREEN_VALLEY_TOKEN_BOOKINGS),
    },
  },
} satisfies Meta<typeof DrillDownModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Token bookings of a project: overdue and on track, a partner's and direct sales. */
export const Bookings: Story = {};

/** A project's plots, 40 of them, a page of 10. */
export const Plots: Story = {
  args: {
    panel: { kind: 'projectPlots', projectId: 1, name: 'Green Valley', column: 'totalPlots' },
    content: { kind: 'plots', counts: GREEN_VALLEY_PLOT_COUNTS, rows: pageOf(GREEN_VALLEY_PLOTS) },
  },
};

/** Direct Sales' bookings, drilled into from the partners' overview. */
export const DirectSales: Story = {
  args: {
    panel: {
      kind: 'partnerBookings',
      channelPartnerId: null,
      name: 'Direct Sales',
      column: 'total',
    },
  },
};

/** The host has not loaded anything yet: grey tiles and lines. */
export const Loading: Story = { args: { content: null } };

export const Failed: Story = {
  args: {
    content: { kind: 'bookings', counts: null, rows: pageFailed('Failed to fetch bookings') },
  },
};

/** The counts have loaded; the page of bookings is still on its way. */
export const LoadingRows: Story = {
  args: {
    content: { kind: 'bookings', counts: GREEN_VALLEY_BOOKING_COUNTS, rows: pageLoading() },
  },
};

/** Nothing left behind the count since the dashboard loaded. */
export const Empty: Story = {
  args: {
    content: { kind: 'bookings', counts: GREEN_VALLEY_BOOKING_COUNTS, rows: pageOf([]) },
  },
};

/** For a viewer without bookings.view: the tiles, and why the bookings are not listed. */
export const BookingsWithheld: Story = {
  args: {
    content: {
      kind: 'bookings',
      counts: GREEN_VALLEY_BOOKING_COUNTS,
      rows: pageWithheld(GREEN_VALLEY_BOOKING_COUNTS.token),
    },
    can: NO_LIST_READS,
  },
};

/** For a viewer without plots.view: the tiles, and why the plots are not listed. */
export const PlotsWithheld: Story = {
  args: {
    panel: { kind: 'projectPlots', projectId: 1, name: 'Green Valley', column: 'totalPlots' },
    content: {
      kind: 'plots',
      counts: GREEN_VALLEY_PLOT_COUNTS,
      rows: pageWithheld(GREEN_VALLEY_PLOT_COUNTS.totalPlots),
    },
    can: NO_LIST_READS,
  },
};
