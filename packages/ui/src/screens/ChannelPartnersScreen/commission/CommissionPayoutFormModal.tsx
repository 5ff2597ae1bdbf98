import { formatRupees, validatePayout, type CalendarDate } from '@plotline/domain';
import { I18nProvider } from 'react-aria-components';
import { FormModal, useFormFields, useFormSave, type SaveOutcome } from '../../../patterns';
import {
  optionalText,
  PaymentEntryFields,
  type PaymentEntryValues,
} from '../../payments/PaymentEntryFields';
import type { PayoutInput } from '../../payments/payments-types';
import * as styles from '../../payments/payments.css';

export type CommissionPayoutFormModalProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Names the partner in the title. */
  partnerName: string;
  /** A payout is paid today unless the user says otherwise, and never after it. */
  today: CalendarDate;
  /** What the partner has earned and not been paid: no payout may be more. */
  balance: number;
  /** Records the payout; resolves (never rejects). Closing on success is the caller's. */
  onSave: (input: PayoutInput) => Promise<SaveOutcome>;
};

/** 'Record payout': paid on, amount (the balance to start with), mode, reference and remarks. */
export function CommissionPayoutFormModal({
  isOpen,
  onOpenChange,
  partnerName,
  ...fieldsProps
}: CommissionPayoutFormModalProps) {
  return (
    <FormModal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={`Record payout to ${partnerName}`}
      submitLabel="Record payout"
      formClassName={styles.form}
    >
      <PayoutFields {...fieldsProps} />
    </FormModal>
  );
}

type PayoutFieldsProps = Pick<CommissionPayoutFormModalProps, 'today' | 'balance' | 'onSave'>;

/** The fields; they mount on each opening, so each opening starts afresh. */
function PayoutFields({ today, balance, onSave }: PayoutFieldsProps) {
  const { values, errors, setErrors, change } = useFormFields<PaymentEntryValues>(
    () => ({
      date: today,
      amount: balance > 0 ? balance : null,
      mode: '',
      reference: '',
      remarks: '',
    }),
    // The date's message is keyed as the API names it; the reference's depends on the mode.
    { date: ['paidOn'], mode: ['reference'] },
  );
  const { isSaving } = useFormSave({
    validate: () => validatePayout({ ...values, paidOn: values.date }, { today, balance }),
    save: () => onSave(payoutInputOf(values)),
    onErrors: setErrors,
  });
  return (
    // Dates and amounts in en-IN (docs/product/constants.md), whatever the host's locale.
    <I18nProvider locale="en-IN">
      <PaymentEntryFields
        dateLabel="Paid On"
        dateField="paidOn"
        initialDate={today}
        amountDescription={`Balance: ${formatRupees(balance)}`}
        values={values}
        errors={errors}
        onChange={change}
        isSaving={isSaving}
      />
    </I18nProvider>
  );
}

/** The form as the host sends it; called once validatePayout has passed it. */
function payoutInputOf(values: PaymentEntryValues): PayoutInput {
  if (values.date === '' || values.amount === null || values.mode === '') {
    throw new Error('A payout is sent only once it is valid');
  }
  return {
    paidOn: values.date,
    amount: values.amount,
    mode: values.mode,
    reference: optionalText(values.reference),
    remarks: optionalText(values.remarks),
  };
}
