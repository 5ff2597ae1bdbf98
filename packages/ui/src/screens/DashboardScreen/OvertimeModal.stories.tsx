import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import {
  NO_LIST_READS,
  OVERTIME_BOOKINGS,
  pageFailed,
  pageOf,
  pageWithheld,
} from './dashboard.fixtures';
import { OvertimeModal, type OvertimeModalProps } from './OvertimeModal';
import docs from './OvertimeModal.docs.md?raw';

const meta = {
  title: 'Screens/DashboardScreen/OvertimeModal',
  component: OvertimeModal,
  parameters: { layout: 'fullscreen', docs: { description: { component: docs } } },
  args: {
    isOpen: true,
    onOpenChange: fn() as OvertimeModalProps['onOpenChange'],
    bookingHref: (bookingId) => `/bookings/${bookingId}`,
    rows: pageOf(OVERTIME_BOOKINGS, 1, 5),
  },
} satisfies Meta<typeof OvertimeModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Page 1 of 7 overdue bookings, most days overdue first, each in its severity's colour. */
export const FirstPage: Story = {};

export const Loading: Story = { args: { rows: null } };

export const Failed: Story = { args: { rows: pageFailed('Failed to load overtime bookings') } };

export const Empty: Story = { args: { rows: pageOf([]) } };

/** For a viewer without bookings.view: why the list is not shown, in place of its rows. */
export const BookingsWithheld: Story = {
  args: { rows: pageWithheld(OVERTIME_BOOKINGS.length), can: NO_LIST_READS },
};
