import { ICON_DRAWINGS } from './drawings';
import { icon } from './Icon.css';

export type IconName = keyof typeof ICON_DRAWINGS;

export type IconProps = {
  name: IconName;
  /** Width and height in px. */
  size?: number;
  className?: string;
};

/**
 * Plotline's icons, drawn inline so ui needs no icon package. Each is decorative: the control or
 * text beside it carries the meaning and the accessible name.
 */
export function Icon({ name, size = 16, className }: IconProps) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className ? `${icon} ${className}` : icon}
      data-icon={name}
    >
      {ICON_DRAWINGS[name]}
    </svg>
  );
}
