export { RowActions, type RowActionsProps } from './RowActions';
