import { Toaster } from '@plotline/ui/components';
import type { ReactNode } from 'react';
import { I18nProvider, RouterProvider } from 'react-aria-components';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { useLocation } from 'wouter';
import { AuthProvider } from './auth/AuthProvider';
import { AppErrorBoundary } from './routing/AppErrorBoundary';
import { AppRoutes } from './routing/AppRoutes';
import { toasts } from './toasts';

const SWR_OPTIONS: SWRConfiguration = {
  // docs/product/messages.md toasts a failed load once; retries would repeat the toast, and the
  // answers that fail here (403, 404, 400) do not change by asking again.
  shouldRetryOnError: false,
};

/** react-aria's links (in the ui's screens and pages) navigate through wouter, without reloads. */
function AriaRouter({ children }: { children: ReactNode }) {
  const [location, navigate] = useLocation();
  return (
    <RouterProvider navigate={(path) => navigate(path)}>
      <AppErrorBoundary location={location}>{children}</AppErrorBoundary>
    </RouterProvider>
  );
}

/** The whole app: dates and numbers for India, data, toasts, the session and the routes. */
export function App() {
  return (
    <I18nProvider locale="en-IN">
      <SWRConfig value={SWR_OPTIONS}>
        <AriaRouter>
          <AuthProvider>
            <AppRoutes />
          </AuthProvider>
        </AriaRouter>
        <Toaster queue={toasts} />
      </SWRConfig>
    </I18nProvider>
  );
}
