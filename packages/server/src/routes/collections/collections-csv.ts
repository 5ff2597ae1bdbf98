/** The columns of the collections export, headed as the domain's collectionsCsvColumns. */
import { collectionsCsvColumns } from '@plotline/domain';
import type { CsvColumn } from '../../http/csv';
import type { CollectionItem } from './collection-queries';

const VALUES: readonly Omit<CsvColumn<CollectionItem>, 'header'>[] = [
  { value: (c) => c.bookingNumber },
  { value: (c) => c.projectName },
  { value: (c) => c.plotNumber },
  { value: (c) => c.plotOwnerName, group: 'booking.buyer' },
  { value: (c) => c.channelPartnerName },
  { value: (c) => c.label },
  { value: (c) => c.dueDate },
  { value: (c) => c.amount },
  { value: (c) => c.paidAmount },
  { value: (c) => c.outstanding },
  { value: (c) => c.daysOverdue },
];

export const COLLECTION_CSV_COLUMNS: readonly CsvColumn<CollectionItem>[] =
  collectionsCsvColumns.map((header, index) => ({ header, ...VALUES[index]! }));
