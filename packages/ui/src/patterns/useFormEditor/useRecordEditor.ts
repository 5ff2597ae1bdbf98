import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { EditWatch, OpenedRecord } from '../host-data';
import { useFormEditor, type FormEditor } from './useFormEditor';

export type RecordEditor<Item> = {
  editor: FormEditor<Item>;
  /**
   * Edit on a row, which holds only the list's columns: opens the record (the host loads it whole
   * as `record.details`) and the form on it once it has come. Left out without a `record`: the
   * screen cannot have the whole record, so rows have no Edit.
   */
  editRow?: (row: { id: number }) => void;
  /** The form waits for its record: the record's details stay closed meanwhile. */
  isWaiting: boolean;
};

/**
 * A list's create/edit form (useFormEditor) on the records its screen opens: Edit on a row opens
 * the record and the form in place of its details once the host's load has come; closing that
 * form closes the record again, leaving the list as it was. A record that cannot be loaded shows
 * its details, which say why. The host hears which record the form edits through `editing`.
 */
export function useRecordEditor<Item extends { id: number }>(
  record: OpenedRecord<Item> | undefined,
  editing: EditWatch | undefined,
): RecordEditor<Item> {
  const openedFromRow = useRef(false);
  const editor = useFormEditor<Item>({
    onEditingChange: (item) => {
      editing?.onEditingChange(item?.id ?? null);
      if (item === null && openedFromRow.current) {
        openedFromRow.current = false;
        record?.onOpen(null);
      }
    },
  });
  const [waitingFor, setWaitingFor] = useState<number | null>(null);
  const openedId = record?.id ?? null;
  const loaded = record?.details.data ?? null;

  const openForm = useEffectEvent((item: Item) => {
    setWaitingFor(null);
    openedFromRow.current = true;
    editor.open(item);
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
    editRow:
      record &&
      ((row) => {
        setWaitingFor(row.id);
        record.onOpen(row.id);
      }),
    isWaiting: waitingFor !== null && waitingFor === openedId && !record?.details.error,
  };
}
