/**
 * The dashboard's loads: the summary, the pages of its overview tables and of its modals, and
 * the chart series. Their failures are logged only (docs/product/messages.md): the screen
 * offers a retry in the section that failed, and no toast interrupts the first page users see.
 */
import { DASHBOARD_FIRST_PAGES } from '@plotline/domain';
import type { DashboardPanel } from '@plotline/ui/screens';
import { useRead, type ReadParams, type ReadPath } from './read';

export const DASHBOARD_PAGE_SIZE = DASHBOARD_FIRST_PAGES.projectsOverview.pageSize;

/** A part of the dashboard; the page before stays while the next loads, a failure is logged. */
const useDashboardRead = <Path extends ReadPath>(
  path: Path,
  params: ReadParams<Path> | null,
  what: string,
) =>
  useRead(path, params, {
    keepPreviousData: true,
    onError: (error) => console.error(`Dashboard: ${what} failed to load`, error),
  });

const pageQuery = (page: number) => ({ page, pageSize: DASHBOARD_PAGE_SIZE });

export const useDashboardSummary = () =>
  useDashboardRead('/dashboard/summary', {}, 'the summary');

/** The overviews' first pages come with the summary: only later pages are asked for. */
export const useProjectsOverviewPage = (page: number) =>
  useDashboardRead(
    '/dashboard/projects-overview',
    page === 1 ? null : { query: pageQuery(page) },
    'the projects overview',
  );

export const useChannelPartnersOverviewPage = (page: number) =>
  useDashboardRead(
    '/dashboard/channel-partners-overview',
    page === 1 ? null : { query: pageQuery(page) },
    'the channel partners overview',
  );

export const useOvertimePage = (page: number | null) =>
  useDashboardRead(
    '/dashboard/overtime',
    page === null ? null : { query: pageQuery(page) },
    'the overtime bookings',
  );

export function usePlotDrillDown(panel: DashboardPanel | null, page: number) {
  const plots = panel?.kind === 'projectPlots' ? panel : null;
  return useDashboardRead(
    '/dashboard/projects/{id}/plots',
    plots && { path: { id: plots.projectId }, query: { column: plots.column, ...pageQuery(page) } },
    'a drill-down',
  );
}

/**
 * The bookings behind a figure of a project's or a partner's row (direct sales when the partner
 * is none): one read of three, the others asked for nothing.
 */
export function useBookingDrillDown(panel: DashboardPanel | null, page: number) {
  const ofProject = panel?.kind === 'projectBookings' ? panel : null;
  const ofPartner = panel?.kind === 'partnerBookings' ? panel : null;
  const query = <Column extends string>(column: Column) => ({ column, ...pageQuery(page) });
  const project = useDashboardRead(
    '/dashboard/projects/{id}/bookings',
    ofProject && { path: { id: ofProject.projectId }, query: query(ofProject.column) },
    'a drill-down',
  );
  const partnerId = ofPartner?.channelPartnerId ?? null;
  const partner = useDashboardRead(
    '/dashboard/channel-partners/{id}/bookings',
    ofPartner && partnerId !== null
      ? { path: { id: partnerId }, query: query(ofPartner.column) }
      : null,
    'a drill-down',
  );
  const directSales = useDashboardRead(
    '/dashboard/direct-sales/bookings',
    ofPartner && partnerId === null ? { query: query(ofPartner.column) } : null,
    'a drill-down',
  );
  if (ofProject) return project;
  return partnerId === null ? directSales : partner;
}

export const useBookingsByMonth = () =>
  useDashboardRead('/dashboard/bookings-by-month', {}, 'the bookings per month');

export const useRegistryPipeline = () =>
  useDashboardRead('/dashboard/registry-pipeline', {}, 'the registry pipeline');

/**
 * This month's enquiry funnel (the server's month); not asked for while `isWanted` is false (a
 * user without enquiries.view).
 */
export const useEnquiryFunnel = (isWanted: boolean) =>
  useDashboardRead('/dashboard/enquiry-funnel', isWanted ? {} : null, 'the enquiry funnel');
