/** The columns of the bookings export, in the order openapi.yaml lists them. */
import type { CsvColumn } from '../../http/csv';
import type { BookingResponse } from './booking-response';

export const BOOKING_CSV_COLUMNS: readonly CsvColumn<BookingResponse>[] = [
  { header: 'Booking Number', value: (b) => b.bookingNumber },
  { header: 'Project', value: (b) => b.projectName },
  { header: 'Plot', value: (b) => b.plotNumber },
  { header: 'Booking Date', value: (b) => b.bookingDate },
  { header: 'Status', value: (b) => b.bookingStatus },
  { header: 'Registry Date', value: (b) => b.registryDate },
  { header: 'Registration Number', value: (b) => b.registrationNumber },
  { header: 'Plot Owner', value: (b) => b.plotOwnerName, group: 'booking.buyer' },
  // The owner's mobile is known in full or by its last five digits, never both.
  {
    header: 'Owner Mobile',
    value: (b) => b.ownerMobileNumber ?? b.ownerMobileLastFiveDigits,
    group: 'booking.buyer',
  },
  { header: 'Owner Email', value: (b) => b.emailId, group: 'booking.buyer' },
  { header: 'Sales Route', value: (b) => b.salesRoute },
  { header: 'Channel Partner', value: (b) => b.channelPartnerName },
  { header: 'Plot Sale Rate', value: (b) => b.plotSaleRate },
  { header: 'Token Amount', value: (b) => b.tokenAmount },
  { header: 'Token Date', value: (b) => b.tokenDate },
  { header: 'Booking Amount', value: (b) => b.bookingAmount },
];
