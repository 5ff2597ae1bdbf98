export * from './field.css';
export { FieldLabel, type FieldLabelProps } from './FieldLabel';
export { FieldMessages, type FieldMessagesProps } from './FieldMessages';
export { OptionList, type FieldOption, type OptionListProps } from './OptionList';
export {
  CalendarIcon,
  CheckIcon,
  ChevronDownIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  EyeIcon,
  EyeOffIcon,
  MinusIcon,
  PlusIcon,
} from './icons';
