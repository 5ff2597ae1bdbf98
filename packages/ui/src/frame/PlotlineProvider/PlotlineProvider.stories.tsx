import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from 'react-aria-components';
import { expect, fn } from 'storybook/test';
import { DatePicker } from '../../components/DatePicker';
import { PlotlineProvider } from './PlotlineProvider';
import docs from './PlotlineProvider.docs.md?raw';

const meta = {
  title: 'Frame/PlotlineProvider',
  component: PlotlineProvider,
  parameters: { docs: { description: { component: docs } } },
  args: {
    navigate: fn(),
    children: (
      <div style={{ display: 'grid', gap: 16, justifyItems: 'start' }}>
        <DatePicker label="Booking date" value="2025-03-15" onChange={() => {}} />
        <Link href="/bookings/12">Booking 12</Link>
      </div>
    ),
  },
} satisfies Meta<typeof PlotlineProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A date field reads day, month, year; the link goes through the host's router. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('group', { name: 'Booking date' })).toHaveTextContent(
      '15/03/2025',
    );
    await userEvent.click(canvas.getByRole('link', { name: 'Booking 12' }));
    await expect(args.navigate).toHaveBeenCalledWith('/bookings/12', undefined);
  },
};
