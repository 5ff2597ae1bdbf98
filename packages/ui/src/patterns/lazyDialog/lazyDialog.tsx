import { lazy, Suspense, useState, type ComponentType } from 'react';

/** A dialog's props: open while `isOpen` is true, or whenever it is drawn when left out. */
type DialogProps = { isOpen?: boolean };

const everyDialog = new Set<() => Promise<unknown>>();

/**
 * A dialog whose code is fetched the first time it opens rather than with its page, so a page's
 * first visit carries only what the page itself shows (issue 36). It draws nothing until then;
 * once opened it stays drawn, so it closes (and opens again) as the dialog itself does.
 *
 *   const BookingFormModal = lazyDialog(() =>
 *     import('./BookingForm').then((module) => module.BookingFormModal),
 *   );
 *
 * Until the code arrives, the press that opened it has painted and nothing more shows. A dialog
 * opened after its code came (a second opening, or `preloadDialogs`) is drawn in that render. A
 * fetch that fails is thrown to the nearest error boundary; the next dialog drawn fetches again.
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
