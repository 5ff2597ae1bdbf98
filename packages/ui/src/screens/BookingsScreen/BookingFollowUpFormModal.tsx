import type { CalendarDate, FollowUpDraft } from '@plotline/domain';
import type { Loadable, SaveOutcome } from '../../patterns';
import { FollowUpFormModal } from '../FollowUpsScreen/FollowUpFormModal';
import type { BookingChoice, FollowUpRow } from '../FollowUpsScreen/follow-ups-screen-types';
import type { BookingRecord } from './bookings-screen-types';

export type BookingFollowUpFormModalProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The booking whose details 'Log follow-up' was pressed in. */
  booking: BookingRecord;
  /** Its follow-ups, newest first, which the form shows beside its fields. */
  followUps: Loadable<readonly FollowUpRow[]>;
  today: CalendarDate;
  takenBy?: string;
  onSave: (draft: FollowUpDraft) => Promise<SaveOutcome>;
};

/**
 * 'Log follow-up' from a booking's details: the Follow-ups screen's form, on that booking alone,
 * beside the calls logged on it before.
 */
export function BookingFollowUpFormModal({
  booking,
  followUps,
  ...formProps
}: BookingFollowUpFormModalProps) {
  const followed: BookingChoice = {
    id: booking.id,
    bookingNumber: booking.bookingNumber,
    projectName: booking.projectName,
    plotNumber: booking.plotNumber,
    plotOwnerName: booking.plotOwnerName,
    bookingStatus: booking.bookingStatus,
  };
  return (
    <FollowUpFormModal
      {...formProps}
      followUp={null}
      bookings={{
        items: [followed],
        chosen: followed,
        // The booking is the one the details are of; its follow-ups are already loaded.
        onPick: () => {},
        picked: { bookingId: booking.id, booking: followed, followUps },
      }}
    />
  );
}
