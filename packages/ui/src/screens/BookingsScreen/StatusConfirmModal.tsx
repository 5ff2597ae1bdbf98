import {
  newStatusChange,
  statusPickerLabel,
  TEXT_LIMITS,
  validateStatusChange,
  type BookingStatus,
  type CalendarDate,
  type StatusChangeRequest,
} from '@plotline/domain';
import { DatePicker } from '../../components/DatePicker';
import { StatusBadge } from '../../components/StatusBadge';
import { TextField } from '../../components/TextField';
import { FormModal, useFormFields, useFormSave } from '../../patterns';
import { body } from '../../patterns/MoveDialog/move-dialog.css';
import { BookingSummary } from './booking-summary';
import { OutstandingConfirmation } from './OutstandingConfirmation';
import type { BookingChangeOutcome, BookingListRow } from './bookings-screen-types';
import { visuallyHidden } from './BookingsScreen.css';
import { transition } from './StatusChange.css';

export type StatusConfirmModalProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  booking: BookingListRow;
  /** The status chosen in the picker. */
  target: BookingStatus;
  /** The actual registry date starts on this day (docs/product/workflows.md); ui reads no clock. */
  today: CalendarDate;
  /** Back to the picker, to choose another status. */
  onBack: () => void;
  /** Changes the status; resolves (never rejects). Closing on success is the caller's. */
  onConfirm: (request: StatusChangeRequest) => Promise<BookingChangeOutcome>;
};

/**
 * The confirmation that follows the picker: the remark always, the cancellation reason for
 * Cancelled, the actual registry date and registration number for Registry Done, and, once the
 * server has said part of the sale value is unpaid, the box that confirms registering anyway.
 */
export function StatusConfirmModal({
  isOpen,
  onOpenChange,
  onBack,
  ...fieldsProps
}: StatusConfirmModalProps) {
  const label = statusPickerLabel(fieldsProps.target);
  return (
    <FormModal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={label}
      submitLabel={label}
      submitVariant={fieldsProps.target === 'Cancelled' ? 'danger' : 'primary'}
      onBack={onBack}
      formClassName={body}
    >
      <StatusConfirmFields {...fieldsProps} />
    </FormModal>
  );
}

type StatusConfirmFieldsProps = Omit<StatusConfirmModalProps, 'isOpen' | 'onOpenChange' | 'onBack'>;

/** Mounted on each opening, so it starts from an empty remark and today's registry date. */
function StatusConfirmFields({ booking, target, today, onConfirm }: StatusConfirmFieldsProps) {
  const {
    values,
    errors,
    setErrors,
    change: handleChange,
  } = useFormFields(() => newStatusChange(target, today));
  // A refused change keeps the dialog and what was typed, with the server's field errors.
  useFormSave({
    validate: () => validateStatusChange(values, today),
    save: () => onConfirm(values),
    onErrors: setErrors,
  });

  return (
    <>
      <BookingSummary booking={booking} />
      <p className={transition}>
        <StatusBadge status={booking.bookingStatus} />
        <span aria-hidden="true">→</span>
        <span className={visuallyHidden}>to</span>
        <StatusBadge status={target} />
      </p>
      {target === 'Cancelled' && (
        <TextField
          name="cancellationReason"
          label="Cancellation Reason"
          maxLength={TEXT_LIMITS.note}
          isRequired
          multiline
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
            maxLength={TEXT_LIMITS.code}
            isRequired
            // Past the form's first field, the date, which starts at today: the number is what
            // is left to fill in.
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the field the dialog opened for
            autoFocus
            value={values.registrationNumber}
            onChange={handleChange('registrationNumber')}
            errorMessage={errors.registrationNumber}
          />
          <OutstandingConfirmation
            refusal={errors.acceptOutstanding}
            isSelected={values.acceptOutstanding ?? false}
            onChange={handleChange('acceptOutstanding')}
          />
        </>
      )}
      <TextField
        name="remark"
        label="Remark"
        maxLength={TEXT_LIMITS.note}
        isRequired
        multiline
        value={values.remark}
        onChange={handleChange('remark')}
        errorMessage={errors.remark}
      />
    </>
  );
}
