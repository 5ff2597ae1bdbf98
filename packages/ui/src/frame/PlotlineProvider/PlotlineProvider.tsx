import { useLayoutEffect, type ReactNode } from 'react';
import { I18nProvider, RouterProvider } from 'react-aria-components';
import { Toaster } from '../../components/Toaster';
import type { ToastQueue } from '../../components/Toaster';
import { applyColorScheme, type ColorScheme } from '../../theme/color-scheme';

/** The locale every Plotline screen reads dates and numbers in: dd/mm/yyyy, lakh and crore. */
export const PLOTLINE_LOCALE = 'en-IN';

export type PlotlineProviderProps = {
  children: ReactNode;
  /**
   * The host's router: a screen's links (a record, a filtered list) navigate through it instead
   * of loading the page again. Left out, they are plain links.
   */
  navigate?: (path: string) => void;
  /** The href the host's router serves for a path, e.g. under its base path. */
  useHref?: (path: string) => string;
  /** The host's toasts, shown in the page's one toaster; left out, there is none. */
  toasts?: ToastQueue;
  /**
   * The colour scheme of the page ('system' follows the browser). Left out, the root is left as
   * the host set it, e.g. with applyColorScheme before the first render, so no light page flashes.
   */
  colorScheme?: ColorScheme;
};

/**
 * What every Plotline screen expects around it, given once at the root of a host (docs/ui-contract.md):
 * India's locale for the date fields and the tables alike, the host's router for links, the
 * toaster, and the colour scheme on the document root, where the modals' portals take it too.
 */
export function PlotlineProvider({
  children,
  navigate,
  useHref,
  toasts,
  colorScheme,
}: PlotlineProviderProps) {
  useLayoutEffect(() => {
    if (colorScheme) applyColorScheme(colorScheme);
  }, [colorScheme]);
  const page = (
    <I18nProvider locale={PLOTLINE_LOCALE}>
      {children}
      {toasts && <Toaster queue={toasts} />}
    </I18nProvider>
  );
  return navigate ? (
    <RouterProvider navigate={navigate} useHref={useHref}>
      {page}
    </RouterProvider>
  ) : (
    page
  );
}
