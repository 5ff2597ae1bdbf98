import { PAYMENT_MESSAGES, PAYMENT_TEXT_LIMITS, validateReversal } from '@plotline/domain';
import { TextField } from '../../components/TextField';
import { FormModal, useFormFields, useFormSave, type SaveOutcome } from '../../patterns';
import type { ReversalInput } from './payments-types';
import * as styles from './payments.css';

/** What is reversed: a booking's payment or a partner's payout. */
export type ReversedRecord = 'payment' | 'payout';

export type ReversalFormModalProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** A payment (its receipt) or a payout. */
  record: ReversedRecord;
  /** Its number, 'RC-000001' or 'CP-000001': the title names it. */
  number: string;
  /** Reverses it with the reason; resolves (never rejects). Closing on success is the caller's. */
  onSave: (input: ReversalInput) => Promise<SaveOutcome>;
};

const QUESTIONS: Readonly<Record<ReversedRecord, string>> = {
  payment: PAYMENT_MESSAGES.confirmReverse,
  payout: PAYMENT_MESSAGES.confirmReversePayout,
};

/**
 * 'Reverse payment RC-000001' or 'Reverse payout CP-000001': nothing is deleted, the record stays
 * marked reversed with the reason asked here.
 */
export function ReversalFormModal({
  isOpen,
  onOpenChange,
  record,
  number,
  onSave,
}: ReversalFormModalProps) {
  return (
    <FormModal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={`Reverse ${record} ${number}`}
      submitLabel={`Reverse ${record}`}
      submitVariant="danger"
      formClassName={styles.form}
    >
      <p className={styles.message}>{QUESTIONS[record]}</p>
      <ReasonField onSave={onSave} />
    </FormModal>
  );
}

/** The reason; it mounts on each opening, so each opening starts empty. */
function ReasonField({ onSave }: Pick<ReversalFormModalProps, 'onSave'>) {
  const { values, errors, setErrors, change } = useFormFields(() => ({ reason: '' }));
  useFormSave({
    validate: () => validateReversal(values),
    save: () => onSave({ reason: values.reason.trim() }),
    onErrors: setErrors,
  });
  return (
    <TextField
      name="reason"
      label="Reason"
      isRequired
      multiline
      maxLength={PAYMENT_TEXT_LIMITS.reversalReason}
      value={values.reason}
      onChange={change('reason')}
      errorMessage={errors.reason}
    />
  );
}
