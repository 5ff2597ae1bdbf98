import { AMOUNT_STEP, MAX_AMOUNT_RUPEES } from '@plotline/domain';
import { NumberField } from '../../../components/NumberField';
import { FormSection, type BookingSectionProps } from './FormSection';
import { NotApplicableField } from './NotApplicableField';
import { numberOfText, textOfNumber } from './number-text';

/** Rupees with Indian digit grouping (docs/product/constants.md), whatever the host's locale. */
const RUPEES: Intl.NumberFormatOptions = { style: 'currency', currency: 'INR' };

type AmountField = 'plotSaleRate' | 'tokenAmount' | 'bookingAmount';

/** Financial Information: the rate and the token are not applicable once the registry is done. */
export function FinancialSection({ form, errors, onEdit }: BookingSectionProps) {
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
    </FormSection>
  );
}
