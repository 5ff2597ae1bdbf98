/**
 * Sample enquiries for the stories and tests: every stage and source, next actions due, overdue
 * and to come, with their site visits and timelines, on the business's today.
 */
import { DEFAULT_PAGE_SIZE, ENQUIRY_STAGES, type EnquiryStage } from '@plotline/domain';
import { listOf, type ProjectChoice } from '../../patterns';
import type { ChannelPartnerChoice } from '../BookingsScreen/bookings-screen-types';
import {
  NO_ENQUIRY_FILTERS,
  type EnquiryBoardColumns,
  type EnquiryListQuery,
  type EnquiryPerson,
  type EnquiryRecord,
  type EnquiryTimelineEntry,
  type SiteVisitRecord,
} from './enquiry-types';

export const TODAY = '2026-06-16';
export const TIME_ZONE = 'Asia/Kolkata';

/** The plain list: its first page, no filters, the default page size, newest first. */
export const PLAIN_QUERY: EnquiryListQuery = {
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
  filters: NO_ENQUIRY_FILTERS,
  sort: { sortBy: 'CreatedAt', sortOrder: 'desc' },
};

export const PROJECTS: ProjectChoice[] = [
  { id: 1, name: 'Green Valley' },
  { id: 2, name: 'Sunrise Enclave' },
  { id: 3, name: 'Lake View Residency' },
];

export const CHANNEL_PARTNERS: ChannelPartnerChoice[] = [
  { id: 1, name: 'Ravi Estates' },
  { id: 2, name: 'Meera Kapoor' },
];

export const SALES_PEOPLE: EnquiryPerson[] = [
  { id: 7, name: 'Asha Rao' },
  { id: 3, name: 'Anita Desai' },
  { id: 9, name: 'Vikram Singh' },
];

const [ASHA, ANITA, VIKRAM] = SALES_PEOPLE as [EnquiryPerson, EnquiryPerson, EnquiryPerson];
const [GREEN_VALLEY, SUNRISE, LAKE_VIEW] = PROJECTS as [
  ProjectChoice,
  ProjectChoice,
  ProjectChoice,
];

function enquiry(
  id: number,
  fields: Partial<EnquiryRecord> & Pick<EnquiryRecord, 'name' | 'mobileNumber' | 'stage'>,
): EnquiryRecord {
  return {
    id,
    email: null,
    source: 'WalkIn',
    channelPartnerId: null,
    channelPartnerName: null,
    sourceDetail: null,
    projects: [],
    plotSizeMin: null,
    plotSizeMax: null,
    budgetMin: null,
    budgetMax: null,
    assignedTo: ASHA,
    lostReason: null,
    nextAction: null,
    nextActionDate: null,
    notes: null,
    bookingId: null,
    version: 1,
    createdAt: '2026-06-01T05:30:00Z',
    updatedAt: '2026-06-01T05:30:00Z',
    ...fields,
  };
}

/** Newest first, as the plain list pages them. */
export const ENQUIRIES: EnquiryRecord[] = [
  enquiry(12, {
    name: 'Priya Nair',
    mobileNumber: '9876501234',
    email: 'priya.nair@example.com',
    source: 'Website',
    stage: 'New',
    projects: [GREEN_VALLEY],
    nextAction: 'Call back about corner plots',
    nextActionDate: TODAY,
    createdAt: '2026-06-15T04:10:00Z',
  }),
  enquiry(11, {
    name: 'Rahul Verma',
    mobileNumber: '9811122233',
    source: 'ChannelPartner',
    channelPartnerId: 1,
    channelPartnerName: 'Ravi Estates',
    stage: 'Contacted',
    projects: [GREEN_VALLEY, SUNRISE],
    plotSizeMin: 1200,
    plotSizeMax: 2400,
    budgetMin: 2_500_000,
    budgetMax: 4_000_000,
    assignedTo: ANITA,
    nextAction: 'Send the price list',
    nextActionDate: '2026-06-12',
    createdAt: '2026-06-12T09:00:00Z',
  }),
  enquiry(10, {
    name: 'Sunita Iyer',
    mobileNumber: '9900011122',
    email: 'sunita@example.com',
    source: 'PropertyPortal',
    sourceDetail: '99acres',
    stage: 'SiteVisitScheduled',
    projects: [LAKE_VIEW],
    budgetMax: 6_000_000,
    nextAction: 'Confirm the visit',
    nextActionDate: '2026-06-19',
    notes: 'Prefers weekends.',
    version: 3,
    createdAt: '2026-06-10T06:45:00Z',
  }),
  enquiry(9, {
    name: 'Arjun Mehta',
    mobileNumber: '9822233344',
    source: 'Referral',
    sourceDetail: 'Referred by Kavita Shah',
    stage: 'SiteVisitDone',
    projects: [SUNRISE],
    plotSizeMin: 1500,
    assignedTo: VIKRAM,
    nextAction: 'Share the layout plan',
    nextActionDate: '2026-06-10',
    createdAt: '2026-06-05T11:20:00Z',
  }),
  enquiry(8, {
    name: 'Kavya Reddy',
    mobileNumber: '9833344455',
    source: 'Phone',
    stage: 'Negotiation',
    projects: [GREEN_VALLEY],
    budgetMin: 3_000_000,
    budgetMax: 3_500_000,
    nextAction: 'Discuss the payment plan',
    nextActionDate: '2026-06-18',
    createdAt: '2026-05-28T07:00:00Z',
  }),
  enquiry(7, {
    name: 'Mohan Das',
    mobileNumber: '9844455566',
    stage: 'Booked',
    projects: [GREEN_VALLEY],
    bookingId: 42,
    assignedTo: ANITA,
    createdAt: '2026-05-20T08:30:00Z',
  }),
  enquiry(6, {
    name: 'Fatima Khan',
    mobileNumber: '9855566677',
    source: 'Other',
    sourceDetail: 'Newspaper advert',
    stage: 'Lost',
    lostReason: 'BudgetMismatch',
    projects: [LAKE_VIEW],
    assignedTo: null,
    createdAt: '2026-05-12T10:00:00Z',
  }),
  enquiry(5, {
    name: 'Deepak Joshi',
    mobileNumber: '9866677788',
    stage: 'New',
    assignedTo: VIKRAM,
    createdAt: '2026-05-02T12:15:00Z',
  }),
];

export const byId = (id: number): EnquiryRecord => ENQUIRIES.find((row) => row.id === id)!;

export const VISITS: SiteVisitRecord[] = [
  {
    id: 31,
    enquiryId: 10,
    enquiryName: 'Sunita Iyer',
    project: LAKE_VIEW,
    scheduledAt: '2026-06-20T05:30:00Z',
    accompaniedBy: ASHA,
    outcome: 'Scheduled',
    notes: null,
    createdAt: '2026-06-14T06:00:00Z',
  },
  {
    id: 30,
    enquiryId: 10,
    enquiryName: 'Sunita Iyer',
    project: SUNRISE,
    scheduledAt: '2026-06-13T04:30:00Z',
    accompaniedBy: null,
    outcome: 'NoShow',
    notes: 'Did not answer on the day.',
    createdAt: '2026-06-11T06:00:00Z',
  },
];

/**
 * Asha's site visits of TODAY, earliest first as GET /site-visits/today answers them: at 10:00
 * am, 11:30 am and 4:00 pm in India.
 */
export const TODAYS_VISITS: SiteVisitRecord[] = [
  {
    id: 41,
    enquiryId: 8,
    enquiryName: 'Kavya Reddy',
    project: GREEN_VALLEY,
    scheduledAt: '2026-06-16T04:30:00Z',
    accompaniedBy: null,
    outcome: 'Done',
    notes: 'Liked the corner plots near the park.',
    createdAt: '2026-06-12T06:00:00Z',
  },
  {
    id: 42,
    enquiryId: 10,
    enquiryName: 'Sunita Iyer',
    project: LAKE_VIEW,
    scheduledAt: '2026-06-16T06:00:00Z',
    accompaniedBy: ASHA,
    outcome: 'Scheduled',
    notes: null,
    createdAt: '2026-06-14T06:00:00Z',
  },
  {
    id: 43,
    enquiryId: 12,
    enquiryName: 'Priya Nair',
    project: SUNRISE,
    scheduledAt: '2026-06-16T10:30:00Z',
    accompaniedBy: ANITA,
    outcome: 'Cancelled',
    notes: 'Moved to Saturday at her request.',
    createdAt: '2026-06-15T06:00:00Z',
  },
];

/** Sunita's timeline, newest first, as the server pages it. */
export const TIMELINE: EnquiryTimelineEntry[] = [
  { kind: 'SiteVisit', at: VISITS[0]!.scheduledAt, by: ASHA, siteVisit: VISITS[0] },
  {
    kind: 'StageChange',
    at: '2026-06-14T06:00:00Z',
    by: ASHA,
    fromStage: 'Contacted',
    toStage: 'SiteVisitScheduled',
  },
  { kind: 'SiteVisit', at: VISITS[1]!.scheduledAt, by: ASHA, siteVisit: VISITS[1] },
  { kind: 'Call', at: '2026-06-11T05:45:00Z', by: ASHA, text: 'Wants a plot facing the lake.' },
  {
    kind: 'StageChange',
    at: '2026-06-11T05:40:00Z',
    by: ASHA,
    fromStage: 'New',
    toStage: 'Contacted',
  },
  { kind: 'Note', at: '2026-06-10T07:00:00Z', by: null, text: 'Found us on 99acres.' },
  { kind: 'StageChange', at: '2026-06-10T06:45:00Z', by: ASHA, fromStage: null, toStage: 'New' },
];

/** The board over the sample enquiries: each stage's cards, every one on its first page. */
export function boardOf(enquiries: readonly EnquiryRecord[]): EnquiryBoardColumns {
  const columns = Object.fromEntries(
    ENQUIRY_STAGES.map((stage) => [stage, listOf(enquiries.filter((row) => row.stage === stage))]),
  );
  return columns as Record<EnquiryStage, ReturnType<typeof listOf<EnquiryRecord>>>;
}
