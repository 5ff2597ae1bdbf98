export { useFormEditor, type FormEditor } from './useFormEditor';
