/**
 * Enquiries in and out of files (docs/enquiries.md "Import and export"): the filtered list as
 * CSV, and a portal's or spreadsheet's CSV previewed row by row, then imported in one
 * transaction.
 */
import {
  ENQUIRY_IMPORT_MESSAGES,
  calendarDateAt,
  enquiryCreatedMonth,
  type EnquiryPayload,
} from '@plotline/domain';
import { createdStamps } from '../http/authorship';
import { csvReply } from '../http/csv';
import { signedIn, type Handlers } from '../http/handler';
import { conflict } from '../http/http-error';
import { ENQUIRY_CSV_COLUMNS } from './enquiries/enquiry-csv';
import { importCounts, judgeImport, previewRows } from './enquiries/enquiry-import';
import { insertImportedEnquiries } from './enquiries/enquiry-import-writes';
import { enquiriesForExport } from './enquiries/enquiry-page-queries';
import { lockMobileNumbers } from './enquiries/enquiry-queries';
import { assertActiveUsers } from './enquiries/enquiry-references';
import { enquiryAssignee } from './enquiries/enquiry-refusals';

export const enquiryFilesHandlers: Handlers = {
  async exportEnquiries({ db, query, clock, config, user }) {
    const fileName = `enquiries-${clock.today()}.csv`;
    return csvReply(
      fileName,
      ENQUIRY_CSV_COLUMNS,
      db,
      enquiriesForExport(query, { today: clock.today(), timeZone: config.timeZone }),
      signedIn(user),
    );
  },

  async previewEnquiryImport({ db, body, user }) {
    enquiryAssignee(user, body.assignedToId);
    const rows = await judgeImport(db, body);
    return { status: 200, body: { rows: previewRows(rows), ...importCounts(rows) } };
  },

  /** The preview's judgement again, in the transaction that creates the rows it would create. */
  async importEnquiries({ db, body, user, clock, config }) {
    const assignedTo = enquiryAssignee(user, body.assignedToId);
    const stamps = createdStamps(user, clock);
    const createdMonth = enquiryCreatedMonth(calendarDateAt(stamps.createdAt, config.timeZone));
    return db.transaction(async (tx) => {
      await assertActiveUsers(tx, [assignedTo], 'assignedToId');
      const rows = await judgeImport(tx, body, (numbers) => lockMobileNumbers(tx, numbers));
      const counts = importCounts(rows);
      if (counts.createCount !== body.previewedCount) {
        throw conflict('import_changed', ENQUIRY_IMPORT_MESSAGES.changed);
      }
      const payloads = rows.flatMap(({ payload }): EnquiryPayload[] => (payload ? [payload] : []));
      const createdIds = await insertImportedEnquiries(tx, {
        payloads,
        assignedTo,
        createdMonth,
        stamps,
      });
      return {
        status: 201,
        body: {
          createdIds,
          createdCount: createdIds.length,
          duplicateCount: counts.duplicateCount,
          refusedCount: counts.refusedCount,
        },
      };
    });
  },
};
