/**
 * States of cases/enquiries.ts: enquiries of project 1 Green Valley, each written as the server
 * keeps it (docs/enquiries.md): its stage history from the moment it was added, its version raised
 * by every move, its stage where its site visits took it, and the month it counts in on the
 * Dashboard's funnel. Ids are explicit, so states compose in any order; the setup then moves the
 * sequences past them.
 */
import {
  addDays,
  calendarDateAt,
  enquiryCreatedMonth,
  type EnquiryStage,
  type LostReason,
} from '@plotline/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  enquiries,
  enquiryActivities,
  enquiryProjects,
  enquiryStageChanges,
  siteVisits,
} from '../../db/schema';
import { ADMIN_ID } from '../baseline';
import type { StateSetups } from '../provider-world';
import { assertNone } from './absence';
import { ensureGreenValley, GREEN_VALLEY_ID } from './projects';

type EnquiryRow = typeof enquiries.$inferInsert;
type StageChangeRow = typeof enquiryStageChanges.$inferInsert;

/** Every example enquiry is admin's, added by admin, with no partner and no booking. */
const ADMINS = {
  assignedTo: ADMIN_ID,
  createdBy: ADMIN_ID,
  channelPartnerId: null,
  lostReason: null,
  bookingId: null,
} as const;

/**
 * The enquiry, interested in Green Valley alone, unless an earlier state made it; counted in the
 * month it was added in the business's time zone, as the server counts those it adds.
 */
async function ensureEnquiry(
  db: Database,
  enquiry: Omit<EnquiryRow, 'createdMonth'> & { id: number; createdAt: Date },
  timeZone: string,
): Promise<void> {
  await ensureGreenValley(db);
  const createdMonth = enquiryCreatedMonth(calendarDateAt(enquiry.createdAt, timeZone));
  await db
    .insert(enquiries)
    .values({ ...enquiry, createdMonth })
    .onConflictDoNothing();
  await db
    .insert(enquiryProjects)
    .values({ enquiryId: enquiry.id, projectId: GREEN_VALLEY_ID, position: 0 })
    .onConflictDoNothing();
}

/** The moves of an enquiry's stage history, by admin, each with its own id. */
async function ensureStageChanges(
  db: Database,
  enquiryId: number,
  changes: {
    id: number;
    from: EnquiryStage | null;
    to: EnquiryStage;
    at: string;
    lostReason?: LostReason;
  }[],
): Promise<void> {
  const rows: StageChangeRow[] = changes.map(({ id, from, to, at, lostReason }) => ({
    id,
    enquiryId,
    fromStage: from,
    toStage: to,
    lostReason: lostReason ?? null,
    changedBy: ADMIN_ID,
    changedAt: new Date(at),
  }));
  await db.insert(enquiryStageChanges).values(rows).onConflictDoNothing();
}

/** Enquiry 1: a walk-in added on 2026-11-20, not yet called. */
async function ensureAshaVerma(db: Database, timeZone: string): Promise<void> {
  const addedAt = new Date('2026-11-20T05:00:00Z');
  await ensureEnquiry(
    db,
    {
      ...ADMINS,
      id: 1,
      name: 'Asha Verma',
      mobileNumber: '9876512345',
      email: 'asha.verma@example.in',
      source: 'WalkIn',
      sourceDetail: null,
      plotSizeMin: 1200,
      plotSizeMax: 2400,
      budgetMin: 3000000,
      budgetMax: 4500000,
      stage: 'New',
      nextAction: 'Call back with the price list',
      nextActionDate: '2026-11-24',
      notes: 'Prefers an east-facing plot',
      lastActivityAt: null,
      version: 0,
      createdAt: addedAt,
      updatedAt: addedAt,
    },
    timeZone,
  );
  await ensureStageChanges(db, 1, [{ id: 1, from: null, to: 'New', at: '2026-11-20T05:00:00Z' }]);
}

/**
 * Enquiry 2: from a property portal on 2026-11-18, called the next day (New to Contacted), given
 * site visit 1 on 2026-11-20 (Contacted to Site visit scheduled), and noted on 2026-11-21, its last
 * activity. Two moves: version 2 (a call or a note changes no version).
 */
async function ensureRahulMehta(db: Database, timeZone: string): Promise<void> {
  await ensureEnquiry(
    db,
    {
      ...ADMINS,
      id: 2,
      name: 'Rahul Mehta',
      mobileNumber: '9829011223',
      email: null,
      source: 'PropertyPortal',
      sourceDetail: '99acres',
      plotSizeMin: null,
      plotSizeMax: null,
      budgetMin: null,
      budgetMax: 6000000,
      stage: 'SiteVisitScheduled',
      nextAction: 'Meet at the site office',
      nextActionDate: '2026-11-25',
      notes: null,
      // The note, the last call or note logged on it.
      lastActivityAt: new Date('2026-11-21T08:00:00Z'),
      version: 2,
      createdAt: new Date('2026-11-18T04:30:00Z'),
      updatedAt: new Date('2026-11-20T10:00:00Z'),
    },
    timeZone,
  );
  await ensureStageChanges(db, 2, [
    { id: 2, from: null, to: 'New', at: '2026-11-18T04:30:00Z' },
    { id: 3, from: 'New', to: 'Contacted', at: '2026-11-19T06:05:00Z' },
    { id: 4, from: 'Contacted', to: 'SiteVisitScheduled', at: '2026-11-20T10:00:00Z' },
  ]);
  await db
    .insert(enquiryActivities)
    .values([
      {
        id: 1,
        enquiryId: 2,
        kind: 'Call',
        text: 'Asked for the price list; will visit next week',
        createdBy: ADMIN_ID,
        createdAt: new Date('2026-11-19T06:00:00Z'),
      },
      {
        id: 2,
        enquiryId: 2,
        kind: 'Note',
        text: 'Wants a corner plot facing the park',
        createdBy: ADMIN_ID,
        createdAt: new Date('2026-11-21T08:00:00Z'),
      },
    ])
    .onConflictDoNothing();
  await db
    .insert(siteVisits)
    .values({
      id: 1,
      enquiryId: 2,
      projectId: GREEN_VALLEY_ID,
      scheduledAt: new Date('2026-11-25T05:30:00Z'),
      accompaniedBy: ADMIN_ID,
      outcome: 'Scheduled',
      notes: 'Coming with his parents',
      createdBy: ADMIN_ID,
      createdAt: new Date('2026-11-20T10:00:00Z'),
      updatedAt: new Date('2026-11-20T10:00:00Z'),
    })
    .onConflictDoNothing();
}

/**
 * Enquiry 3: by phone on 2026-11-21, given two visits the same day (New to Site visit scheduled
 * once: version 1): visit 2 at 11:00 on the provider's today and visit 3 at 11:00 the day after,
 * both in the business's time zone, as GET /site-visits/today reads the day.
 */
async function ensureKavyaIyer(
  db: Database,
  { today, timeZone }: { today: string; timeZone: string },
): Promise<void> {
  const addedAt = new Date('2026-11-21T09:00:00Z');
  const scheduledAt = new Date('2026-11-21T09:10:00Z');
  await ensureEnquiry(
    db,
    {
      ...ADMINS,
      id: 3,
      name: 'Kavya Iyer',
      mobileNumber: '9845067890',
      email: 'kavya.iyer@example.in',
      source: 'Phone',
      sourceDetail: null,
      plotSizeMin: null,
      plotSizeMax: null,
      budgetMin: null,
      budgetMax: null,
      stage: 'SiteVisitScheduled',
      nextAction: null,
      nextActionDate: null,
      notes: null,
      lastActivityAt: null,
      version: 1,
      createdAt: addedAt,
      updatedAt: scheduledAt,
    },
    timeZone,
  );
  await ensureStageChanges(db, 3, [
    { id: 5, from: null, to: 'New', at: '2026-11-21T09:00:00Z' },
    { id: 6, from: 'New', to: 'SiteVisitScheduled', at: '2026-11-21T09:10:00Z' },
  ]);
  const elevenOn = (day: string) => sql`(${day}::date + time '11:00') at time zone ${timeZone}`;
  const visit = (id: number, day: string) => ({
    id,
    enquiryId: 3,
    projectId: GREEN_VALLEY_ID,
    scheduledAt: elevenOn(day),
    accompaniedBy: ADMIN_ID,
    outcome: 'Scheduled' as const,
    notes: null,
    createdBy: ADMIN_ID,
    createdAt: scheduledAt,
    updatedAt: scheduledAt,
  });
  await db
    .insert(siteVisits)
    .values([visit(2, today), visit(3, addDays(today, 1))])
    .onConflictDoNothing();
}

/** What enquiries 4 to 6 have in common: nothing beyond a name, a number and a source. */
const PLAIN = {
  ...ADMINS,
  email: null,
  sourceDetail: null,
  plotSizeMin: null,
  plotSizeMax: null,
  budgetMin: null,
  budgetMax: null,
  nextAction: null,
  nextActionDate: null,
  notes: null,
  lastActivityAt: null,
} as const;

/**
 * The Dashboard funnel's enquiries beside 1 and 2: enquiry 4 lost for a budget mismatch and
 * enquiry 5 booked (by a booking since deleted), both of November 2026, and enquiry 6 of October.
 */
async function ensureFunnelEnquiries(db: Database, timeZone: string): Promise<void> {
  const at = (instant: string) => new Date(instant);
  await ensureEnquiry(
    db,
    {
      ...PLAIN,
      id: 4,
      name: 'Neha Gupta',
      mobileNumber: '9812345670',
      source: 'Website',
      stage: 'Lost',
      lostReason: 'BudgetMismatch',
      version: 2,
      createdAt: at('2026-11-05T05:00:00Z'),
      updatedAt: at('2026-11-07T05:00:00Z'),
    },
    timeZone,
  );
  await ensureStageChanges(db, 4, [
    { id: 7, from: null, to: 'New', at: '2026-11-05T05:00:00Z' },
    { id: 8, from: 'New', to: 'Contacted', at: '2026-11-06T05:00:00Z' },
    {
      id: 9,
      from: 'Contacted',
      to: 'Lost',
      at: '2026-11-07T05:00:00Z',
      lostReason: 'BudgetMismatch',
    },
  ]);
  await ensureEnquiry(
    db,
    {
      ...PLAIN,
      id: 5,
      name: 'Vikram Singh',
      mobileNumber: '9812345671',
      source: 'Referral',
      sourceDetail: 'Referred by an existing buyer',
      stage: 'Booked',
      version: 1,
      createdAt: at('2026-11-08T05:00:00Z'),
      updatedAt: at('2026-11-12T05:00:00Z'),
    },
    timeZone,
  );
  await ensureStageChanges(db, 5, [
    { id: 10, from: null, to: 'New', at: '2026-11-08T05:00:00Z' },
    { id: 11, from: 'New', to: 'Booked', at: '2026-11-12T05:00:00Z' },
  ]);
  await ensureEnquiry(
    db,
    {
      ...PLAIN,
      id: 6,
      name: 'Meera Nair',
      mobileNumber: '9812345672',
      source: 'WalkIn',
      stage: 'Contacted',
      version: 1,
      createdAt: at('2026-10-30T05:00:00Z'),
      updatedAt: at('2026-10-31T05:00:00Z'),
    },
    timeZone,
  );
  await ensureStageChanges(db, 6, [
    { id: 12, from: null, to: 'New', at: '2026-10-30T05:00:00Z' },
    { id: 13, from: 'New', to: 'Contacted', at: '2026-10-31T05:00:00Z' },
  ]);
}

export const enquiriesStates: StateSetups = {
  'no enquiry exists': ({ db }) => assertNone(db, enquiries, undefined, 'no enquiry at all'),

  'enquiry 1 Asha Verma (mobile 9876512345) is at stage New, given to admin, interested in project 1 Green Valley':
    ({ db, config }) => ensureAshaVerma(db, config.timeZone),

  'enquiry 2 Rahul Mehta (mobile 9829011223) was called, moved to Contacted, then to Site visit scheduled by site visit 1 to Green Valley on 2026-11-25, and has a note':
    ({ db, config }) => ensureRahulMehta(db, config.timeZone),

  "enquiry 3 Kavya Iyer, given to admin, has site visit 2 to Green Valley at 11:00 today and site visit 3 at 11:00 tomorrow, in the business's time zone":
    ({ db, clock, config }) =>
      ensureKavyaIyer(db, { today: clock.today(), timeZone: config.timeZone }),

  'enquiry 4 Neha Gupta was lost for a budget mismatch and enquiry 5 Vikram Singh was booked, both added in November 2026, and enquiry 6 Meera Nair was added in October 2026':
    ({ db, config }) => ensureFunnelEnquiries(db, config.timeZone),

  'no enquiry has id 999': ({ db }) =>
    assertNone(db, enquiries, eq(enquiries.id, 999), 'no enquiry 999'),

  'no site visit has id 999': ({ db }) =>
    assertNone(db, siteVisits, eq(siteVisits.id, 999), 'no site visit 999'),
};
