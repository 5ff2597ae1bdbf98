import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const pulse = keyframes({ '50%': { opacity: 0.5 } });

export const skeleton = style({
  display: 'block',
  maxWidth: '100%',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  animation: `${pulse} 1.6s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
