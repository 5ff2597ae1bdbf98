import {
  enquiryNextActionFilterLabel,
  formatDate,
  isNextActionOverdue,
  type CalendarDate,
} from '@plotline/domain';
import { Badge } from '../../components/Badge';
import type { EnquiryRecord } from './enquiry-types';
import * as styles from './EnquiriesScreen.css';

export type NextActionTextProps = {
  enquiry: Pick<EnquiryRecord, 'stage' | 'nextAction' | 'nextActionDate'>;
  /** The business's today: a next action dated before it is overdue. */
  today: CalendarDate;
};

/** The next action, its date under it, and 'Overdue' in words beside a date gone by. */
export function NextActionText({ enquiry, today }: NextActionTextProps) {
  const { nextAction, nextActionDate } = enquiry;
  if (nextAction === null && nextActionDate === null) return null;
  return (
    <span className={styles.stacked}>
      {nextAction && <span>{nextAction}</span>}
      {nextActionDate && (
        <span className={`${styles.muted} ${styles.nowrap}`}>
          {formatDate(nextActionDate)}
          {isNextActionOverdue(enquiry, today) && (
            <>
              {' '}
              <Badge tone="danger">{enquiryNextActionFilterLabel('overdue')}</Badge>
            </>
          )}
        </span>
      )}
    </span>
  );
}
