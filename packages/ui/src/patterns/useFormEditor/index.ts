export { useFormEditor, type FormEditor, type FormEditorOptions } from './useFormEditor';
export { useRecordEditor, type RecordEditor } from './useRecordEditor';
