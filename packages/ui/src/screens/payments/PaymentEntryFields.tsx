import {
  AMOUNT_STEP,
  isPaymentMode,
  isReferenceRequired,
  MAX_AMOUNT_RUPEES,
  PAYMENT_MODE_OPTIONS,
  PAYMENT_TEXT_LIMITS,
  paymentReferenceLabel,
  type CalendarDate,
  type FieldErrors,
  type PaymentMode,
} from '@plotline/domain';
import { DatePicker } from '../../components/DatePicker';
import { NumberField } from '../../components/NumberField';
import { Select } from '../../components/Select';
import { TextField } from '../../components/TextField';
import * as styles from './payments.css';

/** Rupees with Indian digit grouping, whatever the host's locale (as the booking form's amounts). */
export const RUPEES: Intl.NumberFormatOptions = { style: 'currency', currency: 'INR' };

/** What a payment or a payout form holds while it is filled in. */
export type PaymentEntryValues = {
  /** Received on, or paid on; '' once emptied. */
  date: CalendarDate | '';
  /** Null while the box is empty. */
  amount: number | null;
  /** '' until one is chosen. */
  mode: PaymentMode | '';
  reference: string;
  remarks: string;
};

export type PaymentEntryFieldsProps = {
  /** 'Received On' or 'Paid On'. */
  dateLabel: string;
  /** Where the date's message is keyed, as the domain's validator and the API name the field. */
  dateField: 'receivedOn' | 'paidOn';
  /** The date the form starts on. */
  initialDate: CalendarDate;
  /** Under the amount, e.g. what is outstanding. */
  amountDescription?: string;
  values: PaymentEntryValues;
  errors: FieldErrors;
  onChange: <Field extends keyof PaymentEntryValues>(
    field: Field,
  ) => (value: PaymentEntryValues[Field]) => void;
  /** While the save runs: read-only, still focusable. */
  isSaving: boolean;
};

/**
 * The fields a payment and a commission payout share: the date, the amount, the mode, the
 * reference (required for every mode but cash, and named for the mode: 'Cheque number',
 * 'Transaction ID') and remarks.
 */
export function PaymentEntryFields({
  dateLabel,
  dateField,
  initialDate,
  amountDescription,
  values,
  errors,
  onChange,
  isSaving,
}: PaymentEntryFieldsProps) {
  const mode = isPaymentMode(values.mode) ? values.mode : null;
  return (
    <>
      <div className={styles.pair}>
        {/*
          The picker keeps its own value (the form mounts afresh on each opening): typing a year
          digit by digit passes through dates it cannot be handed back.
        */}
        <DatePicker
          label={dateLabel}
          isRequired
          isReadOnly={isSaving}
          defaultValue={initialDate}
          onChange={(date) => onChange('date')(date ?? '')}
          errorMessage={errors[dateField]}
        />
        <NumberField
          label="Amount"
          isRequired
          isReadOnly={isSaving}
          formatOptions={RUPEES}
          step={AMOUNT_STEP}
          minValue={0}
          maxValue={MAX_AMOUNT_RUPEES}
          value={values.amount ?? Number.NaN}
          onChange={(amount) => onChange('amount')(Number.isNaN(amount) ? null : amount)}
          description={amountDescription}
          errorMessage={errors.amount}
        />
      </div>
      <div className={styles.pair}>
        <Select
          label="Mode"
          isRequired
          isDisabled={isSaving}
          placeholder="Choose a mode"
          items={PAYMENT_MODE_OPTIONS}
          value={mode}
          onChange={(key) => onChange('mode')(isPaymentMode(key) ? key : '')}
          errorMessage={errors.mode}
        />
        <TextField
          name="reference"
          label={paymentReferenceLabel(mode ?? 'Cash')}
          isRequired={mode !== null && isReferenceRequired(mode)}
          isReadOnly={isSaving}
          maxLength={PAYMENT_TEXT_LIMITS.reference}
          value={values.reference}
          onChange={onChange('reference')}
          errorMessage={errors.reference}
        />
      </div>
      <TextField
        name="remarks"
        label="Remarks"
        multiline
        isReadOnly={isSaving}
        maxLength={PAYMENT_TEXT_LIMITS.remarks}
        value={values.remarks}
        onChange={onChange('remarks')}
        errorMessage={errors.remarks}
      />
    </>
  );
}

/** What a filled-in form sends: the optional texts trimmed, and null when left empty. */
export function optionalText(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}
