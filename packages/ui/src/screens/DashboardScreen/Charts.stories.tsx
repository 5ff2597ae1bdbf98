import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { BookingsByMonthChart } from './BookingsByMonthChart';
import { loaded } from '../../patterns';
import { BOOKINGS_BY_MONTH, failed, loading, REGISTRY_PIPELINE } from './dashboard.fixtures';
import { RegistryPipelineChart } from './RegistryPipelineChart';
import docs from './Charts.docs.md?raw';

const meta = {
  title: 'Screens/DashboardScreen/Charts',
  component: BookingsByMonthChart,
  parameters: { docs: { description: { component: docs } } },
  args: { bookingsByMonth: loaded(BOOKINGS_BY_MONTH) },
} satisfies Meta<typeof BookingsByMonthChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Twelve months of bookings, stacked by status. */
export const BookingsByMonth: Story = {};

/** The same figures as a table. */
export const BookingsByMonthAsTable: Story = {
  play: async ({ userEvent }) => {
    await userEvent.click(screen.getByRole('button', { name: 'Show as table' }));
    await expect(await screen.findByRole('grid', { name: 'Bookings by month' })).toBeVisible();
  },
};

export const BookingsByMonthEmpty: Story = {
  args: {
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
  },
};

export const BookingsByMonthLoading: Story = { args: { bookingsByMonth: loading() } };

export const BookingsByMonthFailed: Story = {
  args: { bookingsByMonth: failed('Failed to load bookings by month') },
};

/** The busiest 10 of 12 projects, Token → Booking → Registry Done, and Extra Time beside. */
export const RegistryPipeline: Story = {
  render: () => <RegistryPipelineChart registryPipeline={loaded(REGISTRY_PIPELINE)} />,
};

export const RegistryPipelineAsTable: Story = {
  render: () => <RegistryPipelineChart registryPipeline={loaded(REGISTRY_PIPELINE)} />,
  play: async ({ userEvent }) => {
    await userEvent.click(screen.getByRole('button', { name: 'Show as table' }));
    await expect(await screen.findByRole('grid', { name: 'Registry pipeline' })).toBeVisible();
  },
};

export const RegistryPipelineEmpty: Story = {
  render: () => (
    <RegistryPipelineChart registryPipeline={loaded({ projects: [], totalProjects: 0 })} />
  ),
};

export const RegistryPipelineLoading: Story = {
  render: () => <RegistryPipelineChart registryPipeline={loading()} />,
};
