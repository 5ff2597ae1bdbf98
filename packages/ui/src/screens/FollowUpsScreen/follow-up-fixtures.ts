/** Sample bookings and follow-ups for the Follow-ups screen's stories and tests. */
import { DEFAULT_PAGE_SIZE, settledFollowUpIds } from '@plotline/domain';
import {
  NO_FOLLOW_UP_FILTERS,
  type BookingChoice,
  type FollowUpListQuery,
  type FollowUpRow,
} from './follow-ups-screen-types';

/** A Wednesday: its week runs Sunday 9 to Saturday 15 March 2025. */
export const TODAY = '2025-03-12';

/** The plain list: its first page, no filter, the default page size. */
export const PLAIN_QUERY: FollowUpListQuery = {
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
  filters: NO_FOLLOW_UP_FILTERS,
  sort: null,
};

export const BOOKINGS: BookingChoice[] = [
  {
    id: 1,
    bookingNumber: 'BK-0001',
    projectName: 'Green Valley',
    plotNumber: 'A-12',
    plotOwnerName: 'Ravi Kumar',
    bookingStatus: 'Booking',
  },
  {
    id: 2,
    bookingNumber: 'BK-0002',
    projectName: 'Green Valley',
    plotNumber: 'A-15',
    plotOwnerName: 'Meena Iyer',
    bookingStatus: 'Token',
  },
  {
    id: 3,
    bookingNumber: 'BK-0003',
    projectName: 'Sunrise Enclave',
    plotNumber: 'B-3',
    plotOwnerName: 'Arjun Mehta',
    bookingStatus: 'RegistryDone',
  },
  {
    id: 4,
    bookingNumber: 'BK-0004',
    projectName: 'Lake View Residency',
    plotNumber: 'C-7',
    plotOwnerName: 'Sunita Sharma',
    bookingStatus: 'Token',
  },
  {
    id: 5,
    bookingNumber: 'BK-0005',
    projectName: 'Sunrise Enclave',
    plotNumber: 'B-8',
    plotOwnerName: 'Farhan Qureshi',
    bookingStatus: 'Cancelled',
  },
];

function followUp(
  id: number,
  bookingId: number,
  followUpDate: string,
  nextFollowUpDate: string | null,
  purpose: string,
  followUpUpdate: string,
  followUpTakenBy: string | null,
): FollowUpRow {
  const booking = BOOKINGS.find((candidate) => candidate.id === bookingId)!;
  return {
    id,
    bookingId,
    bookingNumber: booking.bookingNumber ?? '',
    projectName: booking.projectName,
    plotNumber: booking.plotNumber,
    plotOwnerName: booking.plotOwnerName,
    followUpDate,
    nextFollowUpDate,
    purpose,
    followUpUpdate,
    followUpTakenBy,
  };
}

/** As they were logged, before any is known to settle another. */
const LOGGED: FollowUpRow[] = [
  followUp(
    11,
    1,
    '2025-03-11',
    '2025-03-14',
    'Payment reminder',
    'Spoke to Mr. Kumar about the second instalment. He confirmed the transfer will be made by Friday once his loan is disbursed by the bank.',
    'Priya Nair',
  ),
  followUp(
    10,
    2,
    '2025-03-10',
    TODAY,
    'Site visit',
    'Family visited the plot with an architect; they want the corner measurements confirmed.',
    'Rahul Verma',
  ),
  followUp(
    9,
    4,
    '2025-03-05',
    '2025-03-08',
    'Document collection',
    'Asked for PAN and Aadhaar copies for the agreement.',
    null,
  ),
  followUp(
    8,
    1,
    '2025-02-25',
    '2025-03-11',
    'Registry date discussion',
    'Owner prefers a registry date after Holi.',
    'Priya Nair',
  ),
  followUp(
    7,
    3,
    '2025-02-20',
    null,
    'Registry completed',
    'Registry done at the sub-registrar office; documents handed over.',
    'Rahul Verma',
  ),
  followUp(
    6,
    1,
    '2025-02-10',
    '2025-02-25',
    'Token received',
    'Token amount received by cheque.',
    'Priya Nair',
  ),
  followUp(5, 2, '2025-02-01', '2025-04-02', 'First call', 'Interested in a second plot.', null),
];

const SETTLED = settledFollowUpIds(LOGGED);

/**
 * Newest follow-up date first, as GET /bookingfollowups lists them, each settled as a server
 * answers it: booking 1's 8 and 6 by its 11, booking 2's 5 by its 10.
 */
export const FOLLOW_UPS: FollowUpRow[] = LOGGED.map((row) => ({
  ...row,
  settled: SETTLED.has(row.id),
}));

export const followUpsOf = (bookingId: number) =>
  FOLLOW_UPS.filter((candidate) => candidate.bookingId === bookingId);
