/** The columns of the collections export, headed as the domain's collectionsCsvColumns. */
import { collectionsCsvColumns } from '@plotline/domain';
import type { CsvColumn } from '../../http/csv';
import type { CollectionItem } from './collection-queries';

const VALUES: readonly CsvColumn<CollectionItem>['value'][] = [
  (c) => c.bookingNumber,
  (c) => c.projectName,
  (c) => c.plotNumber,
  (c) => c.plotOwnerName,
  (c) => c.channelPartnerName,
  (c) => c.label,
  (c) => c.dueDate,
  (c) => c.amount,
  (c) => c.paidAmount,
  (c) => c.outstanding,
  (c) => c.daysOverdue,
];

export const COLLECTION_CSV_COLUMNS: readonly CsvColumn<CollectionItem>[] =
  collectionsCsvColumns.map((header, index) => ({ header, value: VALUES[index]! }));
