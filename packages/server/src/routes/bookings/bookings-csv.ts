/** The columns of the bookings export, in the order openapi.yaml lists them. */
import { SALES_ROUTE_LABELS } from '@plotline/domain';
import type { CsvColumn } from '../../http/csv';
import type { ExportedBooking } from './booking-export-rows';

export const BOOKING_CSV_COLUMNS: readonly CsvColumn<ExportedBooking>[] = [
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
  { header: 'Sales Route', value: (b) => SALES_ROUTE_LABELS[b.salesRoute] },
  { header: 'Channel Partner', value: (b) => b.channelPartnerName },
  { header: 'Plot Sale Rate', value: (b) => b.plotSaleRate },
  { header: 'Token Amount', value: (b) => b.tokenAmount },
  { header: 'Token Date', value: (b) => b.tokenDate },
  { header: 'Booking Amount', value: (b) => b.bookingAmount },
  // The booking's money (the domain's bookingBalance), only to those who may see payments.
  { header: 'Sale Value', value: (b) => b.saleValue, group: 'payment' },
  { header: 'Received', value: (b) => b.received, group: 'payment' },
  { header: 'Outstanding', value: (b) => b.outstanding, group: 'payment' },
];
