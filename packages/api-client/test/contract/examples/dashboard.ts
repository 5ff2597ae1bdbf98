/**
 * Example dashboard figures, as the server computes them for the states of the
 * getDashboardSummary cases (see cases/extensions.ts).
 */
import { MatchersV3 } from '@pact-foundation/pact';

const { like, eachLike, integer, regex, date } = MatchersV3;

const calendarDate = (example: string) => date('yyyy-MM-dd', example);

/** The server's today in the examples; the overdue dates below are counted back from it. */
const AS_OF = '2026-11-22';

/** The overview rows every partner and the direct sales share. */
function partnerRow(counts: {
  total: number;
  token: number;
  days31to60: number;
  extraTime: number;
}) {
  return {
    total: integer(counts.total),
    token: integer(counts.token),
    booking: integer(0),
    registryDone: integer(0),
    cancelled: integer(0),
    days0to30: integer(0),
    days31to60: integer(counts.days31to60),
    days61to90: integer(0),
    extraTime: integer(counts.extraTime),
  };
}

/** Always the first row; its fixed label and null id tell it apart from the partners. */
const directSalesRow = (counts: Parameters<typeof partnerRow>[0]) => ({
  channelPartnerId: null,
  partnerName: 'Direct Sales',
  ...partnerRow(counts),
});

const NO_BOOKINGS = { total: 0, token: 0, days31to60: 0, extraTime: 0 };

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
  plotOwnerName: like('Ravi Kumar'),
  channelPartnerName: null,
  bookingStatus: regex('^(Token|Booking)$', 'Token'),
  bookingDate: calendarDate('2026-10-03'),
  registryDate: calendarDate('2026-11-02'),
  daysOverdue: integer(20),
  severity: regex('^(yellow|orange|red)$', 'orange'),
};

/** Project 1 with plot 2 held by overdue booking 1, and partner 1 with no bookings yet. */
export const greenValleyDashboard = {
  asOf: calendarDate(AS_OF),
  cards: {
    totalProjects: integer(1),
    totalPlots: integer(2),
    totalBookings: integer(1),
    registryDone: integer(0),
    extraTime: integer(1),
    channelPartners: integer(1),
  },
  projectsOverview: eachLike({
    projectId: integer(1),
    projectName: like('Green Valley'),
    totalPlots: integer(2),
    availablePlots: integer(1),
    token: integer(1),
    booking: integer(0),
    extraTime: integer(1),
    registryDone: integer(0),
  }),
  // Exactly these two rows: the direct sales, then the one partner.
  channelPartnersOverview: [
    directSalesRow({ total: 1, token: 1, days31to60: 1, extraTime: 1 }),
    { channelPartnerId: integer(1), partnerName: like('Rakesh Verma'), ...partnerRow(NO_BOOKINGS) },
  ],
  overtime: eachLike(overdueBooking1),
};

/** A business with nothing in it yet: the empty states, and the Direct Sales row all zeros. */
export const emptyDashboard = {
  asOf: calendarDate(AS_OF),
  cards: {
    totalProjects: integer(0),
    totalPlots: integer(0),
    totalBookings: integer(0),
    registryDone: integer(0),
    extraTime: integer(0),
    channelPartners: integer(0),
  },
  projectsOverview: [],
  channelPartnersOverview: [directSalesRow(NO_BOOKINGS)],
  overtime: [],
};
