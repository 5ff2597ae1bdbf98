import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const screen = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '100vh',
  background: vars.color.canvas,
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  width: '40px',
  height: '40px',
  color: vars.color.accent,
  animation: `${spin} 800ms linear infinite`,
  '@media': {
    // Still turning, only slower: a frozen spinner would read as a hung page.
    '(prefers-reduced-motion: reduce)': { animationDuration: '2400ms' },
  },
});
