import {
  isPaymentMode,
  isReferenceRequired,
  PAYMENT_MESSAGES,
  PAYMENT_MODE_OPTIONS,
  PAYMENT_TEXT_LIMITS,
  paymentReferenceLabel,
} from '@plotline/domain';
import { Checkbox } from '../../../components/Checkbox';
import { Select } from '../../../components/Select';
import { TextField } from '../../../components/TextField';
import * as styles from './BookingFormModal.css';
import type { BookingSectionProps } from './FormSection';

export type TokenPaymentFieldsProps = BookingSectionProps & {
  /** Whether the user may record payments; without, the token is recorded later, and it says so. */
  mayRecordToken: boolean;
};

/**
 * A new booking's token taken as received (docs/payments.md "The token as received"): 'Record
 * token as received' and how it was paid, as recording a payment asks; unchecked, or for a user
 * who may not record payments, a sentence saying it is not recorded.
 */
export function TokenPaymentFields({
  form,
  errors,
  onEdit,
  mayRecordToken,
}: TokenPaymentFieldsProps) {
  const isRecorded = mayRecordToken && form.recordTokenPayment === true;
  const mode = isPaymentMode(form.tokenPaymentMode) ? form.tokenPaymentMode : null;
  return (
    <>
      {mayRecordToken && (
        <div className={styles.wide}>
          <Checkbox
            isSelected={isRecorded}
            onChange={(recordTokenPayment) => onEdit({ recordTokenPayment })}
            description={isRecorded ? PAYMENT_MESSAGES.tokenRecorded : undefined}
            errorMessage={errors.recordTokenPayment}
          >
            Record token as received
          </Checkbox>
        </div>
      )}
      {isRecorded ? (
        <>
          <Select
            label="Payment Mode"
            isRequired
            placeholder="Choose a mode"
            items={PAYMENT_MODE_OPTIONS}
            value={mode}
            onChange={(key) => onEdit({ tokenPaymentMode: isPaymentMode(key) ? key : '' })}
            errorMessage={errors.tokenPaymentMode}
          />
          <TextField
            name="tokenPaymentReference"
            // Named for the mode, as the payment form names it: 'Cheque number', 'Transaction ID'.
            label={paymentReferenceLabel(mode ?? 'Cash')}
            isRequired={mode !== null && isReferenceRequired(mode)}
            maxLength={PAYMENT_TEXT_LIMITS.reference}
            value={form.tokenPaymentReference ?? ''}
            onChange={(tokenPaymentReference) => onEdit({ tokenPaymentReference })}
            errorMessage={errors.tokenPaymentReference}
          />
        </>
      ) : (
        <p className={`${styles.note} ${styles.wide}`}>{PAYMENT_MESSAGES.tokenNotRecorded}</p>
      )}
    </>
  );
}
