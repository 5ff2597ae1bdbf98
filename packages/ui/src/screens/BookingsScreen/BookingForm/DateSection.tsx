import {
  bookingStatusLabel,
  isBookingStatus,
  MIN_REGISTRY_DURATION_DAYS,
  STATUSES_ON_CREATE,
  STATUSES_ON_EDIT,
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

export type DateSectionProps = BookingSectionProps & { isEditing: boolean };

const WHOLE_DAYS: Intl.NumberFormatOptions = { maximumFractionDigits: 0 };

/** The create form offers Token, Booking, RegistryDone; the edit form also Cancelled (section 4). */
function statusItems(isEditing: boolean, current: BookingStatus) {
  const offered = isEditing ? STATUSES_ON_EDIT : STATUSES_ON_CREATE;
  // A stored booking with no status reads as Pending, which no form offers to pick.
  const statuses = offered.includes(current) ? offered : [current, ...offered];
  return statuses.map((status) => ({ id: status, label: bookingStatusLabel(status) }));
}

/**
 * Date Information: the registry falls due the registry duration after the booking date, and
 * the form recomputes it as either changes; once the registry is done its date is the actual one.
 */
export function DateSection({ form, errors, onEdit, isEditing }: DateSectionProps) {
  const registryDone = form.bookingStatus === 'RegistryDone';
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
        items={statusItems(isEditing, form.bookingStatus)}
        value={form.bookingStatus}
        onChange={(key) => {
          if (isBookingStatus(key)) onEdit({ bookingStatus: key });
        }}
      />
      {registryDone && <RegistryDetails form={form} errors={errors} onEdit={onEdit} />}
    </FormSection>
  );
}
