/** Sample dashboard figures for the Dashboard screen's stories and tests, as of TODAY. */
import {
  addDays,
  DEFAULT_PAGE_SIZE,
  enquiryFunnelOf,
  overdueSeverity,
  type EnquiryFunnel,
} from '@plotline/domain';
import { listOf } from '../../patterns';
import type { CollectionsSummary } from '../payments/payments-types';
import type { Loadable, PagedState } from '../../patterns';
import type {
  BookingColumnCounts,
  ChannelPartnerOverview,
  DashboardBooking,
  DashboardGrants,
  DashboardPlot,
  DashboardSummary,
  EnquiryFunnelFilters,
  MonthBookings,
  OvertimeBooking,
  PlotStatusCounts,
  ProjectOverview,
  RegistryPipeline,
} from './dashboard-screen-types';

export const TODAY = '2026-11-24';

const PROJECT_NAMES = [
  'Green Valley',
  'Sunrise Enclave',
  'Lake View Residency',
  'Palm Meadows',
  'Royal Orchard',
  'Silver Oak Phase 2',
  'Silver Oak Phase 10',
  'Emerald Heights',
  'Riverside Plots',
  'Hilltop Gardens',
  'Coconut Grove',
  'Temple Town Layout',
] as const;

/** Twelve projects, by name; the first few with every count, the rest quieter. */
export const PROJECTS_OVERVIEW: readonly ProjectOverview[] = PROJECT_NAMES.map(
  (projectName, index) => ({
    projectId: index + 1,
    projectName,
    totalPlots: 40 - index * 2,
    availablePlots: index % 3 === 2 ? 0 : 18 - index,
    token: index < 4 ? 4 - index : 0,
    booking: 6 - (index % 7),
    extraTime: index < 3 ? 3 - index : 0,
    registryDone: (index * 5) % 9,
  }),
);

const counts = (total: number, rest: Partial<BookingColumnCounts>): BookingColumnCounts => ({
  total,
  token: 0,
  booking: 0,
  registryDone: 0,
  cancelled: 0,
  days0to30: 0,
  days31to60: 0,
  days61to90: 0,
  extraTime: 0,
  ...rest,
});

export const DIRECT_SALES: ChannelPartnerOverview = {
  channelPartnerId: null,
  partnerName: 'Direct Sales',
  ...counts(9, { token: 2, booking: 3, registryDone: 3, cancelled: 1, days0to30: 2, extraTime: 1 }),
};

const PARTNER_NAMES = [
  'Ravi Estates',
  'Meera Kapoor',
  'Sai Properties',
  'Nirmal Realty',
  'Orbit Land Links',
  'Patel & Sons',
  'Prime Plots Agency',
  'Shree Associates',
  'Urban Nest Realtors',
  'Vasant Kunj Brokers',
  'Yamuna Consultants',
  'Zenith Partners',
] as const;

export const PARTNERS_OVERVIEW: readonly ChannelPartnerOverview[] = PARTNER_NAMES.map(
  (partnerName, index) => ({
    channelPartnerId: index + 1,
    partnerName,
    ...counts(8 - (index % 5), {
      token: index % 3,
      booking: 2,
      registryDone: 3 - (index % 4),
      cancelled: index % 2,
      days0to30: index % 3,
      days31to60: 1,
      days61to90: index % 2,
      extraTime: index < 2 ? 2 - index : 0,
    }),
  }),
);

/** As a user with commissions.view is sent them: each partner's payable commission. */
export const PARTNERS_OVERVIEW_WITH_COMMISSION: readonly ChannelPartnerOverview[] =
  PARTNERS_OVERVIEW.map((row, index) => ({
    ...row,
    commissionEarned: index === 3 ? 0 : 18500 + 12750.5 * index,
  }));

/** What is due this month and what is overdue, as of TODAY. */
export const COLLECTIONS_SUMMARY: CollectionsSummary = {
  dueThisMonth: { amount: 1245000, count: 6 },
  overdue: { amount: 1318450.5, count: 1 },
};

/**
 * November's enquiry funnel: 48 enquiries, 5 of them booked, 7 lost; three sales persons and three
 * enquiries given to nobody.
 */
export const ENQUIRY_FUNNEL: EnquiryFunnel = enquiryFunnelOf('2026-11', {
  stages: [
    { stage: 'New', count: 14 },
    { stage: 'Contacted', count: 9 },
    { stage: 'SiteVisitScheduled', count: 6 },
    { stage: 'SiteVisitDone', count: 4 },
    { stage: 'Negotiation', count: 3 },
    { stage: 'Booked', count: 5 },
    { stage: 'Lost', count: 7 },
  ],
  lostReasons: [
    { reason: 'BudgetMismatch', count: 3 },
    { reason: 'LocationNotSuitable', count: 1 },
    { reason: 'BoughtElsewhere', count: 2 },
    { reason: 'NotReachable', count: 1 },
  ],
  bySource: [
    { source: 'WalkIn', created: 12, booked: 2 },
    { source: 'Phone', created: 9, booked: 1 },
    { source: 'Website', created: 8, booked: 0 },
    { source: 'PropertyPortal', created: 10, booked: 1 },
    { source: 'ChannelPartner', created: 6, booked: 1 },
    { source: 'Referral', created: 3, booked: 0 },
  ],
  bySalesPerson: [
    { userId: 2, name: 'Ravi Kumar', created: 18, booked: 3 },
    { userId: 3, name: 'Priya Nair', created: 15, booked: 1 },
    { userId: 4, name: 'Suresh Patel', created: 12, booked: 1 },
    { userId: null, name: null, created: 3, booked: 0 },
  ],
});

/** Where a user with enquiries.view is led: the Enquiries list, its filters in the query. */
export function enquiriesListHref(filters: EnquiryFunnelFilters): string {
  const query = new URLSearchParams(
    Object.entries(filters).map(([name, value]) => [name, String(value)]),
  ).toString();
  return query ? `/enquiries?${query}` : '/enquiries';
}

/** A month without a single enquiry. */
export const EMPTY_ENQUIRY_FUNNEL: EnquiryFunnel = enquiryFunnelOf('2026-11', {
  stages: [],
  lostReasons: [],
  bySource: [],
  bySalesPerson: [],
});

const OWNERS = ['Anil Sharma', 'Priya Nair', 'Suresh Patel', 'Kavita Rao', 'Deepak Verma'];

/** Overdue bookings, most days overdue first: red, orange and yellow ones. */
export const OVERTIME_BOOKINGS: readonly OvertimeBooking[] = [45, 38, 31, 22, 15, 9, 1].map(
  (daysOverdue, index) => {
    const registryDate = addDays(TODAY, -daysOverdue);
    return {
      bookingId: 100 + index,
      bookingNumber: `BK-${String(100 + index).padStart(4, '0')}`,
      projectId: (index % 3) + 1,
      projectName: PROJECT_NAMES[index % 3]!,
      plotNumber: `A-${index + 3}`,
      plotOwnerName: OWNERS[index % OWNERS.length]!,
      channelPartnerName: index % 2 === 0 ? PARTNER_NAMES[index % 4]! : null,
      bookingStatus: index % 3 === 0 ? 'Token' : 'Booking',
      bookingDate: addDays(registryDate, -30),
      registryDate,
      daysOverdue,
      severity: overdueSeverity(daysOverdue),
    };
  },
);

export const SUMMARY: DashboardSummary = {
  asOf: TODAY,
  cards: {
    totalProjects: 12,
    totalPlots: 123456,
    totalBookings: 87,
    registryDone: 31,
    extraTime: 7,
    channelPartners: 12,
  },
  directSales: DIRECT_SALES,
  overtime: { data: OVERTIME_BOOKINGS, totalCount: OVERTIME_BOOKINGS.length },
};

/** A viewer who may read neither bookings nor plots, as a new account without a role. */
export const NO_LIST_READS: DashboardGrants = { readBookings: false, readPlots: false };

/** The summary such a viewer gets: every figure, and the overdue bookings counted, none named. */
export const SUMMARY_WITHOUT_BOOKINGS: DashboardSummary = {
  ...SUMMARY,
  overtime: { data: [], totalCount: SUMMARY.overtime.totalCount },
};

export const EMPTY_SUMMARY: DashboardSummary = {
  asOf: TODAY,
  cards: {
    totalProjects: 0,
    totalPlots: 0,
    totalBookings: 0,
    registryDone: 0,
    extraTime: 0,
    channelPartners: 0,
  },
  directSales: { channelPartnerId: null, partnerName: 'Direct Sales', ...counts(0, {}) },
  overtime: { data: [], totalCount: 0 },
};

/** The twelve months up to TODAY's, December 2025 to November 2026. */
export const BOOKINGS_BY_MONTH: readonly MonthBookings[] = [
  '2025-12',
  '2026-01',
  '2026-02',
  '2026-03',
  '2026-04',
  '2026-05',
  '2026-06',
  '2026-07',
  '2026-08',
  '2026-09',
  '2026-10',
  '2026-11',
].map((month, index) => ({
  month,
  pending: index % 4 === 0 ? 1 : 0,
  token: 2 + (index % 5),
  booking: 1 + (index % 3),
  registryDone: index % 4,
  cancelled: index % 6 === 5 ? 2 : 0,
}));

export const REGISTRY_PIPELINE: RegistryPipeline = {
  projects: PROJECTS_OVERVIEW.slice(0, 10).map((project) => ({
    projectId: project.projectId,
    projectName: project.projectName,
    token: project.token,
    booking: project.booking,
    registryDone: project.registryDone,
    extraTime: project.extraTime,
  })),
  totalProjects: PROJECTS_OVERVIEW.length,
};

export const GREEN_VALLEY_PLOT_COUNTS: PlotStatusCounts = {
  totalPlots: 40,
  available: 18,
  booked: 12,
  sold: 8,
  hold: 2,
};

const PLOT_STATUS_PATTERN = ['Available', 'Booked', 'Available', 'Sold', 'Hold'] as const;

export const GREEN_VALLEY_PLOTS: readonly DashboardPlot[] = Array.from(
  { length: 40 },
  (_, index) => ({
    plotId: 1000 + index,
    plotNumber: `A-${index + 1}`,
    size: 1200 + (index % 4) * 150,
    sizeUnit: 'sq ft',
    status: PLOT_STATUS_PATTERN[index % PLOT_STATUS_PATTERN.length]!,
  }),
);

export const GREEN_VALLEY_BOOKING_COUNTS: BookingColumnCounts = counts(14, {
  token: 4,
  booking: 6,
  registryDone: 3,
  cancelled: 1,
  days0to30: 5,
  days31to60: 3,
  extraTime: 3,
});

/** Green Valley's Token bookings: one overdue, one on track, a partner's and a direct sale. */
export const GREEN_VALLEY_TOKEN_BOOKINGS: readonly DashboardBooking[] = [
  {
    bookingId: 100,
    bookingNumber: 'BK-0100',
    projectId: 1,
    projectName: 'Green Valley',
    plotNumber: 'A-3',
    clientName: 'Anil Sharma',
    bookingDate: '2026-09-10',
    bookingStatus: 'Token',
    registryDate: '2026-10-10',
    daysOverdue: 45,
    channelPartnerName: 'Ravi Estates',
    directSaleEmail: null,
  },
  {
    bookingId: 131,
    bookingNumber: 'BK-0131',
    projectId: 1,
    projectName: 'Green Valley',
    plotNumber: 'A-12',
    clientName: 'Neha Gupta',
    bookingDate: '2026-11-20',
    bookingStatus: 'Token',
    registryDate: '2026-12-20',
    daysOverdue: 0,
    channelPartnerName: null,
    directSaleEmail: 'neha.gupta@example.com',
  },
  {
    bookingId: 133,
    bookingNumber: 'BK-0133',
    projectId: 1,
    projectName: 'Green Valley',
    plotNumber: 'B-2',
    clientName: 'Rahul Mehta',
    bookingDate: '2026-10-24',
    bookingStatus: 'Token',
    registryDate: '2026-11-23',
    daysOverdue: 1,
    channelPartnerName: null,
    directSaleEmail: null,
  },
  {
    bookingId: 140,
    bookingNumber: 'BK-0140',
    projectId: 1,
    projectName: 'Green Valley',
    plotNumber: 'C-7',
    clientName: 'Kavita Rao',
    bookingDate: '2026-11-02',
    bookingStatus: 'Token',
    registryDate: null,
    daysOverdue: 0,
    channelPartnerName: 'Meera Kapoor',
    directSaleEmail: null,
  },
];

const ignore = () => {};

export function loading<T>(): Loadable<T> {
  return { data: null, isLoading: true, error: null, onRetry: ignore };
}

export function failed<T>(error: string): Loadable<T> {
  return { data: null, isLoading: false, error, onRetry: ignore };
}

/** Page `page` of rows the story holds whole, as a host would page them. */
export function pageOf<Row>(
  rows: readonly Row[],
  page = 1,
  pageSize = DEFAULT_PAGE_SIZE,
): PagedState<Row> {
  return {
    list: listOf(rows.slice((page - 1) * pageSize, page * pageSize), { totalCount: rows.length }),
    page,
    pageSize,
    onPageChange: ignore,
  };
}

/** A page whose first load is running. */
export function pageLoading<Row>(): PagedState<Row> {
  const page = pageOf<Row>([]);
  return { ...page, list: { ...page.list, isLoading: true } };
}

/** A page whose load failed. */
export function pageFailed<Row>(error: string): PagedState<Row> {
  const page = pageOf<Row>([]);
  return { ...page, list: { ...page.list, error } };
}

/** A page as the server answers a viewer who may not read its rows: none, and their count. */
export function pageWithheld<Row>(totalCount: number): PagedState<Row> {
  const page = pageOf<Row>([]);
  return { ...page, list: { ...page.list, totalCount } };
}
