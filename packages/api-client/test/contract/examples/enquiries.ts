/**
 * Example enquiries, site visits and timeline entries (docs/enquiries.md), as the provider states
 * of cases/enquiries.ts create them and the server answers them. Request bodies are typed with the
 * client's own types, so an example the app could not send fails to compile.
 */
import { MatchersV3 } from '@pact-foundation/pact';
import { ENQUIRY_SOURCES, type EnquiryStage } from '@plotline/domain';
import type {
  EnquiryActivityRequest,
  EnquiryConflictCode,
  EnquiryCreateRequest,
  EnquiryImportCommit,
  EnquiryImportRequest,
  EnquiryUpdateRequest,
  SiteVisitRequest,
} from '../../../src';
import { day, oneOf, rupees } from './sales';
import { timestamp } from './users';

const { like, integer, number, regex } = MatchersV3;

const mobileNumber = (example: string) => regex('^[0-9]{10}$', example);
/** Plot sizes in square feet, whole or not. */
const squareFeet = (example: number) => number(example);

/**
 * An enquiry operation's conflict (EnquiryConflictError): its code exact, its words by type, and
 * with duplicate_mobile the open enquiry that has the number, exactly the one the state made.
 */
export function enquiryConflict(
  code: EnquiryConflictCode,
  message: string,
  existingEnquiryId?: number,
) {
  return {
    code,
    message: like(message),
    ...(existingEnquiryId === undefined ? {} : { existingEnquiryId }),
  };
}

/** Every example enquiry and visit is admin's, who is named by their full name. */
const admin = { id: integer(1), name: like('Plotline Admin') };
const greenValley = { id: integer(1), name: like('Green Valley') };

// ----------------------------------------------------------------------------- enquiries

/** Asha Verma as the enquiry form sends her: a walk-in interested in Green Valley. */
export const ashaVermaForm = {
  name: 'Asha Verma',
  mobileNumber: '9876512345',
  email: 'asha.verma@example.in',
  source: 'WalkIn',
  channelPartnerId: null,
  sourceDetail: null,
  projectIds: [1],
  plotSizeMin: 1200,
  plotSizeMax: 2400,
  budgetMin: 3000000,
  budgetMax: 4500000,
  nextAction: 'Call back with the price list',
  nextActionDate: '2026-11-24',
  notes: 'Prefers an east-facing plot',
} satisfies EnquiryCreateRequest;

/** A form that breaks four rules at once: no name, a short mobile, no partner, budgets reversed. */
export const brokenEnquiryForm = {
  ...ashaVermaForm,
  name: ' ',
  mobileNumber: '98765',
  source: 'ChannelPartner',
  budgetMin: 500,
  budgetMax: 100,
} satisfies EnquiryCreateRequest;

/** Asha's husband calling from her number: the form, once told to keep both enquiries. */
export const ashaVermaAgainForm = {
  ...ashaVermaForm,
  name: 'Rohit Verma',
  email: null,
  source: 'Phone',
  notes: 'Calling for his wife, Asha Verma',
} satisfies EnquiryCreateRequest;

/** Enquiry 1's details edited from version 0: a larger budget and a date for the visit. */
export const ashaVermaEditedForm = {
  ...ashaVermaForm,
  budgetMax: 5000000,
  nextAction: 'Show the corner plots',
  nextActionDate: '2026-11-26',
  version: 0,
} satisfies EnquiryUpdateRequest;

/**
 * Enquiry 1, as ASHA_VERMA_NEW makes it; its stage exact, as the state names it (and every move
 * the server makes of it is the point of its interaction).
 */
export const ashaVerma = {
  id: integer(1),
  name: like('Asha Verma'),
  mobileNumber: mobileNumber('9876512345'),
  email: like('asha.verma@example.in'),
  source: oneOf(ENQUIRY_SOURCES, 'WalkIn'),
  channelPartnerId: null,
  channelPartnerName: null,
  sourceDetail: null,
  projects: [greenValley],
  plotSizeMin: squareFeet(1200),
  plotSizeMax: squareFeet(2400),
  budgetMin: rupees(3000000),
  budgetMax: rupees(4500000),
  assignedTo: admin,
  stage: 'New' as EnquiryStage,
  lostReason: null,
  nextAction: like('Call back with the price list'),
  nextActionDate: day('2026-11-24'),
  notes: like('Prefers an east-facing plot'),
  // No call or note logged yet.
  lastActivityAt: null,
  bookingId: null,
  version: integer(0),
  createdAt: timestamp('2026-11-20T05:00:00.000Z'),
  updatedAt: timestamp('2026-11-20T05:00:00.000Z'),
};

/** Enquiry 1 moved on from New: one version further, with the reason a move to Lost needs. */
export const ashaVermaAt = (stage: EnquiryStage, lostReason: string | null = null) => ({
  ...ashaVerma,
  stage,
  lostReason,
  version: integer(1),
  updatedAt: timestamp('2026-11-22T06:30:00.000Z'),
});

/** What createEnquiry makes of ashaVermaForm, given to the caller, admin, at stage New. */
export const ashaVermaCreated = {
  ...ashaVerma,
  createdAt: timestamp('2026-11-22T06:30:00.000Z'),
  updatedAt: timestamp('2026-11-22T06:30:00.000Z'),
};

/** The second enquiry of Asha's number, kept beside enquiry 1. */
export const rohitVermaCreated = {
  ...ashaVermaCreated,
  id: integer(2),
  name: like('Rohit Verma'),
  email: null,
  source: oneOf(ENQUIRY_SOURCES, 'Phone'),
  notes: like('Calling for his wife, Asha Verma'),
};

/** Enquiry 1 with the edits of ashaVermaEditedForm, version 1. */
export const ashaVermaEdited = {
  ...ashaVerma,
  budgetMax: rupees(5000000),
  nextAction: like('Show the corner plots'),
  nextActionDate: day('2026-11-26'),
  version: integer(1),
  updatedAt: timestamp('2026-11-22T06:30:00.000Z'),
};

/** Enquiry 2, as RAHUL_MEHTA_VISIT_SCHEDULED makes it: two moves on, so version 2. */
export const rahulMehta = {
  id: integer(2),
  name: like('Rahul Mehta'),
  mobileNumber: mobileNumber('9829011223'),
  email: null,
  source: oneOf(ENQUIRY_SOURCES, 'PropertyPortal'),
  channelPartnerId: null,
  channelPartnerName: null,
  sourceDetail: like('99acres'),
  projects: [greenValley],
  plotSizeMin: null,
  plotSizeMax: null,
  budgetMin: null,
  budgetMax: rupees(6000000),
  assignedTo: admin,
  stage: 'SiteVisitScheduled' as EnquiryStage,
  lostReason: null,
  nextAction: like('Meet at the site office'),
  nextActionDate: day('2026-11-25'),
  notes: null,
  // The note of 2026-11-21, the last call or note logged on it.
  lastActivityAt: timestamp('2026-11-21T08:00:00.000Z'),
  bookingId: null,
  version: integer(2),
  createdAt: timestamp('2026-11-18T04:30:00.000Z'),
  updatedAt: timestamp('2026-11-20T10:00:00.000Z'),
};

/** Enquiry 4, lost in November for a budget mismatch: the funnel's 'Lost reasons' open it. */
export const nehaGuptaLost = {
  id: integer(4),
  name: like('Neha Gupta'),
  mobileNumber: mobileNumber('9812345670'),
  email: null,
  source: oneOf(ENQUIRY_SOURCES, 'Website'),
  channelPartnerId: null,
  channelPartnerName: null,
  sourceDetail: null,
  projects: [greenValley],
  plotSizeMin: null,
  plotSizeMax: null,
  budgetMin: null,
  budgetMax: null,
  assignedTo: admin,
  stage: 'Lost' as EnquiryStage,
  lostReason: 'BudgetMismatch',
  nextAction: null,
  nextActionDate: null,
  notes: null,
  lastActivityAt: null,
  bookingId: null,
  version: integer(2),
  createdAt: timestamp('2026-11-05T05:00:00.000Z'),
  updatedAt: timestamp('2026-11-07T05:00:00.000Z'),
};

/** A list page holding exactly these rows, in this order. */
export const enquiryPage = (rows: unknown[]) => ({
  data: rows,
  totalCount: rows.length,
  totalCountEstimated: false,
  totalPages: 1,
  hasNextPage: false,
  hasPreviousPage: false,
});

// --------------------------------------------------------------------------- site visits

/** Enquiry 1's first visit as the visit form sends it: 11:00 in India on 2026-11-26. */
export const ashaVermaVisitForm = {
  projectId: 1,
  scheduledAt: '2026-11-26T11:00:00+05:30',
  accompaniedById: 1,
  outcome: 'Scheduled',
  notes: 'Bring the family',
} satisfies SiteVisitRequest;

/** The visit scheduleSiteVisit makes of ashaVermaVisitForm. */
export const ashaVermaVisit = {
  id: integer(1),
  enquiryId: integer(1),
  enquiryName: like('Asha Verma'),
  project: greenValley,
  scheduledAt: timestamp('2026-11-26T05:30:00.000Z'),
  accompaniedBy: admin,
  outcome: 'Scheduled',
  notes: like('Bring the family'),
  createdAt: timestamp('2026-11-22T06:30:00.000Z'),
};

/** Site visit 1 of enquiry 2, as RAHUL_MEHTA_VISIT_SCHEDULED makes it. */
export const rahulMehtaVisit = {
  id: integer(1),
  enquiryId: integer(2),
  enquiryName: like('Rahul Mehta'),
  project: greenValley,
  scheduledAt: timestamp('2026-11-25T05:30:00.000Z'),
  accompaniedBy: admin,
  outcome: 'Scheduled',
  notes: like('Coming with his parents'),
  createdAt: timestamp('2026-11-20T10:00:00.000Z'),
};

/** Site visit 1 recorded as done from the visit form, at the time it was scheduled for. */
export const rahulMehtaVisitDoneForm = {
  projectId: 1,
  scheduledAt: '2026-11-25T11:00:00+05:30',
  accompaniedById: 1,
  outcome: 'Done',
  notes: 'Liked the corner plots near the park',
} satisfies SiteVisitRequest;

export const rahulMehtaVisitDone = {
  ...rahulMehtaVisit,
  outcome: 'Done',
  notes: like('Liked the corner plots near the park'),
};

/** Site visit 2 of enquiry 3, at 11:00 on the provider's today (the examples' 2026-11-22). */
export const kavyaIyerVisitToday = {
  id: integer(2),
  enquiryId: integer(3),
  enquiryName: like('Kavya Iyer'),
  project: greenValley,
  scheduledAt: timestamp('2026-11-22T05:30:00.000Z'),
  accompaniedBy: admin,
  outcome: 'Scheduled',
  notes: null,
  createdAt: timestamp('2026-11-21T09:10:00.000Z'),
};

// ------------------------------------------------------------------------------ timeline

/** A call logged on enquiry 1 from its timeline. */
export const ashaVermaCallForm = {
  kind: 'Call',
  text: 'Sent the price list on WhatsApp; she will visit this weekend',
} satisfies EnquiryActivityRequest;

export const ashaVermaCallLogged = {
  kind: 'Call',
  at: timestamp('2026-11-22T06:30:00.000Z'),
  by: admin,
  text: like(ashaVermaCallForm.text),
};

const stageChange = (from: EnquiryStage | null, to: EnquiryStage, at: string) => ({
  kind: 'StageChange',
  at: timestamp(at),
  by: admin,
  fromStage: from,
  toStage: to,
});

/**
 * Enquiry 2's timeline, newest first: visit 1 at the time it is scheduled for, the note, the move
 * visit 1 made, the move after the call, the call, and the enquiry added at New.
 */
export const rahulMehtaTimeline = [
  {
    kind: 'SiteVisit',
    at: timestamp('2026-11-25T05:30:00.000Z'),
    by: admin,
    siteVisit: rahulMehtaVisit,
  },
  {
    kind: 'Note',
    at: timestamp('2026-11-21T08:00:00.000Z'),
    by: admin,
    text: like('Wants a corner plot facing the park'),
  },
  stageChange('Contacted', 'SiteVisitScheduled', '2026-11-20T10:00:00.000Z'),
  stageChange('New', 'Contacted', '2026-11-19T06:05:00.000Z'),
  {
    kind: 'Call',
    at: timestamp('2026-11-19T06:00:00.000Z'),
    by: admin,
    text: like('Asked for the price list; will visit next week'),
  },
  stageChange(null, 'New', '2026-11-18T04:30:00.000Z'),
];

/**
 * The funnel of November 2026 over enquiries 1 and 2 and the funnel's state (enquiry 4 lost for
 * a budget mismatch, enquiry 5 booked; enquiry 6, of October, left out), every one admin's: each
 * figure exact, as the Dashboard shows it.
 */
export const novemberFunnel = {
  month: '2026-11',
  created: 4,
  booked: 1,
  conversionRate: 0.25,
  stages: [
    { stage: 'New', count: 1 },
    { stage: 'Contacted', count: 0 },
    { stage: 'SiteVisitScheduled', count: 1 },
    { stage: 'SiteVisitDone', count: 0 },
    { stage: 'Negotiation', count: 0 },
    { stage: 'Booked', count: 1 },
    { stage: 'Lost', count: 1 },
  ],
  lostReasons: [
    { reason: 'BudgetMismatch', count: 1 },
    { reason: 'LocationNotSuitable', count: 0 },
    { reason: 'BoughtElsewhere', count: 0 },
    { reason: 'NotReachable', count: 0 },
    { reason: 'NotInterested', count: 0 },
    { reason: 'Other', count: 0 },
  ],
  bySource: [
    { source: 'WalkIn', created: 1, booked: 0 },
    { source: 'Phone', created: 0, booked: 0 },
    { source: 'Website', created: 1, booked: 0 },
    { source: 'PropertyPortal', created: 1, booked: 0 },
    { source: 'ChannelPartner', created: 0, booked: 0 },
    { source: 'Referral', created: 1, booked: 1 },
    { source: 'Other', created: 0, booked: 0 },
  ],
  bySalesPerson: [{ userId: 1, name: like('Plotline Admin'), created: 4, booked: 1 }],
};

// ------------------------------------------------------------------ import and export

/** The export's header row: the import's fields first, so an export imports again. */
export const ENQUIRIES_CSV_HEADER =
  'Name,Mobile number,Email,Source,Source detail,Channel partner,Projects of interest,Plot size from,Plot size to,Budget from,Budget to,Next action,Next action date,Notes,Stage,Lost reason,Sales person,Created at';

/**
 * A portal's export of three rows: a new buyer (written with +91 and spaces), Asha Verma's number
 * again, and a row with no name.
 */
const PORTAL_CSV = [
  'Customer Name,Phone,Email,Project',
  'Sunita Rao,+91 98450 11111,sunita.rao@example.in,Green Valley',
  'A. Verma,9876512345,,',
  ',9845022222,,',
].join('\r\n');

export const portalImportForm: EnquiryImportRequest = {
  csv: PORTAL_CSV,
  mapping: { name: 0, mobileNumber: 1, email: 2, projects: 3 },
  source: 'PropertyPortal',
};

export const portalImportPreview = {
  rows: [
    {
      row: 2,
      outcome: 'Create',
      name: 'Sunita Rao',
      mobileNumber: '9845011111',
      messages: [],
      existingEnquiryId: null,
      duplicateOfRow: null,
    },
    {
      row: 3,
      outcome: 'Duplicate',
      name: 'A. Verma',
      mobileNumber: '9876512345',
      messages: [like('An open enquiry already has this mobile number')],
      existingEnquiryId: 1,
      duplicateOfRow: null,
    },
    {
      row: 4,
      outcome: 'Refused',
      name: null,
      mobileNumber: '9845022222',
      messages: [like('Name is required')],
      existingEnquiryId: null,
      duplicateOfRow: null,
    },
  ],
  createCount: 1,
  duplicateCount: 1,
  refusedCount: 1,
};

export const portalImportCommit = (previewedCount: number): EnquiryImportCommit => ({
  ...portalImportForm,
  previewedCount,
});
