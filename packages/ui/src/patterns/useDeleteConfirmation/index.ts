export {
  useDeleteConfirmation,
  type DeleteConfirmation,
  type DeleteDialogProps,
} from './useDeleteConfirmation';
