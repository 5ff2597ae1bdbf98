import { style } from '@vanilla-extract/css';

export {
  actions,
  body as section,
  entries,
  entry,
  entryHeader,
  entryMeta,
  loading,
  message,
} from '../../patterns/RecordDetailsModal/details-section.css';

export const entryTitle = style({ flex: 1, minWidth: 0 });

export const entryText = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const more = style({ display: 'grid', justifyItems: 'center' });
