import { nextBookingStatuses, statusPickerLabel, type BookingStatus } from '@plotline/domain';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { Modal } from '../../components/Modal';
import { StatusBadge } from '../../components/StatusBadge';
import { MoveChoices } from '../../patterns/MoveDialog';
import * as moveStyles from '../../patterns/MoveDialog/move-dialog.css';
import { BookingSummary } from './booking-summary';
import type { BookingListRow } from './bookings-screen-types';
import { transition } from './StatusChange.css';

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
        <div className={moveStyles.body}>
          <BookingSummary booking={booking} />
          <p className={transition}>
            Current status: <StatusBadge status={current} />
          </p>
          <p className={moveStyles.prompt}>Choose the booking&apos;s next status.</p>
          <MoveChoices
            aria-label="Next statuses"
            targets={nextBookingStatuses(current)}
            label={statusPickerLabel}
            badge={(target) => <StatusBadge status={target} />}
            onPick={onPick}
          />
        </div>
      </Dialog>
    </Modal>
  );
}
