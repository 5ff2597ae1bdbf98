import type { OverdueSeverity } from '@plotline/domain';
import type { BadgeTone } from '../../components/Badge';

/** Red, orange and yellow as the theme's tones; the days overdue are always written beside it. */
export const SEVERITY_TONES: Readonly<Record<OverdueSeverity, BadgeTone>> = {
  red: 'danger',
  orange: 'warning',
  yellow: 'caution',
};
