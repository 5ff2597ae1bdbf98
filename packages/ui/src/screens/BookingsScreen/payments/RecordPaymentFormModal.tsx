import { formatRupees, validatePayment, type CalendarDate } from '@plotline/domain';
import { I18nProvider } from 'react-aria-components';
import { FormModal, useFormFields, useFormSave, type SaveOutcome } from '../../../patterns';
import {
  optionalText,
  PaymentEntryFields,
  type PaymentEntryValues,
} from '../../payments/PaymentEntryFields';
import type { Instalment, PaymentInput } from '../../payments/payments-types';
import * as styles from '../../payments/payments.css';

export type RecordPaymentFormModalProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Names the booking in the title. */
  bookingNumber: string;
  /** A payment is received today unless the user says otherwise, and never after it. */
  today: CalendarDate;
  /** The schedule's instalments, in due order: the amount starts at the next one's outstanding. */
  instalments: readonly Instalment[];
  /** What the booking still owes: no payment may be more. */
  outstanding: number;
  /** Records the payment; resolves (never rejects). Closing on success is the caller's. */
  onSave: (input: PaymentInput) => Promise<SaveOutcome>;
};

/** 'Record payment': received on, amount, mode, reference and remarks. */
export function RecordPaymentFormModal({
  isOpen,
  onOpenChange,
  bookingNumber,
  ...fieldsProps
}: RecordPaymentFormModalProps) {
  return (
    <FormModal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={`Record payment for ${bookingNumber}`}
      submitLabel="Record payment"
      formClassName={styles.form}
    >
      <RecordPaymentFields {...fieldsProps} />
    </FormModal>
  );
}

type RecordPaymentFieldsProps = Pick<
  RecordPaymentFormModalProps,
  'today' | 'instalments' | 'outstanding' | 'onSave'
>;

/** The fields; they mount on each opening, so each opening starts afresh. */
function RecordPaymentFields({
  today,
  instalments,
  outstanding,
  onSave,
}: RecordPaymentFieldsProps) {
  const { values, errors, setErrors, change } = useFormFields<PaymentEntryValues>(
    () => ({
      date: today,
      // The instalments come in due order, so the first with something outstanding is the next.
      amount: instalments.find((instalment) => instalment.outstanding > 0)?.outstanding ?? null,
      mode: '',
      reference: '',
      remarks: '',
    }),
    // The date's message is keyed as the API names it; the reference's depends on the mode.
    { date: ['receivedOn'], mode: ['reference'] },
  );
  const payment = { ...values, receivedOn: values.date };
  const { isSaving } = useFormSave({
    validate: () => validatePayment(payment, { today, outstanding }),
    save: () => onSave(paymentInputOf(values)),
    onErrors: setErrors,
  });
  return (
    // Dates and amounts in en-IN (docs/product/constants.md), whatever the host's locale.
    <I18nProvider locale="en-IN">
      <PaymentEntryFields
        dateLabel="Received On"
        dateField="receivedOn"
        initialDate={today}
        amountDescription={`Outstanding: ${formatRupees(outstanding)}`}
        values={values}
        errors={errors}
        onChange={change}
        isSaving={isSaving}
      />
    </I18nProvider>
  );
}

/** The form as the host sends it; called once validatePayment has passed it. */
function paymentInputOf(values: PaymentEntryValues): PaymentInput {
  if (values.date === '' || values.amount === null || values.mode === '') {
    throw new Error('A payment is sent only once it is valid');
  }
  return {
    receivedOn: values.date,
    amount: values.amount,
    mode: values.mode,
    reference: optionalText(values.reference),
    remarks: optionalText(values.remarks),
  };
}
