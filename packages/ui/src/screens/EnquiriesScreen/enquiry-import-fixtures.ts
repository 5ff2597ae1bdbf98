/**
 * A portal's export as the import dialog reads it, and what a server's preview of it says: for
 * the import dialog's stories and tests.
 */
import type { EnquiryImportPreview, EnquiryImportRow } from './enquiry-types';

/** A portal's export: its own column names, a mobile number written its way. */
export const PORTAL_CSV = [
  'Customer Name,Phone,Email,Lead Source,Project,Budget,Remarks',
  'Priya Nair,+91 98765 43210,priya@example.com,Property portal,Green Valley,"45,00,000",Wants a corner plot',
  'Rahul Verma,98765 43211,,Website,Green Valley; Lake View,,',
  'Sunita Iyer,98765 43210,,,,,Called twice',
  'Arjun Mehta,12345,,Billboard,,,',
].join('\n');

/** The same people from a spreadsheet that has no mobile number column. */
export const NO_MOBILE_CSV = ['Name,Email,Notes', 'Priya Nair,priya@example.com,Corner plot'].join(
  '\n',
);

/** The file as the user picks it. */
export const csvFile = (text: string, name = 'portal-leads.csv') =>
  new File([text], name, { type: 'text/csv' });

const added = (row: number): EnquiryImportRow => ({
  row,
  outcome: 'Create',
  name: `Buyer ${row}`,
  mobileNumber: `98${String(row).padStart(8, '0')}`,
  messages: [],
  existingEnquiryId: null,
  duplicateOfRow: null,
});

/**
 * A large file's preview: 120 rows added (more than a page of them), a duplicate of an open
 * enquiry and one of an earlier row, and two refused.
 */
export const LARGE_PREVIEW: EnquiryImportPreview = {
  rows: [
    ...Array.from({ length: 120 }, (_, index) => added(index + 2)),
    {
      row: 122,
      outcome: 'Duplicate',
      name: 'Priya Nair',
      mobileNumber: '9876543210',
      messages: ['An open enquiry already has this mobile number'],
      existingEnquiryId: 10,
      duplicateOfRow: null,
    },
    {
      row: 123,
      outcome: 'Duplicate',
      name: 'Sunita Iyer',
      mobileNumber: '9800000003',
      messages: ['Row 3 of the file has the same mobile number'],
      existingEnquiryId: null,
      duplicateOfRow: 3,
    },
    {
      row: 124,
      outcome: 'Refused',
      name: 'Arjun Mehta',
      mobileNumber: '12345',
      messages: [
        "Source 'Billboard' is none of Walk-in, Phone, Website, Property portal, Channel partner, Referral, Other",
        'Mobile number must be exactly 10 digits',
      ],
      existingEnquiryId: null,
      duplicateOfRow: null,
    },
    {
      row: 125,
      outcome: 'Refused',
      name: null,
      mobileNumber: '9876500001',
      messages: ['Name is required'],
      existingEnquiryId: null,
      duplicateOfRow: null,
    },
  ],
  createCount: 120,
  duplicateCount: 2,
  refusedCount: 2,
};

/** A preview in which every row is a duplicate or refused: nothing to import. */
export const NOTHING_TO_ADD: EnquiryImportPreview = {
  rows: LARGE_PREVIEW.rows.filter(({ outcome }) => outcome !== 'Create'),
  createCount: 0,
  duplicateCount: 2,
  refusedCount: 2,
};
