import { useState } from 'react';

export type FormEditor<Item> = {
  /**
   * The item the form edits, or null for a new one. It stays after the form closes, so the
   * modal keeps its content while it fades out.
   */
  item: Item | null;
  /** Opens the form on an item, or on a new one with null. */
  open: (item: Item | null) => void;
  close: () => void;
  /** The item as stored now, e.g. after someone else changed it while the form was open. */
  replace: (item: Item) => void;
  /** For the form's modal: Escape, Cancel and the close button close it. */
  modalProps: { isOpen: boolean; onOpenChange: (isOpen: boolean) => void };
};

/** A list's create/edit form: which item it is on, and whether it is open. */
export function useFormEditor<Item>(): FormEditor<Item> {
  const [editor, setEditor] = useState<{ isOpen: boolean; item: Item | null }>({
    isOpen: false,
    item: null,
  });
  const close = () => setEditor((current) => ({ ...current, isOpen: false }));

  return {
    item: editor.item,
    open: (item) => setEditor({ isOpen: true, item }),
    close,
    replace: (item) => setEditor((current) => ({ ...current, item })),
    modalProps: {
      isOpen: editor.isOpen,
      onOpenChange: (isOpen) => {
        if (!isOpen) close();
      },
    },
  };
}
