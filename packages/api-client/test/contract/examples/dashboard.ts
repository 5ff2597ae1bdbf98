/**
 * Example dashboard figures, as the server computes them for the provider states of
 * cases/dashboard.ts, as of the verification's today.
 */
import { MatchersV3 } from '@pact-foundation/pact';
import { BOOKING_STATUSES, PLOT_STATUSES } from '@plotline/domain';
import { day, emptyPage, oneOf, pageOf } from './sales';

const { like, integer, number, regex } = MatchersV3;

/** The server's today in the examples; the dates below are counted back from it. */
const AS_OF = '2026-11-22';

type ColumnCounts = {
  total: number;
  token: number;
  booking: number;
  days0to30: number;
  days31to60: number;
  extraTime: number;
};

const NO_BOOKINGS: ColumnCounts = {
  total: 0,
  token: 0,
  booking: 0,
  days0to30: 0,
  days31to60: 0,
  extraTime: 0,
};

/** Every booking column of a row (BookingColumnCounts); the examples have no other counts. */
function bookingColumnCounts(counts: ColumnCounts) {
  return {
    total: integer(counts.total),
    token: integer(counts.token),
    booking: integer(counts.booking),
    registryDone: integer(0),
    cancelled: integer(0),
    days0to30: integer(counts.days0to30),
    days31to60: integer(counts.days31to60),
    days61to90: integer(0),
    extraTime: integer(counts.extraTime),
  };
}

/** Booking 1 of PLOT_2_BOOKED alone: a direct sale in Token booked 50 days ago, 20 days overdue. */
const OVERDUE_DIRECT_SALE: ColumnCounts = {
  ...NO_BOOKINGS,
  total: 1,
  token: 1,
  days31to60: 1,
  extraTime: 1,
};

/** Always apart from the partners; its fixed label and null id tell it apart. */
const directSalesRow = (counts: ColumnCounts) => ({
  channelPartnerId: null,
  partnerName: 'Direct Sales',
  ...bookingColumnCounts(counts),
});

/** Channel partner 1 of RAKESH_VERMA, with no bookings. */
const rakeshVermaRow = {
  channelPartnerId: integer(1),
  partnerName: like('Rakesh Verma'),
  ...bookingColumnCounts(NO_BOOKINGS),
};

/** Project 1 with plot 1 available and plot 2 held by overdue booking 1. */
const greenValleyRow = {
  projectId: integer(1),
  projectName: like('Green Valley'),
  totalPlots: integer(2),
  availablePlots: integer(1),
  token: integer(1),
  booking: integer(0),
  extraTime: integer(1),
  registryDone: integer(0),
};

/**
 * Booking 1 of PLOT_2_BOOKED: booked 50 days ago, registry due 20 days ago, so orange. A direct
 * sale, hence channelPartnerName null.
 */
const overdueBooking1 = {
  bookingId: integer(1),
  bookingNumber: like('BK-0001'),
  projectId: integer(1),
  projectName: like('Green Valley'),
  plotNumber: like('A-102'),
  plotOwnerName: like('Anil Mehta'),
  channelPartnerName: null,
  bookingStatus: regex('^(Token|Booking)$', 'Token'),
  bookingDate: day('2026-10-03'),
  registryDate: day('2026-11-02'),
  daysOverdue: integer(20),
  severity: regex('^(yellow|orange|red)$', 'orange'),
};

// ------------------------------------------------------------------ the summary and its lists

/** Project 1 with plot 2 held by overdue booking 1, and partner 1 with no bookings yet. */
export const greenValleyDashboard = {
  asOf: day(AS_OF),
  cards: {
    totalProjects: integer(1),
    totalPlots: integer(2),
    totalBookings: integer(1),
    registryDone: integer(0),
    extraTime: integer(1),
    channelPartners: integer(1),
  },
  projectsOverview: pageOf(greenValleyRow),
  directSales: directSalesRow(OVERDUE_DIRECT_SALE),
  channelPartnersOverview: pageOf(rakeshVermaRow),
  overtime: pageOf(overdueBooking1),
};

/** A business with nothing in it yet: the empty states, and the Direct Sales row all zeros. */
export const emptyDashboard = {
  asOf: day(AS_OF),
  cards: {
    totalProjects: integer(0),
    totalPlots: integer(0),
    totalBookings: integer(0),
    registryDone: integer(0),
    extraTime: integer(0),
    channelPartners: integer(0),
  },
  projectsOverview: emptyPage,
  directSales: directSalesRow(NO_BOOKINGS),
  channelPartnersOverview: emptyPage,
  overtime: emptyPage,
};

export const overtimePage = pageOf(overdueBooking1);
export const projectsOverviewPage = pageOf(greenValleyRow);
export const channelPartnersOverviewPage = pageOf(rakeshVermaRow);

// ------------------------------------------------------------------ drill-downs

/** Project 1's plots by status: plot 1 A-101 Available, plot 2 A-102 Booked by booking 1. */
export const greenValleyAvailablePlots = {
  name: like('Green Valley'),
  column: 'availablePlots',
  counts: {
    totalPlots: integer(2),
    available: integer(1),
    booked: integer(1),
    sold: integer(0),
    hold: integer(0),
  },
  plots: pageOf({
    plotId: integer(1),
    plotNumber: like('A-101'),
    size: number(1200),
    sizeUnit: like('sq ft'),
    status: oneOf(PLOT_STATUSES, 'Available'),
  }),
};

/** A row of a bookings drill-down; the owner's email shows for a direct sale only. */
function drillDownBooking(booking: {
  id: number;
  plotNumber: string;
  clientName: string;
  status: string;
  bookingDate: string;
  registryDate: string;
  daysOverdue: number;
  channelPartnerName: string | null;
}) {
  return {
    bookingId: integer(booking.id),
    bookingNumber: like(`BK-000${booking.id}`),
    projectId: integer(1),
    projectName: like('Green Valley'),
    plotNumber: like(booking.plotNumber),
    clientName: like(booking.clientName),
    bookingDate: day(booking.bookingDate),
    bookingStatus: oneOf(BOOKING_STATUSES, booking.status),
    registryDate: day(booking.registryDate),
    daysOverdue: integer(booking.daysOverdue),
    channelPartnerName: booking.channelPartnerName && like(booking.channelPartnerName),
    // The states' owners gave no email, so a direct sale shows none either.
    directSaleEmail: null,
  };
}

/** Project 1's Extra Time cell: overdue booking 1 of PLOT_2_BOOKED. */
export const greenValleyOverdueBookings = {
  asOf: day(AS_OF),
  name: like('Green Valley'),
  column: 'extraTime',
  counts: bookingColumnCounts(OVERDUE_DIRECT_SALE),
  bookings: pageOf(
    drillDownBooking({
      id: 1,
      plotNumber: 'A-102',
      clientName: 'Anil Mehta',
      status: 'Token',
      bookingDate: '2026-10-03',
      registryDate: '2026-11-02',
      daysOverdue: 20,
      channelPartnerName: null,
    }),
  ),
};

/** Partner 1's Token cell: booking 1 of BOOKING_1_IN_TOKEN, booked 20 days ago, on track. */
export const raviKumarTokenBookings = {
  asOf: day(AS_OF),
  name: like('Ravi Kumar'),
  column: 'token',
  counts: bookingColumnCounts({ ...NO_BOOKINGS, total: 1, token: 1, days0to30: 1 }),
  bookings: pageOf(
    drillDownBooking({
      id: 1,
      plotNumber: 'A-101',
      clientName: 'Anil Mehta',
      status: 'Token',
      bookingDate: '2026-11-02',
      registryDate: '2026-12-02',
      daysOverdue: 0,
      channelPartnerName: 'Ravi Kumar',
    }),
  ),
};

/**
 * The Direct Sales' Booking cell: booking 2 of BOOKING_2_CONFIRMED, booked on 2026-10-01 with
 * its registry due 30 days on, so 22 days overdue.
 */
export const directSalesConfirmedBookings = {
  asOf: day(AS_OF),
  name: 'Direct Sales',
  column: 'booking',
  counts: bookingColumnCounts({
    ...NO_BOOKINGS,
    total: 1,
    booking: 1,
    days31to60: 1,
    extraTime: 1,
  }),
  bookings: pageOf(
    drillDownBooking({
      id: 2,
      plotNumber: 'A-102',
      clientName: 'Kiran Joshi',
      status: 'Booking',
      bookingDate: '2026-10-01',
      registryDate: '2026-10-31',
      daysOverdue: 22,
      channelPartnerName: null,
    }),
  ),
};

/** The Direct Sales' Total cell of a business with no sale at all. */
export const noDirectSales = {
  asOf: day(AS_OF),
  name: 'Direct Sales',
  column: 'total',
  counts: bookingColumnCounts(NO_BOOKINGS),
  bookings: emptyPage,
};

// ------------------------------------------------------------------ charts

const MONTH = '^\\d{4}-(0[1-9]|1[0-2])$';

/** The 12 months to November 2026; booking 1 of PLOT_2_BOOKED, in Token, was booked in October. */
export const greenValleyBookingsByMonth = {
  asOf: day(AS_OF),
  months: Array.from({ length: 12 }, (_, i) => {
    const month = i === 0 ? '2025-12' : `2026-${String(i).padStart(2, '0')}`;
    return {
      month: regex(MONTH, month),
      pending: integer(0),
      token: integer(month === '2026-10' ? 1 : 0),
      booking: integer(0),
      registryDone: integer(0),
      cancelled: integer(0),
    };
  }),
};

/** Project 1, the only project, with overdue booking 1 in Token. */
export const greenValleyRegistryPipeline = {
  asOf: day(AS_OF),
  projects: [
    {
      projectId: integer(1),
      projectName: like('Green Valley'),
      token: integer(1),
      booking: integer(0),
      registryDone: integer(0),
      extraTime: integer(1),
    },
  ],
  totalProjects: integer(1),
};
