import { PLOT_MESSAGES } from '@plotline/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { auditHistoryOf, PLOT_HISTORY } from '../../patterns/AuditTrail/audit-entry.fixtures';
import { PlotDetailsModal, type PlotDetailsModalProps } from './PlotDetailsModal';
import docs from './PlotDetailsModal.docs.md?raw';
import { GREEN_VALLEY_PLOTS, PLOT_DETAILS } from './plots.fixtures';

const meta = {
  title: 'Screens/PlotsScreen/PlotDetailsModal',
  component: PlotDetailsModal,
  parameters: { layout: 'fullscreen', docs: { description: { component: docs } } },
  args: {
    isOpen: true,
    plot: PLOT_DETAILS,
    timeZone: 'Asia/Kolkata',
    // Typed as the props, not as storybook's Mock, so tests can pass vitest's vi.fn() instead.
    onOpenChange: fn() as PlotDetailsModalProps['onOpenChange'],
    onEdit: fn() as PlotDetailsModalProps['onEdit'],
  },
} satisfies Meta<typeof PlotDetailsModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A plot with a remark, as its own load answers it. */
export const Details: Story = {};

/** The list's row, shown at once while the plot's own load (with its date) is on its way. */
export const FromTheList: Story = { args: { plot: GREEN_VALLEY_PLOTS[1]! } };

export const Loading: Story = { args: { plot: null, isLoading: true } };

export const NotFound: Story = { args: { plot: null, errorMessage: PLOT_MESSAGES.notFound } };

/** For whoever may see the audit trail: every change to the plot, last. */
export const WithAuditHistory: Story = {
  args: { audit: auditHistoryOf(PLOT_HISTORY, '/audit-log?entity=plot&entityId=101') },
};

/** For whoever may create bookings: an Available plot offers 'Book this plot'. */
export const Bookable: Story = {
  args: { bookHref: (plot) => `/bookings?bookPlot=${plot.id}` },
};

/** A Booked plot offers no booking, whoever looks. */
export const BookedNotBookable: Story = {
  args: { ...Bookable.args, plot: GREEN_VALLEY_PLOTS[2]! },
};
