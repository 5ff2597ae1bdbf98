/**
 * The words of enquiries (docs/enquiries.md "Messages"): the form's and the API's rule messages,
 * and the toasts. All are ours; they read as the rest of the product's do.
 */
import { formatCount } from '../dashboard/format-count';
import { enquiryStageLabel, type EnquiryStage } from './enquiry-stage';

export const ENQUIRY_RULE_MESSAGES = {
  nameRequired: 'Name is required',
  mobileRequired: 'Mobile number is required',
  mobileDigits: 'Mobile number must contain only digits',
  mobileLength: 'Mobile number must be exactly 10 digits',
  emailInvalid: 'Please enter a valid email address',
  sourceRequired: 'Source is required',
  partnerRequired: 'Channel partner selection is required',
  partnerNotForSource: 'Only an enquiry from a channel partner names one',
  plotSizeOrder: 'Maximum plot size cannot be below the minimum',
  budgetOrder: 'Maximum budget cannot be below the minimum',
  nextActionDateInvalid: 'Next action date must be a valid date',
  nextActionRequired: 'Next action is required when it has a date',
  lostReasonRequired: 'Reason for losing the enquiry is required',
  lostReasonNotLost: 'Only a lost enquiry has a reason for losing it',
  projectRequired: 'Project selection is required',
  visitTimeRequired: 'Visit date and time are required',
  activityTextRequired: 'What was said is required',
  assigneeRequired: 'Sales person selection is required',
} as const;

export const ENQUIRY_MESSAGES = {
  fetchFailed: 'Failed to fetch enquiries',
  exportFailed: 'Failed to export enquiries',
  imported: (count: number) =>
    count === 1 ? '1 enquiry imported' : `${formatCount(count)} enquiries imported`,
  importFailed: 'Failed to import enquiries',
  importPreviewFailed: 'Failed to preview the import',
  notFound: 'Enquiry not found',
  detailsFetchFailed: 'Failed to fetch enquiry details',
  visitsFetchFailed: "The enquiry's site visits could not be loaded",
  timelineFetchFailed: "The enquiry's timeline could not be loaded",
  /** 'Today's visits' of the Enquiries page (GET /site-visits/today). */
  todaysVisitsFetchFailed: 'Failed to fetch site visits',
  noVisitsToday: 'No site visits today',
  /**
   * Whose visits the page shows: the signed-in user's own, or the Sales person filter's (by name
   * once it is known).
   */
  ownVisitsToday: 'Your site visits today',
  visitsTodayOf: (salesPerson: string | null) =>
    salesPerson === null ? "Today's site visits" : `Today's site visits of ${salesPerson}`,
  added: 'Enquiry added successfully',
  updated: 'Enquiry updated successfully',
  deleted: 'Enquiry deleted successfully',
  addFailed: 'Failed to add enquiry',
  saveFailed: 'Failed to save enquiry',
  deleteFailed: 'Failed to delete enquiry',
  empty: 'No enquiries found',
  confirmDelete: 'Are you sure you want to delete this enquiry?',
  stageChanged: (stage: EnquiryStage) => `Enquiry moved to ${enquiryStageLabel(stage)}`,
  stageChangeFailed: 'Failed to change the enquiry stage',
  assigned: (count: number) => (count === 1 ? '1 enquiry assigned' : `${count} enquiries assigned`),
  assignFailed: 'Failed to assign enquiries',
  visitScheduled: 'Site visit scheduled',
  visitUpdated: 'Site visit updated',
  visitSaveFailed: 'Failed to save site visit',
  activityLogged: 'Logged on the enquiry',
  activityFailed: 'Failed to log on the enquiry',
  /** The 409 of a mobile number already on an open enquiry, in the form and from the API. */
  duplicateMobile: 'An open enquiry already has this mobile number',
  stageNotAllowed: (from: EnquiryStage, to: EnquiryStage) =>
    `An enquiry cannot move from ${enquiryStageLabel(from)} to ${enquiryStageLabel(to)}`,
  bookedOnlyByBooking: 'An enquiry is booked by saving a booking from it',
  bookedNotDeleted: 'A booked enquiry cannot be deleted: its booking refers to it',
  /** A 409 stale_edit: someone saved the enquiry since it was read. */
  stale: 'This enquiry was changed by someone else. Reload it and try again.',
  /** A visit asked of a closed enquiry. */
  closedTakesNoVisit: 'A booked or lost enquiry takes no site visit',
  tooManyVisits: 'An enquiry holds at most 200 site visits',
  /** A booking saved from an enquiry names one that is there and still open. */
  enquiryToBookMissing: 'Enquiry not found',
  closedNotBooked: 'A booked or lost enquiry cannot be booked again',
  bookedOnCreateOnly: 'A booking is saved from an enquiry only when it is made',
} as const;
