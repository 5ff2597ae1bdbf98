import {
  DASHBOARD_EMPTY_STATES,
  DIRECT_SALE_LABEL,
  daysOverdueText,
  formatCount,
  hasMoreOvertimeThanShown,
  OVERTIME_CARDS_PER_PAGE,
  overtimeCarouselPage,
  withheldMessage,
} from '@plotline/domain';
import { useState } from 'react';
import { Button as RACButton } from 'react-aria-components';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { Icon } from '../../components/Icon';
import { Skeleton } from '../../components/Skeleton';
import { DashboardSection } from './DashboardSection';
import { EVERY_LIST } from './dashboard-grants';
import type { Loadable } from '../../patterns';
import type { DashboardGrants, DashboardSummary, OvertimeBooking } from './dashboard-screen-types';
import { SEVERITY_TONES } from './overdue-severity-tone';
import * as styles from './OvertimeCarousel.css';

export type OvertimeCarouselProps = {
  overtime: Loadable<DashboardSummary['overtime']>;
  /** A card or 'View all' was pressed: open the overtime modal. */
  onOpenOvertime: () => void;
  /** Without readBookings the server names no booking and the carousel says why; default true. */
  can?: Pick<DashboardGrants, 'readBookings'>;
};

/**
 * 'Overtime Bookings': the most overdue bookings, three cards a page, with previous and next
 * buttons and a button per page. The page is the screen's own: the figures are already here.
 * A viewer who may not read bookings is told so in their place, and offered no 'View all'.
 */
export function OvertimeCarousel({
  overtime: { data, isLoading, error, onRetry },
  onOpenOvertime,
  can = EVERY_LIST,
}: OvertimeCarouselProps) {
  const [asked, setAsked] = useState(1);
  const bookings = data?.data ?? [];
  const { page, pageCount, cards } = overtimeCarouselPage(bookings, asked);
  const totalCount = data?.totalCount ?? 0;

  return (
    <DashboardSection
      title="Overtime Bookings"
      isLoading={isLoading}
      error={error}
      onRetry={onRetry}
      skeleton={
        <div className={styles.cards}>
          {Array.from({ length: OVERTIME_CARDS_PER_PAGE }, (_, index) => (
            <Skeleton key={index} height="132px" />
          ))}
        </div>
      }
      actions={
        can.readBookings &&
        hasMoreOvertimeThanShown(bookings.length, totalCount) && (
          <Button
            variant="secondary"
            size="small"
            aria-label={`View all ${formatCount(totalCount)} overtime bookings`}
            onPress={onOpenOvertime}
          >
            View all {formatCount(totalCount)}
          </Button>
        )
      }
    >
      {!can.readBookings ? (
        <EmptyState title={withheldMessage('booking')} />
      ) : pageCount === 0 ? (
        <EmptyState title={DASHBOARD_EMPTY_STATES.overtime} />
      ) : (
        <div className={styles.carousel}>
          {/* Polite, so a page turned by its buttons is read out; nothing turns it by itself. */}
          <ul
            className={styles.cards}
            aria-live="polite"
            aria-label={`Page ${page} of ${pageCount}`}
          >
            {cards.map((booking) => (
              <li key={booking.bookingId} className={styles.slot}>
                <OvertimeCard booking={booking} onPress={onOpenOvertime} />
              </li>
            ))}
          </ul>
          {pageCount > 1 && (
            <div className={styles.controls}>
              <Button
                variant="secondary"
                size="small"
                isDisabled={page === 1}
                onPress={() => setAsked(page - 1)}
              >
                <Icon name="chevronLeft" size={12} />
                Previous
              </Button>
              <ul className={styles.dots} aria-label="Overtime pages">
                {Array.from({ length: pageCount }, (_, index) => index + 1).map((dot) => (
                  <li key={dot}>
                    <RACButton
                      className={styles.dot}
                      aria-label={`Page ${dot} of ${pageCount}`}
                      aria-current={dot === page ? 'true' : undefined}
                      onPress={() => setAsked(dot)}
                    />
                  </li>
                ))}
              </ul>
              <Button
                variant="secondary"
                size="small"
                isDisabled={page === pageCount}
                onPress={() => setAsked(page + 1)}
              >
                Next
                <Icon name="chevronRight" size={12} />
              </Button>
            </div>
          )}
        </div>
      )}
    </DashboardSection>
  );
}

/** One overdue booking; its colour is its severity, and its days overdue say the same in words. */
function OvertimeCard({ booking, onPress }: { booking: OvertimeBooking; onPress: () => void }) {
  return (
    <RACButton className={styles.card} data-severity={booking.severity} onPress={onPress}>
      <span className={styles.cardTop}>
        <span className={styles.number}>{booking.bookingNumber}</span>
        <Badge tone={SEVERITY_TONES[booking.severity]}>
          {daysOverdueText(booking.daysOverdue)}
        </Badge>
      </span>
      <span className={styles.line}>
        {booking.projectName}, Plot {booking.plotNumber}
      </span>
      <span className={styles.muted}>{booking.plotOwnerName}</span>
      <span className={styles.muted}>{booking.channelPartnerName ?? DIRECT_SALE_LABEL}</span>
    </RACButton>
  );
}
