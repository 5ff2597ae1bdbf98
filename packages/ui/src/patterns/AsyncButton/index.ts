export { AsyncButton, type AsyncButtonProps } from './AsyncButton';
