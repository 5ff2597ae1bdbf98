import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { loaded } from '../../patterns';
import {
  failed,
  loading,
  NO_LIST_READS,
  OVERTIME_BOOKINGS,
  SUMMARY_WITHOUT_BOOKINGS,
} from './dashboard.fixtures';
import { OvertimeCarousel, type OvertimeCarouselProps } from './OvertimeCarousel';
import docs from './OvertimeCarousel.docs.md?raw';

const meta = {
  title: 'Screens/DashboardScreen/OvertimeCarousel',
  component: OvertimeCarousel,
  parameters: { docs: { description: { component: docs } } },
  args: {
    overtime: loaded({ data: OVERTIME_BOOKINGS, totalCount: OVERTIME_BOOKINGS.length }),
    onOpenOvertime: fn() as OvertimeCarouselProps['onOpenOvertime'],
  },
} satisfies Meta<typeof OvertimeCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Seven overdue bookings on three pages: red, orange and yellow ones. */
export const ThreePages: Story = {};

/** More are overdue than the summary carries: 'View all' opens the whole list. */
export const MoreThanShown: Story = {
  args: { overtime: loaded({ data: OVERTIME_BOOKINGS, totalCount: 23 }) },
};

/** One page: no paging controls. */
export const OnePage: Story = {
  args: { overtime: loaded({ data: OVERTIME_BOOKINGS.slice(0, 2), totalCount: 2 }) },
};

export const Empty: Story = { args: { overtime: loaded({ data: [], totalCount: 0 }) } };

export const Loading: Story = { args: { overtime: loading() } };

export const Failed: Story = { args: { overtime: failed('Failed to load the dashboard') } };

/**
 * For a viewer without bookings.view: the server counts the overdue bookings but names none, and
 * the carousel says why instead of 'No overtime bookings'.
 */
export const BookingsWithheld: Story = {
  args: { overtime: loaded(SUMMARY_WITHOUT_BOOKINGS.overtime), can: NO_LIST_READS },
};
