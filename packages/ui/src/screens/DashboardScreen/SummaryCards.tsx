import { formatCount } from '@plotline/domain';
import { SummaryCard } from '../../components/Card';
import { Skeleton } from '../../components/Skeleton';
import { LoadFailedState } from '../../patterns';
import type { Loadable } from '../../patterns';
import type {
  DashboardCardKey,
  DashboardCards,
  DashboardScreenProps,
} from './dashboard-screen-types';
import * as styles from './DashboardScreen.css';

/** The six cards, in the order of docs/product/screens.md "Dashboard". */
const CARDS: readonly { key: DashboardCardKey; label: string }[] = [
  { key: 'totalProjects', label: 'Total Projects' },
  { key: 'totalPlots', label: 'Total Plots' },
  { key: 'totalBookings', label: 'Total Bookings' },
  { key: 'registryDone', label: 'Registry Done' },
  { key: 'extraTime', label: 'Extra Time' },
  { key: 'channelPartners', label: 'Channel Partners' },
];

export type SummaryCardsProps = {
  cards: Loadable<DashboardCards>;
  cardHref: DashboardScreenProps['cardHref'];
  /** Extra Time opens the overtime modal, the list it counts. */
  onOpenOvertime: () => void;
};

/**
 * The six summary figures. Each leads to the list it counts when the host gives its address (the
 * user may open that list), Extra Time to the overtime modal; the others are plain figures.
 */
export function SummaryCards({
  cards: { data, isLoading, error, onRetry },
  cardHref,
  onOpenOvertime,
}: SummaryCardsProps) {
  if (error) {
    return (
      <section aria-label="Summary" className={styles.section}>
        <LoadFailedState message={error} onRetry={onRetry} />
      </section>
    );
  }
  return (
    <section aria-label="Summary" aria-busy={isLoading || undefined}>
      <ul className={styles.cards}>
        {CARDS.map(({ key, label }) => (
          <li key={key}>
            {data ? (
              <SummaryCard
                label={label}
                value={formatCount(data[key])}
                {...(key === 'extraTime' ? { onPress: onOpenOvertime } : { href: cardHref(key) })}
              />
            ) : (
              <div className={styles.section}>
                <Skeleton width="60%" height="13px" />
                <Skeleton width="40%" height="30px" />
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
