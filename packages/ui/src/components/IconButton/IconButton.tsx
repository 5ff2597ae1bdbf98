import type { ReactNode } from 'react';
import {
  Button as RACButton,
  type ButtonProps as RACButtonProps,
  Tooltip,
  TooltipTrigger,
} from 'react-aria-components';
import type { ButtonSize, ButtonVariant } from '../Button/Button';
import { button } from '../Button/Button.css';
import { iconButton, tooltip } from './IconButton.css';

export type IconButtonProps = Omit<RACButtonProps, 'className' | 'children' | 'aria-label'> & {
  /** Required: an icon alone gives a screen reader nothing to say. */
  'aria-label': string;
  icon: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows the aria-label as a tooltip on hover and keyboard focus, so sighted users read it too. */
  hasTooltip?: boolean;
};

/** A square Button holding only an icon; it shares Button's variants and state styles. */
export function IconButton({
  icon,
  variant = 'quiet',
  size = 'medium',
  hasTooltip = false,
  ...props
}: IconButtonProps) {
  const iconOnly = (
    <RACButton
      {...props}
      className={`${button} ${iconButton}`}
      data-variant={variant}
      data-size={size}
    >
      {icon}
    </RACButton>
  );
  if (!hasTooltip) return iconOnly;
  return (
    <TooltipTrigger>
      {iconOnly}
      <Tooltip className={tooltip} offset={6}>
        {props['aria-label']}
      </Tooltip>
    </TooltipTrigger>
  );
}
