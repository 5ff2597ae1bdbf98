/** Hand-built data shared by the dashboard's tests; each figure is worked out in its test. */
import type { DashboardBooking, DashboardInput, DashboardPlot } from './dashboard-input';

export const TODAY = '2026-06-15';

export function aBooking(fields: Partial<DashboardBooking> & { id: number }): DashboardBooking {
  return {
    bookingNumber: `BK-${fields.id}`,
    projectId: 1,
    plotId: 101,
    channelPartnerId: null,
    bookingStatus: 'Token',
    bookingDate: '2026-06-01',
    registryDate: '2026-07-01',
    plotOwnerName: `Owner ${fields.id}`,
    plotOwnerEmail: null,
    ...fields,
  };
}

export function aPlot(fields: Partial<DashboardPlot> & { id: number }): DashboardPlot {
  return {
    projectId: 1,
    plotNumber: `P-${fields.id}`,
    status: 'Available',
    plotSize: 1800,
    sizeUnit: 'sq ft',
    ...fields,
  };
}

export function anInput(fields: Partial<DashboardInput>): DashboardInput {
  return { today: TODAY, projects: [], plots: [], bookings: [], channelPartners: [], ...fields };
}

/**
 * Three projects (Cedar Park empty), three partners (Zeta Homes without bookings) and eight
 * bookings covering every status, age bucket and severity.
 */
export const SAMPLE: DashboardInput = anInput({
  projects: [
    { id: 1, name: 'Green Meadows' },
    { id: 2, name: 'Amber Fields' },
    { id: 3, name: 'Cedar Park' },
  ],
  channelPartners: [
    { id: 10, name: 'Ravi Estates' },
    { id: 11, name: 'Anand Realty' },
    { id: 12, name: 'Zeta Homes' },
  ],
  plots: [
    aPlot({ id: 101, plotNumber: 'A-1', status: 'Available' }),
    aPlot({ id: 102, plotNumber: 'A-2', status: 'Booked' }),
    aPlot({ id: 103, plotNumber: 'A-10', status: 'Sold' }),
    aPlot({ id: 104, plotNumber: 'A-3', status: 'Hold' }),
    aPlot({ id: 105, plotNumber: 'A-4', status: 'Booked' }),
    aPlot({ id: 106, plotNumber: 'A-5', status: 'Booked' }),
    aPlot({ id: 201, projectId: 2, plotNumber: 'B-1', status: 'Available' }),
    aPlot({ id: 202, projectId: 2, plotNumber: 'B-2', status: 'Booked' }),
    aPlot({ id: 203, projectId: 2, plotNumber: 'B-3', status: 'Available' }),
  ],
  bookings: [
    // Age 14, due in the future.
    aBooking({ id: 1, plotId: 102, channelPartnerId: 10 }),
    // Age 75, 45 days overdue: red.
    aBooking({
      id: 2,
      plotId: 105,
      bookingStatus: 'Booking',
      bookingDate: '2026-04-01',
      registryDate: '2026-05-01',
      plotOwnerEmail: 'owner2@example.com',
    }),
    // Age 45, 1 day overdue: yellow.
    aBooking({
      id: 3,
      plotId: 106,
      channelPartnerId: 11,
      bookingDate: '2026-05-01',
      registryDate: '2026-06-14',
    }),
    // Registered and cancelled bookings are never overdue, however old their registry date.
    aBooking({
      id: 4,
      plotId: 103,
      channelPartnerId: 10,
      bookingStatus: 'RegistryDone',
      bookingDate: '2026-01-10',
      registryDate: '2026-02-10',
    }),
    aBooking({
      id: 5,
      plotId: 101,
      channelPartnerId: 10,
      bookingStatus: 'Cancelled',
      bookingDate: '2026-03-01',
      registryDate: '2026-04-01',
    }),
    // Age 30, registry due today: not overdue.
    aBooking({
      id: 6,
      projectId: 2,
      plotId: 202,
      channelPartnerId: 11,
      bookingStatus: 'Booking',
      bookingDate: '2026-05-16',
      registryDate: TODAY,
    }),
    aBooking({
      id: 7,
      bookingNumber: null,
      projectId: 2,
      plotId: 203,
      bookingStatus: 'Pending',
      bookingDate: '2026-06-10',
      registryDate: null,
    }),
    // Age 196 (no bucket), 15 days overdue: orange.
    aBooking({
      id: 8,
      projectId: 2,
      plotId: 201,
      bookingDate: '2025-12-01',
      registryDate: '2026-05-31',
    }),
  ],
});
