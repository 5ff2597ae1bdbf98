/**
 * Projects, plots and channel partners written straight into the database for the bookings
 * and follow-ups suites, and booking bodies as the booking form sends them.
 */
import type { components } from '@plotline/api-client/schema';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/database';
import { channelPartners, plots, projects } from '../../src/db/schema';

type BookingRequest = components['schemas']['BookingRequest'];

/** Seed rows record the seeded admin as their author; no foreign key asks for more. */
const SEEDED_BY = 1;

export async function insertProject(db: Database, name: string): Promise<number> {
  const [project] = await db
    .insert(projects)
    .values({
      name,
      totalProjectArea: 100000,
      roadsArea: 10000,
      totalSaleableArea: 10000,
      createdBy: SEEDED_BY,
    })
    .returning({ id: projects.id });
  return project!.id;
}

export async function insertPlot(
  db: Database,
  projectId: number,
  plotNumber: string,
  status = 'Available',
): Promise<number> {
  const [plot] = await db
    .insert(plots)
    .values({ projectId, plotNumber, plotSize: 1200, status, createdBy: SEEDED_BY })
    .returning({ id: plots.id });
  return plot!.id;
}

export async function insertChannelPartner(
  db: Database,
  name: string,
  isActive = true,
): Promise<number> {
  const [partner] = await db
    .insert(channelPartners)
    .values({
      name,
      natureId: 1,
      isActive,
      details: { gender: 'Male', mobileNumber: '9876501234' },
      mobileNumber: '9876501234',
      createdBy: SEEDED_BY,
    })
    .returning({ id: channelPartners.id });
  return partner!.id;
}

export async function plotStatus(db: Database, plotId: number): Promise<string | undefined> {
  const [plot] = await db.select({ status: plots.status }).from(plots).where(eq(plots.id, plotId));
  return plot?.status;
}

/** A Token booking through a channel partner with every field the form fills in. */
export function tokenBookingBody(
  ids: { projectId: number; plotId: number; channelPartnerId: number },
  overrides: Partial<BookingRequest> = {},
): BookingRequest {
  return {
    projectId: ids.projectId,
    plotId: ids.plotId,
    salesRoute: 'channel_partner',
    channelPartnerId: ids.channelPartnerId,
    salesPersonName: null,
    salesPersonEmail: null,
    salesPersonDesignation: null,
    plotSaleRate: 12000,
    tokenAmount: 51000,
    tokenDate: '2026-11-02',
    bookingDate: '2026-11-02',
    bookingAmount: 500000,
    bookingStatus: 'Token',
    registryDuration: 30,
    registryDate: '2026-12-02',
    registrationNumber: null,
    plotOwnerName: 'Anil Mehta',
    plotOwnerPhone: null,
    plotOwnerEmail: null,
    ownerMobileNumber: '9811122233',
    ownerMobileLastFiveDigits: null,
    emailId: 'anil.mehta@example.in',
    gender: 'Male',
    profession: 'Civil engineer',
    guardianName: 'Suresh Mehta',
    alternateNumber: '9811100000',
    addressOfPlotOwner: '12 MG Road, Jaipur',
    businessAddress: '4 Civil Lines, Jaipur',
    additionalRemarks: 'Prefers a park-facing plot',
    notes: 'Token paid by cheque',
    createdBy: 1,
    ...overrides,
  };
}

/** A direct sale entered with its registry already done: the form sends the financials as null. */
export function registryDoneDirectSaleBody(
  ids: { projectId: number; plotId: number },
  overrides: Partial<BookingRequest> = {},
): BookingRequest {
  return tokenBookingBody(
    { ...ids, channelPartnerId: 1 },
    {
      salesRoute: 'direct_sale',
      channelPartnerId: null,
      salesPersonName: 'Neha Verma',
      salesPersonEmail: 'neha.verma@plotline.local',
      salesPersonDesignation: 'Sales Manager',
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
