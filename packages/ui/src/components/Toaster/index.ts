export { Toaster, type ToasterProps } from './Toaster';
export {
  createToastQueue,
  MAX_TOASTS,
  toast,
  TOAST_DURATIONS_MS,
  type ToastContent,
  type ToastKind,
  type ToastOptions,
  type ToastQueue,
} from './toast-queue';
