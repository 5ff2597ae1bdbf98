import { type ReactNode, useId } from 'react';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { Modal } from '../Modal/Modal';
import { message as messageStyle } from './ConfirmDialog.css';

export type ConfirmDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  /** The question, e.g. 'Are you sure you want to delete this project?' */
  message: ReactNode;
  confirmLabel: string;
  /** 'primary' for a question whose answer undoes nothing, e.g. unblocking a user. */
  confirmVariant?: 'danger' | 'primary';
  /** The confirm button's text while isPending, e.g. 'Deleting...'; confirmLabel if absent. */
  pendingLabel?: string;
  /** The action is running: the confirm button is busy, and Cancel and Escape wait for it. */
  isPending?: boolean;
  /** Closing is the caller's: it closes on success and keeps the question open on failure. */
  onConfirm: () => void;
};

/** A destructive action's question, as an alertdialog; Cancel has focus, so Enter is safe. */
export function ConfirmDialog({
  isOpen,
  onOpenChange,
  title,
  message,
  confirmLabel,
  confirmVariant = 'danger',
  pendingLabel = confirmLabel,
  isPending = false,
  onConfirm,
}: ConfirmDialogProps) {
  const messageId = useId();
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isKeyboardDismissDisabled={isPending}
      size="small"
    >
      <Dialog
        role="alertdialog"
        aria-describedby={messageId}
        title={title}
        hasCloseButton={false}
        footer={
          <>
            <Button
              slot="close"
              variant="secondary"
              isDisabled={isPending}
              // The safe answer takes focus in an alertdialog (WAI-ARIA APG), so Enter cannot delete.
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus
            >
              Cancel
            </Button>
            <Button variant={confirmVariant} isPending={isPending} onPress={onConfirm}>
              {isPending ? pendingLabel : confirmLabel}
            </Button>
          </>
        }
      >
        <p id={messageId} className={messageStyle}>
          {message}
        </p>
      </Dialog>
    </Modal>
  );
}
