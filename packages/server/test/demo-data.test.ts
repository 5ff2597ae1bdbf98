import {
  associateCount,
  bookingFormFromPayload,
  canChangeBookingStatus,
  CHANNEL_PARTNER_NATURES,
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
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import {
  amenities,
  bookingFollowUps,
  bookings,
  bookingStatusChanges,
  channelPartners,
  plots,
  projectAmenities,
  projects,
  users,
} from '../src/db/schema';
import { seedDemoData } from '../src/seed/demo-data';
import { seedFirstStart } from '../src/seed/first-start';
import { openTestDatabase } from './support/test-database';
import { startTestServer, type TestServer } from './support/test-server';

const NOW = new Date('2026-11-22T06:30:00Z');
const TODAY: CalendarDate = '2026-11-22';

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

  it('makes the same business every time for the same today', async () => {
    const other = await openTestDatabase();
    try {
      // As the first start wires it in.
      await seedFirstStart(other.db, {
        adminPassword: 'another-admin',
        seedDemoData: (db, adminId) => seedDemoData(db, adminId, TODAY),
        warn: () => {},
      });
      const snapshot = async (db: Database) => ({
        bookings: await db.select().from(bookings).orderBy(asc(bookings.id)),
        partners: await db.select().from(channelPartners).orderBy(asc(channelPartners.id)),
        followUps: await db.select().from(bookingFollowUps).orderBy(asc(bookingFollowUps.id)),
      });
      expect(await snapshot(other.db)).toEqual(await snapshot(server.db));
    } finally {
      await other.close();
    }
  });
});
