import { useRef, useState } from 'react';
import type { SaveOutcome } from '../FormModal/useFormSave';

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
  /**
   * The form's save: hands the form and the item it edits (null for a new one) to the host's
   * `save`, and closes the form once the save went through; a refused one leaves it open.
   */
  saveWith: <Form, Outcome extends SaveOutcome>(
    save: (form: Form, item: Item | null) => Promise<Outcome>,
  ) => (form: Form) => Promise<Outcome>;
  /** For the form's modal: Escape, Cancel and the close button close it. */
  modalProps: { isOpen: boolean; onOpenChange: (isOpen: boolean) => void };
};

export type FormEditorOptions<Item> = {
  /**
   * Told which item an open form edits: the item when the form opens on it, null when that
   * form closes, e.g. so the host hears of someone else changing that record meanwhile. A form
   * opened on a new item edits none, and the item as stored now (`replace`) is still the same.
   */
  onEditingChange?: (item: Item | null) => void;
};

/** A list's create/edit form: which item it is on, and whether it is open. */
export function useFormEditor<Item>({
  onEditingChange,
}: FormEditorOptions<Item> = {}): FormEditor<Item> {
  const [editor, setEditor] = useState<{ isOpen: boolean; item: Item | null }>({
    isOpen: false,
    item: null,
  });
  // What the host was last told, so a form closed twice over (its save, then its modal) or
  // opened again on the same item tells it once.
  const told = useRef<Item | null>(null);
  const tell = (edited: Item | null) => {
    if (edited === told.current) return;
    told.current = edited;
    onEditingChange?.(edited);
  };
  const close = () => {
    setEditor((current) => ({ ...current, isOpen: false }));
    tell(null);
  };

  return {
    item: editor.item,
    open: (item) => {
      setEditor({ isOpen: true, item });
      tell(item);
    },
    close,
    replace: (item) => setEditor((current) => ({ ...current, item })),
    saveWith: (save) => async (form) => {
      const outcome = await save(form, editor.item);
      if (outcome.ok) close();
      return outcome;
    },
    modalProps: {
      isOpen: editor.isOpen,
      onOpenChange: (isOpen) => {
        if (!isOpen) close();
      },
    },
  };
}
