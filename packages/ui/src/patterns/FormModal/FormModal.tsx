import { useState, type ReactNode } from 'react';
import { Modal, type ModalProps } from '../../components/Modal';

/** What the form in a FormModal is told of, and tells of, its save in flight. */
export type SavingState = { isSaving: boolean; onSavingChange: (isSaving: boolean) => void };

export type FormModalProps = Omit<ModalProps, 'children' | 'isKeyboardDismissDisabled'> & {
  /** Busy besides saving, e.g. while a batch of plots is created: Escape waits for that too. */
  isBusy?: boolean;
  children: (saving: SavingState) => ReactNode;
};

/**
 * A modal holding a create, edit or confirm form. Escape would throw away a save in flight along
 * with what the user typed, so it does nothing while the form saves.
 */
export function FormModal({ isBusy = false, children, ...props }: FormModalProps) {
  const [isSaving, setIsSaving] = useState(false);
  return (
    <Modal {...props} isKeyboardDismissDisabled={isSaving || isBusy}>
      {children({ isSaving, onSavingChange: setIsSaving })}
    </Modal>
  );
}
