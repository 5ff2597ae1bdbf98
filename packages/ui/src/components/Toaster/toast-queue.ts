import { UNSTABLE_ToastQueue as RACToastQueue } from 'react-aria-components';

export type ToastKind = 'success' | 'error' | 'info' | 'loading';

/** What a toast says: its message, and a second line with the detail when there is one. */
export type ToastContent = { kind: ToastKind; message: string; detail?: string };

export type ToastOptions = {
  /** Overrides the kind's duration, e.g. 8000 ms for a repeated sign-in failure. */
  durationMs?: number;
  /** A second line under the message, e.g. the server's reason for a refusal. */
  detail?: string;
};

/**
 * Each kind's duration (docs/product/constants.md): 4000 ms by default and for errors, 2000 ms for
 * a success; a loading toast has none and stays until dismissed.
 */
export const TOAST_DURATIONS_MS: Readonly<Record<ToastKind, number | undefined>> = {
  info: 4000,
  error: 4000,
  success: 2000,
  loading: undefined,
};

/** The most toasts kept at once (docs/product/constants.md); a new one drops the oldest. */
export const MAX_TOASTS = 20;

type ShowToast = (message: string, options?: ToastOptions) => string;

export type ToastQueue = {
  /** Each returns the toast's key, for dismiss. */
  success: ShowToast;
  error: ShowToast;
  info: ShowToast;
  loading: ShowToast;
  dismiss: (key: string) => void;
  /** What a Toaster renders: react-aria's queue of the kept toasts. */
  toasts: RACToastQueue<ToastContent>;
};

export function createToastQueue(): ToastQueue {
  const toasts = new RACToastQueue<ToastContent>();
  const show =
    (kind: ToastKind): ShowToast =>
    (message, options = {}) => {
      // The queue keeps its newest toast first, so the last one is the oldest.
      while (toasts.visibleToasts.length >= MAX_TOASTS) {
        const oldest = toasts.visibleToasts.at(-1);
        if (oldest) toasts.close(oldest.key);
      }
      const content: ToastContent = options.detail
        ? { kind, message, detail: options.detail }
        : { kind, message };
      return toasts.add(content, { timeout: options.durationMs ?? TOAST_DURATIONS_MS[kind] });
    };
  return {
    success: show('success'),
    error: show('error'),
    info: show('info'),
    loading: show('loading'),
    dismiss: (key) => toasts.close(key),
    toasts,
  };
}

/** The app's one queue, shown by the one Toaster at the top right of the app. */
export const toast = createToastQueue();
