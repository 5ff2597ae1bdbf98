import { Button as RACButton, type ButtonProps as RACButtonProps } from 'react-aria-components';
import { button } from './Button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'quiet';
export type ButtonSize = 'medium' | 'small';

export type ButtonProps = Omit<RACButtonProps, 'className'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
};

/** react-aria's Button with Plotline's look; its state shows as data attributes for styling. */
export function Button({ variant = 'primary', size = 'medium', ...props }: ButtonProps) {
  return <RACButton {...props} className={button} data-variant={variant} data-size={size} />;
}
