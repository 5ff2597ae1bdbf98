import { BOOKING_MESSAGES, formatCount, PLOT_MESSAGES, withheldMessage } from '@plotline/domain';
import { useId } from 'react';
import { SummaryCard } from '../../components/Card';
import { Dialog } from '../../components/Dialog';
import { EmptyState } from '../../components/EmptyState';
import { Modal } from '../../components/Modal';
import { Skeleton } from '../../components/Skeleton';
import { DashboardBookingsTable } from './DashboardBookingsTable';
import { DashboardPlotsTable } from './DashboardPlotsTable';
import { EVERY_LIST } from './dashboard-grants';
import type {
  BookingColumnCounts,
  DashboardGrants,
  DashboardPanel,
  PanelContent,
  PlotStatusCounts,
  RecordHrefs,
} from './dashboard-screen-types';
import { COUNTED } from './overview-columns';
import { PagedRows } from './PagedRows';
import * as styles from './DashboardScreen.css';

export type DrillDownPanel = Exclude<DashboardPanel, { kind: 'overtime' }>;

export type DrillDownModalProps = RecordHrefs & {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The count that was pressed. */
  panel: DrillDownPanel;
  /** Its counts and a page of its list, as the host loads them; null before the host starts. */
  content: Extract<PanelContent, { kind: 'plots' | 'bookings' }> | null;
  /** Without the read of its kind, the tiles stay and the list says why it is not shown. */
  can?: DashboardGrants;
};

/** The tiles of each kind, in the order of the workflow. */
const PLOT_TILES: readonly [keyof PlotStatusCounts, string][] = [
  ['totalPlots', 'Total'],
  ['available', 'Available'],
  ['booked', 'Booked'],
  ['sold', 'Sold'],
  ['hold', 'Hold'],
];

const BOOKING_TILES: readonly [keyof BookingColumnCounts, string][] = [
  ['total', 'Total'],
  ['token', 'Token'],
  ['booking', 'Booking'],
  ['registryDone', 'Registry Done'],
  ['cancelled', 'Cancelled'],
  ['extraTime', 'Extra Time'],
];

/**
 * 'Plots for X' or 'Bookings for X': the project's or partner's figures as tiles, then the list
 * behind the count that was pressed, a page at a time, or why the viewer may not see it.
 */
export function DrillDownModal({
  isOpen,
  onOpenChange,
  panel,
  content,
  can = EVERY_LIST,
  bookingHref,
  plotHref,
}: DrillDownModalProps) {
  const listHeadingId = useId();
  const isPlots = panel.kind === 'projectPlots';
  const title = `${isPlots ? 'Plots' : 'Bookings'} for ${panel.name}`;
  const listed = COUNTED[panel.column];
  // Content of the other kind belongs to a panel the host has not caught up with yet.
  const plots = content?.kind === 'plots' ? content : null;
  const bookings = content?.kind === 'bookings' ? content : null;
  const mayList = isPlots ? can.readPlots : can.readBookings;

  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} size="large">
      <Dialog title={title}>
        <div className={styles.panel}>
          {isPlots ? (
            <Tiles label={`${title}: figures`} tiles={PLOT_TILES} counts={plots?.counts ?? null} />
          ) : (
            <Tiles
              label={`${title}: figures`}
              tiles={BOOKING_TILES}
              counts={bookings?.counts ?? null}
            />
          )}
          <section aria-labelledby={listHeadingId} className={styles.panel}>
            <h3 id={listHeadingId} className={styles.listHeading}>
              {listed}
            </h3>
            {!mayList ? (
              <EmptyState title={withheldMessage(isPlots ? 'plot' : 'booking')} />
            ) : isPlots ? (
              <PagedRows rows={plots?.rows ?? null} label={listed} emptyText={PLOT_MESSAGES.empty}>
                {(rows) => (
                  <DashboardPlotsTable aria-label={listed} rows={rows} plotHref={plotHref} />
                )}
              </PagedRows>
            ) : (
              <PagedRows
                rows={bookings?.rows ?? null}
                label={listed}
                emptyText={BOOKING_MESSAGES.empty}
              >
                {(rows) => (
                  <DashboardBookingsTable
                    aria-label={listed}
                    rows={rows}
                    bookingHref={bookingHref}
                  />
                )}
              </PagedRows>
            )}
          </section>
        </div>
      </Dialog>
    </Modal>
  );
}

/** The figures of the project or partner; grey tiles while they load. */
function Tiles<K extends string>({
  label,
  tiles,
  counts,
}: {
  label: string;
  tiles: readonly (readonly [K, string])[];
  counts: Readonly<Record<K, number>> | null;
}) {
  return (
    <ul className={styles.tiles} aria-label={label} aria-busy={counts === null || undefined}>
      {tiles.map(([key, tileLabel]) => (
        <li key={key}>
          {counts ? (
            <SummaryCard label={tileLabel} value={formatCount(counts[key])} />
          ) : (
            <Skeleton height="72px" />
          )}
        </li>
      ))}
    </ul>
  );
}
