import { style } from '@vanilla-extract/css';

export {
  actions,
  body as section,
  entries,
  loading,
  message,
} from '../../patterns/RecordDetailsModal/details-section.css';

export const entry = style({ display: 'grid' });
