import {
  allocatePayments,
  associateCount,
  bookingFormFromPayload,
  BUSINESS_TIME_ZONE,
  calendarDateAt,
  canBookFromEnquiry,
  canChangeBookingStatus,
  canChangeEnquiryStage,
  enquiryCreatedMonth,
  enquiryFormFrom,
  ENQUIRY_SOURCES,
  ENQUIRY_STAGES,
  isOpenEnquiryStage,
  LOST_REASONS,
  validateEnquiry,
  validateEnquiryActivity,
  CHANNEL_PARTNER_NATURES,
  commissionOn,
  commissionState,
  instalmentState,
  PAYMENT_MODES,
  PAYMENT_PLANS,
  payoutNumber,
  receiptNumber,
  scheduleFromPlan,
  suggestedSaleValue,
  sumRupees,
  toPaisa,
  validatePayment,
  validatePaymentSchedule,
  validatePayout,
  isOverdue,
  overdueSeverity,
  daysOverdue,
  holdsPlot,
  nextBookingStatuses,
  PLOT_STATUSES,
  STATUSES_ON_CREATE,
  validateBooking,
  validateFollowUp,
  type BookingPayload,
  type BookingStatus,
  type CalendarDate,
} from '@plotline/domain';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import {
  amenities,
  bookingFollowUps,
  bookings,
  bookingStatusChanges,
  channelPartners,
  commissionPayouts,
  enquiries,
  enquiryActivities,
  enquiryProjects,
  enquiryStageChanges,
  instalments,
  paymentSchedules,
  plots,
  projectAmenities,
  projects,
  receipts,
  siteVisits,
  users,
} from '../src/db/schema';
import { seedDemoData } from '../src/seed/demo-data';
import { seedFirstStart } from '../src/seed/first-start';
import { openTestDatabase } from './support/test-database';
import { startTestServer, type TestServer } from './support/test-server';

const NOW = new Date('2026-11-22T06:30:00Z');
const TODAY: CalendarDate = '2026-11-22';
/** Midnight starting the business's today, in India. */
const START_OF_TODAY = new Date('2026-11-22T00:00:00+05:30');

let server: TestServer;
let seededIn = 0;
type BookingRow = typeof bookings.$inferSelect;
let allBookings: BookingRow[];

beforeAll(async () => {
  server = await startTestServer({ now: NOW });
  const [admin] = await server.db.select().from(users).where(eq(users.username, 'admin'));
  const started = performance.now();
  await seedDemoData(server.db, admin!.id, TODAY);
  seededIn = performance.now() - started;
  allBookings = await server.db.select().from(bookings).orderBy(asc(bookings.id));
});
afterAll(() => server.close());

/** A booking that still holds its plot, as the domain says. */
const live = (booking: BookingRow) => holdsPlot(booking.bookingStatus);

/** The statuses a booking can be in: those it is created in, and those the workflow moves it to. */
function reachableStatuses(): Set<BookingStatus> {
  const reached = new Set<BookingStatus>(STATUSES_ON_CREATE);
  // A Set's iteration visits what is added during it, so this follows every change.
  for (const status of reached) for (const next of nextBookingStatuses(status)) reached.add(next);
  return reached;
}

/** A stored booking as the form's payload, so the domain's booking rules can judge it. */
function payloadOf(booking: BookingRow): BookingPayload {
  return booking;
}

/** The demo's schedules, instalments (in due order), receipts and payouts. */
async function demoPayments() {
  const schedules = await server.db
    .select()
    .from(paymentSchedules)
    .orderBy(asc(paymentSchedules.bookingId));
  const instalmentRows = await server.db
    .select()
    .from(instalments)
    .orderBy(asc(instalments.bookingId), asc(instalments.dueDate), asc(instalments.position));
  const receiptRows = await server.db.select().from(receipts).orderBy(asc(receipts.id));
  const payoutRows = await server.db
    .select()
    .from(commissionPayouts)
    .orderBy(asc(commissionPayouts.id));
  return {
    schedules,
    receiptRows,
    payoutRows,
    rows: {
      instalmentsOf: (bookingId: number) => instalmentRows.filter((i) => i.bookingId === bookingId),
      receiptsOf: (bookingId: number) => receiptRows.filter((r) => r.bookingId === bookingId),
    },
  };
}

describe('seedDemoData', () => {
  it('seeds quickly', () => {
    expect(seededIn).toBeLessThan(15_000);
  });

  it('makes several projects with their amenities', async () => {
    const projectRows = await server.db.select().from(projects);
    expect(projectRows.length).toBeGreaterThanOrEqual(4);
    const catalogue = await server.db.select().from(amenities);
    expect(catalogue.length).toBeGreaterThanOrEqual(8);
    expect(catalogue.some((amenity) => !amenity.isActive)).toBe(true);
    const links = await server.db.select().from(projectAmenities);
    for (const project of projectRows) {
      const own = links.filter((link) => link.projectId === project.id);
      expect(own.length).toBeGreaterThan(0);
      const amenityArea = own.reduce((sum, link) => sum + link.area, 0);
      expect(project.totalSaleableArea).toBeCloseTo(
        (project.totalProjectArea - project.roadsArea - amenityArea) / 9,
      );
      const answered = await server.request({
        method: 'GET',
        url: `/api/projects/${project.id}`,
        headers: await server.admin(),
      });
      expect(JSON.parse(answered.body.amenities)).toHaveLength(own.length);
    }
  });

  it('makes a few hundred plots in every status', async () => {
    const plotRows = await server.db.select().from(plots);
    expect(plotRows.length).toBeGreaterThanOrEqual(200);
    expect(new Set(plotRows.map((plot) => plot.status))).toEqual(new Set(PLOT_STATUSES));
  });

  it('gives each booked plot exactly one live booking, and no other plot any', async () => {
    const plotRows = await server.db.select().from(plots);
    for (const plot of plotRows) {
      const ownBookings = allBookings.filter((booking) => booking.plotId === plot.id);
      const liveOnes = ownBookings.filter(live);
      if (plot.status === 'Booked') {
        expect(liveOnes.map((b) => b.bookingStatus)).toEqual([
          expect.stringMatching(/^(Token|Booking|RegistryDone)$/),
        ]);
      } else {
        expect(liveOnes).toEqual([]);
      }
      // A cancelled booking came before the booking that stands now.
      for (const cancelled of ownBookings.filter((b) => !live(b))) {
        for (const current of liveOnes)
          expect(cancelled.bookingDate < current.bookingDate).toBe(true);
      }
      for (const booking of ownBookings) expect(booking.projectId).toBe(plot.projectId);
    }
  });

  it('makes bookings in every status the workflow reaches that keep the booking rules', () => {
    expect(allBookings.length).toBeGreaterThanOrEqual(150);
    expect(new Set(allBookings.map((b) => b.bookingStatus))).toEqual(reachableStatuses());
    for (const booking of allBookings) {
      expect(validateBooking(bookingFormFromPayload(payloadOf(booking)))).toEqual({});
      expect(booking.bookingDate <= TODAY).toBe(true);
      // As the API numbers bookings: BK- and the id.
      expect(booking.bookingNumber).toBe(`BK-${String(booking.id).padStart(4, '0')}`);
    }
    expect(allBookings.some((b) => b.channelPartnerId === null)).toBe(true);
    expect(allBookings.some((b) => b.channelPartnerId !== null)).toBe(true);
  });

  it('makes no Pending booking, a status the workflow cannot leave', () => {
    expect(reachableStatuses()).not.toContain('Pending');
    expect(allBookings.filter((b) => b.bookingStatus === 'Pending')).toEqual([]);
  });

  it('numbers the bookings in the order they were made', () => {
    const byNumber = [...allBookings].sort((a, b) =>
      a.bookingNumber.localeCompare(b.bookingNumber),
    );
    const created = byNumber.map((b) => b.createdAt.getTime());
    expect(created).toEqual([...created].sort((a, b) => a - b));
  });

  it('has overdue bookings of every severity', () => {
    const overdue = allBookings.filter((booking) =>
      isOverdue(
        {
          bookingStatus: booking.bookingStatus,
          registryDate: booking.registryDate,
        },
        TODAY,
      ),
    );
    expect(overdue.length).toBeGreaterThanOrEqual(10);
    const severities = overdue.map((booking) =>
      overdueSeverity(
        daysOverdue(
          {
            bookingStatus: booking.bookingStatus,
            registryDate: booking.registryDate,
          },
          TODAY,
        ),
      ),
    );
    expect(new Set(severities)).toEqual(new Set(['yellow', 'orange', 'red']));
  });

  it('records each booking status history as the workflow allows, a version per change', async () => {
    const changes = await server.db
      .select()
      .from(bookingStatusChanges)
      .orderBy(asc(bookingStatusChanges.bookingId), asc(bookingStatusChanges.changedAt));
    for (const booking of allBookings) {
      const own = changes.filter((change) => change.bookingId === booking.id);
      expect(own[0]).toMatchObject({ fromStatus: null, changedAt: booking.createdAt });
      own.slice(1).forEach((change, i) => {
        expect(change.fromStatus).toBe(own[i]!.toStatus);
        expect(canChangeBookingStatus(change.fromStatus!, change.toStatus)).toBe(true);
        expect(change.remark).toEqual(expect.any(String));
      });
      const last = own.at(-1)!;
      expect(last.toStatus).toBe(booking.bookingStatus);
      // Counted as the API counts: 1 when created, one more for each change since.
      expect(booking.version).toBe(own.length);
      if (booking.bookingStatus === 'Cancelled')
        expect(last.cancellationReason).toEqual(expect.any(String));
      if (booking.bookingStatus === 'RegistryDone') {
        expect(last.registrationNumber).toBe(booking.registrationNumber);
        expect(last.actualRegistryDate! < TODAY).toBe(true);
      }
      expect(last.changedAt.getTime()).toBeLessThan(NOW.getTime());
    }
  });

  it('makes channel partners of all five natures, some with associates', async () => {
    const admin = await server.admin();
    const res = await server.request({
      method: 'GET',
      url: '/api/channelpartners',
      headers: admin,
    });
    expect(res.status).toBe(200);
    expect(new Set(res.body.map((p: { natureName: string }) => p.natureName))).toEqual(
      new Set(CHANNEL_PARTNER_NATURES.map((nature) => nature.label)),
    );
    expect(res.body.some((p: { isActive: boolean }) => !p.isActive)).toBe(true);
    expect(
      res.body.filter((p: { associatesCount: number }) => p.associatesCount > 0).length,
    ).toBeGreaterThanOrEqual(3);
    for (const partner of res.body) {
      expect(partner.associatesCount).toBe(associateCount(partner));
      expect(partner.mobileNumber).toMatch(/^[6-9]\d{9}$/);
    }
    const liveThroughInactive = allBookings.filter(
      (b) =>
        live(b) &&
        b.bookingStatus !== 'RegistryDone' &&
        res.body.some(
          (p: { id: number; isActive: boolean }) => p.id === b.channelPartnerId && !p.isActive,
        ),
    );
    expect(liveThroughInactive).toEqual([]);
  });

  it('logs follow-ups in the past, with next calls missed, due today and upcoming', async () => {
    const followUps = await server.db.select().from(bookingFollowUps);
    expect(followUps.length).toBeGreaterThanOrEqual(100);
    for (const followUp of followUps) {
      expect(followUp.followUpDate < TODAY).toBe(true);
      expect(
        validateFollowUp({
          bookingId: followUp.bookingId,
          followUpDate: followUp.followUpDate,
          nextFollowUpDate: followUp.nextFollowUpDate ?? '',
          purpose: followUp.purpose,
          followUpUpdate: followUp.followUpUpdate,
          followUpTakenBy: followUp.followUpTakenBy ?? '',
        }),
      ).toEqual({});
      const booking = allBookings.find((b) => b.id === followUp.bookingId)!;
      expect(followUp.followUpDate > booking.bookingDate).toBe(true);
    }
    const next = followUps.map((f) => f.nextFollowUpDate).filter((date) => date !== null);
    expect(next.some((date) => date < TODAY)).toBe(true);
    expect(next.some((date) => date === TODAY)).toBe(true);
    expect(next.some((date) => date > TODAY)).toBe(true);
  });

  it('gives most live bookings a schedule from a plan, adding up to its sale value', async () => {
    const { schedules, rows } = await demoPayments();
    const plotRows = await server.db.select().from(plots);
    const scheduled = new Set(schedules.map((schedule) => schedule.bookingId));
    const eligible = allBookings.filter(
      (b) => b.bookingStatus !== 'Cancelled' && b.plotSaleRate !== null,
    );
    expect(scheduled.size).toBeGreaterThanOrEqual(eligible.length * 0.7);
    expect(scheduled.size).toBeLessThan(eligible.length);
    const plansUsed = new Set<string>();
    for (const schedule of schedules) {
      const booking = allBookings.find((b) => b.id === schedule.bookingId)!;
      expect(booking.bookingStatus).not.toBe('Cancelled');
      const plot = plotRows.find((p) => p.id === booking.plotId)!;
      expect(schedule.saleValue).toBe(
        suggestedSaleValue(plot.plotSize, plot.sizeUnit, booking.plotSaleRate),
      );
      const own = rows.instalmentsOf(schedule.bookingId).sort((a, b) => a.position - b.position);
      expect(own.map((i) => i.position)).toEqual(own.map((_, index) => index + 1));
      const drafts = own.map(({ label, dueDate, amount }) => ({ label, dueDate, amount }));
      expect(
        validatePaymentSchedule(
          { saleValue: schedule.saleValue, instalments: drafts },
          { receivedAmount: schedule.receivedAmount },
        ),
      ).toEqual({});
      expect(toPaisa(sumRupees(drafts.map((d) => d.amount)))).toBe(toPaisa(schedule.saleValue));
      // Drafted by one of the domain's plans, token and booking amounts first.
      const plan = PAYMENT_PLANS.find(
        ({ id }) =>
          JSON.stringify(
            scheduleFromPlan({
              planId: id,
              saleValue: schedule.saleValue,
              tokenAmount: booking.tokenAmount,
              tokenDate: booking.tokenDate,
              bookingAmount: booking.bookingAmount,
              bookingDate: booking.bookingDate,
              registryDate: booking.registryDate,
            }),
          ) === JSON.stringify(drafts),
      );
      expect(plan, booking.bookingNumber).toBeDefined();
      plansUsed.add(plan!.id);
      expect(own.every((i) => i.isLive)).toBe(true);
      expect(schedule.version).toBe(1);
      expect(schedule.createdAt.getTime()).toBeGreaterThanOrEqual(booking.createdAt.getTime());
    }
    expect(plansUsed).toEqual(new Set(PAYMENT_PLANS.map(({ id }) => id)));
  });

  it('records payments whose allocation is what the instalments and schedules hold', async () => {
    const { schedules, receiptRows, rows } = await demoPayments();
    expect(receiptRows.length).toBeGreaterThanOrEqual(100);
    for (const schedule of schedules) {
      const own = rows.instalmentsOf(schedule.bookingId);
      const payments = rows.receiptsOf(schedule.bookingId);
      // What reallocation.ts works out, from the receipts not reversed.
      const allocation = allocatePayments(
        own,
        payments.map((r) => ({ ...r, reversed: r.reversedAt !== null })),
      );
      expect(allocation.unallocated).toBe(0);
      for (const instalment of own) {
        const worked = allocation.instalments.find((i) => i.id === instalment.id)!;
        expect(instalment.paidAmount).toBe(worked.paid);
      }
      expect(schedule.receivedAmount).toBe(
        sumRupees(payments.filter((r) => r.reversedAt === null).map((r) => r.amount)),
      );
      expect(schedule.receivedAmount).toBeLessThanOrEqual(schedule.saleValue);
    }
    for (const receipt of receiptRows) {
      expect(receipt.receivedOn < TODAY).toBe(true);
      expect(receipt.createdAt.getTime()).toBeLessThan(NOW.getTime());
      expect(
        validatePayment(
          { ...receipt, receivedOn: receipt.receivedOn },
          { today: TODAY, outstanding: Infinity },
        ),
      ).toEqual({});
      if (receipt.mode === 'Cheque') expect(receipt.reference).toMatch(/^\d{6}$/);
      if (receipt.mode === 'Cash') expect(receipt.reference).toBeNull();
      if (receipt.mode === 'BankTransfer' || receipt.mode === 'UPI') {
        expect(receipt.reference).toMatch(/^[A-Z0-9]{12,22}$/);
      }
      const schedule = schedules.find((s) => s.bookingId === receipt.bookingId)!;
      expect(receipt.createdAt.getTime()).toBeGreaterThan(schedule.createdAt.getTime());
    }
    expect(new Set(receiptRows.map((r) => r.mode))).toEqual(new Set(PAYMENT_MODES));
  });

  it('numbers receipts in the order they were received, the sequence moved past them', async () => {
    const { receiptRows } = await demoPayments();
    const byId = [...receiptRows].sort((a, b) => a.id - b.id);
    expect(byId.map((r) => r.sequenceNumber)).toEqual(byId.map((_, i) => i + 1));
    for (const receipt of byId) {
      expect(receipt.receiptNumber).toBe(receiptNumber(receipt.sequenceNumber));
    }
    const received = byId.map((r) => r.receivedOn);
    expect(received).toEqual([...received].sort());
    const [sequence] = await server.db
      .select({ last: sql<number>`last_value::int` })
      .from(sql`receipt_numbers`);
    expect(sequence!.last).toBe(byId.length);
  });

  it('has registered bookings paid up, confirmed ones behind or ahead, Token ones their token', async () => {
    const { schedules, rows } = await demoPayments();
    const states = { Paid: 0, PartPaid: 0, Due: 0, Overdue: 0 };
    let overdueAndPartPaid = 0;
    for (const schedule of schedules) {
      const booking = allBookings.find((b) => b.id === schedule.bookingId)!;
      const own = rows.instalmentsOf(schedule.bookingId);
      for (const i of own) states[instalmentState(i.amount, i.paidAmount, i.dueDate, TODAY)] += 1;
      if (booking.bookingStatus === 'RegistryDone') {
        expect(schedule.receivedAmount).toBe(schedule.saleValue);
      }
      if (booking.bookingStatus === 'Token') {
        expect(schedule.receivedAmount).toBeLessThanOrEqual(booking.tokenAmount ?? 0);
      }
      if (own.some((i) => i.dueDate < TODAY && i.paidAmount > 0 && i.paidAmount < i.amount)) {
        overdueAndPartPaid += 1;
      }
    }
    expect(states.Paid).toBeGreaterThan(100);
    expect(states.Overdue).toBeGreaterThanOrEqual(10);
    expect(states.PartPaid).toBeGreaterThanOrEqual(1);
    expect(states.Due).toBeGreaterThanOrEqual(10);
    expect(overdueAndPartPaid).toBeGreaterThanOrEqual(1);
    const tokenOnly = schedules.filter(
      (s) =>
        allBookings.find((b) => b.id === s.bookingId)!.bookingStatus === 'Token' &&
        s.receivedAmount > 0,
    );
    expect(tokenOnly.length).toBeGreaterThan(0);
    const summary = await server.request({
      method: 'GET',
      url: '/api/collections/summary',
      headers: await server.admin(),
    });
    expect(summary.status).toBe(200);
    expect(summary.body.overdue.count).toBe(states.Overdue);
  });

  it('reverses a couple of returned cheques, paid again by bank transfer', async () => {
    const { receiptRows } = await demoPayments();
    const [admin] = await server.db.select().from(users).where(eq(users.username, 'admin'));
    const reversed = receiptRows.filter((r) => r.reversedAt !== null);
    expect(reversed).toHaveLength(2);
    for (const cheque of reversed) {
      expect(cheque).toMatchObject({
        mode: 'Cheque',
        reversalReason: 'Cheque returned unpaid',
        reversedBy: admin!.id,
      });
      expect(cheque.reversedAt!.getTime()).toBeGreaterThan(cheque.createdAt.getTime());
      expect(cheque.reversedAt!.getTime()).toBeLessThan(NOW.getTime());
      const again = receiptRows.find(
        (r) =>
          r.bookingId === cheque.bookingId &&
          r.mode === 'BankTransfer' &&
          r.amount === cheque.amount &&
          r.createdAt.getTime() > cheque.reversedAt!.getTime(),
      );
      expect(again).toBeDefined();
    }
  });

  it("earns commission only on partners' bookings, at the partner's rate", async () => {
    const { receiptRows } = await demoPayments();
    const partners = await server.db.select().from(channelPartners);
    let earning = 0;
    for (const receipt of receiptRows) {
      const booking = allBookings.find((b) => b.id === receipt.bookingId)!;
      expect(receipt.channelPartnerId).toBe(booking.channelPartnerId);
      if (booking.channelPartnerId === null) {
        expect(receipt).toMatchObject({ commissionRate: 0, commissionAmount: 0 });
        continue;
      }
      const partner = partners.find((p) => p.id === booking.channelPartnerId)!;
      expect(receipt.commissionRate).toBe(partner.commissionRate);
      expect(receipt.commissionAmount).toBe(commissionOn(receipt.amount, partner.commissionRate));
      if (receipt.commissionAmount > 0) earning += 1;
    }
    expect(earning).toBeGreaterThan(20);
    expect(receiptRows.some((r) => r.channelPartnerId === null)).toBe(true);
  });

  it('pays a few partners some of their commission, never more than they earned', async () => {
    const { payoutRows, receiptRows } = await demoPayments();
    const paidPartners = new Set(payoutRows.map((p) => p.channelPartnerId));
    expect(paidPartners.size).toBeGreaterThanOrEqual(2);
    const byId = [...payoutRows].sort((a, b) => a.id - b.id);
    expect(byId.map((p) => p.sequenceNumber)).toEqual(byId.map((_, i) => i + 1));
    const headers = await server.admin();
    for (const payout of byId) {
      expect(payout.payoutNumber).toBe(payoutNumber(payout.sequenceNumber));
      expect(payout.reversedAt).toBeNull();
      expect(
        validatePayout({ ...payout, paidOn: payout.paidOn }, { today: TODAY, balance: Infinity }),
      ).toEqual({});
    }
    for (const partnerId of paidPartners) {
      // Earned: what the payments not reversed on confirmed bookings carry.
      const earned = sumRupees(
        receiptRows
          .filter(
            (r) =>
              r.channelPartnerId === partnerId &&
              r.reversedAt === null &&
              commissionState(allBookings.find((b) => b.id === r.bookingId)!.bookingStatus) ===
                'Payable',
          )
          .map((r) => r.commissionAmount),
      );
      const paid = sumRupees(
        payoutRows.filter((p) => p.channelPartnerId === partnerId).map((p) => p.amount),
      );
      expect(paid).toBeGreaterThan(0);
      expect(paid).toBeLessThanOrEqual(earned);
      const ledger = await server.request({
        method: 'GET',
        url: `/api/channel-partners/${partnerId}/commission`,
        headers,
      });
      expect(ledger.status).toBe(200);
      expect(ledger.body).toMatchObject({ earned, paid });
      expect(ledger.body.balance).toBeGreaterThanOrEqual(0);
    }
  });

  it('makes the same business every time for the same today', async () => {
    const other = await openTestDatabase();
    try {
      // As the first start wires it in.
      await seedFirstStart(other.db, {
        adminPassword: 'another-admin',
        seedDemoData: (db, adminId) => seedDemoData(db, adminId, TODAY),
        announce: () => {},
      });
      const snapshot = async (db: Database) => ({
        bookings: await db.select().from(bookings).orderBy(asc(bookings.id)),
        partners: await db.select().from(channelPartners).orderBy(asc(channelPartners.id)),
        followUps: await db.select().from(bookingFollowUps).orderBy(asc(bookingFollowUps.id)),
        schedules: await db
          .select()
          .from(paymentSchedules)
          .orderBy(asc(paymentSchedules.bookingId)),
        instalments: await db.select().from(instalments).orderBy(asc(instalments.id)),
        receipts: await db.select().from(receipts).orderBy(asc(receipts.id)),
        payouts: await db.select().from(commissionPayouts).orderBy(asc(commissionPayouts.id)),
        enquiries: await db.select().from(enquiries).orderBy(asc(enquiries.id)),
        interests: await db
          .select()
          .from(enquiryProjects)
          .orderBy(asc(enquiryProjects.enquiryId), asc(enquiryProjects.position)),
        stageChanges: await db
          .select()
          .from(enquiryStageChanges)
          .orderBy(asc(enquiryStageChanges.id)),
        visits: await db.select().from(siteVisits).orderBy(asc(siteVisits.id)),
        activities: await db.select().from(enquiryActivities).orderBy(asc(enquiryActivities.id)),
      });
      expect(await snapshot(other.db)).toEqual(await snapshot(server.db));
    } finally {
      await other.close();
    }
  });
});

/** The demo's enquiries with their projects of interest, stage histories, visits and activities. */
async function demoEnquiries() {
  const rows = await server.db.select().from(enquiries).orderBy(asc(enquiries.id));
  const interests = await server.db
    .select()
    .from(enquiryProjects)
    .orderBy(asc(enquiryProjects.enquiryId), asc(enquiryProjects.position));
  const changes = await server.db
    .select()
    .from(enquiryStageChanges)
    .orderBy(asc(enquiryStageChanges.changedAt), asc(enquiryStageChanges.id));
  const visits = await server.db.select().from(siteVisits).orderBy(asc(siteVisits.id));
  const activities = await server.db
    .select()
    .from(enquiryActivities)
    .orderBy(asc(enquiryActivities.createdAt), asc(enquiryActivities.id));
  return {
    rows,
    projectsOf: (id: number) => interests.filter((i) => i.enquiryId === id),
    changesOf: (id: number) => changes.filter((c) => c.enquiryId === id),
    visitsOf: (id: number) => visits.filter((v) => v.enquiryId === id),
    activitiesOf: (id: number) => activities.filter((a) => a.enquiryId === id),
    visits,
    activities,
  };
}

describe("seedDemoData's enquiries", () => {
  it('makes about sixty enquiries of the last three months, at every stage and from every source', async () => {
    const { rows, projectsOf } = await demoEnquiries();
    const partners = await server.db.select().from(channelPartners);
    const projectIds = new Set((await server.db.select().from(projects)).map((p) => p.id));
    const [admin] = await server.db.select().from(users).where(eq(users.username, 'admin'));
    expect(rows.length).toBeGreaterThanOrEqual(50);
    expect(rows.length).toBeLessThanOrEqual(70);
    const countOf = (stage: string) => rows.filter((e) => e.stage === stage).length;
    expect(new Set(rows.map((e) => e.stage))).toEqual(new Set(ENQUIRY_STAGES));
    expect(countOf('Booked')).toBe(8);
    expect(countOf('Lost')).toBe(10);
    // Most are new or contacted; fewer reach a visit, fewer still negotiate.
    expect(countOf('New') + countOf('Contacted')).toBeGreaterThan(rows.length / 3);
    expect(countOf('SiteVisitScheduled') + countOf('SiteVisitDone')).toBeLessThan(
      countOf('New') + countOf('Contacted'),
    );
    expect(countOf('Negotiation')).toBeLessThan(countOf('Contacted'));
    expect(new Set(rows.map((e) => e.source))).toEqual(new Set(ENQUIRY_SOURCES));
    expect(new Set(rows.flatMap((e) => e.lostReason ?? []))).toEqual(new Set(LOST_REASONS));
    for (const enquiry of rows) {
      const own = projectsOf(enquiry.id);
      expect(own.map((i) => i.position)).toEqual(own.map((_, index) => index));
      expect(own.length).toBeGreaterThanOrEqual(1);
      for (const interest of own) expect(projectIds.has(interest.projectId)).toBe(true);
      // Every enquiry keeps the form's rules, as if typed in.
      const payload = { ...enquiry, projectIds: own.map((i) => i.projectId) };
      expect(validateEnquiry(enquiryFormFrom(payload)), enquiry.name).toEqual({});
      expect(enquiry.mobileNumber).toMatch(/^[6-9]\d{9}$/);
      if (enquiry.source === 'ChannelPartner') {
        expect(partners.some((p) => p.id === enquiry.channelPartnerId)).toBe(true);
      } else {
        expect(enquiry.channelPartnerId).toBeNull();
      }
      expect(enquiry.lostReason !== null).toBe(enquiry.stage === 'Lost');
      // Within the last three months, before today; given to the admin, the demo's only user.
      expect(enquiry.createdAt.getTime()).toBeGreaterThanOrEqual(
        new Date('2026-08-24T00:00:00+05:30').getTime(),
      );
      expect(enquiry.createdAt.getTime()).toBeLessThan(START_OF_TODAY.getTime());
      expect(enquiry.createdMonth).toBe(
        enquiryCreatedMonth(calendarDateAt(enquiry.createdAt, BUSINESS_TIME_ZONE)),
      );
      expect(enquiry.assignedTo).toBe(admin!.id);
    }
    // No two open enquiries share a mobile number (docs/enquiries.md).
    const openMobiles = rows.filter((e) => isOpenEnquiryStage(e.stage)).map((e) => e.mobileNumber);
    expect(new Set(openMobiles).size).toBe(openMobiles.length);
  });

  it('plans a next action on every open enquiry, some overdue, some today, some ahead', async () => {
    const { rows } = await demoEnquiries();
    for (const enquiry of rows) {
      if (isOpenEnquiryStage(enquiry.stage)) {
        expect(enquiry.nextAction).toEqual(expect.any(String));
        expect(
          enquiry.nextActionDate! >= calendarDateAt(enquiry.createdAt, BUSINESS_TIME_ZONE),
        ).toBe(true);
      } else {
        expect(enquiry).toMatchObject({ nextAction: null, nextActionDate: null });
      }
    }
    const dates = rows.flatMap((e) => e.nextActionDate ?? []);
    expect(dates.some((date) => date < TODAY)).toBe(true);
    expect(dates.some((date) => date === TODAY)).toBe(true);
    expect(dates.some((date) => date > TODAY)).toBe(true);
    const overdue = await server.request({
      method: 'GET',
      url: '/api/enquiries/filtered?nextAction=overdue&pageSize=100',
      headers: await server.admin(),
    });
    expect(overdue.status).toBe(200);
    expect(overdue.body.totalCount).toBe(dates.filter((date) => date < TODAY).length);
  });

  it("records each enquiry's stage history as the stages allow, from New to its stage", async () => {
    const { rows, changesOf } = await demoEnquiries();
    for (const enquiry of rows) {
      const own = changesOf(enquiry.id);
      expect(own[0]).toMatchObject({
        fromStage: null,
        toStage: 'New',
        lostReason: null,
        changedAt: enquiry.createdAt,
      });
      own.slice(1).forEach((change, i) => {
        const before = own[i]!;
        expect(change.fromStage).toBe(before.toStage);
        expect(change.changedAt.getTime()).toBeGreaterThanOrEqual(before.changedAt.getTime());
        // Booked only from an open stage, by saving a booking; every other move by the table.
        const allowed =
          change.toStage === 'Booked'
            ? canBookFromEnquiry(change.fromStage!)
            : canChangeEnquiryStage(change.fromStage!, change.toStage);
        expect(allowed, `${change.fromStage} to ${change.toStage}`).toBe(true);
        expect(change.lostReason !== null).toBe(change.toStage === 'Lost');
      });
      const last = own.at(-1)!;
      expect(last.toStage).toBe(enquiry.stage);
      if (enquiry.stage === 'Lost') expect(last.lostReason).toBe(enquiry.lostReason);
      // Created at version 0, one more for each move since.
      expect(enquiry.version).toBe(own.length - 1);
      expect(enquiry.updatedAt).toEqual(last.changedAt);
      expect(last.changedAt.getTime()).toBeLessThan(NOW.getTime());
    }
    // Some were lost and reopened when the buyer called again, and some went back to talking.
    const moves = (await demoEnquiries()).rows.flatMap((e) =>
      changesOf(e.id).map((c) => `${c.fromStage}>${c.toStage}`),
    );
    expect(moves).toContain('Lost>Contacted');
    expect(moves).toContain('SiteVisitScheduled>Contacted');
  });

  it('logs calls and notes on most enquiries, the last one their last activity', async () => {
    const { rows, activities, activitiesOf } = await demoEnquiries();
    expect(new Set(activities.map((a) => a.kind))).toEqual(new Set(['Call', 'Note']));
    const logged = rows.filter((e) => activitiesOf(e.id).length > 0);
    expect(logged.length).toBeGreaterThanOrEqual(rows.length * 0.75);
    for (const enquiry of rows) {
      const own = activitiesOf(enquiry.id);
      expect(enquiry.lastActivityAt).toEqual(own.at(-1)?.createdAt ?? null);
      for (const activity of own) {
        expect(validateEnquiryActivity(activity)).toEqual({});
        expect(activity.createdAt.getTime()).toBeGreaterThanOrEqual(enquiry.createdAt.getTime());
        expect(activity.createdAt.getTime()).toBeLessThan(START_OF_TODAY.getTime());
      }
    }
  });

  it('gives site visits to enquiries at or past a scheduled visit, as their stages say', async () => {
    const { rows, visitsOf, projectsOf, changesOf } = await demoEnquiries();
    for (const enquiry of rows) {
      const own = visitsOf(enquiry.id);
      const outcomes = own.map((v) => v.outcome);
      const reached = new Set(changesOf(enquiry.id).map((c) => c.toStage));
      if (!reached.has('SiteVisitScheduled')) expect(own).toEqual([]);
      switch (enquiry.stage) {
        case 'SiteVisitScheduled':
          // Waiting for one visit, today or ahead; perhaps after missing one.
          expect(outcomes.filter((o) => o === 'Scheduled')).toHaveLength(1);
          expect(outcomes.every((o) => o === 'Scheduled' || o === 'NoShow')).toBe(true);
          break;
        case 'SiteVisitDone':
        case 'Negotiation':
        case 'Booked':
          expect(outcomes).toContain('Done');
          expect(outcomes).not.toContain('Scheduled');
          break;
        default:
          expect(outcomes).not.toContain('Scheduled');
      }
      for (const visit of own) {
        expect(projectsOf(enquiry.id).map((i) => i.projectId)).toContain(visit.projectId);
        expect(visit.createdAt.getTime()).toBeGreaterThanOrEqual(enquiry.createdAt.getTime());
        expect(visit.scheduledAt.getTime()).toBeGreaterThan(visit.createdAt.getTime());
        if (visit.outcome === 'Scheduled') {
          expect(visit.scheduledAt.getTime()).toBeGreaterThanOrEqual(START_OF_TODAY.getTime());
          expect(visit.updatedAt).toEqual(visit.createdAt);
        } else {
          // Recorded after it was due, before today.
          expect(visit.scheduledAt.getTime()).toBeLessThan(START_OF_TODAY.getTime());
          expect(visit.updatedAt.getTime()).toBeGreaterThan(visit.scheduledAt.getTime());
        }
        // Scheduling it moved the enquiry to Site visit scheduled then, if it was not there.
        const moved = changesOf(enquiry.id).find(
          (c) =>
            c.toStage === 'SiteVisitScheduled' &&
            c.changedAt.getTime() === visit.createdAt.getTime(),
        );
        if (moved) expect(moved.fromStage).not.toBe('SiteVisitScheduled');
        if (visit.outcome === 'Done' && enquiry.stage !== 'Lost') {
          expect(
            changesOf(enquiry.id).some(
              (c) =>
                c.fromStage === 'SiteVisitScheduled' &&
                c.toStage === 'SiteVisitDone' &&
                c.changedAt.getTime() === visit.updatedAt.getTime(),
            ),
          ).toBe(true);
        }
      }
    }
    // 'Today's visits' has some for the admin, whose enquiries they are.
    const today = await server.request({
      method: 'GET',
      url: '/api/site-visits/today',
      headers: await server.admin(),
    });
    expect(today.status).toBe(200);
    expect(today.body.length).toBeGreaterThanOrEqual(2);
    for (const visit of today.body) {
      expect(calendarDateAt(new Date(visit.scheduledAt), BUSINESS_TIME_ZONE)).toBe(TODAY);
    }
  });

  it('books eight enquiries as distinct demo bookings, taking their owners, before them', async () => {
    const { rows, projectsOf, changesOf } = await demoEnquiries();
    const booked = rows.filter((e) => e.stage === 'Booked');
    expect(rows.filter((e) => e.bookingId !== null)).toEqual(booked);
    const bookingIds = booked.map((e) => e.bookingId);
    expect(new Set(bookingIds).size).toBe(booked.length);
    const headers = await server.admin();
    for (const enquiry of booked) {
      const booking = allBookings.find((b) => b.id === enquiry.bookingId)!;
      expect(live(booking)).toBe(true);
      expect(enquiry).toMatchObject({
        name: booking.plotOwnerName,
        mobileNumber: booking.ownerMobileNumber,
        // As 'Book a plot' fills the booking form from the enquiry.
        email: booking.emailId,
        channelPartnerId: booking.channelPartnerId,
        source: booking.channelPartnerId === null ? expect.any(String) : 'ChannelPartner',
      });
      expect(projectsOf(enquiry.id)[0]!.projectId).toBe(booking.projectId);
      // Made before the booking, and booked when the booking was saved.
      expect(calendarDateAt(enquiry.createdAt, BUSINESS_TIME_ZONE) < booking.bookingDate).toBe(
        true,
      );
      const last = changesOf(enquiry.id).at(-1)!;
      expect(last).toMatchObject({ toStage: 'Booked', changedAt: booking.createdAt });
      const details = await server.request({
        method: 'GET',
        url: `/api/bookings/${booking.id}`,
        headers,
      });
      expect(details.body.enquiryId).toBe(enquiry.id);
    }
  });
});
