export { SearchedPicker, type SearchedPickerProps } from './SearchedPicker';
export {
  useSearchedChoices,
  type NamedChoice,
  type SearchedChoicesOptions,
} from './use-searched-choices';
