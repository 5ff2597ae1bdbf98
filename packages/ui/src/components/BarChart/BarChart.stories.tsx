import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { BarChart, type BarChartCategory, type BarChartSeries } from './BarChart';
import docs from './BarChart.docs.md?raw';

type Status = 'token' | 'booking' | 'registryDone';

const SERIES: readonly BarChartSeries<Status>[] = [
  { key: 'token', label: 'Token', tone: 'warning' },
  { key: 'booking', label: 'Booking', tone: 'info' },
  { key: 'registryDone', label: 'Registry Done', tone: 'success' },
];

const QUARTER: readonly BarChartCategory<Status>[] = [
  {
    id: '2026-09',
    label: 'Sep 2026',
    axisLabel: 'Sep',
    values: { token: 4, booking: 6, registryDone: 2 },
  },
  {
    id: '2026-10',
    label: 'Oct 2026',
    axisLabel: 'Oct',
    values: { token: 7, booking: 3, registryDone: 5 },
  },
  {
    id: '2026-11',
    label: 'Nov 2026',
    axisLabel: 'Nov',
    values: { token: 12, booking: 0, registryDone: 1 },
  },
];

const meta = {
  title: 'Components/BarChart',
  component: BarChart<Status>,
  parameters: { docs: { description: { component: docs } } },
  args: {
    'aria-label': 'Bookings by month',
    categoryHeader: 'Month',
    categories: QUARTER,
    series: SERIES,
    emptyText: 'No bookings in these months',
  },
} satisfies Meta<typeof BarChart<Status>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One bar a month, its statuses stacked; a zero draws nothing (November has no Booking). */
export const Stacked: Story = {};

/** Long names read beside horizontal bars; a stack of its own stands beside the others. */
export const Horizontal: Story = {
  args: {
    'aria-label': 'Registry pipeline',
    categoryHeader: 'Project',
    orientation: 'horizontal',
    series: [
      { key: 'token', label: 'Token', tone: 'warning' },
      { key: 'booking', label: 'Booking', tone: 'info' },
      { key: 'registryDone', label: 'Registry Done', tone: 'danger', stack: 'beside' },
    ],
    categories: [
      { id: 1, label: 'Green Valley', values: { token: 8, booking: 5, registryDone: 3 } },
      {
        id: 2,
        label: 'Sunrise Enclave Phase 2 Extension',
        values: { token: 2, booking: 9, registryDone: 1 },
      },
    ],
  },
};

/** Every figure 0: the chart says so instead of drawing an empty frame. */
export const Empty: Story = {
  args: {
    categories: QUARTER.map((month) => ({
      ...month,
      values: { token: 0, booking: 0, registryDone: 0 },
    })),
  },
};

/** The same figures as a table, for reading them one by one. */
export const ShownAsTable: Story = {
  play: async ({ userEvent }) => {
    await userEvent.click(screen.getByRole('button', { name: 'Show as table' }));
    await expect(await screen.findByRole('grid', { name: 'Bookings by month' })).toBeVisible();
  },
};
