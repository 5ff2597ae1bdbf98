export { useFocusFirstInvalidField } from './useFocusFirstInvalidField';
