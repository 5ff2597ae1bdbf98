export type * from './payments-types';
export {
  ReversalFormModal,
  type ReversalFormModalProps,
  type ReversedRecord,
} from './ReversalFormModal';
