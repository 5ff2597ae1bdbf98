import { chartMonth, ENQUIRY_FUNNEL_TEXTS as TEXTS, type EnquiryFunnel } from '@plotline/domain';
import { lazy, Suspense } from 'react';
import type { Loadable } from '../../patterns';
import { DashboardSection, SkeletonLines } from './DashboardSection';
import type { EnquiryFunnelFilters } from './dashboard-screen-types';
import * as dashboardStyles from './DashboardScreen.css';

type EnquiriesHref = (filters: EnquiryFunnelFilters) => string | undefined;

export type EnquiryFunnelCardProps = {
  /** GET /dashboard/enquiry-funnel: this month's funnel. */
  funnel: Loadable<EnquiryFunnel>;
  /**
   * The Enquiries list filtered as a figure counts (a stage, a source, a sales person, or none
   * for all of them); undefined where the user may not open it (plain figures).
   */
  enquiriesHref: EnquiriesHref;
};

// The figures' tables and bars are fetched apart from the Dashboard's first visit, as the card
// first shows; its skeleton stands until both they and the figures are there.
const EnquiryFunnelBody = lazy(() =>
  import('./EnquiryFunnelBody').then((module) => ({ default: module.EnquiryFunnelBody })),
);

const skeleton = <SkeletonLines count={3} height="64px" />;

/**
 * The Dashboard's 'Enquiry funnel' (docs/enquiries.md "Dashboard"): the month's enquiries, how
 * many were converted and the share that is, then where they stand by stage, why the lost ones
 * were lost, and each source's and sales person's conversions; every count leads to the
 * Enquiries list filtered as it counts.
 */
export function EnquiryFunnelCard({
  funnel: { data, isLoading, error, onRetry },
  enquiriesHref,
}: EnquiryFunnelCardProps) {
  return (
    <DashboardSection
      title={TEXTS.title}
      isLoading={isLoading && !data}
      error={error}
      onRetry={onRetry}
      skeleton={skeleton}
      actions={data && <p className={dashboardStyles.note}>{chartMonth(data.month).label}</p>}
    >
      {data && (
        <Suspense
          fallback={
            // Busy as the section is while its figures load: the body's chunk is still coming.
            <div aria-busy="true" aria-label={`${TEXTS.title}: loading`} role="group">
              {skeleton}
            </div>
          }
        >
          <EnquiryFunnelBody funnel={data} enquiriesHref={enquiriesHref} />
        </Suspense>
      )}
    </DashboardSection>
  );
}
