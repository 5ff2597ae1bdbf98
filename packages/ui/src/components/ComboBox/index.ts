export { ComboBox, type ComboBoxProps } from './ComboBox';
export type { FieldOption } from '../field';
