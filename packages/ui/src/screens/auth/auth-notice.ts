import type { ToastContent, ToastOptions } from '../../components/Toaster';

/**
 * What a signed-out screen asks its host to announce. The screens show no toast themselves, so
 * a host can pass it to its own toast queue: `toast[notice.kind](notice.message, notice)`.
 */
export type AuthNotice = ToastContent & ToastOptions;
