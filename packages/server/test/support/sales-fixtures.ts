/**
 * The sales examples of the server's tests: those the Pact provider states write too
 * (src/test-mode/sales-examples.ts), the bodies the forms send, and the project and plots a
 * booking stands on, written straight into the database.
 */
import type { components } from '@plotline/api-client/schema';
import type { BookingStatus, PlotStatus } from '@plotline/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/database';
import { plots, projects } from '../../src/db/schema';
import { ADMIN_ID } from '../../src/test-mode/baseline';
import {
  DIRECT_SALE,
  insertBooking,
  RAVI_KUMAR,
  storeChannelPartner,
  TOKEN_BOOKING,
} from '../../src/test-mode/sales-examples';

/** The seeded admin, id 1 in every test database as in the baseline, records what they write. */
export { ADMIN_ID };
export { DIRECT_SALE, insertBooking, RAVI_KUMAR, TOKEN_BOOKING };
export { bookedOn, bookingRow, partnerRow } from '../../src/test-mode/sales-examples';

type BookingRequest = components['schemas']['BookingRequest'];

// ------------------------------------------------------------------ the channel partner

/** The example partner under another name, or inactive. */
export function insertChannelPartner(
  db: Database,
  name: string = RAVI_KUMAR.name,
  isActive = true,
): Promise<number> {
  return storeChannelPartner(db, { ...RAVI_KUMAR, name, isActive });
}

// ------------------------------------------------------------------ the booking

/** The example as the booking form sends it for a plot; the createdBy it sends is ignored. */
export function tokenBookingBody(
  ids: { projectId: number; plotId: number; channelPartnerId: number },
  overrides: Partial<BookingRequest> = {},
): BookingRequest {
  return { ...TOKEN_BOOKING, ...ids, createdBy: ADMIN_ID, ...overrides };
}

/** A direct sale entered with its registry already done: the form sends the financials as null. */
export function registryDoneDirectSaleBody(
  ids: { projectId: number; plotId: number },
  overrides: Partial<BookingRequest> = {},
): BookingRequest {
  return tokenBookingBody(
    { ...ids, channelPartnerId: 1 },
    {
      ...DIRECT_SALE,
      plotSaleRate: null,
      tokenAmount: null,
      tokenDate: null,
      bookingDate: '2026-10-15',
      bookingAmount: 1450000,
      bookingStatus: 'RegistryDone',
      registryDuration: null,
      registryDate: '2026-11-18',
      registrationNumber: 'RJ-JPR-2026-0412',
      plotOwnerName: 'Pooja Rathore',
      ownerMobileNumber: null,
      ownerMobileLastFiveDigits: '33445',
      ...overrides,
    },
  );
}

/** A direct sale of the plot, leaving the plot Booked as createBooking does unless it is Cancelled. */
export async function bookPlotDirectly(
  db: Database,
  plot: { projectId: number; plotId: number },
  bookingStatus: BookingStatus = 'Token',
): Promise<string> {
  const { bookingNumber } = await insertBooking(db, { ...DIRECT_SALE, ...plot, bookingStatus });
  if (bookingStatus !== 'Cancelled') {
    await db.update(plots).set({ status: 'Booked' }).where(eq(plots.id, plot.plotId));
  }
  return bookingNumber;
}

// ------------------------------------------------------------------ what a booking stands on

export async function insertProject(db: Database, name: string): Promise<number> {
  const [project] = await db
    .insert(projects)
    .values({
      name,
      totalProjectArea: 100000,
      roadsArea: 10000,
      totalSaleableArea: 10000,
      createdBy: ADMIN_ID,
    })
    .returning({ id: projects.id });
  return project!.id;
}

export async function insertPlot(
  db: Database,
  projectId: number,
  plotNumber: string,
  status: PlotStatus = 'Available',
): Promise<number> {
  const [plot] = await db
    .insert(plots)
    .values({ projectId, plotNumber, plotSize: 1200, status, createdBy: ADMIN_ID })
    .returning({ id: plots.id });
  return plot!.id;
}

export async function plotStatus(db: Database, plotId: number): Promise<string | undefined> {
  const [plot] = await db.select({ status: plots.status }).from(plots).where(eq(plots.id, plotId));
  return plot?.status;
}
