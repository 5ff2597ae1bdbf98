import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useFormEditor, type EditWatch } from '../../patterns';
import type { BookingListRow, BookingRecord, OpenedBooking } from './bookings-screen-types';

/**
 * The booking form's editor, and Edit on a row: a row holds only its columns and the form edits
 * the whole booking, so Edit opens the booking (the host loads it as `record.details`) and the
 * form opens on it once it has come, in place of its details; closing that form closes the booking
 * again, leaving the list as it was. A booking that cannot be loaded shows its details, which say
 * why.
 */
export function useBookingEditor(
  record: OpenedBooking | undefined,
  editing: EditWatch | undefined,
) {
  const openedFromRow = useRef(false);
  const editor = useFormEditor<BookingRecord>({
    onEditingChange: (booking) => {
      editing?.onEditingChange(booking?.id ?? null);
      if (booking === null && openedFromRow.current) {
        openedFromRow.current = false;
        record?.onOpen(null);
      }
    },
  });
  const [waitingFor, setWaitingFor] = useState<number | null>(null);
  const openedId = record?.id ?? null;
  const loaded = record?.details.data ?? null;

  const openForm = useEffectEvent((booking: BookingRecord) => {
    setWaitingFor(null);
    openedFromRow.current = true;
    editor.open(booking);
  });
  useEffect(() => {
    if (waitingFor !== null && loaded?.id === waitingFor) openForm(loaded);
  }, [waitingFor, loaded]);
  // Closed before it came (Back, or the details saying it cannot be loaded): nothing waits.
  useEffect(() => {
    if (openedId === null) setWaitingFor(null);
  }, [openedId]);

  return {
    editor,
    /** Left out without `record`: the screen cannot load a whole booking, so rows have no Edit. */
    editRow:
      record &&
      ((row: BookingListRow) => {
        setWaitingFor(row.id);
        record.onOpen(row.id);
      }),
    /** The form waits for its booking: its details stay closed meanwhile. */
    isWaiting: waitingFor !== null && waitingFor === openedId && !record?.details.error,
  };
}
