/**
 * Enquiries and their site visits (tagged extensions, docs/enquiries.md): the Enquiries screen's
 * list and board, the enquiry form, its stage moves and assignment, its visits, calls, notes and
 * timeline, and the Dashboard's visits of today.
 */
import { MatchersV3 } from '@pact-foundation/pact';
import { ENQUIRY_IMPORT_MESSAGES, ENQUIRY_MESSAGES, ENQUIRY_RULE_MESSAGES } from '@plotline/domain';
import { expect } from 'vitest';
import type { ContractCase } from '../contract-case';
import {
  ashaVerma,
  ashaVermaAt,
  ashaVermaAgainForm,
  ashaVermaCallForm,
  ashaVermaCallLogged,
  ashaVermaCreated,
  ashaVermaEdited,
  ashaVermaEditedForm,
  ashaVermaForm,
  ashaVermaVisit,
  ashaVermaVisitForm,
  brokenEnquiryForm,
  ENQUIRIES_CSV_HEADER,
  enquiryConflict,
  enquiryPage,
  kavyaIyerVisitToday,
  nehaGuptaLost,
  novemberFunnel,
  portalImportCommit,
  portalImportForm,
  portalImportPreview,
  rahulMehta,
  rahulMehtaTimeline,
  rahulMehtaVisit,
  rahulMehtaVisitDone,
  rahulMehtaVisitDoneForm,
  rohitVermaCreated,
} from '../examples/enquiries';
import { csvBody } from '../examples/csv';
import { errorBody } from '../examples/errors';
import { SWIMMING_POOL } from './amenities';
import { GREEN_VALLEY } from './projects';
import { RAVI_EXISTS } from './users';

/*
 * The states compose as every state does: each creates what it names, reusing what an earlier
 * state of the interaction made. Each enquiry state makes project 1 Green Valley (with amenity 1,
 * as GREEN_VALLEY does) when no earlier state did, and writes the enquiry as the server keeps it:
 * its stage history from the moment it was added (by admin), its version raised by each move.
 */

// No enquiry at all (the enquiries table is empty).
const NO_ENQUIRIES = 'no enquiry exists';
// Enquiry 1: name 'Asha Verma', mobileNumber '9876512345', email 'asha.verma@example.in', source WalkIn, sourceDetail null, no channel partner, projects [project 1 Green Valley], plotSizeMin 1200, plotSizeMax 2400, budgetMin 3000000, budgetMax 4500000, assigned to admin, stage New, lostReason null, nextAction 'Call back with the price list', nextActionDate 2026-11-24, notes 'Prefers an east-facing plot', lastActivityAt null, bookingId null, version 0, created by admin at 2026-11-20T05:00:00Z (updatedAt the same); its stage history (id 1): null to New by admin at 2026-11-20T05:00:00Z; no visit, call or note.
export const ASHA_VERMA_NEW =
  'enquiry 1 Asha Verma (mobile 9876512345) is at stage New, given to admin, interested in project 1 Green Valley';
// Enquiry 2: name 'Rahul Mehta', mobileNumber '9829011223', email null, source PropertyPortal, sourceDetail '99acres', no channel partner, projects [project 1 Green Valley], plot sizes and budgetMin null, budgetMax 6000000, assigned to admin, stage SiteVisitScheduled, lostReason null, nextAction 'Meet at the site office', nextActionDate 2026-11-25, notes null, lastActivityAt 2026-11-21T08:00:00Z (its note), bookingId null, version 2, created by admin at 2026-11-18T04:30:00Z, updated at 2026-11-20T10:00:00Z. Its stage history, by admin: null to New at 2026-11-18T04:30:00Z, New to Contacted at 2026-11-19T06:05:00Z, Contacted to SiteVisitScheduled at 2026-11-20T10:00:00Z. Its calls and notes, by admin: a Call 'Asked for the price list; will visit next week' at 2026-11-19T06:00:00Z and a Note 'Wants a corner plot facing the park' at 2026-11-21T08:00:00Z. Site visit 1: to project 1, scheduled for 2026-11-25T05:30:00Z (11:00 in India), accompanied by admin, outcome Scheduled, notes 'Coming with his parents', created by admin at 2026-11-20T10:00:00Z.
const RAHUL_MEHTA_VISIT_SCHEDULED =
  'enquiry 2 Rahul Mehta (mobile 9829011223) was called, moved to Contacted, then to Site visit scheduled by site visit 1 to Green Valley on 2026-11-25, and has a note';
// Enquiry 3: name 'Kavya Iyer', mobileNumber '9845067890', email 'kavya.iyer@example.in', source Phone, projects [project 1 Green Valley], no channel partner, source detail, plot sizes, budgets, next action, notes or booking (all null), lastActivityAt null, assigned to admin, stage SiteVisitScheduled, version 1, created by admin at 2026-11-21T09:00:00Z, updated at 2026-11-21T09:10:00Z; its stage history, by admin: null to New at 2026-11-21T09:00:00Z, New to SiteVisitScheduled at 2026-11-21T09:10:00Z. Site visits 2 and 3, both to project 1, accompanied by admin, outcome Scheduled, notes null, created by admin at 2026-11-21T09:10:00Z: visit 2 at 11:00 on the provider's today and visit 3 at 11:00 the next day, in the business's time zone (Asia/Kolkata unless the provider says otherwise).
export const KAVYA_IYER_VISITS_TODAY_AND_TOMORROW =
  "enquiry 3 Kavya Iyer, given to admin, has site visit 2 to Green Valley at 11:00 today and site visit 3 at 11:00 tomorrow, in the business's time zone";
// Enquiries 4, 5 and 6, each with projects [project 1 Green Valley], no channel partner, email, source detail, plot sizes, budgets, next action or notes (all null), lastActivityAt null, assigned to admin, created by admin, and its stage history by admin. Enquiry 4: name 'Neha Gupta', mobileNumber '9812345670', source Website, stage Lost, lostReason BudgetMismatch, bookingId null, version 2, created at 2026-11-05T05:00:00Z, updated at 2026-11-07T05:00:00Z; history null to New at 2026-11-05T05:00:00Z, New to Contacted at 2026-11-06T05:00:00Z, Contacted to Lost (BudgetMismatch) at 2026-11-07T05:00:00Z. Enquiry 5: name 'Vikram Singh', mobileNumber '9812345671', source Referral, sourceDetail 'Referred by an existing buyer', stage Booked (by a booking since deleted: bookingId null), lostReason null, version 1, created at 2026-11-08T05:00:00Z, updated at 2026-11-12T05:00:00Z; history null to New at 2026-11-08T05:00:00Z, New to Booked at 2026-11-12T05:00:00Z. Enquiry 6: name 'Meera Nair', mobileNumber '9812345672', source WalkIn, stage Contacted, lostReason null, bookingId null, version 1, created at 2026-10-30T05:00:00Z, updated at 2026-10-31T05:00:00Z; history null to New at 2026-10-30T05:00:00Z, New to Contacted at 2026-10-31T05:00:00Z. Each counts in the month it was added in the business's time zone: 4 and 5 in November 2026, 6 in October.
const FUNNEL_LOST_BOOKED_AND_OCTOBER =
  'enquiry 4 Neha Gupta was lost for a budget mismatch and enquiry 5 Vikram Singh was booked, both added in November 2026, and enquiry 6 Meera Nair was added in October 2026';
// Nothing to create: no enquiry has id 999.
const NO_ENQUIRY_999 = 'no enquiry has id 999';
// Nothing to create: no site visit has id 999.
const NO_SITE_VISIT_999 = 'no site visit has id 999';

const FORBIDDEN = "You don't have permission to do this";
const enquiryNotFound = errorBody('not_found', 'Enquiry not found');
const visitNotFound = errorBody('not_found', 'Site visit not found');
const notFoundChecked =
  (message: string): ContractCase['check'] =>
  ({ error }) =>
    expect(error).toEqual({ code: 'not_found', message });

/** The Enquiries screen's first page, as it asks for it with no filter: the newest first. */
const FIRST_PAGE = { page: 1, pageSize: 10, sortBy: 'CreatedAt', sortOrder: 'desc' } as const;
const FIRST_PAGE_QUERY = { page: '1', pageSize: '10', sortBy: 'CreatedAt', sortOrder: 'desc' };
/** The Dashboard funnel's 'Budget mismatch' of November, as its link opens the list. */
const FUNNEL_LOST = {
  ...FIRST_PAGE,
  createdMonth: '2026-11',
  lostReason: 'BudgetMismatch',
} as const;
const FUNNEL_LOST_QUERY = {
  ...FIRST_PAGE_QUERY,
  createdMonth: '2026-11',
  lostReason: 'BudgetMismatch',
};
/** Every filter of the list set, all of them matching enquiry 2 and none enquiry 1. */
const EVERY_FILTER = {
  ...FIRST_PAGE,
  searchTerm: 'rahul',
  stage: 'SiteVisitScheduled',
  source: 'PropertyPortal',
  assignedToId: 1,
  projectId: 1,
} as const;
const EVERY_FILTER_QUERY = {
  ...FIRST_PAGE_QUERY,
  searchTerm: 'rahul',
  stage: 'SiteVisitScheduled',
  source: 'PropertyPortal',
  assignedToId: '1',
  projectId: '1',
};

// ========================================================================= enquiries

const enquiryCases: ContractCase[] = [
  {
    operationId: 'createEnquiry',
    description: 'the form adds a walk-in, at stage New, given to whoever adds it',
    states: [NO_ENQUIRIES, SWIMMING_POOL, GREEN_VALLEY],
    request: { path: '/api/enquiries', body: ashaVermaForm },
    response: { status: 201, body: ashaVermaCreated },
    send: (client) => client.POST('/enquiries', { body: ashaVermaForm }),
    check: ({ data }) =>
      expect(data).toMatchObject({
        stage: 'New',
        assignedTo: { id: 1 },
        projects: [{ id: 1, name: 'Green Valley' }],
        version: 0,
      }),
  },
  {
    operationId: 'createEnquiry',
    description: "the form's broken rules are refused with each field's message",
    states: [NO_ENQUIRIES],
    request: { path: '/api/enquiries', body: brokenEnquiryForm },
    response: {
      status: 400,
      // The message is the first field's; the form shows each under its field.
      body: errorBody('validation_failed', ENQUIRY_RULE_MESSAGES.nameRequired, {
        name: ENQUIRY_RULE_MESSAGES.nameRequired,
        mobileNumber: ENQUIRY_RULE_MESSAGES.mobileLength,
        channelPartnerId: ENQUIRY_RULE_MESSAGES.partnerRequired,
        budgetMax: ENQUIRY_RULE_MESSAGES.budgetOrder,
      }),
    },
    send: (client) => client.POST('/enquiries', { body: brokenEnquiryForm }),
    check: ({ error }) =>
      expect(error).toMatchObject({
        code: 'validation_failed',
        errors: {
          name: 'Name is required',
          mobileNumber: 'Mobile number must be exactly 10 digits',
          channelPartnerId: 'Channel partner selection is required',
          budgetMax: 'Maximum budget cannot be below the minimum',
        },
      }),
  },
  {
    operationId: 'createEnquiry',
    description: 'a mobile number an open enquiry has is refused, naming that enquiry',
    states: [ASHA_VERMA_NEW],
    request: { path: '/api/enquiries', body: ashaVermaAgainForm },
    response: {
      status: 409,
      body: enquiryConflict('duplicate_mobile', ENQUIRY_MESSAGES.duplicateMobile, 1),
    },
    send: (client) => client.POST('/enquiries', { body: ashaVermaAgainForm }),
    // The form offers to open enquiry 1, or to save anyway.
    check: ({ error }) =>
      expect(error).toEqual({
        code: 'duplicate_mobile',
        message: ENQUIRY_MESSAGES.duplicateMobile,
        existingEnquiryId: 1,
      }),
  },
  {
    operationId: 'createEnquiry',
    description: 'told to keep both, a second enquiry of the same mobile number is saved',
    states: [ASHA_VERMA_NEW],
    request: { path: '/api/enquiries', body: { ...ashaVermaAgainForm, keepBoth: true } },
    response: { status: 201, body: rohitVermaCreated },
    send: (client) =>
      client.POST('/enquiries', { body: { ...ashaVermaAgainForm, keepBoth: true } }),
    check: ({ data }) =>
      expect(data).toMatchObject({ id: 2, name: 'Rohit Verma', mobileNumber: '9876512345' }),
  },
  {
    operationId: 'listEnquiriesFiltered',
    description: 'the first page, the newest enquiry first',
    states: [ASHA_VERMA_NEW, RAHUL_MEHTA_VISIT_SCHEDULED],
    request: { path: '/api/enquiries/filtered', query: FIRST_PAGE_QUERY },
    // Exactly the two enquiries, Asha's (added 2026-11-20) before Rahul's (2026-11-18).
    response: { status: 200, body: enquiryPage([ashaVerma, rahulMehta]) },
    send: (client) => client.GET('/enquiries/filtered', { params: { query: FIRST_PAGE } }),
    check: ({ data }) =>
      expect(data).toMatchObject({
        totalCount: 2,
        data: [
          { id: 1, stage: 'New' },
          { id: 2, stage: 'SiteVisitScheduled' },
        ],
      }),
  },
  {
    operationId: 'listEnquiriesFiltered',
    description: 'filtered by search, stage, source, sales person and project',
    states: [ASHA_VERMA_NEW, RAHUL_MEHTA_VISIT_SCHEDULED],
    request: { path: '/api/enquiries/filtered', query: EVERY_FILTER_QUERY },
    // Rahul's alone: Asha's is of another stage and source.
    response: { status: 200, body: enquiryPage([rahulMehta]) },
    send: (client) => client.GET('/enquiries/filtered', { params: { query: EVERY_FILTER } }),
    check: ({ data }) => expect(data).toMatchObject({ totalCount: 1, data: [{ id: 2 }] }),
  },
  {
    operationId: 'listEnquiriesFiltered',
    description: "the funnel's lost reason of a month opens the enquiries it counts",
    states: [ASHA_VERMA_NEW, RAHUL_MEHTA_VISIT_SCHEDULED, FUNNEL_LOST_BOOKED_AND_OCTOBER],
    request: { path: '/api/enquiries/filtered', query: FUNNEL_LOST_QUERY },
    // Neha's alone: the others of November are not lost, and October's is another month's.
    response: { status: 200, body: enquiryPage([nehaGuptaLost]) },
    send: (client) => client.GET('/enquiries/filtered', { params: { query: FUNNEL_LOST } }),
    check: ({ data }) => expect(data).toMatchObject({ totalCount: 1, data: [{ id: 4 }] }),
  },
  {
    operationId: 'listEnquiriesFiltered',
    description: 'a user without enquiries.view is refused',
    states: [ASHA_VERMA_NEW],
    caller: 'staff',
    request: { path: '/api/enquiries/filtered', query: FIRST_PAGE_QUERY },
    response: { status: 403, body: errorBody('forbidden', FORBIDDEN) },
    send: (client) => client.GET('/enquiries/filtered', { params: { query: FIRST_PAGE } }),
    // The screen says 'Failed to fetch enquiries' and shows no enquirer's name.
    check: ({ data, error }) => {
      expect(data).toBeUndefined();
      expect(error).toMatchObject({ code: 'forbidden' });
    },
  },
  {
    operationId: 'getEnquiry',
    description: 'enquiry 1, opened from the list',
    states: [ASHA_VERMA_NEW],
    request: { path: '/api/enquiries/1' },
    response: { status: 200, body: ashaVerma },
    send: (client) => client.GET('/enquiries/{id}', { params: { path: { id: 1 } } }),
    check: ({ data }) =>
      expect(data).toMatchObject({ id: 1, name: 'Asha Verma', stage: 'New', version: 0 }),
  },
  {
    operationId: 'getEnquiry',
    description: 'an unknown enquiry is not found',
    states: [NO_ENQUIRY_999],
    request: { path: '/api/enquiries/999' },
    response: { status: 404, body: enquiryNotFound },
    send: (client) => client.GET('/enquiries/{id}', { params: { path: { id: 999 } } }),
    check: notFoundChecked('Enquiry not found'),
  },
  {
    operationId: 'updateEnquiry',
    description: "enquiry 1's details are saved at the version read, one version further",
    states: [ASHA_VERMA_NEW],
    request: { path: '/api/enquiries/1', body: ashaVermaEditedForm },
    response: { status: 200, body: ashaVermaEdited },
    send: (client) =>
      client.PUT('/enquiries/{id}', { params: { path: { id: 1 } }, body: ashaVermaEditedForm }),
    // The next save must send this version.
    check: ({ data }) =>
      expect(data).toMatchObject({ budgetMax: 5000000, stage: 'New', version: 1 }),
  },
  {
    operationId: 'updateEnquiry',
    description: "another open enquiry's mobile number is refused, naming that enquiry",
    states: [ASHA_VERMA_NEW, RAHUL_MEHTA_VISIT_SCHEDULED],
    request: {
      path: '/api/enquiries/1',
      body: { ...ashaVermaEditedForm, mobileNumber: '9829011223' },
    },
    response: {
      status: 409,
      body: enquiryConflict('duplicate_mobile', ENQUIRY_MESSAGES.duplicateMobile, 2),
    },
    send: (client) =>
      client.PUT('/enquiries/{id}', {
        params: { path: { id: 1 } },
        body: { ...ashaVermaEditedForm, mobileNumber: '9829011223' },
      }),
    check: ({ error }) =>
      expect(error).toMatchObject({ code: 'duplicate_mobile', existingEnquiryId: 2 }),
  },
  {
    operationId: 'updateEnquiry',
    description: 'an unknown enquiry is not found',
    states: [NO_ENQUIRY_999],
    request: { path: '/api/enquiries/999', body: ashaVermaEditedForm },
    response: { status: 404, body: enquiryNotFound },
    send: (client) =>
      client.PUT('/enquiries/{id}', { params: { path: { id: 999 } }, body: ashaVermaEditedForm }),
    check: notFoundChecked('Enquiry not found'),
  },
  {
    operationId: 'deleteEnquiry',
    description: 'enquiry 2 is deleted with its visit, call and note',
    states: [RAHUL_MEHTA_VISIT_SCHEDULED],
    request: { path: '/api/enquiries/2' },
    response: { status: 204 },
    send: (client) => client.DELETE('/enquiries/{id}', { params: { path: { id: 2 } } }),
    check: ({ response, error }) => {
      expect(response.status).toBe(204);
      expect(error).toBeUndefined();
    },
  },
  {
    operationId: 'deleteEnquiry',
    description: 'an unknown enquiry is not found',
    states: [NO_ENQUIRY_999],
    request: { path: '/api/enquiries/999' },
    response: { status: 404, body: enquiryNotFound },
    send: (client) => client.DELETE('/enquiries/{id}', { params: { path: { id: 999 } } }),
    check: notFoundChecked('Enquiry not found'),
  },
];

// ======================================================================= stages and assignment

const stageCases: ContractCase[] = [
  {
    operationId: 'changeEnquiryStage',
    description: 'a New enquiry moves to Contacted at the version read',
    states: [ASHA_VERMA_NEW],
    request: { path: '/api/enquiries/1/stage', body: { stage: 'Contacted', version: 0 } },
    response: { status: 200, body: ashaVermaAt('Contacted') },
    send: (client) =>
      client.PATCH('/enquiries/{id}/stage', {
        params: { path: { id: 1 } },
        body: { stage: 'Contacted', version: 0 },
      }),
    check: ({ data }) =>
      expect(data).toMatchObject({ stage: 'Contacted', lostReason: null, version: 1 }),
  },
  {
    operationId: 'changeEnquiryStage',
    description: 'an enquiry is lost with its reason',
    states: [ASHA_VERMA_NEW],
    request: {
      path: '/api/enquiries/1/stage',
      body: { stage: 'Lost', lostReason: 'BudgetMismatch', version: 0 },
    },
    response: { status: 200, body: ashaVermaAt('Lost', 'BudgetMismatch') },
    send: (client) =>
      client.PATCH('/enquiries/{id}/stage', {
        params: { path: { id: 1 } },
        body: { stage: 'Lost', lostReason: 'BudgetMismatch', version: 0 },
      }),
    check: ({ data }) =>
      expect(data).toMatchObject({ stage: 'Lost', lostReason: 'BudgetMismatch' }),
  },
  {
    operationId: 'changeEnquiryStage',
    description: 'a move the stages do not allow is refused',
    states: [ASHA_VERMA_NEW],
    request: { path: '/api/enquiries/1/stage', body: { stage: 'Negotiation' } },
    response: {
      status: 409,
      body: enquiryConflict(
        'invalid_stage_change',
        ENQUIRY_MESSAGES.stageNotAllowed('New', 'Negotiation'),
      ),
    },
    send: (client) =>
      client.PATCH('/enquiries/{id}/stage', {
        params: { path: { id: 1 } },
        body: { stage: 'Negotiation' },
      }),
    // The board puts the card back where it was and says why.
    check: ({ error }) =>
      expect(error).toEqual({
        code: 'invalid_stage_change',
        message: 'An enquiry cannot move from New to Negotiation',
      }),
  },
  {
    operationId: 'changeEnquiryStage',
    description: 'Lost without a reason is refused',
    states: [ASHA_VERMA_NEW],
    request: { path: '/api/enquiries/1/stage', body: { stage: 'Lost' } },
    response: {
      status: 400,
      body: errorBody('validation_failed', ENQUIRY_RULE_MESSAGES.lostReasonRequired, {
        lostReason: ENQUIRY_RULE_MESSAGES.lostReasonRequired,
      }),
    },
    send: (client) =>
      client.PATCH('/enquiries/{id}/stage', {
        params: { path: { id: 1 } },
        body: { stage: 'Lost' },
      }),
    check: ({ error }) =>
      expect(error).toMatchObject({
        errors: { lostReason: 'Reason for losing the enquiry is required' },
      }),
  },
  {
    operationId: 'assignEnquiries',
    description: 'two enquiries are given to ravi at once',
    states: [RAVI_EXISTS, ASHA_VERMA_NEW, RAHUL_MEHTA_VISIT_SCHEDULED],
    request: { path: '/api/enquiries/assignment', body: { enquiryIds: [1, 2], assignedToId: 2 } },
    // Exactly as many as were listed: all of them moved.
    response: { status: 200, body: { assigned: 2 } },
    send: (client) =>
      client.POST('/enquiries/assignment', { body: { enquiryIds: [1, 2], assignedToId: 2 } }),
    // The screen says '2 enquiries assigned'.
    check: ({ data }) => expect(data).toEqual({ assigned: 2 }),
  },
  {
    operationId: 'assignEnquiries',
    description: 'a list naming an unknown enquiry is refused whole',
    states: [RAVI_EXISTS, ASHA_VERMA_NEW, NO_ENQUIRY_999],
    request: {
      path: '/api/enquiries/assignment',
      body: { enquiryIds: [1, 999], assignedToId: 2 },
    },
    response: {
      status: 400,
      body: errorBody('validation_failed', 'Enquiry 999 not found', {
        enquiryIds: 'Enquiry 999 not found',
      }),
    },
    send: (client) =>
      client.POST('/enquiries/assignment', { body: { enquiryIds: [1, 999], assignedToId: 2 } }),
    check: ({ error }) =>
      expect(error).toMatchObject({
        code: 'validation_failed',
        errors: { enquiryIds: 'Enquiry 999 not found' },
      }),
  },
];

// =============================================================================== site visits

const siteVisitCases: ContractCase[] = [
  {
    operationId: 'listEnquirySiteVisits',
    description: "an enquiry's site visits",
    states: [RAHUL_MEHTA_VISIT_SCHEDULED],
    request: { path: '/api/enquiries/2/site-visits' },
    response: { status: 200, body: [rahulMehtaVisit] },
    send: (client) => client.GET('/enquiries/{id}/site-visits', { params: { path: { id: 2 } } }),
    check: ({ data }) =>
      expect(data).toMatchObject([{ id: 1, enquiryId: 2, outcome: 'Scheduled' }]),
  },
  {
    operationId: 'listEnquirySiteVisits',
    description: 'an unknown enquiry is not found',
    states: [NO_ENQUIRY_999],
    request: { path: '/api/enquiries/999/site-visits' },
    response: { status: 404, body: enquiryNotFound },
    send: (client) => client.GET('/enquiries/{id}/site-visits', { params: { path: { id: 999 } } }),
    check: notFoundChecked('Enquiry not found'),
  },
  {
    operationId: 'scheduleSiteVisit',
    description: 'a visit is scheduled for a New enquiry',
    states: [ASHA_VERMA_NEW],
    request: { path: '/api/enquiries/1/site-visits', body: ashaVermaVisitForm },
    response: { status: 201, body: ashaVermaVisit },
    send: (client) =>
      client.POST('/enquiries/{id}/site-visits', {
        params: { path: { id: 1 } },
        body: ashaVermaVisitForm,
      }),
    // The instant comes back in UTC: 11:00 in India is 05:30Z.
    check: ({ data }) =>
      expect(data).toMatchObject({
        enquiryId: 1,
        scheduledAt: '2026-11-26T05:30:00.000Z',
        outcome: 'Scheduled',
      }),
  },
  {
    operationId: 'scheduleSiteVisit',
    description: 'an unknown enquiry is not found',
    states: [NO_ENQUIRY_999, SWIMMING_POOL, GREEN_VALLEY],
    request: { path: '/api/enquiries/999/site-visits', body: ashaVermaVisitForm },
    response: { status: 404, body: enquiryNotFound },
    send: (client) =>
      client.POST('/enquiries/{id}/site-visits', {
        params: { path: { id: 999 } },
        body: ashaVermaVisitForm,
      }),
    check: notFoundChecked('Enquiry not found'),
  },
  {
    operationId: 'getSiteVisit',
    description: 'site visit 1, opened for recording',
    states: [RAHUL_MEHTA_VISIT_SCHEDULED],
    request: { path: '/api/site-visits/1' },
    response: { status: 200, body: rahulMehtaVisit },
    send: (client) => client.GET('/site-visits/{id}', { params: { path: { id: 1 } } }),
    check: ({ data }) =>
      expect(data).toMatchObject({ id: 1, enquiryName: 'Rahul Mehta', project: { id: 1 } }),
  },
  {
    operationId: 'getSiteVisit',
    description: 'an unknown site visit is not found',
    states: [NO_SITE_VISIT_999],
    request: { path: '/api/site-visits/999' },
    response: { status: 404, body: visitNotFound },
    send: (client) => client.GET('/site-visits/{id}', { params: { path: { id: 999 } } }),
    check: notFoundChecked('Site visit not found'),
  },
  {
    operationId: 'updateSiteVisit',
    description: 'a visit is recorded as done with how it went',
    states: [RAHUL_MEHTA_VISIT_SCHEDULED],
    request: { path: '/api/site-visits/1', body: rahulMehtaVisitDoneForm },
    response: { status: 200, body: rahulMehtaVisitDone },
    send: (client) =>
      client.PUT('/site-visits/{id}', {
        params: { path: { id: 1 } },
        body: rahulMehtaVisitDoneForm,
      }),
    check: ({ data }) =>
      expect(data).toMatchObject({
        outcome: 'Done',
        notes: 'Liked the corner plots near the park',
      }),
  },
  {
    operationId: 'updateSiteVisit',
    description: 'an unknown site visit is not found',
    states: [NO_SITE_VISIT_999, SWIMMING_POOL, GREEN_VALLEY],
    request: { path: '/api/site-visits/999', body: rahulMehtaVisitDoneForm },
    response: { status: 404, body: visitNotFound },
    send: (client) =>
      client.PUT('/site-visits/{id}', {
        params: { path: { id: 999 } },
        body: rahulMehtaVisitDoneForm,
      }),
    check: notFoundChecked('Site visit not found'),
  },
  {
    operationId: 'listTodaysSiteVisits',
    description: "the caller's visits of today, not those of tomorrow",
    states: [KAVYA_IYER_VISITS_TODAY_AND_TOMORROW],
    request: { path: '/api/site-visits/today' },
    // Exactly visit 2: visit 3 is tomorrow's.
    response: { status: 200, body: [kavyaIyerVisitToday] },
    send: (client) => client.GET('/site-visits/today'),
    check: ({ data }) => expect(data).toMatchObject([{ id: 2, enquiryName: 'Kavya Iyer' }]),
  },
];

// ============================================================================ the timeline

const timelineCases: ContractCase[] = [
  {
    operationId: 'logEnquiryActivity',
    description: 'a call is logged on the enquiry, by the caller, now',
    states: [ASHA_VERMA_NEW],
    request: { path: '/api/enquiries/1/activities', body: ashaVermaCallForm },
    response: { status: 201, body: ashaVermaCallLogged },
    send: (client) =>
      client.POST('/enquiries/{id}/activities', {
        params: { path: { id: 1 } },
        body: ashaVermaCallForm,
      }),
    // The timeline puts the entry on top without reading the page again.
    check: ({ data }) =>
      expect(data).toMatchObject({ kind: 'Call', by: { id: 1 }, text: ashaVermaCallForm.text }),
  },
  {
    operationId: 'logEnquiryActivity',
    description: 'a note with nothing in it is refused',
    states: [ASHA_VERMA_NEW],
    request: { path: '/api/enquiries/1/activities', body: { kind: 'Note', text: '   ' } },
    response: {
      status: 400,
      body: errorBody('validation_failed', ENQUIRY_RULE_MESSAGES.activityTextRequired, {
        text: ENQUIRY_RULE_MESSAGES.activityTextRequired,
      }),
    },
    send: (client) =>
      client.POST('/enquiries/{id}/activities', {
        params: { path: { id: 1 } },
        body: { kind: 'Note', text: '   ' },
      }),
    check: ({ error }) =>
      expect(error).toMatchObject({ errors: { text: 'What was said is required' } }),
  },
  {
    operationId: 'getEnquiryTimeline',
    description: "an enquiry's calls, notes, visits and stage changes, newest first",
    states: [RAHUL_MEHTA_VISIT_SCHEDULED],
    request: { path: '/api/enquiries/2/timeline', query: { page: '1', pageSize: '10' } },
    // All six entries, in this order: the visit at the time it is scheduled for comes first.
    response: { status: 200, body: enquiryPage(rahulMehtaTimeline) },
    send: (client) =>
      client.GET('/enquiries/{id}/timeline', {
        params: { path: { id: 2 }, query: { page: 1, pageSize: 10 } },
      }),
    check: ({ data }) => {
      expect(data).toMatchObject({ totalCount: 6, hasNextPage: false });
      const entries = (data as { data: { kind: string; toStage?: string }[] }).data;
      expect(entries.map((entry) => entry.toStage ?? entry.kind)).toEqual([
        'SiteVisit',
        'Note',
        'SiteVisitScheduled',
        'Contacted',
        'Call',
        'New',
      ]);
    },
  },
  {
    operationId: 'getEnquiryTimeline',
    description: 'an unknown enquiry is not found',
    states: [NO_ENQUIRY_999],
    request: { path: '/api/enquiries/999/timeline', query: { page: '1', pageSize: '10' } },
    response: { status: 404, body: enquiryNotFound },
    send: (client) =>
      client.GET('/enquiries/{id}/timeline', {
        params: { path: { id: 999 }, query: { page: 1, pageSize: 10 } },
      }),
    check: notFoundChecked('Enquiry not found'),
  },
];

const { eachLike, integer, like } = MatchersV3;

const staffCases: ContractCase[] = [
  {
    operationId: 'listEnquirySalesPeople',
    description: 'the staff an enquiry may name, searched, the signed-in user first',
    // The seeded admin alone: active.
    states: [],
    request: { path: '/api/enquiries/sales-people', query: { searchTerm: 'admin' } },
    response: {
      status: 200,
      body: eachLike({ id: integer(1), name: like('Plotline Admin') }),
    },
    send: (client) =>
      client.GET('/enquiries/sales-people', { params: { query: { searchTerm: 'admin' } } }),
    check: ({ data }) => expect(data).toEqual([{ id: 1, name: 'Plotline Admin' }]),
  },
];

// ===================================================================== the Dashboard's funnel

const funnelCases: ContractCase[] = [
  {
    operationId: 'getEnquiryFunnel',
    description:
      "the Dashboard's funnel of a month: its enquiries by stage, lost reason, source and sales person",
    states: [ASHA_VERMA_NEW, RAHUL_MEHTA_VISIT_SCHEDULED, FUNNEL_LOST_BOOKED_AND_OCTOBER],
    // The month named, so the figures hold whatever the provider's today.
    request: { path: '/api/dashboard/enquiry-funnel', query: { month: '2026-11' } },
    response: { status: 200, body: novemberFunnel },
    send: (client) =>
      client.GET('/dashboard/enquiry-funnel', { params: { query: { month: '2026-11' } } }),
    check: ({ data }) =>
      expect(data).toMatchObject({
        created: 4,
        booked: 1,
        conversionRate: 0.25,
        bySalesPerson: [{ userId: 1, created: 4, booked: 1 }],
      }),
  },
  {
    operationId: 'getEnquiryFunnel',
    description: 'a user without enquiries.view is refused the funnel',
    states: [ASHA_VERMA_NEW],
    caller: 'staff',
    request: { path: '/api/dashboard/enquiry-funnel', query: { month: '2026-11' } },
    response: { status: 403, body: errorBody('forbidden', FORBIDDEN) },
    send: (client) =>
      client.GET('/dashboard/enquiry-funnel', { params: { query: { month: '2026-11' } } }),
    // The Dashboard leaves the card out for such a user; the server refuses it all the same.
    check: ({ error }) => expect(error).toMatchObject({ code: 'forbidden' }),
  },
];

// ========================================================== import and export of CSV files

const fileCases: ContractCase[] = [
  {
    operationId: 'exportEnquiries',
    description: 'the enquiries the list shows, searched, as a CSV file',
    states: [ASHA_VERMA_NEW],
    request: {
      path: '/api/enquiries/export',
      query: { sortBy: 'CreatedAt', sortOrder: 'desc', searchTerm: 'asha' },
    },
    response: {
      status: 200,
      mediaType: 'text/csv',
      body: csvBody(ENQUIRIES_CSV_HEADER, [
        'Asha Verma,9876512345,asha.verma@example.in,Walk-in,,,Green Valley,1200,2400,3000000,4500000,Call back with the price list,2026-11-24,Prefers an east-facing plot,New,,Plotline Admin,2026-11-20T05:00:00.000Z',
      ]),
    },
    send: (client) =>
      client.GET('/enquiries/export', {
        params: { query: { sortBy: 'CreatedAt', sortOrder: 'desc', searchTerm: 'asha' } },
        parseAs: 'text',
      }),
    check: ({ data }) => {
      const [header, asha] = String(data).split('\r\n');
      expect(header).toBe(ENQUIRIES_CSV_HEADER);
      expect(asha).toMatch(/^Asha Verma,9876512345,asha\.verma@example\.in,Walk-in,/);
    },
  },
  {
    operationId: 'previewEnquiryImport',
    description:
      "a portal's file previewed: a row to add, a duplicate of an open enquiry and a refused row",
    states: [ASHA_VERMA_NEW],
    request: { path: '/api/enquiries/import/preview', body: portalImportForm },
    response: { status: 200, body: portalImportPreview },
    send: (client) => client.POST('/enquiries/import/preview', { body: portalImportForm }),
    check: ({ data }) =>
      expect(data).toMatchObject({
        createCount: 1,
        duplicateCount: 1,
        refusedCount: 1,
        rows: [
          { outcome: 'Create' },
          { outcome: 'Duplicate', existingEnquiryId: 1 },
          { outcome: 'Refused' },
        ],
      }),
  },
  {
    operationId: 'importEnquiries',
    description: "a portal's file imported: the one row to add is added, the others left out",
    states: [ASHA_VERMA_NEW],
    request: { path: '/api/enquiries/import', body: portalImportCommit(1) },
    response: {
      status: 201,
      body: { createdIds: [2], createdCount: 1, duplicateCount: 1, refusedCount: 1 },
    },
    send: (client) => client.POST('/enquiries/import', { body: portalImportCommit(1) }),
    // The screen says '1 enquiry imported'.
    check: ({ data }) => expect(data).toMatchObject({ createdCount: 1 }),
  },
  {
    operationId: 'importEnquiries',
    description: 'an import whose preview no longer holds creates nothing',
    states: [ASHA_VERMA_NEW],
    request: { path: '/api/enquiries/import', body: portalImportCommit(2) },
    response: {
      status: 409,
      body: enquiryConflict('import_changed', ENQUIRY_IMPORT_MESSAGES.changed),
    },
    send: (client) => client.POST('/enquiries/import', { body: portalImportCommit(2) }),
    // The dialog previews the file again.
    check: ({ error }) => expect(error).toMatchObject({ code: 'import_changed' }),
  },
];

export const enquiriesCases: ContractCase[] = [
  ...staffCases,
  ...fileCases,
  ...enquiryCases,
  ...stageCases,
  ...siteVisitCases,
  ...timelineCases,
  ...funnelCases,
];
