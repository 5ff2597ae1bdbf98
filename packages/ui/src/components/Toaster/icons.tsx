import type { ToastKind } from './toast-queue';
import { loadingIcon } from './Toaster.css';

/** Each kind's mark. Decoration only: the message says what happened. */
export function ToastKindIcon({ kind }: { kind: ToastKind }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={kind === 'loading' ? loadingIcon : undefined}
    >
      {kind === 'success' && (
        <>
          <circle cx="12" cy="12" r="9" />
          <path d="M8 12.5l2.5 2.5L16 9.5" />
        </>
      )}
      {kind === 'error' && (
        <>
          <circle cx="12" cy="12" r="9" />
          <path d="M12 7.5v5.5M12 16.5v.01" />
        </>
      )}
      {kind === 'info' && (
        <>
          <circle cx="12" cy="12" r="9" />
          <path d="M12 11v5.5M12 7.5v.01" />
        </>
      )}
      {kind === 'loading' && <path d="M12 3a9 9 0 1 0 9 9" />}
    </svg>
  );
}
