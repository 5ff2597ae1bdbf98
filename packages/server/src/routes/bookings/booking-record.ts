/** A booking as the API answers it: its row with the names of its project, plot and partner. */
import type { components } from '@plotline/api-client/schema';
import { eq, getTableColumns } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { bookings, channelPartners, plots, projects } from '../../db/schema';

export type Booking = components['schemas']['Booking'];

const bookingColumns = {
  ...getTableColumns(bookings),
  projectName: projects.name,
  plotNumber: plots.plotNumber,
  channelPartnerName: channelPartners.name,
};

/** Bookings with their names joined in; callers add the filter, order and page they need. */
export function selectBookings(db: Executor) {
  return db
    .select(bookingColumns)
    .from(bookings)
    .innerJoin(projects, eq(projects.id, bookings.projectId))
    .innerJoin(plots, eq(plots.id, bookings.plotId))
    .leftJoin(channelPartners, eq(channelPartners.id, bookings.channelPartnerId))
    .$dynamic();
}

type BookingRow = Awaited<ReturnType<typeof selectBookings>>[number];

export function toBooking(row: BookingRow): Booking {
  return {
    id: row.id,
    bookingNumber: row.bookingNumber,
    projectId: row.projectId,
    projectName: row.projectName,
    plotId: row.plotId,
    plotNumber: row.plotNumber,
    // The text columns hold only what the contract let in, so they read back as its choices.
    salesRoute: row.salesRoute as Booking['salesRoute'],
    channelPartnerId: row.channelPartnerId,
    channelPartnerName: row.channelPartnerName,
    salesPersonName: row.salesPersonName,
    salesPersonEmail: row.salesPersonEmail,
    salesPersonDesignation: row.salesPersonDesignation,
    plotSaleRate: row.plotSaleRate,
    tokenAmount: row.tokenAmount,
    tokenDate: row.tokenDate,
    bookingDate: row.bookingDate,
    bookingAmount: row.bookingAmount,
    bookingStatus: row.bookingStatus as Booking['bookingStatus'],
    registryDuration: row.registryDuration,
    registryDate: row.registryDate,
    registrationNumber: row.registrationNumber,
    plotOwnerName: row.plotOwnerName,
    plotOwnerPhone: row.plotOwnerPhone,
    plotOwnerEmail: row.plotOwnerEmail,
    ownerMobileNumber: row.ownerMobileNumber,
    ownerMobileLastFiveDigits: row.ownerMobileLastFiveDigits,
    emailId: row.emailId,
    gender: row.gender as Booking['gender'],
    profession: row.profession,
    guardianName: row.guardianName,
    alternateNumber: row.alternateNumber,
    addressOfPlotOwner: row.addressOfPlotOwner,
    businessAddress: row.businessAddress,
    additionalRemarks: row.additionalRemarks,
    notes: row.notes,
    metadata: row.metadata,
    version: row.version,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function findBooking(db: Executor, id: number): Promise<Booking | null> {
  const [row] = await selectBookings(db).where(eq(bookings.id, id));
  return row ? toBooking(row) : null;
}

/** A booking this request has just written, read back inside its transaction. */
export async function readBooking(db: Executor, id: number): Promise<Booking> {
  const booking = await findBooking(db, id);
  if (!booking) throw new Error(`Booking ${id} is missing right after it was written`);
  return booking;
}
