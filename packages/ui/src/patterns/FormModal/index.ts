export { useFormModal, type FormModalForm, type FormModalSubmit } from './form-modal-context';
export { FormModal, type FormModalProps } from './FormModal';
export { useFormFields } from './useFormFields';
export {
  useFormSave,
  type FormSaveOptions,
  type SaveOutcome,
  type SaveRefusal,
} from './useFormSave';
