export { Select, type SelectProps } from './Select';
export type { FieldOption } from '../field';
