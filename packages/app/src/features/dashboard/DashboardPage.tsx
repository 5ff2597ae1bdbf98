import { ENQUIRY_PERMISSIONS, hasPermission, mayRead, PAYMENT_PERMISSIONS } from '@plotline/domain';
import {
  DashboardScreen,
  type DashboardGrants,
  type DashboardPanel,
  type PanelContent,
} from '@plotline/ui/screens';
import { useState } from 'react';
import { useAuth } from '../../auth/auth-context';
import { businessToday } from '../../business-today';
import {
  useBookingDrillDown,
  useBookingsByMonth,
  useChannelPartnersOverviewPage,
  useDashboardSummary,
  useEnquiryFunnel,
  useOvertimePage,
  usePlotDrillDown,
  useProjectsOverviewPage,
  useRegistryPipeline,
} from '../../data/dashboard';
import { useCollectionsSummary } from '../../data/payments';
import { useRecordHref } from '../../routing/record-href';
import { cardHrefFor, collectionsHrefFor, enquiriesHrefFor } from './card-hrefs';
import { loadable, pagedState } from './dashboard-states';

/**
 * /: the dashboard. The summary brings the cards, page 1 of both overview tables and the
 * carousel; later pages, the modals' pages, the charts, the Collections card and the enquiry
 * funnel load on their own.
 */
export function DashboardPage() {
  const { user } = useAuth();
  const recordHref = useRecordHref();
  const summary = useDashboardSummary();
  const [projectsPage, setProjectsPage] = useState(1);
  const [partnersPage, setPartnersPage] = useState(1);
  const laterProjects = useProjectsOverviewPage(projectsPage);
  const laterPartners = useChannelPartnersOverviewPage(partnersPage);
  const [panel, setPanel] = useState<DashboardPanel | null>(null);
  const [panelPage, setPanelPage] = useState(1);
  // Every figure shows to everyone; the server lists the bookings and plots behind them only to
  // whoever may read them, and the screen says why to anyone else.
  const can: DashboardGrants = {
    readBookings: mayRead(user, 'booking'),
    readPlots: mayRead(user, 'plot'),
  };
  // The overtime modal lists nothing else, so it is not asked for when it would come empty.
  const overtime = useOvertimePage(
    panel?.kind === 'overtime' && can.readBookings ? panelPage : null,
  );
  const plotDrillDown = usePlotDrillDown(panel, panelPage);
  const bookingDrillDown = useBookingDrillDown(panel, panelPage);
  const bookingsByMonth = useBookingsByMonth();
  const registryPipeline = useRegistryPipeline();
  // The Collections card, for whoever may see payments; the overview's Commission column comes
  // with the rows the server sends to whoever may see commissions.
  const maySeeCollections = hasPermission(user, PAYMENT_PERMISSIONS.view);
  const collections = useCollectionsSummary(maySeeCollections);
  // The enquiry funnel, for whoever may see enquiries.
  const maySeeEnquiries = hasPermission(user, ENQUIRY_PERMISSIONS.view);
  const enquiryFunnel = useEnquiryFunnel(maySeeEnquiries);

  const openPanel = (next: DashboardPanel | null) => {
    setPanel(next);
    setPanelPage(1);
  };
  // Page 1 of each overview came with the summary.
  const summaryPart = <Part,>(part: (data: NonNullable<typeof summary.data>) => Part) => ({
    ...summary,
    data: summary.data && part(summary.data),
  });

  return (
    <DashboardScreen
      summary={loadable(summary, (data) => data)}
      projectsOverview={pagedState(
        projectsPage === 1 ? summaryPart((data) => data.projectsOverview) : laterProjects,
        projectsPage,
        setProjectsPage,
      )}
      channelPartnersOverview={pagedState(
        partnersPage === 1 ? summaryPart((data) => data.channelPartnersOverview) : laterPartners,
        partnersPage,
        setPartnersPage,
      )}
      bookingsByMonth={loadable(bookingsByMonth, (data) => data.months)}
      registryPipeline={loadable(registryPipeline, (data) => data)}
      cardHref={cardHrefFor(user)}
      panel={panel}
      onPanelChange={openPanel}
      panelContent={panelContentOf()}
      collections={maySeeCollections ? loadable(collections, (data) => data) : undefined}
      collectionsHref={collectionsHrefFor(user, businessToday())}
      enquiryFunnel={maySeeEnquiries ? loadable(enquiryFunnel, (data) => data) : undefined}
      enquiriesHref={enquiriesHrefFor(user)}
      can={can}
      recordHrefs={{
        bookingHref: (id) => recordHref('/bookings', id),
        plotHref: (id) => recordHref('/plots', id),
      }}
    />
  );

  function panelContentOf(): PanelContent | null {
    if (!panel) return null;
    if (panel.kind === 'overtime') {
      return { kind: 'overtime', rows: pagedState(overtime, panelPage, setPanelPage) };
    }
    if (panel.kind === 'projectPlots') {
      return {
        kind: 'plots',
        counts: plotDrillDown.data?.counts ?? null,
        rows: pagedState(
          { ...plotDrillDown, data: plotDrillDown.data?.plots },
          panelPage,
          setPanelPage,
        ),
      };
    }
    return {
      kind: 'bookings',
      counts: bookingDrillDown.data?.counts ?? null,
      rows: pagedState(
        { ...bookingDrillDown, data: bookingDrillDown.data?.bookings },
        panelPage,
        setPanelPage,
      ),
    };
  }
}
