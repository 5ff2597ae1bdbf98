import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/**
 * A search box beside one choice (a status, a period): the search takes the room, the choice
 * keeps a select's width, and it drops below on a phone.
 */
export const searchFilters = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 420px) minmax(160px, 200px)',
  alignItems: 'end',
  gap: vars.space.md,
  '@media': {
    'screen and (max-width: 560px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});
