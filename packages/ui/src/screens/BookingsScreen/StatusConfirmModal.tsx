import {
  isValid,
  newStatusChange,
  statusPickerLabel,
  validateStatusChange,
  type BookingStatus,
  type CalendarDate,
  type FieldErrors,
  type StatusChangeRequest,
} from '@plotline/domain';
import { useId, useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { Button } from '../../components/Button';
import { DatePicker } from '../../components/DatePicker';
import { Dialog } from '../../components/Dialog';
import { StatusBadge } from '../../components/StatusBadge';
import { TextField } from '../../components/TextField';
import { FormModal, useFocusFirstInvalidField, type SavingState } from '../../patterns';
import { BookingSummary } from './booking-summary';
import type { BookingChangeOutcome, BookingListRow } from './bookings-screen-types';
import { visuallyHidden } from './BookingsScreen.css';
import * as styles from './StatusChange.css';

export type StatusConfirmModalProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  booking: BookingListRow;
  /** The status chosen in the picker. */
  target: BookingStatus;
  /** The actual registry date starts on this day (SPEC.md section 4); ui reads no clock. */
  today: CalendarDate;
  /** Back to the picker, to choose another status. */
  onBack: () => void;
  /** Changes the status; resolves (never rejects). Closing on success is the caller's. */
  onConfirm: (request: StatusChangeRequest) => Promise<BookingChangeOutcome>;
};

/**
 * The confirmation that follows the picker: the remark always, the cancellation reason for
 * Cancelled, the actual registry date and registration number for Registry Done.
 */
export function StatusConfirmModal({ isOpen, onOpenChange, ...props }: StatusConfirmModalProps) {
  return (
    <FormModal isOpen={isOpen} onOpenChange={onOpenChange}>
      {(saving) => <StatusConfirmDialog {...props} {...saving} />}
    </FormModal>
  );
}

type StatusConfirmDialogProps = Omit<StatusConfirmModalProps, 'isOpen' | 'onOpenChange'> &
  SavingState;

/** Mounted on each opening, so it starts from an empty remark and today's registry date. */
function StatusConfirmDialog({
  booking,
  target,
  today,
  onBack,
  onConfirm,
  isSaving,
  onSavingChange,
}: StatusConfirmDialogProps) {
  const formId = useId();
  const [formRef, focusFirstInvalid] = useFocusFirstInvalidField();
  const [values, setValues] = useState(() => newStatusChange(target, today));
  const [errors, setErrors] = useState<FieldErrors>({});

  const handleChange =
    <Field extends keyof StatusChangeRequest>(field: Field) =>
    (value: StatusChangeRequest[Field]) => {
      setValues((current) => ({ ...current, [field]: value }));
      setErrors(({ [field]: _cleared, ...rest }) => rest);
    };

  const refuse = (found: FieldErrors) => {
    setErrors(found);
    focusFirstInvalid();
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSaving) return;
    const found = validateStatusChange(values);
    if (!isValid(found)) return refuse(found);
    onSavingChange(true);
    try {
      const outcome = await onConfirm(values);
      // A refused change keeps the dialog and what was typed, with the server's field errors.
      if (!outcome.ok && outcome.fieldErrors && !isValid(outcome.fieldErrors)) {
        refuse(outcome.fieldErrors);
      }
    } finally {
      onSavingChange(false);
    }
  };

  const label = statusPickerLabel(target);
  return (
    <Dialog
      title={label}
      footer={
        <>
          <Button variant="secondary" isDisabled={isSaving} onPress={onBack}>
            Back
          </Button>
          <Button
            type="submit"
            form={formId}
            variant={target === 'Cancelled' ? 'danger' : 'primary'}
            isPending={isSaving}
          >
            {isSaving ? 'Saving...' : label}
          </Button>
        </>
      }
    >
      <div className={styles.body}>
        <BookingSummary booking={booking} />
        <p className={styles.transition}>
          <StatusBadge status={booking.bookingStatus} />
          <span aria-hidden="true">→</span>
          <span className={visuallyHidden}>to</span>
          <StatusBadge status={target} />
        </p>
        <Form
          id={formId}
          ref={formRef}
          validationBehavior="aria"
          onSubmit={handleSubmit}
          className={styles.form}
          aria-label={label}
        >
          {target === 'Cancelled' && (
            <TextField
              name="cancellationReason"
              label="Cancellation Reason"
              isRequired
              multiline
              // eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog opened to fill this in
              autoFocus
              value={values.cancellationReason}
              onChange={handleChange('cancellationReason')}
              errorMessage={errors.cancellationReason}
            />
          )}
          {target === 'RegistryDone' && (
            <>
              <DatePicker
                name="actualRegistryDate"
                label="Actual Registry Date"
                isRequired
                value={values.actualRegistryDate}
                onChange={(date) => handleChange('actualRegistryDate')(date ?? '')}
                errorMessage={errors.actualRegistryDate}
              />
              <TextField
                name="registrationNumber"
                label="Registration Number"
                isRequired
                // eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog opened to fill this in
                autoFocus
                value={values.registrationNumber}
                onChange={handleChange('registrationNumber')}
                errorMessage={errors.registrationNumber}
              />
            </>
          )}
          <TextField
            name="remark"
            label="Remark"
            isRequired
            multiline
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog opened to fill this in
            autoFocus={target === 'Booking'}
            value={values.remark}
            onChange={handleChange('remark')}
            errorMessage={errors.remark}
          />
        </Form>
      </div>
    </Dialog>
  );
}
