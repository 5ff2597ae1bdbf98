import { TEXT_LIMITS } from '@plotline/domain';
import { TextField } from '../../../components/TextField';
import { OutstandingConfirmation } from '../OutstandingConfirmation';
import * as styles from './BookingFormModal.css';
import { FormSection, type BookingSectionProps } from './FormSection';

/**
 * Registry Details, shown once the status is RegistryDone: the registration number it needs,
 * and the confirmation of a balance outstanding once the server has asked for it.
 */
export function RegistryDetails({ form, errors, onEdit }: BookingSectionProps) {
  return (
    <div className={styles.wide}>
      <FormSection title="Registry Details" isNested>
        <TextField
          label="Registration Number"
          maxLength={TEXT_LIMITS.code}
          isRequired
          value={form.registrationNumber}
          onChange={(registrationNumber) => onEdit({ registrationNumber })}
          errorMessage={errors.registrationNumber}
        />
        <OutstandingConfirmation
          refusal={errors.acceptOutstanding}
          isSelected={form.acceptOutstanding ?? false}
          onChange={(acceptOutstanding) => onEdit({ acceptOutstanding })}
        />
      </FormSection>
    </div>
  );
}
