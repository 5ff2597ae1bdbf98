import { COLLECTIONS_CARD_TEXTS, formatCount, formatRupees } from '@plotline/domain';
import { Link } from 'react-aria-components';
import { SummaryCard } from '../../components/Card';
import type { CollectionFigure, CollectionsSummary } from '../payments/payments-types';
import { DashboardSection, SkeletonLines } from './DashboardSection';
import type { Loadable } from '../../patterns';
import type { CollectionsView } from './dashboard-screen-types';
import * as styles from './DashboardScreen.css';

export type CollectionsCardProps = {
  /** GET /collections/summary. */
  summary: Loadable<CollectionsSummary>;
  /**
   * The Collections screen filtered as each figure counts ('dueThisMonth': due from today to the
   * month's end; 'overdue'; 'all'); undefined where the user may not open it (plain figures).
   */
  collectionsHref: (view: CollectionsView) => string | undefined;
};

const FIGURES: readonly { view: Exclude<CollectionsView, 'all'>; label: string }[] = [
  { view: 'dueThisMonth', label: COLLECTIONS_CARD_TEXTS.dueThisMonth },
  { view: 'overdue', label: COLLECTIONS_CARD_TEXTS.overdue },
];

/** '1 instalment', '12 instalments'. */
const instalmentCount = ({ count }: CollectionFigure) =>
  `${formatCount(count)} ${count === 1 ? 'instalment' : 'instalments'}`;

/**
 * The Dashboard's 'Collections': what is due this month and what is overdue, each an amount and
 * how many instalments make it, leading to the Collections screen filtered the same way.
 */
export function CollectionsCard({
  summary: { data, isLoading, error, onRetry },
  collectionsHref,
}: CollectionsCardProps) {
  const allHref = collectionsHref('all');
  return (
    <DashboardSection
      title={COLLECTIONS_CARD_TEXTS.title}
      isLoading={isLoading && !data}
      error={error}
      onRetry={onRetry}
      skeleton={<SkeletonLines count={2} height="64px" />}
      actions={
        allHref && (
          <Link href={allHref} className={styles.sectionLink}>
            {COLLECTIONS_CARD_TEXTS.viewCollections}
          </Link>
        )
      }
    >
      {data && (
        <ul className={styles.figures}>
          {FIGURES.map(({ view, label }) => (
            <li key={view}>
              <SummaryCard
                label={label}
                value={formatRupees(data[view].amount)}
                note={instalmentCount(data[view])}
                href={collectionsHref(view)}
              />
            </li>
          ))}
        </ul>
      )}
    </DashboardSection>
  );
}
