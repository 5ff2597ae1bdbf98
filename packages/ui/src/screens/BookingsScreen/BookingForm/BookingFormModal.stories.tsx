import { bookingFormFromEnquiry, bookingFromEnquiryNotice } from '@plotline/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { BookingFormModal, type BookingFormModalProps } from './BookingFormModal';
import {
  CHANNEL_PARTNERS,
  DIRECT_SALE,
  EDITED_BOOKING,
  ENQUIRY_TO_BOOK,
  FILLED,
  LAST_FIVE_ONLY,
  PROJECTS,
  REGISTERED_BOOKING,
  REGISTRY_DONE,
  SALES_PEOPLE,
  TODAY,
  plotsOfProject,
} from './booking-form.fixtures';
import docs from './BookingFormModal.docs.md?raw';
import { choicesOf } from '../../../patterns';
import { GREEN_VALLEY_PLOTS } from '../../PlotsScreen/plots.fixtures';

/** As a host does: the plots follow the project the form reports. */
function WithProjectPlots(args: BookingFormModalProps) {
  const [projectId, setProjectId] = useState<number | null>(null);
  return (
    <BookingFormModal
      {...args}
      plots={plotsOfProject(projectId)}
      onProjectChange={(id, ownPlotId) => {
        setProjectId(id);
        args.onProjectChange(id, ownPlotId);
      }}
    />
  );
}

const meta = {
  title: 'Screens/BookingsScreen/BookingFormModal',
  component: BookingFormModal,
  parameters: { docs: { description: { component: docs } } },
  render: (args) => <WithProjectPlots {...args} />,
  args: {
    isOpen: true,
    booking: null,
    projects: PROJECTS,
    plots: [],
    channelPartners: CHANNEL_PARTNERS,
    salesPeople: choicesOf(SALES_PEOPLE),
    today: TODAY,
    // Typed as the props, not as storybook's Mock, so tests can pass vitest's vi.fn() instead.
    onOpenChange: fn() as BookingFormModalProps['onOpenChange'],
    onProjectChange: fn() as BookingFormModalProps['onProjectChange'],
    onSave: fn(async () => ({ ok: true as const })) as BookingFormModalProps['onSave'],
  },
} satisfies Meta<typeof BookingFormModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Submits the form and waits for the first message the story is about. */
function submitExpecting(message: string): Story['play'] {
  return async () => {
    await userEvent.click(await screen.findByRole('button', { name: /^(Create|Update) Booking$/ }));
    await expect((await screen.findAllByText(message))[0]).toBeVisible();
  };
}

/** A new booking: Token, token and booking dates today, registry due 30 days later. */
export const CreateEmpty: Story = {};

/** Every section filled in, through a channel partner; the selected plot's card shows. */
export const CreateFilled: Story = { args: { initialValues: FILLED } };

export const DirectSale: Story = { args: { initialValues: DIRECT_SALE } };

/** Only the last five digits of the owner's mobile are known. */
export const LastFiveMobile: Story = { args: { initialValues: LAST_FIVE_ONLY } };

/** The registry is done: rate, token and duration do not apply; Registry Details appear. */
export const RegistryDone: Story = { args: { initialValues: REGISTRY_DONE } };

/**
 * A new booking started from a project's bookings, in the project the host named, which no
 * search of the project picker has found yet.
 */
export const StartedInAProject: Story = { args: { initialProject: PROJECTS[1], projects: [] } };

/**
 * 'Book this plot' on the Plots page: a new booking of Green Valley's A-2, its project and plot
 * chosen and its card shown before any search has found them.
 */
export const BookThisPlot: Story = {
  args: { initialProject: PROJECTS[0], initialPlot: GREEN_VALLEY_PLOTS[1], projects: [] },
};

/**
 * 'Book a plot' on an enquiry: a new booking filled from it (the owner's name, full mobile and
 * email, its channel partner and its first project, both named before any search has found them),
 * under the notice that saving it books the enquiry.
 */
export const BookFromEnquiry: Story = {
  args: {
    initialValues: bookingFormFromEnquiry(ENQUIRY_TO_BOOK),
    initialProject: ENQUIRY_TO_BOOK.project,
    initialPartner: ENQUIRY_TO_BOOK.channelPartner,
    notice: bookingFromEnquiryNotice(ENQUIRY_TO_BOOK.name),
    projects: [],
    channelPartners: [],
  },
};

/** A host that searches the plots: the picker can be narrowed to a size range in a unit. */
export const PlotsBySize: Story = {
  args: {
    initialProject: PROJECTS[0],
    onPlotSearch: fn() as BookingFormModalProps['onPlotSearch'],
    onPlotSizeChange: fn() as BookingFormModalProps['onPlotSizeChange'],
  },
};

/** A confirmed booking of A-3, a plot it holds itself, with only the owner's last five digits. */
export const Editing: Story = { args: { booking: EDITED_BOOKING } };

/**
 * A booking whose registry is done, its status list open: the status is final, so the others
 * are listed but cannot be chosen, and the field says why.
 */
export const EditingFinalStatus: Story = {
  args: { booking: REGISTERED_BOOKING },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: /Booking Status$/ }));
    await expect(await screen.findByRole('option', { name: 'Token' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** The host is saving: the button is busy, and Cancel and Escape wait for it. */
export const Saving: Story = {
  args: {
    initialValues: FILLED,
    onSave: fn(() => new Promise(() => {})) as BookingFormModalProps['onSave'],
  },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Create Booking' }));
    await expect(await screen.findByRole('button', { name: /Saving/ })).toBeVisible();
  },
};

/** The server refused the plot: its words show on the plot, and what was typed stays. */
export const RefusedByServer: Story = {
  args: {
    initialValues: FILLED,
    onSave: fn(async () => ({
      ok: false as const,
      fieldErrors: { plotId: 'Plot is not available' },
    })) as BookingFormModalProps['onSave'],
  },
  play: submitExpecting('Plot is not available'),
};

/** Submitted as it opens: what every booking needs. */
export const RequiredFieldsMissing: Story = {
  play: submitExpecting('Project selection is required'),
};

export const ChannelPartnerMissing: Story = {
  args: { initialValues: { ...FILLED, channelPartnerId: '' } },
  play: submitExpecting('Channel partner selection is required'),
};

export const SalesPersonMissing: Story = {
  args: {
    initialValues: {
      ...DIRECT_SALE,
      salesPersonName: '',
      salesPersonEmail: '',
      salesPersonDesignation: '',
    },
  },
  play: submitExpecting('Sales person name is required'),
};

export const InvalidEmails: Story = {
  args: {
    initialValues: { ...DIRECT_SALE, salesPersonEmail: 'anita@', emailId: 'ramesh.kumar' },
  },
  play: submitExpecting('Please enter a valid email address'),
};

export const DatesMissing: Story = {
  args: {
    initialValues: {
      ...FILLED,
      tokenDate: '',
      bookingDate: '',
      registryDuration: '',
      registryDate: '',
    },
  },
  play: submitExpecting('Booking date is required'),
};

/** Token after the booking, registry before it. */
export const DatesOutOfOrder: Story = {
  args: {
    initialValues: {
      ...FILLED,
      tokenDate: '2025-06-20',
      bookingDate: TODAY,
      registryDate: '2025-06-10',
    },
  },
  play: submitExpecting('Token date cannot be after booking date'),
};

export const InvalidMobileNumber: Story = {
  args: { initialValues: { ...FILLED, ownerMobileNumber: '98765' } },
  play: submitExpecting('Please enter a valid 10-digit mobile number'),
};

export const LastFiveMissing: Story = {
  args: { initialValues: { ...LAST_FIVE_ONLY, ownerMobileLastFiveDigits: '' } },
  play: submitExpecting('Last 5 digits are required'),
};

export const LastFiveTooShort: Story = {
  args: {
    initialValues: { ...LAST_FIVE_ONLY, ownerMobileLastFiveDigits: '432' },
  },
  play: submitExpecting('Please enter exactly 5 digits'),
};

export const RegistrationNumberMissing: Story = {
  args: { initialValues: { ...REGISTRY_DONE, registrationNumber: '' } },
  play: submitExpecting('Registration number is required for Registry Done status'),
};

/**
 * A user who may record payments: the token is taken as received, checked by default, with how
 * it was paid; the sale value reads from the plot's size and the rate.
 */
export const TokenAsReceived: Story = { args: { initialValues: FILLED, mayRecordToken: true } };

/** The token taken as received, submitted without saying how it was paid. */
export const TokenPaymentMissing: Story = {
  args: { initialValues: FILLED, mayRecordToken: true },
  play: submitExpecting('Mode selection is required'),
};

/** The token and booking amount come to more than the sale value the plot and rate make. */
export const TokenPastSaleValue: Story = {
  args: {
    initialValues: {
      ...FILLED,
      bookingAmount: '1600000',
      tokenPaymentMode: 'Cheque',
      tokenPaymentReference: '004512',
    },
    mayRecordToken: true,
  },
  play: submitExpecting(
    'Token and booking amounts cannot be more than the ₹16,66,666.67 sale value',
  ),
};
