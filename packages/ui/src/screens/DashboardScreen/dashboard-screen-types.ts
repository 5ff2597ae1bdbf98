/**
 * What the Dashboard screen is given and hands back (docs/ui-contract.md). The rows have the
 * shapes of the API's dashboard schemas, so a host passes what the server answers as it is.
 */
import type {
  BookingColumn,
  BookingStatus,
  CalendarDate,
  EnquiryFunnel,
  EnquirySource,
  EnquiryStage,
  LostReason,
  OverdueSeverity,
  PlotColumn,
  PlotStatus,
  SizeUnit,
} from '@plotline/domain';
import type { Loadable, PagedState } from '../../patterns';
import type { CollectionsSummary } from '../payments/payments-types';

export type DashboardCards = {
  totalProjects: number;
  totalPlots: number;
  totalBookings: number;
  registryDone: number;
  extraTime: number;
  channelPartners: number;
};
export type DashboardCardKey = keyof DashboardCards;

export type ProjectOverview = {
  projectId: number;
  projectName: string;
  totalPlots: number;
  availablePlots: number;
  token: number;
  booking: number;
  extraTime: number;
  registryDone: number;
};

export type BookingColumnCounts = Record<BookingColumn, number>;

/** A row of the Channel Partners Overview; channelPartnerId is null for Direct Sales. */
export type ChannelPartnerOverview = BookingColumnCounts & {
  channelPartnerId: number | null;
  partnerName: string;
  /**
   * The partner's payable commission; the API sends it only to a user with commissions.view,
   * and never on the Direct Sales row. Rows that carry it add the 'Commission' column.
   */
  commissionEarned?: number;
};

export type OvertimeBooking = {
  bookingId: number;
  bookingNumber: string;
  projectId: number;
  projectName: string;
  plotNumber: string;
  plotOwnerName: string;
  /** Null for a direct sale. */
  channelPartnerName: string | null;
  bookingStatus: 'Token' | 'Booking';
  bookingDate: CalendarDate;
  registryDate: CalendarDate;
  daysOverdue: number;
  severity: OverdueSeverity;
};

/** What the dashboard shows first: the host loads it in one request. */
export type DashboardSummary = {
  asOf: CalendarDate;
  cards: DashboardCards;
  /** Pinned as the first row of the Channel Partners Overview on every page. */
  directSales: ChannelPartnerOverview;
  /** The most overdue bookings, for the carousel, and how many are overdue in all. */
  overtime: { data: readonly OvertimeBooking[]; totalCount: number };
};

export type DashboardBooking = {
  bookingId: number;
  bookingNumber: string;
  projectId: number;
  projectName: string;
  plotNumber: string;
  clientName: string;
  bookingDate: CalendarDate;
  bookingStatus: BookingStatus;
  registryDate: CalendarDate | null;
  /** 0 when the booking is not overdue ('On track'). */
  daysOverdue: number;
  channelPartnerName: string | null;
  directSaleEmail: string | null;
};

export type DashboardPlot = {
  plotId: number;
  plotNumber: string;
  size: number;
  sizeUnit: SizeUnit;
  status: PlotStatus;
};

export type PlotStatusCounts = {
  totalPlots: number;
  available: number;
  booked: number;
  sold: number;
  hold: number;
};

/** The modal a count, card or carousel card opens; the host loads what it lists. */
export type DashboardPanel =
  | { kind: 'overtime' }
  | { kind: 'projectPlots'; projectId: number; name: string; column: PlotColumn }
  | { kind: 'projectBookings'; projectId: number; name: string; column: BookingColumn }
  /** channelPartnerId null drills into Direct Sales. */
  | {
      kind: 'partnerBookings';
      channelPartnerId: number | null;
      name: string;
      column: BookingColumn;
    };

/** What the open panel shows: the counts for its summary tiles and a page of its rows. */
export type PanelContent =
  | { kind: 'overtime'; rows: PagedState<OvertimeBooking> }
  | { kind: 'plots'; counts: PlotStatusCounts | null; rows: PagedState<DashboardPlot> }
  | {
      kind: 'bookings';
      counts: BookingColumnCounts | null;
      rows: PagedState<DashboardBooking>;
    };

export type MonthBookings = {
  /** YYYY-MM */
  month: string;
  pending: number;
  token: number;
  booking: number;
  registryDone: number;
  cancelled: number;
};

export type ProjectPipeline = {
  projectId: number;
  projectName: string;
  token: number;
  booking: number;
  registryDone: number;
  extraTime: number;
};

export type RegistryPipeline = { projects: readonly ProjectPipeline[]; totalProjects: number };

/**
 * What the viewer may read of the lists behind the figures (docs/product/access.md "The access
 * policy"); the host asks `mayRead(user, 'booking')` and `mayRead(user, 'plot')`. The figures show
 * to everyone, but the server sends a list the viewer may not read empty with its count, so the
 * screen says why in place of its rows rather than calling it empty.
 */
export type DashboardGrants = { readBookings: boolean; readPlots: boolean };

/** Where the Collections card leads: every instalment outstanding, or those a figure counts. */
export type CollectionsView = 'all' | 'dueThisMonth' | 'overdue';

/**
 * What a figure of the enquiry funnel counts, as the Enquiries list filters it (the names of GET
 * /enquiries/filtered's filters): the month's enquiries ('YYYY-MM'), narrowed as the figure is.
 */
export type EnquiryFunnelFilters = {
  createdMonth: string;
  stage?: EnquiryStage;
  lostReason?: LostReason;
  source?: EnquirySource;
  assignedToId?: number;
};

/**
 * Where a listed booking or plot opens, e.g. its details at '/bookings/42'; undefined for one the
 * viewer may not open, whose number is then plain text. Left out, none opens.
 */
export type RecordHrefs = {
  bookingHref?: (bookingId: number) => string | undefined;
  plotHref?: (plotId: number) => string | undefined;
};

export type DashboardScreenProps = {
  summary: Loadable<DashboardSummary>;
  /** Page 1 comes with the summary; the host loads the others. */
  projectsOverview: PagedState<ProjectOverview>;
  /** The partner rows only: the screen pins summary.directSales above them. */
  channelPartnersOverview: PagedState<ChannelPartnerOverview>;
  bookingsByMonth: Loadable<readonly MonthBookings[]>;
  registryPipeline: Loadable<RegistryPipeline>;
  /**
   * Where a summary card leads, pre-filtered where the list has the filter; undefined when the
   * user may not open that list (the card is then not a link). Extra Time opens the overtime
   * modal instead, the list it counts.
   */
  cardHref: (card: Exclude<DashboardCardKey, 'extraTime'>) => string | undefined;
  /** The open modal, or null. */
  panel: DashboardPanel | null;
  onPanelChange: (panel: DashboardPanel | null) => void;
  /** What the open modal lists; null while no modal is open. */
  panelContent: PanelContent | null;
  /**
   * GET /collections/summary, for the 'Collections' card; left out (a user without
   * payments.view), there is no card.
   */
  collections?: Loadable<CollectionsSummary>;
  /** Where the Collections card's figures lead; left out, they are plain figures. */
  collectionsHref?: (view: CollectionsView) => string | undefined;
  /**
   * GET /dashboard/enquiry-funnel, for the 'Enquiry funnel' card; left out (a user without
   * enquiries.view), there is no card.
   */
  enquiryFunnel?: Loadable<EnquiryFunnel>;
  /** Where the funnel's figures lead, the Enquiries list filtered; left out, plain figures. */
  enquiriesHref?: (filters: EnquiryFunnelFilters) => string | undefined;
  /** Which lists the viewer may read; left out, every one. */
  can?: DashboardGrants;
  /** Where the modals' bookings and plots open; left out, their numbers are plain text. */
  recordHrefs?: RecordHrefs;
};
