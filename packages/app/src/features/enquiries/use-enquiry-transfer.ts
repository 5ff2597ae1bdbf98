/**
 * Enquiries in and out as CSV files (docs/enquiries.md): the filtered list exported, and a
 * portal's or spreadsheet's export previewed then imported, all its rows or none. What the
 * dialog says itself (a refusal of the file or the mapping, the enquiries changed since the
 * preview) is not toasted too; any other failure is. An import reloads what a new enquiry makes
 * stale (live/changed-resources.ts): the list, the board and the dashboard's funnel.
 */
import { ENQUIRY_MESSAGES, isValid } from '@plotline/domain';
import type {
  EnquiryImportCommit,
  EnquiryImportPreviewOutcome,
  EnquiryImportRequest,
  EnquiryImportResultOutcome,
  EnquiryListQuery,
} from '@plotline/ui/screens';
import { ApiCallError, dataOf, failureToast } from '../../api-call';
import { changingHere, useReload } from '../../data/cache';
import { useCsvExport } from '../../data/csv-export';
import { useApi, useToasts } from '../../services';
import { enquiriesExportQuery } from './enquiry-list-query';

/** The server's field messages of a 400 (`csv`, `mapping`), which the dialog shows. */
const fieldRefusalOf = (failure: unknown) =>
  failure instanceof ApiCallError && failure.status === 400 && !isValid(failure.fieldErrors)
    ? failure.fieldErrors
    : null;

export function useEnquiryTransfer() {
  const api = useApi();
  const toasts = useToasts();
  const reload = useReload();
  const exportCsv = useCsvExport();

  /** Every enquiry the filters match, in the list's sort, as the server's CSV file. */
  const exportEnquiries = (query: EnquiryListQuery): Promise<void> =>
    exportCsv(
      api.GET('/enquiries/export', {
        params: { query: enquiriesExportQuery(query) },
        parseAs: 'blob',
      }),
      'enquiries.csv',
      ENQUIRY_MESSAGES.exportFailed,
    );

  const previewImport = async (
    request: EnquiryImportRequest,
  ): Promise<EnquiryImportPreviewOutcome> => {
    try {
      const preview = await dataOf(api.POST('/enquiries/import/preview', { body: request }));
      return { ok: true, preview };
    } catch (failure) {
      const fieldErrors = fieldRefusalOf(failure);
      if (fieldErrors) return { ok: false, fieldErrors };
      toasts.error(...failureToast(failure, ENQUIRY_MESSAGES.importPreviewFailed));
      return { ok: false };
    }
  };

  const importEnquiries = async (
    commit: EnquiryImportCommit,
  ): Promise<EnquiryImportResultOutcome> => {
    changingHere('enquiry');
    try {
      const result = await dataOf(api.POST('/enquiries/import', { body: commit }));
      toasts.success(ENQUIRY_MESSAGES.imported(result.createdCount));
      await reload('enquiry');
      return { ok: true };
    } catch (failure) {
      if (
        failure instanceof ApiCallError &&
        failure.status === 409 &&
        failure.body.code === 'import_changed'
      ) {
        return { ok: false, changed: true };
      }
      const fieldErrors = fieldRefusalOf(failure);
      if (fieldErrors) return { ok: false, fieldErrors };
      toasts.error(...failureToast(failure, ENQUIRY_MESSAGES.importFailed));
      return { ok: false };
    }
  };

  return { exportEnquiries, previewImport, importEnquiries };
}
