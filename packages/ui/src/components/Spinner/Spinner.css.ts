import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  display: 'inline-block',
  flexShrink: 0,
  animation: `${spin} 800ms linear infinite`,
  selectors: {
    '&[data-size=small]': { width: '16px', height: '16px' },
    '&[data-size=medium]': { width: '24px', height: '24px' },
    '&[data-size=large]': { width: '40px', height: '40px' },
  },
  '@media': {
    // Slower rather than still: a frozen ring would read as "stuck".
    '(prefers-reduced-motion: reduce)': { animationDuration: '2400ms' },
  },
});

export const track = style({ stroke: vars.color.border });

export const arc = style({ stroke: vars.color.accent });
