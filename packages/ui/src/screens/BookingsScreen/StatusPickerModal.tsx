import { nextBookingStatuses, statusPickerLabel, type BookingStatus } from '@plotline/domain';
import { Button as RACButton } from 'react-aria-components';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { Modal } from '../../components/Modal';
import { StatusBadge } from '../../components/StatusBadge';
import { BookingSummary } from './booking-summary';
import type { BookingListRow } from './bookings-screen-types';
import * as styles from './StatusChange.css';

export type StatusPickerModalProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  booking: BookingListRow;
  /** The user chose where the booking goes next; the confirmation asks the rest. */
  onPick: (target: BookingStatus) => void;
};

/** 'Change Booking Status': only the statuses the workflow allows next, by their picker labels. */
export function StatusPickerModal({
  isOpen,
  onOpenChange,
  booking,
  onPick,
}: StatusPickerModalProps) {
  const current = booking.bookingStatus;
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} size="small">
      <Dialog
        title="Change Booking Status"
        footer={
          <Button slot="close" variant="secondary">
            Cancel
          </Button>
        }
      >
        <div className={styles.body}>
          <BookingSummary booking={booking} />
          <p className={styles.transition}>
            Current status: <StatusBadge status={current} />
          </p>
          <p className={styles.prompt}>Choose the booking&apos;s next status.</p>
          <ul className={styles.choices} aria-label="Next statuses">
            {nextBookingStatuses(current).map((target) => (
              <li key={target}>
                <RACButton className={styles.choice} onPress={() => onPick(target)}>
                  <span>{statusPickerLabel(target)}</span>
                  {/* The label names the choice; the badge only shows where it leads. */}
                  <span aria-hidden="true">
                    <StatusBadge status={target} />
                  </span>
                </RACButton>
              </li>
            ))}
          </ul>
        </div>
      </Dialog>
    </Modal>
  );
}
