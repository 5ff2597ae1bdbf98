export { FormModal, type FormModalProps, type SavingState } from './FormModal';
export {
  useFormSave,
  type FormSave,
  type FormSaveOptions,
  type FormSaveOutcome,
} from './useFormSave';
