/**
 * The dashboard's loads: the summary, the pages of its overview tables and of its modals, and
 * the chart series. Their failures are logged only (docs/product/messages.md): the screen
 * offers a retry in the section that failed, and no toast interrupts the first page users see.
 */
import type {
  BookingDrillDown,
  BookingsByMonth,
  ChannelPartnerOverviewList,
  DashboardSummary,
  OvertimeBookingList,
  PlotDrillDown,
  ProjectOverviewList,
  RegistryPipeline,
} from '@plotline/api-client';
import { DASHBOARD_FIRST_PAGES } from '@plotline/domain';
import type { DashboardPanel } from '@plotline/ui/screens';
import { dataOf } from '../api-call';
import { useApi } from '../services';
import { useCached, type CacheKey } from './cache';

/**
 * The rows a dashboard table or modal shows per page: the overview tables' size, so their later
 * pages follow the page 1 the summary carries.
 */
export const DASHBOARD_PAGE_SIZE = DASHBOARD_FIRST_PAGES.projectsOverview.pageSize;

function logFailure(what: string) {
  return (error: unknown) => console.error(`Dashboard: ${what} failed to load`, error);
}

function useDashboardLoad<Data>(key: CacheKey | null, what: string, load: () => Promise<Data>) {
  return useCached<Data>(key, load, { keepPreviousData: true, onError: logFailure(what) });
}

const pageQuery = (page: number) => ({ page, pageSize: DASHBOARD_PAGE_SIZE });

export function useDashboardSummary() {
  const api = useApi();
  return useDashboardLoad<DashboardSummary>(['dashboard', 'summary'], 'the summary', () =>
    dataOf(api.GET('/dashboard/summary')),
  );
}

/** A page of the Projects Overview after the first, which comes with the summary. */
export function useProjectsOverviewPage(page: number) {
  const api = useApi();
  return useDashboardLoad<ProjectOverviewList>(
    page === 1 ? null : ['dashboard', 'projects-overview', page],
    'the projects overview',
    () => dataOf(api.GET('/dashboard/projects-overview', { params: { query: pageQuery(page) } })),
  );
}

/** A page of the Channel Partners Overview's partners after the first. */
export function useChannelPartnersOverviewPage(page: number) {
  const api = useApi();
  return useDashboardLoad<ChannelPartnerOverviewList>(
    page === 1 ? null : ['dashboard', 'channel-partners-overview', page],
    'the channel partners overview',
    () =>
      dataOf(
        api.GET('/dashboard/channel-partners-overview', { params: { query: pageQuery(page) } }),
      ),
  );
}

/** A page of every overdue booking, while the overtime modal is open. */
export function useOvertimePage(page: number | null) {
  const api = useApi();
  return useDashboardLoad<OvertimeBookingList>(
    page === null ? null : ['dashboard', 'overtime', page],
    'the overtime bookings',
    () => dataOf(api.GET('/dashboard/overtime', { params: { query: pageQuery(page ?? 1) } })),
  );
}

/** A page of a project's plots, while its 'Plots for X' drill-down is open. */
export function usePlotDrillDown(panel: DashboardPanel | null, page: number) {
  const api = useApi();
  const plots = panel?.kind === 'projectPlots' ? panel : null;
  return useDashboardLoad<PlotDrillDown>(
    plots && ['dashboard', 'plots-of', plots.projectId, plots.column, page],
    'a drill-down',
    () =>
      dataOf(
        api.GET('/dashboard/projects/{id}/plots', {
          params: {
            path: { id: plots?.projectId ?? 0 },
            query: { column: plots?.column ?? 'totalPlots', ...pageQuery(page) },
          },
        }),
      ),
  );
}

/** A page of the bookings a 'Bookings for X' drill-down lists, while it is open. */
export function useBookingDrillDown(panel: DashboardPanel | null, page: number) {
  const api = useApi();
  const bookings =
    panel?.kind === 'projectBookings' || panel?.kind === 'partnerBookings' ? panel : null;
  return useDashboardLoad<BookingDrillDown>(
    bookings && [
      'dashboard',
      'bookings-of',
      bookings.kind === 'projectBookings' ? bookings.projectId : bookings.channelPartnerId,
      bookings.kind,
      bookings.column,
      page,
    ],
    'a drill-down',
    () => {
      if (!bookings) throw new Error('No drill-down is open');
      const query = { column: bookings.column, ...pageQuery(page) };
      if (bookings.kind === 'projectBookings') {
        return dataOf(
          api.GET('/dashboard/projects/{id}/bookings', {
            params: { path: { id: bookings.projectId }, query },
          }),
        );
      }
      if (bookings.channelPartnerId === null) {
        return dataOf(api.GET('/dashboard/direct-sales/bookings', { params: { query } }));
      }
      return dataOf(
        api.GET('/dashboard/channel-partners/{id}/bookings', {
          params: { path: { id: bookings.channelPartnerId }, query },
        }),
      );
    },
  );
}

export function useBookingsByMonth() {
  const api = useApi();
  return useDashboardLoad<BookingsByMonth>(
    ['dashboard', 'bookings-by-month'],
    'the bookings per month',
    () => dataOf(api.GET('/dashboard/bookings-by-month')),
  );
}

export function useRegistryPipeline() {
  const api = useApi();
  return useDashboardLoad<RegistryPipeline>(
    ['dashboard', 'registry-pipeline'],
    'the registry pipeline',
    () => dataOf(api.GET('/dashboard/registry-pipeline')),
  );
}
