import { DASHBOARD_EMPTY_STATES } from '@plotline/domain';
import { Dialog } from '../../components/Dialog';
import { Modal } from '../../components/Modal';
import type { OvertimeBooking, PagedState } from './dashboard-screen-types';
import { OvertimeBookingsTable } from './OvertimeBookingsTable';
import { PagedRows } from './PagedRows';
import * as styles from './DashboardScreen.css';

export type OvertimeModalProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** A page of every overdue booking, as the host loads it; null before the host starts. */
  rows: PagedState<OvertimeBooking> | null;
};

/** Every booking past its registry date, most days overdue first, a page at a time. */
export function OvertimeModal({ isOpen, onOpenChange, rows }: OvertimeModalProps) {
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} size="large">
      <Dialog title="Overtime Bookings">
        <div className={styles.panel}>
          <p className={styles.note}>Bookings past their registry date, most days overdue first.</p>
          <PagedRows
            rows={rows}
            label="Overtime Bookings"
            emptyText={DASHBOARD_EMPTY_STATES.overtime}
          >
            {(page) => <OvertimeBookingsTable rows={page} />}
          </PagedRows>
        </div>
      </Dialog>
    </Modal>
  );
}
