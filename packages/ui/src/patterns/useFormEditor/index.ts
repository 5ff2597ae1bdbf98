export { useFormEditor, type FormEditor, type FormEditorOptions } from './useFormEditor';
