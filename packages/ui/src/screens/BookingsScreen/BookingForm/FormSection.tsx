import type { BookingForm, FieldErrors } from '@plotline/domain';
import type { ReactNode } from 'react';
import { FieldGroup } from '../../../patterns';
import * as styles from './BookingFormModal.css';

/** What every section of the booking form is given. */
export type BookingSectionProps = {
  form: BookingForm;
  errors: FieldErrors;
  /** Changes some fields; the form applies what follows from them (registry date, mobile type). */
  onEdit: (change: Partial<BookingForm>) => void;
};

export type FormSectionProps = {
  title: string;
  /** Registry Details sits inside Date Information. */
  isNested?: boolean;
  children: ReactNode;
};

/** A titled group of fields; as a fieldset its title is read with each field in it. */
export function FormSection({ title, isNested = false, children }: FormSectionProps) {
  return (
    <FieldGroup legend={title} isNested={isNested}>
      <div className={styles.fields}>{children}</div>
    </FieldGroup>
  );
}
