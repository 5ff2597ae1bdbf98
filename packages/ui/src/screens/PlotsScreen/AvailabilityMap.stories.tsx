import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { AvailabilityMap, type AvailabilityMapProps } from './AvailabilityMap';
import { GREEN_VALLEY_PLOTS } from './plots.fixtures';
import docs from './AvailabilityMap.docs.md?raw';

const meta = {
  title: 'Screens/PlotsScreen/AvailabilityMap',
  component: AvailabilityMap,
  parameters: { docs: { description: { component: docs } } },
  args: {
    projectName: 'Green Valley',
    plots: GREEN_VALLEY_PLOTS,
    // Typed as the props, not as storybook's Mock, so tests can pass vitest's vi.fn() instead.
    onOpen: fn() as AvailabilityMapProps['onOpen'],
  },
} satisfies Meta<typeof AvailabilityMap>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Every plot a tile, coloured and named by status, with the legend's counts, which describe the
 * grid: a screen reader hears them on entering it. A tile pressed opens its plot.
 */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('grid', { name: 'Plots of Green Valley' }),
    ).toHaveAccessibleDescription('Available: 12 Booked: 4 Sold: 6 Hold: 2');
  },
};

/** A host that opens no plot: the tiles only show. */
export const ShowOnly: Story = { args: { onOpen: undefined } };

export const Loading: Story = { args: { plots: undefined, isLoading: true } };

export const Empty: Story = { args: { plots: [] } };

export const Failed: Story = { args: { plots: undefined, error: 'Failed to fetch plots' } };

/** A phone's width: the tiles wrap into fewer columns. */
export const Phone: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
};
