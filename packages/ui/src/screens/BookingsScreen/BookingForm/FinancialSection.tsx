import { AMOUNT_STEP, MAX_AMOUNT_RUPEES, type PlotSize } from '@plotline/domain';
import { NumberField } from '../../../components/NumberField';
import { FormSection, type BookingSectionProps } from './FormSection';
import { NotApplicableField } from './NotApplicableField';
import { numberOfText, textOfNumber } from './number-text';
import { SaleValueSummary } from './SaleValueSummary';
import { TokenPaymentFields } from './TokenPaymentFields';

/** Rupees with Indian digit grouping (docs/product/constants.md), whatever the host's locale. */
const RUPEES: Intl.NumberFormatOptions = { style: 'currency', currency: 'INR' };

type AmountField = 'plotSaleRate' | 'tokenAmount' | 'bookingAmount';

export type FinancialSectionProps = BookingSectionProps & {
  /** The chosen plot's size, which the sale value is worked out from; null while none is. */
  plot: PlotSize | null;
  /** A new booking, whose token may be recorded as received; an edit records no payment. */
  isNew: boolean;
  /** Whether the user may record payments (payments.create). */
  mayRecordToken: boolean;
};

/**
 * Financial Information: the rate, the token and the booking amount, the sale value they make
 * with the plot, and, on a new booking, its token as received. The rate and the token are not
 * applicable once the registry is done.
 */
export function FinancialSection({
  plot,
  isNew,
  mayRecordToken,
  ...section
}: FinancialSectionProps) {
  const { form, errors, onEdit } = section;
  const registryDone = form.bookingStatus === 'RegistryDone';
  const amount = (field: AmountField) => ({
    value: numberOfText(form[field]),
    onChange: (value: number) => onEdit({ [field]: textOfNumber(value) }),
    errorMessage: errors[field],
    formatOptions: RUPEES,
    step: AMOUNT_STEP,
    minValue: 0,
    maxValue: MAX_AMOUNT_RUPEES,
  });

  return (
    <FormSection title="Financial Information">
      {registryDone ? (
        <>
          <NotApplicableField label="Plot Sale Rate (per sq. yd.)" />
          <NotApplicableField label="Token Amount" />
        </>
      ) : (
        <>
          <NumberField
            label="Plot Sale Rate (per sq. yd.)"
            isRequired
            {...amount('plotSaleRate')}
          />
          <NumberField label="Token Amount" isRequired {...amount('tokenAmount')} />
        </>
      )}
      <NumberField label="Booking Amount" {...amount('bookingAmount')} />
      {!registryDone && <SaleValueSummary plot={plot} plotSaleRate={form.plotSaleRate} />}
      {isNew && !registryDone && (
        <TokenPaymentFields {...section} mayRecordToken={mayRecordToken} />
      )}
    </FormSection>
  );
}
