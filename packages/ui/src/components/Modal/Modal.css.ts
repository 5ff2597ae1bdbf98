import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.lg,
  background: vars.color.overlay,
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} 150ms ease-out` },
    '&[data-exiting]': { animation: `${fadeIn} 100ms ease-in reverse` },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      selectors: { '&[data-entering], &[data-exiting]': { animation: 'none' } },
    },
  },
});

export const modal = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  maxHeight: '100%',
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  selectors: {
    '&[data-size=small]': { maxWidth: '420px' },
    '&[data-size=medium]': { maxWidth: '640px' },
    '&[data-size=large]': { maxWidth: '960px' },
  },
});
