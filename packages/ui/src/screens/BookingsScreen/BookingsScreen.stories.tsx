import { BOOKING_MESSAGES, changedWhileEditingNotice, DEFAULT_PAGE_SIZE } from '@plotline/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { BookingsScreen, type BookingsScreenProps } from './BookingsScreen';
import {
  BOOKING_IN,
  BOOKINGS,
  CHANNEL_PARTNERS,
  ENQUIRY_TO_BOOK,
  followUpsOfBooking,
  GREEN_VALLEY_PLOTS,
  PLAIN_QUERY,
  PROJECTS,
  REGISTERED_HISTORY,
  TODAY,
} from './bookings.fixtures';
import { SALES_PEOPLE } from './BookingForm/booking-form.fixtures';
import type { BookingChoices, OpenedBooking } from './bookings-screen-types';
import type { EnquiryToBookRequest, PlotToBookRequest } from './use-plot-to-book';
import { InMemoryBookingsScreen, OpeningBookingsScreen } from './in-memory-bookings';
import { choicesOf, listOf, loaded, NOT_LOADED, type EditWatch } from '../../patterns';
import docs from './BookingsScreen.docs.md?raw';

/** No details open; opening a row's calls the host, which loads the whole booking. */
const closed: OpenedBooking = {
  id: null,
  // Typed as the props, not as storybook's Mock, so tests can pass vitest's vi.fn() instead.
  onOpen: fn() as OpenedBooking['onOpen'],
  details: NOT_LOADED,
  statusHistory: NOT_LOADED,
};

/** Every project and partner, searched by none; no project chosen, so no plots yet. */
const CHOICES: BookingChoices = {
  filter: {
    projects: choicesOf(PROJECTS),
    plots: choicesOf([]),
    channelPartners: choicesOf(CHANNEL_PARTNERS),
  },
  form: {
    projects: choicesOf(PROJECTS),
    partners: choicesOf(CHANNEL_PARTNERS),
    salesPeople: choicesOf(SALES_PEOPLE),
    plots: choicesOf([]),
    onProjectChange: fn() as BookingChoices['form']['onProjectChange'],
  },
};

const meta = {
  title: 'Screens/BookingsScreen',
  component: BookingsScreen,
  parameters: { layout: 'padded', docs: { description: { component: docs } } },
  render: (args) => <OpeningBookingsScreen {...args} />,
  args: {
    list: listOf(BOOKINGS.slice(0, DEFAULT_PAGE_SIZE), { totalCount: BOOKINGS.length }),
    query: PLAIN_QUERY,
    choices: CHOICES,
    record: closed,
    today: TODAY,
    timeZone: 'Asia/Kolkata',
    followUpsHref: (booking) => `/follow-ups?bookingId=${booking.id}`,
    // Typed as the props, not as storybook's Mock, so tests can pass vitest's vi.fn() instead.
    onQueryChange: fn() as BookingsScreenProps['onQueryChange'],
    onChangeStatus: fn(
      async () => ({ ok: true }) as const,
    ) as BookingsScreenProps['onChangeStatus'],
    onDelete: fn(async () => ({ ok: true })) as BookingsScreenProps['onDelete'],
    onExport: fn(async () => {}) as BookingsScreenProps['onExport'],
    onSave: fn(async () => ({ ok: true }) as const) as BookingsScreenProps['onSave'],
  },
} satisfies Meta<typeof BookingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page of bookings in every status, through partners and direct. */
export const Filled: Story = {};

export const Loading: Story = { args: { list: listOf([], { isLoading: true }) } };

/** No bookings at all: the way in is 'New Booking'. */
export const Empty: Story = { args: { list: listOf([]) } };

/** Filters hide every booking: the hint says to loosen them. */
export const EmptyFiltered: Story = {
  args: {
    list: listOf([]),
    query: {
      ...PLAIN_QUERY,
      filters: { ...PLAIN_QUERY.filters, searchTerm: 'Z-99', startDate: '2026-01-01' },
    },
  },
};

export const Failed: Story = {
  args: { list: listOf([], { error: BOOKING_MESSAGES.fetchFailed }) },
};

/**
 * Filtered to one plot of Green Valley, one partner and a month of booking dates; the host has
 * loaded the project by its id, which the filter's search has not found.
 */
export const Filtered: Story = {
  args: {
    list: listOf(BOOKINGS.slice(0, 1)),
    query: {
      ...PLAIN_QUERY,
      filters: {
        ...PLAIN_QUERY.filters,
        projectId: 1,
        plotId: 101,
        channelPartnerId: 1,
        startDate: '2026-03-01',
        endDate: '2026-03-31',
      },
    },
    choices: {
      ...CHOICES,
      filter: {
        ...CHOICES.filter,
        projects: { items: PROJECTS.slice(1), chosen: PROJECTS[0] },
        plots: choicesOf(GREEN_VALLEY_PLOTS),
      },
    },
  },
};

/** The details of a registered booking with its status history, opened from the list. */
export const DetailsWithHistory: Story = {
  args: {
    record: { ...closed, id: 3, statusHistory: loaded(REGISTERED_HISTORY) },
  },
};

/**
 * A Token booking's details as the hub of its work: its follow-ups, newest first, with 'Log
 * follow-up' (taken by the signed-in user unless changed), then Change Status and Edit.
 */
export const BookingHub: Story = {
  args: {
    record: {
      ...closed,
      id: BOOKING_IN.Token.id,
      statusHistory: loaded(REGISTERED_HISTORY.slice(0, 1)),
      followUps: {
        list: loaded(followUpsOfBooking(BOOKING_IN.Token)),
        onLog: fn(async () => ({ ok: true }) as const) as NonNullable<
          OpenedBooking['followUps']
        >['onLog'],
        takenBy: 'Asha Rao',
      },
    },
  },
};

/**
 * A booking's edit form once someone else changed the booking: the host's notice above the
 * fields, and the booking as it was read, to be saved at its version.
 */
export const EditedElsewhere: Story = {
  args: {
    editing: {
      onEditingChange: fn() as EditWatch['onEditingChange'],
      notice: changedWhileEditingNotice('booking', true),
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit booking BK-0023' }));
    // The modal fades in: wait until it is drawn, so axe checks the notice too.
    const dialog = await screen.findByRole('dialog', { name: 'Edit Booking' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByText(/^Someone else changed this booking/)).toBeVisible();
  },
};

/** The whole screen over sample data: filters, sort, pages and the status workflow all work. */
export const Catalog: Story = {
  render: (args) => <InMemoryBookingsScreen {...args} />,
};

/**
 * 'Book this plot' on the Plots page (our app: /bookings?bookPlot=102): the form opens on a new
 * booking of Green Valley's A-2, its project and plot chosen, and the host is told, so it forgets
 * the ask.
 */
export const BookThisPlot: Story = {
  args: {
    choices: {
      ...CHOICES,
      form: {
        ...CHOICES.form,
        plotToBook: {
          plot: GREEN_VALLEY_PLOTS[1]!,
          onOpened: fn() as PlotToBookRequest['onOpened'],
        },
      },
    },
  },
};

/**
 * 'Book a plot' on an enquiry (our app: /bookings?bookEnquiry=12): the form opens on a new booking
 * filled from it (Sunita Iyer's name, mobile and email, through Meera Kapoor, in Green Valley),
 * under the notice that saving it books the enquiry; the host is told, so it forgets the ask, and
 * the save names the enquiry (`onSave`'s `{ enquiryId: 12 }`).
 */
export const BookFromEnquiry: Story = {
  args: {
    choices: {
      ...CHOICES,
      form: {
        ...CHOICES.form,
        plots: choicesOf(GREEN_VALLEY_PLOTS),
        enquiryToBook: {
          enquiry: ENQUIRY_TO_BOOK,
          onOpened: fn() as EnquiryToBookRequest['onOpened'],
        },
      },
    },
  },
  play: async () => {
    // The modal fades in: wait until it is drawn, so axe checks the notice too.
    const dialog = await screen.findByRole('dialog', { name: 'Create New Booking' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(
      within(dialog).getByText(/^Booking from the enquiry of Sunita Iyer/),
    ).toBeVisible();
  },
};
