/**
 * What the Enquiries screen is given and hands back (docs/enquiries.md). Each record has the shape
 * of the API's schema of the same name (openapi.yaml: Enquiry, SiteVisit, EnquiryTimelineEntry),
 * so a host passes what the server answers as it is; typed by its shape, so ui needs no api-client.
 * What the screen hands back is the body of the API's request (EnquiryCreateRequest, …).
 */
import type {
  CalendarDate,
  EnquiryActivityKind,
  EnquiryImportMapping,
  EnquiryNextActionFilter,
  EnquiryPayload,
  EnquirySource,
  EnquiryStage,
  EnquiryTimelineKind,
  LostReason,
  SiteVisitOutcome,
  SiteVisitPayload,
} from '@plotline/domain';
import type {
  ChoiceSource,
  ListQuery,
  ListSort,
  ListState,
  Loadable,
  OpenedRecord,
  ProjectChoice,
  SaveOutcome,
  SaveRefusal,
} from '../../patterns';
import type { ChannelPartnerChoice } from '../BookingsScreen/bookings-screen-types';

/** A user as an enquiry or a visit names them (EnquiryPerson), and as the user pickers offer them. */
export type EnquiryPerson = { id: number; name: string };

/** A project an enquiry is interested in, or a visit goes to (EnquiryProject). */
export type EnquiryProject = { id: number; name: string };

/** One enquiry whole, as GET /enquiries/{id} answers it and each row of GET /enquiries/filtered. */
export type EnquiryRecord = {
  id: number;
  name: string;
  mobileNumber: string;
  email: string | null;
  source: EnquirySource;
  channelPartnerId: number | null;
  channelPartnerName: string | null;
  /** The portal's name, who referred the buyer, or what 'Other' means. */
  sourceDetail: string | null;
  /** The projects the buyer is interested in, as picked. */
  projects: readonly EnquiryProject[];
  /** Square feet. */
  plotSizeMin: number | null;
  plotSizeMax: number | null;
  /** Rupees. */
  budgetMin: number | null;
  budgetMax: number | null;
  /** The sales person; null once nobody is. */
  assignedTo: EnquiryPerson | null;
  stage: EnquiryStage;
  /** Why it was lost; null unless it is Lost. */
  lostReason: LostReason | null;
  nextAction: string | null;
  nextActionDate: CalendarDate | null;
  notes: string | null;
  /** The booking saved from it, once Booked. */
  bookingId: number | null;
  /** Sent back with an edit or a move, so a stale one is refused. */
  version: number;
  /** ISO timestamps. */
  createdAt: string;
  updatedAt: string;
};

/** A site visit (SiteVisit): a buyer taken to a project at a date and time. */
export type SiteVisitRecord = {
  id: number;
  enquiryId: number;
  enquiryName: string;
  project: EnquiryProject;
  /** An RFC 3339 instant. */
  scheduledAt: string;
  accompaniedBy: EnquiryPerson | null;
  outcome: SiteVisitOutcome;
  notes: string | null;
  createdAt: string;
};

/**
 * One thing that happened to an enquiry (EnquiryTimelineEntry): a call or note (`text`), a site
 * visit (`siteVisit`, at the time it was scheduled for), or a stage change (`fromStage`, null when
 * it was added, and `toStage`, with `lostReason` on a move to Lost).
 */
export type EnquiryTimelineEntry = {
  kind: EnquiryTimelineKind;
  /** An ISO timestamp. */
  at: string;
  /** Who logged it or made the change; null for a user since deleted. */
  by: EnquiryPerson | null;
  text?: string;
  siteVisit?: SiteVisitRecord;
  fromStage?: EnquiryStage | null;
  toStage?: EnquiryStage;
  lostReason?: LostReason;
};

/** The list's filters, named as GET /enquiries/filtered takes them; null means 'all'. */
export type EnquiryFilters = {
  /** The buyer's name, the mobile number's digits or the email. */
  searchTerm: string;
  stage: EnquiryStage | null;
  source: EnquirySource | null;
  /** The sales person's user id. */
  assignedToId: number | null;
  /** A project the enquiry is interested in. */
  projectId: number | null;
  nextAction: EnquiryNextActionFilter | null;
  /** Added in this month ('YYYY-MM', the business's calendar), as the Dashboard's funnel counts. */
  createdMonth: string | null;
  /** Lost for this reason. */
  lostReason: LostReason | null;
};

/** Every filter off, as Clear All Filters leaves them. */
export const NO_ENQUIRY_FILTERS: EnquiryFilters = {
  searchTerm: '',
  stage: null,
  source: null,
  assignedToId: null,
  projectId: null,
  nextAction: null,
  createdMonth: null,
  lostReason: null,
};

/** What the list can be sorted by, in the API's words. */
export type EnquirySortBy = 'CreatedAt' | 'NextActionDate' | 'Name';
export type EnquirySort = ListSort<EnquirySortBy>;

export type EnquiryListQuery = ListQuery<EnquiryFilters, EnquirySort>;

/**
 * The list (a table, paged), the board (a column per stage), or a sales person's site visits of
 * the business's today ('Today's visits').
 */
export type EnquiryView = 'list' | 'board' | 'visits';

/**
 * One stage's column of the board: its first cards, paged by the host with the list's filters
 * but the stage, and how many the column holds (`totalCountEstimated`: the column says 'about').
 */
export type EnquiryBoardColumn = ListState<EnquiryRecord> & {
  /** Asks for the column's next cards; left out once the column shows every card. */
  onShowMore?: () => void;
  /** The next cards are loading. */
  isLoadingMore?: boolean;
};

export type EnquiryBoardColumns = Readonly<Record<EnquiryStage, EnquiryBoardColumn>>;

/**
 * A sales person's site visits of the business's today (GET /site-visits/today): the Sales person
 * filter's when it names one, else the signed-in user's own; earliest first, at most 200.
 */
export type TodaysSiteVisits = Loadable<readonly SiteVisitRecord[]>;

/** Which view is shown (the host keeps it in its URL), the board's columns and today's visits. */
export type EnquiryViews = {
  shown: EnquiryView;
  onShownChange: (view: EnquiryView) => void;
  /** What the board shows; a host loads it while the board is shown. */
  board: EnquiryBoardColumns;
  /**
   * What 'Today's visits' shows; a host loads it while it is shown. Left out, the switch offers
   * no 'Today's visits'.
   */
  todaysVisits?: TodaysSiteVisits;
};

/** What the user may do: enquiries.create, .edit, .delete and .assign. */
export type EnquiryGrants = { create: boolean; edit: boolean; delete: boolean; assign: boolean };

/** The pickers of the filters and of the dialogs, each searched apart from the others. */
export type EnquiryChoices = {
  filter: {
    /** The projects found for what was typed in the Project filter; `chosen` names the filtered one. */
    projects: ChoiceSource<ProjectChoice>;
    /** The users found for the Sales person filter; `chosen` names the filtered one. */
    salesPeople: ChoiceSource<EnquiryPerson>;
  };
  /**
   * The enquiry form's, the site visit form's and the assign dialog's, never open together: the
   * projects, the active channel partners, and the active users (a sales person, or who
   * accompanies a visit).
   */
  form: {
    projects: ChoiceSource<ProjectChoice>;
    partners: ChoiceSource<ChannelPartnerChoice>;
    salesPeople: ChoiceSource<EnquiryPerson>;
  };
};

/**
 * What the enquiry form saves: the body of POST /enquiries (with `assignedToId` when the user may
 * assign and chose someone) or of PUT /enquiries/{id} (with the `version` it was read at), and
 * `keepBoth` once the user chose to save beside an open enquiry with the same mobile number.
 */
export type EnquirySaveRequest = EnquiryPayload & {
  assignedToId?: number | null;
  version?: number;
  keepBoth?: boolean;
};

/** 409 `duplicate_mobile`: the open enquiry that already has the mobile number. */
export type EnquiryDuplicate = { existingEnquiryId: number };

/**
 * How saving the enquiry form ended. A refusal may name fields; `duplicate` says an open enquiry
 * has the mobile number (the form offers to open it or to save anyway); `stored` is the enquiry as
 * stored now after someone else changed it (409 `stale_edit`), which the form then shows.
 */
export type EnquirySaveOutcome =
  { ok: true } | (SaveRefusal & { duplicate?: EnquiryDuplicate; stored?: EnquiryRecord });

/** The body of PATCH /enquiries/{id}/stage: Lost with its reason, any other stage without. */
export type EnquiryStageMove = { stage: EnquiryStage; lostReason?: LostReason; version: number };

/**
 * How a move ended. `conflict`: someone else moved or changed the enquiry first (409), and the
 * host reloads it; the move no longer applies.
 */
export type EnquiryChangeOutcome = { ok: true } | (SaveRefusal & { conflict?: boolean });

/** What the screen does with the enquiries besides saving and deleting them. */
export type EnquiryActions = {
  /**
   * Moves an enquiry to another stage (a board's drop, its 'Move to…' menu, the details' 'Change
   * stage'); resolves (never rejects). The card moves when the host's board shows it moved.
   */
  onChangeStage: (enquiry: EnquiryRecord, move: EnquiryStageMove) => Promise<EnquiryChangeOutcome>;
  /** Gives the enquiries to a sales person (POST /enquiries/assignment); resolves (never rejects). */
  onAssign: (enquiryIds: readonly number[], assignedToId: number) => Promise<SaveOutcome>;
};

/** A call or a note as logged (EnquiryActivityRequest). */
export type EnquiryActivity = { kind: EnquiryActivityKind; text: string };

/** The open enquiry's site visits, and scheduling or updating one. */
export type OpenedEnquiryVisits = {
  /** GET /enquiries/{id}/site-visits: the latest scheduled first. */
  list: Loadable<readonly SiteVisitRecord[]>;
  /**
   * Schedules a visit (visit null) or updates one, with the body of the request; resolves (never
   * rejects), and success closes the form. Left out (no enquiries.edit), no 'Schedule site visit'
   * nor Edit.
   */
  onSave?: (visit: SiteVisitPayload, existing: SiteVisitRecord | null) => Promise<SaveOutcome>;
};

/** The open enquiry's timeline, as loaded so far, and logging a call or a note on it. */
export type OpenedEnquiryTimeline = {
  /** GET /enquiries/{id}/timeline: every page loaded so far; shown newest first. */
  entries: Loadable<readonly EnquiryTimelineEntry[]>;
  /** Asks for the next page; left out once every entry is loaded. */
  onShowMore?: () => void;
  isLoadingMore?: boolean;
  /**
   * Logs a call or a note (POST /enquiries/{id}/activities); resolves (never rejects), and
   * success closes the form. Left out (no enquiries.edit), no 'Log call' nor 'Add note'.
   */
  onLog?: (activity: EnquiryActivity) => Promise<SaveOutcome>;
};

/**
 * The enquiry whose details are open over the list (/enquiries/:id): the host's load of it, its
 * site visits and its timeline, and where its booking is.
 */
export type OpenedEnquiry = OpenedRecord<EnquiryRecord> & {
  siteVisits: OpenedEnquiryVisits;
  timeline: OpenedEnquiryTimeline;
  /** Where a booking is shown, e.g. '/bookings/12'; left out, a Booked enquiry names it only. */
  bookingHref?: (bookingId: number) => string;
  /**
   * Starts a booking from the enquiry (an open one); left out (no bookings.create), there is no
   * 'Book a plot'.
   */
  onBookPlot?: (enquiry: EnquiryRecord) => void;
};

/** A mapping that serves (EnquiryImportMapping): the name's and the mobile number's columns named. */
export type EnquiryImportColumns = EnquiryImportMapping & { name: number; mobileNumber: number };

/**
 * What the import asks of a file (EnquiryImportRequest): the file's text, which column fills each
 * field, the source of rows without one, and the sales person (left out: the user themself).
 */
export type EnquiryImportRequest = {
  csv: string;
  mapping: EnquiryImportColumns;
  source: EnquirySource;
  assignedToId?: number;
};

/** The import itself (EnquiryImportCommit): the request, and how many rows its preview said it adds. */
export type EnquiryImportCommit = EnquiryImportRequest & { previewedCount: number };

/** What the import does with a row: shown 'Will be added', 'Duplicate', 'Refused'. */
export type EnquiryImportOutcome = 'Create' | 'Duplicate' | 'Refused';

/** One row of the file as the preview judges it (EnquiryImportRow). */
export type EnquiryImportRow = {
  /** Its number as a spreadsheet shows it, the header being row 1. */
  row: number;
  outcome: EnquiryImportOutcome;
  name: string | null;
  mobileNumber: string | null;
  /** Why it is refused, or whose duplicate it is; empty for a row that is added. */
  messages: readonly string[];
  /** The open enquiry a duplicate's mobile number is on. */
  existingEnquiryId: number | null;
  /** The earlier row of the file a duplicate repeats. */
  duplicateOfRow: number | null;
};

/** What importing the file would do, row by row (EnquiryImportPreview). */
export type EnquiryImportPreview = {
  rows: readonly EnquiryImportRow[];
  createCount: number;
  duplicateCount: number;
  refusedCount: number;
};

/**
 * How a preview ended: the preview, or a refusal whose `fieldErrors` (`csv`, `mapping`) the
 * dialog shows; the host toasts any other failure.
 */
export type EnquiryImportPreviewOutcome = { ok: true; preview: EnquiryImportPreview } | SaveRefusal;

/**
 * How an import ended. `changed`: the file or the enquiries changed since the preview (409
 * `import_changed`), nothing was created, and the dialog previews again; `fieldErrors` (`csv`,
 * `mapping`) are shown in the dialog.
 */
export type EnquiryImportResultOutcome = { ok: true } | (SaveRefusal & { changed?: boolean });

/**
 * Enquiries in and out as CSV files: the filtered list exported, and a portal's or spreadsheet's
 * export imported. Each handler resolves (never rejects); one left out hides its button.
 */
export type EnquiryTransfer = {
  /**
   * Downloads every enquiry the filters match, in the list's sort (GET /enquiries/export).
   * Left out (no enquiries.view), no 'Export CSV'.
   */
  onExport?: () => Promise<void>;
  /** Says what importing the file would do (POST /enquiries/import/preview). */
  onPreviewImport?: (request: EnquiryImportRequest) => Promise<EnquiryImportPreviewOutcome>;
  /**
   * Imports the rows the preview said it adds (POST /enquiries/import); success closes the
   * dialog. Left out with onPreviewImport (no enquiries.create), no 'Import CSV'.
   */
  onImport?: (commit: EnquiryImportCommit) => Promise<EnquiryImportResultOutcome>;
};
