import type { ChangedField } from '@plotline/domain';
import * as styles from './AuditTrail.css';

export type ChangedFieldListProps = {
  /** What changedFields made of an entry: each field in words, before and after as text. */
  fields: readonly ChangedField[];
  /** Names the list, e.g. 'Changes to Booking #12'. */
  'aria-label': string;
};

/** 'Label: before → after', a field a line; the arrow reads as 'to' to a screen reader. */
export function ChangedFieldList({ fields, 'aria-label': ariaLabel }: ChangedFieldListProps) {
  return (
    <ul aria-label={ariaLabel} className={styles.fields}>
      {fields.map((field) => (
        <li key={field.field} className={styles.field}>
          <span className={styles.fieldLabel}>{field.label}:</span> {field.before}{' '}
          <span aria-hidden="true">→</span>
          <span className={styles.visuallyHidden}>to</span> {field.after}
        </li>
      ))}
    </ul>
  );
}
