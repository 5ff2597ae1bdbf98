/** What the Bookings screen is given and what it hands back; the host maps these to its API. */
import type { BookingStatus, CalendarDate, FollowUpDraft } from '@plotline/domain';
import type {
  ChoiceSource,
  ListQuery,
  ListSort,
  Loadable,
  OpenedRecord,
  ProjectChoice,
  SaveOutcome,
} from '../../patterns';
import type { FollowUpRow } from '../FollowUpsScreen/follow-ups-screen-types';
import type {
  BookingChangeOutcome,
  BookingPlotChoice,
  EditedBooking,
} from './BookingForm/booking-form-types';
import type { BookingPaymentsProps } from './payments/BookingPaymentsSection';
import type { EnquiryToBookRequest, PlotToBookRequest } from './use-plot-to-book';
import type { PlotSizeFilter } from '../PlotsScreen/plots-screen-types';

export type { BookingChangeOutcome };

/**
 * One booking whole, as its details and the edit form read it (docs/product/records.md
 * "Booking"): what the form edits, plus its number. The API's Booking (GET /bookings/{id}) has
 * every one of these fields.
 */
export type BookingRecord = EditedBooking & {
  bookingNumber: string | null;
  /** The enquiry it was saved from (docs/enquiries.md "Conversion"), if any. */
  enquiryId?: number | null;
};

/**
 * One row of the list: what its columns show (docs/product/screens.md "Bookings"), the version a
 * status change from the row sends back, and its project, which a new booking started from a
 * project's bookings is for. The whole booking is the host's load once it is opened (`record`).
 */
export type BookingListRow = Pick<
  BookingRecord,
  | 'id'
  | 'version'
  | 'bookingNumber'
  | 'plotOwnerName'
  | 'projectId'
  | 'projectName'
  | 'plotNumber'
  | 'bookingDate'
  | 'registryDate'
  | 'salesRoute'
  | 'salesPersonName'
  | 'channelPartnerName'
  | 'bookingStatus'
>;

/** A choice in the plot and channel partner filters; projects are the shared ProjectChoice. */
export type PlotChoice = { id: number; plotNumber: string };
export type ChannelPartnerChoice = { id: number; name: string };

/** One of the staff a direct sale may name, with what the form fills in from them. */
export type SalesPersonChoice = {
  id: number;
  name: string;
  email: string;
  /** Their first role by name; null without one, to be typed. */
  designation: string | null;
};

/** The list's filters, as the filter panel shows them; null means 'all' or no date. */
export type BookingFilters = {
  searchTerm: string;
  bookingStatus: BookingStatus | null;
  projectId: number | null;
  /** A plot of the chosen project; the plot filter is disabled until a project is chosen. */
  plotId: number | null;
  channelPartnerId: number | null;
  /** Bookings dated on or after this day. */
  startDate: CalendarDate | null;
  /** Bookings dated on or before this day. */
  endDate: CalendarDate | null;
};

/** Every filter off, as Clear All Filters leaves them. */
export const NO_BOOKING_FILTERS: BookingFilters = {
  searchTerm: '',
  bookingStatus: null,
  projectId: null,
  plotId: null,
  channelPartnerId: null,
  startDate: null,
  endDate: null,
};

export type BookingSortBy =
  | 'BookingDate'
  | 'BookingNumber'
  | 'RegistryDate'
  | 'ProjectName'
  | 'PlotOwnerName'
  | 'BookingStatus';
export type BookingSort = ListSort<BookingSortBy>;

export type BookingListQuery = ListQuery<BookingFilters, BookingSort>;

/** What the filter panel's pickers offer. */
export type BookingFilterChoices = {
  /** The projects found for what was typed in the project filter; `chosen` names the filtered one. */
  projects: ChoiceSource<ProjectChoice>;
  /** The plots of the project the filters hold; the plot filter is disabled without one. */
  plots: ChoiceSource<PlotChoice>;
  /** Every partner, inactive ones too, as their bookings remain; `chosen` names the filtered one. */
  channelPartners: ChoiceSource<ChannelPartnerChoice>;
};

/** What the booking form's pickers offer, searched apart from the filters'. */
export type BookingFormChoices = {
  projects: ChoiceSource<ProjectChoice>;
  /** The active channel partners, the only ones a new sale may go through. */
  partners: ChoiceSource<ChannelPartnerChoice>;
  /**
   * The staff a direct sale may name, the signed-in user first; left out, the sales person is
   * typed only.
   */
  salesPeople?: ChoiceSource<SalesPersonChoice>;
  /**
   * The plots of the project chosen in the form as the host found them: its Available plots,
   * and the edited booking's own plot (Booked, so no search of Available plots finds it).
   */
  plots: ChoiceSource<BookingPlotChoice>;
  /** The project chosen in the form, whose plots `plots` should hold, and the edited booking's own plot. */
  onProjectChange: (projectId: number | null, ownPlotId: number | null) => void;
  /** The size range the plot picker's search is narrowed by; left out, it has no size fields. */
  onPlotSizeChange?: (range: PlotSizeFilter) => void;
  /**
   * A plot to book, asked for elsewhere ('Book this plot' on the Plots page): the form opens on a
   * new booking with its project and plot chosen.
   */
  plotToBook?: PlotToBookRequest | null;
  /**
   * An enquiry to book, asked for elsewhere ('Book a plot' on an enquiry): the form opens on a
   * new booking filled from it, and its save names the enquiry (`onSave`'s `origin`).
   */
  enquiryToBook?: EnquiryToBookRequest | null;
  /**
   * Whether the user may record payments (payments.create): the form then offers a new booking's
   * token as received, checked. Left out, it says the token is recorded later.
   */
  mayRecordToken?: boolean;
};

/** What a new booking was started from, for the host to send with it: an enquiry. */
export type BookingOrigin = { enquiryId: number };

/** Every picker of the screen: the filters' and the form's, which never narrow each other. */
export type BookingChoices = { filter: BookingFilterChoices; form: BookingFormChoices };

/**
 * How saving the booking form ended. A new booking's id comes back (`createdId`), and its details
 * open, where its work goes on. After a conflict the host hands over the booking as it is stored
 * now (`stored`), and the form shows it, so the user makes their change again over it.
 */
export type BookingSaveResult = BookingChangeOutcome & {
  createdId?: number;
  stored?: BookingRecord;
};

/** One entry of a booking's status history (GET /bookings/{id}/history), oldest first. */
export type BookingHistoryEntry = {
  id: number;
  /** Null for the status the booking was created with. */
  fromStatus: BookingStatus | null;
  toStatus: BookingStatus;
  remark: string | null;
  cancellationReason: string | null;
  actualRegistryDate: CalendarDate | null;
  registrationNumber: string | null;
  /** Null when that user has since been deleted. */
  changedBy: { displayName: string } | null;
  /** An ISO timestamp. */
  changedAt: string;
};

/**
 * The booking whose details are open over the list (/bookings/:id), or whose edit form is: `details`
 * is the host's load of the whole booking (a row holds only its columns), `history` its audit
 * entries for whoever may see them.
 */
export type OpenedBooking = OpenedRecord<BookingRecord> & {
  /** GET /bookings/{id}/history: its status changes, oldest first. */
  statusHistory: Loadable<readonly BookingHistoryEntry[]>;
  /**
   * Its payments and what the user may do with them; left out (no payments.view), its details
   * show no Payments section.
   */
  payments?: BookingPaymentsProps;
  /**
   * Its follow-ups and logging one on it; left out (no follow-up permission), its details show
   * no Follow-ups section.
   */
  followUps?: BookingFollowUps;
  /**
   * Where the enquiry a booking was saved from opens, e.g. '/enquiries/12'; left out (a viewer
   * who may not read enquiries), the details say it came from one without a link.
   */
  enquiryHref?: (enquiryId: number) => string;
};

/** A booking's follow-ups in its details, and 'Log follow-up' there. */
export type BookingFollowUps = {
  /** GET /bookingfollowups/booking/{id}: its follow-ups, newest first. */
  list: Loadable<readonly FollowUpRow[]>;
  /**
   * Logs a follow-up on the booking (POST /bookingfollowups); resolves (never rejects). Success
   * closes the form. Left out (no followups.create), the details offer no 'Log follow-up'.
   */
  onLog?: (draft: FollowUpDraft) => Promise<SaveOutcome>;
  /** Who a follow-up logged here is taken by unless changed: the signed-in user's name. */
  takenBy?: string;
};
