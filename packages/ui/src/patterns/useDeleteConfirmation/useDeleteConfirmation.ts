import { useState } from 'react';
import type { ConfirmDialogProps } from '../../components/ConfirmDialog';
import type { DeleteOutcome } from '../ListPage';

/** What the delete question's ConfirmDialog takes from the flow; the screen adds its words. */
export type DeleteDialogProps = Omit<ConfirmDialogProps, 'title' | 'message'>;

export type DeleteConfirmation<Item> = {
  /** The item the question is about, or null while no question is open. */
  deleting: Item | null;
  /** Opens the question about one item, e.g. from its row's Delete button. */
  askToDelete: (item: Item) => void;
  dialogProps: DeleteDialogProps;
};

/**
 * A list's delete question: 'Delete' runs `remove`, whose `ok` closes the question; otherwise it
 * stays open (the host has said why) and can be answered again.
 */
export function useDeleteConfirmation<Item>(
  remove: (item: Item) => Promise<DeleteOutcome>,
): DeleteConfirmation<Item> {
  const [deleting, setDeleting] = useState<Item | null>(null);
  const [isDeleting, setIsDeleting] = useState(false);

  const handleConfirm = async () => {
    if (deleting === null) return;
    setIsDeleting(true);
    try {
      if ((await remove(deleting)).ok) setDeleting(null);
    } finally {
      setIsDeleting(false);
    }
  };

  return {
    deleting,
    askToDelete: setDeleting,
    dialogProps: {
      isOpen: deleting !== null,
      onOpenChange: (isOpen) => {
        if (!isOpen) setDeleting(null);
      },
      confirmLabel: 'Delete',
      pendingLabel: 'Deleting...',
      isPending: isDeleting,
      onConfirm: () => void handleConfirm(),
    },
  };
}
