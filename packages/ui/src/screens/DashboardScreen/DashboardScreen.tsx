import { lazyDialog, PageHeader, useLastShown } from '../../patterns';
import { BookingsByMonthChart } from './BookingsByMonthChart';
import { ChannelPartnersOverviewTable } from './ChannelPartnersOverviewTable';
import { CollectionsCard } from './CollectionsCard';
import { EVERY_LIST } from './dashboard-grants';
import { EnquiryFunnelCard } from './EnquiryFunnelCard';
import type { DashboardScreenProps } from './dashboard-screen-types';
import { OvertimeCarousel } from './OvertimeCarousel';
import { ProjectsOverviewTable } from './ProjectsOverviewTable';
import { RegistryPipelineChart } from './RegistryPipelineChart';
import { SummaryCards } from './SummaryCards';
import * as styles from './DashboardScreen.css';

// Each dialog's code is fetched apart from the page's, once the page is idle or as it first
// opens (patterns/lazyDialog).
const DrillDownModal = lazyDialog(() =>
  import('./DrillDownModal').then((module) => module.DrillDownModal),
);
const OvertimeModal = lazyDialog(() =>
  import('./OvertimeModal').then((module) => module.OvertimeModal),
);

/**
 * The Dashboard: the summary cards, for whoever may see payments the Collections card, for
 * whoever may see enquiries the enquiry funnel, the overtime carousel, both overviews and the two
 * charts,
 * each loaded, failed and retried on its own; a count, the Extra Time card or a carousel card
 * opens its modal, where each listed booking or plot opens (`recordHrefs`). The host
 * loads every figure and what the open modal lists; the screen owns
 * only the carousel's page. The figures show to every viewer; a list the viewer may not read
 * (`can`) says so where its rows would be.
 */
export function DashboardScreen({
  summary,
  projectsOverview,
  channelPartnersOverview,
  bookingsByMonth,
  registryPipeline,
  cardHref,
  panel,
  onPanelChange,
  panelContent,
  collections,
  collectionsHref = () => undefined,
  enquiryFunnel,
  enquiriesHref = () => undefined,
  can = EVERY_LIST,
  recordHrefs,
}: DashboardScreenProps) {
  const shown = useLastShown(panel);
  const openOvertime = () => onPanelChange({ kind: 'overtime' });
  const closeOnDismiss = (isOpen: boolean) => {
    if (!isOpen) onPanelChange(null);
  };

  return (
    <div className={styles.page}>
      <PageHeader title="Dashboard" />
      <SummaryCards
        cards={{ ...summary, data: summary.data?.cards ?? null }}
        cardHref={cardHref}
        onOpenOvertime={openOvertime}
      />
      {collections && <CollectionsCard summary={collections} collectionsHref={collectionsHref} />}
      {enquiryFunnel && <EnquiryFunnelCard funnel={enquiryFunnel} enquiriesHref={enquiriesHref} />}
      <OvertimeCarousel
        overtime={{ ...summary, data: summary.data?.overtime ?? null }}
        onOpenOvertime={openOvertime}
        can={can}
      />
      <ProjectsOverviewTable projects={projectsOverview} onOpenPanel={onPanelChange} />
      <ChannelPartnersOverviewTable
        partners={channelPartnersOverview}
        directSales={summary.data?.directSales ?? null}
        onOpenPanel={onPanelChange}
      />
      <div className={styles.charts}>
        <BookingsByMonthChart bookingsByMonth={bookingsByMonth} />
        <RegistryPipelineChart registryPipeline={registryPipeline} />
      </div>
      {shown?.kind === 'overtime' && (
        <OvertimeModal
          isOpen={panel !== null}
          onOpenChange={closeOnDismiss}
          rows={panelContent?.kind === 'overtime' ? panelContent.rows : null}
          can={can}
          bookingHref={recordHrefs?.bookingHref}
        />
      )}
      {shown && shown.kind !== 'overtime' && (
        <DrillDownModal
          isOpen={panel !== null}
          onOpenChange={closeOnDismiss}
          panel={shown}
          content={panelContent?.kind === 'overtime' ? null : panelContent}
          can={can}
          {...recordHrefs}
        />
      )}
    </div>
  );
}
