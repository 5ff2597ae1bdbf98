/** Sample audit entries for the stories and tests of the Audit Log and the History sections. */
import { listOf } from '../ListPage';
import type { AuditEntryRow, AuditHistory, AuditViewer } from './audit-entry';

/** An administrator: reads every kind of record, payments and commissions too. */
export const READS_EVERYTHING: AuditViewer = {
  permissions: [
    'audit.view',
    'projects.view',
    'plots.view',
    'bookings.view',
    'channelpartners.view',
    'users.view',
    'roles.view',
    'permissions.view',
    'payments.view',
    'commissions.view',
  ],
};

/** Reads the audit trail and the projects, but no booking. */
export const READS_NO_BOOKINGS: AuditViewer = { permissions: ['audit.view', 'projects.view'] };

/** Reads the bookings, but not their payments. */
export const READS_NO_PAYMENTS: AuditViewer = { permissions: ['audit.view', 'bookings.view'] };

const ASHA = { id: 1, username: 'asha' };
const RAVI = { id: 2, username: 'ravi' };

/** Booking #12 as it was made, whole: what its create entry holds. */
const CREATED_BOOKING = {
  id: 12,
  bookingNumber: 'BK-0012',
  projectName: 'Green Valley',
  plotNumber: 'A-3',
  bookingStatus: 'Token',
  plotOwnerName: 'Anil Sharma',
  tokenAmount: 51000,
  version: 1,
  createdAt: '2026-03-01T05:30:00.000Z',
};

/** Booking #12's whole history, newest first: created, edited, then confirmed. */
export const BOOKING_HISTORY: readonly AuditEntryRow[] = [
  {
    id: 103,
    recordedAt: '2026-03-10T09:15:00.000Z',
    user: ASHA,
    operation: 'changeBookingStatus',
    entity: 'booking',
    entityId: 12,
    before: { bookingStatus: 'Token', version: 2 },
    after: { bookingStatus: 'Booking', version: 3 },
  },
  {
    id: 102,
    recordedAt: '2026-03-05T11:40:00.000Z',
    user: RAVI,
    operation: 'updateBooking',
    entity: 'booking',
    entityId: 12,
    before: { plotOwnerName: 'Anil Sharma', notes: null, version: 1 },
    after: { plotOwnerName: 'Anil K. Sharma', notes: 'Prefers calls after 6 pm', version: 2 },
  },
  {
    id: 101,
    recordedAt: '2026-03-01T05:30:00.000Z',
    user: ASHA,
    operation: 'createBooking',
    entity: 'booking',
    entityId: 12,
    before: null,
    after: CREATED_BOOKING,
  },
];

/** A page of the Audit Log, newest first: every kind of entry the log shows. */
export const AUDIT_ENTRIES: readonly AuditEntryRow[] = [
  {
    id: 110,
    recordedAt: '2026-03-12T12:05:00.000Z',
    user: null,
    operation: 'register',
    entity: 'user',
    entityId: 31,
    before: null,
    after: { id: 31, username: 'meera', email: 'meera@plotline.example', isActive: true },
  },
  {
    id: 109,
    recordedAt: '2026-03-12T10:20:00.000Z',
    user: ASHA,
    operation: 'assignRolePermissions',
    entity: 'role',
    entityId: 2,
    before: { permissions: [{ id: 1, name: 'bookings.view' }] },
    after: {
      permissions: [
        { id: 1, name: 'bookings.view' },
        { id: 2, name: 'bookings.edit' },
      ],
    },
  },
  {
    id: 108,
    recordedAt: '2026-03-11T08:00:00.000Z',
    user: RAVI,
    operation: 'updateProject',
    entity: 'project',
    entityId: 3,
    before: { name: 'Sunrise Enclave', roadsArea: 9000 },
    after: { name: 'Sunrise Enclave Phase 1', roadsArea: 9500 },
  },
  {
    id: 107,
    recordedAt: '2026-03-11T07:45:00.000Z',
    user: ASHA,
    operation: 'updateAmenity',
    entity: 'amenity',
    entityId: 4,
    // Saved again as it was: only the bookkeeping moved.
    before: { updatedAt: '2026-03-01T00:00:00.000Z' },
    after: { updatedAt: '2026-03-11T07:45:00.000Z' },
  },
  {
    id: 106,
    recordedAt: '2026-03-10T16:30:00.000Z',
    user: ASHA,
    operation: 'deleteChannelPartner',
    entity: 'channelPartner',
    entityId: 9,
    before: { id: 9, name: 'Old Town Realty', natureId: 1, isActive: false },
    after: null,
  },
  ...BOOKING_HISTORY,
];

/** Project #1's last changes: an edit of its roads, and its creation. */
export const PROJECT_HISTORY: readonly AuditEntryRow[] = [
  {
    id: 121,
    recordedAt: '2026-03-02T06:00:00.000Z',
    user: ASHA,
    operation: 'updateProject',
    entity: 'project',
    entityId: 1,
    before: { roadsArea: 60000 },
    after: { roadsArea: 65340 },
  },
  {
    id: 120,
    recordedAt: '2025-03-14T06:30:00.000Z',
    user: ASHA,
    operation: 'createProject',
    entity: 'project',
    entityId: 1,
    before: null,
    after: { id: 1, name: 'Green Valley Phase 2', totalProjectArea: 435600, roadsArea: 60000 },
  },
];

/** Plot A-1 of Green Valley (#101), made bigger after it was added. */
export const PLOT_HISTORY: readonly AuditEntryRow[] = [
  {
    id: 141,
    recordedAt: '2026-03-04T07:15:00.000Z',
    user: RAVI,
    operation: 'updatePlot',
    entity: 'plot',
    entityId: 101,
    before: { plotSize: 1200 },
    after: { plotSize: 1350 },
  },
  {
    id: 140,
    recordedAt: '2025-03-15T05:00:00.000Z',
    user: ASHA,
    operation: 'createPlot',
    entity: 'plot',
    entityId: 101,
    before: null,
    after: { id: 101, plotNumber: 'A-1', plotSize: 1200, sizeUnit: 'sq ft', status: 'Available' },
  },
];

/** Channel partner #1, deactivated and then active again. */
export const PARTNER_HISTORY: readonly AuditEntryRow[] = [
  {
    id: 131,
    recordedAt: '2026-03-09T04:30:00.000Z',
    user: RAVI,
    operation: 'updateChannelPartner',
    entity: 'channelPartner',
    entityId: 1,
    before: { isActive: false, remarks: null },
    after: { isActive: true, remarks: 'Brings buyers from Jaipur' },
  },
];

/**
 * Booking #12's payment, as the server answers it to a reader of bookings without payments.view:
 * no states, as the schedule's and receipts' answer needs that permission.
 */
export const PAYMENT_WITHHELD: AuditEntryRow = {
  id: 104,
  recordedAt: '2026-03-11T06:20:00.000Z',
  user: RAVI,
  operation: 'recordPayment',
  entity: 'booking',
  entityId: 12,
  before: null,
  after: null,
};

/**
 * A page of the Audit Log as the server answers it to READS_NO_BOOKINGS: the bookings' entries
 * without their states, the project's with them.
 */
export const BOOKINGS_WITHHELD: readonly AuditEntryRow[] = (() => {
  const [confirmed, edited, created] = BOOKING_HISTORY.map((entry) => ({
    ...entry,
    before: null,
    after: null,
  }));
  return [PAYMENT_WITHHELD, confirmed!, edited!, PROJECT_HISTORY[0]!, created!];
})();

/** One page holding every entry given, as a details view's History takes it. */
export function auditHistoryOf(
  entries: readonly AuditEntryRow[],
  auditLogHref: string,
  viewer: AuditViewer = READS_EVERYTHING,
): AuditHistory {
  return {
    list: listOf(entries),
    page: 1,
    pageSize: 5,
    onPageChange: () => {},
    auditLogHref,
    viewer,
  };
}
