import { lazy, Suspense, useState, type ComponentType } from 'react';

/** A dialog's props: open while `isOpen` is true, or whenever it is drawn when left out. */
type DialogProps = { isOpen?: boolean };

const everyDialog = new Set<() => Promise<unknown>>();

/**
 * A dialog whose code is fetched once its page is idle, after the page is drawn, or when it first
 * opens if that is sooner, rather than with its page: a page's first visit carries only what the
 * page itself shows (issue 36), and a dialog opened later opens at once, its code already in. It
 * draws nothing until its first opening; once opened it stays drawn, so it closes (and opens
 * again) as the dialog itself does. Where the browser has no idle callback (Safari), a dialog's
 * code is fetched at its first opening.
 *
 *   const BookingFormModal = lazyDialog(() =>
 *     import('./BookingForm').then((module) => module.BookingFormModal),
 *   );
 *
 * Opened before its code came, the press paints and the dialog shows once the code arrives; opened
 * after (the page was idle, it was opened before, or `preloadDialogs`), it is drawn in that render.
 * A fetch that fails is thrown to the nearest error boundary; the next dialog drawn fetches again.
 */
export function lazyDialog<P extends DialogProps>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    loading ??= load().then(
      (dialog) => (loaded = dialog),
      (error: unknown) => {
        loading = null;
        whileLoading = lazyLoaded();
        throw error;
      },
    );
    return loading;
  };
  const lazyLoaded = () => lazy(() => preload().then((dialog) => ({ default: dialog })));
  let whileLoading = lazyLoaded();
  everyDialog.add(preload);
  // Defined as its screen's module is first evaluated, before the screen is drawn: the fetch
  // waits for the browser to be idle, so it never delays the page. One that fails here is tried
  // again at the first opening, which shows the failure.
  if (typeof requestIdleCallback === 'function') {
    requestIdleCallback(() => preload().catch(() => {}));
  }

  return function LazyDialog(props: P) {
    const isOpen = props.isOpen ?? true;
    // Chosen once, at the first opening, so the dialog is never drawn anew (losing what was typed
    // in it) when its code arrives.
    const [Dialog, setDialog] = useState<ComponentType<P> | null>(null);
    if (isOpen && Dialog === null) setDialog(() => loaded ?? whileLoading);
    if (Dialog === null) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  };
}

/**
 * Fetches the code of every lazy dialog defined so far: for tests and stories, which open dialogs
 * and look inside them at once, as a page does once its dialogs have been opened.
 */
export function preloadDialogs(): Promise<unknown> {
  return Promise.all([...everyDialog].map((preload) => preload()));
}
