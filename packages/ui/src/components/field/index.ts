export * from './field.css';
export { FieldLabel, type FieldLabelProps } from './FieldLabel';
export { FieldMessages, type FieldMessagesProps } from './FieldMessages';
export { OptionList, type FieldOption, type OptionListProps } from './OptionList';
