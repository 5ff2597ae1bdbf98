import { DASHBOARD_EMPTY_STATES, withheldMessage } from '@plotline/domain';
import { Dialog } from '../../components/Dialog';
import { EmptyState } from '../../components/EmptyState';
import { Modal } from '../../components/Modal';
import { EVERY_LIST } from './dashboard-grants';
import type { PagedState } from '../../patterns';
import type { DashboardGrants, OvertimeBooking, RecordHrefs } from './dashboard-screen-types';
import { OvertimeBookingsTable } from './OvertimeBookingsTable';
import { PagedRows } from './PagedRows';
import * as styles from './DashboardScreen.css';

export type OvertimeModalProps = Pick<RecordHrefs, 'bookingHref'> & {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** A page of every overdue booking, as the host loads it; null before the host starts. */
  rows: PagedState<OvertimeBooking> | null;
  /** Without readBookings the modal says why in place of the list; left out, true. */
  can?: Pick<DashboardGrants, 'readBookings'>;
};

/** Every booking past its registry date, most days overdue first, a page at a time. */
export function OvertimeModal({
  isOpen,
  onOpenChange,
  rows,
  can = EVERY_LIST,
  bookingHref,
}: OvertimeModalProps) {
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} size="large">
      <Dialog title="Overtime Bookings">
        <div className={styles.panel}>
          <p className={styles.note}>Bookings past their registry date, most days overdue first.</p>
          {can.readBookings ? (
            <PagedRows
              rows={rows}
              label="Overtime Bookings"
              emptyText={DASHBOARD_EMPTY_STATES.overtime}
            >
              {(page) => <OvertimeBookingsTable rows={page} bookingHref={bookingHref} />}
            </PagedRows>
          ) : (
            <EmptyState title={withheldMessage('booking')} />
          )}
        </div>
      </Dialog>
    </Modal>
  );
}
