import { PlotlineProvider } from '@plotline/ui/frame';
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

/**
 * The whole app: the ui's provider (dates and numbers for India, links through wouter without
 * reloads, the toasts; the colour scheme is main.tsx's and the user menu's), data, the session
 * and the routes.
 */
export function App() {
  const [location, navigate] = useLocation();
  return (
    <PlotlineProvider navigate={(path) => navigate(path)} toasts={toasts}>
      <SWRConfig value={SWR_OPTIONS}>
        <AppErrorBoundary location={location}>
          <AuthProvider>
            <AppRoutes />
          </AuthProvider>
        </AppErrorBoundary>
      </SWRConfig>
    </PlotlineProvider>
  );
}
