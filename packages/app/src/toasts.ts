/**
 * The one place the app's toasts come from (docs/product/messages.md): the ui's one queue, which
 * the top-right Toaster shows, and the texts the app itself announces. The texts live in
 * @plotline/domain beside the rules that choose them; screens that choose their own (sign-in,
 * registration) hand them over as notices.
 */
import { AUTH_MESSAGES } from '@plotline/domain';
import {
  toast,
  type ToastContent,
  type ToastOptions,
  type ToastQueue,
} from '@plotline/ui/components';

export { toast as toasts, type ToastQueue } from '@plotline/ui/components';

export const TOAST_TEXTS = {
  loggedOut: AUTH_MESSAGES.loggedOut,
  logoutFailed: AUTH_MESSAGES.logoutFailed,
} as const;

/** Shows a toast a screen asked for (its onNotify), in the app's queue unless given another. */
export function showNotice(notice: ToastContent & ToastOptions, queue: ToastQueue = toast): void {
  queue[notice.kind](notice.message, notice);
}
