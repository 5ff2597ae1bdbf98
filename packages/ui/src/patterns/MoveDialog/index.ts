export { MoveChoices, type MoveChoicesProps } from './MoveChoices';
