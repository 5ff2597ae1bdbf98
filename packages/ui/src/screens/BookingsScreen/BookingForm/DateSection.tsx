import {
  bookingStatusField,
  bookingStatusLabel,
  isBookingStatus,
  MAX_REGISTRY_DURATION_DAYS,
  MIN_REGISTRY_DURATION_DAYS,
  wholeNumberFrom,
  type BookingStatus,
} from '@plotline/domain';
import { DatePicker } from '../../../components/DatePicker';
import { NumberField } from '../../../components/NumberField';
import { Select } from '../../../components/Select';
import { FormSection, type BookingSectionProps } from './FormSection';
import { NotApplicableField } from './NotApplicableField';
import { numberOfText, textOfNumber } from './number-text';
import { RegistryDetails } from './RegistryDetails';

export type DateSectionProps = BookingSectionProps & {
  /** The edited booking's status as stored, which decides where it may move; null on create. */
  storedStatus: BookingStatus | null;
};

const WHOLE_DAYS: Intl.NumberFormatOptions = { maximumFractionDigits: 0 };

/**
 * Date Information: the registry falls due the registry duration after the booking date, and
 * the form recomputes it as either changes; once the registry is done its date is the actual one.
 */
export function DateSection({ form, errors, onEdit, storedStatus }: DateSectionProps) {
  const registryDone = form.bookingStatus === 'RegistryDone';
  const statusField = bookingStatusField(storedStatus);
  const date = (field: 'tokenDate' | 'bookingDate' | 'registryDate') => ({
    value: form[field],
    onChange: (value: string | null) => onEdit({ [field]: value ?? '' }),
    errorMessage: errors[field],
    isRequired: true,
  });

  return (
    <FormSection title="Date Information">
      {registryDone ? (
        <NotApplicableField label="Token Date" />
      ) : (
        <DatePicker label="Token Date" {...date('tokenDate')} />
      )}
      <DatePicker label="Booking Date" {...date('bookingDate')} />
      {registryDone ? (
        <NotApplicableField label="Registry Duration (days)" />
      ) : (
        <NumberField
          label="Registry Duration (days)"
          isRequired
          value={numberOfText(form.registryDuration, wholeNumberFrom)}
          onChange={(value) => onEdit({ registryDuration: textOfNumber(value) })}
          minValue={MIN_REGISTRY_DURATION_DAYS}
          maxValue={MAX_REGISTRY_DURATION_DAYS}
          formatOptions={WHOLE_DAYS}
          errorMessage={errors.registryDuration}
        />
      )}
      <DatePicker
        label="Registry Date"
        description={
          registryDone ? 'The date the registry was done.' : 'Booking date plus the duration.'
        }
        {...date('registryDate')}
      />
      <Select
        label="Booking Status"
        isRequired
        items={statusField.statuses.map((status) => ({
          id: status,
          label: bookingStatusLabel(status),
        }))}
        disabledKeys={statusField.unavailable}
        description={statusField.hint}
        value={form.bookingStatus}
        onChange={(key) => {
          if (isBookingStatus(key)) onEdit({ bookingStatus: key });
        }}
      />
      {registryDone && <RegistryDetails form={form} errors={errors} onEdit={onEdit} />}
    </FormSection>
  );
}
