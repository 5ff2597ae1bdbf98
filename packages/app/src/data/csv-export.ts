import { dataOf, failureToast, type Answer } from '../api-call';
import { useToasts } from '../services';
import { attachmentName, saveFile } from './save-file';

/**
 * Downloads a list's CSV export (GET …/export) under the file name the server gives it; a failure
 * toasts the list's export text. Resolves, never rejects.
 */
export function useCsvExport() {
  const toasts = useToasts();
  return async (call: Promise<Answer<Blob>>, fallbackName: string, failedText: string) => {
    try {
      const csv = await dataOf(call);
      const { response } = await call;
      saveFile(csv, attachmentName(response.headers.get('Content-Disposition'), fallbackName));
    } catch (error) {
      toasts.error(...failureToast(error, failedText));
    }
  };
}
