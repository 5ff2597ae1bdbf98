/** The columns of the channel partner export, in the order openapi.yaml lists them. */
import type { CsvColumn } from '../../http/csv';
import { natureOf, type ChannelPartnerRow } from './partner-response';

export type PartnerCsvRow = Pick<
  ChannelPartnerRow,
  | 'name'
  | 'natureId'
  | 'isActive'
  | 'commissionRate'
  | 'companyName'
  | 'mobileNumber'
  | 'emailId'
  | 'associatesCount'
  | 'createdAt'
>;

export const PARTNER_CSV_COLUMNS: readonly CsvColumn<PartnerCsvRow>[] = [
  { header: 'Name', value: (row) => row.name },
  { header: 'Nature', value: (row) => natureOf(row.natureId).natureName },
  // As the view modal reads the status (docs/product/screens.md).
  { header: 'Status', value: (row) => (row.isActive ? 'Active' : 'Inactive') },
  { header: 'Commission Rate', value: (row) => row.commissionRate },
  { header: 'Company', value: (row) => row.companyName },
  { header: 'Mobile', value: (row) => row.mobileNumber },
  { header: 'Email', value: (row) => row.emailId },
  { header: 'Associated Persons', value: (row) => row.associatesCount },
  { header: 'Created At', value: (row) => row.createdAt.toISOString() },
];
