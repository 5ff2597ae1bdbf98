import type { ReactNode } from 'react';
import { FieldGroup } from '../../../patterns';
import * as styles from './ChannelPartnerForm.css';

export type FormSectionProps = {
  title: string;
  /** A partner, an authorized person or an associate within its list. */
  isNested?: boolean;
  /** Beside the fields, e.g. the entry's Remove button. */
  action?: ReactNode;
  children: ReactNode;
};

/** A titled group of fields; as a fieldset its title is read with each field in it. */
export function FormSection({ title, isNested = false, action, children }: FormSectionProps) {
  return (
    <FieldGroup legend={title} isNested={isNested}>
      {action && <div className={styles.action}>{action}</div>}
      <div className={styles.fields}>{children}</div>
    </FieldGroup>
  );
}
